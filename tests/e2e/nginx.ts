/**
 * Debian's nginx in front of the browser tests' server, with the configuration the product makes
 * for itself (`npm run nginx:config`): it serves the pages and bundles from the site folder and
 * asks the server for everything else. Runs in the foreground; Playwright stops it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nginxConfig, standaloneNginx } from '#server/site/nginx-config.ts';
import { E2E_NGINX_PORT, E2E_PORT, E2E_SITE_DIR } from './env.ts';

const dir = mkdtempSync(join(tmpdir(), 'assoc-e2e-nginx-'));
writeFileSync(
  join(dir, 'nginx.conf'),
  standaloneNginx(
    dir,
    nginxConfig({
      siteDir: E2E_SITE_DIR,
      upstreams: [`127.0.0.1:${E2E_PORT}`],
      listen: `127.0.0.1:${E2E_NGINX_PORT}`,
    }),
  ),
);
const nginx = spawn('nginx', ['-c', join(dir, 'nginx.conf'), '-p', dir], { stdio: 'inherit' });
nginx.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => nginx.kill('SIGQUIT'));
