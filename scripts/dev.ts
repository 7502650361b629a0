/**
 * `npm run dev`: the product's own server for the API (`src/server/main.ts`, the same database
 * and settings as `npm start`, on a free local port and without building pages) and Astro's dev
 * server on PORT with hot reload. The dev server passes /prod-api on to the API, so the browser
 * talks to one origin as in production, and pages read their content from the API
 * (SITE_API_URL) as they render. Ctrl-C stops both.
 *
 * The API runs in a process of its own: its HTTP server replaces the global Response class,
 * which the dev server's own fetches would then no longer recognise.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { dev, type ViteUserConfig } from 'astro';
import { shownInDev } from './dev-output.ts';

type DevServer = Awaited<ReturnType<typeof dev>>;
type VitePlugin = NonNullable<ViteUserConfig['plugins']>[number];

const ROOT = new URL('../', import.meta.url).pathname;
const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 4321);
let pages: DevServer | undefined;
let stopping = false;

const apiPort = await freePort();
const apiUrl = `http://127.0.0.1:${apiPort}`;
const api = spawn(process.execPath, ['src/server/main.ts'], {
  cwd: ROOT,
  env: { ...process.env, HOST: '127.0.0.1', PORT: String(apiPort), SITE_BUILD: 'false' },
  // Its own process group: Ctrl-C reaches this process, which stops the API once, in order.
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
});
prefixed(api, '[api] ', shownInDev);
process.on('exit', () => api.exitCode === null && api.kill('SIGTERM'));
api.once('exit', (code) => {
  if (!stopping) {
    console.error(`[dev] the API stopped (exit code ${code}); stopping the dev server`);
    void stop(1);
  }
});
await waitForApi(`${apiUrl}/prod-api/web/index/menuList`);

// What src/lib/page.ts reads when a page asks the API for its content.
process.env.SITE_API_URL = `${apiUrl}/prod-api`;
pages = await dev({
  root: ROOT,
  server: { port, host },
  vite: {
    plugins: [homeAddresses()],
    server: {
      proxy: { '/prod-api': { target: apiUrl } },
      // Files the dev server has nothing to do with: the database and uploads (DATA_DIR's default),
      // and the page builds of `npm start` and of the tests. Each change there was a log line.
      watch: { ignored: ['**/data/**', '**/.astro/site-build/**', '**/dist/**'] },
    },
  },
});
console.log(`\n[dev] open http://${host}:${port}/index  (hot reload)`);

async function stop(code = 0): Promise<void> {
  if (stopping) return;
  stopping = true;
  await pages?.stop();
  if (api.exitCode === null) {
    const exited = new Promise((resolve) => api.once('exit', resolve));
    api.kill('SIGTERM');
    await exited;
  }
  process.exit(code);
}
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());

/**
 * The site's links name the home page /index (and the footer /home), which the product's page
 * server answers with the root page; the dev server knows that page only as /.
 */
function homeAddresses(): VitePlugin {
  return {
    name: 'dev-home-addresses',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const match = /^(\/en)?\/(index|home)\/?(\?.*)?$/.exec(req.url ?? '');
        if (match) req.url = `${match[1] ?? ''}/${match[3] ?? ''}`;
        next();
      });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Waits until the API answers (a first start migrates and seeds the database first). */
async function waitForApi(url: string, seconds = 180): Promise<void> {
  for (let waited = 0; waited < seconds * 2; waited++) {
    if (api.exitCode !== null) return;
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the API did not answer at ${url} within ${seconds} s`);
}

function prefixed(child: ChildProcess, prefix: string, shown: (line: string) => boolean): void {
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const)
    if (from)
      createInterface({ input: from }).on(
        'line',
        (line) => shown(line) && to.write(`${prefix}${line}\n`),
      );
}
