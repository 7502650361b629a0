/**
 * Every setting is an environment variable, validated once at start (hono-open-api-starter style).
 * The README lists each one with its default.
 */
import { z } from 'zod';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';

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
  /** Signs captcha and phone-code hashes. Generated per install in development; required in production. */
  APP_SECRET: z.string().optional(),
  CAPTCHA_ENABLED: flag(true),
  SMS_DRIVER: z.enum(['outbox', 'webhook']).default('outbox'),
  SMS_WEBHOOK_URL: z.string().url().optional(),
  SMS_WEBHOOK_TOKEN: z.string().optional(),
  PUBLIC_SITE_NAME: z.string().default('中国制药装备行业协会'),
  PUBLIC_SITE_NAME_EN: z.string().default('China Pharmaceutical Equipment Industry Association'),
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
  /** Build the public pages at start (off: serve the API and whatever pages were built last). */
  SITE_BUILD: flag(true),
  /** debug also writes failed queries with their parameters, which hold personal data. */
  LOG_LEVEL: z.enum(['info', 'debug']).default('info'),
  /** Seed demo accounts and content into an empty database (default: on, except in production). */
  SEED_DEMO: z.enum(['true', 'false', '1', '0', 'on', 'off']).optional(),
});

export type Env = Omit<z.infer<typeof schema>, 'SEED_DEMO'> & {
  APP_SECRET: string;
  DATA_DIR: string;
  trustedProxies: string[];
  SEED_DEMO: boolean;
};

const DEFAULT_SECRETS = new Set(['', 'changeme', 'change-me', 'secret', 'default', 'dev']);

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
  const dataDir = resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  let secret = env.APP_SECRET;
  if (env.NODE_ENV === 'production') {
    if (!secret || DEFAULT_SECRETS.has(secret.toLowerCase()) || secret.length < 32) {
      throw new Error(
        'APP_SECRET must be set to a random value of at least 32 characters in production.\n' +
          '生产环境必须设置 APP_SECRET（至少 32 个字符的随机值）。',
      );
    }
  } else if (!secret) {
    secret = installSecret(dataDir);
  }
  const trustedProxies = env.TRUST_PROXY.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const SEED_DEMO =
    env.SEED_DEMO === undefined
      ? env.NODE_ENV !== 'production'
      : ['true', '1', 'on'].includes(env.SEED_DEMO);
  return { ...env, DATA_DIR: dataDir, APP_SECRET: secret, trustedProxies, SEED_DEMO };
}

/** A development install keeps one random secret in its data folder: never a default in source. */
function installSecret(dataDir: string): string {
  const file = join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
