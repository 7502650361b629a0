/**
 * The scheduler survives a kill: a scheduled publication is claimed and done, and the process
 * dies before the job is marked done. After a restart the job runs again, whole: the article is
 * published once (one revision saying so), nothing lost, nothing twice.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { call, until } from '#tests/helpers/http.ts';
import { demoSignIn, serverProcess, type ServerProcess } from '#tests/helpers/process.ts';

let server: ServerProcess | undefined;
afterAll(() => server?.dispose());

const FAULT = 'job:content.publish';

describe('a scheduled job killed half way', () => {
  it('runs again after the restart, and its work is done once', async () => {
    server = await serverProcess('assoc-jobs-');
    let base = await server.boot({ FAULT_POINT: FAULT });
    let editor = await demoSignIn(server, base, 'editor');
    const made = await call<{ data: { id: number } }>(base, 'POST', '/content/article', {
      token: editor,
      body: { channel: 'news', title: '定时发布断电测试', summary: '摘要', body: '<p>正文</p>' },
    });
    const id = made.body.data.id;
    const at = new Date(Date.now() + 1500).toISOString();
    await call(base, 'PUT', `/content/article/${id}/schedule`, { token: editor, body: { at } });
    // The poller claims the job and publishes inside its transaction; the process dies there.
    await server.printed(`[fault] reached ${FAULT}`);
    await server.kill9();

    base = await server.boot();
    editor = await demoSignIn(server, base, 'editor');
    const item = await until(
      async () =>
        (
          await call<{ data: { status: string; scheduledAt: string | null } }>(
            base,
            'GET',
            `/content/article/${id}`,
            { token: editor },
          )
        ).body.data,
      (a) => a.status === 'published',
    );
    expect(item).toMatchObject({ status: 'published', scheduledAt: null });
    const revisions = await call<{ rows: { action: string }[] }>(
      base,
      'GET',
      `/content/article/${id}/revisions`,
      { token: editor },
    );
    expect(revisions.body.rows.filter((r) => r.action === 'published')).toHaveLength(1);
  }, 120_000);
});
