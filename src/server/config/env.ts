/**
 * Every setting is an environment variable, validated once at start (hono-open-api-starter style).
 * The README lists each one with its default.
 */
import { z } from 'zod';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { availableParallelism } from 'node:os';
import { FILE_STORAGE } from '#shared/vocabulary.ts';
import { MIN_SECRET_BITS, secretWeakness } from './secret.ts';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'on', 'off'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'on'].includes(v)));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.string().url().optional(),
  /** Keys captcha and phone-code hashes. Generated per install in development; in production it must be random (secret.ts). */
  APP_SECRET: z.string().optional(),
  CAPTCHA_ENABLED: flag(true),
  SMS_DRIVER: z.enum(['outbox', 'webhook']).default('outbox'),
  SMS_WEBHOOK_URL: z.string().url().optional(),
  SMS_WEBHOOK_TOKEN: z.string().optional(),
  /** `outbox` writes each mail as an .eml file under $DATA_DIR/outbox/mail; `smtp` sends it (docs/mail.md). */
  MAIL_DRIVER: z.enum(['outbox', 'smtp']).default('outbox'),
  /** The sender: `noreply@example.org` or `Association <noreply@example.org>`. */
  MAIL_FROM: z
    .string()
    .regex(/^([^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, 'an address, or Name <address>')
    .optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  /** `tls` from the first byte (port 465), `starttls` required before anything is sent, `none` plain (a local relay). */
  SMTP_SECURE: z.enum(['tls', 'starttls', 'none']).default('starttls'),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  PUBLIC_SITE_NAME: z.string().default('中国制药装备行业协会'),
  PUBLIC_SITE_NAME_EN: z.string().default('China Pharmaceutical Equipment Industry Association'),
  /**
   * A font with Chinese characters for receipts and certificates (.ttf, .otf or .ttc), when the
   * machine's usual ones (Debian's fonts-noto-cjk, WenQuanYi) are not installed.
   */
  PDF_FONT: z.string().optional(),
  /**
   * The site's public address (https://www.example.org), printed on certificates for checking
   * them; without it, the address the member's browser used.
   */
  PUBLIC_SITE_ORIGIN: z.string().url().optional(),
  /** Comma-separated addresses of reverse proxies whose X-Forwarded-For is believed. */
  TRUST_PROXY: z.string().default(''),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(120),
  /** Logins per client address (an IPv6 /64 counts as one) in 10 minutes; behind one NAT a whole office shares it. */
  LOGIN_LIMIT_PER_IP: z.coerce.number().int().min(5).max(100_000).default(30),
  /** Wrong passwords for one account from one address before that address must wait. */
  LOGIN_FAILS_PER_ADDRESS: z.coerce.number().int().min(1).max(100).default(5),
  /**
   * Wrong passwords for one account from all addresses (each counting at most its first
   * LOGIN_FAILS_PER_ADDRESS) after which an address that never signed in to it waits after its
   * first failure (not its fifth); the owner still signs in from anywhere.
   */
  LOGIN_FAILS_PER_ACCOUNT: z.coerce.number().int().min(2).max(100_000).default(20),
  /** The first wait, in seconds; each further failure doubles it. */
  LOGIN_WAIT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** The longest wait, in minutes. */
  LOGIN_WAIT_MAX_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /**
   * Public content calls per client address a minute (an IPv6 /64 counts as one), with a burst of a
   * tenth of it; one client reading as fast as it can is refused, and members keep their speed.
   */
  PUBLIC_READS_PER_MINUTE: z.coerce.number().int().min(60).max(100_000_000).default(1200),
  /** Phone codes per phone number and purpose (registration, reset, unlock) in 24 hours. */
  SMS_PER_PHONE_DAY: z.coerce.number().int().min(1).max(1000).default(10),
  /** Phone-code requests per client address (an IPv6 /64 counts as one) in an hour. */
  SMS_PER_IP_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Reset and unlock codes per account in 24 hours, whoever asks. */
  SMS_PER_ACCOUNT_DAY: z.coerce.number().int().min(1).max(1000).default(5),
  /**
   * Phone codes sent in all per hour (cost cap), shared out by purpose; past a purpose's share its
   * callers are told the service is busy (see auth/sms/budgets.ts).
   */
  SMS_GLOBAL_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(200),
  /**
   * API processes on this machine sharing the port: a number, or `auto` for one per core. More
   * than one needs DATABASE_URL (the embedded database belongs to one process).
   */
  WORKERS: z
    .string()
    .regex(/^(auto|[1-9]\d?)$/, 'a number from 1 to 99, or auto')
    .default('1')
    .transform((v) => (v === 'auto' ? availableParallelism() : Number(v))),
  /**
   * Connections each process keeps to PostgreSQL at most; the sum over processes must fit its
   * max_connections. Unset: twice the machine's cores shared by the processes, 4 to 20, and
   * within PostgreSQL's default 100 connections over all processes.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(1000).optional(),
  /** On SIGTERM, how long requests already under way may take before their connections are closed. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).default(10),
  /** Build the public pages at start (off: serve the API and whatever pages were built last). */
  SITE_BUILD: flag(true),
  /**
   * Where the built pages are kept (default: `site` in DATA_DIR, which only this program's user
   * may read). A web server that serves them itself (nginx) needs a folder it may read.
   */
  SITE_DIR: z.string().optional(),
  /**
   * How long after the editors' last change its pages are merged into a complete build. The
   * product serves an edit at once either way; nginx, which serves the complete build (`live`),
   * sees it after the merge, so a deployment behind nginx sets 0.
   */
  SITE_MERGE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /**
   * Where uploaded files are kept: `folder` (files in DATA_DIR, shared between machines only on
   * a shared volume) or `database` (in PostgreSQL or the embedded database; no shared disk).
   * `npm run files:move -- <kind>` moves them when this changes.
   */
  FILE_STORAGE: z.enum(FILE_STORAGE).default('folder'),
  /**
   * Writes are refused (507, said to the user) while less than this many MB would stay free on
   * the data folder's disk: the embedded database must never run out of space. 0 turns it off.
   */
  DISK_RESERVE_MB: z.coerce.number().int().min(0).max(1_000_000).default(256),
  /**
   * A cap on the page renderer's JavaScript heap, in MB (0: Node's own). Capped, it collects
   * sooner and uses less memory but builds slower: at 560, a build of 10,000 articles per language
   * peaked at 0.97–1.02 GB instead of 1.1, at 180–230 pages a second instead of 250. A build that
   * runs out fails, saying so, and the pages built before stay live.
   */
  SITE_RENDERER_HEAP_MB: z.coerce.number().int().min(0).max(65_536).default(0),
  /** Run scheduled jobs in this process (publications, reminders); every process may. */
  JOBS: flag(true),
  /**
   * With the demo, ten member units' economic reports from January of last year to last month,
   * so the industry figures have something to add up (the API tests turn it off).
   */
  DEMO_STATISTICS: flag(true),
  /** json: one JSON object per line, with request ids, and a line per API call (see log.ts). */
  LOG_FORMAT: z.enum(['text', 'json']).default('text'),
  /** host:port of a syslog collector: each audit entry is also sent there (UDP, RFC 5424). */
  AUDIT_SYSLOG: z
    .string()
    .regex(/^[A-Za-z0-9.-]+:\d{1,5}$/, { error: 'host:port, e.g. 10.0.0.5:514' })
    .optional(),
  /** debug also writes failed queries with their parameters, which hold personal data. */
  LOG_LEVEL: z.enum(['info', 'debug']).default('info'),
  /** Seed demo accounts and content into an empty database (default: on, except in production). */
  SEED_DEMO: z.enum(['true', 'false', '1', '0', 'on', 'off']).optional(),
});

