/** Every benchmark's figures go to bench/results/<name>.json, and to the terminal. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

/** The key a run at another size records under (articleSizes): `articles100k`, `items100k`. */
const SECTION = /^(articles|items)\d+k?$/;

/**
 * With a `section` (e.g. `articles100k`), the figures go under that key of the file and what the
 * file held already stays: a run at another size adds to the record rather than replacing it.
 * Without one, the run's figures replace the file's, but the sections stay: a day's run at the
 * default size must not throw away an hour-long one at 100,000.
 */
export function record(name: string, result: unknown, section?: string): void {
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  const file = new URL(`./results/${name}.json`, import.meta.url);
  const held: Record<string, unknown> = existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8'))
    : {};
  const sections = Object.fromEntries(Object.entries(held).filter(([k]) => SECTION.test(k)));
  const whole = section
    ? { ...held, [section]: result }
    : result && typeof result === 'object' && !Array.isArray(result)
      ? { ...result, ...sections }
      : result;
  writeFileSync(file, `${JSON.stringify(whole, null, 2)}\n`);
  console.log(JSON.stringify(section ? { [section]: result } : result, null, 2));
}

/**
 * The article counts a run measures: SIZES, or ARTICLES (e.g. 100000) with REFERENCE (10000 by
 * default, 0 for none) measured first in the same run, recorded in its own section
 * (`articles100k`) beside the figures the file already holds.
 */
export function articleSizes(defaults: string): { sizes: number[]; section?: string } {
  const articles = Number(process.env.ARTICLES ?? 0);
  if (!articles) return { sizes: (process.env.SIZES ?? defaults).split(',').map(Number) };
  const reference = Number(process.env.REFERENCE ?? 10000);
  return {
    sizes: reference && reference !== articles ? [reference, articles] : [articles],
    section: `articles${articles >= 1000 ? `${articles / 1000}k` : articles}`,
  };
}
