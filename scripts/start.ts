/**
 * `npm start`: runs src/server/main.ts from its bundle (scripts/server-bundle.ts), made again first
 * when a source file it was made of, package.json or node_modules changed since (under a second).
 * Should the bundle fail to be made, the server runs from its sources as `npm run dev` does.
 */
import { readFileSync, statSync } from 'node:fs';
import {
  BUNDLE,
  BUNDLE_INPUTS,
  type BundleInputs,
  bundleServer,
  INSTALL_MARK,
} from './server-bundle.ts';

const mtime = (file: string) => statSync(file, { throwIfNoEntry: false })?.mtimeMs;

function bundleIsCurrent(): boolean {
  const made = mtime(BUNDLE);
  if (made === undefined) return false;
  try {
    const inputs = JSON.parse(readFileSync(BUNDLE_INPUTS, 'utf8')) as BundleInputs;
    if ((mtime(INSTALL_MARK) ?? 0) !== inputs.installMark) return false;
    // A file edited, or removed, since: its importer changed too, or it is missing now.
    return inputs.sources.every((file) => (mtime(file) ?? Infinity) <= made);
  } catch {
    return false;
  }
}

let entry = BUNDLE;
if (!bundleIsCurrent()) {
  try {
    await bundleServer();
  } catch (err) {
    console.error(
      `[server] could not bundle the server, running its sources / 无法打包，改用源码运行: ${err instanceof Error ? err.message : String(err)}`,
    );
    entry = new URL('../src/server/main.ts', import.meta.url).pathname;
  }
}
// Errors then name the source files and lines, not the bundle's.
process.setSourceMapsEnabled(true);
await import(entry);