export type Env = Omit<z.infer<typeof schema>, 'SEED_DEMO' | 'SITE_DIR' | 'DATABASE_POOL_SIZE'> & {
  APP_SECRET: string;
  DATABASE_POOL_SIZE: number;
  DATA_DIR: string;
  SITE_DIR: string;
  trustedProxies: string[];
  SEED_DEMO: boolean;
};

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable (FOO= in a unit file) means "not set", so its default applies.
  const parsed = schema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment / 环境变量无效:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.LOGIN_FAILS_PER_ACCOUNT <= env.LOGIN_FAILS_PER_ADDRESS)
    // Otherwise one address could pause the account for everyone.
    throw new Error(
      'Invalid environment / 环境变量无效:\n  LOGIN_FAILS_PER_ACCOUNT: must be larger than ' +
        'LOGIN_FAILS_PER_ADDRESS / 必须大于 LOGIN_FAILS_PER_ADDRESS',
    );
  if (env.WORKERS > 1 && !env.DATABASE_URL)
    throw new Error(
      'Invalid environment / 环境变量无效:\n  WORKERS: more than one process needs DATABASE_URL; ' +
        'the embedded database belongs to one process / 多个进程需要设置 DATABASE_URL，' +
        '内置数据库只能由一个进程使用',
    );
  const mailProblem = mailSettingsProblem(env);
  if (mailProblem) throw new Error(`Invalid environment / 环境变量无效:\n  ${mailProblem}`);
  const dataDir = resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const secret =
    env.NODE_ENV === 'production'
      ? productionSecret(env.APP_SECRET)
      : (env.APP_SECRET ?? installSecret(dataDir));
  const trustedProxies = env.TRUST_PROXY.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const SEED_DEMO =
    env.SEED_DEMO === undefined
      ? env.NODE_ENV !== 'production'
      : ['true', '1', 'on'].includes(env.SEED_DEMO);
  const SITE_DIR = env.SITE_DIR ? resolve(env.SITE_DIR) : join(dataDir, 'site');
  return {
    ...env,
    DATA_DIR: dataDir,
    SITE_DIR,
    APP_SECRET: secret,
    trustedProxies,
    SEED_DEMO,
    DATABASE_POOL_SIZE: env.DATABASE_POOL_SIZE ?? defaultPoolSize(env.WORKERS),
  };
}

