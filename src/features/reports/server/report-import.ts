/**
 * A filled report workbook sent back. Reading one costs the server far more than a form's save,
 * so a few are read at once and one per account at a time; a flood is answered at once with
 * "try again shortly" instead of stalling everyone. What is wrong with a file is said in one
 * answer: cells that cannot be read, rows missing or given twice, figures the form would refuse
 * and figures that contradict each other, each at its cell; nothing is saved until all are right.
 */
import type { Translate } from '#i18n/index.ts';
import type { Locale } from '#shared/constants.ts';
import { CODE } from '#shared/constants.ts';
import type { ReportKind } from '../contract/reports.ts';
import { draftHeader, reportRows } from '../contract/reports.contract.ts';
import type { Db } from '#server/db/client.ts';
import { AppError, badRequest, type FieldIssue, tooMany } from '#server/http/errors.ts';
import { fieldIssues } from '#server/http/on-error.ts';
import { enforce } from '#server/http/rate-limit.ts';
import { beforeSave, described } from './checks.service.ts';
import { hardIssues } from './edit-checks.ts';
import { cellIssue, inCells, type ReadReport, readReportWorkbook } from './report-xlsx.ts';

/** Workbooks read at the same time by this process; each takes a core for a moment. */
const IMPORTS_AT_ONCE = 2;
/** Imports one account may send in ten minutes: a unit corrects and resends, it does not loop. */
const IMPORTS_PER_ACCOUNT = 30;
const RETRY_SECONDS = 5;

let reading = 0;
const accountsReading = new Set<number>();

/** Runs `work` in one of the few reading slots, or refuses at once (429 for the account, 503 for all). */
async function inReadingSlot<T>(account: number, work: () => Promise<T>): Promise<T> {
  if (accountsReading.has(account)) throw tooMany('error.import.oneAtATime', RETRY_SECONDS);
  if (reading >= IMPORTS_AT_ONCE)
    throw new AppError(503, CODE.error, 'error.import.busy', {
      params: { seconds: RETRY_SECONDS },
      headers: { 'Retry-After': String(RETRY_SECONDS) },
    });
  reading++;
  accountsReading.add(account);
  try {
    return await work();
  } finally {
    reading--;
    accountsReading.delete(account);
  }
}

export interface ImportRequest {
  db: Db;
  account: number;
  enterpriseId: number;
  kind: ReportKind;
  period: string;
  bytes: () => Promise<Buffer>;
  now: number;
  t: Translate;
  locale: Locale;
}

/** Reads the workbook and saves it as the draft through `save`, or refuses it with every problem named. */
export async function importWorkbook<T>(
  r: ImportRequest,
  save: (form: { header: unknown; rows: unknown }) => Promise<T>,
): Promise<T> {
  await enforce(
    r.db,
    { key: `import:user:${r.account}`, max: IMPORTS_PER_ACCOUNT, windowMs: 10 * 60_000 },
    r.now,
    'error.import.tooOften',
  );
  const read = await inReadingSlot(r.account, async () =>
    readReportWorkbook(await r.bytes(), { kind: r.kind, period: r.period }, r.t, r.locale),
  );
  // One message a cell: an unknown indicator code is the reader's to name, not the form's too.
  const issues = [...read.issues, ...(await figureIssues(r, read))].filter(
    (issue, i, all) => all.findIndex((other) => other.field === issue.field) === i,
  );
  if (issues[0]) throw badRequest(issues[0].key, issues, issues[0].params);
  try {
    return await save({ header: read.header, rows: read.rows });
  } catch (err) {
    throw inCells(err, read, r.t);
  }
}

/**
 * What the form's rules and the report's own checks say of the figures read, each at its cell.
 * A figure the form refuses is left out of the checks between figures, which still run on the rest.
 */
async function figureIssues(r: ImportRequest, read: ReadReport): Promise<FieldIssue[]> {
  const header = draftHeader.safeParse(read.header);
  const found: FieldIssue[] = header.success
    ? []
    : fieldIssues(header.error).map((f) => ({ ...f, field: `header.${f.field}` }));
  const row = reportRows(r.kind, true).element;
  const figures = read.rows.map((values, n) => {
    const parsed = row.safeParse(values);
    if (parsed.success) return parsed.data;
    const wrong = fieldIssues(parsed.error).map((f) => ({ ...f, field: `rows.${n}.${f.field}` }));
    found.push(...wrong);
    const blanked = Object.fromEntries(
      Object.entries(values).map(([k, v]) => [
        k,
        wrong.some((f) => f.field.endsWith(`.${k}`)) ? '' : v,
      ]),
    );
    return row.safeParse(blanked).data ?? {};
  });
  // A file without such faults goes to the save, which checks the figures against each other.
  if (!found.length && !read.issues.length) return [];
  const { context } = await beforeSave(r.db, r.enterpriseId, r.kind, r.period);
  // An import saves a draft: checks against the unit's other reports wait for the submission.
  const contradictions = hardIssues(r.kind, r.period, figures, context).filter(
    (f) => !f.acrossReports,
  );
  found.push(...described(contradictions, r.locale));
  return found.map((f) => {
    const [sheet = read.sheet, cell] = read.cellOf(f.field)?.split('!') ?? [];
    return cell ? cellIssue(sheet, cell, f.key, r.t, f.params) : f;
  });
}
