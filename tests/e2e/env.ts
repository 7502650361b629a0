import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the e2e server keeps its data, so tests can read the SMS outbox and the demo accounts. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? join(tmpdir(), 'assoc-e2e-data');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4391);
/** nginx in front of the same server, serving the pages from the site folder itself. */
export const E2E_NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? E2E_PORT + 1);
/** The built pages, outside the owner-only data folder, where nginx's workers may read them. */
export const E2E_SITE_DIR = `${E2E_DATA_DIR}-site`;
