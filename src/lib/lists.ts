/** Routing for every pre-rendered list: article sections and catalogues share /x and /x/page/n. */
import { unwrap } from '#client/unwrap.ts';
import { getListPage } from '#client/list-call.ts';
import { SECTIONS, sectionOf, type Section } from '#shared/sections.ts';
import { CATALOGS, catalogOf, type Catalog } from '#shared/catalogs.ts';
import {
  channelArticles,
  namedListPages,
  once,
  pageNumbers,
  readsAny,
  wanted,
} from './build-data.ts';
import { PAGES_KEY } from '#shared/page-keys.ts';
import { buildApi, pageLocale } from './page.ts';
import { PAGE_SIZE_DEFAULT, type Locale } from '#shared/constants.ts';
import {
  articleSummary,
  type ArticleSummary,
  type Channel,
} from '#features/content/contract/content.contract.ts';
import { fieldsOf } from '#shared/schemas/pick.ts';

/**
 * An article's row in its list, cut from the article as the list call would answer it: the
 * summary schema's fields in its order. Read off the contract, so a field added to the summary
 * reaches the pre-rendered lists too. (Build-time code only: no island imports this file.)
 */
const summaryOf = fieldsOf(articleSummary);

export type ListRef = { section: Section } | { catalog: Catalog };

export function listOf(path: string): ListRef {
  const section = sectionOf(path);
  if (section) return { section };
  return { catalog: catalogOf(path)! };
}

const key = (l: ListRef) => ('section' in l ? l.section.channel : l.catalog.path);
const meta = (l: ListRef) => ('section' in l ? l.section : l.catalog);
const all = (): ListRef[] => [
  ...SECTIONS.map((section) => ({ section })),
  ...CATALOGS.map((catalog) => ({ catalog })),
];

async function total(l: ListRef, lang: string | undefined): Promise<number> {
  const locale = pageLocale(lang);
  return once(`total:${key(l)}:${locale}`, async () => {
    const source = 'section' in l ? '/web/index/newsList' : l.catalog.source;
    const query = {
      ...('section' in l ? { channel: l.section.channel } : {}),
      pageNum: 1,
      pageSize: 20,
    };
    return unwrap(await getListPage(buildApi(locale), source, query)).total;
  });
}

/** First pages (later = false) or pages 2..n (later = true) of every list, in both languages. */
export async function listPaths(later: boolean) {
  const paths: { params: { lang: string | undefined; section: string; page?: string } }[] = [];
  for (const lang of [undefined, 'en']) {
    for (const l of all()) {
      const whole = wanted('list', key(l));
      // A list's first page shows its single page of introduction above the rows.
      const intro = !later && !!meta(l).intro && readsAny(PAGES_KEY);
      const section = meta(l).path;
      // An edit in place names the one page of the list it is on.
      const named = namedListPages(key(l));
      if (!later) {
        if (whole || intro || named.includes(1)) paths.push({ params: { lang, section } });
      } else
        for (const n of whole ? pageNumbers(await total(l, lang)) : named)
          if (n > 1) paths.push({ params: { lang, section, page: String(n) } });
    }
  }
  return paths;
}

/**
 * The rows of one page of an article section. When the build renders the whole list (a full build,
 * or an edit that moved its rows), the channel is read once, in chunks (`channelArticles`, which a
 * full build reads for the detail pages anyway), and each page takes its slice: the same rows in
 * the same order as asking page by page.
 */
export async function sectionPage(
  locale: Locale,
  channel: Channel,
  page: number,
): Promise<{ rows: ArticleSummary[]; total: number }> {
  if (!wanted('list', channel))
    return unwrap(
      await buildApi(locale).GET('/web/index/newsList', {
        params: { query: { channel, pageNum: page, pageSize: PAGE_SIZE_DEFAULT } },
      }),
    );
  const every = await channelArticles(locale, channel);
  const from = (page - 1) * PAGE_SIZE_DEFAULT;
  return { rows: every.slice(from, from + PAGE_SIZE_DEFAULT).map(summaryOf), total: every.length };
}
