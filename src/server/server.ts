/**
 * Assembles one process: database, API under /prod-api, and the built pages on the same port.
 * main.ts calls it for `npm start`; the API and durability tests call it with a temporary folder.
 */
import { getRequestListener } from '@hono/node-server';
import cluster from 'node:cluster';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { compressAnswers } from './http/compress-answers.ts';
import { healthRoutes } from './http/health.ts';
import type { RequestListener, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createApi } from './api.ts';
import { loadEnv, type Env } from './config/env.ts';
import { keepDataPrivate, tighten } from './config/data-dir.ts';
import { join } from 'node:path';
import { openDatabase, type Database } from './db/client.ts';
import { contentVersion } from './site/content-version.ts';
import type { Deps } from './http/context.ts';
import { pngCaptchaMaker } from './auth/captcha/maker.ts';
import { smsDriverFor } from './auth/sms/driver.ts';
import { mailDriverFor } from './mail/driver.ts';
import {
  seedIfEmpty,
  readDemoAccounts,
  type DemoAccount,
} from '#features/seed/server/seed.service.ts';
import { buildJournal, closeInterrupted } from './site/build-journal.ts';
import { followedJournal } from './site/queued-build.ts';
import { takeBuilderLease, type BuilderLease } from './site/builder-lease.ts';
import { closeGracefully } from './http/shutdown.ts';
import { SiteBuilder } from './site/builder.ts';
import { bundleFirstBuildAhead, rendererFor } from './site/builder-rounds.ts';
import { PointerFile } from './site/builder-pointer.ts';
import type { WarmRenderer } from './site/warm-renderer.ts';
import type { BuilderOptions } from './site/builder-options.ts';
import { PublicCache } from './site/public-reads.ts';
import { createHmac } from 'node:crypto';
import { hostname } from 'node:os';
import { siteFingerprint, sourceHash } from './site/fingerprint.ts';
import { pageGuard, sitePages } from './site/pages.ts';
import { movedPath } from '#features/import/server/public.ts';
import { quickPages } from './site/quick-pages.ts';
import { startMaintenance } from './maintenance.ts';
import { answerSnapshots } from './backup/snapshot-request.ts';
import { runOneDue, startJobs } from './jobs/jobs.ts';
import { JOB_HANDLERS } from './job-kinds.ts';
import { planAuditArchive } from './audit/audit-archive.ts';
import { planRounds } from '#features/membership/server/term-round.ts';
import { planCollection } from '#features/statistics/server/collection.ts';
import { planNightlyBuild } from './site/nightly-build.ts';
import { planTrainingReminders } from '#features/training/server/reminders.service.ts';
import { fileStorage } from './files/storage.ts';
import { indexIfEmpty } from '#features/search/server/public.ts';
import { publishedSearchDocs } from '#features/content/server/public.ts';
import { listenOn, startingAnswers } from './starting.ts';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface Running {
  url: string;
  env: Env;
  deps: Deps;
  database: Database;
  builder: SiteBuilder;
  /** What a page builder's reads carry to be spared the visitors' budget (see http/public-reads). */
  siteBuildToken: string;
  demoAccounts: DemoAccount[];
  /** True when this start created the demo accounts. */
  seeded: boolean;
  /** Whether this process builds the pages (several processes may share one PostgreSQL). */
  buildsPages(): boolean;
  /** Runs every scheduled job that is due now (tests move the clock and then call it). */
  runDueJobs(): Promise<void>;
  close(): Promise<void>;
}

export interface StartOptions {
  env?: NodeJS.ProcessEnv;
  /** Replace parts for tests (a captcha whose answer is known, a clock). */
  overrides?: Partial<Pick<Deps, 'captcha' | 'sms' | 'mail' | 'now' | 'onContentChanged'>>;
  log?: (line: string) => void;
}

