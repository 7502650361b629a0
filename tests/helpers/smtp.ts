/**
 * A real SMTP server for the mail tests, in the test's own process (smtp-server, by nodemailer's
 * authors): it keeps what it is sent, and can turn the next mails away with a code of the test's
 * choosing (451: try later; 550: no such mailbox).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import PostalMime, { type Email } from 'postal-mime';

export interface Received {
  rcpt: string[];
  raw: Buffer;
}

export interface TestSmtp {
  port: number;
  received: Received[];
  /** The next mails are answered with these codes, one each, instead of being taken. */
  refuseNext(...codes: number[]): void;
  /** The mails sent to this address, parsed. */
  mailTo(address: string): Promise<Email[]>;
  close(): Promise<void>;
}

/** A test server's settings to send its mail to this test SMTP server. */
export const smtpEnv = (smtp: TestSmtp) => ({
  MAIL_DRIVER: 'smtp',
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(smtp.port),
  SMTP_SECURE: 'none',
  MAIL_FROM: 'Association <noreply@assoc.test>',
});

export async function startSmtp(): Promise<TestSmtp> {
  const received: Received[] = [];
  const refusals: number[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const code = refusals.shift();
        if (code)
          return done(
            Object.assign(new Error(`refused by the test (${code})`), { responseCode: code }),
          );
        received.push({
          rcpt: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    refuseNext: (...codes) => refusals.push(...codes),
    mailTo: (address) =>
      Promise.all(
        received.filter((m) => m.rcpt.includes(address)).map((m) => PostalMime.parse(m.raw)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
