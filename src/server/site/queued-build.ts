/**
 * The build a change was queued as, for whoever made the change to follow: the builder writes
 * each change to its journal the moment it is told of it (`schedule` calls `queued` before it
 * returns), and the journal handed to it here notes the row being written at that moment. Which
 * build it is comes from the journal's id, never from comparing clocks.
 */
import type { BuildJournal } from './build-journal.ts';
import type { SiteChange } from './content-version.ts';

export function followedJournal(journal: BuildJournal) {
  let writing: Promise<number> | undefined;
  /** The row noted since the last look, and no longer. */
  const noted = () => {
    const row = writing;
    writing = undefined;
    return row;
  };
  const noting: BuildJournal = {
    ...journal,
    queued(change, builder) {
      writing = journal.queued(change, builder);
      return writing;
    },
  };
  return {
    /** The journal to give the builder. */
    journal: noting,
    /**
     * Tells the builder of a change (through `schedule`) and answers the id of the journal row
     * it was queued as; null when none was written (the builder goes on all the same).
     */
    queue(schedule: (change: SiteChange) => void, change: SiteChange): Promise<number | null> {
      noted();
      schedule(change);
      const row = noted();
      if (!row) return Promise.resolve(null);
      return row.then(
        (id) => (id > 0 ? id : null),
        () => null,
      );
    },
  };
}
