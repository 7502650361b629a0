/**
 * What the page build prints: only what means something to whoever starts the product. Astro's
 * builds of the page renderer (the server's side) warned, at every start, of something true and
 * intended there: see `quietServerChunking`.
 */
import type { Plugin } from 'vite';

/** Astro's builds whose bundles run in the server (pages rendered at build time), not the browser. */
const SERVER_ENVIRONMENTS: readonly string[] = ['ssr', 'prerender'];

type Log = string | { code?: string; message: string };
type Level = 'debug' | 'info' | 'warn';

/**
 * Rolldown's log handler for the server's bundles. Browser code loads a few modules lazily (the
 * API client loads the translator only when a call fails) that pages import directly; on the
 * server both land in one bundle, so the lazy import makes no file of its own and Rolldown says
 * so (INEFFECTIVE_DYNAMIC_IMPORT). Nobody downloads the server's bundles: the warning means
 * nothing there. The browser's build keeps it, where it would mean a page loads too much.
 */
export function quietServerChunking(
  level: Level,
  log: Log,
  next: (level: Level, log: Log) => void,
): void {
  if (typeof log !== 'string' && log.code === 'INEFFECTIVE_DYNAMIC_IMPORT') return;
  next(level, log);
}

/**
 * Gives the server's builds that handler. A plugin, because Astro builds each environment's
 * bundler options itself and keeps only their `output` from the site's configuration.
 */
export function serverBuildLogs(): Plugin {
  return {
    name: 'server-build-logs',
    configEnvironment(name) {
      if (!SERVER_ENVIRONMENTS.includes(name)) return;
      return { build: { rolldownOptions: { onLog: quietServerChunking } } };
    },
  };
}
