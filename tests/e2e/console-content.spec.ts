/**
 * An editor keeps the public site current from the console, in both languages: writes a news
 * article in Chinese and English with a picture, previews it, publishes it and watches the pages
 * rebuild, finds it in the public list and on its page, then puts an older version back.
 */
import { expect, type Page, test } from '@playwright/test';
import { prefixOf, signIn, words } from './support.ts';

/** A small real PNG (8×8, blue). */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR42mNkYPjPQAxgHFUIAI2MA/3qOBsQAAAAAElFTkSuQmCC',
  'base64',
);

for (const locale of ['zh', 'en'] as const) {
  const w = words(locale);
  const prefix = prefixOf(locale);
  const field = (key: string, lang?: 'zh' | 'en') => {
    const label = w(`console.field.${key}`);
    return lang ? w(`console.form.${lang}`).replace('{{label}}', label) : label;
  };

  test(`${locale}: an editor writes, previews, publishes and restores a news article`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const page = await signIn(browser, 'editor', locale, '/admin/content/article');
    const stamp = Date.now();
    const title = `控制台新闻${stamp}`;
    const titleEn = `Console news ${stamp}`;

    await page.getByRole('button', { name: w('console.list.new'), exact: true }).click();
    await page.getByRole('textbox', { name: field('title', 'zh') }).fill(title);
    await page.getByRole('textbox', { name: field('title', 'en') }).fill(titleEn);
    await page.getByRole('textbox', { name: field('summary', 'zh') }).fill('中文摘要');
    await page.getByRole('textbox', { name: field('summary', 'en') }).fill('English summary');
    const bodyZh = page.getByRole('textbox', { name: field('body', 'zh') });
    await bodyZh.click();
    await page.keyboard.type('这是中文正文。');
    // The picture goes up through the toolbar of the Chinese body.
    const toolbar = page.getByRole('toolbar', {
      name: w('console.rich.toolbar').replace('{{label}}', field('body', 'zh')),
    });
    await toolbar
      .locator('input[type=file]')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PICTURE });
    await expect(bodyZh.locator('img')).toHaveAttribute('src', /anonymity\/resource/);
    await page.getByRole('textbox', { name: field('body', 'en') }).click();
    await page.keyboard.type('This is the English body.');
    await page.getByRole('button', { name: w('console.editor.save'), exact: true }).click();
    await expect(page).toHaveURL(/\?edit=\d+$/);
    const id = Number(new URL(page.url()).searchParams.get('edit'));

    // The preview shows the draft as its page will, in this language.
    const [preview] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: w('console.editor.preview') }).click(),
    ]);
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(
      locale === 'en' ? titleEn : title,
    );
    await expect(
      preview.getByText(locale === 'en' ? 'This is the English body.' : '这是中文正文。'),
    ).toBeVisible();
    await preview.close();

    // Publishing rebuilds the pages; the editor sees it go live, with a link to the page.
    await page.getByRole('button', { name: w('console.list.publish'), exact: true }).click();
    const status = page.locator('[data-build-status]');
    await expect(status).toHaveAttribute('data-build-status', 'live', { timeout: 120_000 });
    await expect(status.getByRole('link', { name: new RegExp(`/detail/${id}`) })).toBeVisible();

    const reader = await (await browser.newContext()).newPage();
    await reader.goto(`${prefix}/motion`);
    await expect(
      reader.getByRole('link', { name: locale === 'en' ? titleEn : title }),
    ).toBeVisible();
    await reader.goto(`${prefix}/detail/${id}`);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(
      locale === 'en' ? titleEn : title,
    );
    if (locale === 'zh') await expect(reader.locator('.rich-text img')).toBeVisible();

    // A change, then the first version put back: the history keeps both.
    await page.getByRole('textbox', { name: field('title', 'zh') }).fill(`${title}（改）`);
    await page.getByRole('button', { name: w('console.editor.save'), exact: true }).click();
    await expect(page.getByRole('textbox', { name: field('title', 'zh') })).toHaveValue(
      `${title}（改）`,
    );
    await page.getByRole('button', { name: w('console.editor.history') }).click();
    const created = page
      .getByRole('listitem')
      .filter({ hasText: w('console.history.action.created') });
    await created.getByRole('button', { name: w('console.history.restore') }).click();
    // The prompt loads on first use: its button, not the list's of the same name.
    await page
      .getByRole('dialog')
      .getByRole('button', { name: w('console.history.restore'), exact: true })
      .click();
    await expect(page.getByRole('textbox', { name: field('title', 'zh') })).toHaveValue(title);
    await expect(
      page.getByRole('listitem').filter({ hasText: w('console.history.action.restored') }),
    ).toBeVisible();
  });
}

/** Holds the editor's script back until `release`, as a slow line would; `asked` counts requests. */
async function holdEditorScript(page: Page) {
  const asked: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_astro/RichTextEditor.*.js', async (route) => {
    asked.push(route.request().url());
    await held;
    await route.continue();
  });
  return { asked, release };
}

