/**
 * The member directory in the console: the list with its filters, the unit open beside it, and
 * its export.
 */
import { atom } from 'nanostores';
import {
  type DirectoryFilters,
  type DirectoryRow,
  type EraseRequest,
  eraseUnit,
  exportUnits,
  listUnits,
  type UnitDetail,
  unitDetail,
} from './directory.calls.ts';
import type { Received } from '#client/download.ts';
import { ApiError } from '#client/errors.ts';
import { toast } from '#client/stores/feedback.ts';
import { given, pagedList } from '#client/stores/paged-list.ts';

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

/** The erase form's errors by field, from the server's answer. */
export const $eraseErrors = atom<Record<string, string>>({});

export const $unit = atom<UnitDetail | null>(null);
export const $unitLoading = atom(false);

export async function openUnit(id: number): Promise<void> {
  if ($unit.get()?.unit.id !== id) {
    $unit.set(null);
    $eraseErrors.set({});
  }
  $unitLoading.set(true);
  try {
    $unit.set(await unitDetail(id));
  } finally {
    $unitLoading.set(false);
  }
}

/**
 * Erases the open unit at its request; on success the unit is read again (it now shows as
 * erased) and the list forgets what it showed. Resolves whether it was done.
 */
export async function eraseOpenUnit(request: EraseRequest): Promise<boolean> {
  const unit = $unit.get()?.unit;
  if (!unit) return false;
  $eraseErrors.set({});
  try {
    const answer = await eraseUnit(unit.id, request);
    toast('success', answer.msg);
  } catch (err) {
    if (err instanceof ApiError) $eraseErrors.set(err.fieldErrors());
    return false;
  }
  void directory.load();
  await openUnit(unit.id).catch(() => undefined);
  return true;
}

export const clearEraseErrors = () => $eraseErrors.set({});
