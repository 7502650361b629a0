import { describe, expect, it } from 'vitest';
import { amountInCapitals } from './money.ts';

describe('amountInCapitals', () => {
  it.each([
    ['12000.00', '人民币壹万贰仟元整'],
    ['12000', '人民币壹万贰仟元整'],
    ['1005', '人民币壹仟零伍元整'],
    ['100010', '人民币壹拾万零壹拾元整'],
    ['100000000', '人民币壹亿元整'],
    ['10000001', '人民币壹仟万零壹元整'],
    ['1000010000', '人民币壹拾亿零壹万元整'],
    ['3500.50', '人民币叁仟伍佰元伍角整'],
    ['3500.05', '人民币叁仟伍佰元零伍分'],
    ['0.57', '人民币伍角柒分'],
    ['0.07', '人民币柒分'],
    ['0', '人民币零元整'],
    ['1234567.89', '人民币壹佰贰拾叁万肆仟伍佰陆拾柒元捌角玖分'],
  ])('%s → %s', (figure, words) => {
    expect(amountInCapitals(figure)).toBe(words);
  });

  it('refuses what is not an amount', () => {
    expect(() => amountInCapitals('-1')).toThrow();
    expect(() => amountInCapitals('1.234')).toThrow();
  });
});
