/**
 * File links as readers use them: the upload answer's fileName goes straight back to the download
 * call, and a link opened in a tab (no bearer header) works for whoever may read the file, while
 * anyone else gets a page in their language instead of a JSON file to save.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, formData } from '#tests/helpers/api.ts';
import { call } from '#tests/helpers/http.ts';
import { demo, login, uploadPdf } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
let memberFile = '';
beforeAll(async () => {
  s = await startTestServer();
  const list = await api(s.base).GET('/web/index/periodicalsList', {
    params: { query: { pageNum: 1, pageSize: 100 } },
  });
  memberFile = list.body.rows.find((p) => p.access === 'member' && p.file)?.file?.url ?? '';
});
afterAll(() => s.stop());

const signIn = async (role: string) => login(s, demo(s, role).username, demo(s, role).password);
/** What a browser tab sends when a link is clicked: the cookie, and a request for a document. */
const openInTab = (path: string, token?: string, lang = 'zh') =>
  fetch(`${s.url}${path}`, {
    headers: {
      'sec-fetch-dest': 'document',
      accept: 'text/html,application/xhtml+xml',
      cookie: `${token ? `Site-Token=${token}; ` : ''}language=${lang}`,
      referer: `${s.url}/periodicals/1`,
    },
    redirect: 'manual',
  });

describe('an upload answer', () => {
  it('names the file the way the download call takes it (fileName and newFileName)', async () => {
    const token = await signIn('member');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(Buffer.from('%PDF-1.4\n%%EOF\n'))]), 'a.pdf');
    const up = (await api(s.base).POST('/common/upload', { token, ...formData(form) })).body;
    for (const name of [up.fileName, up.newFileName]) {
      const r = await fetch(
        `${s.base}/common/download/resource?resource=${encodeURIComponent(name)}`,
        {
          headers: { authorization: `Bearer ${token}` },
        },
      );
      expect(r.status, name).toBe(200);
      expect((await r.text()).startsWith('%PDF')).toBe(true);
    }
  });
});

describe('a stored file name', () => {
  it('is folded like names: no invisible or direction characters to disguise it', async () => {
    const token = await signIn('member');
    const form = new FormData();
    const disguised = 'invoice\u202efdp.exe\u200b.pdf';
    form.append('file', new Blob([new Uint8Array(Buffer.from('%PDF-1.4\n%%EOF\n'))]), disguised);
    const up = (await api(s.base).POST('/common/upload', { token, ...formData(form) })).body;
    expect(up.originalFilename).toBe('invoicefdp.exe.pdf');
    const r = await fetch(`${s.base}/common/download/resource?resource=${up.fileName}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(decodeURIComponent(r.headers.get('download-filename') ?? '')).toBe('invoicefdp.exe.pdf');
  });
});

describe('a file link opened in a tab', () => {
  it('downloads a member-only periodical for a member, as an attachment when asked', async () => {
    expect(memberFile).toContain('/common/download/resource');
    const r = await openInTab(`${memberFile}&attachment=1`, await signIn('member'));
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/pdf');
    expect(r.headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('shows a non-member why, in their language, with the way to membership', async () => {
    const token = await signIn('enterprise');
    for (const [lang, words] of [
      ['zh', '仅会员可以下载'],
      ['en', 'Only members can download this file'],
    ] as const) {
      const r = await openInTab(memberFile, token, lang);
      expect(r.status).toBe(403);
      expect(r.headers.get('content-type')).toContain('text/html');
      const html = await r.text();
      expect(html).toContain(words);
      expect(html).toContain(lang === 'en' ? '/en/center/apply-member' : '/center/apply-member');
    }
  });

  it('asks a guest to log in and come back to the page the link was on', async () => {
    const r = await openInTab(memberFile, undefined, 'en');
    expect(r.status).toBe(401);
    const html = await r.text();
    expect(html).toContain('Please log in first');
    expect(html).toContain(`/en/login?redirect=${encodeURIComponent('/periodicals/1')}`);
  });

  it('still answers our own client (bearer, JSON) with the envelope', async () => {
    const r = await call(s.base, 'GET', memberFile.replace('/prod-api', ''), {
      token: await signIn('enterprise'),
    });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe(403);
  });

  it('another enterprise’s upload is missing, not forbidden', async () => {
    const id = await uploadPdf(s, await signIn('member'));
    const r = await openInTab(
      `/prod-api/common/download/resource?resource=${id}`,
      await signIn('enterprise'),
      'en',
    );
    expect(r.status).toBe(404);
    expect(await r.text()).toContain('File not found');
  });
});
