/**
 * The member directory in the console: the list with its filters, the unit open beside it, and
 * its export.
 */
import { atom } from 'nanostores';
import {
  type DirectoryFilters,
  type DirectoryRow,
  exportUnits,
  listUnits,
  type UnitDetail,
  unitDetail,
} from './directory.calls.ts';
import type { Received } from '#client/download.ts';
import { given, pagedList } from '#client/stores/paged-list.ts';
import { clearEraseErrors } from '#features/erasure/browser/public.ts';

type Sort = NonNullable<DirectoryFilters['sort']>;

export type DirectoryFilterValues = {
  q: string;
  state: '' | NonNullable<DirectoryFilters['state']>;
  userType: '' | NonNullable<DirectoryFilters['userType']>;
  region: '' | NonNullable<DirectoryFilters['region']>;
};

const NO_FILTERS: DirectoryFilterValues = { q: '', state: '', userType: '', region: '' };

export const directory = pagedList<DirectoryFilterValues, DirectoryRow, Sort>({
  noFilters: NO_FILTERS,
  idOf: (row) => row.id,
  pageSize: 20,
  fetch: ({ filters, order, pageNum, pageSize }) =>
    listUnits({ pageNum, pageSize, ...given(filters), ...order }),
});

/** The list as a spreadsheet, with the list's filters and order. */
export function exportDirectory(onProgress: (r: Received) => void): Promise<void> {
  const { filters, order } = directory.ask();
  return exportUnits({ ...given(filters), ...order }, onProgress);
}

export const $unit = atom<UnitDetail | null>(null);
export const $unitLoading = atom(false);

export async function openUnit(id: number): Promise<void> {
  if ($unit.get()?.unit.id !== id) {
    $unit.set(null);
    clearEraseErrors();
  }
  $unitLoading.set(true);
  try {
    $unit.set(await unitDetail(id));
  } finally {
    $unitLoading.set(false);
  }
}

/** Once unit `id` is erased it is read again (it now shows as erased), and so is the list. */
export async function unitErased(id: number): Promise<void> {
  void directory.load();
  await openUnit(id).catch(() => undefined);
}
