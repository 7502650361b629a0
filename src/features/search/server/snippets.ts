/**
 * A result's snippet: the passage around the first match, as safe HTML. The text is escaped
 * first, and only then are the matches wrapped in <mark>, so nothing stored can open markup.
 * Chinese rows mark the reader's words as written (case aside); English rows also mark words
 * that share a stem with them (machines for machine).
 */
import { escapeHtml } from '#shared/html.ts';
import { normalise } from './tokens.ts';

const WINDOW = { zh: 90, en: 180 } as const;
const BEFORE = { zh: 24, en: 60 } as const;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern for everything to mark, or null when there is nothing to mark. */
function markPattern(keywords: string, stems: string[]): RegExp | null {
  const words = normalise(keywords).split(/\s+/).filter(Boolean).map(escapeRegExp);
  const stemmed = stems
    .filter((s) => /^[\p{L}\p{N}]+$/u.test(s))
    .map((s) => `(?<![\\p{L}\\p{N}])${escapeRegExp(s)}[\\p{L}]*`);
  const all = [...stemmed, ...words].sort((a, b) => b.length - a.length);
  return all.length ? new RegExp(all.join('|'), 'giu') : null;
}

/** The text cut to its window, escaped, its matches marked. */
function marked(text: string, pattern: RegExp | null, lang: 'zh' | 'en'): string {
  const first = pattern ? text.search(pattern) : -1;
  const from = first > BEFORE[lang] ? first - BEFORE[lang] : 0;
  const cut = Array.from(text.slice(from)).slice(0, WINDOW[lang]).join('');
  const more = from + cut.length < text.length;
  let html = '';
  let last = 0;
  if (pattern)
    for (const m of cut.matchAll(pattern)) {
      if (!m[0]) continue;
      html += `${escapeHtml(cut.slice(last, m.index))}<mark>${escapeHtml(m[0])}</mark>`;
      last = m.index + m[0].length;
    }
  html += escapeHtml(cut.slice(last));
  return `${from > 0 ? '…' : ''}${html}${more ? '…' : ''}`;
}

/** The snippet from the first of the texts that holds a match (else the first non-empty one). */
export function snippetOf(s: {
  keywords: string;
  stems: string[];
  texts: string[];
  lang: 'zh' | 'en';
}): string {
  const pattern = markPattern(s.keywords, s.stems);
  const texts = s.texts.filter(Boolean);
  const holding = pattern ? texts.find((t) => t.search(pattern) >= 0) : undefined;
  const text = holding ?? texts[0] ?? '';
  return marked(text, pattern, s.lang);
}
