/**
 * How text becomes index terms, and a reader's words a query. Chinese has no spaces and a
 * dictionary splits this trade's words wrongly (冻干机 → 冻|干|机), so a run of Han characters is
 * stored as its overlapping two-character chunks (冻干 干机) followed by its last character
 * alone, each at its own position. A Chinese term is then a phrase of its chunks, which matches
 * exactly the texts holding it as a substring: the last character of every run fills the position
 * after the run's last chunk, so no phrase reaches from one run into the next. Other letters and
 * digits are plain lower-case words. English text is also indexed with PostgreSQL's 'english'
 * configuration (stemming); see index-writer.ts.
 */

// Letters and digits make words of their own (GB30664 → gb 30664): codes are written either way.
/** PostgreSQL keeps positions up to 16383; a body is cut in chunks well below that. */
const MAX_POSITION = 16_383;

/** Full-width letters and digits (ＧＢ／Ｔ) read as their ordinary forms. */
export const normalise = (s: string) => s.normalize('NFKC');

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The text of stored HTML (rich bodies), tags dropped, entities read. */
export function plainText(html: string): string {
  return normalise(
    html
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (all, name: string) => {
        if (name.startsWith('#')) {
          const code =
            name[1] === 'x' || name[1] === 'X'
              ? parseInt(name.slice(2), 16)
              : Number(name.slice(1));
          return Number.isFinite(code) && code > 0 && code < 0x110000
            ? String.fromCodePoint(code)
            : ' ';
        }
        return ENTITIES[name.toLowerCase()] ?? all;
      }),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

interface Run {
  han: boolean;
  text: string;
}

/** Han ideographs: the unified blocks, their extensions and the compatibility block. */
const isHan = (c: number) =>
  (c >= 0x4e00 && c <= 0x9fff) ||
  (c >= 0x3400 && c <= 0x4dbf) ||
  (c >= 0xf900 && c <= 0xfaff) ||
  (c >= 0x20000 && c <= 0x3134f);
const LETTER = /\p{L}/u;
const DIGIT = /\p{N}/u;
/** 0: neither, 1: Han, 2: another letter, 3: a digit (ASCII answered without a pattern). */
function classOf(c: number, ch: string): 0 | 1 | 2 | 3 {
  if (c < 128) return c >= 97 && c <= 122 ? 2 : c >= 48 && c <= 57 ? 3 : 0;
  if (isHan(c)) return 1;
  return LETTER.test(ch) ? 2 : DIGIT.test(ch) ? 3 : 0;
}

/** The text's runs of Han, of other letters and of digits, lower-cased; the rest separates them. */
function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  const lower = normalise(text).toLowerCase();
  let start = -1;
  let kind = 0;
  let i = 0;
  const close = (end: number) => {
    if (start >= 0) runs.push({ han: kind === 1, text: lower.slice(start, end) });
    start = -1;
  };
  while (i < lower.length) {
    const c = lower.codePointAt(i) ?? 0;
    const width = c > 0xffff ? 2 : 1;
    const k = classOf(c, c > 0xffff ? lower.slice(i, i + 2) : (lower[i] ?? ''));
    if (k !== kind) {
      close(i);
      if (k) start = i;
      kind = k;
    }
    i += width;
  }
  close(i);
  return runs;
}

/** A lexeme as tsvector and tsquery text write it (ours hold only letters and digits). */
const quoted = (lexeme: string) => `'${lexeme}'`;

type Weight = 'A' | 'B' | 'C';

/** A text's lexemes in order: a Han run's two-character chunks then its last character, words. */
function* lexemesOf(text: string): Generator<string> {
  for (const run of runsOf(text)) {
    if (!run.han) {
      yield run.text;
      continue;
    }
    const chars = Array.from(run.text);
    for (let i = 0; i + 1 < chars.length; i++) yield chars[i]! + chars[i + 1]!;
    yield chars[chars.length - 1]!;
  }
}

/**
 * The Chinese-side tsvector of some fields, as PostgreSQL's text form (`'冻干':1A '干机':2A`).
 * Fields are kept apart by a gap of positions, so no phrase spans two of them.
 */
export function chineseVector(fields: { text: string; weight: Weight }[]): string {
  const positions = new Map<string, string[]>();
  let at = 1;
  for (const field of fields) {
    for (const lexeme of lexemesOf(field.text)) {
      if (at > MAX_POSITION) break;
      const entry = `${at++}${field.weight}`;
      const list = positions.get(lexeme);
      if (list) list.push(entry);
      else positions.set(lexeme, [entry]);
    }
    at += 3;
  }
  return [...positions].map(([lexeme, list]) => `${quoted(lexeme)}:${list.join(',')}`).join(' ');
}

/**
 * A text's distinct lexemes without positions (`'冻干' '干机'`): a Chinese body's vector only
 * finds rows through its index; a phrase is confirmed, and a body ranked, on its runs. Half the
 * size of the vector with positions, to send, parse, store and read when the index is built.
 */
export const chineseLexemes = (text: string) => [...new Set(lexemesOf(text))].map(quoted).join(' ');

/**
 * A text as its runs, each between spaces (` gb t 30664 冻干机 `): what a phrase of the index
 * matches is then a plain substring of it (termPattern), which is cheap to confirm on one row.
 */
export const runsText = (text: string) =>
  ` ${runsOf(text)
    .map((r) => r.text)
    .join(' ')} `;

