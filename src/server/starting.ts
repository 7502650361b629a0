/**
 * The port is open before the database is ready: opening the embedded database takes about a
 * second, and a first start also migrates, seeds the demo and indexes it (several seconds, a
 * minute on a busy machine), all before the API can answer. Meanwhile the public pages of the last
 * build are served as usual (quick-pages.ts: the same bytes and headers), every other page gets
 * the building page, and the API answers 503 with Retry-After; /readyz says "starting". Pages a
 * guard looks at wait for the database, like the API: nothing is served that it would refuse.
 */
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { createServer, type RequestListener, type Server } from 'node:http';
import { CODE, LANGUAGE_COOKIE } from '#shared/constants.ts';
import { useTranslations } from '#i18n/index.ts';
import { pickLocale } from './http/middleware.ts';
import { PointerFile } from './site/builder-pointer.ts';
import { buildingPage } from './site/building-page.ts';
import { SECURITY_HEADERS } from './site/pages.ts';
import { quickPages } from './site/quick-pages.ts';

const RETRY_AFTER_S = '5';

/** What is answered until the server is ready: the last build's public pages, or 503. */
export function startingAnswers(siteDir: string): RequestListener {
  const lastBuild = new PointerFile(siteDir).read();
  const quick = quickPages(() => lastBuild);
  const app = new Hono();
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', (c) => c.json({ status: 'starting' }, 503));
  app.all('/prod-api/*', (c) => {
    const t = useTranslations(
      pickLocale(
        c.req.header('content-language'),
        getCookie(c, LANGUAGE_COOKIE),
        c.req.header('accept-language'),
      ),
    );
    c.header('Retry-After', RETRY_AFTER_S);
    return c.json({ code: CODE.error, msg: t('error.http.starting') }, 503);
  });
  app.all('*', (c) =>
    c.html(buildingPage(), 503, {
      ...SECURITY_HEADERS,
      'Retry-After': RETRY_AFTER_S,
      'Cache-Control': 'no-store',
    }),
  );
  const slow = getRequestListener(app.fetch);
  return (req, res) => {
    if (!quick(req, res)) void slow(req, res);
  };
}

/** A server on `port` whose answers can be replaced: the starting ones, then the real ones. */
export function listenOn(
  port: number,
  host: string,
  first: RequestListener,
): Promise<{ server: Server; answerWith(listener: RequestListener): void }> {
  let current = first;
  const server = createServer((req, res) => current(req, res));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve({
        server,
        answerWith: (listener) => {
          current = listener;
        },
      });
    });
  });
}
