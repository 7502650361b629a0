/**
 * Unified social credit code (统一社会信用代码, GB 32100-2015): 18 characters from a 31-character
 * alphabet without I, O, S, V, Z; the last one is a check character over the first 17.
 */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

export function usccCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += ALPHABET.indexOf(first17.charAt(i)) * (WEIGHTS[i] ?? 0);
  const check = (31 - (sum % 31)) % 31;
  return ALPHABET.charAt(check);
}

export function isValidUscc(raw: string): boolean {
  const code = raw.trim().toUpperCase();
  if (!SHAPE.test(code)) return false;
  return usccCheckChar(code.slice(0, 17)) === code.charAt(17);
}
