/**
 * The complaints inbox: a member's complaint is taken up, answered (the member reads the answer
 * in its bell) and closed, one step at a time; filters, export and who may do it.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type BodyOf, type QueryOf } from '#tests/helpers/api.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
let clerk: string;
let member: string;
beforeAll(async () => {
  s = await startTestServer();
  clerk = await signIn('secretariat');
  member = await signIn('member');
});
afterAll(() => s.stop());

const signIn = (role: string) => login(s, demo(s, role).username, demo(s, role).password);

const inbox = async (query: QueryOf<'/console/complaints'> = {}) =>
  (await api(s.base).GET('/console/complaints', { token: clerk, params: { query } })).body;

async function complain(content: string): Promise<number> {
  await api(s.base).POST('/system/complaint', {
    token: member,
    body: { name: '张伟', tel: '13800000001', content },
  });
  const found = (await inbox({ q: content })).rows[0];
  if (!found) throw new Error('complaint not in the inbox');
  return found.id;
}

type Step = 'assign' | 'reply' | 'close';
const act = <S extends Step>(
  id: number,
  step: S,
  body: BodyOf<'post', `/console/complaints/{id}/${S}`>,
  token = clerk,
) =>
  // One step stands for three here: the body is checked against the step's route above.
  api(s.base).POST(`/console/complaints/{id}/${step}` as '/console/complaints/{id}/close', {
    token,
    body,
    params: { path: { id } },
  });

describe('a complaint', () => {
  it('is taken up, answered to the sender’s bell and closed, each step once', async () => {
    const id = await complain('展会摊位安排不合理');
    expect((await inbox({ status: 'new' })).rows.map((r) => r.id)).toContain(id);
    const staff = await api(s.base).GET('/console/complaints/assignees', { token: clerk });
    const me = staff.body.data.find((p) => p.name.includes('秘书处'));
    expect(me).toBeDefined();
    expect((await act(id, 'assign', { assigneeUserId: me!.id })).status).toBe(200);
    expect((await inbox({ mine: '1' })).rows[0]).toEqual(
      expect.objectContaining({ id, status: 'inProgress', assignee: me?.name }),
    );

    expect((await act(id, 'reply', { reply: '已与主办方沟通，明年调整。' })).status).toBe(200);
    const bell = await api(s.base).GET('/system/notice/todoList', { token: member, lang: 'en' });
    expect(bell.body.rows[0]?.noticeTitle).toBe('Your complaint has been answered');
    expect(bell.body.rows[0]?.noticeContent).toContain('已与主办方沟通，明年调整。');
    // A second answer, from a second clerk who had the page open, is refused.
    expect((await act(id, 'reply', { reply: '再答复一次' })).status).toBe(409);

    expect((await act(id, 'close', {})).status).toBe(200);
    const detail = await api(s.base).GET('/console/complaints/{id}', {
      token: clerk,
      params: { path: { id } },
    });
    expect(detail.body.data.status).toBe('closed');
    // Each step may leave several states; the history names the one it really left.
    expect(detail.body.data.history.map((h) => [h.fromStatus, h.toStatus])).toEqual([
      ['new', 'inProgress'],
      ['inProgress', 'answered'],
      ['answered', 'closed'],
    ]);
  });

  it('goes only to staff who may handle complaints, and needs an answer to answer', async () => {
    const id = await complain('需要指派的投诉');
    const editor = demo(s, 'editor');
    const editorToken = await login(s, editor.username, editor.password);
    const info = await api(s.base).GET('/getInfo', { token: editorToken });
    expect((await act(id, 'assign', { assigneeUserId: info.body.user.userId })).status).toBe(400);
    expect((await act(id, 'reply', { reply: '   ' })).status).toBe(400);
    expect((await act(999999, 'close', {})).status).toBe(409);
  });
});

describe('the inbox', () => {
  it('exports what its filters show', async () => {
    await complain('=cmd|calc 导出测试');
    const res = await fetch(
      `${s.base}/console/complaints/export?q=${encodeURIComponent('导出测试')}`,
      {
        headers: { authorization: `Bearer ${clerk}` },
      },
    );
    expect(res.headers.get('x-row-count')).toBe('1');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const row = book.worksheets[0]?.getRow(2);
    // As typed, no apostrophe to see: the cell is quote-prefixed text, never a formula.
    expect(row?.getCell(5).value).toBe('=cmd|calc 导出测试');
    expect(row?.getCell(5).formula).toBeUndefined();
    expect(row?.getCell(6).value).toBe('新投诉');
  });

  it('is the secretariat’s: others are refused by the server', async () => {
    for (const role of ['editor', 'council', 'member']) {
      const token = await signIn(role);
      expect((await api(s.base).GET('/console/complaints', { token })).status).toBe(403);
      expect((await act(1, 'reply', { reply: 'x' }, token)).status).toBe(403);
    }
    expect((await api(s.base).GET('/console/complaints/export')).status).toBe(401);
  });
});
