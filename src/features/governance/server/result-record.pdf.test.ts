/**
 * A long result record lays out cleanly over pages: an election of 30 candidates after a motion
 * title of several lines fills its first page, goes on under a "continued" label, and every
 * row, the hash and the signature read top to bottom in order, none drawn over another.
 */
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Deps } from '#server/http/context.ts';
import { resultRecordPdf } from './result-record.pdf.ts';

const deps = {
  env: {
    PDF_FONT: undefined,
    PUBLIC_SITE_NAME: '医药装备协会',
    PUBLIC_SITE_NAME_EN: 'Association',
  },
} as unknown as Deps;

/** Each page's text pieces from the top of the page down (pdf.js: y grows upwards). */
async function pagesTopDown(bytes: Uint8Array): Promise<string[][]> {
  const task = getDocument({ data: bytes, useSystemFonts: false });
  const doc = await task.promise;
  const pages: string[][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const items = (await (await doc.getPage(n)).getTextContent()).items.flatMap((i) =>
      'str' in i && i.str.trim() ? [{ text: i.str, y: i.transform[5] as number }] : [],
    );
    pages.push(items.sort((a, b) => b.y - a.y).map((i) => i.text));
  }
  await task.destroy();
  return pages;
}

describe('the result record over pages', () => {
  it('an election of 30 candidates fills its page, goes on marked continued, all in order', async () => {
    const ranking = Array.from(
      { length: 30 },
      (_, i) => `${i + 1}. 候选单位${i + 1} ${30 - i} 票 votes`,
    );
    const title = '关于修订协会章程第十二条会员代表大会表决程序的动议 '.repeat(6);
    const file = await resultRecordPdf(deps, {
      fileTitle: 'record',
      heading: { zh: '选举结果', en: 'Result of the election' },
      lines: [
        { zh: '选举', en: 'Election', value: `${title}\nAn election with a long title` },
        { zh: '应选席位', en: 'Seats', value: '5' },
        { zh: '得票', en: 'Votes', value: ranking.join('\n') },
        { zh: '选票哈希', en: 'Hash', value: 'f'.repeat(64) },
      ],
      fileName: 'record.pdf',
    });
    const pages = await pagesTopDown(new Uint8Array(file.body as Buffer));
    expect(pages).toHaveLength(2);
    const [first = [], second = []] = pages;
    // The ranking starts on the first page and fills it: no block pushed whole to the next.
    const onFirst = first.filter((t) => /^\d+\. 候选单位/.test(t)).length;
    expect(onFirst).toBeGreaterThan(10);
    expect(second[0]).toBe('得票（续）');
    // Read top to bottom, the rows come in order, then the hash, then the lines to sign.
    const read = pages.flat();
    const at = (text: string) => read.findIndex((t) => t.startsWith(text));
    const order = [...ranking.map((r) => r.split(' ')[0]!), 'ffff', '秘书处签字'].map(at);
    expect(order.every((i) => i >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
