import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, formData } from '#tests/helpers/api.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';
import { complaints } from './tables.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.stop());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
async function upload(token: string, name: string, bytes: Buffer, purpose = 'complaint') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  form.append('purpose', purpose);
  return api(s.base).POST('/common/upload', { token, ...formData(form) });
}

describe('uploads', () => {
  it('accept a real PDF under a generated name, owned by the uploader', async () => {
    const m = demo(s, 'member');
    const token = await login(s, m.username, m.password);
    const r = await upload(token, '汇款凭证.pdf', PDF);
    expect(r.body).toMatchObject({ code: 200, originalFilename: '汇款凭证.pdf' });
    expect(r.body.newFileName).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    const file = await fetch(`${s.url}${r.body.url}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-security-policy')).toContain('sandbox');
    expect(decodeURIComponent(file.headers.get('download-filename')!)).toBe('汇款凭证.pdf');
    // Not public, and not another enterprise's to read.
    expect(
      (await fetch(`${s.url}${r.body.url.replace('/resource', '/anonymity/resource')}`)).status,
    ).toBe(404);
    const other = demo(s, 'enterprise');
    const otherToken = await login(s, other.username, other.password);
    expect(
      (await fetch(`${s.url}${r.body.url}`, { headers: { authorization: `Bearer ${otherToken}` } }))
        .status,
    ).toBe(404);
  });

  it('refuse a renamed file, a wrong type and an oversize file, in the reader language', async () => {
    const m = demo(s, 'member');
    const token = await login(s, m.username, m.password);
    const html = await upload(
      token,
      'evil.pdf',
      Buffer.from('<html><script>alert(1)</script></html>'),
    );
    expect(html.body).toMatchObject({
      code: 500,
      msg: '文件格式不正确，请上传 jpg, jpeg, png, pdf 格式文件',
    });
    const svg = await upload(
      token,
      'logo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    );
    expect(svg.body.code).toBe(500);
    const big = await upload(
      token,
      'big.pdf',
      Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)]),
      'receipt',
    );
    expect(big.status).toBe(413);
    expect(big.body.msg).toBe('上传文件大小不能超过 5 MB');
  });

  it('need a session', async () => {
    const form = new FormData();
    form.append('file', new Blob([PDF]), 'a.pdf');
    const res = await api(s.base).POST('/common/upload', formData(form));
    expect(res.body.code).toBe(401);
  });
});

describe('POST /system/complaint', () => {
  it('stores the complaint under the session’s unit, whatever enterpriseId says', async () => {
    const m = demo(s, 'member');
    const token = await login(s, m.username, m.password);
    const file = await upload(token, 'photo.pdf', PDF);
    const r = await api(s.base).POST('/system/complaint', {
      token,
      body: {
        name: '张伟',
        tel: '(010)64398800',
        content: '展会期间服务很好',
        attachId: file.body.fileId,
        enterpriseId: 999,
      },
    });
    expect(r.body).toEqual({ code: 200, msg: '提交成功' });
    const rows = await s.deps.db.select().from(complaints);
    expect(rows.at(-1)).toMatchObject({
      unitName: m.username,
      name: '张伟',
      attachFileId: file.body.fileId,
    });
    expect(rows.at(-1)!.enterpriseId).not.toBe(999);
  });

  it('refuses someone else’s attachment', async () => {
    const m = demo(s, 'member');
    const mine = await upload(await login(s, m.username, m.password), 'a.pdf', PDF);
    const e = demo(s, 'enterprise');
    const r = await api(s.base).POST('/system/complaint', {
      token: await login(s, e.username, e.password),
      body: { name: '李娜', tel: '13900000002', content: '内容', attachId: mine.body.fileId },
    });
    expect(r.body.msg).toBe('附件不存在或不属于您，请重新上传');
  });

  it('checks every field with the spec’s messages', async () => {
    const m = demo(s, 'member');
    const token = await login(s, m.username, m.password);
    const r = await api(s.base).POST('/system/complaint', {
      token,
      body: { name: '张', tel: '12345', content: ' ' },
    });
    expect(r.body.errors).toEqual([
      { field: 'name', msg: '长度在 2 到 20 个字符' },
      { field: 'tel', msg: '请输入正确的电话格式' },
      { field: 'content', msg: '内容不能为空' },
    ]);
    expect(
      (
        await api(s.base).POST('/system/complaint', {
          body: { name: '张伟', tel: '13900000002', content: 'x' },
        })
      ).body.code,
    ).toBe(401);
  });
});
