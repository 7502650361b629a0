/**
 * The server as one JavaScript file, for `npm start` (scripts/start.ts): Node then neither strips
 * the types of the few hundred `.ts` files the API mounts nor resolves each of them, which took
 * most of a restart (1.5 s of the 2.2 s on an idle machine, four times that under load).
 *
 * The packages made of many small modules (drizzle, zod, Hono) go into the file too: resolving
 * drizzle's pg-core alone took 0.6 s. The others are loaded from node_modules as before (native
 * parts, files read beside their code). Each source file keeps its own `import.meta.url`, so the
 * paths it reads relative to itself (migrations, the database thread, the site's root) are the
 * same as when it runs from its source. `npm run dev` and the tests run the sources.
 */
import { statSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

const ROOT = new URL('../', import.meta.url).pathname;
export const BUNDLE_DIR = join(ROOT, 'node_modules/.cache/server');
export const BUNDLE = join(BUNDLE_DIR, 'main.js');
/** The source files the bundle was made of, and what says node_modules changed since. */
export const BUNDLE_INPUTS = join(BUNDLE_DIR, 'inputs.json');
/** npm writes it on every install: a newer one means other packages, so a new bundle. */
export const INSTALL_MARK = join(ROOT, 'node_modules/.package-lock.json');

/** Packages put into the bundle: pure JavaScript of many modules, reading no files of their own. */
const INLINED = new Set(['drizzle-orm', 'drizzle-zod', 'zod', 'hono', '@hono/zod-openapi']);
const packageOf = (path: string) =>
  path
    .split('/')
    .slice(0, path.startsWith('@') ? 2 : 1)
    .join('/');

export interface BundleInputs {
  sources: string[];
  installMark: number;
}

export async function bundleServer(): Promise<void> {
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: ['src/server/main.ts'],
    outfile: BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    write: false,
    metafile: true,
    sourcemap: 'linked',
    logLevel: 'warning',
    // For the packages inlined that still call require() on Node's own modules.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    plugins: [
      {
        name: 'packages-outside',
        setup(b) {
          b.onResolve({ filter: /^[^.#/]/ }, (args) =>
            INLINED.has(packageOf(args.path)) || args.path.startsWith('node:')
              ? undefined
              : { path: args.path, external: true },
          );
        },
      },
      {
        name: 'own-import-meta-url',
        setup(b) {
          b.onLoad({ filter: /\/src\/.*\.tsx?$/ }, async (args) => {
            const from = relative(BUNDLE_DIR, args.path);
            const text = (await readFile(args.path, 'utf8')).replaceAll(
              'import.meta.url',
              `new URL(${JSON.stringify(from)}, import.meta.url).href`,
            );
            return { contents: text, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
          });
        },
      },
    ],
  });
  await mkdir(BUNDLE_DIR, { recursive: true });
  // Written beside and renamed: a process starting meanwhile reads the old file or the new one.
  for (const file of result.outputFiles) {
    await writeFile(`${file.path}.${process.pid}`, file.contents);
    await rename(`${file.path}.${process.pid}`, file.path);
  }
  const sources = Object.keys(result.metafile.inputs)
    .filter((p) => !p.startsWith('node_modules/'))
    .map((p) => join(ROOT, p));
  const inputs: BundleInputs = {
    sources: [...sources, join(ROOT, 'package.json')],
    installMark: statSync(INSTALL_MARK, { throwIfNoEntry: false })?.mtimeMs ?? 0,
  };
  await writeFile(`${BUNDLE_INPUTS}.${process.pid}`, JSON.stringify(inputs));
  await rename(`${BUNDLE_INPUTS}.${process.pid}`, BUNDLE_INPUTS);
  console.log(`[server] bundled ${sources.length} source files / 已打包服务器代码`);
}
