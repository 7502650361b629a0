/**
 * The one API client. Types come only from the generated `paths`; islands call it through the
 * call modules (`*.calls.ts`) and stores, never with fetch. At build time pages use createApiClient
 * with the server's address; in the browser `api()` talks to /prod-api on the same origin.
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { ApiError } from './middleware/api-error.ts';
import type { paths } from './api.d.ts';
import {
  API_PREFIX,
  CODE,
  DOWNLOAD_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  type Locale,
} from '#shared/constants.ts';
import type { Translate } from '#i18n/index.ts';
import { localePath, loginUrl, splitLocale } from '#shared/routes.ts';
import { PRIVACY_PATH } from '#shared/privacy.ts';
import {
  authMiddleware,
  languageMiddleware,
  serializeQuery,
  timeoutMiddleware,
} from './middleware/request.ts';
import { duplicateMiddleware } from './middleware/duplicate.ts';
import { responseMiddleware } from './middleware/response.ts';
import { $session, clearSession, currentToken } from './stores/session.ts';
import { $locale } from './stores/locale.ts';
import { confirm, toast } from './stores/feedback.ts';

export type ApiClient = Client<paths>;

/** At build time a refused call stops the page with the server's words and the address asked. */
const failLoudly: Middleware = {
  async onResponse({ request, response }) {
    if (!(response.headers.get('content-type') ?? '').includes('application/json')) return response;
    const body = (await response.clone().json()) as { code?: number; msg?: string };
    if (body.code !== undefined && body.code !== CODE.ok)
      throw new ApiError(
        `${request.method} ${request.url}: ${body.msg ?? body.code}`,
        body.code,
        body,
      );
    return response;
  },
};

/** A bare client for build time and tests: language and timeout, no browser state. */
export function createApiClient(opts: {
  baseUrl: string;
  locale: Locale;
  token?: string;
  fetch?: typeof fetch;
}): ApiClient {
  const client = createClient<paths>({
    baseUrl: opts.baseUrl,
    querySerializer: serializeQuery,
    ...(opts.fetch ? { fetch: opts.fetch } : {}),
  });
  client.use(
    languageMiddleware(() => opts.locale),
    timeoutMiddleware(REQUEST_TIMEOUT_MS),
    failLoudly,
  );
  if (opts.token) client.use(authMiddleware(() => opts.token));
  return client;
}

/**
 * The words of failures and prompts, loaded with the first one: a public page whose calls all
 * succeed never downloads the translator and its dictionary (islands that show words load them).
 */
let words: Promise<typeof import('#i18n/index.ts')> | undefined;
let loaded: typeof import('#i18n/index.ts') | undefined;
async function wordsReady(): Promise<void> {
  words ??= import('#i18n/index.ts');
  const translator = await words;
  await translator.wordsReady;
  loaded ??= translator;
}
const t = (): Translate => {
  if (!loaded) throw new Error('the words are used before wordsReady()');
  return loaded.useTranslations($locale.get());
};

function browserClient(): ApiClient {
  const client = createClient<paths>({ baseUrl: API_PREFIX, querySerializer: serializeQuery });
  client.use(
    // The cookie, read on every call: a sign-in in another tab is this tab's session too.
    authMiddleware(currentToken, () => $session.get().user?.userId),
    languageMiddleware(() => $locale.get()),
    duplicateMiddleware({
      storage: () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage),
      now: () => Date.now(),
      message: async () => {
        await wordsReady();
        return t()('error.duplicateSubmit');
      },
    }),
    timeoutMiddleware(REQUEST_TIMEOUT_MS, DOWNLOAD_TIMEOUT_MS),
    responseMiddleware({
      ready: wordsReady,
      t: (key, params) => t()(key, params),
      toast,
      askRelogin: () =>
        confirm({
          title: t()('session.expired.title'),
          message: t()('session.expired.message'),
          confirmText: t()('session.expired.relogin'),
          cancelText: t()('session.expired.cancel'),
        }),
      consentNeeded: () => {
        const { path } = splitLocale(location.pathname);
        if (path === PRIVACY_PATH) return;
        // From the sign-in page, on to where it was going; from any other, back to that page.
        const back =
          path === '/login'
            ? new URLSearchParams(location.search).get('redirect')
            : location.pathname + location.search;
        location.href = `${localePath($locale.get(), PRIVACY_PATH)}${back ? `?redirect=${encodeURIComponent(back)}` : ''}`;
      },
      // Back to this page after signing in; what was typed in its form is kept (form-draft.ts).
      relogin: () => {
        clearSession();
        location.href = loginUrl(
          $locale.get(),
          location.pathname + location.search + location.hash,
        );
      },
    }),
  );
  return client;
}

let browser: ApiClient | undefined;

/**
 * The browser's client, made on first call: importing a call module at build time or in a unit
 * test builds no client and touches no browser state.
 */
export function api(): ApiClient {
  browser ??= browserClient();
  return browser;
}
