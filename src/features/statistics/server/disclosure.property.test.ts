/**
 * The confidentiality rule against every single reporting unit, over many small random years: each
 * month published in turn as staff would, then every unit (and the public) attacks what was
 * published with its own figures. No withheld figure may follow exactly (by any combination of
 * published figures, the reader's own and the units' own month-to-month identities), nor may any
 * relation bound a withheld figure so tightly that its largest other contributor is pinned within
 * p%.
 */
import { describe, expect, it } from 'vitest';
import { monthsOf } from '#features/reports/contract/reports.ts';
import { type FiledReport, type Frozen, type FrozenCell, freezePeriod } from './industry.ts';

const RULE = { minUnits: 3, pPercent: 10 };
const CODE = 'exportValue';
const YEAR = 2025;
const MONTHS = monthsOf(YEAR);
const monthCell = (k: number) => `m|${CODE}|${MONTHS[k]}`;
const cumulativeCell = (k: number) => `c|${CODE}|${MONTHS[k]}`;

/** A small deterministic generator, so a failure can be replayed from its seed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * A year of one indicator: units that start in January or later, skip a month now and then, one
 * of them sometimes dominant. Each files its month and its true cumulative (which holds the months
 * it did not file), so a unit's leftovers are never negative.
 */
function year(seed: number): FiledReport[] {
  const rnd = random(seed);
  const units = 3 + Math.floor(rnd() * 4);
  const filed: FiledReport[] = [];
  for (let u = 1; u <= units; u++) {
    const start = rnd() < 0.5 ? 0 : Math.floor(rnd() * 12);
    const scale = rnd() < 0.3 ? 40 : 1;
    let cumulative = 0;
    for (let k = 0; k < 12; k++) {
      const value = rnd() < 0.1 ? 0 : Math.round(scale * (10 + rnd() * 90));
      cumulative += value;
      if (k < start || rnd() < 0.1) continue;
      filed.push({
        enterpriseId: u,
        kind: 'economyMonth',
        period: MONTHS[k]!,
        rows: [{ code: CODE, thisMonth: value, cumulative }],
      });
    }
  }
  return filed;
}

function publishAll(filed: FiledReport[]): Frozen {
  const frozen = new Map<string, FrozenCell>();
  for (const period of MONTHS)
    for (const [id, cell] of freezePeriod(filed, period, RULE, frozen, [CODE]))
      frozen.set(id, cell);
  return frozen;
}

const partsOf = (cell: FrozenCell | undefined) =>
  new Map(Object.entries(cell?.parts ?? {}).map(([u, v]) => [Number(u), v]));

/** Whether `target` is a combination of `rows` (Gaussian elimination, small integer systems). */
function inRowSpace(rows: number[][], target: number[]): boolean {
  const basis: { pivot: number; row: number[] }[] = [];
  const reduce = (v: number[]) => {
    const r = [...v];
    for (const b of basis) {
      const f = r[b.pivot]!;
      if (Math.abs(f) > 1e-9) for (let i = 0; i < r.length; i++) r[i]! -= f * b.row[i]!;
    }
    return r;
  };
  for (const row of rows) {
    const r = reduce(row);
    const pivot = r.findIndex((x) => Math.abs(x) > 1e-9);
    if (pivot < 0) continue;
    const p = r[pivot]!;
    const normal = r.map((x) => x / p);
    for (const b of basis) {
      const f = b.row[pivot]!;
      if (Math.abs(f) > 1e-9) for (let i = 0; i < normal.length; i++) b.row[i]! -= f * normal[i]!;
    }
    basis.push({ pivot, row: normal });
  }
  return reduce(target).every((x) => Math.abs(x) < 1e-6);
}

/**
 * The withheld cells `reader` can compute exactly. Its unknowns are the other units' filed
 * figures; it knows every published sum, and for a unit that filed two months running that the
 * later cumulative is the earlier plus the month (and January's cumulative is January).
 */
