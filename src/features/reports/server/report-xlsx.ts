/**
 * A report as a spreadsheet, and back. The same workbook is the blank template (the unit's
 * products filled in), the export of a filled report, and what a unit sends back: the people and
 * phone in a block at the top, the figures in a table below, and on a hidden sheet which report
 * it is. Reading one refuses formulas and says, for every cell that is wrong, its sheet, row and
 * column; the figures then go through the same checks as the form.
 */
import ExcelJS from 'exceljs';
import type { Translate } from '#i18n/index.ts';
import {
  ECONOMIC_INDICATORS,
  indicatorName,
  indicatorUnitKey,
  isEconomic,
  REPORT_COLUMNS,
  REPORT_HEADER_FIELDS,
  type ReportKind,
} from '../contract/reports.ts';
import type { Locale } from '#shared/constants.ts';
import type { ReportData } from '../contract/reports.contract.ts';
import { AppError, badRequest, type FieldIssue } from '#server/http/errors.ts';
import { textFormat } from '#server/export/xlsx.ts';
import { zipVerdict } from '#server/export/zip-guard.ts';

const HEADER_ROW = 4;
const TABLE_ROW = HEADER_ROW + REPORT_HEADER_FIELDS.length + 1;
const LAST_ROW = TABLE_ROW + 200;
const META = 'meta';
/**
 * A report's workbook is a few kilobytes, a full one a few thousand XML elements; these leave
 * room, stop a zip bomb, and stop a sheet of countless tiny rows before it is parsed.
 */
const ZIP_LIMITS = { totalBytes: 5 * 1024 * 1024, entries: 100, elements: 60_000 };

/** The table's columns: what identifies a row, then the figures. */
const keyColumns = (kind: ReportKind) =>
  isEconomic(kind) ? ['code', 'indicator', 'unit'] : ['productCode', 'modelSpec'];
const columnsOf = (kind: ReportKind) => [...keyColumns(kind), ...REPORT_COLUMNS[kind]];
const letter = (index: number) => String.fromCharCode(65 + index);

export function workbookName(r: Pick<ReportData, 'kind' | 'period'>, t: Translate) {
  return `${t(`center.menu.${r.kind}`)}-${r.period}.xlsx`;
}

export async function reportWorkbook(r: ReportData, t: Translate, locale: Locale) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(t(`center.menu.${r.kind}`).slice(0, 31));
  sheet.getCell('A1').value = `${r.unitName} · ${t(`center.menu.${r.kind}`)} · ${r.period}`;
  textFormat(sheet.getCell('A1'));
  sheet.getCell('A1').font = { bold: true, size: 13 };
  sheet.getCell('A2').value = t('report.xlsx.note');
  sheet.getCell('A2').font = { color: { argb: 'FF666666' }, size: 9 };
  REPORT_HEADER_FIELDS.forEach((field, i) => {
    const row = sheet.getRow(HEADER_ROW + i);
    row.getCell(1).value = t(`report.header.${field}`);
    row.getCell(2).value = String(r.header?.[field] ?? '');
    textFormat(row.getCell(2));
  });
  const columns = columnsOf(r.kind);
  const head = sheet.getRow(TABLE_ROW);
  columns.forEach((c, i) => {
    head.getCell(i + 1).value = t(`report.col.${c === 'code' ? 'code' : c}`);
  });
  head.font = { bold: true };
  r.rows.forEach((row, n) => {
    const line = sheet.getRow(TABLE_ROW + 1 + n);
    columns.forEach((c, i) => {
      const value =
        c === 'indicator'
          ? indicatorName(locale, row.code)
          : c === 'unit'
            ? t(indicatorUnitKey(row.code))
            : row[c];
      const cell = line.getCell(i + 1);
      cell.value = typeof value === 'number' ? value : String(value ?? '');
      textFormat(cell);
    });
  });
  sheet.columns.forEach((col, i) => {
    col.width = i === 0 ? 18 : i === 1 ? 28 : 16;
  });
  const meta = book.addWorksheet(META, { state: 'veryHidden' });
  meta.getCell('A1').value = r.kind;
  meta.getCell('A2').value = r.period;
  meta.getCell('A3').value = sheet.name;
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** What a cell holds, as the form would take it; `formula` and `invalid` are refused. */
type Read =
  | { text: string }
  | { number: number }
  | { date: string }
  | 'empty'
  | 'formula'
  | 'invalid';

/** What an older export wrote before text a spreadsheet could take for a formula. */
const GUARDED = /^'(?=[=+\-@\t\r])/;

function readCell(cell: ExcelJS.Cell): Read {
  const v = cell.value;
  if (v === null || v === undefined || v === '') return 'empty';
  if (typeof v === 'number') return { number: v };
  if (typeof v === 'string') return { text: v.replace(GUARDED, '') };
  if (typeof v === 'boolean') return 'invalid';
  if (v instanceof Date) return { date: v.toISOString().slice(0, 10) };
  if ('formula' in v || 'sharedFormula' in v) return 'formula';
  if ('richText' in v) return { text: v.richText.map((p) => p.text).join('') };
  if ('text' in v && typeof v.text === 'string') return { text: v.text };
  return 'invalid';
}

export interface ReadReport {
  header: Record<string, unknown>;
  rows: Record<string, unknown>[];
  /** What is wrong with the cells themselves (formulas, unknown or missing rows), all of it. */
  issues: FieldIssue[];
  /** The cell a form field came from (a header field or `rows.2.cumulative`): `Sheet!D13`. */
  cellOf: (field: string) => string | undefined;
  sheet: string;
}

