/**
 * The house's rules, checked on the import graph (run by `npm run lint`; docs/ARCHITECTURE.md
 * explains them). Tests are exempt: they sit beside what they test and may reach anything.
 *
 *   1. No folder imports another that leads back to it, and no file circles.
 *   2. Browser code imports no server code.
 *   3. Kernels (src/server/<kernel>, src/client, src/ui, src/shared, src/i18n) import no feature.
 *   4. A feature reaches another only through its named public files: contract/*,
 *      server/public.ts, server/tables.ts, browser/public.ts.
 *   5. A feature's contract imports neither its server nor its browser part.
 *
 * `node scripts/check-house.ts --all` prints every offending import, not only the first ten.
 */
import { dirname } from 'node:path';
import { circles, importGraph } from './house-graph.ts';

const root = new URL('../', import.meta.url).pathname;
const isTest = (f: string) => /\.(test|spec)\.tsx?$/.test(f) || f.startsWith('tests/');
const feature = (f: string) => /^src\/features\/([^/]+)\/(server|browser|contract)\//.exec(f);
const isServer = (f: string) => f.startsWith('src/server/') || feature(f)?.[2] === 'server';
const isBrowser = (f: string) =>
  /^src\/(client|ui|islands|components|layouts)\//.test(f) || feature(f)?.[2] === 'browser';
/** Composition roots: they put features together, so they may import any of them. */
const isRoot = (f: string) =>
  /^src\/server\/[^/]+\.ts$/.test(f) ||
  /^src\/(islands|pages|components|layouts|lib)\//.test(f) ||
  f === 'src/features/tables.ts';
const isKernel = (f: string) => !isRoot(f) && /^src\/(server|client|ui|shared|i18n)\//.test(f);
const PUBLIC =
  /^src\/features\/[^/]+\/(contract\/.*|server\/public\.ts|server\/tables\.ts|browser\/public\.ts)$/;

export function houseProblems(rootDir = root): string[] {
  const graph = importGraph(rootDir, ['src']);
  const problems: string[] = [];
  const folders = new Map<string, Set<string>>();
  const files = new Map<string, Set<string>>();
  for (const [file, refs] of graph) {
    if (isTest(file)) continue;
    const from = dirname(file);
    if (!folders.has(from)) folders.set(from, new Set());
    files.set(file, new Set());
    for (const { target } of refs) {
      if (!target?.startsWith('src/') || isTest(target)) continue;
      files.get(file)?.add(target);
      if (dirname(target) !== from) folders.get(from)?.add(dirname(target));
      const rule = ruleBroken(file, target);
      if (rule) problems.push(`${rule}: ${file} imports ${target}`);
    }
  }
  for (const c of circles(folders)) problems.push(`folders in a circle: ${c.join(', ')}`);
  for (const c of circles(files)) problems.push(`files in a circle: ${c.join(', ')}`);
  return problems;
}

function ruleBroken(file: string, target: string): string | undefined {
  if (isBrowser(file) && isServer(target)) return 'browser code imports server code';
  const to = feature(target);
  if (!to) return undefined;
  if (isKernel(file)) return 'a kernel imports a feature';
  const from = feature(file);
  if (from && from[1] === to[1]) {
    if (from[2] === 'contract' && to[2] !== 'contract') return 'a contract imports its feature';
    return undefined;
  }
  if (from && !PUBLIC.test(target)) return 'a feature reaches past another feature’s public files';
  return undefined;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = houseProblems();
  const shown = process.argv.includes('--all') ? problems : problems.slice(0, 10);
  for (const p of shown) console.error(p);
  if (problems.length > shown.length)
    console.error(`… and ${problems.length - shown.length} more (--all)`);
  if (problems.length) {
    console.error(
      `The house's rules are broken in ${problems.length} places (docs/ARCHITECTURE.md).`,
    );
    process.exit(1);
  }
}
