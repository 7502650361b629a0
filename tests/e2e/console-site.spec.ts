/**
 * An editor changes what every visitor sees besides news: the header menu, a single page and the
 * contact details, from the console, and each change reaches the public pages in both languages.
 * The menu is put back as it was at the end, so the other browser tests find the seeded one.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { signIn, words } from './support.ts';

const zh = words('zh');
const en = words('en');

/** Waits until the rebuild the last save started is live. */
async function live(page: Page) {
  await expect(page.locator('[data-build-status]')).toHaveAttribute('data-build-status', 'live', {
    timeout: 120_000,
  });
}

async function reader(browser: Browser, path: string) {
  const page = await (await browser.newContext()).newPage();
  await page.goto(path);
  return page;
}

test('zh: an editor adds menu entries, hides one, and the header of both languages follows', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const page = await signIn(browser, 'editor', 'zh', '/admin/menu');
  const stamp = String(Date.now()).slice(-6);
  const shown = { zh: `活动${stamp}`, en: `Events ${stamp}` };
  const hidden = `筹备${stamp}`;
  const entry = (name: string) =>
    page.getByRole('group', {
      name: `${zh('console.menu.entry').replace('{{level}}', '1')} ${name}`,
    });

  for (const [name, enName, path] of [
    [shown.zh, shown.en, '/motion'],
    // English too: the pages' sweep, beside this test, reads the English console's menu page.
    [hidden, `Preparing ${stamp}`, '/standard'],
  ] as const) {
    await page.getByRole('button', { name: zh('console.menu.addTop') }).click();
    const blank = entry(zh('console.menu.unnamed'));
    await blank.getByRole('textbox', { name: zh('console.menu.name'), exact: true }).fill(name);
    await entry(name)
      .getByRole('textbox', { name: zh('console.menu.enName') })
      .fill(enName);
    await entry(name)
      .getByRole('textbox', { name: zh('console.menu.path') })
      .fill(path);
  }
  await entry(hidden)
    .getByRole('checkbox', { name: zh('console.menu.hidden') })
    .check();

  // An unsafe link is named under its field; nothing typed is lost.
  const link = entry(shown.zh).getByRole('textbox', { name: zh('console.menu.path') });
  await link.fill('javascript:alert(1)');
  await page.getByRole('button', { name: zh('console.editor.save'), exact: true }).click();
  await expect(entry(shown.zh).getByText(zh('validation.menuLink'))).toBeVisible();
  await expect(
    entry(hidden).getByRole('textbox', { name: zh('console.menu.name'), exact: true }),
  ).toHaveValue(hidden);
  await link.fill('/motion');
  await page.getByRole('button', { name: zh('console.editor.save'), exact: true }).click();
  await live(page);

  // The header draws a late entry in its row and again under "more"; there at least once.
  const home = await reader(browser, '/index');
  await expect(home.locator('[data-menu] a', { hasText: shown.zh }).first()).toBeAttached();
  await expect(home.locator('[data-menu] a', { hasText: hidden })).toHaveCount(0);
  await home.goto('/en/index');
  await expect(home.locator('[data-menu] a', { hasText: shown.en }).first()).toBeAttached();

  // Moved up, then both taken out again: the header is as seeded.
  await entry(hidden)
    .getByRole('button', { name: zh('console.menu.up').replace('{{name}}', hidden) })
    .click();
  const legends = await page.locator('fieldset > legend').allTextContents();
  const at = (name: string) => legends.findIndex((l) => l.includes(name));
  expect(at(hidden)).toBeLessThan(at(shown.zh));
  for (const name of [shown.zh, hidden])
    await entry(name)
      .getByRole('button', { name: zh('console.menu.remove').replace('{{name}}', name) })
      .click();
  await page.getByRole('button', { name: zh('console.editor.save'), exact: true }).click();
  await live(page);
  // A new visitor: the one before may keep the page it was given for a while.
  const later = await reader(browser, '/index');
  await expect(later.locator('[data-menu] a', { hasText: shown.zh })).toHaveCount(0);
});

