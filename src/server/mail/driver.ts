/**
 * Mail leaves through a driver, as phone codes do (auth/sms/driver.ts). `outbox` writes each mail
 * whole as one .eml file under $DATA_DIR/outbox/mail (development and tests read them; any mail
 * program opens them); `smtp` hands it to the association's mail server. nodemailer builds the
 * message in both cases, so what the outbox holds is what the server would have been sent.
 */
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { Env } from '../config/env.ts';
import type { MailDriver, MailMessage } from '../http/ports.ts';

/** Used by the outbox when MAIL_FROM is not set: nothing is really sent from it. */
const OUTBOX_FROM = 'noreply@localhost';

/** The mail as nodemailer takes it: sender, both parts, attachments, and automatic-mail headers. */
function envelope(message: MailMessage, from: string | Mail.Address): Mail.Options {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: {
      'Content-Language': message.language,
      // Out-of-office replies and the like are not sent back to an automatic mail (RFC 3834).
      'Auto-Submitted': 'auto-generated',
    },
    attachments: message.attachments?.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.content),
    })),
  };
}

function sender(env: Env): string | Mail.Address {
  return env.MAIL_FROM ?? { name: env.PUBLIC_SITE_NAME, address: OUTBOX_FROM };
}

export function outboxDriver(env: Env): MailDriver {
  const dir = join(env.DATA_DIR, 'outbox', 'mail');
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async forget(addresses) {
      const gone = addresses.map((a) => a.trim().toLowerCase()).filter(Boolean);
      const names = await readdir(dir).catch(() => [] as string[]);
      for (const name of names.filter((n) => n.endsWith('.eml'))) {
        const head = (await readFile(join(dir, name), 'utf8')).split(/\r?\n\r?\n/)[0] ?? '';
        const to = /^To:(.*(?:\r?\n[ \t].*)*)/im.exec(head)?.[1]?.toLowerCase() ?? '';
        if (gone.some((a) => to.includes(a))) await rm(join(dir, name), { force: true });
      }
    },
    async send(message) {
      const info = await composer.sendMail(envelope(message, sender(env)));
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // Named by time, so a listing is in the order they were sent; written beside and renamed,
      // so a reader never finds half a mail.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(join(dir, `.${name}.tmp`), info.message as Buffer, { mode: 0o600 });
      await rename(join(dir, `.${name}.tmp`), join(dir, name));
    },
  };
}

export function smtpDriver(env: Env): MailDriver {
  const transport = nodemailer.createTransport({
    host: env.SMTP_HOST,
    port: env.SMTP_PORT,
    secure: env.SMTP_SECURE === 'tls',
    // starttls: the connection must turn to TLS before anything is sent; none: it never does.
    requireTLS: env.SMTP_SECURE === 'starttls',
    ignoreTLS: env.SMTP_SECURE === 'none',
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD } : undefined,
    // A server that does not answer fails the try well within the mail job's first retry wait.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      const info = await transport.sendMail(envelope(message, sender(env)));
      // Several recipients would be listed one by one; one refused is a refusal of this mail.
      if (info.rejected.length) throw refusal(`refused ${info.rejected.length} recipient(s)`);
    },
  };
}

function refusal(text: string) {
  return Object.assign(new Error(`the mail server ${text}`), { responseCode: 550 });
}

/**
 * Whether the server refused the mail for good (a 5xx answer: no such mailbox, a rejected sender):
 * trying again would bring the same answer, so it is logged as a bounce and not retried.
 */
export function refusedForGood(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export function mailDriverFor(env: Env): MailDriver {
  return env.MAIL_DRIVER === 'smtp' ? smtpDriver(env) : outboxDriver(env);
}
