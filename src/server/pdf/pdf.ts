/**
 * PDF documents the association issues (receipts, certificates), drawn with pdfkit in a font
 * that has Chinese characters. The font is the machine's: the one PDF_FONT names, or the first
 * of the usual packages found; without one a document cannot be made, and the answer says what
 * to install.
 */
import { existsSync } from 'node:fs';
import { AppError } from '../http/errors.ts';
import { CODE } from '#shared/constants.ts';

export type Pdf = PDFKit.PDFDocument;

/** A font file, and the face to use when it is a collection (.ttc). */
const KNOWN_FONTS: [string, string | undefined][] = [
  ['/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', 'NotoSansCJKsc-Regular'],
  ['/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc', 'NotoSerifCJKsc-Regular'],
  ['/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', 'WenQuanYiMicroHei'],
  ['/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc', 'WenQuanYiZenHei'],
];

function cjkFont(configured: string | undefined): [string, string | undefined] | undefined {
  if (configured) return existsSync(configured) ? [configured, undefined] : undefined;
  return KNOWN_FONTS.find(([path]) => existsSync(path));
}

/** Draws a document on A4 pages and answers its bytes; `title` goes in the file's information. */
export async function renderPdf(
  opts: { font: string | undefined; title: string; size?: [number, number] | 'A4' },
  draw: (doc: Pdf) => void,
): Promise<Buffer> {
  const font = cjkFont(opts.font);
  if (!font) {
    console.error('[pdf] no font with Chinese characters: install fonts-noto-cjk or set PDF_FONT');
    throw new AppError(503, CODE.error, 'error.pdf.noFont');
  }
  // Loaded with the first document, not at start: a restart serves pages before anyone asks for one.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: opts.size ?? 'A4',
    margin: 56,
    info: { Title: opts.title, Producer: 'association portal' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('cjk', font[0], font[1] ?? '');
  doc.font('cjk');
  draw(doc);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** A document's media type, for its download (http/send-file.ts). */
export const PDF_TYPE = 'application/pdf';
