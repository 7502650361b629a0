/**
 * The splice of what every page shows (shell-splice.ts) on its own: the regions replaced, the
 * current menu entry as the page's own address decides, and pages it must not guess at refused.
 * partial-build.test.ts checks it against a full build of the real pages.
 */
import { describe, expect, it } from 'vitest';
import { CannotSplice, regionsOf, splicePage } from './shell-splice.ts';

const top = (href: string, title: string, current = false) =>
  `<a href="${href}"${current ? ' aria-current="page"' : ''} class="block px-4 aria-[current=page]:bg-brand-800">${title}</a>`;
const page = (menu: string, links?: string) =>
  `<html><header><ul data-menu><!--shell:menu-->${menu}<!--/shell:menu--></ul></header><main>body</main>` +
  `${links === undefined ? '' : `<footer><!--shell:links-->${links}<!--/shell:links--></footer>`}</html>`;

describe('splicing the shell into a built page', () => {
  const fresh = {
    zh: regionsOf(
      page(
        top('/contact', '联系', true) + top('/news?x=1', '新闻'),
        '<ul data-friend-links>new</ul>',
      ),
    ),
    en: regionsOf(
      page(
        top('/en/contact', 'Contact') + top('/en/news?x=1', 'News'),
        '<ul data-friend-links>new en</ul>',
      ),
    ),
  };

  it('replaces every region and marks the page own menu entry as current', () => {
    const old = page(top('/old', '旧', true), '<ul data-friend-links>old</ul>');
    expect(splicePage(old, 'news/index.html', fresh)).toBe(
      page(
        top('/contact', '联系') + top('/news?x=1', '新闻', true),
        '<ul data-friend-links>new</ul>',
      ),
    );
    expect(splicePage(old, 'en/contact/index.html', fresh)).toBe(
      page(
        top('/en/contact', 'Contact', true) + top('/en/news?x=1', 'News'),
        '<ul data-friend-links>new en</ul>',
      ),
    );
    // The sign-in pages show no friendly links: only their menu changes.
    expect(splicePage(page(top('/old', '旧')), 'login/index.html', fresh)).toBe(
      page(top('/contact', '联系') + top('/news?x=1', '新闻')),
    );
  });

  it('leaves pages without the shell, and refuses a page that shows it unmarked', () => {
    expect(splicePage('<html>redirect</html>', 'redirect/index.html', fresh)).toBeUndefined();
    expect(() => splicePage('<ul data-menu><li>old</li></ul>', 'x/index.html', fresh)).toThrow(
      CannotSplice,
    );
    expect(() => splicePage(page('m', 'l'), 'x/index.html', {})).toThrow(CannotSplice);
  });
});
