/**
 * A member list as a spreadsheet: the blank template (bilingual headers, one unit a row) and the
 * reading of a filled one. Reading refuses formulas and says, for every cell that is wrong, its
 * row, its column and why, all in one answer; what a row means against the units already here is
 * the service's (member-list.service.ts).
 */
import ExcelJS from 'exceljs';
import { useTranslations, type Translate } from '#i18n/index.ts';
import * as F from '#shared/schemas/fields.ts';
import { badRequest, type FieldIssue } from '#server/http/errors.ts';
import { textFormat } from '#server/export/xlsx.ts';
import { zipVerdict } from '#server/export/zip-guard.ts';
import {
  MEMBER_LIST_COLUMNS,
  MEMBER_LIST_USER_TYPES,
  type MemberListColumn,
  type MemberListUserType,
} from '../contract/member-list.contract.ts';

/** A list of a few thousand units is a few hundred kilobytes; these stop a zip bomb. */
const ZIP_LIMITS = { totalBytes: 20 * 1024 * 1024, entries: 100, elements: 400_000 };
/** Rows read at most: an association has hundreds of members, a few thousand at the very most. */
export const MAX_ROWS = 5000;
const META = 'meta';
const TEMPLATE_MARK = 'member-list-1';

const zh = useTranslations('zh');
const en = useTranslations('en');
/** A column's header in both languages, as the template writes it and the reader expects it. */
export const headerOf = (c: MemberListColumn) =>
  `${zh(`memberList.col.${c}`)} / ${en(`memberList.col.${c}`)}`;
const letter = (index: number) => String.fromCharCode(65 + index);

