/**
 * Exported text that starts like a formula shows as typed, with no apostrophe, and stays text:
 * its cell has the Text format and Excel's quote prefix.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { zipEntryText } from '#tests/helpers/zip.ts';
import { xlsxStream } from './xlsx.ts';

async function* once<T>(value: T) {
  yield value;
}

describe('a streamed export', () => {
  it('writes formula-like text as typed, quote-prefixed, never as a formula', async () => {
    const stream = xlsxStream({
      sheet: 'units',
      headers: ['name', 'note'],
      batches: once([
        ['=HYPERLINK("http://evil.example","x")', '+86 512 6666 8888'],
        ['@SUM(1)', 'plain'],
      ]),
    });
    const bytes = Buffer.from(await new Response(stream).arrayBuffer());
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const cell = sheet?.getCell('A2');
    expect(cell?.value).toBe('=HYPERLINK("http://evil.example","x")');
    expect(cell?.type).toBe(ExcelJS.ValueType.String);
    expect(cell?.numFmt).toBe('@');
    expect(sheet?.getCell('B2').value).toBe('+86 512 6666 8888');
    expect(sheet?.getCell('A3').value).toBe('@SUM(1)');
    const styles = zipEntryText(bytes, 'xl/styles.xml') ?? '';
    expect(styles).toMatch(/<xf numFmtId="49" quotePrefix="1"/);
  });
});
