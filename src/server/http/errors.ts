/**
 * Errors a handler throws on purpose. The message is an i18n key, translated into the reader's
 * language at the edge; anything else becomes a generic message with a request id.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { CODE } from '#shared/constants.ts';

export interface FieldIssue {
  field: string;
  key: string;
  /** What the message names (a figure, an amount). */
  params?: Record<string, unknown>;
}

export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: number;
  readonly key: string;
  readonly params: Record<string, unknown> | undefined;
  readonly fields: FieldIssue[] | undefined;
  readonly headers: Record<string, string> | undefined;
  /** Extra top-level envelope keys the client acts on (declared in errorResponse). */
  readonly body: Record<string, unknown> | undefined;

  constructor(
    status: ContentfulStatusCode,
    code: number,
    key: string,
    extra: {
      params?: Record<string, unknown>;
      fields?: FieldIssue[];
      headers?: Record<string, string>;
      body?: Record<string, unknown>;
    } = {},
  ) {
    super(key);
    this.status = status;
    this.code = code;
    this.key = key;
    this.params = extra.params;
    this.fields = extra.fields;
    this.headers = extra.headers;
    this.body = extra.body;
  }
}

export const badRequest = (key: string, fields?: FieldIssue[], params?: Record<string, unknown>) =>
  new AppError(400, CODE.error, key, { fields, params });
export const unauthorized = (key = 'error.session.invalid') =>
  new AppError(401, CODE.unauthorized, key);
export const forbidden = (key = 'error.http.403') => new AppError(403, CODE.forbidden, key);
export const notFound = (key = 'error.http.404') => new AppError(404, CODE.notFound, key);
export const conflict = (key: string) => new AppError(409, CODE.error, key);
export const tooMany = (key: string, retryAfterSeconds: number) =>
  new AppError(429, CODE.error, key, {
    params: { seconds: retryAfterSeconds },
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
export const tooLarge = () => new AppError(413, CODE.error, 'error.upload.tooLarge');
