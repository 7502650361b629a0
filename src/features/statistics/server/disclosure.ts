/**
 * Statistical disclosure control: which figures of a table may be published to members or the
 * public without revealing what one unit reported.
 *
 * Primary: a cell is sensitive when fewer than `minUnits` units contribute, or when it fails the
 * p% rule: the total less its two largest contributions is under p% of the largest, so the
 * second largest contributor could work out the largest to within p%.
 *
 * Secondary: published figures are bound by additive relations (a total is the sum of its parts;
 * a month's cumulative figure is the previous month's plus this month's). Every reader is checked:
 * the public, and each reporting unit, which also knows its own part of every cell (hidden ones
 * too) and its own leftover in every relation. To a reader, a hidden cell is unknown only while
 * some other unit has a part in it. A relation gives a hidden cell away when, to some reader:
 * - it is the only unknown of the relation (subtraction gives it exactly), or
 * - its total is known and the other unknown parts are too small to hide the cell's largest
 *   other contributor within p% (the published total less the known parts bounds the cell from
 *   above, as a published cell's total would).
 * Then another cell of that relation is hidden (the smallest part that is enough, else the total,
 * else the largest part), and again until no relation gives anything away to anyone.
 *
 * Figures already published are fixed: shown ones stay shown, hidden ones stay hidden, and the
 * cells protecting a new hidden figure are chosen among the figures not yet published. What a
 * reader can work out where nothing is left to hide counts as known to it in every other relation.
 *
 * A relation is checked again only when one of its cells changed, and for the public and the few
 * units that read it differently (see `readersOf`); any other unit reads it as the public does, so
 * the work grows with the hidden figures, not with units × cells.
 */

export interface DisclosureRule {
  /** Fewest contributing units a published figure needs. */
  minUnits: number;
  /** The p of the p% rule, in percent. */
  pPercent: number;
}

/** Each contributing unit's value (not negative), by unit id. */
export type Contributions = ReadonlyMap<number, number>;
/** The figures of a table: each cell's contributions by its id. */
export type Cells = ReadonlyMap<string, Contributions>;

/**
 * `total` is the sum of `parts` (ids of cells; missing cells are left out), up to `residual`: what
 * each unit's total holds beyond its parts (a unit that filed the total but not a part, or filed
 * figures that do not add up), by unit. The residual is the published total less the published
 * parts, so a reader has it: when it would reveal a unit, the relation counts it as a hidden cell.
 */
export interface Relation {
  total: string;
  parts: readonly string[];
  residual?: Contributions;
}

export const sum = (values: Iterable<number>) => {
  let total = 0;
  for (const v of values) total += v;
  return total;
};

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

/** Who reads the published table: the public (null), or a reporting unit. */
type Reader = number | null;

/**
 * A cell's contributions summed up once, so each reader's view of it costs O(1): the sizes of
 * the parts that are not 0, how many there are, the two largest and who gave them.
 */
interface Profile {
  values: Contributions;
  total: number;
  nonZero: number;
  first: { unit: number; size: number } | null;
  second: number;
  /** The parts that are not 0: each unit's place in the tally, and the part's size. */
  dense: number[];
  sizes: number[];
}

/**
 * Adds up what each unit has in a set of cells without a map per sum: units numbered densely,
 * their sums in one array, reset after each use.
 */
class Tally {
  readonly index = new Map<number, number>();
  readonly units: number[] = [];
  sums = new Float64Array(0);
  readonly touched: number[] = [];
  place(unit: number): number {
    let d = this.index.get(unit);
    if (d === undefined) {
      d = this.units.length;
      this.index.set(unit, d);
      this.units.push(unit);
      if (d >= this.sums.length) {
        const grown = new Float64Array(Math.max(64, this.sums.length * 2));
        grown.set(this.sums);
        this.sums = grown;
      }
    }
    return d;
  }
}

function profileOf(values: Contributions, tally: Tally): Profile {
  let total = 0;
  let nonZero = 0;
  let first: Profile['first'] = null;
  let second = 0;
  const dense: number[] = [];
  const sizes: number[] = [];
  for (const [unit, v] of values) {
    const size = Math.abs(v);
    if (size === 0) continue;
    total += size;
    nonZero++;
    dense.push(tally.place(unit));
    sizes.push(size);
    if (!first || size > first.size) {
      second = first?.size ?? 0;
      first = { unit, size };
    } else if (size > second) second = size;
  }
  return { values, total, nonZero, first, second, dense, sizes };
}

