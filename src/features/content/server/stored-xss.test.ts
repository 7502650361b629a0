/**
 * Script an editor's account pastes (or an attacker who took it) never reaches a reader: every
 * rich field is cleaned when saved and again when read, in both languages; titles stay text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#tests/helpers/http.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

const HOSTILE = [
  '<p>ok</p>',
  '<script>window.x=1</script>',
  '<img src="x" onerror="window.x=2">',
  '<a href="javascript:window.x=3">link</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<svg onload="window.x=4"></svg>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
].join('');
const TITLE = '<img src=x onerror=alert(1)>标题';

/** What a reader could run from a piece of HTML. */
const RUNNABLE = /<script|<iframe|<svg|\son\w+=|javascript:|url\(/i;

let s: TestServer;
let editor: string;
beforeAll(async () => {
  s = await startTestServer();
  editor = await login(s, demo(s, 'editor').username, demo(s, 'editor').password);
});
afterAll(() => s.stop());

async function publishNew(type: string, body: Record<string, unknown>): Promise<number> {
  const made = await call<{ data: { row: { id: number } } }>(s.base, 'POST', `/content/${type}`, {
    token: editor,
    body,
  });
  expect(made.body.code, JSON.stringify(made.body)).toBe(200);
  await call(s.base, 'POST', `/content/${type}/${made.body.data.row.id}/publish`, {
    token: editor,
  });
  return made.body.data.row.id;
}

/** The item as stored (what the console shows) and as readers get it, in both languages. */
async function everyReading(type: string, id: number, publicPath: string) {
  const stored = await call<{ data: Record<string, unknown> }>(
    s.base,
    'GET',
    `/content/${type}/${id}`,
    { token: editor },
  );
  const readers = await Promise.all(
    (['zh', 'en'] as const).map((lang) => call(s.base, 'GET', publicPath, { lang })),
  );
  return [JSON.stringify(stored.body.data), ...readers.map((r) => JSON.stringify(r.body))];
}

describe('stored script stays inert', () => {
  it('in articles, trainings and alliances: every rich field, both languages', async () => {
    const article = await publishNew('article', {
      channel: 'news',
      title: TITLE,
      titleEn: TITLE,
      summary: '摘要',
      body: HOSTILE,
      bodyEn: HOSTILE,
    });
    const training = await publishNew('training', {
      title: TITLE,
      titleEn: TITLE,
      startDate: '2027-01-10',
      endDate: '2027-01-12',
      body: HOSTILE,
      bodyEn: HOSTILE,
    });
    const alliance = await publishNew('alliance', {
      name: TITLE,
      nameEn: TITLE,
      intro: HOSTILE,
      introEn: HOSTILE,
    });
    const readings = [
      ...(await everyReading('article', article, `/web/index/detail?id=${article}`)),
      ...(await everyReading('training', training, `/web/index/traindetail?id=${training}`)),
      ...(await everyReading('alliance', alliance, '/web/index/allianceIndex')),
    ];
    for (const text of readings) {
      expect(text).toContain('ok');
      // Titles are text: returned as typed, and escaped by whatever shows them.
      expect(text).toContain(JSON.stringify(TITLE).slice(1, -1));
      expect(text.replaceAll(JSON.stringify(TITLE).slice(1, -1), '')).not.toMatch(RUNNABLE);
    }
  });

  it('in single pages, both languages', async () => {
    const page = await call<{ data: { version: string } }>(
      s.base,
      'GET',
      '/content/pages/introduction',
      { token: editor },
    );
    const saved = await call(s.base, 'PUT', '/content/pages/introduction', {
      token: editor,
      body: {
        title: '协会简介',
        titleEn: 'About',
        body: HOSTILE,
        bodyEn: HOSTILE,
        version: page.body.data.version,
      },
    });
    expect(saved.body.code).toBe(200);
    for (const lang of ['zh', 'en'] as const) {
      const r = await call(s.base, 'GET', '/web/index/introduction', { lang });
      expect(JSON.stringify(r.body)).toContain('ok');
      expect(JSON.stringify(r.body)).not.toMatch(RUNNABLE);
    }
  });
});

describe('a hostile file name an editor uploads', () => {
  it('goes back to readers as quoted text in the download header, never as markup', async () => {
    const form = new FormData();
    const name = '"><img src=x onerror=alert(1)>;filename=evil.html.pdf';
    form.append('file', new Blob([new Uint8Array(Buffer.from('%PDF-1.4\n%%EOF\n'))]), name);
    form.append('purpose', 'contentFile');
    const up = (await (
      await fetch(`${s.base}/common/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${editor}` },
        body: form,
      })
    ).json()) as { fileName: string; originalFilename: string };
    const r = await fetch(`${s.base}/common/download/resource?resource=${up.fileName}`, {
      headers: { authorization: `Bearer ${editor}` },
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/pdf');
    const disposition = r.headers.get('content-disposition') ?? '';
    // One file name, percent-encoded: no quote, bracket or second parameter gets through.
    expect(disposition).not.toMatch(/[<>"]|;\s*filename=evil/);
    expect(decodeURIComponent(r.headers.get('download-filename') ?? '')).toContain('<img');
  });
});
