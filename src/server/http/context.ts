/** What every handler can reach through `c.var`. */
import type { Locale } from '#shared/constants.ts';
import type { Translate } from '#i18n/index.ts';
import type { Db } from '../db/client.ts';
import type { Env } from '../config/env.ts';
import type { CaptchaMaker, FileStorage, MailDriver, SiteChange, SmsDriver } from './ports.ts';

export interface Deps {
  db: Db;
  env: Env;
  sms: SmsDriver;
  /** Mail leaves through it only from the mail job (mail/queue.ts), which retries a failure. */
  mail: MailDriver;
  captcha: CaptchaMaker;
  /** Uploaded files' bytes, in the folder or the database FILE_STORAGE names. */
  files: FileStorage;
  /** Milliseconds since the epoch; injectable so lockout and expiry can be tested without waiting. */
  now: () => number;
  /**
   * Called after public content changes, so the site can be rebuilt. Answers the id of the build
   * the change was queued as, which the editor's console follows; null when none was (this
   * server builds no pages). It never fails: a journal that cannot be written answers null.
   */
  onContentChanged: (change: SiteChange) => Promise<number | null>;
}

export interface AuthUser {
  userId: number;
  userName: string;
  nickName: string;
  userType: string;
  deptId: number | null;
  enterpriseId: number | null;
  roles: string[];
  permissions: string[];
  tokenHash: string;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    locale: Locale;
    t: Translate;
    requestId: string;
    clientIp: string;
    /** What per-address limits count: the address, or its /64 for IPv6. */
    clientBucket: string;
    auth: AuthUser | undefined;
  };
}
