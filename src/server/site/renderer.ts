/**
 * The warm renderer: a child process of the server (see warm-renderer.ts) that builds the pages
 * once with Astro, bundling every page and island, and then stays loaded. Each later change is
 * rendered from the same loaded bundle: the pages it touched take milliseconds, not a new bundling
 * of the whole project. A full build by Astro stays the source of truth; a round renders each page
 * through the same Astro prerenderer that the full build used, so its pages are byte for byte
 * those a full build writes.
 */
import { cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { build } from 'astro';
import type { AstroIntegration } from 'astro';
import { SITE_RENDER_ROUND } from '#shared/constants.ts';
import { compressTree, writeCompressed } from './precompress.ts';
import type { RendererMessage, RendererReply, RendererRequest } from './warm-renderer.ts';

/** What this file uses of Astro's default prerenderer (astro/dist/core/build/default-prerenderer). */
interface RouteData {
  component: string;
}
interface Prerenderer {
  app: {
    routeCache: { clearAll(): void };
    getOptions(): { origin: string };
  };
  getStaticPaths(): Promise<{ pathname: string; route: RouteData }[]>;
  render(
    request: Request,
    opts: { routeData: RouteData },
  ): Promise<Response | { response: Response }>;
  setup?(): Promise<void>;
  teardown?(): Promise<void>;
}

/** Pages a round, or Astro's first build, renders at once: each waits for the API most of its time. */
const CONCURRENCY = 6;
/** Astro writes these as `404.html` at the root, every other page as `<path>/index.html`. */
const STATUS_PAGES = new Set(['/404', '/500']);
/** Beside Astro's chunks, the copy that outlives Astro's clean-up. */
const KEPT = '-kept';
/** Numbers each round for the build-time reads (src/lib/build-data.ts), which then read afresh. */

let warm: Prerenderer | undefined;
let round = 0;
/**
 * A build bundled ahead (`held`) renders nothing until the server says its API is ready ('go'):
 * the bundling needs no content, the pages do.
 */
let gate: Promise<void> | undefined;
let openGate = () => {};
/** The builder asked the running round to give way to newer changes. */
let yieldAsked = false;
/** The running round left pages unrendered for newer changes (a whole round still counts). */
let yielded = false;

/**
 * Keeps Astro's prerenderer after the build. Astro deletes its server chunks when it has rendered
 * the pages, but the renderer imports some of them only when it first needs them (the middleware,
 * a page that had no paths yet): a copy is taken before and put back after (`coldBuild`).
 */
const keepWarm = (chunks: string, assets: string): AstroIntegration => ({
  name: 'site:keep-warm',
  hooks: {
    'astro:build:start': ({ setPrerenderer }) =>
      setPrerenderer((astroDefault) => {
        const prerenderer = astroDefault as unknown as Prerenderer;
        warm = prerenderer;
        // Bundling is done when Astro sets the prerenderer up. The bundles' compressed copies
        // (the best brotli, seconds of work) are made meanwhile, beside the rendering or the wait
        // for the API, rather than after every page; the server compresses only what is left.
        const setup = prerenderer.setup?.bind(prerenderer);
        let compressing: Promise<void> | undefined;
        prerenderer.setup = async () => {
          compressing = compressTree(assets, () => true);
          await gate;
          await setup?.();
        };
        const teardown = prerenderer.teardown?.bind(prerenderer);
        prerenderer.teardown = async () => {
          await compressing;
          await cp(chunks, `${chunks}${KEPT}`, { recursive: true });
          await teardown?.();
        };
        return astroDefault;
      }),
  },
});

/** A new round: the pages of `keys` (every page for null), with the content read afresh. */
function startRound(keys: string[] | null): void {
  yieldAsked = false;
  yielded = false;
  if (keys) process.env.SITE_ONLY = JSON.stringify(keys);
  else delete process.env.SITE_ONLY;
  (globalThis as Record<symbol, unknown>)[SITE_RENDER_ROUND] = ++round;
}

async function coldBuild(outDir: string, keys: string[] | null, held: boolean): Promise<number> {
  startRound(keys);
  process.env.SITE_OUT_DIR = outDir;
  warm = undefined;
  gate = held ? new Promise((open) => (openGate = open)) : undefined;
  const chunks = join(outDir, '.prerender');
  await build({
    root: process.cwd(),
    logLevel: 'warn',
    build: { concurrency: CONCURRENCY },
    integrations: [keepWarm(chunks, join(outDir, '_astro'))],
  });
  if (!warm) throw new Error('the build rendered no pages');
  await rm(chunks, { recursive: true, force: true });
  await rename(`${chunks}${KEPT}`, chunks);
  // What the bundling held is garbage now; give it back before the process waits for edits.
  (globalThis as { gc?: () => void }).gc?.();
  return 0;
}

async function renderRound(outDir: string, keys: string[] | null): Promise<number> {
  const prerenderer = warm;
  if (!prerenderer) throw new Error('the renderer has not built yet');
  startRound(keys);
  prerenderer.app.routeCache.clearAll();
  const paths = await prerenderer.getStaticPaths();
  const origin = prerenderer.app.getOptions().origin;
  let next = 0;
  let failed: unknown;
  const worker = async () => {
    // After the first failure no worker starts another page: the round is answered only when
    // every worker has stopped, so nothing is written after the builder drops the folder.
    for (let item = paths[next++]; item && failed === undefined; item = paths[next++]) {
      if (yieldAsked) {
        yielded = true;
        break;
      }
      await renderPage(prerenderer, outDir, new URL(urlOf(item.pathname), origin), item).catch(
        (err: unknown) => {
          failed ??= err;
        },
      );
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  if (failed !== undefined) throw failed;
  return paths.length;
}

/**
 * A page that redirects is written as Astro's own refresh page, on one line as Astro compresses
 * its HTML; any other answer but 200 stops the round.
 */
async function bodyOf(response: Response, url: URL): Promise<Buffer> {
  const location = response.headers.get('location');
  if (response.status >= 300 && response.status < 400 && location) {
    const { redirectTemplate } = (await import(
      new URL('./core/routing/3xx.js', import.meta.resolve('astro')).href
    )) as { redirectTemplate: (o: Record<string, unknown>) => string };
    const template = redirectTemplate({
      status: response.status,
      absoluteLocation: location,
      relativeLocation: location,
      from: url.pathname,
    });
    return Buffer.from(template.replaceAll('\n', ''));
  }
  if (response.status !== 200) throw new Error(`${url.pathname} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** The address Astro gives a page while building (directory format: a trailing slash). */
const urlOf = (pathname: string) => (pathname.endsWith('/') ? pathname : `${pathname}/`);

async function renderPage(
  prerenderer: Prerenderer,
  outDir: string,
  url: URL,
  { pathname, route }: { pathname: string; route: RouteData },
): Promise<void> {
  const rendered = await prerenderer.render(new Request(url), { routeData: route });
  const response = rendered instanceof Response ? rendered : rendered.response;
  const body = await bodyOf(response, url);
  const file = STATUS_PAGES.has(pathname)
    ? join(outDir, `${pathname.slice(1)}.html`)
    : join(outDir, pathname, 'index.html');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, body);
  await writeCompressed(file, body);
}

async function answer(request: RendererRequest): Promise<RendererReply> {
  try {
    const pages =
      request.kind === 'build'
        ? await coldBuild(request.outDir, request.only, !!request.held)
        : await renderRound(request.outDir, request.only);
    if (request.kind === 'render' && yielded) return { id: request.id, yielded: true };
    return { id: request.id, pages };
  } catch (err) {
    return {
      id: request.id,
      error: err instanceof Error ? (err.stack ?? err.message) : String(err),
    };
  }
}

// One request at a time: the builder never sends a second before the first is answered. The
// gate is set synchronously as a build begins, so a 'go' sent right after it finds it; a yield
// comes while a round runs.
process.on('message', (message: RendererMessage) => {
  if (message.kind === 'go') openGate();
  else if (message.kind === 'yield') yieldAsked = true;
  else void answer(message).then((reply) => process.send?.(reply));
});
process.on('disconnect', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));
