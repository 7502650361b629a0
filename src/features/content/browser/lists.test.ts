/** The console asks only for what the server allows, and shows fields its forms know. */
import { describe, expect, it } from 'vitest';
import { CONTENT_TYPE_KEYS } from '#shared/content-types.ts';
import { CONTENT_TYPES, type ContentType } from '../server/registry.ts';
import { PREVIEWS } from '../server/previews.ts';
import { CONTENT_FORMS } from './forms.ts';
import { CONTENT_LISTS } from './lists.ts';

describe.each(CONTENT_TYPE_KEYS)('the %s list and form', (type) => {
  const server: ContentType = CONTENT_TYPES[type];
  const list = CONTENT_LISTS[type];
  const form = CONTENT_FORMS[type];

  it('sort and filter as the server does', () => {
    expect([...list.sortable].sort()).toEqual(Object.keys(server.list.sortable).sort());
    expect(list.filter ? [list.filter] : []).toEqual(Object.keys(server.list.filters ?? {}));
    expect(list.dated).toBe(server.list.date !== undefined);
    expect(list.page ?? false).toBe(PREVIEWS[type] !== undefined);
  });

  it('ask every field the server takes, and nothing else', () => {
    const asked = form.flatMap((f) => [f.name, ...(f.en ? [f.en] : [])]).sort();
    const taken = Object.keys(server.schema.shape).sort();
    expect(asked).toEqual(taken);
  });

  it('show columns the form knows', () => {
    const names = form.map((f) => f.name);
    for (const column of list.columns) expect(names).toContain(column);
  });
});
