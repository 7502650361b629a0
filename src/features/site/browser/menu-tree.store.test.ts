import { describe, expect, it } from 'vitest';
import {
  addEntry,
  editOf,
  entriesAt,
  entriesOf,
  moveEntry,
  removeEntry,
  updateEntry,
} from './menu-tree.store.ts';

const server = [
  { id: 1, name: '首页', enName: 'Home', path: '/index', hidden: false },
  {
    id: 2,
    name: '协会',
    enName: null,
    path: null,
    hidden: false,
    children: [
      { id: 3, name: '简介', enName: 'About', path: '/introduction', hidden: false },
      { id: 4, name: '章程', enName: null, path: '/constitution', hidden: true },
    ],
  },
];

describe('the menu tree an editor changes', () => {
  it('goes back to the server as it came, without ids', () => {
    expect(editOf(entriesOf(server))).toEqual(
      server.map(({ id: _i, children, ...e }) => ({
        ...e,
        ...(children ? { children: children.map(({ id: _c, ...c }) => c) } : {}),
      })),
    );
  });

  it('moves an entry among its siblings and keeps it at the ends', () => {
    const tree = entriesOf(server);
    const moved = moveEntry(tree, [1, 1], -1);
    expect(editOf(moved)[1]?.children?.map((c) => c.name)).toEqual(['章程', '简介']);
    expect(moved[1]?.children[0]?.key).toBe(tree[1]?.children[1]?.key);
    expect(editOf(moveEntry(tree, [0], -1)).map((e) => e.name)).toEqual(['首页', '协会']);
    // The tree it was made from is left as it was.
    expect(tree[1]?.children.map((c) => c.name)).toEqual(['简介', '章程']);
  });

  it('adds under an entry down to the third level, changes and removes one', () => {
    let tree = addEntry(entriesOf(server), [1, 0]);
    tree = updateEntry(tree, [1, 0, 0], { name: '历史', path: ' /history ', enName: ' ' });
    expect(editOf(tree)[1]?.children?.[0]?.children).toEqual([
      { name: '历史', enName: null, path: '/history', hidden: false },
    ]);
    expect(addEntry(tree, [1, 0, 0])).toEqual(tree);
    expect(entriesAt(tree, [1, 0]).map((e) => e.name)).toEqual(['历史']);
    expect(entriesAt(tree, [5])).toEqual([]);
    expect(editOf(removeEntry(tree, [1])).map((e) => e.name)).toEqual(['首页']);
  });
});
