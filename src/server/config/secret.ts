/**
 * Is APP_SECRET random enough to key the captcha and phone-code hashes? A long secret is not
 * enough: 32 × "a", "abcdef…" or "change-me-in-production" are long and guessable. The estimate
 * below is deliberately crude and errs on the side of refusing.
 */

export const MIN_SECRET_BITS = 128;
const MIN_LENGTH = 32;
const MIN_DISTINCT = 12;
/** Words of placeholder secrets; six letters or more, so a random secret never hits one. */
const PLACEHOLDER_WORDS = ['change', 'secret', 'password', 'example', 'default', 'replace'];

/** Shannon entropy, in bits per item, of how often each item occurs. */
function entropyPerItem(items: readonly (string | number)[]): number {
  const counts = new Map<string | number, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) bits -= (n / items.length) * Math.log2(n / items.length);
  return bits;
}

/**
 * Bits of randomness the secret appears to hold: its length times the smaller of two entropies,
 * of its characters and of the steps between neighbours ("abcdef…" has varied characters but
 * one step).
 */
export function estimatedBits(secret: string): number {
  const chars = [...secret];
  const codes = chars.map((c) => c.codePointAt(0) ?? 0);
  const steps = codes.slice(1).map((code, i) => code - (codes[i] ?? 0));
  if (steps.length === 0) return 0;
  return Math.floor(chars.length * Math.min(entropyPerItem(chars), entropyPerItem(steps)));
}

/** A shorter piece written again and again. */
function isRepeated(secret: string): boolean {
  for (let n = 1; n <= secret.length / 2; n++)
    if (secret.length % n === 0 && secret.slice(0, n).repeat(secret.length / n) === secret)
      return true;
  return false;
}

/** Why the secret will not do, or undefined when it looks random. */
export function secretWeakness(secret: string | undefined): string | undefined {
  if (!secret) return 'missing';
  const lower = secret.toLowerCase();
  if (PLACEHOLDER_WORDS.some((w) => lower.includes(w))) return 'a placeholder';
  if (secret.length < MIN_LENGTH) return `shorter than ${MIN_LENGTH} characters`;
  if (new Set(secret).size < MIN_DISTINCT || isRepeated(secret)) return 'a pattern';
  const bits = estimatedBits(secret);
  if (bits < MIN_SECRET_BITS) return `about ${bits} bits of randomness`;
  return undefined;
}
