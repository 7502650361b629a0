/**
 * An API result's body. The response middleware has already turned every refused call into an
 * ApiError (and told the reader), so a call that returns has a body; if it somehow has none, say
 * so instead of failing later on `undefined`.
 */
import { ApiError } from './middleware/api-error.ts';

export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data === undefined)
    throw new ApiError(`${result.response.url}: empty answer`, result.response.status, {});
  return result.data;
}
