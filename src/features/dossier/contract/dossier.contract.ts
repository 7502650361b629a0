/** What a reviewer reads beside a decision: the unit's registration, its information and files. */
import { z } from 'zod';
import { dataOf } from '#shared/schemas/envelope.ts';
import { fileRef } from '#features/content/contract/content.contract.ts';
import { AUDIT_STATUS } from '#shared/constants.ts';

export const dossier = z.object({
  id: z.number(),
  unitName: z.string(),
  taxId: z.string(),
  contactPerson: z.string(),
  phone: z.string(),
  email: z.string(),
  auditStatus: z.enum(Object.values(AUDIT_STATUS)),
  isMember: z.boolean(),
  registeredAt: z.string(),
  /** The enterprise information form as saved, or null when the unit has not saved one. */
  profile: z.record(z.string(), z.unknown()).nullable(),
  attachments: z.array(fileRef),
});
export type Dossier = z.infer<typeof dossier>;
export const dossierResponse = dataOf(dossier);
