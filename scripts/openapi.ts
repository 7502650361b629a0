/** Writes openapi/openapi.json from the zod routes (run `npm run openapi` after changing a route). */
import { writeFileSync } from 'node:fs';
import { renderOpenApi } from '#server/openapi-doc.ts';

writeFileSync(new URL('../openapi/openapi.json', import.meta.url), renderOpenApi());
console.log('openapi/openapi.json written');
