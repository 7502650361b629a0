/**
 * What an editor typed and has not saved, kept in this tab's sessionStorage under the form and
 * the item (`console-draft:content:article:12`), so a reload, or signing in again after the
 * session ran out, finds it again. It keeps the version the typing started from, so a save after
 * someone else's is still refused as stale. A save, or discarding it, clears it.
 */
export type Row = Record<string, unknown>;

export interface Draft {
  values: Row;
  /** The version of the item the typing started from, when it had one. */
  version?: string | undefined;
}

const PREFIX = 'console-draft:';

function store(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Storage refused (a private window's policy): drafts are then not kept, nothing breaks.
    return undefined;
  }
}

export function readDraft(key: string): Draft | undefined {
  const text = store()?.getItem(PREFIX + key);
  if (!text) return undefined;
  try {
    const draft = JSON.parse(text) as Partial<Draft>;
    if (!draft.values || typeof draft.values !== 'object') return undefined;
    return { values: draft.values, version: draft.version };
  } catch {
    return undefined;
  }
}

export function writeDraft(key: string, draft: Draft): void {
  try {
    store()?.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // Full storage: the form still works, only this draft is not kept.
  }
}

export function clearDraft(key: string): void {
  store()?.removeItem(PREFIX + key);
}
