/**
 * The import graph of the source tree, read as text: every file under src/ (and the tests, benches
 * and scripts that import it) with the files it imports, relative or through package.json's
 * `imports` aliases. `npm run lint` checks the house's rules on it (scripts/check-house.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export interface ImportRef {
  /** The specifier as written, without a query (`?raw`). */
  spec: string;
  /** The file it names, relative to the root; undefined for packages. */
  target?: string;
  /** Only types are taken (`import type`), so nothing of it runs or is bundled. */
  typeOnly: boolean;
}

const SOURCE = /\.(ts|tsx|mts|mjs|astro)$/;
const SKIP = new Set(['node_modules', 'dist', 'data', '.git', 'test-results', 'migrations']);

export function listFiles(root: string, dirs: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(join(root, dir))) {
      if (SKIP.has(name)) continue;
      const path = join(dir, name);
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(path);
    }
  };
  for (const dir of dirs) walk(dir);
  return out.sort();
}

const IMPORT_FORMS = [
  /(?:^|[\s;}])(import|export)\s+(type\s+)?[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/g,
  /(?:^|[\s;])import\s*['"]([^'"]+)['"]/g,
  /import\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /vi\.mock\(\s*['"]([^'"]+)['"]/g,
];

/** The specifiers a file imports, with whether only types are taken. */
export function specifiersOf(text: string): { spec: string; typeOnly: boolean }[] {
  const found: { spec: string; typeOnly: boolean }[] = [];
  for (const form of IMPORT_FORMS) {
    for (const m of text.matchAll(form)) {
      if (m.length === 4) {
        const typeOnly = Boolean(m[2]) || (m[1] === 'import' && allTypeNamed(m[0]));
        found.push({ spec: (m[3] ?? '').split('?')[0] ?? '', typeOnly });
      } else found.push({ spec: (m[1] ?? '').split('?')[0] ?? '', typeOnly: false });
    }
  }
  return found;
}

/** `import { type A, type B } from` takes types alone. */
function allTypeNamed(clause: string): boolean {
  const names = /\{([^}]*)\}/.exec(clause)?.[1];
  if (!names) return false;
  return names
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean)
    .every((n) => n.startsWith('type '));
}

type Aliases = [prefix: string, target: string][];

export function aliasesOf(root: string): Aliases {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    imports: Record<string, string | { default: string }>;
  };
  return Object.entries(pkg.imports).map(([key, value]) => [
    key,
    typeof value === 'string' ? value : value.default,
  ]);
}

export function resolveSpec(root: string, from: string, spec: string, aliases: Aliases) {
  if (spec.startsWith('.')) return relative(root, resolve(root, dirname(from), spec));
  if (!spec.startsWith('#')) return undefined;
  for (const [key, target] of aliases) {
    if (key.endsWith('/*') && spec.startsWith(key.slice(0, -1)))
      return join(target.slice(2, -1), spec.slice(key.length - 1));
    if (key === spec) return target.slice(2);
  }
  return undefined;
}

export function importGraph(root: string, dirs = ['src', 'tests', 'bench', 'scripts']) {
  const aliases = aliasesOf(root);
  const graph = new Map<string, ImportRef[]>();
  for (const file of listFiles(root, dirs)) {
    const text = readFileSync(join(root, file), 'utf8');
    graph.set(
      file,
      specifiersOf(text).map(({ spec, typeOnly }) => ({
        spec,
        typeOnly,
        target: resolveSpec(root, file, spec, aliases),
      })),
    );
  }
  return graph;
}

/** Strongly connected groups of more than one node (Tarjan), each sorted. */
export function circles(edges: Map<string, Set<string>>): string[][] {
  let index = 0;
  const stack: string[] = [];
  const onStack = new Set<string>();
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const out: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, idx.get(w) ?? 0));
    }
    if (low.get(v) === idx.get(v)) {
      const group: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop();
        if (w === undefined) break;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) out.push(group.sort());
    }
  };
  for (const v of edges.keys()) if (!idx.has(v)) visit(v);
  return out;
}
