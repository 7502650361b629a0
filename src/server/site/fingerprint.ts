/**
 * What the built pages depend on: the page sources and the content version. Same fingerprint,
 * same pages, so a restart with nothing changed serves the last build at once.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const INPUTS = ['src', 'public', 'astro.config.mjs', 'package-lock.json'];
const SKIP = new Set(['server', 'node_modules']);

export function sourceHash(root: string): string {
  const hash = createHash('sha256');
  const walk = (path: string) => {
    let stat: ReturnType<typeof statSync>;
    try {
      stat = statSync(path);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of readdirSync(path).sort())
        if (!SKIP.has(name) && !name.endsWith('.test.ts') && !name.endsWith('.test.tsx'))
          walk(join(path, name));
    } else {
      hash.update(relative(root, path)).update('\0').update(readFileSync(path)).update('\0');
    }
  };
  for (const input of INPUTS) walk(join(root, input));
  return hash.digest('hex');
}

export function siteFingerprint(sources: string, contentVersion: number, settings: string): string {
  return createHash('sha256')
    .update(`${sources}:${contentVersion}:${settings}`)
    .digest('hex')
    .slice(0, 16);
}
