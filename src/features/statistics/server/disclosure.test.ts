/**
 * Hand-made tables that a naive rule (hide only cells with too few units) would leak, and what
 * the rule here hides instead. "Leak" means a hidden figure follows from published ones.
 */
import { describe, expect, it } from 'vitest';
import { type Cells, isSensitive, type Relation, suppressedCells } from './disclosure.ts';

const RULE = { minUnits: 3, pPercent: 10 };
/** A table from each cell's parts by unit id: `{ a: { 1: 10, 2: 20 } }`. */
const cells = (table: Record<string, Record<number, number>>): Cells =>
  new Map(
    Object.entries(table).map(([id, parts]) => [
      id,
      new Map(Object.entries(parts).map(([unit, v]) => [Number(unit), v])),
    ]),
  );

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
      total: { 1: 10, 2: 20, 3: 30, 4: 40, 5: 50, 6: 60, 7: 70, 8: 5, 9: 8 },
      a: { 1: 10, 2: 20 }, // two units: hidden
      b: { 3: 30, 4: 40, 5: 50 },
      c: { 6: 60, 7: 70, 8: 5, 9: 8 },
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
      'cum:01': { 1: 100, 2: 200, 3: 300 },
      'month:01': { 1: 100, 2: 200, 3: 300 },
      'cum:02': { 1: 150, 2: 260, 3: 300 },
      'month:02': { 1: 50, 2: 60 }, // the third unit reported nothing this month
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
    const table = cells({ total: { 1: 5, 2: 6 }, only: { 1: 5, 2: 6 } });
    const hidden = suppressedCells(table, [{ total: 'total', parts: ['only'] }], RULE);
    expect([...hidden].sort()).toEqual(['only', 'total']);
  });

  it('two hidden cells in a relation protect each other; nothing more is hidden', () => {
    const table = cells({
      total: { 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7 },
      a: { 1: 1, 2: 2 },
      b: { 3: 3, 4: 4 },
      c: { 5: 5, 6: 6, 7: 7 },
    });
    const hidden = suppressedCells(table, [{ total: 'total', parts: ['a', 'b', 'c'] }], RULE);
    expect([...hidden].sort()).toEqual(['a', 'b']);
  });
});

describe('each reporting unit knows its own figures', () => {
  it('a unit alone in the leftover of a relation cannot subtract its way to a hidden cell', () => {
    // Unit 5 started filing in July: its cumulative holds 5,000 of January–June that it alone
    // knows. To the public the leftover hides June's cumulative; to unit 5 it hides nothing.
    const table = cells({
      c6: { 1: 24_000, 2: 600, 3: 600, 4: 600 },
      m7: { 1: 4_000, 2: 1_000, 3: 1_000, 4: 1_000, 5: 3_000 },
      c7: { 1: 28_000, 2: 1_600, 3: 1_600, 4: 1_600, 5: 8_000 },
    });
    const relations = [{ total: 'c7', parts: ['c6', 'm7'], residual: new Map([[5, 5_000]]) }];
    const hidden = suppressedCells(table, relations, RULE, new Map([['c6', true]]));
    expect(hidden.has('m7') || hidden.has('c7')).toBe(true);
  });

  it('a hidden cell made only of the reader’s own part protects nothing from it', () => {
    // b is unit 1's alone: to unit 1, a is the only unknown of the total.
    const table = cells({
      total: { 1: 100, 2: 40, 3: 50, 4: 60, 5: 70 },
      a: { 2: 40, 3: 50 },
      b: { 1: 100 },
      c: { 4: 60, 5: 70 },
    });
    const hidden = suppressedCells(table, [{ total: 'total', parts: ['a', 'b', 'c'] }], RULE);
    expect([...hidden].sort()).toEqual(['a', 'b', 'c']);
  });

  it('a complement too small leaves the dominant unit within p%, so more is hidden', () => {
    // a: unit 1 dominates; hiding b (5) beside it would let anyone read a to within 5 of 1,000.
    const table = cells({
      total: { 1: 1_000, 2: 10, 3: 5, 4: 2, 5: 3, 6: 300, 7: 300, 8: 300 },
      a: { 1: 1_000, 2: 10, 3: 5 },
      b: { 4: 2, 5: 3 },
      c: { 6: 300, 7: 300, 8: 300 },
    });
    const hidden = suppressedCells(table, [{ total: 'total', parts: ['a', 'b', 'c'] }], RULE);
    expect(hidden.has('c') || hidden.has('total')).toBe(true);
  });
});
