/** The editors' contract covers what the site has: every kind of page an item can have. */
import { describe, expect, it } from 'vitest';
import { DETAIL_KINDS } from '#shared/page-keys.ts';
import { contentPreview } from './editor.contract.ts';

describe('the editors’ contract', () => {
  it('has a preview shape for every kind of item page, and no other', () => {
    const kinds = contentPreview.options.map((o) => o.shape.kind.value);
    expect([...kinds].sort()).toEqual([...DETAIL_KINDS].sort());
  });
});
