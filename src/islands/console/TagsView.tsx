/**
 * The open pages as tabs under the navbar: each opens its page or closes with its ×, and a right
 * click (or the menu key) on one offers closing it, the others, those left or right of it, or
 * all; the menu at the end offers the same for the page on screen, and refreshes it. The start
 * page stays.
 */
import { useStore } from '@nanostores/react';
import { ChevronDown, X } from 'lucide-react';
import { type KeyboardEvent, type MouseEvent, useCallback, useState } from 'react';
import type { ConsolePath } from '#shared/console-routes.ts';
import { $tags, closeOtherTags, closeTag, closeTagsBeside } from '#client/stores/console-tags.ts';
import { $consolePath, consoleHref, navigate, refreshPage } from '#client/stores/console-nav.ts';
import { useConsole } from '#ui/console/context.ts';
import { DropMenu } from './DropMenu.tsx';
import { type TagAction, TagMenu } from './TagMenu.tsx';

const ITEM = 'flex w-full items-center gap-2 px-3 py-1.5 text-left data-focus:bg-gray-100';

export function TagsView() {
  const { locale, t, menu } = useConsole();
  const current = useStore($consolePath);
  const tags = useStore($tags).flatMap((path) => menu.filter((p) => p.path === path));
  const [opened, setOpened] = useState<{ path: ConsolePath; x: number; y: number }>();
  const closeMenu = useCallback(() => setOpened(undefined), []);
  const go = (next: ConsolePath | undefined) => {
    if (next !== undefined) navigate(next);
  };
  const close = (path: ConsolePath) => go(closeTag(path, current));

  /** What can be done from one tag; the page on screen also refreshes. */
  const actionsOf = (path: ConsolePath): TagAction[] => [
    ...(path === current ? [{ label: t('console.tags.refresh'), run: refreshPage }] : []),
    ...(path !== '' ? [{ label: t('console.tags.closeCurrent'), run: () => close(path) }] : []),
    {
      label: t('console.tags.closeOthers'),
      run: () => {
        closeOtherTags(path);
        if (current !== path && current !== '') navigate(path);
      },
    },
    { label: t('console.tags.closeLeft'), run: () => go(closeTagsBeside(path, 'left', current)) },
    {
      label: t('console.tags.closeRight'),
      run: () => go(closeTagsBeside(path, 'right', current)),
    },
    { label: t('console.tags.closeAll'), run: () => go(closeTagsBeside(path, 'all', current)) },
  ];

  /** A right click, the menu key or Shift+F10 on a tag opens its menu under it. */
  const openMenu = (path: ConsolePath) => (e: MouseEvent<HTMLElement>) => {
    e.preventDefault();
    const box = e.currentTarget.getBoundingClientRect();
    const byMouse = e.clientX !== 0 || e.clientY !== 0;
    setOpened({ path, x: byMouse ? e.clientX : box.left, y: byMouse ? e.clientY : box.bottom });
  };
  const openByKey = (path: ConsolePath) => (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'ContextMenu' && !(e.shiftKey && e.key === 'F10')) return;
    e.preventDefault();
    const box = e.currentTarget.getBoundingClientRect();
    setOpened({ path, x: box.left, y: box.bottom });
  };
  const openedTitle = tags.find((tag) => tag.path === opened?.path)?.title ?? '';
  return (
    <div className="flex items-center gap-2 border-b border-gray-200 bg-white px-2 py-1 shadow-sm">
      <nav aria-label={t('console.tags.label')} className="min-w-0 flex-1 overflow-x-auto">
        <ul className="flex gap-1">
          {tags.map((tag) => {
            const here = tag.path === current;
            return (
              <li
                key={tag.path}
                onContextMenu={openMenu(tag.path)}
                onKeyDown={openByKey(tag.path)}
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
                    // 24 px square at every console size (px, not rem): a target a finger or a
                    // shaking hand can hit (WCAG 2.5.8).
                    className="mr-0.5 flex size-[24px] items-center justify-center rounded-full hover:bg-black/10"
                  >
                    <X size={12} aria-hidden="true" />
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="shrink-0">
        <DropMenu
          button={{
            label: t('console.tags.actions'),
            className:
              'flex items-center rounded border border-gray-200 p-1 text-gray-700 hover:bg-gray-100',
            content: <ChevronDown size={14} aria-hidden="true" />,
          }}
          listClass="min-w-36 text-sm"
          itemClass={ITEM}
          entries={actionsOf(current).map((a) => ({
            key: a.label,
            onSelect: a.run,
            content: a.label,
          }))}
        />
      </div>
      {opened && (
        <TagMenu
          label={t('console.tags.menu', { title: openedTitle })}
          at={opened}
          actions={actionsOf(opened.path)}
          onClose={closeMenu}
        />
      )}
    </div>
  );
}
