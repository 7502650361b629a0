import { data, list } from '#server/http/reply.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { authOf } from '#server/auth/guard.ts';
import { enterpriseOf } from '#server/auth/caller.ts';
import { sendFile } from '#server/http/send-file.ts';
import * as routes from './surveys.routes.ts';
import * as S from './surveys.service.ts';
import { answerSurvey, memberSurveys } from './answers.service.ts';
import { resultsWorkbook, surveyResults } from './results.service.ts';
import { surveyRecord } from './survey-record.pdf.ts';

const id = (c: { req: { valid(t: 'param'): { id: number } } }) => c.req.valid('param').id;

export const surveysRouter = newRouter()
  .openapi(routes.list, async (c) => list(c, { rows: await S.surveyList(c.var.deps.db) }))
  .openapi(routes.draft, async (c) =>
    data(
      c,
      await S.draftSurvey(c.var.deps.db, c.req.valid('json'), authOf(c).userId),
      'survey.drafted',
    ),
  )
  .openapi(routes.edit, async (c) =>
    data(c, await S.editSurvey(c.var.deps.db, id(c), c.req.valid('json')), 'survey.saved'),
  )
  .openapi(routes.open, async (c) =>
    data(c, await S.openSurvey(c.var.deps.db, id(c), c.var.deps.now()), 'survey.opened'),
  )
  .openapi(routes.schedule, async (c) =>
    data(c, await S.scheduleSurvey(c.var.deps.db, id(c), c.var.deps.now()), 'survey.scheduled'),
  )
  .openapi(routes.unschedule, async (c) =>
    data(c, await S.unscheduleSurvey(c.var.deps.db, id(c)), 'survey.unscheduled'),
  )
  .openapi(routes.close, async (c) =>
    data(c, await S.closeSurvey(c.var.deps.db, id(c), c.var.deps.now()), 'survey.closed'),
  )
  .openapi(routes.publish, async (c) =>
    data(c, await S.publishSurvey(c.var.deps.db, id(c)), 'survey.published'),
  )
  .openapi(routes.record, (async (c) => sendFile(await surveyRecord(c.var.deps, id(c)))) as Handler<
    typeof routes.record
  >)
  .openapi(routes.results, async (c) => data(c, await surveyResults(c.var.deps.db, id(c))))
  .openapi(routes.exportResults, (async (c) =>
    sendFile(await resultsWorkbook(c.var.deps.db, id(c), c.var.t, c.var.locale))) as Handler<
    typeof routes.exportResults
  >)
  .openapi(routes.mine, async (c) =>
    list(c, { rows: await memberSurveys(c.var.deps.db, enterpriseOf(c), c.var.deps.now()) }),
  )
  .openapi(routes.answer, async (c) => {
    const { answers, receipt } = c.req.valid('json');
    const answered = await answerSurvey(c.var.deps.db, {
      surveyId: id(c),
      enterpriseId: enterpriseOf(c),
      answers,
      receipt,
      now: c.var.deps.now(),
    });
    return data(c, answered, answered.changed ? 'survey.answerChanged' : 'survey.answerRecorded');
  });
