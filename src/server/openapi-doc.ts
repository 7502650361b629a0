/** The OpenAPI description as committed: generated from the same routes the server runs. */
import { createApi, openApiDocument } from './api.ts';
import type { Deps } from './http/context.ts';

export function renderOpenApi(): string {
  // Describing routes needs no database: handlers are never called here.
  const api = createApi({} as Deps);
  return `${JSON.stringify(openApiDocument(api), null, 2)}\n`;
}
