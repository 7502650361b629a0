/**
 * The secretariat's notices: sent to members, a user type or chosen units, read in the bell in the
 * reader's language, counted as read, and withdrawn from every bell.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type BodyOf } from '#tests/helpers/api.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
let clerk: string;
let member: string;
let enterprise: string;
beforeAll(async () => {
  s = await startTestServer();
  clerk = await signIn('secretariat');
  member = await signIn('member');
  enterprise = await signIn('enterprise');
});
afterAll(() => s.stop());

const signIn = (role: string) => login(s, demo(s, role).username, demo(s, role).password);

const bell = async (token: string, lang: 'zh' | 'en' = 'zh') =>
  (
    await api(s.base).GET('/system/notice/todoList', {
      token,
      lang,
      params: { query: { pageSize: 50 } },
    })
  ).body.rows;

type Notice = BodyOf<'post', '/console/notices'>;
const send = (body: Notice, token = clerk) => api(s.base).POST('/console/notices', { token, body });

const sentList = async () =>
  (await api(s.base).GET('/console/notices', { token: clerk })).body.rows;

describe('a notice to the members', () => {
  it('reaches each member’s bell in its language, not other units’, and is counted when read', async () => {
    const audience = await api(s.base).GET('/console/notices/audience', {
      token: clerk,
      params: { query: { audience: 'members' } },
    });
    expect(audience.body.data.units).toBe(1);
    const r = await send({
      title: '关于召开年会的通知',
      titleEn: 'Annual meeting',
      content: '<p>定于十二月召开年会。</p><script>alert(1)</script>',
      contentEn: '<p>The annual meeting is in December.</p>',
      linkTo: '/train',
      linkTitle: '查看培训',
      linkTitleEn: 'See the trainings',
      audience: 'members',
    });
    expect(r.status).toBe(200);
    expect(r.body.data.recipients).toBe(1);
    const [zh] = await bell(member);
    expect(zh).toEqual(expect.objectContaining({ noticeTitle: '关于召开年会的通知' }));
    expect(zh?.noticeContent).not.toContain('script');
    const [en] = await bell(member, 'en');
    expect(en).toEqual(
      expect.objectContaining({ noticeTitle: 'Annual meeting', linkTitle: 'See the trainings' }),
    );
    expect((await bell(enterprise)).map((n) => n.noticeTitle)).not.toContain('关于召开年会的通知');

    expect((await sentList())[0]).toEqual(expect.objectContaining({ recipients: 1, read: 0 }));
    await api(s.base).GET('/system/notice/readedMessage/{id}', {
      token: member,
      params: { path: { id: zh!.id } },
    });
    expect((await sentList())[0]).toEqual(expect.objectContaining({ read: 1 }));
  });

  it('is withdrawn from every bell, once', async () => {
    const { data } = (await send({ title: '将被撤回', content: '<p>x</p>', audience: 'all' })).body;
    expect((await bell(enterprise)).map((n) => n.noticeTitle)).toContain('将被撤回');
    const first = await api(s.base).POST('/console/notices/{id}/withdraw', {
      token: clerk,
      params: { path: { id: data.id } },
    });
    expect(first.status).toBe(200);
    expect((await bell(enterprise)).map((n) => n.noticeTitle)).not.toContain('将被撤回');
    expect((await bell(member)).map((n) => n.noticeTitle)).not.toContain('将被撤回');
    const again = await api(s.base).POST('/console/notices/{id}/withdraw', {
      token: clerk,
      params: { path: { id: data.id } },
    });
    expect(again.status).toBe(409);
    expect((await sentList()).find((b) => b.id === data.id)?.withdrawnAt).not.toBeNull();
  });
});

describe('other audiences', () => {
  it('a user type, or chosen units only', async () => {
    const byType = await send({
      title: '理事单位通知',
      content: '<p>x</p>',
      audience: 'userType',
      userType: '05',
    });
    expect(byType.body.data.recipients).toBe(1);
    expect((await bell(member)).map((n) => n.noticeTitle)).toContain('理事单位通知');
    // The unit is found by words of its name: who it is, nothing more of the directory.
    const found = await api(s.base).GET('/console/notices/units', {
      token: clerk,
      params: { query: { q: '江南智能包装' } },
    });
    const unit = found.body.data[0];
    expect(Object.keys(unit ?? {}).sort()).toEqual(['id', 'taxId', 'unitName']);
    expect(unit?.unitName).toBe('江南智能包装机械有限公司');
    const chosen = await send({
      title: '单独通知',
      content: '<p>x</p>',
      audience: 'units',
      unitIds: [unit!.id],
    });
    expect(chosen.body.data.recipients).toBe(1);
    expect((await bell(enterprise)).map((n) => n.noticeTitle)).toContain('单独通知');
    expect((await bell(member)).map((n) => n.noticeTitle)).not.toContain('单独通知');
  });
});

describe('what is refused', () => {
  it('an empty body, no chosen units, an unsafe link: each by its field', async () => {
    const cases: [Notice, string][] = [
      [{ title: 'x', content: '<p> </p>', audience: 'all' }, 'content'],
      [{ title: 'x', content: '<p>x</p>', audience: 'units' }, 'unitIds'],
      [{ title: 'x', content: '<p>x</p>', audience: 'userType' }, 'userType'],
      [
        { title: 'x', content: '<p>x</p>', audience: 'all', linkTo: 'javascript:alert(1)' },
        'linkTo',
      ],
      [{ title: '', content: '<p>x</p>', audience: 'all' }, 'title'],
    ];
    for (const [body, field] of cases) {
      const r = await send(body);
      expect(r.status, field).toBe(400);
      expect(JSON.stringify(r.body), field).toContain(field);
    }
  });

  it('to anyone without the permission, whatever the page shows', async () => {
    for (const role of ['editor', 'council', 'member']) {
      const token = await signIn(role);
      expect((await send({ title: 'x', content: '<p>x</p>', audience: 'all' }, token)).status).toBe(
        403,
      );
      expect((await api(s.base).GET('/console/notices', { token })).status).toBe(403);
      expect(
        (
          await api(s.base).GET('/console/notices/units', {
            token,
            params: { query: { q: '江南' } },
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await api(s.base).POST('/console/notices/{id}/withdraw', {
            token,
            params: { path: { id: 1 } },
          })
        ).status,
      ).toBe(403);
    }
    expect((await api(s.base).GET('/console/notices')).status).toBe(401);
  });
});