type Door = Awaited<ReturnType<typeof listenOn>>;
const urlOf = (host: string, port: number) =>
  `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;

export async function startServer(opts: StartOptions = {}): Promise<Running> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const env = loadEnv(opts.env ?? process.env);
  keepDataPrivate(env.DATA_DIR);
  // Open before the database is ready (starting.ts). Not one of several processes on a port: its
  // siblings answer everything meanwhile, where it could only say "starting".
  const door = cluster.isWorker
    ? undefined
    : await listenOn(env.PORT, env.HOST, startingAnswers(env.SITE_DIR));
  const port = door ? (door.server.address() as AddressInfo).port : env.PORT;
  if (door)
    log(
      `[server] open on ${urlOf(env.HOST, port)}: the last pages while the database is prepared / 数据库准备中`,
    );
  // The page builder's reads carry it, so the per-address budget never stops a build. Every process
  // sharing the secret knows it: the builder's reads may reach any process on this port.
  const buildToken = createHmac('sha256', env.APP_SECRET).update('site-build').digest('hex');
  const rendering = {
    root: ROOT,
    log,
    apiUrl: () => `http://127.0.0.1:${port}/prod-api`,
    env: {
      PUBLIC_SITE_NAME: env.PUBLIC_SITE_NAME,
      PUBLIC_SITE_NAME_EN: env.PUBLIC_SITE_NAME_EN,
      SITE_BUILD_TOKEN: buildToken,
    },
    rendererHeapMb: env.SITE_RENDERER_HEAP_MB || undefined,
  };
  const renderer = rendererFor(rendering);
  // A first install (no pages yet) of a single process: bundling the pages needs no database, so
  // it runs beside migrating, seeding and indexing, which are as long again.
  if (door && env.SITE_BUILD && !new PointerFile(env.SITE_DIR).read()) {
    bundleFirstBuildAhead(renderer, ROOT);
    log('[site] bundling the pages while the database is prepared / 数据库准备中，先打包页面');
  }
  try {
    return await assemble(env, log, opts, { door, port, buildToken, rendering, renderer });
  } catch (err) {
    renderer.stop();
    door?.server.close();
    throw err;
  }
}

/** What startServer made before the database opened. */
interface Opened {
  door: Door | undefined;
  /** The port the door listens on (the one asked for when there is no door). */
  port: number;
  buildToken: string;
  /** The page builder's options that need no database. */
  rendering: Pick<BuilderOptions, 'root' | 'log' | 'apiUrl' | 'env' | 'rendererHeapMb'>;
  renderer: WarmRenderer;
}

