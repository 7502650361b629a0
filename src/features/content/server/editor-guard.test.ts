/**
 * Every call behind the console's content pages, read from the API's own description so a new
 * one cannot be missed: visitors must sign in, and staff without the editors' permission, member
 * units and enterprises are refused before anything is read or changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#tests/helpers/http.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { LONG, startTestServer, type TestServer } from '#tests/helpers/server.ts';
import { renderOpenApi } from '#server/openapi-doc.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const SAMPLE: Record<string, string> = {
  id: '1',
  revision: '1',
  slug: 'introduction',
  key: 'contact',
  kind: 'page',
  item: 'introduction',
};

type Operation = {
  tags?: string[];
  parameters?: { in: string; name: string; schema?: { enum?: string[] } }[];
};

/** Every operation tagged for editors, with its path parameters filled in: for each content type. */
function editorCalls(): [Method, string][] {
  const doc = JSON.parse(renderOpenApi()) as {
    paths: Record<string, Record<string, Operation>>;
  };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([, op]) => op.tags?.includes('editor'))
      .flatMap(([method, op]) => {
        const types = op.parameters?.find((p) => p.in === 'path' && p.name === 'type')?.schema
          ?.enum ?? [''];
        return types.map((type): [Method, string] => [
          method.toUpperCase() as Method,
          path.replace(/\{(\w+)\}/g, (_m, name: string) =>
            name === 'type' ? type : (SAMPLE[name] ?? '1'),
          ),
        ]);
      }),
  );
}

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.stop());

describe('the content console’s calls', () => {
  it('are many: every content type, the site’s pages, menu, documents and builds', () => {
    const paths = editorCalls().map(([, p]) => p);
    expect(paths.length).toBeGreaterThan(120);
    for (const p of ['/content/menu', '/content/builds', '/content/standard/1/preview'])
      expect(paths).toContain(p);
  });

  it('refuse visitors, member units, enterprises, the secretariat and the council', {
    timeout: LONG,
  }, async () => {
    const tokens: Record<string, string | undefined> = { visitor: undefined };
    for (const role of ['enterprise', 'member', 'secretariat', 'council'])
      tokens[role] = await login(s, demo(s, role).username, demo(s, role).password);
    const before = await call<{ total: number }>(s.base, 'GET', '/content/article?pageSize=10', {
      token: await login(s, demo(s, 'editor').username, demo(s, 'editor').password),
    });
    for (const [method, path] of editorCalls())
      for (const [who, token] of Object.entries(tokens)) {
        // The secretariat follows the rebuilds its publications of statistics start.
        if (who === 'secretariat' && path.startsWith('/content/builds')) continue;
        const r = await call(s.base, method, path, {
          token,
          ...(method === 'GET' ? {} : { body: { ids: [1], action: 'delete' } }),
        });
        expect(r.status, `${who} ${method} ${path}`).toBe(token ? 403 : 401);
      }
    const after = await call<{ total: number }>(s.base, 'GET', '/content/article?pageSize=10', {
      token: await login(s, demo(s, 'admin').username, demo(s, 'admin').password),
    });
    expect(after.body.total).toBe(before.body.total);
  });
});
