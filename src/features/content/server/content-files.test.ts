/**
 * Files of the public site: pictures for rich text and the files items carry. Only editors upload
 * them; an item can carry only such a file (never an enterprise's licence), and then the file is
 * readable as the item is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#tests/helpers/http.ts';
import { demo, login, uploadPdf } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let s: TestServer;
let editor: string;
let member: string;
beforeAll(async () => {
  s = await startTestServer();
  editor = await login(s, demo(s, 'editor').username, demo(s, 'editor').password);
  member = await login(s, demo(s, 'member').username, demo(s, 'member').password);
});
afterAll(() => s.stop());

async function upload(token: string, purpose: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  form.append('purpose', purpose);
  const res = await fetch(`${s.base}/common/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { fileId: string; url: string } };
}

describe('content uploads', () => {
  it('a picture for rich text is readable by anyone at once, by the address the answer gives', async () => {
    const up = await upload(editor, 'contentImage', PNG, 'photo.png');
    expect(up.status).toBe(200);
    expect(up.body.url).toContain('/common/download/anonymity/resource');
    const r = await fetch(`${s.url}${up.body.url}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/png');
  });

  it('are the editors’: a member unit is refused, and a picture over 5 MB too', async () => {
    expect((await upload(member, 'contentImage', PNG, 'photo.png')).status).toBe(403);
    expect((await upload(member, 'contentFile', PNG, 'photo.png')).status).toBe(403);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload(editor, 'contentImage', big, 'big.png')).status).toBe(413);
  });

  it('a periodical carries only a file uploaded for content, then readable by members', async () => {
    const licence = await uploadPdf(s, member, 'attachment');
    const periodical = {
      title: '测试期刊',
      year: 2026,
      issue: 9,
      publishedAt: '2026-09-01',
      access: 'member',
    };
    const stolen = await call(s.base, 'POST', '/content/periodical', {
      token: editor,
      body: { ...periodical, fileId: licence },
      lang: 'en',
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.msg).toBe(
      "Only a file an editor uploaded for the site's content can be used here",
    );

    const pdf = await upload(editor, 'contentFile', Buffer.from('%PDF-1.4\n%%EOF\n'), 'issue.pdf');
    const made = await call<{ data: { row: { id: number } } }>(
      s.base,
      'POST',
      '/content/periodical',
      {
        token: editor,
        body: { ...periodical, fileId: pdf.body.fileId },
      },
    );
    expect(made.body.code).toBe(200);
    const url = `${s.base}/common/download/resource?resource=${pdf.body.fileId}`;
    const asMember = await fetch(url, { headers: { authorization: `Bearer ${member}` } });
    expect(asMember.status).toBe(200);
    const enterprise = await login(
      s,
      demo(s, 'enterprise').username,
      demo(s, 'enterprise').password,
    );
    const asEnterprise = await fetch(url, { headers: { authorization: `Bearer ${enterprise}` } });
    expect(asEnterprise.status).toBe(403);
  });
});
