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

const LABEL = { x: 56, width: 150 };
const VALUE = { x: 210, width: 330 };
const bottomOf = (doc: Pdf) => doc.page.height - doc.page.margins.bottom;
const valueHeight = (doc: Pdf, row: string) =>
  doc.fontSize(11).heightOfString(row || ' ', { width: VALUE.width });

/** The label in Chinese over English at `y`; answers where it ends. */
function label(doc: Pdf, zh: string, en: string, y: number): number {
  doc.fillColor(GRAY).fontSize(10).text(zh, LABEL.x, y, { width: LABEL.width });
  doc.fontSize(8).text(en, LABEL.x, doc.y, { width: LABEL.width });
  return doc.y;
}

/**
 * One fact. Its value is laid out row by row (an election's ranking is a row per candidate), each
 * placed by hand: a row that would not fit starts the next page under the label again, marked
 * continued, so a long value fills the page it starts on and nothing is drawn over anything
 * (pdfkit's own flow would start the page but leave the next fact below the label's end).
 */
function line(doc: Pdf, { zh, en, value }: RecordLine) {
  const rows = value.split('\n');
  const labelHeight =
    doc.fontSize(10).heightOfString(zh, { width: LABEL.width }) +
    doc.fontSize(8).heightOfString(en, { width: LABEL.width });
  // The label and the value's first row stay together.
  if (doc.y + Math.max(labelHeight, valueHeight(doc, rows[0] ?? '')) > bottomOf(doc)) doc.addPage();
  let y = doc.y;
  let labelEnd = label(doc, zh, en, y);
  for (const row of rows) {
    const height = valueHeight(doc, row);
    if (y + height > bottomOf(doc)) {
      doc.addPage();
      y = doc.page.margins.top;
      labelEnd = label(doc, `${zh}（续）`, `${en} (continued)`, y);
    }
    doc.fillColor('black').fontSize(11).text(row, VALUE.x, y, { width: VALUE.width });
    y += height;
  }
  doc.y = Math.max(labelEnd, y) + 8;
}

export async function resultRecordPdf(deps: Deps, record: ResultRecord): Promise<FileToSend> {
  const body = await renderPdf({ font: deps.env.PDF_FONT, title: record.fileTitle }, (doc) => {
    doc.fontSize(16).text(deps.env.PUBLIC_SITE_NAME, { align: 'center' });
    doc.fontSize(10).fillColor(GRAY).text(deps.env.PUBLIC_SITE_NAME_EN, { align: 'center' });
    doc.moveDown(0.8).fillColor('black').fontSize(18).text(record.heading.zh, { align: 'center' });
    doc.fontSize(11).text(record.heading.en, { align: 'center' });
    doc.moveDown(1);
    for (const l of record.lines) line(doc, l);
    // The lines to sign and date stay together, on the page of the last fact if they fit.
    if (doc.y + 80 > bottomOf(doc)) doc.addPage();
    doc.moveDown(2).fontSize(11).fillColor('black');
    doc.text('秘书处签字 Signed for the secretariat：____________________', 56, doc.y);
    doc.moveDown(1).text('日期 Date：____________________', 56, doc.y);
    if (record.note)
      doc.moveDown(2).fillColor(GRAY).fontSize(8).text(record.note, 56, doc.y, { width: 484 });
  });
  return { body, type: PDF_TYPE, name: record.fileName };
}