export const cellIssue = (sheet: string, cell: string, key: string, t: Translate, params = {}) => ({
  field: `${sheet}!${cell}`,
  key: 'error.import.cell',
  params: { sheet, cell, problem: t(key, params) },
});

/**
 * Reads a report's workbook sent back. A file that is no template of this report is refused at
 * once; otherwise every wrong cell and every missing row is in `issues`, for one answer.
 */
export async function readReportWorkbook(
  bytes: Buffer,
  expected: { kind: ReportKind; period: string },
  t: Translate,
  locale: Locale,
): Promise<ReadReport> {
  const verdict = zipVerdict(bytes, ZIP_LIMITS);
  if (verdict === 'tooMuch') throw badRequest('error.import.tooManyCells');
  if (verdict === 'broken') throw badRequest('error.import.notWorkbook');
  const book = new ExcelJS.Workbook();
  try {
    // exceljs types its input as an ArrayBuffer; the zip reader under it takes either.
    await book.xlsx.load(new Uint8Array(bytes).buffer);
  } catch {
    throw badRequest('error.import.notWorkbook');
  }
  const meta = book.getWorksheet(META);
  // The sheet the template was downloaded with, by its name: another one put first is not read.
  const sheet = meta && book.getWorksheet(String(meta.getCell('A3').value ?? ''));
  if (!meta || !sheet) throw badRequest('error.import.notTemplate');
  const kind = String(meta.getCell('A1').value ?? '');
  const period = String(meta.getCell('A2').value ?? '');
  if (kind !== expected.kind || period !== expected.period)
    throw badRequest('error.import.otherReport', undefined, {
      report: `${isKind(kind) ? t(`center.menu.${kind}`) : kind} ${period}`,
    });

  const issues: FieldIssue[] = [];
  const cells = new Map<string, string>();
  const take = (row: number, col: number, field: string): Read => {
    const cell = sheet.getRow(row).getCell(col);
    const ref = `${letter(col - 1)}${row}`;
    cells.set(field, `${sheet.name}!${ref}`);
    const read = readCell(cell);
    if (read === 'formula') issues.push(cellIssue(sheet.name, ref, 'error.import.formula', t));
    if (read === 'invalid') issues.push(cellIssue(sheet.name, ref, 'error.import.value', t));
    return read;
  };
  const asForm = (r: Read): unknown =>
    typeof r === 'string' ? '' : 'text' in r ? r.text : 'number' in r ? r.number : r.date;

  const header = Object.fromEntries(
    REPORT_HEADER_FIELDS.map((f, i) => [f, asForm(take(HEADER_ROW + i, 2, `header.${f}`))]),
  );
  const columns = columnsOf(expected.kind);
  const rows: Record<string, unknown>[] = [];
  const codes = new Set<unknown>();
  // A report has 200 rows at most; a cell far below would make the reader build every row above.
  if (sheet.rowCount > LAST_ROW)
    issues.push(cellIssue(sheet.name, `A${LAST_ROW + 1}`, 'error.import.tooManyRows', t));
  for (let r = TABLE_ROW + 1; r <= Math.min(sheet.rowCount, LAST_ROW); r++) {
    const line = sheet.getRow(r);
    if (columns.every((_, i) => readCell(line.getCell(i + 1)) === 'empty')) continue;
    const n = rows.length;
    const row: Record<string, unknown> = {};
    columns.forEach((c, i) => {
      if (c === 'indicator' || c === 'unit') return;
      row[c] = asForm(take(r, i + 1, `rows.${n}.${c}`));
    });
    if (isEconomic(expected.kind)) {
      if (!ECONOMIC_INDICATORS.some((x) => x.code === row.code))
        issues.push(cellIssue(sheet.name, `A${r}`, 'error.import.indicator', t));
      else if (codes.has(row.code))
        issues.push(cellIssue(sheet.name, `A${r}`, 'error.import.twice', t));
      codes.add(row.code);
    }
    rows.push(row);
  }
  if (isEconomic(expected.kind))
    ECONOMIC_INDICATORS.forEach(({ code }, i) => {
      if (codes.has(code)) return;
      // Named where the template has it, so the unit can copy the row back from there.
      const at = `A${TABLE_ROW + 1 + i}`;
      const figure = `${indicatorName(locale, code)} (${code})`;
      issues.push(cellIssue(sheet.name, at, 'error.import.missingRow', t, { figure }));
    });
  else if (rows.length === 0)
    issues.push(cellIssue(sheet.name, `A${TABLE_ROW + 1}`, 'error.import.empty', t));
  return { header, rows, issues, cellOf: (field) => cells.get(field), sheet: sheet.name };
}

const isKind = (v: string): v is ReportKind => v in REPORT_COLUMNS;

/**
 * A refusal of the figures read from a workbook, each field named by its cell instead: what the
 * form's checks say, where the unit will find it.
 */
export function inCells(err: unknown, read: ReadReport, t: Translate): unknown {
  if (!(err instanceof AppError) || !err.fields) return err;
  const fields = err.fields.map((f) => {
    const at = read.cellOf(f.field);
    if (!at) return f;
    const [sheet = read.sheet, cell = ''] = at.split('!');
    return cellIssue(sheet, cell, f.key, t, f.params);
  });
  return badRequest(fields[0]?.key ?? err.key, fields, fields[0]?.params ?? err.params);
}
