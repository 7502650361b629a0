import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#tests/helpers/http.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';
import { notifyEnterprise, sendNotice } from '#server/notices/notices.ts';
import { users } from '#server/auth/tables.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.stop());

type Todo = {
  total: number;
  rows: { id: number; noticeTitle: string; readState: string; noticeContent: string }[];
};

describe('notices', () => {
  it('the member sees its own and everyone’s notices; reading one drops the unread count', async () => {
    const m = demo(s, 'member');
    const token = await login(s, m.username, m.password);
    const unread = await call<Todo>(
      s.base,
      'GET',
      '/system/notice/todoList?readState=0&pageNum=1&pageSize=10',
      { token },
    );
    expect(unread.body.total).toBe(3);
    const first = unread.body.rows[0]!;
    expect(
      (await call(s.base, 'GET', `/system/notice/readedMessage/${first.id}`, { token })).body.code,
    ).toBe(200);
    expect(
      (
        await call<Todo>(
          s.base,
          'GET',
          '/system/notice/todoList?readState=0&pageNum=1&pageSize=10',
          { token },
        )
      ).body.total,
    ).toBe(2);
    const all = await call<Todo>(s.base, 'GET', '/system/notice/todoList?pageNum=1&pageSize=10', {
      token,
      lang: 'en',
    });
    expect(all.body.rows.find((r) => r.id === first.id)?.readState).toBe('1');
    expect(all.body.rows.map((r) => r.noticeTitle)).toContain("Welcome to the members' centre");
  });

  it('another enterprise can neither list nor mark the member’s notices', async () => {
    const e = demo(s, 'enterprise');
    const token = await login(s, e.username, e.password);
    const m = demo(s, 'member');
    const memberToken = await login(s, m.username, m.password);
    const memberOnly = (
      await call<Todo>(s.base, 'GET', '/system/notice/todoList?pageNum=1&pageSize=10', {
        token: memberToken,
      })
    ).body.rows.filter((r) => r.noticeTitle.includes('会费'));
    const mine = (
      await call<Todo>(s.base, 'GET', '/system/notice/todoList?pageNum=1&pageSize=10', { token })
    ).body.rows;
    expect(mine.map((r) => r.id)).not.toContain(memberOnly[0]!.id);
    const r = await call(s.base, 'GET', `/system/notice/readedMessage/${memberOnly[0]!.id}`, {
      token,
    });
    expect(r.body.code).toBe(404);
  });

  it('notice HTML is cleaned on save and on display', async () => {
    const e = demo(s, 'enterprise');
    const token = await login(s, e.username, e.password);
    const [user] = (await s.deps.db.select().from(users)).filter((u) => u.userName === e.username);
    await sendNotice(s.deps.db, {
      to: user!.id,
      title: 'x<script>',
      content: '<p onclick="steal()">hi</p><script>alert(1)</script>',
      from: 'test',
    });
    const rows = (
      await call<Todo>(s.base, 'GET', '/system/notice/todoList?readState=0&pageNum=1&pageSize=10', {
        token,
      })
    ).body.rows;
    const n = rows.find((r) => r.noticeTitle === 'x<script>')!;
    expect(n.noticeContent).toBe('<p>hi</p>');
  });

  it('needs a session', async () => {
    expect(
      (await call(s.base, 'GET', '/system/notice/todoList?pageNum=1&pageSize=10')).body.code,
    ).toBe(401);
  });

  it('an English reader gets senders and link labels in English, and every link has words', async () => {
    const e = demo(s, 'enterprise');
    const token = await login(s, e.username, e.password);
    const [user] = (await s.deps.db.select().from(users)).filter((u) => u.userName === e.username);
    await notifyEnterprise(s.deps.db, user?.enterpriseId ?? 0, {
      key: 'applicationApproved',
      opinion: '同意',
      linkTo: '/center/apply-member',
      link: 'applyMember',
    });
    const rows = (
      await call<{
        rows: {
          noticeTitle: string;
          sendUser: string;
          linkTo: string | null;
          linkTitle: string | null;
        }[];
      }>(s.base, 'GET', '/system/notice/todoList?pageNum=1&pageSize=50', { token, lang: 'en' })
    ).body.rows;
    const approved = rows.find(
      (r) => r.noticeTitle === 'The council approved your application: please pay the fee',
    );
    expect(approved).toMatchObject({
      sendUser: 'Association Secretariat',
      linkTitle: 'View your application',
    });
    for (const r of rows) {
      expect(r.sendUser, r.noticeTitle).not.toMatch(/\p{Script=Han}/u);
      if (r.linkTo) expect(r.linkTitle, r.noticeTitle).toMatch(/\w/);
    }
  });
});
