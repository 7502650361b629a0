import { describe, expect, it } from 'vitest';
import { DEFAULT_CALENDAR, dueDate, pastPeriods, reminderOn } from './report-calendar.ts';

describe('the collection calendar', () => {
  it('a month is due in the next month, December in January; a year in the next year', () => {
    expect(dueDate('2026-05', DEFAULT_CALENDAR)).toBe('2026-06-15');
    expect(dueDate('2026-12', DEFAULT_CALENDAR)).toBe('2027-01-15');
    expect(dueDate('2026', DEFAULT_CALENDAR)).toBe('2027-03-31');
  });

  it('reminds some days before, on the day, and after, then stops', () => {
    const due = '2026-06-15';
    expect(reminderOn('2026-06-11', due, DEFAULT_CALENDAR)).toBeNull();
    expect(reminderOn('2026-06-12', due, DEFAULT_CALENDAR)).toBe('before');
    expect(reminderOn('2026-06-15', due, DEFAULT_CALENDAR)).toBe('due');
    expect(reminderOn('2026-06-16', due, DEFAULT_CALENDAR)).toBe('overdue');
    expect(reminderOn('2026-07-16', due, DEFAULT_CALENDAR)).toBeNull();
  });

  it('the periods that are over', () => {
    expect(pastPeriods('economyMonth', '2026-01-10', 3)).toEqual(['2025-12', '2025-11', '2025-10']);
    expect(pastPeriods('productYear', '2026-01-10', 2)).toEqual(['2025', '2024']);
  });

  it('a unit owes the months from the one it joined and the years from the one it joined', () => {
    expect(pastPeriods('economyMonth', '2026-11-27', 12, '2026-11-27')).toEqual([]);
    expect(pastPeriods('economyMonth', '2026-11-27', 12, '2026-09-20')).toEqual([
      '2026-10',
      '2026-09',
    ]);
    expect(pastPeriods('economyYear', '2026-11-27', 2, '2026-09-20')).toEqual([]);
    expect(pastPeriods('economyYear', '2027-01-05', 2, '2026-09-20')).toEqual(['2026']);
    // A member from before joining dates were kept owes what everyone does.
    expect(pastPeriods('economyMonth', '2026-11-27', 2, null)).toEqual(['2026-10', '2026-09']);
  });
});
