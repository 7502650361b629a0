/** For the survey tests: a survey of each kind of question, drafted and opened by the secretariat. */
import { api } from '#tests/helpers/api.ts';
import type { TestServer } from '#tests/helpers/server.ts';
import type { Answer } from '../contract/survey-rules.ts';
import type { SurveyInput } from '../contract/surveys.contract.ts';

/** A unit signed in (governance.fixture.ts makes them). */
interface Unit {
  token: string;
}

export const QUESTIONS: SurveyInput['questions'] = [
  {
    kind: 'single',
    title: '贵单位的主要业务是？',
    titleEn: 'What is your unit’s main business?',
    required: true,
    options: [
      { label: '制造', labelEn: 'Manufacturing' },
      { label: '贸易', labelEn: 'Trade' },
      { label: '服务', labelEn: 'Services' },
    ],
    scaleMax: null,
  },
  {
    kind: 'multiple',
    title: '希望协会提供哪些服务？',
    titleEn: 'Which services should the association offer?',
    required: false,
    options: [
      { label: '培训', labelEn: 'Training' },
      { label: '展会', labelEn: 'Trade fairs' },
      { label: '政策解读', labelEn: 'Policy briefings' },
    ],
    scaleMax: null,
  },
  {
    kind: 'scale',
    title: '对协会工作的满意度',
    titleEn: 'How satisfied are you with the association?',
    required: true,
    options: [],
    scaleMax: 5,
  },
  {
    kind: 'text',
    title: '其他建议',
    titleEn: 'Other suggestions',
    required: false,
    options: [],
    scaleMax: null,
  },
];

export function surveyBody(
  s: TestServer,
  rules: Partial<Pick<SurveyInput, 'anonymous' | 'audience' | 'opensAt' | 'closesAt'>> = {},
): SurveyInput {
  const now = s.deps.now();
  return {
    title: '会员单位需求调查',
    titleEn: 'Survey of member units’ needs',
    intro: '请各会员单位如实填写。',
    introEn: 'Please answer for your unit.',
    audience: rules.audience ?? 'members',
    anonymous: rules.anonymous ?? false,
    opensAt: rules.opensAt ?? new Date(now - 60_000).toISOString(),
    closesAt: rules.closesAt ?? new Date(now + 3_600_000).toISOString(),
    questions: QUESTIONS,
  };
}

export async function openSurvey(
  s: TestServer,
  token: string,
  rules: Parameters<typeof surveyBody>[1] = {},
) {
  const drafted = await api(s.base).POST('/surveys', { token, body: surveyBody(s, rules) });
  if (drafted.status !== 200) throw new Error(JSON.stringify(drafted.body));
  const id = drafted.body.data.id;
  const opened = await api(s.base).POST('/surveys/{id}/open', { token, params: { path: { id } } });
  if (opened.status !== 200) throw new Error(JSON.stringify(opened.body));
  return opened.body.data;
}

export const answer = (
  s: TestServer,
  unit: Unit,
  id: number,
  answers: Answer[],
  receipt: string,
  lang: 'zh' | 'en' = 'en',
) =>
  api(s.base).POST('/center/surveys/{id}/answer', {
    token: unit.token,
    lang,
    params: { path: { id } },
    body: { answers, receipt },
  });

export const surveyStep = (
  s: TestServer,
  token: string,
  id: number,
  name: 'open' | 'schedule' | 'unschedule' | 'close' | 'publish',
) => api(s.base).POST(`/surveys/{id}/${name}`, { token, params: { path: { id } } });
