/**
 * "Did you mean": when the words find nothing, a code typed another way (GB30664 → GB/T 30664)
 * or English words within two edits of a title word (sterilzer → steriliser), from the vocabulary
 * the index keeps (search_word). Offered only if it finds something.
 */
import { and, asc, between, desc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { searchWords } from './tables.ts';
import { codeKey, looksLikeCode, normalise } from './tokens.ts';

/** Edits (insert, delete, replace, swap of neighbours) from a to b, stopping past `most`. */
export function editDistance(a: string, b: string, most = 2): number {
  if (Math.abs(a.length - b.length) > most) return most + 1;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let least = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
      least = Math.min(least, d);
    }
    if (least > most) return most + 1;
    before = prev;
    prev = row;
  }
  return prev[b.length]!;
}

async function codeSuggestion(db: Db, keywords: string): Promise<string[]> {
  const key = codeKey(keywords);
  if (key.length < 4) return [];
  const rows = await db
    .select({ label: searchWords.label })
    .from(searchWords)
    .where(and(eq(searchWords.kind, 'code'), like(searchWords.key, `${key}%`)))
    .orderBy(asc(sql`length(${searchWords.key})`), desc(searchWords.seen))
    .limit(3);
  return rows.map((r) => r.label);
}

async function wordSuggestion(db: Db, keywords: string): Promise<string | null> {
  const text = normalise(keywords).toLowerCase();
  const words = [...new Set(text.match(/[a-z]{4,}/g) ?? [])];
  if (!words.length) return null;
  const known = await db
    .select({ key: searchWords.key })
    .from(searchWords)
    .where(and(eq(searchWords.kind, 'word'), inArray(searchWords.key, words)));
  const unknown = words.filter((w) => !known.some((k) => k.key === w));
  if (!unknown.length) return null;
  let out = text;
  let changed = false;
  for (const word of unknown) {
    const near = await db
      .select({ key: searchWords.key, seen: searchWords.seen })
      .from(searchWords)
      .where(
        and(
          eq(searchWords.kind, 'word'),
          between(sql`length(${searchWords.key})`, word.length - 2, word.length + 2),
        ),
      );
    const best = near
      .map((n) => ({ ...n, d: editDistance(word, n.key) }))
      .filter((n) => n.d <= 2)
      .sort((a, b) => a.d - b.d || b.seen - a.seen)[0];
    if (best) {
      out = out.replace(new RegExp(`\\b${word}\\b`, 'g'), best.key);
      changed = true;
    }
  }
  return changed ? out : null;
}

export async function suggestionFor(
  db: Db,
  keywords: string,
  finds: (words: string) => Promise<number>,
): Promise<string | null> {
  const candidates = looksLikeCode(keywords) ? await codeSuggestion(db, keywords) : [];
  const word = await wordSuggestion(db, keywords);
  if (word) candidates.push(word);
  for (const c of candidates) if (c.trim() !== keywords.trim() && (await finds(c)) > 0) return c;
  return null;
}
