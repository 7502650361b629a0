/** Manuscripts: a member contributes its own PDF; others cannot see it; editors decide and the unit is told. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/helpers/api.ts';
import { demo, login, uploadPdf } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.stop());

describe('manuscripts', () => {
  it('member contributes → editor accepts → the unit is told; nobody else sees or decides it', async () => {
    const as = (role: string) => login(s, demo(s, role).username, demo(s, role).password);
    const [member, enterprise, editor] = [
      await as('member'),
      await as('enterprise'),
      await as('editor'),
    ];
    const file = await uploadPdf(s, member, 'manuscript', 'paper.pdf');
    const body = {
      title: '冻干机在线清洗验证方法研究',
      author: '王强',
      abstract: '讨论 CIP/SIP 验证的取样与判定。',
      fileId: file,
    };
    expect(
      (await api(s.base).POST('/center/manuscripts', { token: enterprise, body })).status,
    ).toBe(403);
    const missing = await api(s.base).POST('/center/manuscripts', {
      token: member,
      body: { ...body, fileId: '' },
    });
    expect(missing.body.msg).toBe('请上传稿件（PDF）');
    const sent = await api(s.base).POST('/center/manuscripts', { token: member, body });
    expect([sent.body.msg, sent.body.data.status]).toEqual([
      '稿件已提交，编辑部将尽快处理',
      'received',
    ]);
    const id = sent.body.data.id;

    expect(
      (
        await api(s.base).POST('/review/manuscripts/{id}', {
          token: member,
          body: { decision: 'accepted' },
          params: { path: { id } },
        })
      ).status,
    ).toBe(403);
    const queue = await api(s.base).GET('/review/manuscripts', {
      token: editor,
      params: { query: { status: 'received' } },
    });
    expect(queue.body.rows.find((r) => r.id === id)?.unitName).toBe('华东制药装备股份有限公司');
    const decided = await api(s.base).POST('/review/manuscripts/{id}', {
      token: editor,
      body: { decision: 'accepted', note: '拟刊于第 4 期' },
      params: { path: { id } },
    });
    expect(decided.body.data.status).toBe('accepted');
    const notices = await api(s.base).GET('/system/notice/todoList', { token: member });
    expect(notices.body.rows[0]?.noticeTitle).toBe('来稿已录用：冻干机在线清洗验证方法研究');
  });

  it('a unit cannot contribute someone else’s file', async () => {
    const member = await login(s, demo(s, 'member').username, demo(s, 'member').password);
    const editor = await login(s, demo(s, 'editor').username, demo(s, 'editor').password);
    const theirs = await uploadPdf(s, editor, 'manuscript');
    const r = await api(s.base).POST('/center/manuscripts', {
      token: member,
      body: { title: 't', author: 'a', abstract: 'x', fileId: theirs },
    });
    expect(r.status).toBe(400);
    const mine = await api(s.base).GET('/center/manuscripts', { token: member });
    expect(mine.body.rows.map((x) => x.fileId)).not.toContain(theirs);
  });
});
