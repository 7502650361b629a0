/** Starts `npm start` for the browser tests on a fresh data folder (captcha off: a robot cannot read it). */
import { rmSync } from 'node:fs';
import { E2E_DATA_DIR, E2E_PORT, E2E_SITE_DIR } from './env.ts';

rmSync(E2E_DATA_DIR, { recursive: true, force: true });
rmSync(E2E_SITE_DIR, { recursive: true, force: true });
process.env.DATA_DIR = E2E_DATA_DIR;
// As deployed behind nginx (tests/e2e/nginx.ts): pages where nginx may read them, edits merged
// into the complete build at once, nginx's forwarded addresses believed.
process.env.SITE_DIR = E2E_SITE_DIR;
process.env.SITE_MERGE_SECONDS = '0';
process.env.TRUST_PROXY = '127.0.0.1';
process.env.PORT = String(E2E_PORT);
process.env.CAPTCHA_ENABLED = 'false';
// Every browser test signs in from 127.0.0.1: the per-address login limit would stop the suite, not a robot.
process.env.LOGIN_LIMIT_PER_IP = '10000';
process.env.PUBLIC_READS_PER_MINUTE = '1000000';
// Every unit the browser tests register asks its code from 127.0.0.1, far more in an hour than
// one address may (SMS_PER_IP_HOUR) and past the few requests that keep an address served from
// the second half of the hourly codes; both budgets have their own tests (sms-budgets.test.ts).
process.env.SMS_PER_IP_HOUR = '100000';
process.env.SMS_GLOBAL_PER_HOUR = '100000';
process.env.DATABASE_URL = '';
await import('#server/main.ts');
