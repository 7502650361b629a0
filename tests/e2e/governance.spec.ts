/**
 * Motions in a real browser, in both languages: the secretariat drafts a secret motion and opens
 * it in the console; the member unit votes in three taps after signing in (the menu entry, a
 * choice, the vote); the secretariat closes and publishes; the unit reads the result and sees,
 * by the receipt its browser kept, that its ballot is among those counted.
 */
import { expect, test } from '@playwright/test';
import { demoAccount, signIn, words } from './support.ts';

for (const locale of ['zh', 'en'] as const) {
  const w = words(locale);

  test(`${locale}: a motion is drafted, voted in three taps, counted and published`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const title = `修订章程第五条 ${locale} ${Date.now()}`;
    const titleEn = `Amend article 5 ${locale} ${Date.now()}`;
    const shown = locale === 'en' ? titleEn : title;

    const desk = await signIn(browser, 'secretariat', locale, '/admin/governance');
    await desk.getByRole('button', { name: w('console.governance.new') }).click();
    await desk.getByLabel(w('console.governance.title'), { exact: true }).fill(title);
    await desk.getByLabel(w('console.governance.titleEn'), { exact: true }).fill(titleEn);
    await desk.getByLabel(w('console.governance.body'), { exact: true }).fill('提请表决。');
    await desk.getByLabel(w('console.governance.bodyEn'), { exact: true }).fill('Put to the vote.');
    await desk.getByLabel(w('console.governance.quorum')).fill('1');
    await desk.getByRole('button', { name: w('common.save') }).click();
    const card = desk.getByRole('listitem').filter({ hasText: shown });
    await expect(card).toContainText(w('console.governance.status.draft'));
    await card.getByRole('button', { name: w('console.governance.open') }).click();
    await expect(card).toContainText(w('console.governance.status.open'));

    // Three taps after signing in: the menu entry, a choice, the vote.
    const unit = await signIn(browser, 'member', locale);
    await unit
      .getByRole('link', { name: w('center.menu.governance') })
      .first()
      .click();
    const motion = unit.getByRole('article').filter({ hasText: shown });
    await motion.getByText(w('governance.choice.for'), { exact: true }).click();
    await motion.getByRole('button', { name: w('governance.vote') }).click();
    await expect(motion.locator('[data-my-vote]')).toHaveText(w('governance.votedSecret'));

    await desk.reload();
    // The turnout so far: the unit's vote is among those counted in.
    await expect(card.locator('[data-turnout]')).toBeVisible();
    await card.getByRole('button', { name: w('console.governance.close') }).click();
    await card.getByRole('button', { name: w('console.governance.publish') }).click();
    await expect(card).toContainText(w('console.governance.status.published'));

    await unit.reload();
    await expect(motion.locator('[data-result]')).toContainText(w('governance.adopted'));
    await expect(motion.locator('[data-counted]')).toHaveText(
      w('governance.counted').replace('{{choice}}', w('governance.choice.for')),
    );
  });
}

for (const locale of ['zh', 'en'] as const) {
  const w = words(locale);

  test(`${locale}: an election takes a unit's own nomination, is voted with a tick, and ranks its candidates`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const title = `理事选举 ${locale} ${Date.now()}`;
    const titleEn = `Council election ${locale} ${Date.now()}`;
    const shown = locale === 'en' ? titleEn : title;
    const unitName = demoAccount('member').username;

    const desk = await signIn(browser, 'secretariat', locale, '/admin/governance');
    await desk.getByRole('button', { name: w('console.governance.new') }).click();
    await desk
      .getByLabel(w('console.governance.kind'))
      .selectOption({ label: w('console.governance.kind.election') });
    await desk.getByLabel(w('console.governance.title'), { exact: true }).fill(title);
    await desk.getByLabel(w('console.governance.titleEn'), { exact: true }).fill(titleEn);
    await desk.getByLabel(w('console.governance.body'), { exact: true }).fill('选举理事。');
    await desk.getByLabel(w('console.governance.bodyEn'), { exact: true }).fill('Electing.');
    await desk.getByLabel(w('console.governance.seats')).fill('1');
    await desk.getByLabel(w('console.governance.quorum')).fill('1');
    await desk.getByRole('button', { name: w('common.save') }).click();
    const card = desk.getByRole('listitem').filter({ hasText: shown });
    await card.getByRole('button', { name: w('console.governance.openNominations') }).click();
    await expect(card).toContainText(w('console.governance.status.nominating'));

    // The unit stands itself: a candidate at once.
    const unit = await signIn(browser, 'member', locale, '/center/governance');
    const election = unit.getByRole('article').filter({ hasText: shown });
    await election.getByLabel(w('governance.nominateUnit')).selectOption({ label: unitName });
    await election.getByLabel(w('governance.representative')).fill('王理事');
    await election.getByRole('button', { name: w('governance.nominate'), exact: true }).click();
    await expect(election.locator('[data-nomination]')).toContainText(
      w('governance.nomination.accepted'),
    );

    await desk.reload();
    await expect(card.locator('[data-candidates]')).toContainText(unitName);
    await card.getByRole('button', { name: w('console.governance.open'), exact: true }).click();
    await expect(card).toContainText(w('console.governance.status.open'));

    await unit.reload();
    await election.getByRole('checkbox', { name: new RegExp(unitName) }).check();
    await election.getByRole('button', { name: w('governance.vote'), exact: true }).click();
    await expect(election.locator('[data-my-vote]')).toBeVisible();

    await desk.reload();
    await card.getByRole('button', { name: w('console.governance.close') }).click();
    await expect(card.locator('[data-ranking]')).toContainText(w('console.governance.elected'));
    await card.getByRole('button', { name: w('console.governance.publish') }).click();
    await unit.reload();
    await expect(election.locator('[data-ranking]')).toContainText(unitName);
    await expect(election.locator('[data-ranking]')).toContainText(w('governance.elected'));
  });
}