function exactlyKnown(frozen: Frozen, reader: number | null): string[] {
  const vars = new Map<string, number>();
  const variable = (unit: number, id: string) => `${unit}|${id}`;
  for (const [id, cell] of frozen)
    for (const unit of partsOf(cell).keys())
      if (unit !== reader) vars.set(variable(unit, id), vars.size);
  const row = (terms: [string, number][]) => {
    const r = new Array<number>(vars.size).fill(0);
    for (const [key, c] of terms) {
      const i = vars.get(key);
      if (i !== undefined) r[i]! += c;
    }
    return r;
  };
  const rows: number[][] = [];
  const units = new Set<number>();
  for (const [id, cell] of frozen) {
    const parts = partsOf(cell);
    for (const u of parts.keys()) if (u !== reader) units.add(u);
    if (!cell.hidden) rows.push(row([...parts.keys()].map((u) => [variable(u, id), 1])));
  }
  const filedIn = (u: number, k: number) => partsOf(frozen.get(monthCell(k))).has(u);
  for (const u of units)
    for (let k = 0; k < 12; k++) {
      if (!filedIn(u, k) || (k > 0 && !filedIn(u, k - 1))) continue;
      const terms: [string, number][] = [
        [variable(u, cumulativeCell(k)), 1],
        [variable(u, monthCell(k)), -1],
      ];
      if (k > 0) terms.push([variable(u, cumulativeCell(k - 1)), -1]);
      rows.push(row(terms));
    }
  const out: string[] = [];
  for (const [id, cell] of frozen) {
    const others = [...partsOf(cell)].filter(([u, v]) => u !== reader && v !== 0);
    if (!cell.hidden || others.length === 0) continue;
    if (inRowSpace(rows, row(others.map(([u]) => [variable(u, id), 1])))) out.push(id);
  }
  return out;
}

/**
 * The withheld cells whose largest other contributor `reader` pins within p%: a cumulative figure
 * it knows less the figures it knows between bounds a withheld part from above (the rest is not
 * negative when every unit of the parts is in the total), as a published total would.
 */
function pinned(frozen: Frozen, reader: number | null): string[] {
  const othersSum = (id: string) =>
    [...partsOf(frozen.get(id))].filter(([u]) => u !== reader).reduce((a, [, v]) => a + v, 0);
  const known = (id: string) => {
    const cell = frozen.get(id);
    if (!cell) return true; // nobody filed it: it is nothing
    return !cell.hidden || [...partsOf(cell)].every(([u, v]) => u === reader || v === 0);
  };
  const out = new Set<string>();
  // Every span of months: the cumulative at its end is the one before it plus its months.
  for (let end = 0; end < 12; end++)
    for (let start = -1; start < end; start++) {
      const total = cumulativeCell(end);
      if (!frozen.has(total) || !known(total)) continue;
      const parts = [
        ...(start >= 0 ? [cumulativeCell(start)] : []),
        ...Array.from({ length: end - start }, (_, i) => monthCell(start + 1 + i)),
      ].filter((id) => frozen.has(id));
      if (start >= 0 && !frozen.has(cumulativeCell(start))) continue;
      // Only where every unit of a part is in the total are the leftovers not negative.
      const inTotal = partsOf(frozen.get(total));
      if (parts.some((p) => [...partsOf(frozen.get(p)).keys()].some((u) => !inTotal.has(u))))
        continue;
      const bound = othersSum(total) - parts.filter(known).reduce((a, p) => a + othersSum(p), 0);
      for (const part of parts.filter((p) => !known(p))) {
        const others = [...partsOf(frozen.get(part))].filter(([u]) => u !== reader);
        const largest = Math.max(...others.map(([, v]) => v));
        if (largest > 0 && bound - largest < (RULE.pPercent / 100) * largest - 1e-6)
          out.add(`${part} (bound ${bound}, largest ${largest})`);
      }
    }
  return [...out];
}

describe('no single reporting unit can recover a withheld figure', () => {
  it('over 150 random years, exactly or within p%', { timeout: 60_000 }, () => {
    for (let seed = 1; seed <= 150; seed++) {
      const filed = year(seed);
      const frozen = publishAll(filed);
      const readers = [null, ...new Set(filed.map((r) => r.enterpriseId))];
      for (const reader of readers) {
        const found = [...exactlyKnown(frozen, reader), ...pinned(frozen, reader)];
        expect({ seed, reader, found }).toEqual({ seed, reader, found: [] });
      }
    }
  });
});
