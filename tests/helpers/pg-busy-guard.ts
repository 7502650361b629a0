/**
 * Setup of every API test file on PostgreSQL: a query the file's servers sent on a connection
 * busy with another fails the file, with the statement and where it was sent from (pg-busy.ts).
 */
import { afterAll, expect } from 'vitest';
import { watchBusyQueries } from './pg-busy.ts';

const found: string[] = [];
watchBusyQueries((stack) => found.push(stack));

afterAll(() => {
  expect(found, 'queries sent on a PostgreSQL connection busy with another').toEqual([]);
});
