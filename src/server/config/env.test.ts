import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEnv } from './env.ts';

const dir = () => mkdtempSync(join(tmpdir(), 'assoc-env-'));

describe('environment', () => {
  it('has the documented defaults', () => {
    const env = loadEnv({ DATA_DIR: dir() });
    expect(env).toMatchObject({
      PORT: 4321,
      CAPTCHA_ENABLED: true,
      SMS_DRIVER: 'outbox',
      NODE_ENV: 'development',
      SITE_BUILD: true,
      SMS_PER_PHONE_DAY: 10,
      SMS_PER_IP_HOUR: 20,
      SMS_PER_ACCOUNT_DAY: 5,
      SMS_GLOBAL_PER_HOUR: 200,
      LOGIN_FAILS_PER_ADDRESS: 5,
      LOGIN_FAILS_PER_ACCOUNT: 20,
      LOGIN_WAIT_SECONDS: 60,
      LOGIN_WAIT_MAX_MINUTES: 30,
    });
  });
  it('development makes one random secret per install and keeps it', () => {
    const d = dir();
    const a = loadEnv({ DATA_DIR: d });
    expect(a.APP_SECRET).toHaveLength(43);
    expect(readFileSync(join(d, 'secret'), 'utf8')).toBe(a.APP_SECRET);
    expect(loadEnv({ DATA_DIR: d }).APP_SECRET).toBe(a.APP_SECRET);
    expect(loadEnv({ DATA_DIR: dir() }).APP_SECRET).not.toBe(a.APP_SECRET);
  });
  it('production refuses to start without a real secret', () => {
    for (const APP_SECRET of [undefined, 'changeme', 'secret', 'short-but-not-default']) {
      expect(() =>
        loadEnv({ DATA_DIR: dir(), NODE_ENV: 'production', ...(APP_SECRET ? { APP_SECRET } : {}) }),
      ).toThrow(/APP_SECRET/);
    }
  });
  it('production refuses long secrets that are not random, and says how to make one', () => {
    const weak = [
      'a'.repeat(32),
      'x'.repeat(40),
      'abcdefghijklmnopqrstuvwxyz0123456789',
      'changeme-changeme-changeme-changeme',
      'please-change-this-secret-in-production',
      'Secret123!Secret123!Secret123!Secret123!',
      'your-app-secret-goes-here-0123456789abcdef',
      '0123456789abcdef0123456789abcdef',
    ];
    for (const APP_SECRET of weak) {
      const start = () => loadEnv({ DATA_DIR: dir(), NODE_ENV: 'production', APP_SECRET });
      expect(start, APP_SECRET).toThrow(/APP_SECRET[\s\S]*openssl rand -base64 48/);
      expect(start, APP_SECRET).toThrow(/生产环境[\s\S]*openssl rand -base64 48/);
    }
  });
  it('production accepts secrets made by the usual generators', () => {
    const made = [
      randomBytes(48).toString('base64'),
      randomBytes(32).toString('hex'),
      randomBytes(32).toString('base64url'),
    ];
    for (const APP_SECRET of made)
      expect(loadEnv({ DATA_DIR: dir(), NODE_ENV: 'production', APP_SECRET }).APP_SECRET).toBe(
        APP_SECRET,
      );
  });
  it('loads demo accounts in development only, unless told (no default accounts in production)', () => {
    const production = {
      DATA_DIR: dir(),
      NODE_ENV: 'production',
      APP_SECRET: randomBytes(48).toString('base64'),
    };
    expect(loadEnv(production).SEED_DEMO).toBe(false);
    expect(loadEnv({ DATA_DIR: dir() }).SEED_DEMO).toBe(true);
    expect(loadEnv({ ...production, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
  });
  it('says which variable is wrong, in both languages', () => {
    expect(() => loadEnv({ DATA_DIR: dir(), PORT: 'eighty' })).toThrow(/环境变量无效[\s\S]*PORT/);
    expect(() => loadEnv({ DATA_DIR: dir(), CAPTCHA_ENABLED: 'maybe' })).toThrow(/CAPTCHA_ENABLED/);
  });
  it('refuses an account threshold one address could reach alone', () => {
    expect(() =>
      loadEnv({ DATA_DIR: dir(), LOGIN_FAILS_PER_ADDRESS: '10', LOGIN_FAILS_PER_ACCOUNT: '10' }),
    ).toThrow(/环境变量无效[\s\S]*LOGIN_FAILS_PER_ACCOUNT/);
  });
  it('reads flags and treats empty values as unset', () => {
    const env = loadEnv({ DATA_DIR: dir(), CAPTCHA_ENABLED: 'false', DATABASE_URL: '' });
    expect(env.CAPTCHA_ENABLED).toBe(false);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(loadEnv({ DATA_DIR: dir(), TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustedProxies).toEqual([
      '10.0.0.1',
      '10.0.0.2',
    ]);
  });
  it('keeps about two PostgreSQL connections per core over all processes, unless told', () => {
    const url = 'postgres://u:p@db/x';
    const cores = availableParallelism();
    const pool = (env: Record<string, string>) =>
      loadEnv({ DATA_DIR: dir(), DATABASE_URL: url, ...env }).DATABASE_POOL_SIZE;
    expect(pool({})).toBe(Math.min(20, Math.max(4, 2 * cores)));
    expect(pool({ WORKERS: String(cores) })).toBe(4);
    // However many processes, together they stay within PostgreSQL's 100 connections.
    for (const workers of [1, 2, 8, 30, 99]) {
      const each = pool({ WORKERS: String(workers) });
      expect([workers, workers * (each + 1) <= 90 || each === 2]).toEqual([workers, true]);
    }
    expect(pool({ DATABASE_POOL_SIZE: '25', WORKERS: '2' })).toBe(25);
  });
});
