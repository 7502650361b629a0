/**
 * Reads a mysqldump file (plain or gzip) without a MySQL server: the CREATE TABLE statements name
 * the columns, the INSERT statements (extended or one row each, with or without a column list)
 * carry the rows. Only what mysqldump writes is understood; anything else is passed over.
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { RuoyiSource, SourceRow } from './ruoyi-source.ts';

export async function openDumpSource(path: string): Promise<RuoyiSource> {
  const bytes = await readFile(path);
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
  const tables = parseDump((gzipped ? gunzipSync(bytes) : bytes).toString('utf8'));
  return {
    describe: basename(path),
    has: async (table) => tables.has(table.toLowerCase()),
    tables: async () => [...tables.keys()],
    rows: async (table) => tables.get(table.toLowerCase())?.rows ?? [],
    close: async () => undefined,
  };
}

interface DumpTable {
  columns: string[];
  rows: SourceRow[];
}

export function parseDump(text: string): Map<string, DumpTable> {
  const tables = new Map<string, DumpTable>();
  for (const statement of statements(text)) {
    const create = /^CREATE TABLE\s+(?:IF NOT EXISTS\s+)?`([^`]+)`\s*\(/i.exec(statement);
    if (create?.[1]) {
      const columns = [...statement.matchAll(/^\s*`([^`]+)`\s+\w/gm)].map((m) =>
        (m[1] ?? '').toLowerCase(),
      );
      tables.set(create[1].toLowerCase(), { columns, rows: [] });
      continue;
    }
    const insert =
      /^(?:INSERT|REPLACE)\s+(?:IGNORE\s+)?INTO\s+`([^`]+)`\s*(\([^)]*\))?\s*VALUES\s*/i.exec(
        statement,
      );
    if (!insert?.[1]) continue;
    const name = insert[1].toLowerCase();
    const table = tables.get(name) ?? { columns: [], rows: [] };
    tables.set(name, table);
    const columns = insert[2]
      ? [...insert[2].matchAll(/`([^`]+)`/g)].map((m) => (m[1] ?? '').toLowerCase())
      : table.columns;
    for (const values of tuples(statement, insert[0].length)) {
      const row: SourceRow = {};
      columns.forEach((column, i) => {
        row[column] = values[i] ?? null;
      });
      table.rows.push(row);
    }
  }
  return tables;
}

/** The statements, split at semicolons outside quotes, comments dropped. */
function* statements(text: string): Generator<string> {
  let start = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === "'" || c === '"' || c === '`') i = skipQuoted(text, i);
    else if (c === '-' && /^--(\s|$)/.test(text.slice(i, i + 3)) && atLineStart(text, i, start)) {
      i = lineEnd(text, i);
      start = i;
    } else if (c === '/' && text[i + 1] === '*' && text.slice(start, i).trim() === '') {
      i = text.indexOf('*/', i + 2);
      i = i < 0 ? text.length : i + 2;
      if (text[i] === ';') i++;
      start = i;
    } else if (c === ';') {
      const s = text.slice(start, i).trim();
      if (s) yield s;
      start = ++i;
    } else i++;
  }
  const rest = text.slice(start).trim();
  if (rest) yield rest;
}

const atLineStart = (text: string, i: number, start: number) => text.slice(start, i).trim() === '';
const lineEnd = (text: string, i: number) => {
  const end = text.indexOf('\n', i);
  return end < 0 ? text.length : end + 1;
};

function skipQuoted(text: string, i: number): number {
  const quote = text[i];
  let j = i + 1;
  while (j < text.length) {
    if (text[j] === '\\' && quote !== '`') j += 2;
    else if (text[j] === quote) {
      if (text[j + 1] === quote) j += 2;
      else return j + 1;
    } else j++;
  }
  return j;
}

const ESCAPES: Record<string, string> = {
  '0': '\0',
  b: '\b',
  n: '\n',
  r: '\r',
  t: '\t',
  Z: '\x1a',
};

/** The value lists of `(a,'b',NULL),(…)` starting at `from`. */
function* tuples(s: string, from: number): Generator<(string | null)[]> {
  let i = from;
  while (i < s.length) {
    while (i < s.length && s[i] !== '(') i++;
    if (i >= s.length) return;
    i++;
    const values: (string | null)[] = [];
    for (;;) {
      while (s[i] === ' ' || s[i] === '\n' || s[i] === '\r' || s[i] === '\t') i++;
      if (s.startsWith('_binary ', i)) i += 8;
      if (s[i] === "'") {
        let out = '';
        i++;
        for (;;) {
          const ch = s[i];
          if (ch === undefined) break;
          if (ch === '\\') {
            const e = s[i + 1] ?? '';
            out += ESCAPES[e] ?? e;
            i += 2;
          } else if (ch === "'") {
            i++;
            if (s[i] !== "'") break;
            out += "'";
            i++;
          } else {
            out += ch;
            i++;
          }
        }
        values.push(out);
      } else {
        let j = i;
        while (j < s.length && s[j] !== ',' && s[j] !== ')') j++;
        const raw = s.slice(i, j).trim();
        values.push(/^NULL$/i.test(raw) ? null : hexOrText(raw));
        i = j;
      }
      while (s[i] === ' ') i++;
      if (s[i] === ',') i++;
      else {
        i++;
        break;
      }
    }
    yield values;
  }
}

const hexOrText = (raw: string) =>
  /^0x[0-9a-f]*$/i.test(raw) ? Buffer.from(raw.slice(2), 'hex').toString('utf8') : raw;
