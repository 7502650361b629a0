/**
 * A member certificate as a PDF: one landscape page in Chinese and English, with the code and the
 * address where anyone can check it.
 */
import { renderPdf } from '#server/pdf/pdf.ts';
import type { Issuer } from '#features/fees/server/public.ts';
import type { Certificate } from './certificates.service.ts';

const GOLD = '#8a6d1f';
const GRAY = '#555555';

export function certificatePdf(
  cert: Certificate,
  issuer: Issuer,
  verifyUrl: string,
): Promise<Buffer> {
  return renderPdf(
    { font: issuer.font, title: `会员证书 Certificate ${cert.code}`, size: [842, 595] },
    (doc) => {
      const { width, height } = doc.page;
      doc
        .lineWidth(3)
        .strokeColor(GOLD)
        .rect(28, 28, width - 56, height - 56)
        .stroke();
      doc
        .lineWidth(1)
        .rect(36, 36, width - 72, height - 72)
        .stroke();
      const box = { width: width - 160 };
      doc.y = 80;
      doc
        .fillColor(GOLD)
        .fontSize(30)
        .text('会员证书', 80, doc.y, { ...box, align: 'center' });
      doc.fontSize(14).text('Certificate of Membership', { ...box, align: 'center' });
      doc.moveDown(1.5).fillColor('black').fontSize(15);
      doc.text(
        `兹证明 ${cert.unitName}（统一社会信用代码 ${cert.taxId}）为${issuer.name}会员单位。`,
        { ...box, align: 'center' },
      );
      doc.moveDown(0.5).fontSize(12).fillColor(GRAY);
      doc.text(
        `This certifies that ${cert.unitName} (unified social credit code ${cert.taxId}) ` +
          `is a member of the ${issuer.nameEn}.`,
        { ...box, align: 'center' },
      );
      doc.moveDown(1.2).fillColor('black').fontSize(14);
      doc.text(`有效期至 Valid until ${cert.validUntil}`, { ...box, align: 'center' });
      doc.moveDown(0.4).fontSize(12);
      doc.text(`验证码 Verification code ${cert.code}`, { ...box, align: 'center' });
      doc.moveDown(0.4).fontSize(10).fillColor(GRAY);
      doc.text(`验证地址 Check it at ${verifyUrl}`, { ...box, align: 'center' });
      doc.fontSize(11).fillColor('black');
      doc.text(`${issuer.name}\n${issuer.nameEn}`, 80, height - 150, { ...box, align: 'right' });
      doc.fontSize(10).text(`颁发日期 Issued on ${cert.issuedOn}`, { ...box, align: 'right' });
    },
  );
}