export async function memberListTemplate(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('会员名单 Members', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = MEMBER_LIST_COLUMNS.map((c) => ({
    header: headerOf(c),
    width: c === 'unitName' ? 36 : c === 'taxId' || c === 'email' ? 26 : 18,
  }));
  sheet.getRow(1).font = { bold: true };
  // Codes, phones and tax IDs are text: a spreadsheet would otherwise drop their leading zeros.
  for (const c of ['taxId', 'phone', 'userType'] as const)
    sheet.getColumn(MEMBER_LIST_COLUMNS.indexOf(c) + 1).numFmt = '@';
  for (const c of ['memberSince', 'memberUntil', 'lastFeePaid'] as const)
    sheet.getColumn(MEMBER_LIST_COLUMNS.indexOf(c) + 1).numFmt = 'yyyy-mm-dd';
  const notes = book.addWorksheet('说明 Notes');
  [zh('memberList.xlsx.note'), en('memberList.xlsx.note')].forEach((text, i) => {
    notes.getCell(`A${i + 1}`).value = text;
    textFormat(notes.getCell(`A${i + 1}`));
  });
  notes.getColumn(1).width = 120;
  const meta = book.addWorksheet(META, { state: 'veryHidden' });
  meta.getCell('A1').value = TEMPLATE_MARK;
  meta.getCell('A2').value = sheet.name;
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** One row as read: every column a clean value, and the spreadsheet row it came from. */
export interface MemberListRow {
  row: number;
  unitName: string;
  taxId: string;
  contactPerson: string;
  phone: string;
  email: string;
  userType: MemberListUserType;
  memberSince: string;
  memberUntil: string;
  lastFeePaid: string | null;
}

export interface ReadMemberList {
  rows: MemberListRow[];
  /** Every row's tax ID and name that could be read, wrong cells elsewhere or not: for duplicates. */
  names: { row: number; taxId?: string | undefined; unitName?: string | undefined }[];
  issues: FieldIssue[];
  sheet: string;
}

/** A wrong cell, named by row and column in the reader's language, with the reason. */
export function cellIssue(
  t: Translate,
  at: { sheet: string; row: number; column: MemberListColumn },
  key: string,
  params: Record<string, unknown> = {},
): FieldIssue {
  const cell = `${letter(MEMBER_LIST_COLUMNS.indexOf(at.column))}${at.row}`;
  return {
    field: `${at.sheet}!${cell}`,
    key: 'error.memberList.cell',
    params: {
      row: at.row,
      cell,
      column: t(`memberList.col.${at.column}`),
      problem: t(key, params),
    },
  };
}

type Cell = { text: string } | { date: string } | 'formula' | 'invalid';

function readCell(cell: ExcelJS.Cell): Cell {
  const v = cell.value;
  if (v === null || v === undefined) return { text: '' };
  if (typeof v === 'string') return { text: v.trim() };
  // A number typed in a text column (a phone, a code) is read as its digits.
  if (typeof v === 'number') return { text: String(v) };
  if (v instanceof Date) return { date: v.toISOString().slice(0, 10) };
  if (typeof v !== 'object') return 'invalid';
  if ('formula' in v || 'sharedFormula' in v) return 'formula';
  if ('richText' in v)
    return {
      text: v.richText
        .map((p) => p.text)
        .join('')
        .trim(),
    };
  if ('text' in v && typeof v.text === 'string') return { text: v.text.trim() };
  return 'invalid';
}

/** A day typed as 2024-03-01, 2024/3/1 or 2024.3.1, or kept by the spreadsheet as a date. */
function dayOf(read: { text: string } | { date: string }): string | undefined {
  if ('date' in read) return read.date;
  const m = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/.exec(read.text);
  if (!m) return undefined;
  const day = `${m[1]}-${m[2]?.padStart(2, '0')}-${m[3]?.padStart(2, '0')}`;
  const parsed = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day
    ? undefined
    : day;
}

function userTypeOf(text: string): MemberListUserType | undefined {
  const typed = text.trim().toLowerCase();
  if (!typed) return '01';
  for (const [code, names] of Object.entries(MEMBER_LIST_USER_TYPES))
    if (typed === code || names.some((n) => n.toLowerCase() === typed))
      return code as MemberListUserType;
  return undefined;
}

const FIELD_RULES = {
  unitName: F.unitName,
  taxId: F.taxId,
  contactPerson: F.contactPerson,
  phone: F.mobile,
  email: F.email,
} as const;

/**
 * Reads a filled list. A file that is no workbook, or not the template, is refused at once;
 * otherwise every wrong cell is in `issues` and the rows that are right in `rows`.
 */
export async function readMemberList(
  bytes: Buffer,
  t: Translate,
  today: string,
): Promise<ReadMemberList> {
  const verdict = zipVerdict(bytes, ZIP_LIMITS);
  if (verdict === 'tooMuch') throw badRequest('error.memberList.tooManyCells');
  if (verdict === 'broken') throw badRequest('error.memberList.notWorkbook');
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(new Uint8Array(bytes).buffer);
  } catch {
    throw badRequest('error.memberList.notWorkbook');
  }
  const meta = book.getWorksheet(META);
  const sheet =
    meta && String(meta.getCell('A1').value) === TEMPLATE_MARK
      ? book.getWorksheet(String(meta.getCell('A2').value ?? ''))
      : book.worksheets[0];
  // The headers say which template it is: a list typed from scratch with them is read too.
  const headers = MEMBER_LIST_COLUMNS.map((_, i) =>
    readCell(sheet?.getRow(1).getCell(i + 1) ?? ({} as ExcelJS.Cell)),
  );
  if (
    !sheet ||
    !MEMBER_LIST_COLUMNS.every((c, i) => {
      const h = headers[i];
      return typeof h === 'object' && 'text' in h && h.text === headerOf(c);
    })
  )
    throw badRequest('error.memberList.notTemplate');
  if (sheet.rowCount > MAX_ROWS + 1)
    throw badRequest('error.memberList.tooManyRows', undefined, { max: MAX_ROWS });

  const issues: FieldIssue[] = [];
  const rows: MemberListRow[] = [];
  const names: ReadMemberList['names'] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const line = sheet.getRow(r);
    const cells = MEMBER_LIST_COLUMNS.map((_, i) => readCell(line.getCell(i + 1)));
    if (cells.every((c) => typeof c === 'object' && 'text' in c && c.text === '')) continue;
    const found = issues.length;
    const at = (column: MemberListColumn) => ({ sheet: sheet.name, row: r, column });
    const value = {} as Record<MemberListColumn, { text: string } | { date: string }>;
    MEMBER_LIST_COLUMNS.forEach((c, i) => {
      const cell = cells[i];
      if (cell === 'formula') issues.push(cellIssue(t, at(c), 'error.memberList.formula'));
      else if (cell === 'invalid') issues.push(cellIssue(t, at(c), 'error.memberList.value'));
      else value[c] = cell ?? { text: '' };
    });
    const text = (c: MemberListColumn) => {
      const v = value[c];
      return v && 'text' in v ? v.text : (v?.date ?? '');
    };
    const clean: Partial<Record<keyof typeof FIELD_RULES, string>> = {};
    for (const [c, rule] of Object.entries(FIELD_RULES) as [
      keyof typeof FIELD_RULES,
      typeof F.taxId,
    ][]) {
      if (!value[c]) continue;
      // An email may be left blank: many lists have none; one typed must be right.
      if (c === 'email' && text(c) === '') {
        clean.email = '';
        continue;
      }
      const parsed = rule.safeParse(text(c));
      if (parsed.success) clean[c] = parsed.data;
      else
        issues.push(
          cellIssue(t, at(c), parsed.error.issues[0]?.message ?? 'error.memberList.value'),
        );
    }
    names.push({ row: r, taxId: clean.taxId, unitName: clean.unitName });
    const userType = value.userType ? userTypeOf(text('userType')) : '01';
    if (!userType) issues.push(cellIssue(t, at('userType'), 'error.memberList.userType'));
    const day = (c: 'memberSince' | 'memberUntil' | 'lastFeePaid', required: boolean) => {
      const v = value[c];
      if (!v) return undefined;
      if ('text' in v && v.text === '') {
        if (required) issues.push(cellIssue(t, at(c), 'error.memberList.dayRequired'));
        return undefined;
      }
      const d = dayOf(v);
      if (!d) issues.push(cellIssue(t, at(c), 'error.memberList.day'));
      return d;
    };
    const since = day('memberSince', true);
    const until = day('memberUntil', true);
    const paid = day('lastFeePaid', false);
    if (since && since > today)
      issues.push(cellIssue(t, at('memberSince'), 'error.memberList.future'));
    if (since && until && until <= since)
      issues.push(cellIssue(t, at('memberUntil'), 'error.memberList.untilBeforeSince'));
    if (paid && paid > today)
      issues.push(cellIssue(t, at('lastFeePaid'), 'error.memberList.future'));
    if (issues.length > found || !since || !until || !userType) continue;
    rows.push({
      row: r,
      unitName: clean.unitName ?? '',
      taxId: clean.taxId ?? '',
      contactPerson: clean.contactPerson ?? '',
      phone: clean.phone ?? '',
      email: clean.email ?? '',
      userType,
      memberSince: since,
      memberUntil: until,
      lastFeePaid: paid ?? null,
    });
  }
  if (rows.length === 0 && issues.length === 0) throw badRequest('error.memberList.empty');
  return { rows, names, issues, sheet: sheet.name };
}
