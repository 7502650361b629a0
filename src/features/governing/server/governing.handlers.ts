import { list } from '#server/http/reply.ts';
import type { Context } from 'hono';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { AUDIT_STATUS, CODE, GOVERNING_LEVELS } from '#shared/constants.ts';
import { enterpriseProfiles } from '#features/profile/server/tables.ts';
import { enterprises } from '#server/auth/tables.ts';
import { memberUnits } from '#features/content/server/tables.ts';
import type { AppEnv } from '#server/http/context.ts';
import { notFound } from '#server/http/errors.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { pick } from '#server/text/localize.ts';
import * as routes from './governing.routes.ts';

type Unit = typeof memberUnits.$inferSelect;
type Ent = typeof enterprises.$inferSelect;

function row(c: Context<AppEnv>, u: Unit, e: Ent | undefined) {
  return {
    id: u.id,
    unitName: pick(c.var.locale, u.unitName, u.unitNameEn),
    level: u.level,
    region: pick(c.var.locale, u.region, u.regionEn),
    category: u.category,
    joinedYear: u.joinedYear,
    website: u.website,
    contactPerson: e?.contactPerson ?? null,
    phone: e?.phone ?? null,
    email: e?.email ?? null,
  };
}

/**
 * The enterprises some entries are, by the id staff linked (never by name, which a stranger's
 * registration could copy), and only passed ones: their contacts are what council members read.
 */
async function linkedUnits(c: Context<AppEnv>, units: Unit[]) {
  const ids = units.map((u) => u.enterpriseId).filter((id): id is number => id !== null);
  if (ids.length === 0) return [];
  return c.var.deps.db
    .select()
    .from(enterprises)
    .where(and(inArray(enterprises.id, ids), eq(enterprises.auditStatus, AUDIT_STATUS.passed)));
}

export const governingRoster: Handler<typeof routes.list> = async (c) => {
  const units = await c.var.deps.db
    .select()
    .from(memberUnits)
    .where(
      and(eq(memberUnits.status, 'published'), inArray(memberUnits.level, [...GOVERNING_LEVELS])),
    )
    .orderBy(asc(memberUnits.sort));
  const ents = await linkedUnits(c, units);
  const rows = units.map((u) =>
    row(
      c,
      u,
      ents.find((e) => e.id === u.enterpriseId),
    ),
  );
  return list(c, { rows });
};

export const governingUnit: Handler<typeof routes.detail> = async (c) => {
  const { id } = c.req.valid('param');
  const { db } = c.var.deps;
  const [u] = await db
    .select()
    .from(memberUnits)
    .where(
      and(
        eq(memberUnits.id, id),
        eq(memberUnits.status, 'published'),
        inArray(memberUnits.level, [...GOVERNING_LEVELS]),
      ),
    );
  if (!u) throw notFound();
  const [e] = await linkedUnits(c, [u]);
  const [p] = e
    ? await db.select().from(enterpriseProfiles).where(eq(enterpriseProfiles.enterpriseId, e.id))
    : [];
  const d = p?.data as Record<string, unknown> | undefined;
  const profile = d
    ? {
        legalRepresentative: String(d.legalRepresentative ?? ''),
        address: String(d.address ?? ''),
        introduction: String(d.introduction ?? ''),
        staffTotal: Number(d.staffTotal ?? 0),
        technicalStaff: Number(d.technicalStaff ?? 0),
        products: ((d.products as { name?: string; modelSpec?: string }[] | undefined) ?? []).map(
          (x) => ({ name: String(x.name ?? ''), modelSpec: String(x.modelSpec ?? '') }),
        ),
      }
    : null;
  return c.json(
    { code: CODE.ok, msg: c.var.t('common.ok'), data: { ...row(c, u, e), profile } },
    200,
  );
};

export const governingRouter = newRouter()
  .openapi(routes.list, governingRoster)
  .openapi(routes.detail, governingUnit);
