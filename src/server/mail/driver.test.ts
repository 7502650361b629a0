/**
 * The outbox writes each mail whole as one .eml file a mail program can open, and forgets an
 * erased unit's; mail settings that cannot work are refused at start, saying which and why.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import PostalMime from 'postal-mime';
import { loadEnv } from '../config/env.ts';
import { renderMail } from './compose.ts';
import { mailDriverFor } from './driver.ts';

const dir = mkdtempSync(join(tmpdir(), 'mail-outbox-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const base = { NODE_ENV: 'test', DATA_DIR: dir } as const;

describe('the outbox driver', () => {
  it('writes one .eml file per mail, whole, with both parts', async () => {
    const env = loadEnv(base);
    const driver = mailDriverFor(env);
    for (const [n, locale] of [
      [1, 'zh'],
      [2, 'en'],
    ] as const)
      await driver.send(
        renderMail(
          {
            to: `unit${n}@example.cn`,
            locale,
            topic: 'reminders',
            subject: `第${n}封 / mail ${n}`,
            paragraphs: ['<b>不是标签</b>'],
            link: { label: 'open', path: '/center/payfee' },
          },
          { ...env, PUBLIC_SITE_ORIGIN: 'https://assoc.example.org' },
        ),
      );
    const files = readdirSync(join(dir, 'outbox', 'mail'));
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(2);
    expect(files.filter((f) => !f.endsWith('.eml'))).toEqual([]);
    const mails = await Promise.all(
      files.sort().map((f) => PostalMime.parse(readFileSync(join(dir, 'outbox', 'mail', f)))),
    );
    expect(mails.map((m) => m.subject)).toEqual(['第1封 / mail 1', '第2封 / mail 2']);
    expect(mails[0]!.text).toContain('<b>不是标签</b>');
    expect(mails[0]!.text).toContain('https://assoc.example.org/center/payfee');
    expect(mails[1]!.text).toContain('https://assoc.example.org/en/center/payfee');
    expect(mails[0]!.html).toContain('&#60;b&#62;');
    expect(mails[0]!.from).toMatchObject({ address: 'noreply@localhost' });
    // An erased unit's mails go from the outbox; the others stay.
    await driver.forget?.(['UNIT1@example.cn']);
    const left = readdirSync(join(dir, 'outbox', 'mail'));
    expect(left).toHaveLength(1);
    expect(readFileSync(join(dir, 'outbox', 'mail', left[0]!), 'utf8')).toContain(
      'unit2@example.cn',
    );
  });
});

describe('mail settings', () => {
  const refused = (env: Record<string, string>) => () => loadEnv({ ...base, ...env });

  it('refuses at start what cannot work, naming the setting', () => {
    expect(refused({ MAIL_DRIVER: 'smtp', MAIL_FROM: 'a@b.cn' })).toThrow(/SMTP_HOST/);
    expect(refused({ MAIL_DRIVER: 'smtp', SMTP_HOST: 'smtp.b.cn' })).toThrow(/MAIL_FROM/);
    expect(refused({ MAIL_DRIVER: 'pigeon' })).toThrow(/MAIL_DRIVER/);
    expect(refused({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM/);
    expect(refused({ SMTP_PORT: '70000' })).toThrow(/SMTP_PORT/);
    expect(refused({ SMTP_SECURE: 'yes' })).toThrow(/SMTP_SECURE/);
    expect(refused({ SMTP_USER: 'me' })).toThrow(/SMTP_USER, SMTP_PASSWORD/);
    const smtp = { MAIL_DRIVER: 'smtp', SMTP_HOST: 'smtp.b.cn', MAIL_FROM: 'Assoc <a@b.cn>' };
    // A password goes in the clear only to a relay on this machine.
    expect(refused({ ...smtp, SMTP_SECURE: 'none', SMTP_USER: 'u', SMTP_PASSWORD: 'p' })).toThrow(
      /SMTP_SECURE/,
    );
    expect(
      loadEnv({
        ...base,
        ...smtp,
        SMTP_SECURE: 'tls',
        SMTP_PORT: '465',
        SMTP_USER: 'u',
        SMTP_PASSWORD: 'p',
      }),
    ).toMatchObject({ MAIL_DRIVER: 'smtp', SMTP_PORT: 465, SMTP_SECURE: 'tls' });
    expect(loadEnv(base)).toMatchObject({ MAIL_DRIVER: 'outbox', SMTP_SECURE: 'starttls' });
  });
});
