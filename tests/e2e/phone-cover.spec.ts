/**
 * Phones (390 px): nothing floats over what the reader came for — a verification's result, a
 * report form's last field, a table's last columns — and the trend chart is tall enough to read.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { prefixOf, signIn, words } from './support.ts';

/** A 390 px phone's screen less the browser's bars (an iPhone 12–14 in Safari). */
const PHONE = { width: 390, height: 664 };

/**
 * The points of the element that something else covers, named by what covers them ([] when none
 * is): where the page shows it as loaded, then scrolled so that it ends at the bottom of the
 * screen, where a floating panel sits.
 */
function coveredPoints(target: Locator): Promise<string[]> {
  return target.evaluate((el) => {
    const covered = (when: string) => {
      const r = el.getBoundingClientRect();
      if (r.bottom <= 0 || r.top >= innerHeight) return [];
      const top = Math.max(r.top, 0) + 2;
      const right = Math.min(r.right, innerWidth) - 2;
      const bottom = Math.min(r.bottom, innerHeight) - 2;
      const points = [
        [r.left + 2, top],
        [right, top],
        [r.left + 2, bottom],
        [right, bottom],
        [(r.left + right) / 2, (top + bottom) / 2],
      ];
      return points.flatMap(([x = 0, y = 0]) => {
        const hit = document.elementFromPoint(x, y);
        // Itself, or what it sits on (a rounded corner shows its parent): nothing over it.
        if (!hit || el.contains(hit) || hit.contains(el)) return [];
        const owner = hit.closest('[data-options], header, aside, [role="dialog"]') ?? hit;
        const classes = typeof owner.className === 'string' ? owner.className.split(/\s+/) : [];
        const name = [owner.tagName.toLowerCase(), ...classes.slice(0, 4)].join('.');
        return [`${when} (${Math.round(x)}, ${Math.round(y)}) under ${name}`];
      });
    };
    const asLoaded = covered('as loaded');
    el.scrollIntoView({ block: 'end' });
    return [...asLoaded, ...covered('at the bottom')];
  });
}

async function atPhoneWidth(page: Page, path: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await page.goto(path);
}

for (const locale of ['zh', 'en'] as const) {
  const at = (path: string) => `${prefixOf(locale)}${path}`;

  test(`${locale}: at 390 px the verification result is not covered`, async ({ page }) => {
    const w = words(locale);
    await atPhoneWidth(page, at('/verify/AAAA-BBBB-CCCC'));
    const result = page.getByText(w('verify.unknown'));
    await expect(result).toBeVisible();
    expect(await coveredPoints(result)).toEqual([]);
  });

  test(`${locale}: at 390 px a report form's last field and the trend table are not covered, and the chart can be read`, async ({
    browser,
  }) => {
    const w = words(locale);
    const member = await signIn(browser, 'member', locale, '/center/economy-month');
    await atPhoneWidth(member, at('/center/economy-month'));
    const form = member.getByRole('form', { name: w('center.menu.economyMonth') });
    const last = form.locator('input:not([type="hidden"]):not([type="file"])').last();
    await expect(last).toBeVisible();
    expect(await coveredPoints(last)).toEqual([]);
    await member.context().close();

    // The secretariat follows every unit's figures: the demo's panel has this year's months.
    const staff = await signIn(browser, 'secretariat', locale, '/center/trends');
    await atPhoneWidth(staff, at('/center/trends'));
    const chart = staff.locator('[data-trend-chart]');
    await expect(chart).toBeVisible();
    // A 2:1 chart was 155 px on a phone, its lines a 60 px strip under the title and legend.
    expect((await chart.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(300);
    const table = staff.locator('[data-trend-table]');
    expect(await coveredPoints(table.locator('xpath=..'))).toEqual([]);
    await staff.context().close();
  });
}
