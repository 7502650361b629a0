/** Starts `npm start` for the browser tests on a fresh data folder (captcha off: a robot cannot read it). */
import { rmSync } from 'node:fs';
import { E2E_DATA_DIR, E2E_PORT } from './env.ts';

rmSync(E2E_DATA_DIR, { recursive: true, force: true });
process.env.DATA_DIR = E2E_DATA_DIR;
process.env.PORT = String(E2E_PORT);
process.env.CAPTCHA_ENABLED = 'false';
process.env.DATABASE_URL = '';
await import('../../src/server/main.ts');