const own = (p: Profile, reader: Reader) =>
  reader === null ? 0 : Math.abs(p.values.get(reader) ?? 0);
/** Whether anyone but the reader has a part in the cell (0 or not: the reader cannot tell). */
const othersIn = (p: Profile, reader: Reader) =>
  p.values.size > 1 || (p.values.size === 1 && !p.values.has(reader ?? Number.NaN));
/** What the other units' parts add up to, to the reader. */
const othersSize = (p: Profile, reader: Reader) => p.total - own(p, reader);
const othersNonZero = (p: Profile, reader: Reader) => p.nonZero - (own(p, reader) > 0 ? 1 : 0);

/**
 * How much more a reader must not know for a cell's others' part to stay at least p% away from
 * its largest other contributor: p% of that contributor less what the rest of the cell hides.
 */
function shortfall(p: Profile, reader: Reader, rule: DisclosureRule): number {
  if (othersNonZero(p, reader) === 0) return 0;
  const largest = p.first?.unit === reader ? p.second : (p.first?.size ?? 0);
  return (rule.pPercent / 100) * largest - (othersSize(p, reader) - largest);
}

/** A relation as the check reads it: its cells, and its residual when that reveals a unit. */
interface Group {
  total: string;
  parts: readonly string[];
  /** Only a residual that reveals a unit needs protecting; any other counts as known. */
  residual: Profile | undefined;
}

/**
 * What a reader has worked out of hidden cells where the published figures left nothing more to
 * hide: a cell exactly, or a total down to parts that are in fact 0 (the reader does not know they
 * are, but its lower bound is the value: such a cell hides nothing beside it).
 */
type Learnt = 'exact' | 'atLeast';
type Knowledge = Map<Reader, Map<string, Learnt>>;

/** The check's finding: to whom a relation gives a cell away, and how much more it must hide. */
interface Exposure {
  reader: Reader;
  /** The size of unknown figures the relation still needs (0: any that is not nothing). */
  needed: number;
  /** What the reader learns when nothing more can be hidden. */
  learns: { id: string; how: Learnt } | null;
}

const RESIDUAL = '';

/**
 * The readers whose view of these hidden figures can differ from the public's in a way that
 * matters: a unit alone (or nearly) in one, the largest in one, the two with the most in them
 * all (the more of the figures a unit knows, the less the rest hides from it), and readers who
 * have already worked something out. Any other unit reads them as the public, or less well.
 */
function readersOf(
  members: readonly { id: string; p: Profile }[],
  knowledge: Knowledge,
  tally: Tally,
): Set<Reader> {
  const readers = new Set<Reader>([null]);
  const { sums, touched, units } = tally;
  touched.length = 0;
  for (const { p } of members) {
    if (p.first) readers.add(p.first.unit);
    if (p.values.size <= 2) for (const unit of p.values.keys()) readers.add(unit);
    for (const [i, d] of p.dense.entries()) {
      if (sums[d] === 0) touched.push(d);
      sums[d] = (sums[d] ?? 0) + (p.sizes[i] ?? 0);
    }
  }
  let most = -1;
  let next = -1;
  for (const d of touched)
    if (most < 0 || (sums[d] ?? 0) > (sums[most] ?? 0)) [most, next] = [d, most];
    else if (next < 0 || (sums[d] ?? 0) > (sums[next] ?? 0)) next = d;
  for (const d of [most, next]) if (d >= 0 && units[d] !== undefined) readers.add(units[d]);
  for (const [reader, learnt] of knowledge)
    if (members.some((m) => learnt.has(m.id))) readers.add(reader);
  for (const d of touched) sums[d] = 0;
  return readers;
}

/** What a relation is checked against: the cells hidden so far and what readers know. */
interface Check {
  hidden: ReadonlySet<string>;
  profiles: ReadonlyMap<string, Profile>;
  rule: DisclosureRule;
  knowledge: Knowledge;
  tally: Tally;
}

