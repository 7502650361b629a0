/** Helpers every Astro page uses: locale from the route, translator, and the build-time API client. */
import type { Locale } from '#shared/constants.ts';
import { useTranslations } from '#i18n/index.ts';
import { createApiClient } from '#client/client.ts';

/** `[...lang]` routes: undefined is Chinese at `/x`, "en" is English at `/en/x`. */
export const localeStaticPaths = () => [
  { params: { lang: undefined } },
  { params: { lang: 'en' } },
];

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

/** Pages read content from the running server while building; without it the build stops clearly. */
export function buildApi(locale: Locale) {
  const baseUrl = process.env.SITE_API_URL;
  if (!baseUrl)
    throw new Error(
      'SITE_API_URL is not set: pages are built by `npm start`, which runs the API first.',
    );
  return createApiClient({ baseUrl, locale });
}
