/**
 * The privacy notice and consent (PIPL): registration needs the notice in force agreed to; the
 * records say who, which version, when and from where; a new version stops every member account
 * but for the consent calls and sign-out until it agrees again; optional consents are withdrawn
 * on a call; the records travel in the unit's data export.
 */
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/helpers/api.ts';
import { demo, login, registerUnit } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
let editor: string;
beforeAll(async () => {
  s = await startTestServer();
  editor = await login(s, demo(s, 'editor').username, demo(s, 'editor').password);
});
afterAll(() => s.stop());

const NEW_ZH = '第二版隐私政策：我们更新了保存期限的说明，其余不变。'.repeat(2);
const NEW_EN = 'Second privacy notice: we explain how long records are kept; the rest stays.';

describe('registration', () => {
  it('is refused without the notice agreed to, or agreed to in a version not in force', async () => {
    const none = await registerUnit(s, { privacyVersion: 0 } as never);
    expect(none.reply.status).toBe(400);
    expect(none.reply.body.errors).toContainEqual({
      field: 'privacyVersion',
      msg: '请阅读并同意隐私政策',
    });
    const stale = await registerUnit(s, { privacyVersion: 7 } as never);
    expect(stale.reply.status).toBe(400);
    expect(stale.reply.body.msg).toBe('隐私政策已有更新的版本：请阅读新版本后再同意');
  });

  it('keeps who agreed to which version, when and from where, and the optional consents', async () => {
    const { form, reply } = await registerUnit(s, {
      optionalConsents: ['marketingEmail'],
    } as never);
    expect(reply.body.code, reply.body.msg).toBe(200);
    const token = await login(s, form.unitName, form.password);
    const mine = (await api(s.base).GET('/privacy/consents', { token })).body.data;
    expect(mine).toMatchObject({
      currentVersion: 1,
      agreedVersion: 1,
      needed: false,
      optional: { marketingEmail: true, marketingSms: false },
    });
    const notice = mine.records.find((r) => r.kind === 'notice');
    expect(notice).toMatchObject({ version: 1, granted: true, ip: '127.0.0.1' });
    expect(Date.now() - Date.parse(notice?.at ?? '')).toBeLessThan(60_000);

    // Withdrawn on its page: the record stays, and the standing changes.
    const withdrawn = await api(s.base).PUT('/privacy/consents/optional', {
      token,
      lang: 'en',
      body: { kind: 'marketingEmail', granted: false },
    });
    expect(withdrawn.body.msg).toBe('Your choice is saved');
    expect(withdrawn.body.data.optional.marketingEmail).toBe(false);
    expect(withdrawn.body.data.records.filter((r) => r.kind === 'marketingEmail')).toEqual([
      expect.objectContaining({ granted: false }),
      expect.objectContaining({ granted: true }),
    ]);

    // The unit's own data export carries the records.
    const res = await fetch(`${s.base}/center/my-data`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const data = JSON.parse(
      strFromU8(unzipSync(new Uint8Array(await res.arrayBuffer()))['data.json']!),
    ) as Record<string, { kind: string; version: number; granted: boolean; ip: string }[]>;
    expect(data.privacy_consent?.map((r) => [r.kind, r.granted])).toEqual(
      expect.arrayContaining([
        ['notice', true],
        ['marketingEmail', true],
        ['marketingEmail', false],
      ]),
    );
  });
});

describe('a new version of the notice', () => {
  it('stops a member account, in either language, until it agrees; staff go on', async () => {
    const member = await login(s, demo(s, 'member').username, demo(s, 'member').password);
    expect((await api(s.base).GET('/getInfo', { token: member })).status).toBe(200);
    // A member may not publish; an editor may.
    expect(
      (
        await api(s.base).POST('/console/privacy', {
          token: member,
          body: { bodyZh: NEW_ZH, bodyEn: NEW_EN },
        })
      ).status,
    ).toBe(403);
    const published = await api(s.base).POST('/console/privacy', {
      token: editor,
      body: { bodyZh: NEW_ZH, bodyEn: NEW_EN },
    });
    expect(published.body.data.version).toBe(2);
    expect((await api(s.base).GET('/privacy/notice')).body.data).toMatchObject({
      version: 2,
      bodyEn: NEW_EN,
    });

    const refused = await api(s.base).GET('/getInfo', { token: member });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      consentNeeded: 2,
      msg: '隐私政策已更新：请先阅读并同意新版隐私政策，再继续操作',
    });
    const inEnglish = await api(s.base).GET('/center/mail-preferences', {
      token: member,
      lang: 'en',
    });
    expect(inEnglish.body.msg).toBe(
      'The privacy notice has changed: read and agree to the new version before going on',
    );
    // Staff accounts are not under the members' notice.
    expect((await api(s.base).GET('/console/privacy', { token: editor })).status).toBe(200);

    // The consent calls stay open; agreeing to the old words is refused.
    const standing = (await api(s.base).GET('/privacy/consents', { token: member })).body.data;
    expect(standing).toMatchObject({ currentVersion: 2, agreedVersion: 1, needed: true });
    const old = await api(s.base).POST('/privacy/consents', {
      token: member,
      lang: 'en',
      body: { version: 1 },
    });
    expect(old.status).toBe(400);
    expect(old.body.msg).toBe('The privacy notice has a newer version: read it, then agree');
    const agreed = await api(s.base).POST('/privacy/consents', {
      token: member,
      body: { version: 2, optional: ['marketingSms'] },
    });
    expect(agreed.body.msg).toBe('已记录您的同意');
    expect(agreed.body.data).toMatchObject({ agreedVersion: 2, needed: false });
    expect((await api(s.base).GET('/getInfo', { token: member })).status).toBe(200);

    const versions = (await api(s.base).GET('/console/privacy', { token: editor })).body.data;
    expect(versions.map((v) => [v.version, v.agreed])).toEqual([
      [2, 1],
      [1, expect.any(Number)],
    ]);
  });

  it('leaves sign-out open to an account that has not agreed', async () => {
    await api(s.base).POST('/console/privacy', {
      token: editor,
      body: { bodyZh: `${NEW_ZH}（第三版）`, bodyEn: `${NEW_EN} (third)` },
    });
    const other = await login(s, demo(s, 'enterprise').username, demo(s, 'enterprise').password);
    expect((await api(s.base).GET('/getInfo', { token: other })).status).toBe(403);
    expect((await api(s.base).POST('/logout', { token: other })).status).toBe(200);
    expect((await api(s.base).GET('/privacy/consents', { token: other })).status).toBe(401);
  });
});
