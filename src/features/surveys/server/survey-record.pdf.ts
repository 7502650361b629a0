/**
 * A survey's results as a record to print and sign, in Chinese and English, on the same page as
 * a motion's result (governance's result record): the title, the window, who was asked, how
 * many answered, and per question its counts (a scale's mean and points; a text question only
 * how many answered it: the texts themselves are in the spreadsheet).
 */
import { formatDate } from '#shared/format.ts';
import type { Deps } from '#server/http/context.ts';
import type { FileToSend } from '#server/http/send-file.ts';
import { type RecordLine, resultRecordPdf } from '#features/governance/server/public.ts';
import type { Audience, Question, QuestionResult } from '../contract/survey-rules.ts';
import { surveyResults } from './results.service.ts';
import { surveyOf } from './surveys.service.ts';

const minute = (d: Date) => formatDate(d, 'YYYY-MM-DD HH:mm');
const percent = (n: number, of: number) => (of === 0 ? 0 : Math.round((n * 1000) / of) / 10);

const KIND = {
  single: '单选 Single choice',
  multiple: '多选 Multiple choice',
  scale: '量表 Scale',
  text: '简答 Short text',
} as const;

function askedLine(audience: Audience, day: string | null): string {
  if (audience === 'council') return '理事会成员单位 Council units';
  if (audience === 'units') return '注册已审核通过的全部单位 Every approved unit';
  return `${day ?? ''} 在册会员单位 Member units in good standing on ${day ?? ''}`;
}

/** One question: its title in both languages, then its counts, one a line. */
function questionLine(n: number, q: Question, r: QuestionResult): RecordLine {
  const counts =
    q.kind === 'single' || q.kind === 'multiple'
      ? q.options.map((o, k) => {
          const c = r.counts[k] ?? 0;
          return `${o.label} ${o.labelEn}: ${c}（${percent(c, r.answered)}%）`;
        })
      : q.kind === 'scale'
        ? [
            `平均 Average: ${r.average ?? '—'} / ${q.scaleMax ?? 5}`,
            r.distribution.map((c, k) => `${k + 1}: ${c}`).join(' · '),
          ]
        : [];
  return {
    zh: `第 ${n} 题`,
    en: `Question ${n} · ${KIND[q.kind]}`,
    value: [`${q.title}\n${q.titleEn}`, `作答 Answered: ${r.answered}`, ...counts].join('\n'),
  };
}

export async function surveyRecord(deps: Deps, id: number): Promise<FileToSend> {
  const results = await surveyResults(deps.db, id);
  const s = await surveyOf(deps.db, id);
  const asked = results.survey.eligible ?? 0;
  const lines: RecordLine[] = [
    { zh: '问卷', en: 'Survey', value: `${s.title}\n${s.titleEn}` },
    {
      zh: '作答期间',
      en: 'Window',
      value: `${minute(s.opensAt)} – ${minute(s.closesAt)}（北京时间 Beijing time）`,
    },
    { zh: '调查范围', en: 'Who could answer', value: askedLine(s.audience, s.rollDate) },
    { zh: '方式', en: 'Kind', value: s.anonymous ? '匿名 Anonymous' : '实名 Named' },
    { zh: '调查单位数', en: 'Units asked', value: String(asked) },
    {
      zh: '作答单位数（作答率）',
      en: 'Answered (rate)',
      value: `${results.responded}（${percent(results.responded, asked)}%）`,
    },
    ...s.questions.flatMap((q, i) => {
      const r = results.questions[i];
      return r ? [questionLine(i + 1, q, r)] : [];
    }),
  ];
  return resultRecordPdf(deps, {
    fileTitle: `问卷结果 Survey results ${s.id}`,
    heading: { zh: '问卷调查结果', en: 'Results of the survey' },
    lines,
    note: '多选题的各选项可同时选择，占比之和可超过 100%。On a multiple-choice question units may pick several options, so the shares may add up to more than 100%.',
    fileName: `survey-${s.id}-results.pdf`,
  });
}
