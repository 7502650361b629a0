/**
 * The statistics bulletin of a published period: its figures as published, for the public page
 * (built with the site) and as a PDF in Chinese and English.
 */
import { desc, eq } from 'drizzle-orm';
import { ECONOMIC_INDICATORS, indicatorUnitKey } from '#features/reports/contract/reports.ts';
import type { Bulletin } from '../contract/statistics.contract.ts';
import { figureText, rateText } from '../contract/figures.ts';
import type { Translate } from '#i18n/index.ts';
import type { Db } from '#server/db/client.ts';
import { statPublications } from './tables.ts';
import { notFound } from '#server/http/errors.ts';
import type { Issuer } from '#features/fees/server/public.ts';
import { type Pdf, renderPdf } from '#server/pdf/pdf.ts';
import { publishedFor } from './statistics.service.ts';
import { change } from './industry.ts';

/** Every published period, newest first. */
export async function publishedPeriods(db: Pick<Db, 'select'>) {
  const rows = await db
    .select({ period: statPublications.period, publishedAt: statPublications.publishedAt })
    .from(statPublications)
    .orderBy(desc(statPublications.period));
  return rows.map((r) => ({ period: r.period, publishedAt: r.publishedAt.toISOString() }));
}

export async function bulletinOf(db: Pick<Db, 'select'>, period: string): Promise<Bulletin> {
  const [row] = await db
    .select({ publishedAt: statPublications.publishedAt })
    .from(statPublications)
    .where(eq(statPublications.period, period));
  if (!row) throw notFound('error.statistics.unpublished');
  const year = Number(period.slice(0, 4));
  const table = await publishedFor(db, year);
  const annual = period.length === 4;
  const before = annual ? await publishedFor(db, year - 1) : null;
  return {
    period,
    publishedAt: row.publishedAt.toISOString(),
    indicators: table.indicators.map((i, n) => {
      if (annual) {
        const last = before!.indicators[n]!.annual;
        return {
          code: i.code,
          value: i.annual,
          cumulative: null,
          periodOnPeriod: null,
          yearOnYear: change(i.annual, last),
        };
      }
      const m = i.months.find((x) => x.period === period)!;
      return {
        code: i.code,
        value: m.thisMonth,
        cumulative: m.cumulative,
        periodOnPeriod: m.monthOnMonth,
        yearOnYear: m.yearOnYear,
      };
    }),
  };
}

const GRAY = '#555555';

/** The bulletin on one A4 page: the figures in a table headed in both languages. */
export function bulletinPdf(b: Bulletin, issuer: Issuer, zh: Translate, en: Translate) {
  const both = (key: string, params?: Record<string, unknown>) =>
    `${zh(key, params)} ${en(key, params)}`;
  return renderPdf(
    { font: issuer.font, title: both('bulletin.title', { period: b.period }) },
    (doc) => {
      doc.fontSize(15).text(issuer.name, { align: 'center' });
      doc.fontSize(9).fillColor(GRAY).text(issuer.nameEn, { align: 'center' });
      doc.moveDown(0.6).fillColor('black').fontSize(17);
      doc.text(zh('bulletin.title', { period: b.period }), { align: 'center' });
      doc.fontSize(11).text(en('bulletin.title', { period: b.period }), { align: 'center' });
      doc.fontSize(9).fillColor(GRAY);
      doc.text(both('bulletin.publishedOn', { day: b.publishedAt.slice(0, 10) }), {
        align: 'center',
      });
      doc.moveDown(1).fillColor('black');
      const annual = b.period.length === 4;
      const withheld = `${zh('bulletin.withheld')}/${en('bulletin.withheld')}`;
      const columns: [string, number][] = [
        ['bulletin.indicator', 170],
        [annual ? 'bulletin.annual' : 'bulletin.thisMonth', 80],
        ...(annual
          ? []
          : ([
              ['bulletin.cumulative', 80],
              ['bulletin.periodOnPeriod', 70],
            ] as [string, number][])),
        ['bulletin.yearOnYear', 70],
      ];
      row(
        doc,
        columns.map(([key, w]) => [`${zh(key)}\n${en(key)}`, w]),
        true,
      );
      for (const i of b.indicators) {
        const info = ECONOMIC_INDICATORS.find((x) => x.code === i.code)!;
        const unit = indicatorUnitKey(i.code);
        const cells = [
          `${info.name}（${zh(unit)}）\n${info.nameEn} (${en(unit)})`,
          figureText('en', i.value, withheld),
          ...(annual ? [] : [figureText('en', i.cumulative, withheld), rateText(i.periodOnPeriod)]),
          rateText(i.yearOnYear),
        ];
        row(
          doc,
          cells.map((text, n) => [text, columns[n]![1]]),
          false,
        );
      }
      doc.moveDown(1).fillColor(GRAY).fontSize(8);
      doc.text(`${zh('bulletin.note')}\n${en('bulletin.note')}`, 56, doc.y, { width: 484 });
    },
  );
}

function row(doc: Pdf, cells: [string, number][], head: boolean) {
  const top = doc.y;
  let x = 56;
  let bottom = top;
  doc.fontSize(head ? 8 : 9).fillColor(head ? GRAY : 'black');
  cells.forEach(([text, width], n) => {
    doc.text(text, x, top, { width: width - 6, align: n === 0 ? 'left' : 'right' });
    bottom = Math.max(bottom, doc.y);
    x += width;
  });
  doc
    .moveTo(56, bottom + 3)
    .lineTo(x, bottom + 3)
    .lineWidth(head ? 0.8 : 0.3)
    .stroke();
  doc.y = bottom + 7;
}
