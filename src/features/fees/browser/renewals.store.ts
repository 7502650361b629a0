/**
 * The renewals desk in the console: one membership year at a time (the one being collected
 * first), its units page by page with the totals beside them, and the clerk's two actions: a
 * payment recorded by hand, an invoice noted as issued. After either, list and totals are read
 * again, so the page shows what the server holds.
 */
import { atom } from 'nanostores';
import type { RenewalState } from '#shared/vocabulary.ts';
import {
  exportRenewalList,
  listRenewals,
  type RenewalRow,
  type RenewalTotals,
  renewalTotals,
} from './renewals.calls.ts';
import type { Received } from '#client/download.ts';
import { given, pagedList } from '#client/stores/paged-list.ts';

export type RenewalFilterValues = { state: '' | RenewalState; q: string };

/** The year on show; null until the server has said which one it is collecting. */
export const $renewalYear = atom<number | null>(null);
export const $renewalTotals = atom<RenewalTotals | null>(null);

export const renewals = pagedList<RenewalFilterValues, RenewalRow>({
  noFilters: { state: '', q: '' },
  idOf: (row) => row.enterpriseId,
  pageSize: 20,
  fetch: async ({ filters, pageNum, pageSize }) => {
    const year = $renewalYear.get();
    if (year === null) return { rows: [], total: 0 };
    // The totals cover the whole year: read again only for another year or after a change, not
    // for every page, word or state filter.
    const current = $renewalTotals.get();
    const [page, totals] = await Promise.all([
      listRenewals({ year, pageNum, pageSize, ...given(filters) }),
      current?.year === year ? current : renewalTotals(year),
    ]);
    if ($renewalYear.get() === year) $renewalTotals.set(totals);
    return page;
  },
});

/** Opens the desk on the year being collected, or on the one already chosen. */
export async function openRenewals(): Promise<void> {
  if ($renewalYear.get() === null) {
    const totals = await renewalTotals();
    $renewalYear.set(totals.year);
  }
  await renewals.load();
}

export function showYear(year: number): Promise<void> {
  $renewalYear.set(year);
  return renewals.filter({});
}

/** The row the clerk is acting on, and how: recording its payment or its invoice. */
export const $renewalAction = atom<{ kind: 'payment' | 'invoice'; row: RenewalRow } | null>(null);

export async function actionDone(): Promise<void> {
  $renewalAction.set(null);
  $renewalTotals.set(null);
  await renewals.load();
}

export function exportRenewals(onProgress: (r: Received) => void): Promise<void> {
  const year = $renewalYear.get();
  if (year === null) return Promise.resolve();
  return exportRenewalList({ year, ...given(renewals.$filters.get()) }, onProgress);
}
