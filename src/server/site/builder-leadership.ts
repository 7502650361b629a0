/**
 * Whether this process builds the pages (it leads) or serves the builds another one makes (it
 * follows): builder-lease.ts decides, with the database's lock. A leader claims the changes the
 * others queue in the build journal; each lead and each follow begins a new term, and work begun
 * in one term (a claim, a build, a merge) that ends in another is not this process's to finish.
 */
import type { SiteChange } from './content-version.ts';
import type { BuildJournal } from './build-journal.ts';

export class Leadership {
  /** False while another process builds the pages: this one serves the builds it makes. */
  leading = true;
  private termCount = 0;
  private claimTimer: NodeJS.Timeout | undefined;
  private readonly journal: BuildJournal | undefined;
  /** Names this process in the journal's rows. */
  readonly processId: string;
  private readonly log: (line: string) => void;

  constructor(journal: BuildJournal | undefined, processId: string, log: (line: string) => void) {
    this.journal = journal;
    this.processId = processId;
    this.log = log;
  }

  /** The current term: a step that started in another one is not to be finished. */
  get term(): number {
    return this.termCount;
  }

  /**
   * This process builds now. With a database other processes share, it claims the changes they
   * queue every `claimEveryMs`, handing each to `take` with its journal row.
   */
  lead(
    claimEveryMs: number | undefined,
    take: (change: SiteChange, entry: Promise<number>) => void,
  ): void {
    this.leading = true;
    const term = ++this.termCount;
    if (!claimEveryMs || !this.journal) return;
    const journal = this.journal;
    const claim = () =>
      journal
        .claim(this.processId)
        .then((rows) => {
          // Claimed as this process stopped building: back to whichever process builds now.
          if (term !== this.termCount) return journal.unclaim(rows.map((r) => r.id));
          for (const row of rows) take(row.change, Promise.resolve(row.id));
        })
        .catch((e) => this.log(`[site] build journal: ${String(e)}`))
        .finally(() => {
          if (term === this.termCount) this.claimTimer = setTimeout(claim, claimEveryMs);
        });
    this.claimTimer = setTimeout(claim, 0);
  }

  /**
   * Another process builds now: what this one took on and has not built (`entries`) goes back to
   * the journal, for the process that builds next.
   */
  follow(entries: Promise<number>[]): void {
    this.leading = false;
    this.termCount++;
    this.stopClaiming();
    const journal = this.journal;
    if (!journal || !entries.length) return;
    void Promise.all(entries)
      .then((ids) => journal.unclaim(ids.filter((id) => id > 0)))
      .catch((e) => this.log(`[site] build journal: ${String(e)}`));
  }

  stopClaiming(): void {
    clearTimeout(this.claimTimer);
  }
}
