import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TERM,
  memberTerm,
  endOfYear,
  extendedEnd,
  firstTermEnd,
  reminderDue,
  yearOf,
} from './member-term.ts';

const calendar = DEFAULT_TERM; // 1 January, notice 60 days before, 30 days of grace
const april = { ...DEFAULT_TERM, yearStart: '04-01' };

describe('the membership year', () => {
  it('ends the day before the next one begins', () => {
    expect(endOfYear(2026, calendar)).toBe('2026-12-31');
    expect(endOfYear(2026, april)).toBe('2027-03-31');
    expect(yearOf('2027-03-31', april)).toBe(2026);
    expect(yearOf('2027-04-01', april)).toBe(2027);
    expect(endOfYear(2027, { ...calendar, yearStart: '02-29' })).toBe('2028-02-28');
  });

  it('a new member is covered to the end of this year, or of the next after the notice', () => {
    expect(firstTermEnd('2026-03-15', calendar)).toBe('2026-12-31');
    expect(firstTermEnd('2026-10-31', calendar)).toBe('2026-12-31');
    // 60 days before 31 December is 1 November, the notice: from then on, next year too.
    expect(firstTermEnd('2026-11-01', calendar)).toBe('2027-12-31');
  });

  it('paying for a year runs the term to its end and never shortens it', () => {
    expect(extendedEnd('2026-12-31', 2027, calendar)).toBe('2027-12-31');
    expect(extendedEnd('2028-12-31', 2027, calendar)).toBe('2028-12-31');
    expect(extendedEnd(null, 2026, calendar)).toBe('2026-12-31');
  });

  it('names the latest reminder due, from the notice to the lapse', () => {
    const end = '2026-12-31';
    const due = (today: string) => reminderDue(today, end, calendar);
    expect(due('2026-10-31')).toBeNull();
    expect(due('2026-11-01')).toBe('notice');
    expect(due('2026-12-01')).toBe('before30');
    expect(due('2026-12-24')).toBe('before7');
    expect(due('2026-12-31')).toBe('due');
    expect(due('2027-01-01')).toBe('grace');
    expect(due('2027-01-30')).toBe('grace');
    expect(due('2027-01-31')).toBe('lapse');
    // A server down from November to February sends the lapse, not every reminder it missed.
    expect(due('2027-02-15')).toBe('lapse');
  });

  it('takes only settings that make sense', () => {
    const ok = (t: object) => memberTerm.safeParse({ ...DEFAULT_TERM, ...t }).success;
    expect(ok({ yearStart: '02-29' })).toBe(true);
    expect(ok({ yearStart: '02-30' })).toBe(false);
    expect(ok({ yearStart: '04-31' })).toBe(false);
    expect(ok({ yearStart: '13-01' })).toBe(false);
    // The notice, with the account, must come before the 30-day reminder.
    expect(ok({ noticeDays: 30 })).toBe(false);
    expect(ok({ noticeDays: 31 })).toBe(true);
  });
});
