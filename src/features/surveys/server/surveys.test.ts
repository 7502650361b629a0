/**
 * Surveys over real HTTP and a real database: drafting to results, the bell when one opens, who
 * may answer (and why not), one answer per unit when two phones send at once, a changed answer
 * counted once, opening and closing by the scheduler, results and their spreadsheet in both
 * languages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { api } from '#tests/helpers/api.ts';
import { login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';
import {
  erase,
  newReceipt,
  staff,
  type Unit,
  unitThat,
} from '#features/governance/server/governance.fixture.ts';
import { surveyAnswered, surveyResponses } from './tables.ts';
import { answer, openSurvey, surveyBody, surveyStep } from './surveys.fixture.ts';

let s: TestServer;
let secretariat: string;
beforeAll(async () => {
  s = await startTestServer();
  secretariat = await staff(s);
});
afterAll(() => s.stop());

const responsesOf = async (surveyId: number) =>
  (
    await s.deps.db
      .select({ n: count() })
      .from(surveyResponses)
      .where(eq(surveyResponses.surveyId, surveyId))
  )[0]!.n;

const mine = async (unit: Unit, id: number, lang: 'zh' | 'en' = 'en') =>
  (await api(s.base).GET('/center/surveys', { token: unit.token, lang })).body.rows.find(
    (r) => r.id === id,
  )!;

async function workbook(id: number, lang: 'zh' | 'en') {
  const res = await fetch(`${s.base}/surveys/${id}/export`, {
    headers: { authorization: `Bearer ${secretariat}`, 'content-language': lang },
  });
  expect(res.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  const sheets = book.worksheets.map((w) => {
    const rows: string[][] = [];
    w.eachRow((row) =>
      rows.push(
        Array.from((row.values as unknown[]).slice(1), (v) => (v == null ? '' : String(v))),
      ),
    );
    return { name: w.name, rows };
  });
  return { sheets, disposition: res.headers.get('content-disposition') ?? '' };
}

describe('surveys', () => {
  it('are drafted, opened (units told on the bell), answered, closed and counted', async () => {
    const units = [await unitThat(s), await unitThat(s), await unitThat(s)];
    const survey = await openSurvey(s, secretariat);
    expect(survey).toMatchObject({ status: 'open', answered: 0 });
    expect(survey.eligible).toBeGreaterThanOrEqual(3);

    for (const lang of ['en', 'zh'] as const) {
      const bell = await api(s.base).GET('/system/notice/todoList', {
        token: units[0]!.token,
        lang,
      });
      expect(bell.body.rows[0]?.noticeTitle).toBe(
        lang === 'en' ? 'Survey: Survey of member units’ needs' : '问卷调查：会员单位需求调查',
      );
    }

    const sent = await answer(s, units[0]!, survey.id, [0, [0, 2], 4, '多办培训'], newReceipt());
    expect(sent.body).toMatchObject({ msg: 'Your answers are recorded', data: { changed: false } });
    await answer(s, units[1]!, survey.id, [0, [2], 5, null], newReceipt());
    await answer(s, units[2]!, survey.id, [2, null, 2, 'More fairs'], newReceipt());
    // A named survey shows the unit its own answers, in either language.
    expect((await mine(units[0]!, survey.id, 'zh')).mine).toMatchObject({
      eligible: true,
      answered: true,
      answers: [0, [0, 2], 4, '多办培训'],
    });
    // No result while the survey runs.
    const early = await api(s.base).GET('/surveys/{id}/results', {
      token: secretariat,
      params: { path: { id: survey.id } },
    });
    expect(early.status).toBe(409);

    const closed = await surveyStep(s, secretariat, survey.id, 'close');
    expect(closed.body.data).toMatchObject({ status: 'closed', answered: 3 });
    expect((await answer(s, units[0]!, survey.id, [1, null, 1, null], newReceipt())).status).toBe(
      409,
    );
    const results = (
      await api(s.base).GET('/surveys/{id}/results', {
        token: secretariat,
        params: { path: { id: survey.id } },
      })
    ).body.data;
    expect(results.responded).toBe(3);
    expect(results.questions[0]).toMatchObject({ answered: 3, counts: [2, 0, 1] });
    expect(results.questions[1]).toMatchObject({ answered: 2, counts: [1, 0, 2] });
    expect(results.questions[2]).toMatchObject({
      answered: 3,
      average: 3.67,
      distribution: [0, 1, 0, 1, 1],
    });
    expect(results.questions[3]!.texts).toEqual(
      expect.arrayContaining([
        { text: '多办培训', unitName: units[0]!.name },
        { text: 'More fairs', unitName: units[2]!.name },
      ]),
    );

    // The spreadsheet, in each language: the summary and one row per response, named.
    const en = await workbook(survey.id, 'en');
    expect(en.sheets.map((w) => w.name)).toEqual(['Summary', 'Responses']);
    expect(en.disposition).toContain('survey-results');
    const summary = en.sheets[0]!.rows;
    expect(summary[0]).toEqual(['Survey of member units’ needs']);
    expect(summary[1]).toEqual([`3 of ${survey.eligible} units answered`]);
    expect(summary).toContainEqual(['', '', 'Manufacturing', '2', '66.7']);
    expect(summary).toContainEqual(['', '', 'Average', '3.67']);
    const responses = en.sheets[1]!.rows;
    expect(responses[0]).toEqual([
      'Unit',
      'What is your unit’s main business?',
      'Which services should the association offer?',
      'How satisfied are you with the association?',
      'Other suggestions',
    ]);
    expect(responses).toContainEqual([
      units[0]!.name,
      'Manufacturing',
      'Training; Policy briefings',
      '4',
      '多办培训',
    ]);
    const zh = await workbook(survey.id, 'zh');
    expect(zh.sheets.map((w) => w.name)).toEqual(['汇总', '答卷']);
    expect(zh.sheets[0]!.rows[1]).toEqual([`3 / ${survey.eligible} 家单位作答`]);
    expect(zh.sheets[1]!.rows).toContainEqual([
      units[0]!.name,
      '制造',
      '培训；政策解读',
      '4',
      '多办培训',
    ]);
  });

  it('refuses a unit not asked, with the reason in both languages', async () => {
    const lapsed = await unitThat(s, 'lapsed');
    const never = await unitThat(s, 'never');
    const erased = await unitThat(s);
    const member = await unitThat(s);
    const survey = await openSurvey(s, secretariat);
    await erase(s, erased);
    const late = await unitThat(s);
    const reasons: Record<string, [Unit, string, string]> = {
      lapsed: [
        lapsed,
        'Your unit’s membership has lapsed, so this survey is not put to it',
        '贵单位会籍已失效，不在本问卷的调查范围内',
      ],
      notMember: [
        never,
        'Your unit is not a member, so this survey is not put to it',
        '贵单位不是会员单位，不在本问卷的调查范围内',
      ],
      erased: [
        erased,
        'Your unit’s data has been erased, so it may not answer',
        '贵单位的数据已被删除，不能作答',
      ],
      notOnRoll: [
        late,
        'Your unit was not among those asked when the survey opened, so it may not answer',
        '问卷开放时贵单位不在调查范围内，不能作答',
      ],
    };
    for (const [reason, [unit, en, zh]] of Object.entries(reasons)) {
      const r = await answer(s, unit, survey.id, [0, null, 3, null], newReceipt());
      expect(r.status, reason).toBe(403);
      expect(r.body.msg, reason).toBe(en);
      expect(
        (await answer(s, unit, survey.id, [0, null, 3, null], newReceipt(), 'zh')).body.msg,
      ).toBe(zh);
      expect((await mine(unit, survey.id)).mine).toMatchObject({
        eligible: false,
        refusal: reason,
      });
    }
    // A council survey is refused to a member outside the council.
    const council = await openSurvey(s, secretariat, { audience: 'council' });
    const r = await answer(s, member, council.id, [0, null, 3, null], newReceipt(), 'zh');
    expect(r.status).toBe(403);
    expect(r.body.msg).toBe('本问卷仅面向理事会单位');
    // A required question left out, or an option that is not there, is refused and said which.
    const missing = await answer(s, member, survey.id, [null, null, 3, null], newReceipt());
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('Question 1 must be answered');
    const wrong = await answer(s, member, survey.id, [0, null, 9, null], newReceipt(), 'zh');
    expect(wrong.body.msg).toBe('第 3 题请在量表范围内打分');
    expect(await responsesOf(survey.id)).toBe(0);
    // Staff have no unit to answer for.
    const staffAnswer = await api(s.base).POST('/center/surveys/{id}/answer', {
      token: secretariat,
      params: { path: { id: survey.id } },
      body: { answers: [0, null, 3, null], receipt: newReceipt() },
    });
    expect(staffAnswer.status).toBe(403);
  });

  it('keeps one answer per unit when two phones send at once (named and anonymous)', async () => {
    for (const anonymous of [false, true]) {
      const unit = await unitThat(s);
      const survey = await openSurvey(s, secretariat, { anonymous });
      const replies = await Promise.all(
        [0, 1, 2].map((o) => answer(s, unit, survey.id, [o, null, 3, null], newReceipt())),
      );
      expect(replies.filter((r) => r.status === 200).length).toBeGreaterThan(0);
      expect(await responsesOf(survey.id)).toBe(1);
      const answered = await s.deps.db
        .select({ n: count() })
        .from(surveyAnswered)
        .where(
          and(eq(surveyAnswered.surveyId, survey.id), eq(surveyAnswered.enterpriseId, unit.id)),
        );
      expect(answered[0]!.n).toBe(1);
      // Another phone, without the first one's receipt, cannot change an anonymous answer.
      if (anonymous) expect(replies.filter((r) => r.status === 409).length).toBe(2);
    }
  });

  it('counts a changed answer once: named by the unit, anonymous by its receipt', async () => {
    for (const anonymous of [false, true]) {
      const unit = await unitThat(s);
      const survey = await openSurvey(s, secretariat, { anonymous });
      const receipt = newReceipt();
      await answer(s, unit, survey.id, [0, [0], 1, 'first'], receipt);
      const changed = await answer(s, unit, survey.id, [1, [1], 5, 'second'], receipt);
      expect(changed.body).toMatchObject({
        msg: 'Your answers are changed',
        data: { changed: true },
      });
      await surveyStep(s, secretariat, survey.id, 'close');
      const r = (
        await api(s.base).GET('/surveys/{id}/results', {
          token: secretariat,
          params: { path: { id: survey.id } },
        })
      ).body.data;
      expect(r.responded).toBe(1);
      expect(r.questions.map((q) => q.counts)).toEqual([[0, 1, 0], [0, 1, 0], [], []]);
      expect(r.questions[2]!.average).toBe(5);
      expect(r.questions[3]!.texts).toEqual([
        { text: 'second', unitName: anonymous ? null : unit.name },
      ]);
    }
  });

  it('opens by itself at its start time and closes by itself at its end', async () => {
    const unit = await unitThat(s);
    const now = s.deps.now();
    const drafted = await api(s.base).POST('/surveys', {
      token: secretariat,
      body: surveyBody(s, {
        opensAt: new Date(now + 3_600_000).toISOString(),
        closesAt: new Date(now + 7_200_000).toISOString(),
      }),
    });
    const id = drafted.body.data.id;
    // A scheduled opening can be taken back (the survey is a draft again), and planned again.
    await surveyStep(s, secretariat, id, 'schedule');
    expect((await surveyStep(s, secretariat, id, 'unschedule')).body.data.status).toBe('draft');
    s.advance(1100); // past the guard against a repeated click
    expect((await surveyStep(s, secretariat, id, 'schedule')).body.data.status).toBe('scheduled');
    await s.runDueJobs();
    expect((await mine(unit, id)) ?? null).toBeNull();
    s.advance(3_600_000 + 1000);
    await s.runDueJobs();
    expect((await mine(unit, id)).status).toBe('open');
    expect((await answer(s, unit, id, [0, null, 4, null], newReceipt())).status).toBe(200);
    s.advance(3_600_000);
    await s.runDueJobs();
    unit.token = await login(s, unit.name, 'Passw0rd');
    expect((await mine(unit, id)).status).toBe('closed');
    // Two hours on, the sessions have lapsed: sign in again for the tests after this one.
    secretariat = await staff(s);
  });

  it('refuses a draft without options, and steps out of order; the council only reads', async () => {
    const body = surveyBody(s);
    const bad = await api(s.base).POST('/surveys', {
      token: secretariat,
      lang: 'en',
      body: {
        ...body,
        questions: [{ ...body.questions[0]!, options: [body.questions[0]!.options[0]!] }],
      },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('A choice question needs at least two options');
    const survey = await openSurvey(s, secretariat);
    expect((await surveyStep(s, secretariat, survey.id, 'open')).status).toBe(409);
    const edited = await api(s.base).PUT('/surveys/{id}', {
      token: secretariat,
      params: { path: { id: survey.id } },
      body,
    });
    expect(edited.status).toBe(409);
    const council = await staff(s, 'council');
    expect((await api(s.base).GET('/surveys', { token: council })).status).toBe(200);
    expect((await surveyStep(s, council, survey.id, 'close')).status).toBe(403);
  });
});
