/**
 * Why a call failed: islands and stores take the error from here. It is made where failures are
 * read, beside the response middleware, which sits below the client and must import nothing of it.
 */
export { ApiError } from './middleware/api-error.ts';
