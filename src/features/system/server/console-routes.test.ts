/** The console's menu comes from the server, staff only, each page behind its permission. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#tests/helpers/api.ts';
import { demo, login } from '#tests/helpers/flows.ts';
import { startTestServer, type TestServer } from '#tests/helpers/server.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.stop());

const pagesOf = async (role: string) => {
  const token = await login(s, demo(s, role).username, demo(s, role).password);
  const r = await api(s.base).GET('/getConsoleRouters', {
    token,
    lang: 'en',
  });
  return r.body.data.map((p) => p.path);
};

describe('the console menu', () => {
  it('offers editors the content pages, and enterprises nothing', async () => {
    expect(await pagesOf('editor')).toEqual(
      expect.arrayContaining(['', 'content/article', 'menu', 'builds', 'profile']),
    );
    expect(await pagesOf('secretariat')).not.toContain('content/article');
    expect(await pagesOf('member')).toEqual([]);
    expect(await pagesOf('admin')).toContain('content/link');
    expect((await api(s.base).GET('/getConsoleRouters')).status).toBe(401);
  });

  it('offers the directory to the secretariat and council, the audit trail to the admin only', async () => {
    expect(await pagesOf('secretariat')).toContain('members');
    expect(await pagesOf('council')).toContain('members');
    expect(await pagesOf('editor')).not.toContain('members');
    // Surveys as motions: the secretariat runs them, the council reads them, editors never.
    expect(await pagesOf('secretariat')).toContain('surveys');
    expect(await pagesOf('council')).toContain('surveys');
    expect(await pagesOf('editor')).not.toContain('surveys');
    // A member list in Excel: whoever passes units or makes accounts brings one in.
    expect(await pagesOf('secretariat')).toContain('member-list');
    expect(await pagesOf('sysadmin')).toContain('member-list');
    expect(await pagesOf('council')).not.toContain('member-list');
    for (const role of ['secretariat', 'council', 'editor'])
      expect(await pagesOf(role)).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/^(audit|old-logs|imports)$/)]),
      );
    expect(await pagesOf('admin')).toEqual(
      expect.arrayContaining([
        'members',
        'staff',
        'roles',
        'dicts',
        'config',
        'sessions',
        'logins',
        'audit',
        'old-logs',
        'imports',
      ]),
    );
    for (const path of ['staff', 'roles', 'dicts', 'config', 'sessions', 'logins'])
      expect(await pagesOf('secretariat')).not.toContain(path);
  });

  it('gives the secretariat its queues and the council its approvals, each only its own', async () => {
    const secretariat = await pagesOf('secretariat');
    expect(secretariat).toEqual(
      expect.arrayContaining(['review', 'notices', 'complaints', 'trainings', 'checkin']),
    );
    expect(secretariat).not.toContain('council');
    const council = await pagesOf('council');
    expect(council).toContain('council');
    for (const path of ['review', 'notices', 'complaints', 'checkin'])
      expect(council).not.toContain(path);
    // Editors decide the manuscripts, which wait among the queues.
    expect(await pagesOf('editor')).toContain('review');
  });
});
