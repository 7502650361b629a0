/** The columns of each catalogue table, in the page's language. */
import type { Locale } from '#shared/constants.ts';
import type { Column } from '#shared/table.ts';
import type { CatalogKind } from '#shared/catalogs.ts';
import type { Translate } from '#i18n/index.ts';
import { localePath } from '#shared/routes.ts';

export function columnsFor(kind: CatalogKind, t: Translate, locale: Locale): Column[] {
  const link = (path: string) => `${localePath(locale, path)}/{id}`;
  const yesNo = { true: t('common.yes'), false: t('common.no') };
  switch (kind) {
    case 'training':
      return [
        { field: 'title', label: t('train.title'), href: link('/train') },
        { field: 'startDate', label: t('train.start'), format: 'date' },
        { field: 'endDate', label: t('train.end'), format: 'date', wide: true },
        { field: 'location', label: t('train.location'), wide: true },
        { field: 'fee', label: t('train.fee'), format: 'amount', wide: true },
        {
          field: 'phase',
          label: t('train.phase'),
          map: {
            open: t('train.phase.open'),
            closed: t('train.phase.closed'),
            past: t('train.phase.past'),
          },
        },
      ];
    case 'periodical':
      return [
        { field: 'title', label: t('periodical.title'), href: link('/periodicals') },
        { field: 'year', label: t('periodical.year') },
        { field: 'issue', label: t('periodical.issue') },
        { field: 'publishedAt', label: t('periodical.published'), format: 'date', wide: true },
        {
          field: 'access',
          label: t('periodical.access'),
          map: {
            public: t('periodical.access.public'),
            login: t('common.loginOnly'),
            member: t('common.membersOnly'),
          },
          wide: true,
        },
      ];
    case 'download':
      return [
        { field: 'title', label: t('download.title'), href: '{file.url}' },
        {
          field: 'category',
          label: t('download.category'),
          map: {
            form: t('download.category.form'),
            standard: t('download.category.standard'),
            report: t('download.category.report'),
            notice: t('download.category.notice'),
          },
        },
        { field: 'publishedAt', label: t('download.published'), format: 'date' },
      ];
    case 'member':
      return [
        { field: 'unitName', label: t('member.unitName'), typed: true },
        {
          field: 'level',
          label: t('member.level'),
          map: {
            president: t('member.level.president'),
            vicePresident: t('member.level.vicePresident'),
            director: t('member.level.director'),
            member: t('member.level.member'),
          },
        },
        { field: 'region', label: t('member.region'), wide: true },
        { field: 'joinedYear', label: t('member.joinedYear'), wide: true },
      ];
    case 'patent':
      return [
        { field: 'name', label: t('patent.name'), href: link('/patent') },
        { field: 'applicationNo', label: t('patent.applicationNo') },
        {
          field: 'type',
          label: t('patent.type'),
          map: {
            invention: t('patent.type.invention'),
            utility: t('patent.type.utility'),
            design: t('patent.type.design'),
          },
          wide: true,
        },
        { field: 'country', label: t('patent.country'), wide: true },
        { field: 'grantDate', label: t('patent.grantDate'), format: 'date', wide: true },
        { field: 'inForce', label: t('patent.inForce'), map: yesNo },
      ];
    case 'standard':
      return [
        { field: 'code', label: t('standard.code'), href: link('/standard') },
        { field: 'name', label: t('standard.name') },
        {
          field: 'category',
          label: t('standard.category'),
          map: {
            national: t('standard.category.national'),
            industry: t('standard.category.industry'),
            group: t('standard.category.group'),
          },
          wide: true,
        },
        {
          field: 'state',
          label: t('standard.state'),
          map: {
            current: t('standard.state.current'),
            upcoming: t('standard.state.upcoming'),
            abolished: t('standard.state.abolished'),
          },
        },
        { field: 'implementedAt', label: t('standard.implementedAt'), format: 'date', wide: true },
      ];
  }
}
