/**
 * Every night the whole site is built again. Some pages follow the calendar, not an edit (the home
 * page lists the trainings still to come), and the full build, the source of truth, replaces the
 * layers the day's edits left.
 */
import { beijingToday } from '#shared/format.ts';
import type { Db, Transaction } from '../db/client.ts';
import type { Deps } from '../http/context.ts';
import { schedule, tomorrowsRun } from '../jobs/jobs.ts';
import { bumpContentVersion } from './content-version.ts';

export const NIGHTLY_BUILD_JOB = 'site:nightly';
/** After the membership and collection rounds, which may change the members table. */
const AT = '00:30';

export async function nightlyBuildJob(tx: Transaction, deps: Deps) {
  await schedule(tx, tomorrowsRun(NIGHTLY_BUILD_JOB, beijingToday(deps.now()), AT));
  return () => bumpContentVersion(deps, 'all');
}

/** At start: tonight's build is planned (once, whichever process plans it). */
export function planNightlyBuild(db: Pick<Db, 'insert'>, now: number) {
  return schedule(db, tomorrowsRun(NIGHTLY_BUILD_JOB, beijingToday(now), AT));
}
