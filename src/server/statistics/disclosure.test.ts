/**
 * Hand-made tables that a naive rule (hide only cells with too few units) would leak, and what
 * the rule here hides instead. "Leak" means a hidden figure follows from published ones.
 */
import { describe, expect, it } from 'vitest';
import { type Cells, isSensitive, type Relation, suppressedCells } from './disclosure.ts';

const RULE = { minUnits: 3, pPercent: 10 };
const cells = (table: Record<string, number[]>): Cells => new Map(Object.entries(table));

/** Every hidden cell that some relation pins down from published cells alone. */
function leaks(table: Cells, relations: Relation[], hidden: Set<string>): string[] {
  const out: string[] = [];
  for (const r of relations) {
    if (!table.has(r.total)) continue;
    const members = [r.total, ...r.parts.filter((p) => table.has(p))];
    const open = members.filter((m) => hidden.has(m));
    if (open.length === 1) out.push(open[0]!);
  }
  return out;
}

describe('primary sensitivity', () => {
  it('fewer than three units', () => {
    expect(isSensitive([50, 60], RULE)).toBe(true);
    expect(isSensitive([50, 60, 70], RULE)).toBe(false);
  });

  it('one unit dominating (p% rule): the runner-up could estimate it', () => {
    // 1000 − the runner-up's own 10 leaves 5 unknown: under 10% of 1000.
    expect(isSensitive([1000, 10, 5], RULE)).toBe(true);
    // With others beside the runner-up, 135 of the rest stays unknown to it: over 10%.
    expect(isSensitive([1000, 10, 5, 120, 130], RULE)).toBe(false);
    expect(isSensitive([1000, 200, 10, 5], RULE)).toBe(true);
  });

  it('nothing reported is nothing to protect', () => {
    expect(isSensitive([], RULE)).toBe(false);
    expect(isSensitive([0, 0, 0], RULE)).toBe(false);
  });
});

describe('secondary suppression', () => {
  it('a category of two units is not given away by the total less the other categories', () => {
    const table = cells({
      total: [10, 20, 30, 40, 50, 60, 70],
      a: [10, 20], // two units: hidden
      b: [30, 40, 50],
      c: [60, 70, 5, 8],
    });
    const relations = [{ total: 'total', parts: ['a', 'b', 'c'] }];
    const naive = new Set(['a']);
    expect(leaks(table, relations, naive)).toEqual(['a']);
    const hidden = suppressedCells(table, relations, RULE);
    expect([...hidden].sort()).toEqual(['a', 'b']); // b is the smaller of the others
    expect(leaks(table, relations, hidden)).toEqual([]);
  });

  it('a month is not given away by the difference of two cumulative figures', () => {
    const table = cells({
      'cum:01': [100, 200, 300],
      'month:01': [100, 200, 300],
      'cum:02': [150, 260, 390],
      'month:02': [50, 60], // the third unit reported nothing this month
    });
    const relations = [
      { total: 'cum:01', parts: ['month:01'] },
      { total: 'cum:02', parts: ['cum:01', 'month:02'] },
    ];
    expect(leaks(table, relations, new Set(['month:02']))).toEqual(['month:02']);
    const hidden = suppressedCells(table, relations, RULE);
    expect(hidden.has('month:02')).toBe(true);
    expect(leaks(table, relations, hidden)).toEqual([]);
    // Hiding January's cumulative then needs January's month too: the chain is followed.
    expect([...hidden].sort()).toEqual(['cum:01', 'month:01', 'month:02']);
  });

  it('a total equal to its one part is hidden with it', () => {
    const table = cells({ total: [5, 6], only: [5, 6] });
    const hidden = suppressedCells(table, [{ total: 'total', parts: ['only'] }], RULE);
    expect([...hidden].sort()).toEqual(['only', 'total']);
  });

  it('two hidden cells in a relation protect each other; nothing more is hidden', () => {
    const table = cells({ total: [1, 2, 3, 4, 5, 6], a: [1, 2], b: [3, 4], c: [5, 6, 7] });
    const hidden = suppressedCells(table, [{ total: 'total', parts: ['a', 'b', 'c'] }], RULE);
    expect([...hidden].sort()).toEqual(['a', 'b']);
  });
});
