/** The console's lists of moving in: the old logs with their filters, the import runs. */
import { atom } from 'nanostores';
import {
  importRun,
  type ImportRunRow,
  listImportRuns,
  listOldLogs,
  type OldLogQuery,
  type OldLogRow,
} from './import.calls.ts';
import { given, pagedList } from '#client/stores/paged-list.ts';

export type OldLogFilterValues = {
  kind: '' | NonNullable<OldLogQuery['kind']>;
  user: string;
  ip: string;
  text: string;
  outcome: '' | NonNullable<OldLogQuery['outcome']>;
  from: string;
  to: string;
};

export const oldLogs = pagedList<OldLogFilterValues, OldLogRow>({
  noFilters: { kind: '', user: '', ip: '', text: '', outcome: '', from: '', to: '' },
  idOf: (row) => row.id,
  pageSize: 20,
  fetch: ({ filters, pageNum, pageSize }) => listOldLogs({ pageNum, pageSize, ...given(filters) }),
});

export const importRuns = pagedList<Record<string, never>, ImportRunRow>({
  noFilters: {},
  idOf: (row) => row.id,
  pageSize: 20,
  fetch: ({ pageNum, pageSize }) => listImportRuns({ pageNum, pageSize }),
});

/** The run whose report is open, as the server printed it. */
export const $openRun = atom<{ id: number; printed: string } | undefined>(undefined);

export async function openRun(id: number): Promise<void> {
  const run = await importRun(id);
  $openRun.set({ id, printed: run.printed });
}
