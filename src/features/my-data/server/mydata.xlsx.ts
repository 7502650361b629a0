/**
 * An enterprise's records as a workbook: a sheet per table, a column per field, each value as
 * data.json writes it (dates as ISO text, nested values as JSON), after a sheet with the note.
 */
import ExcelJS from 'exceljs';
import { textFormat } from '#server/export/xlsx.ts';
import type { EnterpriseData } from './mydata.service.ts';

/** Excel's limits: a sheet's name, and what one cell holds (data.json keeps longer values whole). */
const SHEET_NAME_MAX = 31;
const CELL_MAX = 32_767;

export async function recordsWorkbook(
  tables: EnterpriseData['tables'],
  note: string,
): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const about = book.addWorksheet('README');
  about.getColumn(1).width = 120;
  for (const line of note.split('\n')) about.addRow([line]).eachCell(textFormat);
  for (const [name, rows] of Object.entries(tables)) {
    const sheet = book.addWorksheet(name.slice(0, SHEET_NAME_MAX), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    const fields = [...new Set(rows.flatMap((row) => Object.keys(row)))];
    sheet.addRow(fields).font = { bold: true };
    for (const row of rows) sheet.addRow(fields.map((f) => cellOf(row[f]))).eachCell(textFormat);
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
}

function cellOf(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  return text.slice(0, CELL_MAX);
}
