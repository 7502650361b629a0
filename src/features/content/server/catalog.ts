/** Row shapes of the catalogue calls, in the reader's language. */
import { isSafeLink } from '#shared/links.ts';
import type { Locale } from '#shared/constants.ts';
import type * as S from '../contract/content.contract.ts';
import type * as T from './tables.ts';
import type { AuthUser } from '#server/http/context.ts';
import { lockOf } from '#server/auth/access.ts';
import { day, pick } from '#server/text/localize.ts';
import { sanitizeRichText } from '#server/text/sanitize.ts';

const DAY_MS = 86_400_000;

export const standardRow = (r: typeof T.standards.$inferSelect, l: Locale): S.StandardRow => ({
  id: r.id,
  code: r.code,
  name: pick(l, r.name, r.nameEn),
  category: r.category as S.StandardRow['category'],
  state: r.state as S.StandardRow['state'],
  issuedAt: day(r.issuedAt),
  implementedAt: day(r.implementedAt),
  draftingUnits: r.draftingUnits,
  summary: pick(l, r.summary, r.summaryEn),
});

export const standardDetail = (
  r: typeof T.standards.$inferSelect,
  l: Locale,
): S.StandardDetail => ({
  ...standardRow(r, l),
  revisions: r.revisions.map((v) => ({
    code: v.code,
    date: v.date,
    note: pick(l, v.note, v.noteEn),
  })),
});

export const patentRow = (
  r: typeof T.patents.$inferSelect,
  l: Locale,
  now: number,
): S.PatentRow => {
  const expiry = day(r.expiryDate);
  const remaining =
    r.inForce && expiry
      ? Math.max(0, Math.floor((Date.parse(`${expiry}T00:00:00Z`) - now) / DAY_MS))
      : 0;
  return {
    id: r.id,
    name: pick(l, r.name, r.nameEn),
    abstract: pick(l, r.abstract, r.abstractEn),
    applicationNo: r.applicationNo,
    country: r.country,
    type: r.type as S.PatentRow['type'],
    applicationDate: day(r.applicationDate),
    grantDate: day(r.grantDate),
    expiryDate: expiry,
    applicant: r.applicant,
    applicantAddress: r.applicantAddress,
    patentee: r.patentee,
    patenteeAddress: r.patenteeAddress,
    everGranted: r.everGranted,
    inForce: r.inForce,
    remainingDays: remaining,
  };
};

export const expertRow = (r: typeof T.experts.$inferSelect, l: Locale): S.ExpertRow => ({
  id: r.id,
  name: pick(l, r.name, r.nameEn),
  title: pick(l, r.title, r.titleEn),
  organization: pick(l, r.organization, r.organizationEn),
  field: pick(l, r.field, r.fieldEn),
  role: r.role as S.ExpertRow['role'],
  bio: pick(l, r.bio, r.bioEn),
});

/** open until the deadline (or the start), closed until the end, then past. */
export function trainingPhase(
  r: { startDate: string; endDate: string; deadline: string | null },
  today: string,
): S.TrainingRow['phase'] {
  if (today > r.endDate) return 'past';
  return today <= (r.deadline ?? r.startDate) ? 'open' : 'closed';
}

export const trainingRow = (
  r: typeof T.trainings.$inferSelect,
  l: Locale,
  auth: AuthUser | undefined,
  today: string,
): S.TrainingRow => {
  const locked = lockOf(r.access, auth);
  const startDate = day(r.startDate)!;
  const endDate = day(r.endDate)!;
  const deadline = day(r.deadline);
  return {
    id: r.id,
    title: pick(l, r.title, r.titleEn),
    startDate,
    endDate,
    deadline,
    location: pick(l, r.location, r.locationEn),
    fee: Number(r.fee),
    capacity: r.capacity,
    summary: pick(l, r.summary, r.summaryEn),
    body: locked ? null : sanitizeRichText(pick(l, r.body, r.bodyEn)),
    locked,
    access: r.access as S.Access,
    phase: trainingPhase({ startDate, endDate, deadline }, today),
  };
};

export const periodicalRow = (
  r: typeof T.periodicals.$inferSelect,
  l: Locale,
  file: S.FileRef | null,
): S.PeriodicalRow => ({
  id: r.id,
  title: pick(l, r.title, r.titleEn),
  year: r.year,
  issue: r.issue,
  publishedAt: day(r.publishedAt)!,
  summary: pick(l, r.summary, r.summaryEn),
  access: r.access as S.Access,
  file,
  contents: r.contents.map((c) => ({
    title: pick(l, c.title, c.titleEn),
    author: c.author,
    page: c.page,
  })),
});

export const allianceRow = (r: typeof T.alliances.$inferSelect, l: Locale): S.AllianceRow => ({
  id: r.id,
  name: pick(l, r.name, r.nameEn),
  founded: r.founded,
  intro: sanitizeRichText(pick(l, r.intro, r.introEn)),
  members: r.members,
});

export const memberUnitRow = (
  r: typeof T.memberUnits.$inferSelect,
  l: Locale,
): S.MemberUnitRow => ({
  id: r.id,
  unitName: pick(l, r.unitName, r.unitNameEn),
  region: pick(l, r.region, r.regionEn),
  category: r.category,
  level: r.level as S.MemberUnitRow['level'],
  joinedYear: r.joinedYear,
  website: r.website && isSafeLink(r.website) ? r.website : null,
});
