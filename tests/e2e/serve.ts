/**
 * Starts `npm start` for the browser tests on a fresh data folder (captcha off: a robot cannot read
 * it). `node tests/e2e/serve.ts` starts the second server (env.ts) as a child first, so both build
 * their pages at the same time; global-setup.ts waits for it. `serve.ts 2` is that child.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { E2E_SERVERS } from './env.ts';

const which = process.argv[2] === '2' ? 1 : 0;
const server = E2E_SERVERS[which];
if (!server) throw new Error('E2E_FLOW_SERVERS=1: there is no second server to start');
if (which === 0 && E2E_SERVERS[1])
  // In this process's group: when Playwright stops the first server, the second goes with it.
  spawn(process.execPath, [fileURLToPath(import.meta.url), '2'], { stdio: 'inherit' });

rmSync(server.dataDir, { recursive: true, force: true });
rmSync(server.siteDir, { recursive: true, force: true });
process.env.DATA_DIR = server.dataDir;
// As deployed behind nginx (tests/e2e/nginx.ts): pages where nginx may read them, edits merged
// into the complete build at once, nginx's forwarded addresses believed.
process.env.SITE_DIR = server.siteDir;
process.env.SITE_MERGE_SECONDS = '0';
process.env.TRUST_PROXY = '127.0.0.1';
process.env.PORT = String(server.port);
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
