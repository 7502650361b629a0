/**
 * One item an editor has open, as state: the values being typed, the item as the server last
 * answered (its version, status, planned publication), the server's verdict per field, and the
 * actions on it. A refused save keeps everything typed; only a successful one takes the new
 * version.
 */
import { atom } from 'nanostores';
import type { ContentTypeKey } from '#shared/content-types.ts';
import {
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

export function contentItem(type: ContentTypeKey, blank: () => ContentRow) {
  const $state = atom<ItemState>({ status: 'draft', scheduledAt: null });
  const form = editable(blank, '', {
    key: () => `content:${type}:${$state.get().id ?? 'new'}`,
    version: () => $state.get().version,
  });
  const { busy, take: _shown, forget, ...shared } = form;

  function take(row: ContentRow): void {
    const { id, version, status, scheduledAt, updatedAt: _u, ...values } = row;
    const state: ItemState = {
      id: Number(id),
      version: String(version),
      status: status === 'published' ? 'published' : 'draft',
      scheduledAt: typeof scheduledAt === 'string' ? scheduledAt : null,
    };
    $state.set(state);
    // Typing kept from before is saved against the version it started from.
    const kept = form.take(values);
    if (kept?.version) $state.set({ ...state, version: kept.version });
  }

  async function load(id: number): Promise<void> {
    take(await getContent(type, id));
  }

  /** Saves what is typed (as `values` makes it); a new item is created as a draft. */
  function save(values: ContentRow): Promise<number> {
    return busy(async () => {
      const { id, version } = $state.get();
      const saved =
        id === undefined
          ? await createContent(type, values)
          : await saveContent(type, id, { ...values, version: version ?? '' });
      const savedId = 'id' in saved ? Number(saved.id) : (id ?? 0);
      forget();
      await load(savedId);
      return savedId;
    });
  }

  function setPublished(publish: boolean): Promise<void> {
    return busy(async () => {
      const { id } = $state.get();
      if (id === undefined) return;
      await publishContent(type, id, publish);
      await load(id);
    });
  }

  /** Plans the publication at an ISO time, or calls it off with null. */
  function schedule(when: string | null): Promise<void> {
    return busy(async () => {
      const { id } = $state.get();
      if (id === undefined) return;
      await scheduleContent(type, id, when);
      await load(id);
    });
  }

  function restore(revision: number): Promise<void> {
    return busy(async () => {
      const { id } = $state.get();
      if (id === undefined) return;
      await restoreContent(type, id, revision);
      forget();
      await load(id);
    });
  }

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
