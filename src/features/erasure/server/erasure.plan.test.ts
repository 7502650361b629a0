/** Every table that holds something of a unit has a decision in the erasure plan. */
import { describe, expect, it } from 'vitest';
import { unitTables } from '#features/my-data/server/unit-tables.ts';
import { ERASURE_PLAN } from './erasure.plan.ts';

describe('the erasure plan', () => {
  it('names every table that holds a unit’s rows, and no other', () => {
    expect(Object.keys(ERASURE_PLAN).sort()).toEqual([...unitTables].sort());
  });
});
