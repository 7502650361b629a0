import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the e2e server keeps its data, so tests can read the SMS outbox and the demo accounts. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? join(tmpdir(), 'assoc-e2e-data');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4391);
/** nginx in front of the same server, serving the pages from the site folder itself. */
export const E2E_NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? E2E_PORT + 1);
/** The built pages, outside the owner-only data folder, where nginx's workers may read them. */
export const E2E_SITE_DIR = `${E2E_DATA_DIR}-site`;

/**
 * The servers the browser tests run against: the first for the pages' sweep and half the flows
 * (nginx stands in front of it), the second for the other half of the flows. Each has its own
 * database, data folder and pages, so two flows running at once never see each other's edits.
 * `E2E_FLOW_SERVERS=1` runs every flow against the first, one at a time, as before.
 */
export interface E2eServer {
  port: number;
  dataDir: string;
  siteDir: string;
}
export const E2E_SERVERS: readonly E2eServer[] = [
  { port: E2E_PORT, dataDir: E2E_DATA_DIR, siteDir: E2E_SITE_DIR },
  { port: E2E_PORT + 2, dataDir: `${E2E_DATA_DIR}-2`, siteDir: `${E2E_DATA_DIR}-2-site` },
].slice(0, process.env.E2E_FLOW_SERVERS === '1' ? 1 : 2);

export const originOf = (server: E2eServer) => `http://127.0.0.1:${server.port}`;

/** The server a page or request with this base address talks to (the first when none is given). */
export function serverAt(baseURL: string | undefined): E2eServer {
  const port = baseURL ? Number(new URL(baseURL).port) : E2E_PORT;
  return E2E_SERVERS.find((s) => s.port === port) ?? E2E_SERVERS[0]!;
}