/**
 * The substring of runsText that a term's phrase matches exactly: a word whole (spaces on both
 * sides), a Han run whole inside the term, but the term's first Han run may end a longer run and
 * its last may begin one. Each of its places in a body's runs is one match (the body's density).
 */
export function termRuns(term: string): string | null {
  const runs = runsOf(term);
  const [first] = runs;
  const last = runs.at(-1);
  if (!first || !last) return null;
  return `${first.han ? '' : ' '}${runs.map((r) => r.text).join(' ')}${last.han ? '' : ' '}`;
}

/** termRuns where the phrase needs confirming; null when the term is one lexeme (exact alone). */
export function termPattern(term: string): string | null {
  const runs = runsOf(term);
  const [first] = runs;
  if (runs.length === 1 && first && (!first.han || Array.from(first.text).length <= 2)) return null;
  return termRuns(term);
}

/** One term (no spaces) as a phrase of lexemes; see the file's head for why it is exact. */
function termQuery(term: string, join = ' <-> '): string | null {
  const runs = runsOf(term);
  const parts: string[] = [];
  runs.forEach((run, i) => {
    if (!run.han) {
      parts.push(quoted(run.text));
      return;
    }
    const chars = Array.from(run.text);
    for (let k = 0; k + 1 < chars.length; k++) parts.push(quoted(chars[k]! + chars[k + 1]!));
    const last = chars[chars.length - 1]!;
    // Followed by more of the term: the text's run ends here too, so its last character stands
    // alone. Ending the term: one character may begin any chunk of a longer run (a prefix).
    if (i < runs.length - 1) parts.push(quoted(last));
    else if (chars.length === 1) parts.push(`${quoted(last)}:*`);
  });
  if (!parts.length) return null;
  return parts.length === 1 ? parts[0]! : `(${parts.join(join)})`;
}

/** A reader's words for the Chinese-side index: every term (split at spaces) must be there. */
export function chineseQuery(keywords: string): string | null {
  return chineseMatch(keywords, false)?.query ?? null;
}

/** The words as one term: Han terms joined, others in order. */
const asOneTerm = (keywords: string) =>
  normalise(keywords).replace(/(\p{Script=Han})\s+(?=\p{Script=Han})/gu, '$1');

/** The words as one phrase (Han terms joined, others in order): found so, an item ranks higher. */
export function chinesePhrase(keywords: string): string | null {
  return termQuery(asOneTerm(keywords));
}

/**
 * The words for the Chinese side in two steps, together exactly `query` on a row's body: `all`,
 * every lexeme anywhere (the index answers it alone, reading no row), then each of `patterns`
 * in the row's runsText (positions confirmed on a short text kept in the row, not on the body's
 * large vector kept apart). `terms`: each term as runsText holds it, counted there to rank a
 * body. `whole`: the words are one term (a code).
 */
export function chineseMatch(keywords: string, whole: boolean) {
  const terms = whole ? [asOneTerm(keywords)] : normalise(keywords).split(/\s+/);
  const found = terms.filter((t) => termQuery(t) !== null);
  if (!found.length) return null;
  const join = (parts: (string | null)[]) => parts.join(' & ');
  return {
    query: join(found.map((t) => termQuery(t))),
    all: join(found.map((t) => termQuery(t, ' & '))),
    patterns: found.map(termPattern).filter((p): p is string => p !== null),
    terms: found.map(termRuns).filter((p): p is string => p !== null),
  };
}

export const hasLatin = (s: string) => /(?:(?!\p{Script=Han})[\p{L}\p{N}])/u.test(normalise(s));

/**
 * A code a reader may type in several ways (GB/T 30664-2014, GB30664, gb/t30664): upper case,
 * the /T or /Z of a recommended standard and the year dropped, only letters and digits kept.
 */
export function codeKey(code: string): string {
  return normalise(code)
    .toUpperCase()
    .replace(/\/\s*[TZ](?![A-Z])/g, '')
    .replace(/(\d)\s*-\s*(19|20)\d\d$/, '$1')
    .replace(/[^A-Z0-9]/g, '');
}

/** A code as the vocabulary shows it: its spelling, without the year (GB/T 30664). */
export const codeLabel = (code: string) =>
  normalise(code)
    .trim()
    .replace(/\s*-\s*(19|20)\d\d$/, '');

/** A standard's code (GB/T 30664, YY/T 0216) or an application number (CN202010123456.7). */
export function looksLikeCode(keywords: string): boolean {
  const s = normalise(keywords).trim();
  return (
    /^[A-Za-z]{1,5}\s*(\/\s*[TZtz])?\s*\d{2,}/.test(s) ||
    /^(zl|cn)?\s*\d{8,}(\.\d|\.x)?$/i.test(s.replace(/\s+/g, ''))
  );
}

/** English words of a text, for the vocabulary the suggestion reads (four letters or more). */
export function englishWords(text: string): string[] {
  return [
    ...new Set(
      normalise(text)
        .toLowerCase()
        .match(/[a-z]{4,}/g) ?? [],
    ),
  ];
}

/**
 * A long body in pieces the index can hold with exact positions, overlapping by more than the
 * longest query, so a term across a cut is whole in one of them.
 */
export function bodyChunks(text: string, size = 4000, overlap = 120): string[] {
  if (text.length <= size) return [text];
  const out: string[] = [];
  for (let start = 0; start < text.length; start += size - overlap) {
    out.push(text.slice(start, start + size));
    if (start + size >= text.length) break;
  }
  return out;
}
