/** Opaque random tokens; only their SHA-256 is stored. */
import { createHash, createHmac, randomBytes } from 'node:crypto';

export const newToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** Keyed hash for short secrets (captcha answers, phone codes) that a plain hash would not protect. */
export const keyedHash = (secret: string, value: string) =>
  createHmac('sha256', secret).update(value).digest('hex');
