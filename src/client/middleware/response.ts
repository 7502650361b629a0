/**
 * Incoming side of the request layer: the code in the answer's envelope decides, not the HTTP
 * status. 401 asks once to log in again; 500 toasts the server's message; 601 warns; anything else
 * shows the mapped message. Transport failures get their own words. Every failure rejects the call.
 */
import type { Middleware } from 'openapi-fetch';
import { CODE } from '#shared/constants.ts';
import type { Translate } from '#i18n/index.ts';
import { ApiError } from './api-error.ts';
import type { ToastKind } from '../stores/feedback.ts';

export interface ResponseHooks {
  /** Loads what `t` needs; awaited before any failure is put in words. */
  ready?: () => Promise<void>;
  t: Translate;
  toast: (kind: ToastKind, message: string) => void;
  /** Shows the "system tip" prompt; resolves true for "log in again". */
  askRelogin: () => Promise<boolean>;
  /** Logs out and goes to the login page, which brings the reader back to this page. */
  relogin: () => void;
  /** The account must agree to the privacy notice in force first: goes where it can. */
  consentNeeded?: () => void;
}

/** Header a caller sets when it handles failures itself (no toast, no prompt; the call still rejects). */
export const QUIET_HEADER = 'x-quiet';
const MAPPED: Record<number, string> = {
  401: 'error.http.401',
  403: 'error.http.403',
  404: 'error.http.404',
};

export function responseMiddleware(hooks: ResponseHooks): Middleware {
  const { t } = hooks;
  const quiet = new Set<string>();
  let reloginOpen = false;

  /** What a failed envelope means for the reader, and which way to show it. */
  function verdict(code: number, body: ApiError['body']): { kind: ToastKind; message: string } {
    if (code === CODE.error)
      return { kind: 'error', message: body?.msg || t('error.http.default') };
    if (code === CODE.warn)
      return { kind: 'warning', message: body?.msg || t('error.http.default') };
    const mapped = MAPPED[code];
    return { kind: 'error', message: mapped ? t(mapped) : body?.msg || t('error.http.default') };
  }

  async function decide(response: Response, loud: boolean): Promise<Response> {
    const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
    if (!isJson) {
      if (response.ok) return response; // blobs and files pass through untouched
      await hooks.ready?.();
      const message = t('error.httpStatus', { status: response.status });
      if (loud) hooks.toast('error', message);
      throw new ApiError(message, response.status);
    }
    let body: ApiError['body'];
    try {
      body = (await response.clone().json()) as ApiError['body'];
    } catch {
      body = undefined;
    }
    const code = body?.code ?? (response.ok ? CODE.ok : response.status);
    if (code === CODE.ok) return response;
    await hooks.ready?.();
    if (code === CODE.unauthorized) {
      if (loud && !reloginOpen) {
        reloginOpen = true;
        void hooks.askRelogin().then((ok) => {
          reloginOpen = false;
          if (ok) hooks.relogin();
        });
      }
      throw new ApiError(t('error.session.invalid'), code, body);
    }
    // Whichever call hears it, quiet or not: nothing else will answer until the notice is agreed to.
    if (body?.consentNeeded) hooks.consentNeeded?.();
    const { kind, message } = verdict(code, body);
    if (loud) hooks.toast(kind, message);
    throw new ApiError(message, code, body);
  }

  return {
    onRequest({ request, id }) {
      if (request.headers.has(QUIET_HEADER)) {
        quiet.add(id);
        request.headers.delete(QUIET_HEADER);
      }
      return request;
    },
    async onResponse({ response, id }) {
      try {
        return await decide(response, !quiet.has(id));
      } finally {
        quiet.delete(id);
      }
    },
    async onError({ error, id }) {
      const loud = !quiet.has(id);
      quiet.delete(id);
      const name = (error as { name?: string } | undefined)?.name;
      if (name === 'AbortError') return error instanceof Error ? error : new Error(String(error));
      await hooks.ready?.();
      const message = name === 'TimeoutError' ? t('error.timeout') : t('error.network');
      if (loud) hooks.toast('error', message);
      return new ApiError(message, 0);
    },
  };
}
