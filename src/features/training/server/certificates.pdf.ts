/**
 * Training certificates as a PDF: a landscape page per person in Chinese and English, with the
 * code and the address where anyone can check it (as the member certificate has).
 */
import { renderPdf } from '#server/pdf/pdf.ts';
import type { Issuer } from '#features/fees/server/public.ts';
import type { TrainingCertificate } from './certificates.service.ts';

const BLUE = '#1e3a8a';
const GRAY = '#555555';

export function trainingCertificatesPdf(
  certificates: TrainingCertificate[],
  issuer: Issuer,
  verifyUrl: (code: string) => string,
): Promise<Buffer> {
  return renderPdf(
    { font: issuer.font, title: '培训证书 Training certificates', size: [842, 595] },
    (doc) => {
      certificates.forEach((c, i) => {
        if (i > 0) doc.addPage({ size: [842, 595], margin: 56 });
        const { width, height } = doc.page;
        doc
          .lineWidth(3)
          .strokeColor(BLUE)
          .rect(28, 28, width - 56, height - 56)
          .stroke();
        const box = { width: width - 160, align: 'center' as const };
        doc.fillColor(BLUE).fontSize(30).text('培训证书', 80, 80, box);
        doc.fontSize(14).text('Certificate of Training', box);
        doc.moveDown(1.2).fillColor('black').fontSize(22).text(c.name, box);
        doc.moveDown(0.3).fontSize(12).fillColor(GRAY).text(c.unitName, box);
        const span = c.startDate === c.endDate ? c.startDate : `${c.startDate} 至 ${c.endDate}`;
        doc.moveDown(1).fillColor('black').fontSize(15);
        doc.text(`于 ${span} 参加${issuer.name}举办的“${c.title}”，特发此证。`, box);
        doc.moveDown(0.4).fontSize(12).fillColor(GRAY);
        const spanEn = c.startDate === c.endDate ? c.startDate : `${c.startDate} to ${c.endDate}`;
        doc.text(
          `attended "${c.titleEn ?? c.title}", held by the ${issuer.nameEn}, ${spanEn}.`,
          box,
        );
        doc.moveDown(1).fillColor('black').fontSize(12);
        doc.text(`验证码 Verification code ${c.code}`, box);
        doc.moveDown(0.3).fontSize(10).fillColor(GRAY);
        doc.text(`验证地址 Check it at ${verifyUrl(c.code)}`, box);
        doc.fontSize(11).fillColor('black');
        doc.text(`${issuer.name}\n${issuer.nameEn}`, 80, height - 140, {
          width: width - 160,
          align: 'right',
        });
        doc.fontSize(10).text(`颁发日期 Issued on ${c.issuedOn}`, {
          width: width - 160,
          align: 'right',
        });
      });
    },
  );
}
