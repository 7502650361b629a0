/** What other features may use of change and transfer requests in the browser: their queue. */
export { requestQueue, reviewRequest } from './requests.calls.ts';
