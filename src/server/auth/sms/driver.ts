/**
 * Phone codes and short notices (a registration's result) leave through a driver: a message holds
 * either a `code` or a `text`. `outbox` appends one JSON line per message to
 * $DATA_DIR/outbox/sms.jsonl (development and tests read it); `webhook` posts the same JSON to an
 * SMS gateway of the association's choice.
 */
import { appendFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Env } from '#server/config/env.ts';

import type { SmsDriver } from '#server/http/ports.ts';

export type { SmsDriver };

export function outboxDriver(dataDir: string): SmsDriver {
  const dir = join(dataDir, 'outbox');
  const file = join(dir, 'sms.jsonl');
  return {
    async forget(phones) {
      const gone = new Set(phones);
      const lines = await readFile(file, 'utf8').catch(() => '');
      if (!lines) return;
      const kept = lines
        .split('\n')
        .filter((l) => l && !gone.has((JSON.parse(l) as { phone: string }).phone));
      if (!kept.length) return rm(file, { force: true });
      // Written beside and renamed over it: a crash midway leaves the old file or the new one.
      await writeFile(`${file}.tmp`, kept.map((l) => `${l}\n`).join(''), { mode: 0o600 });
      await rename(`${file}.tmp`, file);
    },
    async send({ phone, code, text, purpose }) {
      await mkdir(dir, { recursive: true });
      const line = JSON.stringify({ phone, code, text, purpose, at: new Date().toISOString() });
      await appendFile(file, `${line}\n`, { mode: 0o600 });
    },
  };
}

export function webhookDriver(url: string, token: string | undefined): SmsDriver {
  return {
    async send(message) {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}

export function smsDriverFor(env: Env): SmsDriver {
  if (env.SMS_DRIVER === 'webhook') {
    if (!env.SMS_WEBHOOK_URL)
      throw new Error('SMS_DRIVER=webhook needs SMS_WEBHOOK_URL / 需要设置 SMS_WEBHOOK_URL');
    return webhookDriver(env.SMS_WEBHOOK_URL, env.SMS_WEBHOOK_TOKEN);
  }
  return outboxDriver(env.DATA_DIR);
}
