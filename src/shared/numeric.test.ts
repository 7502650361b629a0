import { describe, expect, it } from 'vitest';
import {
  decimalSum,
  numericProblem,
  normaliseNumeric as n,
  readNumeric as read,
  sanitiseWhileTyping as typing,
} from './numeric.ts';

describe('numeric input', () => {
  it("takes '.' or ',' as the decimal separator", () => {
    expect(n('1,5')).toBe('1.5');
    expect(n('12,75')).toBe('12.75');
    expect(n('1,2345')).toBe('1.2345');
    expect(n('1.5')).toBe('1.5');
    expect(n(' 4000,5 ')).toBe('4000.5');
    expect(n('12.')).toBe('12');
    expect(n(',5')).toBe('0.5');
  });
  it('reads the last of two separator kinds as the point, and a repeated one as grouping', () => {
    expect(n('1,234.5')).toBe('1234.5');
    expect(n('1.234,5')).toBe('1234.5');
    expect(n('1,234,567')).toBe('1234567');
    expect(n('1.234.567,89')).toBe('1234567.89');
  });
  it('reads a comma before exactly three digits as thousands grouping, as Chinese users write it', () => {
    expect(n('1,234')).toBe('1234');
    expect(n('12,345')).toBe('12345');
    expect(n('-123,456', { allowNegative: true })).toBe('-123456');
    expect(n('1,234', { precision: 2 })).toBe('1234.00');
    expect(n('１，２３４')).toBe('1234');
  });
  it('keeps a point before three digits a decimal point', () => {
    expect(n('1.234')).toBe('1.234');
  });
  it('reads a comma as the point where grouping cannot be meant', () => {
    // Nobody groups a leading zero.
    expect(n('0,123')).toBe('0.123');
    expect(n(',125')).toBe('0.125');
  });
  it('gives an empty string for empty or digit-less input', () => {
    expect(n('')).toBe('');
    expect(n('   ')).toBe('');
    expect(n('-')).toBe('');
    expect(n('.')).toBe('');
    expect(n('abc')).toBe('');
  });
  it('keeps what was typed when nothing needs changing, leading zeros aside', () => {
    expect(n('12.50')).toBe('12.50');
    expect(n('007')).toBe('7');
    expect(n('12345678901234567890')).toBe('12345678901234567890');
    expect(n('-0')).toBe('0');
  });
  it('refuses negatives unless allowed: the value becomes the lowest allowed one', () => {
    expect(n('-3')).toBe('0');
    expect(n('-3', { min: 0 })).toBe('0');
    expect(n('-3', { min: 2 })).toBe('2');
    // A negative min alone does not allow negatives.
    expect(n('-3', { min: -10 })).toBe('0');
    expect(n('-3', { allowNegative: true })).toBe('-3');
    expect(n('-3,5', { allowNegative: true, min: -2 })).toBe('-2');
  });
  it('clamps to min and max', () => {
    expect(n('150', { max: 100 })).toBe('100');
    expect(n('100', { max: 100 })).toBe('100');
    expect(n('0,5', { min: 1 })).toBe('1');
    expect(n('50', { min: 1, max: 100 })).toBe('50');
  });
  it('applies precision, rounding half away from zero and padding', () => {
    expect(n('3.14159', { precision: 2 })).toBe('3.14');
    expect(n('3,1459', { precision: 2 })).toBe('3.15');
    expect(n('1.005', { precision: 2 })).toBe('1.01');
    expect(n('2.5', { precision: 0 })).toBe('3');
    expect(n('3', { precision: 2 })).toBe('3.00');
    expect(n('-2.5', { precision: 0, allowNegative: true })).toBe('-3');
    expect(n('-0.001', { precision: 2, allowNegative: true })).toBe('0.00');
    expect(n('0.0000001', { precision: 2 })).toBe('0.00');
  });
  it('clamps before rounding', () => {
    expect(n('150.456', { max: 99.5, precision: 1 })).toBe('99.5');
    expect(n('-1', { precision: 2 })).toBe('0.00');
  });
  it('understands full-width digits and marks from Chinese input methods', () => {
    expect(n('１２．５')).toBe('12.5');
    expect(n('３，５')).toBe('3.5');
    expect(n('12。5')).toBe('12.5');
  });
});

