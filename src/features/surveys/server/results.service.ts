/**
 * A closed survey's results: counts per option, a scale's mean and spread, the texts; and the
 * same as a spreadsheet in the reader's language (a summary sheet, and one row per response).
 * Nothing is shown while the survey runs: watching the counts move as units answer would tell
 * who answered what.
 */
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { Translate } from '#i18n/index.ts';
import type { Locale } from '#shared/constants.ts';
import type { Db } from '#server/db/client.ts';
import { enterprises } from '#server/auth/tables.ts';
import { conflict } from '#server/http/errors.ts';
import { textFormat, XLSX_TYPE } from '#server/export/xlsx.ts';
import type { FileToSend } from '#server/http/send-file.ts';
import { answerText, summarize } from '../contract/survey-rules.ts';
import type { SurveyResults } from '../contract/surveys.contract.ts';
import { surveyResponses } from './tables.ts';
import { counted, surveyDetail } from './surveys.service.ts';

export async function responsesOf(db: Pick<Db, 'select'>, surveyId: number) {
  const rows = await db
    .select({ answers: surveyResponses.answers, unitName: enterprises.unitName })
    .from(surveyResponses)
    .leftJoin(enterprises, eq(enterprises.id, surveyResponses.enterpriseId))
    .where(eq(surveyResponses.surveyId, surveyId));
  // A named survey's responses by unit; an anonymous one's have no unit and keep no order.
  return rows
    .map((r) => ({ answers: r.answers, unitName: r.unitName ?? null }))
    .sort((a, b) => (a.unitName ?? '').localeCompare(b.unitName ?? '', 'zh'));
}

export async function surveyResults(db: Db, id: number): Promise<SurveyResults> {
  const survey = await surveyDetail(db, id);
  if (!counted(survey.status)) throw conflict('error.survey.notClosed');
  const responses = await responsesOf(db, id);
  return {
    survey,
    responded: responses.length,
    questions: summarize(survey.questions, responses),
  };
}

const percent = (n: number, of: number) => (of === 0 ? 0 : Math.round((n * 1000) / of) / 10);

function addRow(sheet: ExcelJS.Worksheet, values: (string | number | null)[], bold = false) {
  const row = sheet.addRow(values);
  row.eachCell((cell) => textFormat(cell));
  if (bold) row.font = { bold: true };
}

/** The results as a workbook, every word in the reader's language. */
export async function resultsWorkbook(
  db: Db,
  id: number,
  t: Translate,
  locale: Locale,
): Promise<FileToSend> {
  const results = await surveyResults(db, id);
  const { survey } = results;
  const en = locale === 'en';
  const title = (q: { title: string; titleEn: string }) => (en ? q.titleEn : q.title);
  const book = new ExcelJS.Workbook();

  const summary = book.addWorksheet(t('survey.xlsx.summary'));
  summary.columns = [{ width: 8 }, { width: 48 }, { width: 40 }, { width: 12 }, { width: 12 }];
  addRow(summary, [en ? survey.titleEn : survey.title], true);
  addRow(summary, [
    t('survey.xlsx.responded', { responded: results.responded, eligible: survey.eligible ?? 0 }),
  ]);
  addRow(summary, [t(survey.anonymous ? 'survey.xlsx.anonymous' : 'survey.xlsx.named')]);
  addRow(summary, []);
  addRow(
    summary,
    [
      t('survey.xlsx.number'),
      t('survey.xlsx.question'),
      t('survey.xlsx.answer'),
      t('survey.xlsx.count'),
      t('survey.xlsx.share'),
    ],
    true,
  );
  for (const [i, q] of survey.questions.entries()) {
    const r = results.questions[i];
    if (!r) continue;
    addRow(summary, [i + 1, title(q), t(`survey.kind.${q.kind}`), r.answered, null], true);
    if (q.kind === 'single' || q.kind === 'multiple')
      q.options.forEach((o, k) => {
        const n = r.counts[k] ?? 0;
        addRow(summary, [null, null, en ? o.labelEn : o.label, n, percent(n, r.answered)]);
      });
    if (q.kind === 'scale') {
      addRow(summary, [null, null, t('survey.xlsx.average'), r.average, null]);
      for (const [k, n] of r.distribution.entries())
        addRow(summary, [null, null, String(k + 1), n, percent(n, r.answered)]);
    }
    if (q.kind === 'text')
      for (const text of r.texts)
        addRow(summary, [null, null, text.unitName ? `${text.unitName}: ${text.text}` : text.text]);
  }

  const sheet = book.addWorksheet(t('survey.xlsx.responses'));
  const named = !survey.anonymous;
  addRow(
    sheet,
    [...(named ? [t('survey.xlsx.unit')] : []), ...survey.questions.map((q) => title(q))],
    true,
  );
  const separator = t('survey.xlsx.separator');
  for (const response of await responsesOf(db, id))
    addRow(sheet, [
      ...(named ? [response.unitName ?? ''] : []),
      ...survey.questions.map((q, i) => answerText(q, response.answers[i] ?? null, en, separator)),
    ]);

  const body = new Uint8Array(await book.xlsx.writeBuffer());
  return { body, type: XLSX_TYPE, name: `${t('survey.xlsx.file')}-${survey.id}.xlsx` };
}
