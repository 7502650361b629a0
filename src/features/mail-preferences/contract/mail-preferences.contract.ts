/** An account's choice of the optional mail it gets (the essential mail always goes). */
import { z } from 'zod';
import type { OptionalMailTopic } from '#shared/mail-topics.ts';

/** Each optional topic, on or off. */
export const mailTopics = z.object({
  /** Reminders of the membership term and of statistics reports. */
  reminders: z.boolean(),
  /** The secretariat's general notices. */
  news: z.boolean(),
}) satisfies z.ZodType<Record<OptionalMailTopic, boolean>>;

export const mailPreferences = z.object({
  /** Whether the account has an address mail goes to (the unit's registered email). */
  address: z.string().nullable(),
  topics: mailTopics,
});
export type MailPreferences = z.infer<typeof mailPreferences>;

/** The topics to change; those left out stay as they are. */
export const mailPreferencesBody = z.object({ topics: mailTopics.partial() });
export type MailPreferencesBody = z.infer<typeof mailPreferencesBody>;
