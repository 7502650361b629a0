/**
 * Bytes a reader downloads for a content page (home, a list, a detail): HTML and every script the
 * page loads at start, gzip-compressed, against the budgets in package.json; the same for centre
 * pages and for the staff console's start page. Public pages must load none of the console.
 * Reads the live build of DATA_DIR (run `npm start` first). Writes bench/results/size.json.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dataDir = process.env.DATA_DIR ?? 'data';
const root = JSON.parse(readFileSync(join(dataDir, 'site', 'current.json'), 'utf8')).dir as string;
const budgets = JSON.parse(readFileSync('package.json', 'utf8')).budgets as {
  contentPageJsKb: number;
  contentPageHtmlKb: number;
  centrePageJsKb: number;
  consolePageJsKb: number;
};
const gz = (buf: Buffer | string) => gzipSync(buf, { level: 9 }).length;

/**
 * Scripts a page runs at start: module scripts, island components and renderers, their static
 * imports, and the dictionaries of the page's language they load before rendering.
 */
function startScripts(html: string): Set<string> {
  return withImports(langOf(html), [
    ...[...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/import\s*(?:[^'"]*from\s*)?["'](\/_astro\/[^"']+)["']/g)].map(
      (m) => m[1]!,
    ),
  ]);
}

const langOf = (html: string) => (/<html[^>]*lang="en"/.test(html) ? 'en' : 'zh');

/** The scripts and everything they import statically, with the dictionaries of `lang`. */
function withImports(lang: string, scripts: string[]): Set<string> {
  const found = new Set<string>();
  const queue = [...scripts];
  const words = new RegExp(
    `import\\(["'\`]\\./((?:console\\.)?${lang}\\.[^"'\`]+|words-${lang}-[^"'\`]+)["'\`]\\)`,
    'g',
  );
  while (queue.length) {
    const url = queue.pop()!;
    if (found.has(url) || !url.startsWith('/_astro/')) continue;
    found.add(url);
    const js = readFileSync(join(root, url), 'utf8');
    for (const m of js.matchAll(
      /(?:^|[;\s}])import\s*(?:[\w*{}\s,$]*from\s*)?["']\.\/([^"']+)["']/g,
    ))
      queue.push(`/_astro/${m[1]}`);
    for (const m of js.matchAll(words)) queue.push(`/_astro/${m[1]}`);
  }
  return found;
}

// Islands that hydrate only when visible, touched or on request (client:visible, client:touch,
// dynamic import) are not "at start":
// the page is readable without them, which is the budget's point.
const visibleOnly = (html: string) =>
  [
    ...html.matchAll(
      /<astro-island[^>]*client="(visible|only|touch)"[^>]*component-url="([^"]+)"/g,
    ),
  ].map((m) => m[2]!);

const detailId = readFileSync(join(root, 'motion', 'index.html'), 'utf8').match(
  /\/detail\/(\d+)/,
)![1];
const pages = {
  home: 'index.html',
  'home (English)': 'en/index.html',
  list: 'motion/index.html',
  detail: `detail/${detailId}/index.html`,
};
// Centre pages are applications (React islands): their own, larger budget.
const centre = {
  'centre: report form': 'center/economy-month/index.html',
  'centre: report form (English)': 'en/center/economy-month/index.html',
  'centre: training registration': 'center/trainreg/index.html',
  'centre: review desk': 'center/review/index.html',
  'centre: member home': 'center/person/index.html',
};
const measure = ([name, file]: [string, string]) => {
  const html = readFileSync(join(root, file), 'utf8');
  const lazy = new Set(visibleOnly(html));
  const scripts = [...startScripts(html)].filter((s) => !lazy.has(s));
  const jsGz = scripts.reduce((n, s) => n + gz(readFileSync(join(root, s))), 0);
  return {
    page: name,
    file,
    htmlGzKb: +(gz(html) / 1024).toFixed(1),
    jsGzKb: +(jsGz / 1024).toFixed(1),
    scripts: scripts.length,
  };
};
const rows = Object.entries(pages).map(measure);
const centreRows = Object.entries(centre).map(measure);

/**
 * The console's start page: its frame is a client-only island that runs at once, and it loads the
 * start page's content (ConsoleHome) as soon as it runs; the other console pages load when opened.
 */
function measureConsole(file: string) {
  const html = readFileSync(join(root, file), 'utf8');
  const frame = [...startScripts(html)];
  const home = frame.flatMap((s) =>
    [...readFileSync(join(root, s), 'utf8').matchAll(/import\(`\.\/(ConsoleHome\.[^`]+)`\)/g)].map(
      (m) => `/_astro/${m[1]}`,
    ),
  );
  if (home.length === 0) throw new Error('the console frame no longer loads ConsoleHome');
  const scripts = [...withImports(langOf(html), [...frame, ...home])];
  const jsGz = scripts.reduce((n, s) => n + gz(readFileSync(join(root, s))), 0);
  return {
    page: 'console: start page',
    file,
    htmlGzKb: +(gz(html) / 1024).toFixed(1),
    jsGzKb: +(jsGz / 1024).toFixed(1),
    scripts: scripts.length,
  };
}
const consoleRow = measureConsole('admin/index.html');

/** Public pages whose start scripts carry console code (its settings key is the console's alone). */
const consoleOnPublic = Object.entries(pages).flatMap(([name, file]) =>
  [...startScripts(readFileSync(join(root, file), 'utf8'))]
    .filter((s) => readFileSync(join(root, s), 'utf8').includes('layout-setting'))
    .map((s) => `${name}: ${s}`),
);
const result = {
  measuredAt: new Date().toISOString(),
  budgets,
  pages: rows,
  centrePages: centreRows,
  consolePage: consoleRow,
  consoleOnPublicPages: consoleOnPublic,
  withinBudget:
    consoleOnPublic.length === 0 &&
    consoleRow.jsGzKb <= budgets.consolePageJsKb &&
    consoleRow.htmlGzKb <= budgets.contentPageHtmlKb &&
    rows.every(
      (r) => r.jsGzKb <= budgets.contentPageJsKb && r.htmlGzKb <= budgets.contentPageHtmlKb,
    ) &&
    centreRows.every(
      (r) => r.jsGzKb <= budgets.centrePageJsKb && r.htmlGzKb <= budgets.contentPageHtmlKb,
    ),
};
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('./results/size.json', import.meta.url),
  `${JSON.stringify(result, null, 2)}\n`,
);
console.log(JSON.stringify(result, null, 2));
