/**
 * Spreadsheets the console downloads, written row by row into the answer: a batch is read from
 * the database, written, and only then the next one read, so memory stays at one batch whatever
 * the size, and the server answers others between batches.
 */
import { PassThrough, Readable } from 'node:stream';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import './quote-prefix.ts';

export type Cell = string | number | Date | null;

export interface SheetSpec {
  sheet: string;
  headers: string[];
  widths?: number[];
  batches: AsyncIterable<Cell[][]>;
}

const YIELD_EVERY = 50;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Text is written as text, in the Text number format with Excel's quote prefix (quote-prefix.ts):
 * text that starts like a formula (= + - @) shows as typed and stays text when someone edits it.
 */
export function textFormat(cell: ExcelJS.Cell): void {
  if (typeof cell.value === 'string') cell.numFmt = '@';
}

/** The workbook as a web stream, for a Response; an error midway ends the download unfinished. */
export function xlsxStream(spec: SheetSpec): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  void write(spec, out).catch((err: unknown) => {
    console.error('[export] the spreadsheet could not be finished', err);
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}

async function write(spec: SheetSpec, out: PassThrough): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet(spec.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = spec.headers.map((header, i) => ({ header, width: spec.widths?.[i] ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let written = 0;
  for await (const batch of spec.batches) {
    for (const values of batch) {
      // Writing a row is synchronous: every so often the others' calls get their turn.
      if (++written % YIELD_EVERY === 0) await new Promise((r) => setImmediate(r));
      const row = sheet.addRow(values);
      row.eachCell((cell) => {
        textFormat(cell);
        if (cell.value instanceof Date) cell.numFmt = 'yyyy-mm-dd';
      });
      row.commit();
    }
    // Wait for the reader when it is slower than the database: memory stays at one batch.
    if (out.writableNeedDrain) await once(out, 'drain');
  }
  sheet.commit();
  await book.commit();
}
