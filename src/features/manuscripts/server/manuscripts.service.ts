/** Contributions to the periodicals: a member sends a PDF; editors accept or decline it. */
import { desc, eq, type SQL } from 'drizzle-orm';
import type { ManuscriptStatus } from '../contract/manuscripts.contract.ts';
import type { Db } from '#server/db/client.ts';
import { files } from '#server/files/tables.ts';
import { manuscripts } from './tables.ts';
import { badRequest, conflict } from '#server/http/errors.ts';
import { paged } from '#server/db/paging.ts';
import { transition } from '#server/workflow/transition.ts';
import { logStep, unitNames } from '#server/workflow/log.ts';

type Row = typeof manuscripts.$inferSelect;

export const manuscriptRow = (r: Row, unitName: string) => ({
  id: r.id,
  unitName,
  title: r.title,
  author: r.author,
  abstract: r.abstract,
  fileId: r.fileId,
  status: r.status,
  note: r.note,
  createdAt: r.createdAt.toISOString(),
});

/** The unit's own manuscripts, newest first. */
export const ownManuscripts = (db: Db, enterpriseId: number) =>
  manuscriptList(db, eq(manuscripts.enterpriseId, enterpriseId));

/** The editors' queue, of one status or all. */
export const manuscriptQueue = (
  db: Db,
  q: { status?: ManuscriptStatus | undefined; pageNum: number; pageSize: number },
) => manuscriptList(db, q.status ? eq(manuscripts.status, q.status) : undefined, q);

async function manuscriptList(
  db: Db,
  where: SQL | undefined,
  paging = { pageNum: 1, pageSize: 100 },
) {
  const { rows, total } = await paged(db, manuscripts, where, [desc(manuscripts.id)], paging);
  const nameOf = await unitNames(
    db,
    rows.map((r) => r.enterpriseId),
  );
  return { total, rows: rows.map((r) => manuscriptRow(r, nameOf(r.enterpriseId))) };
}

/** The file must be a PDF the unit uploaded (its content was checked at upload). */
export async function contribute(
  db: Db,
  m: {
    enterpriseId: number;
    actor: number;
    ownsFile: boolean;
    body: { title: string; author: string; abstract: string; fileId: string };
  },
) {
  const [file] = await db
    .select({ mime: files.mime })
    .from(files)
    .where(eq(files.id, m.body.fileId));
  if (!m.ownsFile || file?.mime !== 'application/pdf')
    throw badRequest('error.files.notYours', [{ field: 'fileId', key: 'error.files.notYours' }]);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(manuscripts)
      .values({ ...m.body, enterpriseId: m.enterpriseId, userId: m.actor })
      .returning();
    if (!created) throw conflict('error.workflow.stale');
    await logStep(tx, {
      subject: 'manuscript',
      subjectId: created.id,
      from: null,
      to: 'received',
      actor: m.actor,
    });
    return manuscriptRow(created, '');
  });
}

export async function decide(
  db: Db,
  d: { id: number; decision: 'accepted' | 'declined'; note: string; actor: number },
) {
  const moved = await transition(db, {
    table: manuscripts,
    state: { column: manuscripts.status, key: 'status' },
    subject: 'manuscript',
    id: d.id,
    from: 'received',
    to: d.decision,
    actor: d.actor,
    opinion: d.note,
    set: { note: d.note || null },
    notify: (m) => ({
      enterpriseId: m.enterpriseId,
      notice: {
        key: d.decision === 'accepted' ? 'manuscriptAccepted' : 'manuscriptDeclined',
        params: { title: m.title },
        opinion: d.note,
        from: 'editors',
        linkTo: '/center/contribute',
        link: 'manuscripts',
      },
    }),
  });
  return manuscriptRow(moved, (await unitNames(db, [moved.enterpriseId]))(moved.enterpriseId));
}
