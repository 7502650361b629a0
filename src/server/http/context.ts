/** What every handler can reach through `c.var`. */
import type { Locale } from '#shared/constants.ts';
import type { Translate } from '#i18n/index.ts';
import type { Db } from '../db/client.ts';
import type { Env } from '../config/env.ts';
import type { SmsDriver } from '../auth/sms/driver.ts';
import type { CaptchaMaker } from '../auth/captcha/maker.ts';
import type { SiteChange } from '../site/content-version.ts';
import type { FileStorage } from '../files/storage.ts';

export interface Deps {
  db: Db;
  env: Env;
  sms: SmsDriver;
  captcha: CaptchaMaker;
  /** Uploaded files' bytes, in the folder or the database FILE_STORAGE names. */
  files: FileStorage;
  /** Milliseconds since the epoch; injectable so lockout and expiry can be tested without waiting. */
  now: () => number;
  /** Called after public content changes, so the site can be rebuilt. */
  onContentChanged: (change: SiteChange) => void;
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
