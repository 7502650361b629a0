/** Erasing a unit at its request: staff type its tax ID to confirm and say why. */
import { z } from 'zod';

export const eraseBody = z.object({
  confirmTaxId: z
    .string()
    .trim()
    .min(1, { error: 'validation.eraseTaxId.required' })
    .max(18, { error: 'validation.tooLong' }),
  reason: z
    .string()
    .trim()
    .min(1, { error: 'validation.eraseReason.required' })
    .max(1000, { error: 'validation.tooLong' }),
});

export const erasureResult = z.object({
  accounts: z.number(),
  removed: z.record(z.string(), z.number()),
  kept: z.record(z.string(), z.number()),
});
