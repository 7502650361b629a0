/** What other parts may use of my-people's server part. */
export { myPeopleRouter } from './my-people.handlers.ts';
