/** The page server: route guard, redirects, status pages, headers and confinement to the build. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';
import { PAGE_GUARD_PATH } from './pages.ts';

let s: TestServer;
let dataDir: string;
let layers: { dir: string; gone: string[] }[];
const pointTo = (pointer: object) =>
  writeFileSync(join(dataDir, 'site', 'current.json'), JSON.stringify(pointer));
const FILES: Record<string, string> = {
  'index.html': '<h1>首页</h1>',
  'en/index.html': '<h1>Home</h1>',
  'login/index.html': '<h1>登录</h1>',
  'en/login/index.html': '<h1>Login</h1>',
  'center/person/index.html': '<h1>企业中心</h1>',
  '404.html': '<h1>页面不存在</h1>',
  'en/404/index.html': '<h1>Page not found</h1>',
  '_astro/app.abc123.js': 'console.log(1)',
  'detail/5/index.html': '<h1>旧文章</h1>',
  'detail/6/index.html': '<h1>第六篇</h1>',
  // A page showing the shell, long enough to be compressed when spliced as it is served.
  'detail/7/index.html': `<ul data-menu><!--shell:menu--><li>旧菜单</li><!--/shell:menu--></ul><p>${'正文'.repeat(600)}</p>`,
};
/** An edit's layer over the build: article 5 changed, article 6 taken down. */
const LAYER: Record<string, string> = {
  'detail/5/index.html': '<h1>新文章</h1>',
};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'assoc-pages-'));
  const build = join(dataDir, 'site', 'build-test-1');
  for (const [path, body] of Object.entries(FILES)) {
    mkdirSync(dirname(join(build, path)), { recursive: true });
    writeFileSync(join(build, path), `<!doctype html>${body}`);
  }
  const layer = join(dataDir, 'site', 'layer-test-2');
  for (const [path, body] of Object.entries(LAYER)) {
    mkdirSync(dirname(join(layer, path)), { recursive: true });
    writeFileSync(join(layer, path), `<!doctype html>${body}`);
  }
  // Compressed copies as the build writes them, each with its own marker to tell them apart.
  writeFileSync(join(build, 'index.html.br'), brotliCompressSync('<h1>br</h1>'));
  writeFileSync(join(build, 'index.html.gz'), gzipSync('<h1>gzip</h1>'));
  layers = [{ dir: layer, gone: ['detail/6', 'en/detail/6'] }];
  pointTo({ dir: build, fingerprint: 'test', builtAt: '', layers });
  s = await startTestServer({}, dataDir);
});
afterAll(async () => {
  await s.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** An answer's status, headers and bytes as they came (decompressed), less the date. */
const answer = async (path: string, method: string, headers: Record<string, string>) => {
  const r = await fetch(`${s.url}${path}`, { method, headers, redirect: 'manual' });
  const kept = [...r.headers].filter(([name]) => name !== 'date' && name !== 'keep-alive');
  return { status: r.status, headers: kept, body: Buffer.from(await r.arrayBuffer()) };
};
/** The same answered by the framework: quick-pages.ts takes no query. */
const viaFramework = (path: string) => `${path}?from=framework`;

const get = (path: string, cookie?: string) =>
  fetch(`${s.url}${path}`, {
    redirect: 'manual',
    headers: cookie ? { cookie: `Site-Token=${cookie}` } : {},
  });

describe('route guard', () => {
  it('the empty path goes to index, in each language', async () => {
    expect((await get('/')).headers.get('location')).toBe('/index');
    expect((await get('/en/')).headers.get('location')).toBe('/en/index');
    expect((await get('/home')).headers.get('location')).toBe('/index');
  });

  it('a guest asking for a centre page goes to login with the full original path', async () => {
    const r = await get('/center/person?type=center');
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toBe('/login?redirect=%2Fcenter%2Fperson%3Ftype%3Dcenter');
    expect((await get('/en/center/person')).headers.get('location')).toBe(
      '/en/login?redirect=%2Fen%2Fcenter%2Fperson',
    );
  });

  it('a signed-in user gets the centre page, and /login sends them to /center', async () => {
    const { username, password } = demo(s, 'member');
    const token = await login(s, username, password);
    const page = await get('/center/person', token);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('企业中心');
    expect((await get('/login', token)).headers.get('location')).toBe('/center');
    expect((await get('/en/login', token)).headers.get('location')).toBe('/en/center');
    // Unknown pages go to /404, which answers with status 404.
    expect((await get('/no-such-page', token)).headers.get('location')).toBe('/404');
  });

  it('staff who open /login are sent to their console instead, in their language', async () => {
    const { username, password } = demo(s, 'editor');
    const token = await login(s, username, password);
    expect((await get('/login', token)).headers.get('location')).toBe('/admin');
    expect((await get('/en/login', token)).headers.get('location')).toBe('/en/admin');
  });

  it('answers nginx’s question the way it guards its own pages', async () => {
    const ask = (uri: string, cookie?: string) =>
      fetch(`${s.url}${PAGE_GUARD_PATH}`, {
        headers: { 'x-original-uri': uri, ...(cookie ? { cookie: `Site-Token=${cookie}` } : {}) },
      });
    const guest = await ask('/en/center/person?type=center');
    expect(guest.status).toBe(401);
    expect(guest.headers.get('x-location')).toBe(
      '/en/login?redirect=%2Fen%2Fcenter%2Fperson%3Ftype%3Dcenter',
    );
    expect((await ask('/login')).status).toBe(204);
    expect((await ask('/index')).status).toBe(204);
    const { username, password } = demo(s, 'member');
    const token = await login(s, username, password);
    expect((await ask('/center/person', token)).status).toBe(204);
    const signedIn = await ask('/en/login', token);
    expect(signedIn.status).toBe(403);
    expect(signedIn.headers.get('x-location')).toBe('/en/center');
    expect((await ask('https://elsewhere.example/center')).status).toBe(400);
    // An address no page has is refused, not waved through: nginx would read it as another.
    for (const sneaky of ['//center/person', '/en//center', '/index/..%2Fcenter'])
      expect((await ask(sneaky)).status, sneaky).toBe(401);
  });

  it('a page cannot be fetched around the guard', async () => {
    // Asking for the file itself, or climbing out of a public section with encoded slashes.
    expect((await get('/center/person/index.html')).headers.get('location')).toBe(
      '/login?redirect=%2Fcenter%2Fperson%2Findex.html',
    );
    for (const sneaky of [
      '/register/..%2fcenter%2fperson',
      '/register/%2e%2e/center/person',
      '/detail/..%5ccenter%5cperson',
      // A doubled slash: the first segment is empty (public) to a naive guard, the centre to a lookup.
      '/en//center/person',
      '//center/person',
      '/index//../center/person',
    ]) {
      const r = await get(sneaky);
      expect(r.status, sneaky).not.toBe(200);
      expect(await r.text()).not.toContain('企业中心');
    }
  });

  it('a forged or expired cookie is a guest', async () => {
    expect((await get('/center/person', 'x'.repeat(43))).status).toBe(302);
    expect((await get('/login', 'x'.repeat(43))).status).toBe(200);
  });
});

describe('pages', () => {
  it('public pages are served with a locked-down policy', async () => {
    const r = await get('/index');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/html');
    expect(r.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('cache-control')).toBe('no-cache');
  });

  it('the 404 page answers 404 in both languages', async () => {
    const zh = await get('/404');
    expect(zh.status).toBe(404);
    expect(await zh.text()).toContain('页面不存在');
    expect((await get('/en/404')).status).toBe(404);
  });

  it('hashed bundles are cached for a year; a missing one is a plain 404', async () => {
    expect((await get('/_astro/app.abc123.js')).headers.get('cache-control')).toContain(
      'immutable',
    );
    expect((await get('/_astro/missing.js')).status).toBe(404);
  });

  it('the compressed copy written at build time is sent to a reader who takes it', async () => {
    const as = async (encoding: string) => {
      const r = await fetch(`${s.url}/index`, { headers: { 'accept-encoding': encoding } });
      return [r.headers.get('content-encoding'), r.headers.get('vary'), await r.text()];
    };
    expect(await as('gzip, deflate, br')).toEqual(['br', 'Accept-Encoding', '<h1>br</h1>']);
    expect(await as('gzip')).toEqual(['gzip', 'Accept-Encoding', '<h1>gzip</h1>']);
    expect(await as('br;q=0, gzip')).toEqual(['gzip', 'Accept-Encoding', '<h1>gzip</h1>']);
    const [encoding, , plain] = await as('identity');
    expect(encoding).toBeNull();
    expect(plain).toContain('首页');
    // Each copy has its own tag, so a cache never answers one reader with another's copy.
    const br = await fetch(`${s.url}/index`, { headers: { 'accept-encoding': 'br' } });
    const again = await fetch(`${s.url}/index`, {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': br.headers.get('etag')! },
    });
    expect(again.status).toBe(200);
  });

  it('a plain read, answered before the framework, is answered as the framework answers it', async () => {
    for (const path of ['/index', '/en/index', '/_astro/app.abc123.js', '/detail/5'])
      for (const method of ['GET', 'HEAD'])
        for (const encoding of ['gzip, deflate, br', 'gzip', 'identity']) {
          const plain = await answer(path, method, { 'accept-encoding': encoding });
          expect(plain.status, path).toBe(200);
          expect(plain, `${method} ${path} ${encoding}`).toEqual(
            await answer(viaFramework(path), method, { 'accept-encoding': encoding }),
          );
          const tag = plain.headers.find(([name]) => name === 'etag')![1];
          const unchanged = { 'accept-encoding': encoding, 'if-none-match': tag };
          const notModified = await answer(path, method, unchanged);
          expect(notModified.status).toBe(304);
          expect(notModified).toEqual(await answer(viaFramework(path), method, unchanged));
        }
  });

  it('an edit’s layer shows over the build: a changed page, and a page taken down', async () => {
    expect(await (await get('/detail/5')).text()).toContain('新文章');
    expect((await get('/detail/6')).headers.get('location')).toBe('/404');
    expect((await get('/en/detail/6')).headers.get('location')).toBe('/en/404');
  });

  it('a pending change to every page shows in a page as it is served, with its own tag', async () => {
    const plain = { 'accept-encoding': 'br' };
    const before = await answer('/detail/7', 'GET', plain);
    const staleTag = before.headers.find(([name]) => name === 'etag')![1];
    expect(before.body.toString()).toContain('旧菜单');
    const build = join(dataDir, 'site', 'build-test-1');
    const regions = { zh: { menu: '<li>新菜单</li>' }, en: { menu: '<li>New menu</li>' } };
    pointTo({
      dir: build,
      fingerprint: 'test',
      builtAt: '',
      layers,
      shell: { version: 'v2', regions, older: [build, layers[0]!.dir] },
    });
    // The pointer file is looked at every 200 ms.
    await new Promise((r) => setTimeout(r, 300));
    try {
      for (const method of ['GET', 'HEAD'])
        for (const encoding of ['gzip, deflate, br', 'gzip', 'identity']) {
          const headers = { 'accept-encoding': encoding };
          const served = await answer('/detail/7', method, headers);
          expect(served, `${method} ${encoding}`).toEqual(
            await answer(viaFramework('/detail/7'), method, headers),
          );
          const tag = served.headers.find(([name]) => name === 'etag')![1];
          expect(tag).not.toBe(staleTag);
          const sent = served.headers.find(([name]) => name === 'content-encoding')?.[1];
          expect(sent ?? 'identity').toBe(encoding.startsWith('gzip,') ? 'br' : encoding);
          if (method === 'GET') {
            expect(served.body.toString()).toContain('<li>新菜单</li>');
            expect(served.body.toString()).not.toContain('旧菜单');
          }
          const unchanged = { ...headers, 'if-none-match': tag };
          expect((await answer('/detail/7', method, unchanged)).status).toBe(304);
          // A reader holding the stale page's tag gets the new page.
          const stale = { ...headers, 'if-none-match': staleTag };
          expect((await answer('/detail/7', method, stale)).status).toBe(200);
        }
    } finally {
      pointTo({ dir: build, fingerprint: 'test', builtAt: '', layers });
      await new Promise((r) => setTimeout(r, 300));
    }
  });

  it('nothing outside the build folder is ever served', async () => {
    const secret = readFileSync(join(dataDir, 'secret'), 'utf8');
    for (const path of [
      '/..%2f..%2fsecret',
      '/%2e%2e/%2e%2e/secret',
      '/..%5c..%5csecret',
      '/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/index%00.html',
    ]) {
      const r = await get(path);
      expect(r.status, path).not.toBe(200);
      expect(await r.text()).not.toContain(secret);
    }
  });
});
