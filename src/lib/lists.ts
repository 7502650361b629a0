/** Routing for every pre-rendered list: article sections and catalogues share /x and /x/page/n. */
import { unwrap } from '#client/unwrap.ts';
import { SECTIONS, sectionOf, type Section } from '#shared/sections.ts';
import { CATALOGS, catalogOf, type Catalog } from '#shared/catalogs.ts';
import { once, pageNumbers, wanted } from './build-data.ts';
import { buildApi, pageLocale } from './page.ts';

export type ListRef = { section: Section } | { catalog: Catalog };

export function listOf(path: string): ListRef {
  const section = sectionOf(path);
  if (section) return { section };
  return { catalog: catalogOf(path)! };
}

const key = (l: ListRef) => ('section' in l ? l.section.channel : l.catalog.path);
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
    return unwrap(
      await buildApi(locale).GET(source as '/web/index/newsList', {
        params: { query: query as never },
      }),
    ).total;
  });
}

/** First pages (later = false) or pages 2..n (later = true) of every list, in both languages. */
export async function listPaths(later: boolean) {
  const paths: { params: { lang: string | undefined; section: string; page?: string } }[] = [];
  for (const lang of [undefined, 'en']) {
    for (const l of all().filter((x) => wanted('list', key(x)))) {
      const section = 'section' in l ? l.section.path : l.catalog.path;
      if (!later) paths.push({ params: { lang, section } });
      else
        for (const n of pageNumbers(await total(l, lang)).slice(1))
          paths.push({ params: { lang, section, page: String(n) } });
    }
  }
  return paths;
}
