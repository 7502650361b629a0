/**
 * Phones: no page scrolls sideways between 360 and 414 px, in either language, for a guest or
 * for any demo account in the centre. A failure names what sticks out, to make the fix easy.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support.ts';
import {
  CENTRE_ROLES,
  centrePages,
  CONSOLE_SWEEPS,
  publicPages,
  settled,
  sweep,
} from './site-pages.ts';

/** The narrowest common phone, the one in the report, the widest, in CSS pixels. */
const WIDTHS = [360, 390, 414];
const PREFIXES = ['', '/en'];

/**
 * Runs in the page: '' when it fits, else the page width and the outermost elements that stick
 * out of a parent which itself fits (what scrolls inside its own box is fine).
 */
async function sideways(): Promise<string> {
  // After the resize handlers of a widened page have run.
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const vw = window.innerWidth;
  const sw = document.documentElement.scrollWidth;
  if (sw <= vw) return '';
  const name = (el: Element) => {
    const cls = typeof el.className === 'string' ? el.className.trim().split(/\s+/) : [];
    const width = Math.round(el.getBoundingClientRect().width);
    return `${el.tagName.toLowerCase()}${cls.length && cls[0] ? `.${cls.slice(0, 4).join('.')}` : ''} (${width}px)`;
  };
  const sticksOut = (el: Element) => el.getBoundingClientRect().right > vw + 0.5;
  const scrollsInside = (el: Element) => {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement)
      if (/auto|scroll|hidden|clip/.test(getComputedStyle(p).overflowX)) return true;
    return false;
  };
  const culprits = [...document.body.querySelectorAll('*')]
    .filter((el) => el.getBoundingClientRect().width > 0 && sticksOut(el))
    .filter(
      (el) =>
        !el.parentElement || el.parentElement === document.body || !sticksOut(el.parentElement),
    )
    .filter((el) => !scrollsInside(el))
    .slice(0, 3)
    .map((el) => `${name(el)} in ${el.parentElement ? name(el.parentElement) : 'body'}`);
  return `${sw}px wide; sticks out: ${culprits.join('; ') || '?'}`;
}

/**
 * Every path in both languages, loaded at the narrowest width and then widened, which lays the
 * page out again (and runs its resize handlers) without loading it twice. One line per problem.
 */
function widthProblems(page: Page, paths: string[]): Promise<string[]> {
  const both = PREFIXES.flatMap((prefix) => paths.map((path) => `${prefix}${path}`));
  return sweep(page, both, async (tab, path) => {
    await tab.setViewportSize({ width: WIDTHS[0]!, height: 800 });
    await tab.goto(path);
    await settled(tab);
    const problems: string[] = [];
    for (const width of WIDTHS) {
      await tab.setViewportSize({ width, height: 800 });
      const problem = await tab.evaluate(sideways);
      if (problem) problems.push(`${path} at ${width}px: ${problem}`);
    }
    return problems;
  });
}

test('public pages fit a phone screen in both languages', async ({ page }) => {
  test.setTimeout(600_000);
  expect(await widthProblems(page, await publicPages(page.request))).toEqual([]);
});

for (const role of CENTRE_ROLES) {
  test(`centre pages of the ${role} fit a phone screen in both languages`, async ({ browser }) => {
    test.setTimeout(300_000);
    const page = await signIn(browser, role);
    const problems = await widthProblems(page, await centrePages(page));
    await page.context().close();
    expect(problems).toEqual([]);
  });
}

for (const { role, paths } of CONSOLE_SWEEPS) {
  test(`console pages of the ${role} fit a phone screen in both languages`, async ({ browser }) => {
    test.setTimeout(300_000);
    const page = await signIn(browser, role, 'zh', '/admin');
    const problems = await widthProblems(page, paths);
    await page.context().close();
    expect(problems).toEqual([]);
  });
}
