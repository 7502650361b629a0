/** What other features may use of my-data's server part: the tables that hold a unit's rows. */
export { accountsOf, ITEMS_OF, tableNamed } from './unit-tables.ts';
