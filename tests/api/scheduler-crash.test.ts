/**
 * The scheduler survives a kill: a scheduled publication is claimed and done, and the process
 * dies before the job is marked done. After a restart the job runs again, whole: the article is
 * published once (one revision saying so), nothing lost, nothing twice.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { api } from '#tests/helpers/api.ts';
import { until } from '#tests/helpers/http.ts';
import { demoSignIn, serverProcess, type ServerProcess } from '#tests/helpers/process.ts';

let server: ServerProcess | undefined;
afterAll(() => server?.dispose());

const FAULT = 'job:content.publish';

describe('a scheduled job killed half way', () => {
  it('runs again after the restart, and its work is done once', async () => {
    server = await serverProcess('assoc-jobs-');
    let base = await server.boot({ FAULT_POINT: FAULT });
    let editor = await demoSignIn(server, base, 'editor');
    const made = await api(base).POST('/content/{type}', {
      token: editor,
      body: { channel: 'news', title: '定时发布断电测试', summary: '摘要', body: '<p>正文</p>' },
      params: { path: { type: 'article' } },
    });
    const id = made.body.data.row.id;
    const at = new Date(Date.now() + 1500).toISOString();
    await api(base).PUT('/content/{type}/{id}/schedule', {
      token: editor,
      body: { at },
      params: { path: { type: 'article', id } },
    });
    // The poller claims the job and publishes inside its transaction; the process dies there.
    await server.printed(`[fault] reached ${FAULT}`);
    await server.kill9();

    base = await server.boot();
    editor = await demoSignIn(server, base, 'editor');
    const item = await until(
      async () =>
        (
          await api(base).GET('/content/{type}/{id}', {
            token: editor,
            params: { path: { type: 'article', id } },
          })
        ).body.data,
      (a) => a.status === 'published',
    );
    expect(item).toMatchObject({ status: 'published', scheduledAt: null });
    const revisions = await api(base).GET('/content/{type}/{id}/revisions', {
      token: editor,
      params: { path: { type: 'article', id } },
    });
    expect(revisions.body.rows.filter((r) => r.action === 'published')).toHaveLength(1);
  }, 120_000);
});
