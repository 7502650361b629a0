/**
 * Keyboard-only moves for the browser tests (keyboard.spec.ts): the focus goes where a keyboard
 * user's Tab takes it, and every control it stops at is read as a screen reader announces it —
 * its role and accessible name, from the page's accessibility tree.
 */
import { expect, type Page } from '@playwright/test';

type Role = Parameters<Page['getByRole']>[0];

/** The role and name the focused element announces, or null when nothing has the focus. */
export async function announced(page: Page): Promise<{ role: string; name: string } | null> {
  const focused = page.locator(':focus');
  if ((await focused.count()) === 0) return null;
  const snapshot = await focused.ariaSnapshot({ timeout: 2_000 }).catch(() => '');
  // The first line names the element itself: `- textbox "Unit name": typed` or `- button`.
  const line = /^- ([\w-]+)(?: "((?:[^"\\]|\\.)*)")?/.exec(snapshot.split('\n')[0] ?? '');
  const name = line?.[2] ? (JSON.parse(`"${line[2]}"`) as string) : '';
  if (line?.[1] && name) return { role: line[1], name };
  // A <summary> has no ARIA role of its own: screen readers announce its words as a disclosure
  // button ("… collapsed"), which the snapshot leaves out.
  const summary = await focused.evaluate((el) =>
    el.tagName === 'SUMMARY' ? el.textContent : null,
  );
  if (summary) return { role: 'summary', name: summary.trim() };
  return { role: line?.[1] ?? 'generic', name };
}

/** Focus always visible (WCAG 2.4.7): the focused control is drawn with an outline or a ring. */
const focusDrawn = (el: Element) => {
  const style = getComputedStyle(el);
  const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
  return outline || style.boxShadow !== 'none';
};

/**
 * Presses Tab (Shift+Tab when `back`) until the control of `role` named `name` has the focus,
 * and asserts it is announced so, its focus drawn. Every control passed on the way must announce a name too: a
 * stop a screen reader reads as a bare "button" fails the test, naming where it was.
 */
export async function tabTo(
  page: Page,
  role: Role,
  name: string | RegExp,
  { back = false, max = 80 }: { back?: boolean; max?: number } = {},
): Promise<void> {
  const passed: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await announced(page);
    if (!now) continue;
    passed.push(`${now.role} "${now.name}"`);
    if (!now.name.trim()) {
      const html = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 300));
      throw new Error(`a control without a name, ${html}, after ${passed.join(' → ')}`);
    }
    const named = typeof name === 'string' ? now.name === name : name.test(now.name);
    if (now.role === role && named) {
      const focused = page.locator(':focus');
      await expect(focused).toHaveRole(role);
      await expect(focused).toHaveAccessibleName(name);
      expect(await focused.evaluate(focusDrawn), `${role} "${name}" shows no focus`).toBe(true);
      return;
    }
  }
  throw new Error(
    `${role} "${name}" not reached by ${back ? 'Shift+Tab' : 'Tab'}: ${passed.join(' → ')}`,
  );
}

/** Tabs to a text field by its name and types into it, as a keyboard user does. */
export async function typeInto(
  page: Page,
  name: string | RegExp,
  text: string,
  role: Role = 'textbox',
): Promise<void> {
  await tabTo(page, role, name);
  await page.keyboard.type(text);
}

/** The skip link first, as a keyboard user starts on a page: on to the main content. */
export async function skipToContent(page: Page, name: string): Promise<void> {
  await tabTo(page, 'link', name, { max: 3 });
  await page.keyboard.press('Enter');
}

/** Presses the right arrow (the left when `back`) until the `role` named `name` has the focus. */
export async function arrowTo(
  page: Page,
  role: Role,
  name: string | RegExp,
  { back = false, max = 10 }: { back?: boolean; max?: number } = {},
): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'ArrowLeft' : 'ArrowRight');
    const now = await announced(page);
    const named = now && (typeof name === 'string' ? now.name === name : name.test(now.name));
    if (now?.role === role && named) {
      await expect(page.locator(':focus')).toHaveAccessibleName(name);
      return;
    }
  }
  throw new Error(`${role} "${name}" not reached by the arrow keys`);
}
