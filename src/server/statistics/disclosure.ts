/**
 * Statistical disclosure control: which figures of a table may be published to members or the
 * public without revealing what one unit reported.
 *
 * Primary: a cell is sensitive when fewer than `minUnits` units contribute, or when it fails the
 * p% rule: the total less its two largest contributions is under p% of the largest, so the
 * second largest contributor could work out the largest to within p%.
 *
 * Secondary: published figures are bound by additive relations (a total is the sum of its parts;
 * a month's cumulative figure is the previous month's plus this month's). A relation with exactly
 * one hidden cell gives it away by subtraction, so another cell of that relation is hidden too
 * (the smallest part, else the total), and again until no relation has exactly one hidden cell.
 * A hidden cell therefore never stands alone in any relation the reader could use.
 *
 * Figures already published are fixed: shown ones stay shown, hidden ones stay hidden, and the
 * cells protecting a new hidden figure are chosen among the figures not yet published.
 */

export interface DisclosureRule {
  /** Fewest contributing units a published figure needs. */
  minUnits: number;
  /** The p of the p% rule, in percent. */
  pPercent: number;
}

/** A published figure: its id and each contributing unit's value (not negative). */
export type Cells = ReadonlyMap<string, readonly number[]>;

/**
 * `total` is the sum of `parts` (ids of cells; missing cells are left out), up to `residual`: what
 * each unit's total holds beyond its parts (a unit that filed the total but not a part, or filed
 * figures that do not add up). The residual is the published total less the published parts, so a
 * reader has it: when it would reveal a unit, the relation counts it as a hidden cell.
 */
export interface Relation {
  total: string;
  parts: readonly string[];
  residual?: readonly number[];
}

export const sum = (values: readonly number[]) => values.reduce((a, v) => a + v, 0);

/** Whether a figure made of these contributions reveals a unit on its own. */
export function isSensitive(values: readonly number[], rule: DisclosureRule): boolean {
  if (values.length === 0) return false;
  if (values.length < rule.minUnits) return true;
  // A residual may hold negative leftovers: what is revealed is their size.
  const sorted = values.map(Math.abs).sort((a, b) => b - a);
  const [largest = 0, second = 0] = sorted;
  if (largest <= 0) return false;
  return sum(sorted) - largest - second < (rule.pPercent / 100) * largest;
}

/** The ids of the cells to hide: the sensitive ones, and enough others to protect them. */
export function suppressedCells(
  cells: Cells,
  relations: readonly Relation[],
  rule: DisclosureRule,
  /** Published figures: id → whether it was withheld. */
  fixed: ReadonlyMap<string, boolean> = new Map(),
): Set<string> {
  const hidden = new Set<string>();
  for (const [id, values] of cells) {
    const frozen = fixed.get(id);
    if (frozen ?? isSensitive(values, rule)) hidden.add(id);
  }
  const movable = (id: string) => !hidden.has(id) && !fixed.has(id);
  const sizeOf = (id: string) => sum(cells.get(id) ?? []);
  // A relation whose total is not published gives nothing away.
  const groups = relations
    .filter((r) => cells.has(r.total))
    .map((r) => ({
      total: r.total,
      parts: r.parts.filter((p) => cells.has(p)),
      // A residual that reveals a unit is one more hidden cell of the relation, never shown.
      hiddenResidual: isSensitive(r.residual ?? [], rule) ? 1 : 0,
    }));
  for (let changed = true; changed; ) {
    changed = false;
    for (const g of groups) {
      const open = [g.total, ...g.parts].filter((id) => hidden.has(id)).length;
      if (open + g.hiddenResidual !== 1) continue;
      // The smallest part gives least away; the total only when no part is left to hide.
      const candidates = g.parts
        .filter(movable)
        .sort((a, b) => sizeOf(a) - sizeOf(b) || a.localeCompare(b));
      const next = candidates[0] ?? (movable(g.total) ? g.total : null);
      if (next === null) continue;
      hidden.add(next);
      changed = true;
    }
  }
  return hidden;
}
