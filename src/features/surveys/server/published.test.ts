/**
 * A survey's results published to the units asked, over real HTTP: only after closing, only to
 * units on its roll, each told on its bell in both languages; a named survey's texts shown without
 * their unit, an anonymous one's not at all; and the results' record to print, in both languages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/helpers/api.ts';
import { pdfFrom } from '#tests/helpers/pdf-text.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';
import {
  newReceipt,
  staff,
  type Unit,
  unitThat,
} from '#features/governance/server/governance.fixture.ts';
import { answer, openSurvey, surveyStep } from './surveys.fixture.ts';

let s: TestServer;
let secretariat: string;
beforeAll(async () => {
  s = await startTestServer();
  secretariat = await staff(s);
});
afterAll(() => s.stop());

const mine = async (unit: Unit, id: number) => {
  const rows = (await api(s.base).GET('/center/surveys', { token: unit.token })).body.rows;
  const row = rows.find((r) => r.id === id);
  if (!row) throw new Error(`survey ${id} not in the unit's list`);
  return row;
};

describe('published survey results', () => {
  it('reach the units asked once published, with the texts of a named survey unsigned', async () => {
    const [a, b] = [await unitThat(s), await unitThat(s)];
    const survey = await openSurvey(s, secretariat);
    await answer(s, a, survey.id, [0, [0, 2], 4, '多办培训'], newReceipt());
    await answer(s, b, survey.id, [1, [2], 2, null], newReceipt());
    // Units that joined after it opened were not asked: they never see its results.
    const late = await unitThat(s);

    // Not before it closes, and closed is not yet published.
    const early = await api(s.base).POST('/surveys/{id}/publish', {
      token: secretariat,
      lang: 'en',
      params: { path: { id: survey.id } },
    });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      msg: 'Only a closed survey whose results are not yet published can have them published',
    });
    await surveyStep(s, secretariat, survey.id, 'close');
    expect((await mine(a, survey.id)).results).toBeNull();

    s.advance(1100); // past the guard against a repeated click
    const published = await surveyStep(s, secretariat, survey.id, 'publish');
    expect(published.body.data).toMatchObject({ status: 'published', answered: 2 });
    s.advance(1100);
    expect((await surveyStep(s, secretariat, survey.id, 'publish')).body).toMatchObject({
      msg: '只有已结束且尚未公布结果的问卷可以公布结果',
    });

    for (const unit of [a, b]) {
      const { results } = await mine(unit, survey.id);
      expect(results).toMatchObject({ eligible: survey.eligible, responded: 2 });
      expect(results?.questions.map((q) => q.counts)).toEqual([[1, 1, 0], [1, 0, 2], [], []]);
      expect(results?.questions[2]).toMatchObject({ average: 3, distribution: [0, 1, 0, 1, 0] });
      expect(results?.questions[3]?.texts).toEqual([{ text: '多办培训', unitName: null }]);
    }
    expect((await mine(late, survey.id)).results).toBeNull();

    for (const lang of ['en', 'zh'] as const) {
      const bell = await api(s.base).GET('/system/notice/todoList', { token: b.token, lang });
      expect(bell.body.rows[0]?.noticeTitle).toBe(
        lang === 'en'
          ? 'Survey results: Survey of member units’ needs'
          : '问卷结果：会员单位需求调查',
      );
    }
    const lateBell = await api(s.base).GET('/system/notice/todoList', { token: late.token });
    expect(JSON.stringify(lateBell.body)).not.toContain('问卷结果');

    // The secretariat still reads and exports them.
    const results = await api(s.base).GET('/surveys/{id}/results', {
      token: secretariat,
      params: { path: { id: survey.id } },
    });
    expect(results.status).toBe(200);
  });

  it('never shows an anonymous survey’s texts to the units', async () => {
    const unit = await unitThat(s);
    const survey = await openSurvey(s, secretariat, { anonymous: true });
    await answer(s, unit, survey.id, [2, null, 5, '我们是本市最大的出口商'], newReceipt());
    await surveyStep(s, secretariat, survey.id, 'close');
    await surveyStep(s, secretariat, survey.id, 'publish');
    const { results } = await mine(unit, survey.id);
    expect(results?.questions[3]).toMatchObject({ answered: 1, texts: [] });
    expect(JSON.stringify(results)).not.toContain('出口商');
  });

  it('print as a record in both languages, once closed, for the secretariat only', async () => {
    const unit = await unitThat(s);
    const survey = await openSurvey(s, secretariat);
    const url = `${s.base}/surveys/${survey.id}/record`;
    expect((await pdfFrom(url, secretariat)).status).toBe(409);
    await answer(s, unit, survey.id, [0, [1], 5, null], newReceipt());
    await surveyStep(s, secretariat, survey.id, 'close');
    const record = await pdfFrom(url, secretariat);
    expect(record.status).toBe(200);
    expect(record.name).toBe(`survey-${survey.id}-results.pdf`);
    for (const words of [
      '问卷调查结果',
      'Results of the survey',
      'Survey of member units’ needs',
      '会员单位需求调查',
      'Member units in good standing on',
      'Manufacturing: 1',
      'Average: 5 / 5',
    ])
      expect(record.text).toContain(words);
    expect(record.text).toMatch(new RegExp(`Units asked\\s+${survey.eligible}`));
    expect((await pdfFrom(url, unit.token)).status).toBe(403);
  });
});
