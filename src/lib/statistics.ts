/** Build-time reads and words for the published industry figures (statistics pages, bulletins). */
import { unwrap } from '#client/unwrap.ts';
import type { Locale } from '#shared/constants.ts';
import type { Bulletin } from '#features/statistics/contract/statistics.contract.ts';
import { once, wanted } from './build-data.ts';
import { buildApi, pageLocale } from './page.ts';

/** The periods published, newest first. */
export const publishedPeriods = (locale: Locale) =>
  once(
    `statisticsPeriods:${locale}`,
    async () => unwrap(await buildApi(locale).GET('/web/index/statisticsPeriods')).data,
  );

export const bulletinOf = (locale: Locale, period: string): Promise<Bulletin> =>
  once(
    `bulletin:${locale}:${period}`,
    async () =>
      unwrap(
        await buildApi(locale).GET('/web/index/statisticsBulletin', {
          params: { query: { period } },
        }),
      ).data,
  );

/** Every published period's bulletin page, in both languages. */
export async function bulletinPaths() {
  const paths: { params: { lang: string | undefined; period: string } }[] = [];
  for (const lang of [undefined, 'en'])
    for (const { period } of await publishedPeriods(pageLocale(lang)))
      if (wanted('bulletin', period)) paths.push({ params: { lang, period } });
  return paths;
}

/** The newest published month, for the statistics pages' headline. */
export async function latestMonth(locale: Locale): Promise<Bulletin | undefined> {
  const month = (await publishedPeriods(locale)).find((p) => p.period.length === 7);
  return month && bulletinOf(locale, month.period);
}
