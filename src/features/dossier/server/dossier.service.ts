/** The unit behind an item a reviewer decides: registration, enterprise information, its files. */
import { eq } from 'drizzle-orm';
import type { Dossier } from '../contract/dossier.contract.ts';
import type { Db } from '#server/db/client.ts';
import { enterpriseProfiles } from '#features/profile/server/tables.ts';
import { enterprises } from '#server/auth/tables.ts';
import { notFound } from '#server/http/errors.ts';
import { fileRefs } from '#server/files/store.ts';

export async function dossierOf(db: Db, enterpriseId: number): Promise<Dossier> {
  const [e] = await db.select().from(enterprises).where(eq(enterprises.id, enterpriseId));
  if (!e) throw notFound();
  const [p] = await db
    .select()
    .from(enterpriseProfiles)
    .where(eq(enterpriseProfiles.enterpriseId, enterpriseId));
  const ids = Array.isArray(p?.data.attachments) ? (p.data.attachments as string[]) : [];
  const refs = await fileRefs(db, ids);
  return {
    id: e.id,
    unitName: e.unitName,
    taxId: e.taxId,
    contactPerson: e.contactPerson,
    phone: e.phone,
    email: e.email,
    auditStatus: e.auditStatus,
    isMember: e.isMember,
    registeredAt: e.createdAt.toISOString(),
    profile: p?.data ?? null,
    attachments: ids.flatMap((id) => refs.get(id) ?? []),
  };
}