async function assemble(
  env: Env,
  log: (line: string) => void,
  opts: StartOptions,
  { door, port, buildToken, rendering, renderer }: Opened,
): Promise<Running> {
  // Before the embedded database opens: a backup asking meanwhile is answered once it is.
  const snapshots = env.DATABASE_URL ? undefined : answerSnapshots(env.DATA_DIR, log);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
  }).catch((err: unknown) => {
    snapshots?.stop();
    throw err;
  });
  snapshots?.ready(database);
  const files = fileStorage(database.db, env);
  // Processes starting together on an empty database: one seeds, the others find it seeded.
  const created = env.SEED_DEMO
    ? await database.exclusive('setup', () =>
        seedIfEmpty(database.db, {
          contentDir: `${ROOT}content`,
          dataDir: env.DATA_DIR,
          files,
          statistics: env.DEMO_STATISTICS,
        }),
      )
    : [];
  // A new database (seeded or imported) or one from before the search index: build it once.
  const indexed = await database.exclusive('setup', () =>
    indexIfEmpty(database.db, publishedSearchDocs),
  );
  if (indexed?.items) log(`search index built: ${indexed.items} items in ${indexed.ms} ms`);

  const sources = sourceHash(ROOT);
  const settings = `${env.PUBLIC_SITE_NAME}|${env.PUBLIC_SITE_NAME_EN}`;
  // Each change is answered with the id of the build it was queued as, for the editor to follow.
  const journal = followedJournal(buildJournal(database.db));
  const deps: Deps = {
    db: database.db,
    env,
    sms: opts.overrides?.sms ?? smsDriverFor(env),
    mail: opts.overrides?.mail ?? mailDriverFor(env),
    captcha: opts.overrides?.captcha ?? pngCaptchaMaker,
    files,
    now: opts.overrides?.now ?? Date.now,
    onContentChanged: (change) => {
      publicCache.invalidate();
      if (opts.overrides?.onContentChanged) return opts.overrides.onContentChanged(change);
      if (!env.SITE_BUILD) return Promise.resolve(null);
      return journal.queue((queued) => builder.schedule(queued), change);
    },
  };
  const publicCache = new PublicCache(database.db);
  const builder = new SiteBuilder({
    ...rendering,
    dataDir: env.DATA_DIR,
    siteDir: env.SITE_DIR,
    readableByOthers: env.SITE_DIR !== join(env.DATA_DIR, 'site'),
    fingerprint: async () => siteFingerprint(sources, await contentVersion(deps), settings),
    journal: journal.journal,
    processId: `${hostname()}:${process.pid}`,
    mergeAfterMs: env.SITE_MERGE_SECONDS * 1000,
    renderer,
  });
  // On a shared PostgreSQL, one process builds: whichever holds the lock (the lease says which).
  // A process that does not build on a shared database only serves what the builder makes.
  let lease: BuilderLease | undefined;
  if (env.SITE_BUILD && database.kind === 'postgres')
    lease = await takeBuilderLease(database, builder, log);
  else if (database.kind === 'pglite') {
    await closeInterrupted(database.db);
    builder.lead();
  }

  const api = createApi(deps, {
    describe: env.NODE_ENV !== 'production',
    publicReads: { cache: publicCache, buildToken },
  });
  const app = new Hono();
  // The pages and bundles are compressed when they are built; the API's answers as they go.
  app.use('/prod-api/*', compress(), compressAnswers());
  app.route('/prod-api', api);
  let stopping = false;
  app.route(
    '/',
    healthRoutes(database.db, {
      pagesFresh: async () => !env.SITE_BUILD || (await builder.isFresh()),
      stopping: () => stopping,
    }),
  );
  app.route('/', pageGuard(deps));
  app.route(
    '/',
    sitePages(
      deps,
      () => builder.live,
      (path) => movedPath(database.db, path),
    ),
  );

  // Plain reads of public pages are answered before the framework (quick-pages.ts).
  const quick = quickPages(() => builder.live);
  const framework = getRequestListener(app.fetch, { hostname: env.HOST });
  const answer: RequestListener = (req, res) => {
    if (!quick(req, res)) void framework(req, res);
  };
  door?.answerWith(answer);
  const server: Server = door?.server ?? (await listenOn(port, env.HOST, answer)).server;
  const privateDb = () =>
    database.kind === 'pglite' ? tighten(join(env.DATA_DIR, 'pgdata')) : undefined;
  const stopMaintenance = startMaintenance(
    database.db,
    deps.now,
    database.kind === 'pglite',
    privateDb,
  );
  // Planned in any case (a row); run by the poller, or by a test that moved its clock.
  await planRounds(database.db, deps.now());
  await planCollection(database.db, deps.now());
  await planNightlyBuild(database.db, deps.now());
  await planAuditArchive(database.db, deps.now());
  await planTrainingReminders(database.db, deps.now());
  const stopJobs = env.JOBS ? startJobs(deps, JOB_HANDLERS) : () => undefined;
  const url = urlOf(env.HOST, (server.address() as AddressInfo).port);

  return {
    url,
    env,
    deps,
    database,
    builder,
    siteBuildToken: buildToken,
    demoAccounts: created.length ? created : readDemoAccounts(env.DATA_DIR),
    seeded: created.length > 0,
    buildsPages: () => (lease ? lease.leading() : env.SITE_BUILD),
    async runDueJobs() {
      while (await runOneDue(deps, JOB_HANDLERS)) {
        /* run what is due */
      }
    },
    /** Takes no new requests, lets those under way finish (SHUTDOWN_GRACE_SECONDS), then stops. */
    async close() {
      stopping = true;
      stopJobs();
      // Builds nothing more, but keeps the lock until its requests are answered: an edit among
      // them is queued for the process that builds next.
      builder.follow();
      stopMaintenance();
      snapshots?.stop();
      await closeGracefully(server, env.SHUTDOWN_GRACE_SECONDS * 1000);
      await lease?.stop();
      await database.close();
      privateDb();
    },
  };
}
