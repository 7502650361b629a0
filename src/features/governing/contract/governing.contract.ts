/** The governing-unit roster (user types 03–06): the council's leading units, with their contacts for one another. */
import { z } from 'zod';
import { dataOf, listOf } from '#shared/schemas/envelope.ts';

export const governingRow = z.object({
  id: z.number(),
  unitName: z.string(),
  level: z.string(),
  region: z.string(),
  category: z.string(),
  joinedYear: z.number().nullable(),
  website: z.string().nullable(),
  /** From the unit's registration, when it has an account here. */
  contactPerson: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export const governingDetail = governingRow.extend({
  profile: z
    .object({
      legalRepresentative: z.string(),
      address: z.string(),
      introduction: z.string(),
      staffTotal: z.number(),
      technicalStaff: z.number(),
      products: z.array(z.object({ name: z.string(), modelSpec: z.string() })),
    })
    .nullable(),
});
export const governingListResponse = listOf(governingRow);
export const governingDetailResponse = dataOf(governingDetail);
