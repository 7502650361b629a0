/**
 * The layout of a result record the secretariat prints and signs: the association's name, the
 * record's title in both languages, one line per fact (its label in Chinese over English, its
 * value beside), the lines to sign and date, and a note in small print. A motion's or an
 * election's record (motion-record.pdf.ts) and a survey's (surveys) fill it with their facts.
 */
import type { Deps } from '#server/http/context.ts';
import { type Pdf, PDF_TYPE, renderPdf } from '#server/pdf/pdf.ts';
import type { FileToSend } from '#server/http/send-file.ts';

const GRAY = '#555555';

/** One fact: its label in both languages and its value (lines split by "\n"). */
export interface RecordLine {
  zh: string;
  en: string;
  value: string;
}

interface ResultRecord {
  /** The document's title in its information, and the heading in both languages. */
  fileTitle: string;
  heading: { zh: string; en: string };
  lines: RecordLine[];
  /** Small print under the signature, both languages in one text. */
  note?: string;
  fileName: string;
}

function line(doc: Pdf, { zh, en, value }: RecordLine) {
  // A line that would not fit starts a page, so its label stays beside its value.
  if (doc.y > doc.page.height - 120) doc.addPage();
  const y = doc.y;
  doc.fillColor(GRAY).fontSize(10).text(zh, 56, y, { width: 150 });
  doc.fontSize(8).text(en, 56, doc.y, { width: 150 });
  const labelEnd = doc.y;
  doc.fillColor('black').fontSize(11).text(value, 210, y, { width: 330 });
  doc.y = Math.max(labelEnd, doc.y) + 8;
}

export async function resultRecordPdf(deps: Deps, record: ResultRecord): Promise<FileToSend> {
  const body = await renderPdf({ font: deps.env.PDF_FONT, title: record.fileTitle }, (doc) => {
    doc.fontSize(16).text(deps.env.PUBLIC_SITE_NAME, { align: 'center' });
    doc.fontSize(10).fillColor(GRAY).text(deps.env.PUBLIC_SITE_NAME_EN, { align: 'center' });
    doc.moveDown(0.8).fillColor('black').fontSize(18).text(record.heading.zh, { align: 'center' });
    doc.fontSize(11).text(record.heading.en, { align: 'center' });
    doc.moveDown(1);
    for (const l of record.lines) line(doc, l);
    doc.moveDown(2).fontSize(11).fillColor('black');
    doc.text('秘书处签字 Signed for the secretariat：____________________', 56, doc.y);
    doc.moveDown(1).text('日期 Date：____________________', 56, doc.y);
    if (record.note)
      doc.moveDown(2).fillColor(GRAY).fontSize(8).text(record.note, 56, doc.y, { width: 484 });
  });
  return { body, type: PDF_TYPE, name: record.fileName };
}
