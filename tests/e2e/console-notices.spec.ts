/**
 * The secretariat's correspondence in a real browser, in both languages: a notice written in the
 * console reaches a member's messages, and an answer to a complaint reaches the unit that sent it.
 */
import { expect, test } from '@playwright/test';
import { headersOf, signIn, words } from './support.ts';

for (const locale of ['zh', 'en'] as const) {
  const w = words(locale);

  test(`${locale}: a notice to the members reaches a member's messages`, async ({ browser }) => {
    test.setTimeout(120_000);
    const clerk = await signIn(browser, 'secretariat', locale, '/admin/notices');
    const title = `年会通知 ${Date.now()}`;
    await clerk.getByRole('button', { name: w('console.notices.compose') }).click();
    await clerk.getByRole('textbox', { name: w('console.notices.title'), exact: true }).fill(title);
    await clerk.getByRole('textbox', { name: w('console.notices.content'), exact: true }).click();
    await clerk.keyboard.type('定于十二月十日召开年会。');
    // Other tests make members too: the count is read from the page, then checked below.
    const [before, after] = w('console.notices.reach').split('{{n}}');
    const reach = clerk.getByText(new RegExp(`^${before}\\d+${after}$`));
    await expect(reach).toBeVisible();
    const members = Number((await reach.innerText()).replace(/\D/g, ''));
    expect(members).toBeGreaterThan(0);
    await clerk.getByRole('button', { name: w('console.notices.send'), exact: true }).click();
    await clerk
      .getByRole('dialog')
      .getByRole('button', { name: w('console.notices.send'), exact: true })
      .click();
    const row = clerk.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText(
      w('console.notices.readOf').replace('{{read}}', '0').replace('{{total}}', String(members)),
    );

    const member = await signIn(browser, 'member', locale, '/center/message');
    const item = member.locator('[data-read]').filter({ hasText: title });
    await item.click();
    await expect(member.locator('[data-notice-dialog]')).toContainText('定于十二月十日召开年会。');
    await member.context().close();

    await clerk.reload();
    await expect(clerk.getByRole('row').filter({ hasText: title })).toContainText(
      w('console.notices.readOf').replace('{{read}}', '1').replace('{{total}}', String(members)),
    );
    await clerk.context().close();
  });

  test(`${locale}: the secretariat answers a complaint; the sender reads the answer`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const clerk = await signIn(browser, 'secretariat', locale, '/admin/complaints');
    const content = `培训报名系统建议 ${Date.now()}`;
    const sent = await clerk.request.post('/prod-api/system/complaint', {
      headers: await headersOf(clerk.request, 'member'),
      data: { name: '张伟', tel: '13800000001', content },
    });
    expect((await sent.json()).code).toBe(200);

    const search = clerk.getByRole('search');
    await search.getByRole('searchbox', { name: w('console.complaints.search') }).fill(content);
    await search.getByRole('button', { name: w('console.filters.search') }).click();
    await clerk.getByRole('button', { name: content }).click();
    const answer = `感谢建议，已转交培训部 ${Date.now()}`;
    await clerk.getByRole('textbox', { name: w('console.complaints.answer') }).fill(answer);
    await clerk.getByRole('button', { name: w('console.complaints.sendAnswer') }).click();
    await expect(clerk.getByRole('heading', { level: 2 })).toContainText(
      w('console.complaints.status.answered'),
    );
    await clerk.context().close();

    const member = await signIn(browser, 'member', locale, '/center/message');
    const title = w('notice.complaintReplied.title');
    await member.locator('[data-read]').filter({ hasText: title }).first().click();
    await expect(member.locator('[data-notice-dialog]')).toContainText(answer);
    await member.context().close();
  });
}
