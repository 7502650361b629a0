/**
 * The open pages as tabs under the navbar: each opens its page or closes with its ×; the menu at
 * the end refreshes the page on screen, closes it, or closes every other tab. The start page
 * stays.
 */
import { useStore } from '@nanostores/react';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { ChevronDown, RotateCw, X } from 'lucide-react';
import type { ConsolePath } from '#shared/console-routes.ts';
import { $tags, closeOtherTags, closeTag } from '#client/stores/console-tags.ts';
import { $consolePath, consoleHref, navigate, refreshPage } from '#client/stores/console-nav.ts';
import { useConsole } from './context.ts';

const ITEM = 'flex w-full items-center gap-2 px-3 py-1.5 text-left data-focus:bg-gray-100';

export function TagsView() {
  const { locale, t, menu } = useConsole();
  const current = useStore($consolePath);
  const tags = useStore($tags).flatMap((path) => menu.filter((p) => p.path === path));
  const close = (path: ConsolePath) => {
    const next = closeTag(path, current);
    if (next !== undefined) navigate(next);
  };
  return (
    <div className="flex items-center gap-2 border-b border-gray-200 bg-white px-2 py-1 shadow-sm">
      <nav aria-label={t('console.tags.label')} className="min-w-0 flex-1 overflow-x-auto">
        <ul className="flex gap-1">
          {tags.map((tag) => {
            const here = tag.path === current;
            return (
              <li
                key={tag.path}
                className={`flex shrink-0 items-center rounded border text-sm ${here ? 'border-(--console-theme) bg-(--console-theme) text-(--console-on-theme)' : 'border-gray-200 bg-white text-gray-700'}`}
              >
                <a
                  href={consoleHref(locale, tag.path)}
                  aria-current={here ? 'page' : undefined}
                  className="whitespace-nowrap px-2 py-0.5"
                >
                  {tag.title}
                </a>
                {tag.path !== '' && (
                  <button
                    type="button"
                    onClick={() => close(tag.path)}
                    aria-label={t('console.tags.close', { title: tag.title })}
                    className="mr-1 rounded-full p-0.5 hover:bg-black/10"
                  >
                    <X size={12} aria-hidden="true" />
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      <Menu as="div" className="relative shrink-0">
        <MenuButton
          aria-label={t('console.tags.actions')}
          className="flex items-center rounded border border-gray-200 p-1 text-gray-700 hover:bg-gray-100"
        >
          <ChevronDown size={14} aria-hidden="true" />
        </MenuButton>
        <MenuItems
          anchor="bottom end"
          className="z-40 min-w-36 rounded border border-gray-200 bg-white py-1 text-sm shadow-lg focus:outline-none"
        >
          <MenuItem>
            <button type="button" onClick={refreshPage} className={ITEM}>
              <RotateCw size={14} aria-hidden="true" />
              {t('console.tags.refresh')}
            </button>
          </MenuItem>
          {current !== '' && (
            <MenuItem>
              <button type="button" onClick={() => close(current)} className={ITEM}>
                <X size={14} aria-hidden="true" />
                {t('console.tags.closeCurrent')}
              </button>
            </MenuItem>
          )}
          <MenuItem>
            <button type="button" onClick={() => closeOtherTags(current)} className={ITEM}>
              {t('console.tags.closeOthers')}
            </button>
          </MenuItem>
        </MenuItems>
      </Menu>
    </div>
  );
}
