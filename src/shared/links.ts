/**
 * Links that readers follow from pages every visitor sees: only http, https and mailto leave the
 * site, and a site path starts with one slash. Anything else (javascript:, data:, vbscript:, a
 * protocol-relative //host) is refused on save and dropped on display.
 */
const SCHEMES = new Set(['http:', 'https:', 'mailto:']);

export function isSafeLink(value: string, opts: { sitePaths?: boolean } = {}): boolean {
  const v = value.trim();
  if (opts.sitePaths && /^\/(?![/\\])/.test(v)) return !/[\s\\]/.test(v);
  // Browsers ignore tabs and new lines inside a URL ("java\tscript:"); so does this check.
  if (/[\u0000-\u001f\u007f]/.test(value)) return false;
  try {
    return SCHEMES.has(new URL(v).protocol);
  } catch {
    return false;
  }
}
