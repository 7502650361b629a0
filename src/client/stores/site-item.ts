/**
 * A single page or one of the site's documents, open for editing: one versioned thing with no
 * list around it. Saving sends the version it was loaded at; a refused save keeps what is typed.
 */
import { atom } from 'nanostores';
import { editable, type Row } from './editable.ts';

export interface SiteSource {
  load(): Promise<{ values: Row; version: string }>;
  save(values: Row, version: string): Promise<{ version: string }>;
  restore(revision: number): Promise<unknown>;
  /** Where the server puts these fields in its error names (`value.`). */
  errorPrefix?: string;
}

export function siteItem(source: SiteSource, blank: () => Row) {
  const form = editable(blank, source.errorPrefix);
  const { busy, take, ...shared } = form;
  const $version = atom<string | undefined>(undefined);

  async function load(): Promise<void> {
    const { values, version } = await source.load();
    take(values);
    $version.set(version);
  }

  function save(values: Row): Promise<void> {
    return busy(async () => {
      await source.save(values, $version.get() ?? '');
      await load();
    });
  }

  function restore(revision: number): Promise<void> {
    return busy(async () => {
      await source.restore(revision);
      await load();
    });
  }

  return { ...shared, $version, load, save, restore };
}

export type SiteItem = ReturnType<typeof siteItem>;
