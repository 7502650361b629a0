/**
 * Tickets and badges as PDF, in Chinese and English at once (a ticket is shown at the door by
 * whoever holds it): A6 pages, one person each, with the QR code the staff phones scan.
 */
import { renderPdf, type Pdf } from '#server/pdf/pdf.ts';
import type { Issuer } from '#features/fees/server/public.ts';
import { drawQr } from './qr.ts';

/** Everything a ticket or a badge shows. */
export interface Ticket {
  registrationId: number;
  attendee: number;
  enterpriseId: number;
  trainingId: number;
  name: string;
  unitName: string;
  title: string;
  titleEn: string | null;
  startDate: string;
  endDate: string;
  location: string;
  locationEn: string | null;
  code: string;
}

/** A6 portrait, in points. */
const A6: [number, number] = [298, 420];
const GRAY = '#555555';
const BRAND = '#1e3a8a';

const span = (t: Ticket) =>
  t.startDate === t.endDate ? t.startDate : `${t.startDate} – ${t.endDate}`;

function ticketPage(doc: Pdf, t: Ticket, issuer: Issuer) {
  const width = A6[0] - 48;
  doc
    .fillColor(BRAND)
    .fontSize(14)
    .text('入场券 Admission ticket', 24, 24, { width, align: 'center' });
  doc.moveDown(0.4).fillColor('black').fontSize(11).text(t.title, { width, align: 'center' });
  if (t.titleEn) doc.fillColor(GRAY).fontSize(9).text(t.titleEn, { width, align: 'center' });
  doc.moveDown(0.3).fillColor('black').fontSize(9);
  doc.text(`日期 Dates ${span(t)}`, { width, align: 'center' });
  const place = t.locationEn ? `${t.location} / ${t.locationEn}` : t.location;
  if (place) doc.text(`地点 Venue ${place}`, { width, align: 'center' });
  drawQr(doc, t.code, (A6[0] - 170) / 2, 150, 170);
  doc.fillColor('black').fontSize(16).text(t.name, 24, 330, { width, align: 'center' });
  doc.fontSize(9).fillColor(GRAY).text(t.unitName, { width, align: 'center' });
  doc.moveDown(0.4).fontSize(7).text('入场时出示此码 Show this code at the door', {
    width,
    align: 'center',
  });
  doc.text(`${issuer.name} ${issuer.nameEn}`, { width, align: 'center' });
}

function badgePage(doc: Pdf, t: Ticket) {
  const width = A6[0] - 48;
  doc.fillColor(BRAND).fontSize(10).text(t.title, 24, 24, { width, align: 'center' });
  if (t.titleEn) doc.fillColor(GRAY).fontSize(8).text(t.titleEn, { width, align: 'center' });
  doc.fillColor('black').fontSize(30).text(t.name, 24, 110, { width, align: 'center' });
  doc.moveDown(0.3).fontSize(12).fillColor(GRAY).text(t.unitName, { width, align: 'center' });
  drawQr(doc, t.code, (A6[0] - 140) / 2, 250, 140);
}

function pages(tickets: Ticket[], draw: (doc: Pdf, t: Ticket) => void) {
  return (doc: Pdf) =>
    tickets.forEach((t, i) => {
      if (i > 0) doc.addPage({ size: A6, margin: 24 });
      // The kernel's margins are an A4 page's: a small page keeps its text on itself.
      else doc.page.margins = { top: 24, bottom: 24, left: 24, right: 24 };
      draw(doc, t);
    });
}

export const ticketsPdf = (tickets: Ticket[], issuer: Issuer) =>
  renderPdf(
    { font: issuer.font, title: '入场券 Admission tickets', size: A6 },
    pages(tickets, (doc, t) => ticketPage(doc, t, issuer)),
  );

export const badgesPdf = (tickets: Ticket[], issuer: Issuer) =>
  renderPdf({ font: issuer.font, title: '胸卡 Badges', size: A6 }, pages(tickets, badgePage));
