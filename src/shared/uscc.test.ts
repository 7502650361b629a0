import { describe, expect, it } from 'vitest';
import { isValidUscc, usccCheckChar } from './uscc.ts';

describe('unified social credit code', () => {
  it('accepts published codes whose check character is right', () => {
    // Codes printed on real business licences (public registrations).
    for (const code of ['91350100M000100Y43', '91110000802100433B', '91440300708461136T'])
      expect(isValidUscc(code)).toBe(true);
  });

  it('accepts lowercase and surrounding spaces', () => {
    expect(isValidUscc(' 91350100m000100y43 ')).toBe(true);
  });

  it('refuses a wrong check character, a wrong length and forbidden letters', () => {
    expect(isValidUscc('91350100M000100Y44')).toBe(false);
    expect(isValidUscc('91350100M000100Y4')).toBe(false);
    expect(isValidUscc('91350100M000100Y433')).toBe(false);
    // I, O, S, V and Z are not in the alphabet.
    expect(isValidUscc('91350100M0001OOY43')).toBe(false);
    // Positions 3–8 are a division code: digits only.
    expect(isValidUscc('913A0100M000100Y43')).toBe(false);
  });

  it('computes the check character over the first 17', () => {
    expect(usccCheckChar('91350100M000100Y4')).toBe('3');
  });
});
