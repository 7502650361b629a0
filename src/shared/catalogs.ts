/**
 * Catalogue lists of the public site. Like article sections they are pre-rendered page by page at
 * /x and /x/page/n; filters and other page sizes are drawn in the browser from the same API call.
 */
export type CatalogKind = 'training' | 'periodical' | 'download' | 'member' | 'patent' | 'standard';

export interface Catalog {
  path: string;
  kind: CatalogKind;
  source:
    | '/web/index/trainList'
    | '/web/index/periodicalsList'
    | '/web/index/downloadList'
    | '/web/index/memberList'
    | '/web/index/patentList'
    | '/web/index/standardList';
  title: string;
  intro?: string;
}

export const CATALOGS: readonly Catalog[] = [
  {
    path: 'train',
    kind: 'training',
    source: '/web/index/trainList',
    title: 'nav.train',
    intro: 'train',
  },
  {
    path: 'periodicals',
    kind: 'periodical',
    source: '/web/index/periodicalsList',
    title: 'nav.periodicals',
    intro: 'periodicals',
  },
  { path: 'download', kind: 'download', source: '/web/index/downloadList', title: 'nav.download' },
  {
    path: 'associationList',
    kind: 'member',
    source: '/web/index/memberList',
    title: 'nav.associationList',
  },
  { path: 'patent', kind: 'patent', source: '/web/index/patentList', title: 'nav.patent' },
  {
    path: 'standard',
    kind: 'standard',
    source: '/web/index/standardList',
    title: 'nav.standard',
    intro: 'standard',
  },
];

export const catalogOf = (path: string): Catalog | undefined =>
  CATALOGS.find((c) => c.path === path);
