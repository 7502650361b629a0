import { describe, expect, it } from 'vitest';
import { failedSinceLive } from './console-waiting.ts';

const rows = (...s: ('queued' | 'building' | 'live' | 'failed')[]) =>
  s.map((status) => ({ status }));

describe('failed rebuilds waiting', () => {
  it('counts the failures since the newest live build, newest first', () => {
    expect(failedSinceLive(rows('failed', 'building', 'failed', 'live', 'failed'))).toBe(2);
    expect(failedSinceLive(rows('live', 'failed'))).toBe(0);
    expect(failedSinceLive(rows('failed', 'failed'))).toBe(2);
    expect(failedSinceLive([])).toBe(0);
  });
});
