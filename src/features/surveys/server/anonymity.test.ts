/**
 * An anonymous survey's anonymity, read from the database itself, as a secret ballot's is: after
 * units answer (one changes its answer by its receipt), every row of every table is read, with
 * the system columns that say which transaction wrote a row and where it sits, and nothing ties
 * a unit to its answers. The results and their spreadsheet name no unit either.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { IDEMPOTENCY_HEADER } from '#shared/constants.ts';
import { api } from '#tests/helpers/api.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';
import {
  newReceipt,
  staff,
  type Unit,
  unitThat,
} from '#features/governance/server/governance.fixture.ts';
import { everyRow, expectUnlinked } from '#features/governance/server/unlinked.fixture.ts';
import type { Answer } from '../contract/survey-rules.ts';
import { openSurvey, surveyStep } from './surveys.fixture.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.stop());

const send = (unit: Unit, id: number, answers: Answer[], receipt: string) =>
  api(s.base).POST('/center/surveys/{id}/answer', {
    token: unit.token,
    params: { path: { id } },
    body: { answers, receipt },
    // As the page sends it: the stored answer of a retry must hold nothing of the answers either.
    headers: { [IDEMPOTENCY_HEADER]: `survey-${receipt}-${JSON.stringify(answers).length}` },
  });

describe('an anonymous survey', () => {
  it('leaves no link between a unit and its answers anywhere in the database', async () => {
    const secretariat = await staff(s);
    const units = [await unitThat(s), await unitThat(s), await unitThat(s)];
    const survey = await openSurvey(s, secretariat, { anonymous: true });
    const receipts = units.map(() => newReceipt());
    // Each unit's text is its own mark, to be looked for in every row.
    const marks = ['答案标记甲', 'ANSWER-MARK-B', 'ANSWER-MARK-C'];
    for (const [i, unit] of units.entries())
      expect((await send(unit, survey.id, [i, [i], i + 1, marks[i]!], receipts[i]!)).status).toBe(
        200,
      );
    // The first changes its answers, by its receipt: still three responses.
    marks[0] = '改后答案标记甲';
    const changed = await send(units[0]!, survey.id, [2, [0, 1], 5, marks[0]], receipts[0]!);
    expect(changed.body.data).toEqual({ changed: true });

    const rows = await everyRow(s.deps.db);
    const responses = expectUnlinked(rows, {
      choices: 'survey_response',
      columns: ['answers', 'enterprise_id', 'id', 'receipt_hash', 'survey_id'],
      takers: 'survey_answered',
      units,
      receipts,
      holdsChoice: (_, text) => marks.some((m) => text.includes(m)) || /"answers"/.test(text),
      route: /center\/surveys/,
    });
    expect(responses).toHaveLength(3);

    // A unit sees that it answered, never which answers the database holds as its.
    const view = (await api(s.base).GET('/center/surveys', { token: units[1]!.token })).body.rows;
    expect(view.find((r) => r.id === survey.id)?.mine).toMatchObject({
      answered: true,
      answers: null,
    });

    // Counted: the texts come with no unit, and the spreadsheet has no unit column.
    await surveyStep(s, secretariat, survey.id, 'close');
    const results = (
      await api(s.base).GET('/surveys/{id}/results', {
        token: secretariat,
        params: { path: { id: survey.id } },
      })
    ).body.data;
    expect(results.responded).toBe(3);
    expect(results.questions[0]!.counts).toEqual([0, 1, 2]);
    expect(results.questions[3]!.texts.map((t) => t.unitName)).toEqual([null, null, null]);
    expect(results.questions[3]!.texts.map((t) => t.text).sort()).toEqual([...marks].sort());
    const res = await fetch(`${s.base}/surveys/${survey.id}/export`, {
      headers: { authorization: `Bearer ${secretariat}` },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[1]!;
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(1).getCell(1).value).toBe('贵单位的主要业务是？');
    const everything = JSON.stringify(book.worksheets.map((w) => w.getSheetValues()));
    for (const u of units) expect(everything).not.toContain(u.name);
  });
});
