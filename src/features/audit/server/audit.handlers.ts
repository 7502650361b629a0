import { CODE } from '#shared/constants.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { list } from '#server/http/reply.ts';
import { AUDIT_EXPORT_TYPE, exportTrail, verifyAuditTrail } from '#server/audit/audit-archive.ts';
import { noteChange } from '#server/audit/audit-scope.ts';
import { sendFile } from '#server/http/send-file.ts';
import * as routes from './audit.routes.ts';
import { listAudit } from './audit.service.ts';

export const listTrail: Handler<typeof routes.list> = async (c) =>
  list(c, await listAudit(c.var.deps.db, c.req.valid('query'), c.var.t, c.var.locale));

const FAULTS = {
  missing: 'trail.verify.fault.missing',
  changed: 'trail.verify.fault.changed',
  relinked: 'trail.verify.fault.relinked',
  outside: 'trail.verify.fault.outside',
} as const;

/** The chain checked end to end; the answer names the first broken entry in the reader's words. */
export const verifyTrail: Handler<typeof routes.verify> = async (c) => {
  const { t } = c.var;
  const report = await verifyAuditTrail(c.var.deps.db, c.var.deps.env.DATA_DIR);
  const b = report.firstBroken;
  const msg = b
    ? t('trail.verify.broken', {
        seq: b.seq ?? '-',
        id: b.id ?? '-',
        fault: t(FAULTS[b.fault]),
        where: b.file ?? 'audit_log',
      })
    : t('trail.verify.ok', { checked: report.checked, archived: report.archived });
  return c.json({ code: CODE.ok, msg, data: report }, 200);
};

/** The audit administrator's copy of the trail; taking it is itself kept in the trail. */
export const exportTrailFile: Handler<typeof routes.exportTrail> = async (c) => {
  const day = new Date(c.var.deps.now()).toISOString().slice(0, 10);
  noteChange({ subject: 'audit', id: 'export', after: { day } });
  const body = exportTrail(c.var.deps.db);
  return sendFile({ body, type: AUDIT_EXPORT_TYPE, name: `audit-trail-${day}.jsonl` });
};

// The fixed paths are declared before any with a parameter.
export const auditRouter = newRouter()
  .openapi(routes.exportTrail, exportTrailFile)
  .openapi(routes.list, listTrail)
  .openapi(routes.verify, verifyTrail);
