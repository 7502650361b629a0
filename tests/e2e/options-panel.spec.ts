/**
 * The option panel never covers what a reader came for (no pop-ups over public content): at
 * every width, from a small laptop to a wide screen, no word, picture or control of the page
 * lies under it, at the top, the middle or the end of the page. Its labels open only while the
 * pointer or the keyboard is in it, and "back to top" still takes the reader up.
 */
import { expect, test, type Page } from '@playwright/test';
import { prefixOf, words } from './support.ts';

const WIDTHS = [1024, 1280, 1440, 1920];
const PAGES = ['/', '/news', '/standard', '/search?keywords=GMP'];

/** What lies under the panel, as "text …" or "img", wherever the page is scrolled to. */
function coveredByPanel(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const panel = document.querySelector('[data-options]');
    if (!panel) return ['no panel'];
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.width > 0 &&
      a.height > 0 &&
      a.left < b.right &&
      b.left < a.right &&
      a.top < b.bottom &&
      b.top < a.bottom;
    /** The part of a box its scrolling or clipping ancestors let be seen (a ticker, sr-only). */
    const seen = (box: DOMRect, from: Element): DOMRect | null => {
      let { left, top, right, bottom } = box;
      for (let a: Element | null = from; a && a !== document.body; a = a.parentElement) {
        const css = getComputedStyle(a);
        if (css.overflow === 'visible' && css.clip === 'auto') continue;
        const r = a.getBoundingClientRect();
        left = Math.max(left, r.left);
        top = Math.max(top, r.top);
        right = Math.min(right, r.right);
        bottom = Math.min(bottom, r.bottom);
      }
      return right - left > 1 && bottom - top > 1
        ? new DOMRect(left, top, right - left, bottom - top)
        : null;
    };
    const found = new Set<string>();
    const look = () => {
      const p = panel.getBoundingClientRect();
      // In the page's flow it is content itself, not over it.
      if (getComputedStyle(panel).position !== 'fixed') return;
      for (const root of document.querySelectorAll('main, footer')) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          if (!n.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(n);
          const parent = n.parentElement ?? root;
          const boxes = [...range.getClientRects()].map((r) => seen(r, parent));
          if (boxes.some((r) => r && overlaps(r, p)))
            found.add(`text "${n.textContent.trim().slice(0, 30)}"`);
        }
        for (const el of root.querySelectorAll('img, svg, canvas, input, select, textarea, button'))
          if (overlaps(seen(el.getBoundingClientRect(), el) ?? new DOMRect(), p))
            found.add(el.tagName.toLowerCase());
      }
    };
    const end = document.documentElement.scrollHeight - innerHeight;
    for (const y of [0, end / 2, end]) {
      scrollTo(0, y);
      await new Promise(requestAnimationFrame);
      look();
    }
    return [...found];
  });
}

const at = (locale: 'zh' | 'en', path: string) =>
  `${prefixOf(locale)}${path === '/' && locale === 'en' ? '' : path}`;

test('the option panel covers nothing of a public page at any width, in either language', async ({
  page,
}) => {
  test.slow();
  const covered: string[] = [];
  for (const locale of ['zh', 'en'] as const)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of PAGES) {
        await page.goto(at(locale, path));
        await page.locator('[data-options]').waitFor();
        for (const what of await coveredByPanel(page))
          covered.push(`${locale} ${width} px ${path}: ${what}`);
      }
    }
  expect(covered).toEqual([]);
});

for (const locale of ['zh', 'en'] as const) {
  test(`${locale}: the floating panel opens its labels for the pointer and the keyboard, and takes the reader to the top`, async ({
    page,
  }) => {
    const w = words(locale);
    await page.setViewportSize({ width: 1440, height: 800 });
    await page.goto(at(locale, '/news'));
    const panel = page.getByRole('complementary', { name: w('options.label') });
    const label = panel.getByText(w('options.top'), { exact: true });
    // Folded at first: a column of buttons, each still named for a screen reader.
    await expect(label).toBeHidden();
    await expect(panel.getByRole('button', { name: w('options.top') })).toBeVisible();
    await panel.hover();
    await expect(label).toBeVisible();
    await page.mouse.move(10, 400);
    await expect(label).toBeHidden();
    await panel.getByRole('link', { name: w('nav.patent') }).focus();
    await expect(label).toBeVisible();
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await panel.getByRole('button', { name: w('options.top') }).click();
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  });
}