/** Each reader to whom the relation gives a hidden figure away, given what readers know. */
function* exposures(g: Group, check: Check): Generator<Exposure> {
  const { hidden, profiles, rule, knowledge } = check;
  const members: { id: string; p: Profile }[] = [];
  for (const id of [g.total, ...g.parts]) {
    const p = profiles.get(id);
    if (p && hidden.has(id)) members.push({ id, p });
  }
  if (g.residual) members.push({ id: RESIDUAL, p: g.residual });
  if (members.length === 0) return;
  for (const reader of readersOf(members, knowledge, check.tally)) {
    const learnt = knowledge.get(reader);
    // Others' parts that are 0 hide nothing, but the reader cannot be sure they are 0.
    const open = members.filter((m) => learnt?.get(m.id) !== 'exact' && othersIn(m.p, reader));
    const unknown = open.filter((m) => othersNonZero(m.p, reader) > 0);
    const [first] = unknown;
    if (!first) continue;
    const totalKnown = !unknown.some((m) => m.id === g.total);
    if (unknown.length === 1) {
      const needed = totalKnown ? Math.max(0, shortfall(first.p, reader, rule)) : 0;
      const how: Learnt | null = open.length === 1 ? 'exact' : totalKnown ? null : 'atLeast';
      const learns = how && first.id !== RESIDUAL ? { id: first.id, how } : null;
      yield { reader, needed, learns };
      continue;
    }
    // A hidden total leaves its parts unbounded from above: only exactness matters then.
    if (!totalKnown) continue;
    // A part the reader bounds from below hides nothing of the others.
    const hiding = unknown.map((m) => (learnt?.get(m.id) ? 0 : othersSize(m.p, reader)));
    const all = sum(hiding);
    for (const [i, m] of unknown.entries()) {
      const missing = shortfall(m.p, reader, rule) - (all - (hiding[i] ?? 0));
      if (missing > 0) {
        yield { reader, needed: missing, learns: null };
        break;
      }
    }
  }
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
  const tally = new Tally();
  const profiles = new Map<string, Profile>();
  for (const [id, values] of cells) {
    profiles.set(id, profileOf(values, tally));
    const frozen = fixed.get(id);
    if (frozen ?? isSensitive([...values.values()], rule)) hidden.add(id);
  }
  const movable = (id: string) => !hidden.has(id) && !fixed.has(id);
  // A relation whose total is not published gives nothing away.
  const groups: Group[] = relations
    .filter((r) => cells.has(r.total))
    .map((r) => ({
      total: r.total,
      parts: r.parts.filter((p) => cells.has(p)),
      residual:
        r.residual && isSensitive([...r.residual.values()], rule)
          ? profileOf(r.residual, tally)
          : undefined,
    }));
  // Relations are checked again only when one of their cells changed: hidden, or worked out.
  const groupsOf = new Map<string, Group[]>();
  for (const g of groups)
    for (const id of [g.total, ...g.parts]) {
      const list = groupsOf.get(id) ?? [];
      list.push(g);
      groupsOf.set(id, list);
    }
  const queue = new Set(groups);
  const touch = (id: string) => {
    for (const g of groupsOf.get(id) ?? []) queue.add(g);
  };
  const knowledge: Knowledge = new Map();
  const check: Check = { hidden, profiles, rule, knowledge, tally };
  for (const g of queue) {
    queue.delete(g);
    for (const found of exposures(g, check)) {
      const next = protector(g, found, profiles, movable);
      if (next !== null) {
        hidden.add(next);
        touch(next);
        break;
      }
      // Nothing left to hide: what the reader learns here counts against every other relation.
      if (!found.learns) continue;
      const learnt = knowledge.get(found.reader) ?? new Map<string, Learnt>();
      const { id, how } = found.learns;
      if (learnt.get(id) === how || learnt.get(id) === 'exact') continue;
      knowledge.set(found.reader, learnt.set(id, how));
      touch(id);
    }
  }
  return hidden;
}

/**
 * The cell to hide next in an exposed relation: the smallest part that hides enough from the
 * reader (gives least away), else the total, else the largest part there is, else one of the
 * reader's unknowns that are 0.
 */
function protector(
  g: Group,
  { reader, needed }: Exposure,
  profiles: ReadonlyMap<string, Profile>,
  movable: (id: string) => boolean,
): string | null {
  const sizeOf = (id: string) => {
    const p = profiles.get(id);
    return p ? othersSize(p, reader) : 0;
  };
  const sized = g.parts
    .filter(movable)
    .map((id) => ({ id, size: sizeOf(id) }))
    .filter((p) => p.size > 0)
    .sort((a, b) => a.size - b.size || a.id.localeCompare(b.id));
  const enough = sized.find((p) => p.size >= needed);
  if (enough) return enough.id;
  if (movable(g.total) && sizeOf(g.total) > 0) return g.total;
  const largest = sized.at(-1);
  if (largest) return largest.id;
  // Figures that are all 0 still keep the reader from being sure of the rest.
  const others = (id: string) => {
    const p = profiles.get(id);
    return movable(id) && p !== undefined && othersIn(p, reader);
  };
  return g.parts.find(others) ?? (others(g.total) ? g.total : null);
}