/** What is wrong with the mail settings, said in both languages; undefined when nothing is. */
function mailSettingsProblem(env: z.infer<typeof schema>): string | undefined {
  if (!!env.SMTP_USER !== !!env.SMTP_PASSWORD)
    return 'SMTP_USER, SMTP_PASSWORD: set both or neither / 需同时设置或都不设置';
  if (env.MAIL_DRIVER !== 'smtp') return undefined;
  if (!env.SMTP_HOST) return 'SMTP_HOST: MAIL_DRIVER=smtp needs it / MAIL_DRIVER=smtp 时必须设置';
  if (!env.MAIL_FROM) return 'MAIL_FROM: MAIL_DRIVER=smtp needs it / MAIL_DRIVER=smtp 时必须设置';
  // A password sent in the clear is for a relay on this machine only.
  const local = ['localhost', '127.0.0.1', '::1'].includes(env.SMTP_HOST);
  if (env.SMTP_SECURE === 'none' && env.SMTP_PASSWORD && !local)
    return (
      'SMTP_SECURE: none would send SMTP_PASSWORD in the clear; use tls or starttls / ' +
      '明文连接会泄露 SMTP_PASSWORD，请使用 tls 或 starttls'
    );
  return undefined;
}

/**
 * PostgreSQL does most work with about two busy connections per core; more only queue inside it
 * (on 2 cores, 200 reports handed in at once ended sooner with 4 connections than with 10). At
 * least 4, at most 20 a process, and all processes with their builder-lock connections within 90
 * of PostgreSQL's default 100. A database on a larger machine of its own is told by
 * DATABASE_POOL_SIZE.
 */
function defaultPoolSize(workers: number): number {
  const perCore = Math.max(4, Math.ceil((2 * availableParallelism()) / workers));
  const fits = Math.max(2, Math.floor(90 / workers) - 1);
  return Math.min(perCore, 20, fits);
}

/** Production starts only with a secret that looks random; the error says how to make one. */
function productionSecret(secret: string | undefined): string {
  const weakness = secretWeakness(secret);
  if (secret && !weakness) return secret;
  throw new Error(
    `APP_SECRET is not a random secret (${weakness}); production needs at least ` +
      `${MIN_SECRET_BITS} bits of randomness. Make one with: openssl rand -base64 48\n` +
      `生产环境的 APP_SECRET 必须是随机密钥（至少 ${MIN_SECRET_BITS} 位随机性），` +
      '当前值不符合要求。请用以下命令生成：openssl rand -base64 48',
  );
}

/** A development install keeps one random secret in its data folder: never a default in source. */
function installSecret(dataDir: string): string {
  const file = join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  // Processes started together on a new folder: the first link wins and all read the same one.
  const mine = `${file}.${process.pid}.tmp`;
  writeFileSync(mine, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    linkSync(mine, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    rmSync(mine, { force: true });
  }
  return readFileSync(file, 'utf8').trim();
}
