/**
 * A single page or one of the site's documents, open for editing: one versioned thing with no
 * list around it. Saving sends the version it was loaded at; a refused save keeps what is typed.
 */
import { atom } from 'nanostores';
import { editable, type Row } from '#features/content/browser/editable.store.ts';

export interface SiteSource {
  load(): Promise<{ values: Row; version: string }>;
  save(values: Row, version: string): Promise<{ version: string }>;
  restore(revision: number): Promise<unknown>;
  /** Where the server puts these fields in its error names (`value.`). */
  errorPrefix?: string;
  /** What its unsaved typing is kept under in the tab (`page:introduction`). */
  draftKey?: string;
}

export function siteItem(source: SiteSource, blank: () => Row) {
  const $version = atom<string | undefined>(undefined);
  const form = editable(blank, source.errorPrefix, {
    key: () => source.draftKey,
    version: () => $version.get(),
  });
  const { busy, take, forget, ...shared } = form;

  async function load(): Promise<void> {
    const { values, version } = await source.load();
    // Typing kept from before is saved against the version it started from.
    const kept = take(values);
    $version.set(kept ? (kept.version ?? version) : version);
  }

  function save(values: Row): Promise<void> {
    return busy(async () => {
      await source.save(values, $version.get() ?? '');
      forget();
      await load();
    });
  }

  function restore(revision: number): Promise<void> {
    return busy(async () => {
      await source.restore(revision);
      forget();
      await load();
    });
  }

  /** Throws the kept typing away and shows what the server holds. */
  async function discard(): Promise<void> {
    forget();
    await load();
  }

  return { ...shared, $version, load, save, restore, discard };
}

export type SiteItem = ReturnType<typeof siteItem>;
