/**
 * A change to what every page shows (the menu, the friendly links: the `shell` page key) goes
 * live without rendering every page again. The built pages keep `<!--shell:NAME-->` …
 * `<!--/shell:NAME-->` comments around exactly what that data decides (Header.astro,
 * Footer.astro). A round renders the few pages that read the data in full (the site map) and takes
 * the new regions from them (`freshRegions`); they go live at once as the pointer's pending shell
 * (live-tree.ts), and a page of an older folder is spliced as it is served (shell-answers.ts).
 * Meanwhile `rewriteShell` writes every such page with its regions replaced, and its compressed
 * copies made again, into a layer: byte for byte what a full build would write
 * (partial-build.test.ts compares every file). A page that cannot be spliced safely makes the
 * round a full build instead.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Locale } from '#shared/constants.ts';
import { localePath, splitLocale } from '#shared/routes.ts';
import type { LiveTree, PendingShell } from './live-tree.ts';
import { writeCompressed } from './precompress.ts';

const REGION = /<!--shell:([a-z-]+)-->([\s\S]*?)<!--\/shell:\1-->/g;
/**
 * The shell's containers, and the region each must hold: a page written before the marks, or a
 * layout that lost them, shows the shell unmarked.
 */
const CONTAINERS = [
  ['data-menu>', 'menu'],
  ['data-mobile-menu', 'mobile-menu'],
] as const;
/** The friendly links show only inside their region. */
const LINKS = 'data-friend-links';
/** The one attribute of the menu that depends on the page: its own entry is marked current. */
const CURRENT = ' aria-current="page"';
/** A top-level entry of the desktop menu: `<a href="…"` followed by its class, which only they have. */
const TOP_ENTRY =
  /<a href="([^"]*)"(?: aria-current="page")?(?= class="[^"]*aria-\[current=page\])/g;
/** Pages written at once: zlib runs on the thread pool, which has four threads. */
const CONCURRENCY = 8;

/** Why a round could not splice: it builds every page instead. */
export class CannotSplice extends Error {}

/** The regions of each language, by name. */
export type ShellRegions = PendingShell['regions'];

const localeOf = (rel: string): Locale => (rel === 'en' || rel.startsWith('en/') ? 'en' : 'zh');

/**
 * The address a page was rendered at (Astro renders `x/index.html` at `/x/`, `404.html` at
 * `/404/`), as Header.astro reads it for the current menu entry: without the locale, without the
 * trailing slash.
 */
function pagePathOf(rel: string): string {
  const url = `/${rel.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '/')}`;
  const { path } = splitLocale(url);
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

const escapeAttribute = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** The regions of one page, the menu's with no entry marked current. */
export function regionsOf(html: string): Record<string, string> {
  const regions: Record<string, string> = {};
  for (const [, name = '', body = ''] of html.matchAll(REGION))
    regions[name] = name === 'menu' ? body.replaceAll(CURRENT, '') : body;
  return regions;
}

/** The menu as `rel` shows it: the entry whose address is the page's own is marked current. */
function menuFor(menu: string, rel: string): string {
  const locale = localeOf(rel);
  const own = escapeAttribute(localePath(locale, pagePathOf(rel)));
  return menu.replace(TOP_ENTRY, (entry, href: string) =>
    href.split('?')[0] === own ? `<a href="${href}"${CURRENT}` : entry,
  );
}

/**
 * The page with its regions replaced by the new ones of its language, or undefined when it shows
 * no shell. Throws CannotSplice when a region has no new counterpart or the shell shows unmarked.
 */
export function splicePage(html: string, rel: string, fresh: ShellRegions): string | undefined {
  const regions = fresh[localeOf(rel)];
  const found = new Set<string>();
  const spliced = html.replace(REGION, (_all, name: string) => {
    const body = regions?.[name];
    if (body === undefined) throw new CannotSplice(`${rel}: no new ${name} region`);
    found.add(name);
    return `<!--shell:${name}-->${name === 'menu' ? menuFor(body, rel) : body}<!--/shell:${name}-->`;
  });
  if (
    CONTAINERS.some(([container, name]) => html.includes(container) && !found.has(name)) ||
    html.replace(REGION, '').includes(LINKS)
  )
    throw new CannotSplice(`${rel}: the shell shows without its marks`);
  return found.size ? spliced : undefined;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => relative(dir, join(e.parentPath, e.name)));
}

/** Every page being served, by its path below the root, and the file it is served from. */
async function livePages(live: LiveTree): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  for (const rel of await htmlFiles(live.dir)) pages.set(rel, join(live.dir, rel));
  for (const layer of [...live.layers].reverse()) {
    for (const rel of pages.keys())
      if (layer.gone.some((g) => rel.startsWith(`${g}/`))) pages.delete(rel);
    for (const rel of await htmlFiles(layer.dir)) pages.set(rel, join(layer.dir, rel));
  }
  return pages;
}

/**
 * The new regions, from the pages a round rendered into `out`. Throws CannotSplice when one holds a
 * script or a style (its CSP hash would change) or two pages disagree.
 */
export async function freshRegions(out: string): Promise<ShellRegions> {
  const fresh: ShellRegions = {};
  for (const rel of await htmlFiles(out)) {
    const known = fresh[localeOf(rel)] ?? {};
    fresh[localeOf(rel)] = known;
    const regions = regionsOf(await readFile(join(out, rel), 'utf8'));
    for (const [name, body] of Object.entries(regions)) {
      if (/<script|<style/i.test(body)) throw new CannotSplice(`${rel}: ${name} holds a script`);
      // Every rendered page must agree, or the regions depend on more than the page's address.
      if (name in known && known[name] !== body)
        throw new CannotSplice(`${rel}: its ${name} differs from another page's`);
      known[name] = body;
    }
  }
  return fresh;
}

/** A short name for a set of regions, the same in every process. */
export const shellVersion = (regions: ShellRegions) =>
  createHash('sha256').update(JSON.stringify(regions)).digest('base64url').slice(0, 12);

/** The rewrite gave way: what it read is no longer what is live. */
export class Superseded extends Error {}

/**
 * Writes into `out` every live page of the shell's older folders that shows the shell, with the
 * shell's regions. `current` is asked between pages: when it says no, the rewrite stops
 * (Superseded). Answers how many pages it wrote.
 */
export async function rewriteShell(
  out: string,
  live: LiveTree,
  shell: PendingShell,
  current: () => boolean,
): Promise<number> {
  const older = (path: string) => shell.older.some((dir) => path.startsWith(dir + sep));
  const todo = [...(await livePages(live))].filter(([, from]) => older(from));
  let written = 0;
  let next = 0;
  const worker = async () => {
    for (let item = todo[next++]; item; item = todo[next++]) {
      if (!current()) throw new Superseded();
      const [rel, from] = item;
      const spliced = splicePage(await readFile(from, 'utf8'), rel, shell.regions);
      if (spliced === undefined) continue;
      const to = join(out, rel);
      const body = Buffer.from(spliced);
      await mkdir(dirname(to), { recursive: true });
      await writeFile(to, body);
      await writeCompressed(to, body);
      written++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return written;
}
