/**
 * The review queues in the console, in both languages: the secretariat passes two membership
 * applications in one bulk action; they then wait for the council, whose page shows only them;
 * the council decides seeing the secretariat's opinion, reviewer and time; each start page counts
 * the queues its reader works on the card that opens them.
 */
import { expect, type Page, test } from '@playwright/test';
import { applyingUnit, headersOf, signIn, words } from './support.ts';

for (const locale of ['zh', 'en'] as const) {
  const w = words(locale);

  test(`${locale}: two applications pass together, then wait for the council`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const clerk = await signIn(browser, 'secretariat', locale, '/admin/review');
    const first = await applyingUnit(clerk);
    const second = await applyingUnit(clerk);
    await clerk.reload();

    await clerk.getByRole('tab', { name: new RegExp(w('review.kind.secretariat')) }).click();
    const panel = clerk.getByRole('tabpanel');
    for (const unit of [first, second]) {
      const row = panel.getByRole('row').filter({ hasText: unit.username });
      await row.getByRole('checkbox').check();
    }
    await panel.getByRole('button', { name: w('console.review.passSelected') }).click();
    await clerk
      .getByRole('dialog')
      .getByRole('button', { name: w('review.pass') })
      .click();
    await expect(
      clerk.getByText(w('console.review.bulkDone').replace('{{passed}}', '2')),
    ).toBeVisible();
    for (const unit of [first, second])
      await expect(panel.getByRole('row').filter({ hasText: unit.username })).toHaveCount(0);
    await clerk.context().close();

    const council = await signIn(browser, 'council', locale, '/admin/council');
    await expect(council.getByRole('tab')).toHaveCount(3);
    await council.getByRole('tab', { name: new RegExp(w('review.kind.council')) }).click();
    for (const unit of [first, second])
      await expect(council.getByRole('row').filter({ hasText: unit.username })).toHaveCount(1);
    // The secretariat's own queues are not the council's.
    await expect(
      council.getByRole('tab', { name: new RegExp(w('review.kind.registration')) }),
    ).toHaveCount(0);
    await council.context().close();
  });

  test(`${locale}: the council sees the secretariat's opinion, reviewer and time beside its decision`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const clerk = await signIn(browser, 'secretariat', locale, '/admin/review');
    const unit = await applyingUnit(clerk);
    await clerk.reload();
    await clerk.getByRole('tab', { name: new RegExp(w('review.kind.secretariat')) }).click();
    await clerk.getByRole('tabpanel').getByRole('button', { name: unit.username }).click();
    const opinion =
      locale === 'zh' ? '材料齐全，建议批准' : 'Papers complete; we recommend approval';
    await clerk.getByLabel(w('review.opinion')).fill(opinion);
    const passedAt = Date.now();
    await clerk.getByRole('button', { name: w('review.pass'), exact: true }).click();
    await expect(clerk.getByText(w('review.done'))).toBeVisible();
    await clerk.context().close();

    const council = await signIn(browser, 'council', locale, '/admin/council');
    await council.getByRole('tab', { name: new RegExp(w('review.kind.council')) }).click();
    await council.getByRole('tabpanel').getByRole('button', { name: unit.username }).click();
    const history = council.getByRole('region', { name: w('console.review.history') });
    const step = history
      .getByRole('row')
      .filter({ hasText: `${w('apply.status.secretariat')} → ${w('apply.status.council')}` });
    await expect(step).toContainText(opinion);
    await expect(step).toContainText('秘书处 王敏');
    // The time, to the minute on Beijing time (the minute may turn while the step is saved).
    const minutes = [passedAt, passedAt + 60_000].map((at) =>
      new Date(at + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' '),
    );
    await expect(step).toContainText(new RegExp(minutes.join('|')));
    await council.context().close();
  });

  /** The start page's cards, one for each page the reader may open. */
  const startCards = (page: Page) =>
    page.getByRole('navigation', { name: w('console.home.pages') });

  /** The start page's card of a review page names a queue's count, and its tab shows the same. */
  async function cardMatchesTab(page: Page, path: string, kind: string) {
    const name = w(`review.kind.${kind}`);
    const card = startCards(page).locator(`a[href$="/admin/${path}"]`);
    const line = locale === 'zh' ? `${name} (\\d+)` : `${name}: (\\d+)`;
    // The line that names the queues (the badge with the total follows it).
    const queues = card.getByText(new RegExp(line));
    await expect(queues).toBeVisible();
    const count = Number(new RegExp(line).exec((await queues.textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(0);
    await card.click();
    await expect(page.getByRole('tab', { name: `${name} (${count})`, exact: true })).toBeVisible();
  }

  test(`${locale}: the start page counts every queue on the card of the page that works it`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const clerk = await signIn(browser, 'secretariat', locale, '/admin');
    await applyingUnit(clerk);
    // A second one the secretariat passes on to the council.
    const forCouncil = await applyingUnit(clerk);
    const headers = await headersOf(clerk.request, 'secretariat');
    const queue = await clerk.request.get(
      '/prod-api/review/applications?status=secretariat&pageNum=1&pageSize=100',
      { headers },
    );
    const { rows } = (await queue.json()) as { rows: { id: number; unitName: string }[] };
    const id = rows.find((r) => r.unitName === forCouncil.username)?.id;
    const passed = await clerk.request.post(`/prod-api/review/applications/${id}/secretariat`, {
      headers,
      data: { decision: 'pass', opinion: '' },
    });
    expect((await passed.json()).code).toBe(200);
    await clerk.reload();
    // Registrations and applications wait on the review card, not on the directory's.
    await expect(startCards(clerk).locator('a[href$="/admin/members"]')).not.toContainText(
      w('console.home.waiting').replace('{{count}}', ''),
    );
    await cardMatchesTab(clerk, 'review', 'secretariat');
    await clerk.context().close();

    const council = await signIn(browser, 'council', locale, '/admin');
    await cardMatchesTab(council, 'council', 'council');
    await council.context().close();
  });
}
