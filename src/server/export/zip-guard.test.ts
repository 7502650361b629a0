/** The zip guard lets a real workbook through and stops archives that inflate past the limits. */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { zipOf } from '#tests/helpers/zip.ts';
import { zipVerdict, zipWithinLimits } from './zip-guard.ts';

const LIMITS = { totalBytes: 5 * 1024 * 1024, entries: 100 };

describe('the zip guard', () => {
  it('lets a workbook through', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('a').getCell('A1').value = 'text';
    expect(zipWithinLimits(Buffer.from(await book.xlsx.writeBuffer()), LIMITS)).toBe(true);
  });

  it('stops an entry that inflates past the limit whatever size it declares', () => {
    expect(zipWithinLimits(zipOf('a.xml', Buffer.alloc(64 * 1024 * 1024, 32)), LIMITS)).toBe(false);
    expect(zipWithinLimits(zipOf('a.xml', Buffer.alloc(1024, 32)), LIMITS)).toBe(true);
  });

  it('reads every directory record there is, as the spreadsheet reader does, not the count', () => {
    // Each 4 MB: one passes; a hundred records of the same stream, the end record owning one.
    const stream = Buffer.alloc(4 * 1024 * 1024, 32);
    expect(zipWithinLimits(zipOf('a.xml', stream), LIMITS)).toBe(true);
    expect(zipWithinLimits(zipOf('a.xml', stream, 100, 1), LIMITS)).toBe(false);
    expect(zipWithinLimits(zipOf('a.xml', Buffer.alloc(10, 32), 2, 2), LIMITS)).toBe(true);
  });

  it('refuses what is not a zip archive', () => {
    expect(zipWithinLimits(Buffer.from('%PDF-1.4'), LIMITS)).toBe(false);
    expect(zipWithinLimits(Buffer.alloc(0), LIMITS)).toBe(false);
  });

  it('says when a real archive holds more XML elements than allowed, before anything parses them', () => {
    const rows = Buffer.from('<row><c><v>1</v></c></row>'.repeat(20_000));
    const limits = { ...LIMITS, elements: 60_000 };
    expect(zipVerdict(zipOf('xl/worksheets/sheet1.xml', rows), limits)).toBe('tooMuch');
    expect(zipVerdict(zipOf('xl/worksheets/sheet1.xml', rows.subarray(0, 26 * 1000)), limits)).toBe(
      'ok',
    );
    expect(zipVerdict(Buffer.from('%PDF-1.4'), limits)).toBe('broken');
  });
});
