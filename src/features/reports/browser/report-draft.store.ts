/**
 * The draft of one statistics report, as state: what is typed (the header's fields and the rows,
 * as text), the report as the server last answered (status, version, unit), whether anything
 * typed is unsaved, and the actions that load a period's report and save it (as a draft, or
 * handed in). The report form renders it; useForm checks and edits `$values`.
 */
import { atom } from 'nanostores';
import type { REPORT_HEADER_FIELDS, ReportKind } from '../contract/reports.ts';
import type { ReportData } from '../contract/reports.contract.ts';
import { getReport, importReportWorkbook, saveReport } from './reports.calls.ts';
import { ApiError } from '#client/errors.ts';

export { REPORT_HEADER_FIELDS as HEADER_FIELDS } from '../contract/reports.ts';
type Row = Record<string, unknown>;
/**
 * The header's fields beside the rows, so that an error's path is the field's name; and the
 * unit's explanation of figures that look unusual.
 */
export type ReportValues = Record<(typeof REPORT_HEADER_FIELDS)[number], string> & {
  rows: Row[];
  explanation: string;
};

/**
 * What a save checks: a draft may be half filled (what is typed must be right, empty is fine);
 * handing in needs every field and figure.
 */
export const reportSchema = (kind: ReportKind, handIn: boolean) => async () => {
  // Loaded once the form runs: the page starts without zod (see useForm's Rules).
  const [{ optional }, { draftHeader, reportHeader, reportRows }] = await Promise.all([
    import('#shared/schemas/form.ts'),
    import('../contract/reports.contract.ts'),
  ]);
  return (handIn ? reportHeader : draftHeader).extend({
    rows: reportRows(kind, !handIn),
    explanation: optional(1000),
  });
};

/**
 * Where a field the server names sits in the draft: the server answers for the body it got, so
 * it puts the word header and a dot before a header field and calls the rows as a whole `rows._`;
 * the draft calls them `phone` (say) and `rows`.
 */
export const draftField = (field: string) =>
  field === 'rows._' ? 'rows' : field.replace(/^header\./, '');

export function reportDraft(kind: ReportKind, today: string) {
  const $values = atom<ReportValues>(blank(today));
  const $report = atom<ReportData | undefined>(undefined);
  // Typed but not saved: switching the period asks first, so a slip never throws work away.
  const $dirty = atom(false);
  // Any change of the draft makes it dirty; loading or saving it makes it clean again after.
  $values.listen(() => $dirty.set(true));

  /** What a workbook sent in was refused for, cell by cell; nothing of it was saved. */
  const $importErrors = atom<string[]>([]);

  /** Reads a period's report into the draft; the figures show as text, empty for none. */
  async function load(period: string): Promise<void> {
    show(await getReport({ kind, period }));
  }

  function show(report: ReportData): void {
    $report.set(report);
    $importErrors.set([]);
    $values.set({
      ...blank(today),
      ...asText(report.header ?? {}),
      rows: report.rows.map(asText),
      explanation: report.explanation ?? '',
    });
    $dirty.set(false);
  }

  /**
   * Sends the draft as typed (the server checks it again, against the kind) with the version it
   * was loaded at; a stale version or a locked report is refused and the typed figures stay.
   */
  async function save(period: string, handIn: boolean): Promise<void> {
    const { rows, explanation, ...header } = $values.get();
    const saved = await saveReport(
      { kind, period },
      { header, rows, explanation, version: $report.get()?.version ?? 0, submit: handIn },
    );
    $report.set(saved);
    // Figures no longer unusual need no explanation: the server dropped it, the form does too.
    if (!saved.warnings?.[0]) $values.set({ ...$values.get(), explanation: '' });
    $dirty.set(false);
  }

  /**
   * Saves the period's report from a filled workbook, as a draft the unit then reads and submits;
   * what was typed in the form and not saved gives way to it.
   */
  async function importFile(period: string, file: File): Promise<void> {
    try {
      show(await importReportWorkbook({ kind, period }, file, $report.get()?.version ?? 0));
    } catch (err) {
      if (err instanceof ApiError)
        $importErrors.set(err.body?.errors?.map((e) => e.msg) ?? [err.body?.msg ?? err.message]);
      throw err;
    }
  }

  return { $values, $report, $dirty, $importErrors, load, save, importFile };
}

const blank = (today: string): ReportValues => ({
  unitHead: '',
  filler: '',
  statisticsHead: '',
  phone: '',
  reportDate: today,
  rows: [],
  explanation: '',
});

const asText = (row: Row): Record<string, string> =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, String(v ?? '')]));
