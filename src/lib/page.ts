/** Helpers every Astro page uses: locale from the route, translator, and the build-time API client. */
import { SITE_BUILD_HEADER, type Locale } from '#shared/constants.ts';
import { useTranslations } from '#i18n/index.ts';
import { createApiClient } from '#client/client.ts';

/** `[...lang]` routes: undefined is Chinese at `/x`, "en" is English at `/en/x`. */
export const localeStaticPaths = () => [
  { params: { lang: undefined } },
  { params: { lang: 'en' } },
];

/**
 * Pages that read nothing but what every page reads (menus, friend links, settings). A change to
 * any of those rebuilds every page, so a partial build, which renders only what an edit touched,
 * leaves these pages as they are.
 */
export const shellStaticPaths = () => (process.env.SITE_ONLY ? [] : localeStaticPaths());

export function pageLocale(lang: string | undefined): Locale {
  return lang === 'en' ? 'en' : 'zh';
}

/** The site's name in a language, as the title suffix: settings first, else the translations. */
export function siteNameOf(locale: Locale): string {
  const configured =
    locale === 'en' ? process.env.PUBLIC_SITE_NAME_EN : process.env.PUBLIC_SITE_NAME;
  return configured ?? useTranslations(locale)('site.name');
}

export function pageContext(lang: string | undefined) {
  const locale = pageLocale(lang);
  return { locale, t: useTranslations(locale) };
}

/** Build reads stay on this machine: compressing them would only cost both processes time. */
const uncompressed: typeof fetch = (input, init) => {
  const request = new Request(input, init);
  request.headers.set('accept-encoding', 'identity');
  // The server's per-address budget of public reads is for visitors, not for its own builder.
  const token = process.env.SITE_BUILD_TOKEN;
  if (token) request.headers.set(SITE_BUILD_HEADER, token);
  return fetch(request);
};
const clients = new Map<string, ReturnType<typeof createApiClient>>();

/** Pages read content from the running server while building; without it the build stops clearly. */
export function buildApi(locale: Locale) {
  const baseUrl = process.env.SITE_API_URL;
  if (!baseUrl)
    throw new Error(
      'SITE_API_URL is not set: pages are built by `npm start`, which runs the API first.',
    );
  const key = `${baseUrl} ${locale}`;
  let client = clients.get(key);
  if (!client) {
    client = createApiClient({ baseUrl, locale, fetch: uncompressed });
    clients.set(key, client);
  }
  return client;
}

/**
 * A React component a page renders on the server only (no `client:` directive), named as React's
 * for Astro. Untold, Astro finds its renderer by rendering it once more (the renderer's `check`
 * renders the component inside a probe with React's streaming renderer): on an article's page, a
 * second React render of every page of a full build. The mark is the one Astro's own JSX
 * components carry (`Symbol.for('astro:renderer')`); the page's HTML is the same.
 */
export function reactOnServer<T extends object>(component: T): T {
  (component as Record<symbol, unknown>)[Symbol.for('astro:renderer')] = '@astrojs/react';
  return component;
}
