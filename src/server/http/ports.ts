/**
 * The ports every handler reaches through `deps` (context.ts): the shapes only. Their makers live in
 * their kernels (auth/sms, auth/captcha, mail, files, site), which import http; declaring the shapes here
 * keeps http from importing them back.
 */
import type { PageKey } from '#shared/page-keys.ts';
import type { FileStorageKind } from '#shared/vocabulary.ts';
import type { Tx } from '../db/client.ts';

export type SmsMessage = { phone: string; purpose: string } & (
  | { code: string; text?: undefined }
  | { text: string; code?: undefined }
);
export interface SmsDriver {
  send(message: SmsMessage): Promise<void>;
  /** Drops what it keeps of the messages to these phones (an erased unit's); a gateway keeps nothing here. */
  forget?(phones: string[]): Promise<void>;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}
/** One mail to one address, already in its reader's language (mail/compose.ts makes it). */
export interface MailMessage {
  to: string;
  /** The reader's language (Content-Language), which the whole mail is written in. */
  language: string;
  subject: string;
  /** The plain-text part, which every mail has. */
  text: string;
  html: string;
  attachments?: MailAttachment[];
}
export interface MailDriver {
  /** Resolves once the mail is handed over (written, or accepted by the server); throws if not. */
  send(message: MailMessage): Promise<void>;
  /** Drops what it keeps of the mails to these addresses (an erased unit's); a server keeps nothing here. */
  forget?(addresses: string[]): Promise<void>;
}

export interface CaptchaImage {
  text: string;
  png: Buffer;
}
export interface CaptchaMaker {
  create(): Promise<CaptchaImage>;
}

export interface FileStorage {
  readonly kind: FileStorageKind;
  /** Writes the whole file or nothing. */
  put(storedName: string, bytes: Uint8Array): Promise<void>;
  read(storedName: string): Promise<Uint8Array | undefined>;
  open(storedName: string): Promise<ReadableStream | undefined>;
  remove(storedName: string): Promise<void>;
  /** The same storage writing through a transaction, so a file and its row commit together. */
  using(db: Tx): FileStorage;
}

/** What changed in public content: every page, or the pages of these keys. */
export type SiteChange = 'all' | { keys: PageKey[]; removed: PageKey[] };
