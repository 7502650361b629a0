import { describe, expect, it } from 'vitest';
import * as F from './format.ts';

describe('table formatters', () => {
  it('dates default to yyyy-MM-dd and never print "Invalid Date"', () => {
    expect(F.formatDate('2026-11-20T15:04:05')).toBe('2026-11-20');
    expect(F.formatDate('2026-11-20T15:04:05', 'YYYY-MM-DD HH:mm')).toBe('2026-11-20 15:04');
    expect(F.formatDate('not a date')).toBe('');
    expect(F.formatDate(null)).toBe('');
  });
  it("times read on Beijing's clock whatever the reader's zone", () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      expect(F.formatDate('2026-11-20T07:04:05.000Z', 'YYYY-MM-DD HH:mm:ss')).toBe(
        '2026-11-20 15:04:05',
      );
      expect(F.formatDate('2026-11-20T20:00:00Z')).toBe('2026-11-21');
      expect(F.formatDate(Date.parse('2026-03-08T07:30:00Z'), 'YYYY-MM-DD HH:mm')).toBe(
        '2026-03-08 15:30',
      );
      expect(F.formatDate('2026-11-20 15:04:05.123+08', 'YYYY-MM-DD HH:mm')).toBe(
        '2026-11-20 15:04',
      );
      // A day, or a clock reading written without a zone, is Beijing's already.
      expect(F.formatDate('2026-03-08')).toBe('2026-03-08');
      expect(F.formatDate('2026-03-08T02:30', 'YYYY-MM-DD HH:mm')).toBe('2026-03-08 02:30');
      expect(F.beijingMinute('2026-12-31T16:00:00Z')).toBe('2027-01-01 00:00');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
  it('sex: 1 is male, otherwise female; yes/no: 0 is no', () => {
    expect(F.formatSex('1')).toBe('男');
    expect(F.formatSex(0)).toBe('女');
    expect(F.formatSex('2', { male: 'Male', female: 'Female' })).toBe('Female');
    expect(F.formatYesNo(0)).toBe('否');
    expect(F.formatYesNo('1', { yes: 'Yes', no: 'No' })).toBe('Yes');
  });
  it('amounts have two decimals; bank cards group in fours', () => {
    expect(F.formatAmount(1234.5)).toBe('1,234.50');
    expect(F.formatAmount('0.005')).toBe('0.01');
    expect(F.formatAmount('abc')).toBe('');
    expect(F.formatBankCard('6222020200112233445')).toBe('6222 0202 0011 2233 445');
  });
  it('fixed rounds, truncated cuts', () => {
    expect(F.formatDecimal(2.678, 2)).toBe('2.68');
    expect(F.formatDecimal(2.678, 2, 'truncate')).toBe('2.67');
    expect(F.formatDecimal(1.005, 2, 'truncate')).toBe('1.00');
    expect(F.formatDecimal(-2.678, 1, 'truncate')).toBe('-2.6');
  });
});
