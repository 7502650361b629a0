/**
 * docs/compliance/README.md names, for each control, the test that shows it. Every test named
 * there must exist in the file named, so the table cannot promise what the suite no longer holds.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const table = readFileSync(new URL('docs/compliance/README.md', root), 'utf8');
const REFERENCE = /`([\w./-]+\.(?:test|spec)\.ts)` › `([^`]+)`/g;
const references = [...table.matchAll(REFERENCE)].map(([, file, name]) => ({
  file: file!,
  name: name!,
}));

describe('the compliance table', () => {
  it('names tests for both standards', () => {
    expect(table).toContain('等保 2.0 level 2');
    expect(table).toContain('OWASP ASVS');
    expect(references.length).toBeGreaterThan(40);
  });

  it('names only tests that exist, each in the file it names', () => {
    const missing = references.filter(({ file, name }) => {
      const path = new URL(file, root);
      if (!existsSync(path)) return true;
      const source = readFileSync(path, 'utf8');
      // The name as written in it(...) or test(...), in any of the three quotes.
      return !["'", '"', '`'].some((q) =>
        new RegExp(`\\b(?:it|test|describe)\\(\\s*${q}${escaped(name)}${q}`).test(source),
      );
    });
    expect(missing).toEqual([]);
  });
});

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
