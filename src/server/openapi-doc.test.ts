/** The committed contract and the generated client types must be what the code produces now. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';
import { startTestServer } from '#tests/helpers/server.ts';
import { renderOpenApi } from './openapi-doc.ts';

const root = new URL('../../', import.meta.url);
const fix = 'run `npm run openapi` and commit openapi/openapi.json and src/client/api.d.ts';

describe('OpenAPI contract', () => {
  it('openapi/openapi.json matches the zod routes', () => {
    expect(renderOpenApi(), fix).toBe(readFileSync(new URL('openapi/openapi.json', root), 'utf8'));
  });

  it('src/client/api.d.ts matches openapi/openapi.json', async () => {
    const ast = await openapiTS(new URL('openapi/openapi.json', root));
    const generated = astToString(ast);
    const committed = readFileSync(new URL('src/client/api.d.ts', root), 'utf8');
    // The CLI adds a banner; compare the declarations.
    expect(committed.replace(/^\/\*\*[\s\S]*?\*\/\s*/, '').trim(), fix).toBe(generated.trim());
  });

  it('every route documents the error envelope and public routes say they need no token', () => {
    const doc = JSON.parse(renderOpenApi()) as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, unknown>; security?: unknown[] }>
      >;
    };
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        expect(Object.keys(op.responses), `${method} ${path}`).toEqual(
          expect.arrayContaining(['200', '400', '401', '500']),
        );
      }
    }
    expect(doc.paths['/login']!.post!.security).toBeUndefined();
    expect(doc.paths['/getInfo']!.get!.security).toEqual([{ bearer: [] }]);
  });

  it('a running server outside production describes itself, once asked', async () => {
    const server = await startTestServer();
    try {
      const served = await (await fetch(`${server.base}/openapi.json`)).json();
      expect(served).toEqual(JSON.parse(renderOpenApi()));
    } finally {
      await server.stop();
    }
  });
});
