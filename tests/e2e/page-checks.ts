/**
 * What the sweep of every page (every-page.spec.ts) looks for on a page it has open: serious
 * accessibility issues (axe), lines set closer than 1.3, a page wider than a phone, words that are
 * not English on an English page. Each returns one line per problem, naming the place, so a failure says what to fix.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import pageWordsEn from '#i18n/en.json' with { type: 'json' };
import consoleWordsEn from '#i18n/console.en.json' with { type: 'json' };

/**
 * What axe finds serious or critical on the page as it is now, one line each. A page without
 * frames is checked in one run on the page itself (legacy mode), with the same findings: axe's
 * default runs each frame apart and joins the parts in a new blank tab, which took half its time
 * and is needed only to reach into frames from another site.
 */
export async function seriousIssues(page: Page, path: string): Promise<string[]> {
  // A button whose colour is still fading in (a form enabling once loaded) would be read halfway
  // and reported as too faint: the finite animations end first (a spinner's never does).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page })
    // Every rule still runs; only the violations are described node by node. Describing every
    // passing node (a selector each) was most of axe's time on a long page. (Before the tags:
    // `options` replaces what was set.)
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  return violations
    .filter((x) => x.impact === 'serious' || x.impact === 'critical')
    .map(
      (v) =>
        `${path}: ${v.id} (${v.impact}) ${v.nodes
          .slice(0, 2)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

/**
 * Runs in the page: text whose lines are closer than 1.3 times its size (信息无障碍: line spacing
 * at least 1.3), one line per kind of element. What is hidden from readers (a drawn symbol beside
 * its words) is left out; "normal" is the font's own spacing, over 1.3 in the CJK faces used.
 */
export function tightLines(): string[] {
  const found = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || !node.textContent?.trim() || el.closest('[aria-hidden="true"]')) continue;
    if (!el.checkVisibility()) continue;
    const style = getComputedStyle(el);
    if (style.lineHeight === 'normal') continue;
    const ratio = Number.parseFloat(style.lineHeight) / Number.parseFloat(style.fontSize);
    if (ratio < 1.295) {
      const kind = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
      found.add(
        `${el.tagName.toLowerCase()}${kind ? `.${kind}` : ''} lines ${ratio.toFixed(2)} apart`,
      );
    }
  }
  return [...found];
}

/**
 * Runs in the page: '' when it fits, else the page width and the outermost elements that stick
 * out of a parent which itself fits (what scrolls inside its own box is fine).
 */
export async function sideways(): Promise<string> {
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
 * English pages speak English: no Chinese characters, no full-width punctuation and no emoji (a
 * box where no emoji font is installed) in what a reader sees or hears: the page title, the text,
 * and the labels and placeholders of controls.
 *
 * Chinese is right in two places only, and both say so with lang="zh-CN": the switch to the
 * Chinese site, and names kept as someone typed them (a unit, a person, an address; see
 * src/shared/lang.ts). Notices, senders and link labels included: the server stores them in both.
 *
 * Runs in the page: what is not English, one line per place, with the element it is in. A key
 * shown instead of its words, alone or within a line (its words did not arrive), counts too.
 */
export function notEnglish(keys: string[]): string[] {
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
export const WORD_KEYS = [...Object.keys(pageWordsEn), ...Object.keys(consoleWordsEn)];

/**
 * Sources a content security policy allows beyond this origin, as `directive source`: none may be
 * (the page itself, inline data, hashes and nonces only). Nothing leaves the deployment.
 */
export function foreignSources(policy: string): string[] {
  const own =
    /^('self'|'none'|'unsafe-inline'|'strict-dynamic'|'(sha256|sha384|sha512|nonce)-[^']+'|data:|blob:)$/;
  return policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .flatMap(([name, ...sources]) =>
      sources.filter((s) => !own.test(s)).map((s) => `${name} ${s}`),
    );
}

/**
 * The policy a page runs under: its header's and its meta tag's, as one list of directives. The
 * meta tag is read from the page as served, not from the live document: a page that moves on by
 * itself (a redirect page, a sign-in sending on) would take its document away mid-question.
 */
export function policiesOf(html: string, header: string | undefined): string {
  const tag = /<meta\b[^>]*http-equiv=["']?content-security-policy["']?[^>]*>/i.exec(html)?.[0];
  const content = tag ? (/\bcontent=(["'])(.*?)\1/is.exec(tag)?.[2] ?? '') : '';
  const meta = content
    .replace(/&#39;|&#x27;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
  return [header ?? '', meta].filter(Boolean).join('; ');
}

/**
 * Every request the context's tabs make to an origin other than `own` (fonts, scripts, images,
 * analytics, whatever asks), one line each with the page that asked: the list fills as they go.
 */
export function watchOrigins(context: BrowserContext, own: string): string[] {
  const found: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (!/^(https?|wss?):$/.test(url.protocol) || url.origin === own) return;
    let from = '?';
    try {
      from = request.frame().url();
    } catch {
      // A service worker's request has no frame.
    }
    found.push(`origin: ${from} → ${request.url()}`);
  });
  return found;
}
