import { describe, expect, it } from 'vitest';
import { amount, count } from './form.ts';

const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('numbers sent by a form', () => {
  it('read a comma before three digits as grouping, not as a point 1000 times too small', () => {
    expect(amount.parse('1,234')).toBe(1234);
    expect(amount.parse('1,234,567.5')).toBe(1234567.5);
    expect(count.parse('12,000')).toBe(12000);
  });
  it('read a decimal comma where it can only be one', () => {
    expect(amount.parse('1,5')).toBe(1.5);
    expect(amount.parse('1.234,5')).toBe(1234.5);
  });
  it('refuse what is too close to call, negatives and empty values', () => {
    expect(message(amount.safeParse('1234,567'))).toBe('validation.number');
    expect(message(amount.safeParse('-3'))).toBe('validation.nonNegative');
    expect(message(amount.safeParse(' '))).toBe('validation.number');
    expect(message(count.safeParse('1,5'))).toBe('validation.integer');
  });
});
