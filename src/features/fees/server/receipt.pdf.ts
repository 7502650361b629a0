/**
 * A fee receipt as a PDF, in Chinese and English on one page: the association, the number, the
 * unit, what was paid for, the period, the amount in figures and in Chinese capitals, the days.
 */
import { formatAmount } from '#shared/format.ts';
import { amountInCapitals } from '#shared/money.ts';
import { beijingToday } from '#shared/format.ts';
import type { Translate } from '#i18n/index.ts';
import type { Deps } from '#server/http/context.ts';
import { type Pdf, PDF_TYPE, renderPdf } from '#server/pdf/pdf.ts';
import type { FileToSend } from '#server/http/send-file.ts';
import { type Receipt, receiptOf } from './receipts.service.ts';
import type { Env } from '#server/config/env.ts';

export interface Issuer {
  name: string;
  nameEn: string;
  font: string | undefined;
}

const GRAY = '#555555';

function line(doc: Pdf, zh: string, en: string, value: string) {
  const y = doc.y;
  doc.fillColor(GRAY).fontSize(10).text(zh, 56, y, { width: 150 });
  doc.fontSize(8).text(en, 56, doc.y, { width: 150 });
  const labelEnd = doc.y;
  doc.fillColor('black').fontSize(12).text(value, 210, y, { width: 330 });
  doc.y = Math.max(labelEnd, doc.y) + 8;
}

export function receiptPdf(receipt: Receipt, issuer: Issuer): Promise<Buffer> {
  return renderPdf({ font: issuer.font, title: `会费收据 Receipt ${receipt.number}` }, (doc) => {
    doc.fontSize(16).text(issuer.name, { align: 'center' });
    doc.fontSize(10).fillColor(GRAY).text(issuer.nameEn, { align: 'center' });
    doc.moveDown(0.8).fillColor('black').fontSize(20).text('会费收据', { align: 'center' });
    doc.fontSize(11).text('Membership Fee Receipt', { align: 'center' });
    doc.moveDown(1).fontSize(11);
    const top = doc.y;
    doc.text(`No. ${receipt.number}`, 56, top);
    doc.text(`开具日期 Issued on ${receipt.issuedOn}`, 300, top, { width: 240, align: 'right' });
    doc
      .moveTo(56, doc.y + 6)
      .lineTo(540, doc.y + 6)
      .stroke();
    doc.y += 18;
    line(doc, '交款单位', 'Received from', receipt.unitName);
    line(doc, '统一社会信用代码', 'Unified social credit code', receipt.taxId);
    line(doc, '收款事由', 'For', `${receipt.year} 年度会费\nMembership fee for ${receipt.year}`);
    line(doc, '会籍期间', 'Period', `${receipt.periodStart} – ${receipt.periodEnd}`);
    line(doc, '金额（小写）', 'Amount', `¥ ${formatAmount(receipt.amount)}`);
    line(doc, '金额（大写）', 'Amount in words', amountInCapitals(receipt.amount));
    line(doc, '付款日期', 'Paid on', receipt.paidOn);
    doc.moveTo(56, doc.y).lineTo(540, doc.y).stroke();
    doc.y += 12;
    line(doc, '收款单位', 'Received by', `${issuer.name}\n${issuer.nameEn}`);
    doc
      .moveDown(1)
      .fillColor(GRAY)
      .fontSize(8)
      .text(
        '本收据由协会会员系统开具，编号连续且不重复使用。' +
          'This receipt was issued by the association’s member portal; receipt numbers run ' +
          'without gaps and are never used twice.',
        56,
        doc.y,
        { width: 484 },
      );
  });
}

/** The association as it signs its documents, and the font it writes them in. */
export const issuerOf = (env: Env): Issuer => ({
  name: env.PUBLIC_SITE_NAME,
  nameEn: env.PUBLIC_SITE_NAME_EN,
  font: env.PDF_FONT,
});

/**
 * The download of one payment's receipt (issued now if it was not): the unit's own when
 * `enterpriseId` is given, any for staff (null).
 */
export async function receiptDownload(
  deps: Deps,
  p: { paymentId: number; enterpriseId: number | null; t: Translate },
): Promise<FileToSend> {
  const today = beijingToday(deps.now());
  const receipt = await receiptOf(deps.db, p.paymentId, p.enterpriseId, today);
  const pdf = await receiptPdf(receipt, issuerOf(deps.env));
  return { body: pdf, type: PDF_TYPE, name: `${p.t('fee.receiptFile')}-${receipt.number}.pdf` };
}