describe('while typing', () => {
  it('keeps partial input usable', () => {
    expect(typing('12.')).toBe('12.');
    expect(typing('12,')).toBe('12,');
    expect(typing('-')).toBe('-');
    expect(typing('.5')).toBe('.5');
    expect(typing('')).toBe('');
  });
  it('drops what cannot be part of a number', () => {
    expect(typing('12a3')).toBe('123');
    expect(typing('1 000')).toBe('1000');
    expect(typing('3-4')).toBe('34');
    expect(typing('¥ 12,5 万')).toBe('12,5');
    expect(typing('１２')).toBe('12');
  });
});

describe('numeric input: unclear input is left for the form to flag', () => {
  it('keeps a repeated separator that is not thousands grouping as typed', () => {
    expect(n('12.5.3')).toBe('12.5.3');
    expect(n('1,2,3')).toBe('1,2,3');
    expect(n('1,234,567')).toBe('1234567');
  });
  it('keeps grouping that is not in threes as typed', () => {
    // Grouping that cannot be right, or a decimal comma with three decimals: too close to call.
    expect(n('1234,567')).toBe('1234,567');
    expect(n('12,34.5')).toBe('12,34.5');
    expect(n('1.2,3')).toBe('1.2,3');
  });
});

describe('what the field tells the user it understood', () => {
  const noted = (raw: string, opts = {}) => read(raw, opts).changed;
  it('says so when grouping was removed, a comma read as the point, or the value clamped', () => {
    expect(read('1,234')).toEqual({ value: '1234', changed: true });
    expect(read('1,5')).toEqual({ value: '1.5', changed: true });
    expect(read('1.234,5')).toEqual({ value: '1234.5', changed: true });
    expect(read('1.234.567')).toEqual({ value: '1234567', changed: true });
    expect(read('150', { max: 100 })).toEqual({ value: '100', changed: true });
    expect(read('-3')).toEqual({ value: '0', changed: true });
    expect(read('3.14159', { precision: 2 })).toEqual({ value: '3.14', changed: true });
  });
  it('stays quiet when only the form of the same number changed', () => {
    expect(noted('1234')).toBe(false);
    expect(noted('12.')).toBe(false);
    expect(noted('.5')).toBe(false);
    expect(noted('007')).toBe(false);
    expect(noted('-0')).toBe(false);
    expect(noted('3', { precision: 2 })).toBe(false);
    expect(noted('１２．５')).toBe(false);
    expect(noted(' 42 ')).toBe(false);
  });
  it('stays quiet on empty and on unclear input, which the form flags itself', () => {
    expect(read('')).toEqual({ value: '', changed: false });
    expect(read('12.5.3')).toEqual({ value: '12.5.3', changed: false });
  });
  it('names what a form must refuse instead of guessing: letters, grouping out of step, a negative', () => {
    expect(numericProblem('abc')).toBe('validation.number');
    expect(numericProblem('12a')).toBe('validation.number');
    expect(numericProblem('1-2')).toBe('validation.number');
    expect(numericProblem('12,34.5')).toBe('validation.number');
    expect(numericProblem('-5')).toBe('validation.nonNegative');
    expect(numericProblem('－５')).toBe('validation.nonNegative');
    expect(numericProblem('-5', { allowNegative: true })).toBeNull();
    for (const fine of ['', '0', '-0', '1,234', '1 234', '１２,５', '.5', '12.'])
      expect(numericProblem(fine)).toBeNull();
  });
  it('adds figures as decimals, without the float’s dust', () => {
    expect(decimalSum([46000.1, 292.7, 0.1])).toBe(46292.9);
    expect(decimalSum([0.1, 0.2])).toBe(0.3);
    expect(decimalSum([1.005, -0.005, 2])).toBe(3);
    expect(decimalSum([])).toBe(0);
    expect(decimalSum([1e-7, 1])).toBe(1.0000001);
    expect(decimalSum([123456789012.34, 0.66])).toBe(123456789013);
  });
});
