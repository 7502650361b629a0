/** `npm run dev` prints one address to open: the dev server's, never the API's own port. */
import { describe, expect, it } from 'vitest';
import { shownInDev } from '../../scripts/dev-output.ts';

describe('the API lines npm run dev shows', () => {
  it('leave out the API’s own address and page state, keep the rest', () => {
    const api = [
      '[server] database: embedded PGlite in /srv/data',
      '[server] listening on http://127.0.0.1:40123  (API http://127.0.0.1:40123/prod-api, process 7)',
      '[site] SITE_BUILD is off and no pages exist yet',
      '',
      'Demo accounts / 演示账号 (also in /srv/data/demo-accounts.json):',
      '  admin        admin  Ab1!cdefghijklmn',
      'Ready in 3.2 s: open http://127.0.0.1:40123/index',
      '[http] POST /prod-api/login 500',
    ];
    expect(api.filter(shownInDev)).toEqual([
      '[server] database: embedded PGlite in /srv/data',
      '',
      'Demo accounts / 演示账号 (also in /srv/data/demo-accounts.json):',
      '  admin        admin  Ab1!cdefghijklmn',
      '[http] POST /prod-api/login 500',
    ]);
  });
});
