/**
 * A single page or one of the site's documents, open for editing: one versioned thing with no
 * list around it. Saving sends the version it was loaded at, and shows what the server answered
 * it saved; a refused save keeps what is typed.
 */
import { atom } from 'nanostores';
import { editable, type Row } from '#features/content/browser/public.ts';
import type { SiteSaved } from './site.calls.ts';

export interface SiteSource {
  load(): Promise<{ values: Row; version: string }>;
  save(values: Row, version: string): Promise<SiteSaved>;
  restore(revision: number): Promise<SiteSaved>;
  /** Where the server puts these fields in its error names (`value.`). */
  errorPrefix?: string;
  /** What its unsaved typing is kept under in the tab (`page:introduction`). */
  draftKey?: string;
}

/** What a save or a restore answered, as the form holds it. */
export function formOf(saved: SiteSaved): { values: Row; version: string } {
  switch (saved.kind) {
    case 'page': {
      const { version, ...values } = saved.row;
      return { values, version };
    }
    case 'document':
      return { values: saved.row.value, version: saved.row.version };
    case 'menu':
      return { values: { tree: saved.row.tree }, version: saved.row.version };
  }
}

export function siteItem(source: SiteSource, blank: () => Row) {
  const $version = atom<string | undefined>(undefined);
  const form = editable(blank, source.errorPrefix, {
    key: () => source.draftKey,
    version: () => $version.get(),
  });
  const { busy, take, forget, ...shared } = form;

  function show({ values, version }: { values: Row; version: string }): void {
    // Typing kept from before is saved against the version it started from.
    const kept = take(values);
    $version.set(kept ? (kept.version ?? version) : version);
  }

  async function load(): Promise<void> {
    show(await source.load());
  }

  /** Shows what was saved; answers the build it queued, for the editor to follow. */
  function saved(answer: SiteSaved): number | null {
    forget();
    show(formOf(answer));
    return answer.buildId;
  }

  const save = (values: Row): Promise<number | null> =>
    busy(async () => saved(await source.save(values, $version.get() ?? '')));

  const restore = (revision: number): Promise<number | null> =>
    busy(async () => saved(await source.restore(revision)));

  /** Throws the kept typing away and shows what the server holds. */
  async function discard(): Promise<void> {
    forget();
    await load();
  }

  return { ...shared, $version, load, save, restore, discard };
}

export type SiteItem = ReturnType<typeof siteItem>;