test('en: the rich-text editor loads when a body field is first used, and keeps what was typed meanwhile', async ({
  browser,
}) => {
  const w = words('en');
  const field = (key: string, lang: 'zh' | 'en') =>
    w(`console.form.${lang}`).replace('{{label}}', w(`console.field.${key}`));
  const page = await signIn(browser, 'editor', 'en', '/admin/content/article');
  // The editor's script is held back until the test lets it go: typing goes on while it loads.
  const { asked, release } = await holdEditorScript(page);
  const tablesAsked: string[] = [];
  await page.route('**/_astro/rich-text-tables.*.js', async (route) => {
    tablesAsked.push(route.request().url());
    await route.continue();
  });
  await page.getByRole('button', { name: w('console.list.new'), exact: true }).click();
  await page.getByRole('textbox', { name: field('title', 'zh') }).fill(`正文先打${Date.now()}`);
  const body = page.getByRole('textbox', { name: field('body', 'en') });
  await expect(body).toBeVisible();
  expect(asked).toHaveLength(0);

  await body.click();
  await expect(page.getByRole('status').filter({ hasText: w('common.loading') })).toBeVisible();
  await page.keyboard.type('Typed before the editor came.');
  expect(asked).toHaveLength(1);
  release();
  const toolbar = page.getByRole('toolbar', {
    name: w('console.rich.toolbar').replace('{{label}}', field('body', 'en')),
  });
  await expect(toolbar).toBeVisible();
  await page.keyboard.type(' And after.');
  await expect(body).toHaveText('Typed before the editor came. And after.');
  // Tables load when the first one is made: the editor comes again with them, the text kept.
  expect(tablesAsked).toHaveLength(0);
  await toolbar.getByRole('button', { name: w('console.rich.table') }).click();
  await expect(body.locator('table tr')).toHaveCount(3);
  await expect(toolbar.getByRole('button', { name: w('console.rich.addRow') })).toBeVisible();
  await expect(body).toHaveText('Typed before the editor came. And after.');
  expect(tablesAsked).toHaveLength(1);

  await page.getByRole('button', { name: w('console.editor.save'), exact: true }).click();
  await expect(page).toHaveURL(/\?edit=\d+$/);
  await page.reload();
  await expect(page.getByRole('textbox', { name: field('body', 'en') })).toHaveText(
    'Typed before the editor came. And after.',
  );
  await expect(
    page.getByRole('textbox', { name: field('body', 'en') }).locator('table th'),
  ).toHaveCount(3);
});

test('zh: a save pressed before the editor has come keeps what was typed in the body', async ({
  browser,
}) => {
  // On a slow line the editor's script comes late; what was typed meanwhile is already the body.
  const w = words('zh');
  const field = (key: string, lang: 'zh' | 'en') =>
    w(`console.form.${lang}`).replace('{{label}}', w(`console.field.${key}`));
  const page = await signIn(browser, 'editor', 'zh', '/admin/content/article');
  const { release } = await holdEditorScript(page);
  await page.getByRole('button', { name: w('console.list.new'), exact: true }).click();
  await page.getByRole('textbox', { name: field('title', 'zh') }).fill(`未等编辑器${Date.now()}`);
  await page.getByRole('textbox', { name: field('body', 'zh') }).click();
  await page.keyboard.type('冻干机验证要点。');
  await page.getByRole('button', { name: w('console.editor.save'), exact: true }).click();
  await expect(page).toHaveURL(/\?edit=\d+$/);
  release();
  await page.reload();
  await expect(page.getByRole('textbox', { name: field('body', 'zh') })).toHaveText(
    '冻干机验证要点。',
  );
});

test('en: two editors on one item: the later save is refused, says why, and keeps what was typed', async ({
  browser,
}) => {
  const w = words('en');
  const field = (key: string, lang: 'zh' | 'en') =>
    w(`console.form.${lang}`).replace('{{label}}', w(`console.field.${key}`));
  const first = await signIn(browser, 'editor', 'en', '/admin/content/article');
  await first.getByRole('button', { name: w('console.list.new'), exact: true }).click();
  await first.getByRole('textbox', { name: field('title', 'zh') }).fill(`两人编辑${Date.now()}`);
  await first.getByRole('button', { name: w('console.editor.save'), exact: true }).click();
  await expect(first).toHaveURL(/\?edit=\d+$/);

  const second = await signIn(browser, 'editor', 'en', '/admin/content/article');
  await second.goto(first.url());
  const summary = second.getByRole('textbox', { name: field('summary', 'en') });
  await expect(second.getByRole('textbox', { name: field('title', 'zh') })).not.toHaveValue('');

  await first.getByRole('textbox', { name: field('title', 'en') }).fill('Saved first');
  await first.getByRole('button', { name: w('console.editor.save'), exact: true }).click();
  await expect(first.getByText(w('console.editor.unsaved'))).toHaveCount(0);

  await summary.fill('Typed by the second editor');
  await second.getByRole('button', { name: w('console.editor.save'), exact: true }).click();
  await expect(second.getByText(w('error.editor.stale'))).toBeVisible();
  await expect(summary).toHaveValue('Typed by the second editor');
  await expect(second.getByText(w('console.editor.unsaved'))).toBeVisible();
});

test('en: an editor whose computer’s clock runs 2 s fast still follows the build they started', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const w = words('en');
  const title = w('console.form.zh').replace('{{label}}', w('console.field.title'));
  const page = await signIn(browser, 'editor', 'en', '/admin/content/article');
  // The console follows the build by the id the publication answered, never by comparing this
  // clock with the server's.
  await page.clock.install({ time: Date.now() + 2_000 });
  await page.reload();
  await page.getByRole('button', { name: w('console.list.new'), exact: true }).click();
  await page.getByRole('textbox', { name: title }).fill(`快两秒的钟${Date.now()}`);
  await page.getByRole('button', { name: w('console.editor.save'), exact: true }).click();
  await expect(page).toHaveURL(/\?edit=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('edit'));
  await page.getByRole('button', { name: w('console.list.publish'), exact: true }).click();
  const status = page.locator('[data-build-status]');
  await expect(status).toHaveAttribute('data-build-status', 'live', { timeout: 120_000 });
  await expect(status.getByRole('link', { name: new RegExp(`/detail/${id}`) })).toBeVisible();
});
