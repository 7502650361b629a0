/**
 * A new privacy notice, as members meet it (PIPL arts. 14, 15): the association's editor publishes
 * a new version; a member already in the centre and one signing in are each stopped at the notice, in
 * their language, agree, and land where they were going; an optional consent is withdrawn from
 * its page. The server's side (the gate, the records) is in privacy.test.ts.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import { headersOf, prefixOf, registerFresh, signIn, words } from './support.ts';

/**
 * Publishes a version with an addendum in each language, and has the demo units agree to it at
 * once: the other tests and the pages' sweep, running beside this one, sign in as them.
 */
async function publishNewNotice(request: APIRequestContext, stamp: string) {
  const editor = await headersOf(request, 'editor');
  const demoUnits = await Promise.all(['member', 'enterprise'].map((r) => headersOf(request, r)));
  const list = await request.get('/prod-api/console/privacy', { headers: editor });
  const [current] = ((await list.json()) as { data: { bodyZh: string; bodyEn: string }[] }).data;
  if (!current) throw new Error('no privacy notice installed');
  const addendum = {
    zh: `补充说明 ${stamp}：会员活动照片仅用于协会内部刊物。`,
    en: `Addendum ${stamp}: photos of member events appear only in the association's own journal.`,
  };
  const published = await request.post('/prod-api/console/privacy', {
    headers: editor,
    data: {
      bodyZh: `${current.bodyZh}\n\n${addendum.zh}`,
      bodyEn: `${current.bodyEn}\n\n${addendum.en}`,
    },
  });
  const { version } = ((await published.json()) as { data: { version: number } }).data;
  await Promise.all(
    demoUnits.map((headers) =>
      request.post('/prod-api/privacy/consents', { headers, data: { version, optional: [] } }),
    ),
  );
  return { version, addendum };
}

test('a new privacy notice stops members until they agree; they go on where they were going, and withdraw an optional consent', async ({
  browser,
  page: setUp,
}) => {
  const en = words('en');
  const zh = words('zh');
  const staying = await registerFresh(setUp);
  const arriving = await registerFresh(setUp);
  const inCentre = await signIn(browser, staying, 'en', '/center/person');

  const { version, addendum } = await publishNewNotice(setUp.request, `${Date.now()}`);

  // Already signed in, the member goes on in the centre and meets the notice in English first.
  // The page still open may meet it first by a call of its own (its bell) and be sent to the
  // notice on its way back to where it was: then going on is asked again, from the notice.
  await expect(async () => {
    await inCentre.goto(`${prefixOf('en')}/center/privacy`);
    await expect(inCentre).toHaveURL(/\/en\/privacy\?redirect=%2Fen%2Fcenter%2Fprivacy$/, {
      timeout: 5_000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(inCentre.getByRole('alert')).toHaveText(en('privacy.consentNeeded'));
  await expect(inCentre.getByText(addendum.en)).toBeVisible();
  await expect(inCentre.getByText(addendum.zh)).toHaveCount(0);
  const agree = inCentre.getByRole('button', { name: en('privacy.agree') });
  // Nothing is agreed to without the box of its own.
  await expect(agree).toBeDisabled();
  await inCentre
    .getByRole('checkbox', { name: en('privacy.agreeBox').replace('{{version}}', `${version}`) })
    .check();
  const promotions = en('privacy.optional.marketingEmail');
  await inCentre.getByRole('checkbox', { name: promotions }).check();
  await agree.click();
  await expect(inCentre).toHaveURL(/\/en\/center\/privacy$/);
  await expect(
    inCentre.getByText(en('privacy.agreedTo').replace('{{version}}', `${version}`)),
  ).toBeVisible();

  // The optional consent given with it is withdrawn from its page, and stays withdrawn.
  const email = inCentre.getByRole('checkbox', { name: promotions });
  await expect(email).toBeChecked();
  await email.uncheck();
  await expect(inCentre.getByText(en('privacy.optionalSaved')).first()).toBeVisible();
  await expect(inCentre.getByTestId('consent-records').getByRole('row').nth(1)).toContainText(
    `${en('privacy.kind.marketingEmail')}${version}${en('privacy.records.withdrawn')}`,
  );
  await inCentre.reload();
  await expect(inCentre.getByRole('checkbox', { name: promotions })).not.toBeChecked();
  await inCentre.context().close();

  // Signing in, in Chinese: the notice in Chinese, then on to the page asked for.
  await setUp.goto(`/login?redirect=${encodeURIComponent('/center/person')}`);
  await setUp
    .getByRole('textbox', { name: zh('auth.login.username'), exact: true })
    .fill(arriving.username);
  await setUp
    .getByRole('textbox', { name: zh('auth.login.password'), exact: true })
    .fill(arriving.password);
  await setUp
    .getByRole('textbox', { name: zh('auth.login.captcha'), exact: true })
    .waitFor({ state: 'detached' });
  await setUp.getByRole('button', { name: zh('auth.login.submit') }).click();
  await expect(setUp).toHaveURL(/\/privacy\?redirect=%2Fcenter%2Fperson$/);
  await expect(setUp.getByText(addendum.zh)).toBeVisible();
  await expect(setUp.getByText(addendum.en)).toHaveCount(0);
  await setUp
    .getByRole('checkbox', { name: zh('privacy.agreeBox').replace('{{version}}', `${version}`) })
    .check();
  await setUp.getByRole('button', { name: zh('privacy.agree') }).click();
  await expect(setUp).toHaveURL(/\/center\/person$/);
  await expect(setUp.getByRole('alert')).toHaveCount(0);
});
