import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/helpers/api.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';
import { notifyEnterprise, sendNotice } from '#server/notices/notices.ts';
import { users } from '#server/auth/tables.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.stop());

describe('notices', () => {
  it('the member sees its own and everyone’s notices; reading one drops the unread count', async () => {
    const m = demo(s, 'member');
    const token = await login(s, m.username, m.password);
    const unread = await api(s.base).GET('/system/notice/todoList', {
      token,
      params: { query: { readState: '0', pageNum: 1, pageSize: 10 } },
    });
    expect(unread.body.total).toBe(3);
    const first = unread.body.rows[0]!;
    expect(
      (
        await api(s.base).GET('/system/notice/readedMessage/{id}', {
          token,
          params: { path: { id: first.id } },
        })
      ).body.code,
    ).toBe(200);
    expect(
      (
        await api(s.base).GET('/system/notice/todoList', {
          token,
          params: { query: { readState: '0', pageNum: 1, pageSize: 10 } },
        })
      ).body.total,
    ).toBe(2);
    const all = await api(s.base).GET('/system/notice/todoList', {
      token,
      lang: 'en',
      params: { query: { pageNum: 1, pageSize: 10 } },
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
      await api(s.base).GET('/system/notice/todoList', {
        token: memberToken,
        params: { query: { pageNum: 1, pageSize: 10 } },
      })
    ).body.rows.filter((r) => r.noticeTitle.includes('会费'));
    const mine = (
      await api(s.base).GET('/system/notice/todoList', {
        token,
        params: { query: { pageNum: 1, pageSize: 10 } },
      })
    ).body.rows;
    expect(mine.map((r) => r.id)).not.toContain(memberOnly[0]!.id);
    const r = await api(s.base).GET('/system/notice/readedMessage/{id}', {
      token,
      params: { path: { id: memberOnly[0]!.id } },
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
      await api(s.base).GET('/system/notice/todoList', {
        token,
        params: { query: { readState: '0', pageNum: 1, pageSize: 10 } },
      })
    ).body.rows;
    const n = rows.find((r) => r.noticeTitle === 'x<script>')!;
    expect(n.noticeContent).toBe('<p>hi</p>');
  });

  it('needs a session', async () => {
    expect(
      (
        await api(s.base).GET('/system/notice/todoList', {
          params: { query: { pageNum: 1, pageSize: 10 } },
        })
      ).body.code,
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
      await api(s.base).GET('/system/notice/todoList', {
        token,
        lang: 'en',
        params: { query: { pageNum: 1, pageSize: 50 } },
      })
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
