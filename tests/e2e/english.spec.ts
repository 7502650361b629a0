/**
 * English pages speak English: no Chinese characters, no full-width punctuation and no emoji (a
 * box where no emoji font is installed) in what a reader sees or hears: the page title, the text,
 * and the labels and placeholders of controls.
 *
 * Chinese is right in two places only, and both say so with lang="zh-CN": the switch to the
 * Chinese site, and names kept as someone typed them (a unit, a person, an address; see
 * src/shared/lang.ts). Notices, senders and link labels included: the server stores them in both.
 */
import { expect, test, type Page } from '@playwright/test';
import pageWordsEn from '#i18n/en.json' with { type: 'json' };
import consoleWordsEn from '#i18n/console.en.json' with { type: 'json' };
import { signIn } from './support.ts';
import {
  CENTRE_ROLES,
  centrePages,
  CONSOLE_SWEEPS,
  publicPages,
  settled,
  sweep,
} from './site-pages.ts';

/**
 * Runs in the page: what is not English, one line per place, with the element it is in. A key
 * shown instead of its words, alone or within a line (its words did not arrive), counts too.
 */
function notEnglish(keys: string[]): string[] {
  const foreign =
    /\p{Script=Han}|[\u3000-\u303f\uff00-\uffef]|(?![\u00a9\u00ae\u2122])\p{Extended_Pictographic}/u;
  const known = new Set(keys);
  // Keys may hold colons (console.permission.center:base:edit).
  const bare = (text: string) =>
    known.has(text.trim()) ||
    (text.match(/\b[a-z][\w:]*(?:\.[\w:]+)+/gi) ?? []).some((w) => known.has(w));
  const wrong = { test: (text: string) => foreign.test(text) || bare(text) };
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
      typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : ''
    }`;
  const excused = (el: Element) => !!el.closest('[lang^="zh"]');
  const shown = (el: Element) => el.checkVisibility() || !!el.closest('select')?.checkVisibility();
  const found: string[] = [];
  if (wrong.test(document.title)) found.push(`title: ${document.title}`);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    const text = node.textContent?.trim() ?? '';
    if (el && wrong.test(text) && shown(el) && !excused(el))
      found.push(`${name(el)}: ${text.slice(0, 60)}`);
  }
  for (const el of document.body.querySelectorAll('[placeholder], [aria-label], [title], [alt]'))
    for (const attr of ['placeholder', 'aria-label', 'title', 'alt']) {
      const value = el.getAttribute(attr) ?? '';
      if (wrong.test(value) && shown(el) && !excused(el))
        found.push(`${name(el)} ${attr}: ${value.slice(0, 60)}`);
    }
  return [...new Set(found)];
}

/** The keys of the words pages and the console show. */
const KEYS = [...Object.keys(pageWordsEn), ...Object.keys(consoleWordsEn)];

/** Every path in English; what is not English, one line each. */
function foreignWords(page: Page, paths: string[]): Promise<string[]> {
  return sweep(page, paths, async (tab, path) => {
    await tab.goto(`/en${path}`);
    await settled(tab);
    return (await tab.evaluate(notEnglish, KEYS)).map((line) => `/en${path}: ${line}`);
  });
}

test('English public pages show no Chinese, full-width punctuation, emoji or bare keys', async ({
  page,
}) => {
  test.setTimeout(300_000);
  expect(await foreignWords(page, await publicPages(page.request))).toEqual([]);
});

for (const role of CENTRE_ROLES) {
  test(`English centre pages of the ${role} show no Chinese or bare keys of their own`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const page = await signIn(browser, role, 'en');
    const found = await foreignWords(page, await centrePages(page));
    await page.context().close();
    expect(found).toEqual([]);
  });
}

for (const { role, paths } of CONSOLE_SWEEPS) {
  test(`English console pages of the ${role} show no Chinese or bare keys of their own`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const page = await signIn(browser, role, 'en', '/admin');
    const found = await foreignWords(page, paths);
    await page.context().close();
    expect(found).toEqual([]);
  });
}

test('English text is set in a Latin font, so quotes and apostrophes are not full-width', async ({
  page,
}) => {
  await page.goto('/en/introduction');
  const first = await page.evaluate(() => getComputedStyle(document.body).fontFamily.split(',')[0]);
  expect(first).not.toMatch(/CJK|PingFang|YaHei|Hei|Song/i);
});
