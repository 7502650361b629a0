/**
 * One item an editor has open, as state: the values being typed, the item as the server last
 * answered (its version, status, planned publication), the server's verdict per field, and the
 * actions on it. Every action is one call: its answer is the item as saved, shown at once, and
 * the id of the build it queued. A refused save keeps everything typed; only a successful one
 * takes the new version.
 */
import { atom } from 'nanostores';
import type { ContentTypeKey } from '#shared/content-types.ts';
import {
  type ContentFields,
  type ContentRow,
  createContent,
  getContent,
  publishContent,
  restoreContent,
  saveContent,
  scheduleContent,
} from './content.calls.ts';
import { editable } from './editable.store.ts';

export interface ItemState {
  id?: number;
  version?: string;
  status: 'draft' | 'published';
  scheduledAt: string | null;
}

/** What an action answered: the item's id, and the build its public change queued (or null). */
export interface Done {
  id: number;
  buildId: number | null;
}

export function contentItem(type: ContentTypeKey, blank: () => ContentFields) {
  const $state = atom<ItemState>({ status: 'draft', scheduledAt: null });
  const form = editable(blank, '', {
    key: () => `content:${type}:${$state.get().id ?? 'new'}`,
    version: () => $state.get().version,
  });
  const { busy, take: _shown, forget, ...shared } = form;

  /** Shows the item as the server answered it. */
  function take(row: ContentRow): void {
    const { id, version, status, scheduledAt, updatedAt: _u, ...values } = row;
    const state: ItemState = { id, version, status, scheduledAt };
    $state.set(state);
    // Typing kept from before is saved against the version it started from.
    const kept = form.take(values);
    if (kept?.version) $state.set({ ...state, version: kept.version });
  }

  /** Shows what an action answered, and tells the caller what it needs of it. */
  function answered(saved: { row: ContentRow; buildId: number | null }): Done {
    take(saved.row);
    return { id: saved.row.id, buildId: saved.buildId };
  }

  async function load(id: number): Promise<void> {
    take(await getContent(type, id));
  }

  /** Saves what is typed (as `values` makes it); a new item is created as a draft. */
  function save(values: ContentFields): Promise<Done> {
    return busy(async () => {
      const { id, version } = $state.get();
      const saved =
        id === undefined
          ? await createContent(type, values)
          : await saveContent(type, id, values, version ?? '');
      forget();
      return answered(saved);
    });
  }

  /** Runs an action on the item as loaded; nothing happens to an item not saved yet. */
  function act(
    call: (id: number) => Promise<{ row: ContentRow; buildId: number | null }>,
  ): Promise<Done | undefined> {
    return busy(async () => {
      const { id } = $state.get();
      return id === undefined ? undefined : answered(await call(id));
    });
  }

  const setPublished = (publish: boolean) => act((id) => publishContent(type, id, publish));

  /** Plans the publication at an ISO time, or calls it off with null. */
  const schedule = (when: string | null) => act((id) => scheduleContent(type, id, when));

  const restore = (revision: number) =>
    act(async (id) => {
      const saved = await restoreContent(type, id, revision);
      forget();
      return saved;
    });

  function startNew(): void {
    $state.set({ status: 'draft', scheduledAt: null });
    form.take({});
  }

  /** Throws the kept typing away and shows the item as the server holds it. */
  async function discard(): Promise<void> {
    forget();
    const { id } = $state.get();
    if (id === undefined) startNew();
    else await load(id);
  }

  return {
    ...shared,
    $state,
    load,
    save,
    setPublished,
    schedule,
    restore,
    startNew,
    discard,
  };
}

export type ContentItem = ReturnType<typeof contentItem>;
