/**
 * The console's statistics desk: the periods published so far, and publishing the next. A
 * publication is final, so the list only grows; each publish reads it again.
 */
import { atom } from 'nanostores';
import { publications, publishFigures } from './statistics.calls.ts';

export type Publication = Awaited<ReturnType<typeof publications>>[number];

export const $publications = atom<Publication[] | undefined>(undefined);
/** Bumped after a publication, so the figures on the page are read again. */
export const $figuresVersion = atom(0);

export async function loadPublications(): Promise<void> {
  $publications.set(await publications());
}

/** Publishes `period`; answers the server's message (the caller shows it). */
export async function publishPeriod(period: string): Promise<string> {
  const answer = await publishFigures(period);
  $figuresVersion.set($figuresVersion.get() + 1);
  await loadPublications();
  return answer.msg;
}
