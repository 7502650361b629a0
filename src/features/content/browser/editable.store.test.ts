import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { editable } from './editable.store.ts';

/** The tab's sessionStorage, as a browser keeps it across a reload. */
function tabStorage(): Storage {
  const kept = new Map<string, string>();
  return {
    get length() {
      return kept.size;
    },
    clear: () => kept.clear(),
    getItem: (k) => kept.get(k) ?? null,
    key: (i) => [...kept.keys()][i] ?? null,
    removeItem: (k) => void kept.delete(k),
    setItem: (k, v) => void kept.set(k, v),
  };
}

let storage: Storage;
beforeEach(() => {
  storage = tabStorage();
  Object.defineProperty(globalThis, 'sessionStorage', { value: storage, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'sessionStorage');
});

const place = (version: string) => ({ key: () => 'content:article:7', version: () => version });

describe('an editor form’s unsaved typing', () => {
  it('comes back after a reload, over what the server holds, with the version it started from', () => {
    const before = editable(() => ({ title: '' }), '', place('v1'));
    before.take({ title: '旧标题', summary: '摘要' });
    before.edit('title', '改了一半的标题');

    // The page is reloaded: a new form for the same item, and the server now says v2.
    const after = editable(() => ({ title: '' }), '', place('v2'));
    const kept = after.take({ title: '旧标题', summary: '摘要' });
    expect(after.$values.get()).toEqual({ title: '改了一半的标题', summary: '摘要' });
    expect(kept?.version).toBe('v1');
    expect(after.$dirty.get()).toBe(true);
    expect(after.$restored.get()).toBe(true);
  });

  it('is gone once saved or thrown away', () => {
    const form = editable(() => ({ title: '' }), '', place('v1'));
    form.take({ title: '旧标题' });
    form.edit('title', '新标题');
    form.forget();
    const again = editable(() => ({ title: '' }), '', place('v1'));
    expect(again.take({ title: '旧标题' })).toBeUndefined();
    expect(again.$values.get()).toEqual({ title: '旧标题' });
    expect(again.$restored.get()).toBe(false);
    expect(storage.length).toBe(0);
  });
});