test('en: an editor rewrites a single page and the contact details; readers see both', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const page = await signIn(browser, 'editor', 'en', '/admin/pages');
  const stamp = String(Date.now()).slice(-6);
  const field = (key: string, lang: 'zh' | 'en') =>
    en(`console.form.${lang}`).replace('{{label}}', en(`console.field.${key}`));

  await page.getByRole('button', { name: 'About the Association' }).click();
  await expect(page).toHaveURL(/\?edit=introduction$/);
  const title = page.getByRole('textbox', { name: field('title', 'en') });
  await expect(title).toHaveValue('About the Association');
  await title.fill(`About the Association ${stamp}`);
  await page.getByRole('button', { name: en('console.editor.save'), exact: true }).click();
  await live(page);
  const about = await reader(browser, '/en/introduction');
  await expect(about.getByRole('heading', { level: 1 })).toHaveText(
    `About the Association ${stamp}`,
  );

  // The contact details: a required field left empty is named, and the rest stays as typed.
  await page.goto('/en/admin/documents');
  await page.getByRole('tab', { name: en('console.documents.contact') }).click();
  // The association's own phone comes before the departments' ones.
  const phone = page.getByRole('textbox', { name: en('console.field.phone'), exact: true }).first();
  const address = page.getByRole('textbox', { name: field('address', 'zh') });
  const oldAddress = await address.inputValue();
  await phone.fill(`010-6${stamp}`);
  await address.fill('');
  await page.getByRole('button', { name: en('console.editor.save'), exact: true }).click();
  await expect(page.getByText(en('validation.required')).first()).toBeVisible();
  await expect(phone).toHaveValue(`010-6${stamp}`);
  await address.fill(oldAddress);
  await page.getByRole('button', { name: en('console.editor.save'), exact: true }).click();
  await live(page);
  await about.goto('/en/contact');
  await expect(about.getByText(`010-6${stamp}`).first()).toBeVisible();

  // The builds page lists what was rebuilt: the single pages and documents, not "0 pages".
  await page.goto('/en/admin/builds');
  await expect(page.locator('[data-build-status="live"]').first()).toBeVisible();
  const newest = page.getByRole('listitem').filter({ has: page.locator('[data-build-status]') });
  await expect(newest.first()).toContainText(en('console.builds.named.pages'));
  await expect(newest.first()).not.toContainText(en('console.builds.pages').replace('{{n}}', '0'));
});

test('zh: a table survives an edit of its page, and a table made in the editor reaches readers', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const page = await signIn(browser, 'editor', 'zh', '/admin/pages?edit=introduction');
  const body = page.locator('[data-rich-field="body"]');
  const bodyEn = page.locator('[data-rich-field="bodyEn"]');
  // The stored table is shown as a table as soon as the page opens: 2 header cells, 10 others.
  await expect(body.locator('table th')).toHaveCount(2);
  await expect(body.locator('table td')).toHaveCount(10);

  const stamp = String(Date.now()).slice(-6);
  await body.locator('p').first().click();
  await page.keyboard.press('End');
  await page.keyboard.type(stamp);

  // A new table in the English body, made with the toolbar: a header row and two rows.
  await bodyEn.locator('p').last().click();
  await page.keyboard.press('End');
  // The English body's own toolbar: the innermost box that holds the field.
  const enTools = page.locator('div.rounded', { has: bodyEn }).last();
  await enTools.getByRole('button', { name: zh('console.rich.table') }).click();
  await page.keyboard.type(`Model ${stamp}`);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Units');
  await enTools.getByRole('button', { name: zh('console.rich.addRow') }).click();
  await expect(bodyEn.locator('table').last().locator('tr')).toHaveCount(4);

  await page.getByRole('button', { name: zh('console.editor.save'), exact: true }).click();
  await live(page);

  const zhPage = await reader(browser, '/introduction');
  await expect(zhPage.locator('main').getByText(stamp)).toBeVisible();
  await expect(zhPage.locator('main table th')).toHaveCount(2);
  await expect(zhPage.locator('main table td')).toHaveCount(10);
  const enPage = await reader(browser, '/en/introduction');
  const made = enPage.locator('main table').last();
  await expect(made.locator('thead th').first()).toHaveText(`Model ${stamp}`);
  await expect(made.locator('tbody tr')).toHaveCount(3);
  await expect(enPage.locator('main table')).toHaveCount(2);
});
