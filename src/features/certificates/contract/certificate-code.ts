/**
 * Certificate codes: 12 of Crockford's letters and digits (no I, L, O or U) in groups of four,
 * so a code read aloud or typed from paper comes out right. The page and the server read a
 * typed code the same way.
 */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 12;

/** K7QW3MZP9TRD → K7QW-3MZP-9TRD */
export const groupCode = (plain: string) => plain.replace(/(.{4})(?=.)/g, '$1-');

/** A code as someone typed it: case, spaces and dashes ignored, O read as 0 and I or L as 1. */
export function normalizeCode(typed: string): string | null {
  const plain = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (plain.length !== CODE_LENGTH || [...plain].some((ch) => !CODE_ALPHABET.includes(ch)))
    return null;
  return groupCode(plain);
}
