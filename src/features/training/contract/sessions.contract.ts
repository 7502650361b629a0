/**
 * A training's sessions (two days, a morning and an afternoon): what the secretariat sends, what
 * the desk and the door read, and which session the door picks by itself.
 */
import { z } from 'zod';
import { formatDate } from '#shared/format.ts';
import { id } from '#shared/schemas/params.ts';

/** More parts than this is not one training. */
const MAX_SESSIONS = 20;

const moment = z.iso.datetime({ offset: true, error: 'validation.date' });

const sessionInput = z
  .object({
    /** An existing session's id keeps it (and its check-ins); none makes a new one. */
    id: id.optional(),
    name: z.string().trim().min(1, { error: 'validation.required' }).max(50),
    nameEn: z.string().trim().max(80).default(''),
    startsAt: moment,
    endsAt: moment,
    required: z.boolean().default(true),
  })
  .refine((s) => Date.parse(s.endsAt) > Date.parse(s.startsAt), {
    path: ['endsAt'],
    error: 'validation.session.endBeforeStart',
  });

export const sessionsBody = z.object({
  sessions: z
    .array(sessionInput)
    .max(MAX_SESSIONS)
    // One session named twice would be updated twice, the last silently winning.
    .refine(
      (all) => {
        const ids = all.flatMap((s) => (s.id === undefined ? [] : [s.id]));
        return new Set(ids).size === ids.length;
      },
      { error: 'validation.invalid' },
    ),
});

export const sessionRow = z.object({
  id: z.number(),
  name: z.string(),
  nameEn: z.string().nullable(),
  /** The name in the reader's language. */
  label: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  required: z.boolean(),
});
export type SessionRow = z.infer<typeof sessionRow>;

/**
 * The session a door is at now: the one under way, else the next one still to start, else the
 * last one (a late scan after the end). Sessions come in time order; none gives null.
 */
export function currentSession<S extends { startsAt: string; endsAt: string }>(
  sessions: S[],
  now: number,
): S | null {
  const running = sessions.find((s) => Date.parse(s.startsAt) <= now && now < Date.parse(s.endsAt));
  if (running) return running;
  return sessions.find((s) => Date.parse(s.startsAt) > now) ?? sessions.at(-1) ?? null;
}

/**
 * The sessions one check-in counts for: the one it names. A check-in without a session was made
 * before the training had sessions, when the door took one scan per person: it counts for every
 * session held on the Beijing day it was made (the person was there that day, and the door could
 * take no second scan). `sessionsOfDay` in server/sessions.service.ts says the same in SQL.
 */
export function sessionsCounted<S extends { id: number; startsAt: string | Date }>(
  sessions: S[],
  checkin: { sessionId: number | null; checkedInAt: string | Date },
): number[] {
  if (checkin.sessionId !== null) return [checkin.sessionId];
  const day = formatDate(checkin.checkedInAt);
  return sessions.filter((s) => formatDate(s.startsAt) === day).map((s) => s.id);
}
