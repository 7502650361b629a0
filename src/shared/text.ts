/**
 * Names people compare by eye. NFKC folds full-width and compatibility forms (full-width letters
 * and brackets become their ASCII twins), and format characters (zero-width spaces and joiners, direction marks, the BOM) are
 * invisible: left in, "华东\u200b制药" would register as a second 华东制药. Runs of white space fold
 * to one space.
 */
export function normaliseName(value: string): string {
  return value
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A stored file's name: the same folding, and no path separators or control characters. */
export function normaliseFileName(value: string): string {
  const name = normaliseName(value.replace(/[\u0000-\u001f\u007f/\\]/g, '_'));
  return name.slice(0, 200) || 'file';
}
