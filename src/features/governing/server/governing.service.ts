/**
 * The governing units (the council and its officers) as council members read them: the published
 * entries of those levels, with the contacts of the passed enterprises staff linked them to.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { AUDIT_STATUS, GOVERNING_LEVELS, type Locale } from '#shared/constants.ts';
import { enterpriseProfiles } from '#features/profile/server/tables.ts';
import { enterprises } from '#server/auth/tables.ts';
import { memberUnits } from '#features/content/server/tables.ts';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/http/errors.ts';
import { pick } from '#server/text/localize.ts';

type Unit = typeof memberUnits.$inferSelect;
type Ent = typeof enterprises.$inferSelect;

function row(locale: Locale, u: Unit, e: Ent | undefined) {
  return {
    id: u.id,
    unitName: pick(locale, u.unitName, u.unitNameEn),
    level: u.level,
    region: pick(locale, u.region, u.regionEn),
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
async function linkedUnits(db: Db, units: Unit[]) {
  const ids = units.map((u) => u.enterpriseId).filter((id): id is number => id !== null);
  if (ids.length === 0) return [];
  return db
    .select()
    .from(enterprises)
    .where(and(inArray(enterprises.id, ids), eq(enterprises.auditStatus, AUDIT_STATUS.passed)));
}

/** Published entries of the governing levels. */
const governing = () =>
  and(eq(memberUnits.status, 'published'), inArray(memberUnits.level, [...GOVERNING_LEVELS]));

export async function governingRoster(db: Db, locale: Locale) {
  const units = await db
    .select()
    .from(memberUnits)
    .where(governing())
    .orderBy(asc(memberUnits.sort));
  const ents = await linkedUnits(db, units);
  return units.map((u) =>
    row(
      locale,
      u,
      ents.find((e) => e.id === u.enterpriseId),
    ),
  );
}

/** One governing unit with what its enterprise told about itself. */
export async function governingUnit(db: Db, locale: Locale, id: number) {
  const [u] = await db
    .select()
    .from(memberUnits)
    .where(and(eq(memberUnits.id, id), governing()));
  if (!u) throw notFound();
  const [e] = await linkedUnits(db, [u]);
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
  return { ...row(locale, u, e), profile };
}
