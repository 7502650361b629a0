import { data, list } from '#server/http/reply.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { authOf } from '#server/auth/guard.ts';
import { enterpriseOf } from '#server/auth/caller.ts';
import { sendFile } from '#server/http/send-file.ts';
import * as routes from './governance.routes.ts';
import * as M from './motions.service.ts';
import { castVote, memberMotion, memberMotions } from './ballots.service.ts';
import { answerNomination, nominate, nominees } from './candidates.service.ts';
import { recordDownload } from './motion-record.pdf.ts';

const id = (c: { req: { valid(t: 'param'): { id: number } } }) => c.req.valid('param').id;

export const governanceRouter = newRouter()
  .openapi(routes.list, async (c) => list(c, { rows: await M.motionList(c.var.deps.db) }))
  .openapi(routes.detail, async (c) => data(c, await M.motionDetail(c.var.deps.db, id(c))))
  .openapi(routes.draft, async (c) =>
    data(
      c,
      await M.draftMotion(c.var.deps.db, c.req.valid('json'), authOf(c).userId),
      'governance.drafted',
    ),
  )
  .openapi(routes.edit, async (c) =>
    data(c, await M.editMotion(c.var.deps.db, id(c), c.req.valid('json')), 'governance.saved'),
  )
  .openapi(routes.nominations, async (c) =>
    data(c, await M.openNominations(c.var.deps.db, id(c)), 'governance.nominationsOpened'),
  )
  .openapi(routes.addCandidate, async (c) =>
    data(
      c,
      await nominate(c.var.deps.db, id(c), c.req.valid('json'), null, c.var.deps.now()),
      'governance.nominated',
    ),
  )
  .openapi(routes.nominees, async (c) => list(c, { rows: await nominees(c.var.deps.db, id(c)) }))
  .openapi(routes.nominate, async (c) =>
    data(
      c,
      await nominate(c.var.deps.db, id(c), c.req.valid('json'), enterpriseOf(c), c.var.deps.now()),
      'governance.nominated',
    ),
  )
  .openapi(routes.consent, async (c) => {
    const { accept } = c.req.valid('json');
    const answered = await answerNomination(
      c.var.deps.db,
      id(c),
      enterpriseOf(c),
      accept,
      c.var.deps.now(),
    );
    return data(c, answered, accept ? 'governance.accepted' : 'governance.declined');
  })
  .openapi(routes.open, async (c) =>
    data(c, await M.openMotion(c.var.deps.db, id(c), c.var.deps.now()), 'governance.opened'),
  )
  .openapi(routes.close, async (c) =>
    data(c, await M.closeMotion(c.var.deps.db, id(c), c.var.deps.now()), 'governance.closed'),
  )
  .openapi(routes.publish, async (c) =>
    data(c, await M.publishMotion(c.var.deps.db, id(c)), 'governance.published'),
  )
  .openapi(routes.record, (async (c) =>
    sendFile(await recordDownload(c.var.deps, id(c)))) as Handler<typeof routes.record>)
  .openapi(routes.ballots, async (c) =>
    list(c, { rows: await memberMotions(c.var.deps.db, enterpriseOf(c), c.var.locale) }),
  )
  .openapi(routes.ballot, async (c) =>
    data(c, await memberMotion(c.var.deps.db, id(c), enterpriseOf(c), c.var.locale)),
  )
  .openapi(routes.vote, async (c) => {
    const { choice, candidates, receipt } = c.req.valid('json');
    const voted = await castVote(c.var.deps.db, {
      pollId: id(c),
      enterpriseId: enterpriseOf(c),
      choice,
      candidates,
      receipt,
      now: c.var.deps.now(),
    });
    return data(c, voted, voted.changed ? 'governance.voteChanged' : 'governance.voted');
  });
