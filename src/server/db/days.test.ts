/** Beijing days: what a clerk's "from" and "to" mean, and what a spreadsheet cell shows. */
import { describe, expect, it } from 'vitest';
import { beijingDay, beijingWallTime } from './days.ts';

describe('Beijing days', () => {
  it('file work done before 08:00 under its own day, not the one before', () => {
    expect(beijingDay(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
    expect(beijingDay(new Date('2026-11-24T15:59:59Z'))).toBe('2026-11-24');
    expect(beijingDay(new Date('2026-11-24T16:00:00Z'))).toBe('2026-11-25');
  });
  it('show a moment as the wall clock in Beijing reads it', () => {
    expect(beijingWallTime(new Date('2026-11-23T23:30:00Z')).toISOString()).toBe(
      '2026-11-24T07:30:00.000Z',
    );
  });
});
