import { describe, expect, it } from 'vitest';
import { normalizeCode } from './certificate-code.ts';

describe('normalizeCode', () => {
  it('reads a code however it was typed', () => {
    expect(normalizeCode('k7qw 3mzp 9trd')).toBe('K7QW-3MZP-9TRD');
    expect(normalizeCode('K7QW-3MZP-9TRD')).toBe('K7QW-3MZP-9TRD');
    // O is read as zero, I and L as one.
    expect(normalizeCode('OOOO-IIII-LLLL')).toBe('0000-1111-1111');
  });

  it('refuses what cannot be a code', () => {
    for (const bad of ['', 'K7QW-3MZP', 'K7QW-3MZP-9TRD-X', 'K7QW-3MZP-9TRU', '../../etc/pass'])
      expect(normalizeCode(bad), bad).toBeNull();
  });
});
