/**
 * The content of each console page. The frame shows the one the address names and keeps
 * everything around it; each is loaded the first time it is opened, so the console starts with
 * the frame and its start page only. A new page is a route in `console-routes.ts` and a line
 * here: the table must name every route, or the types stop the build.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ConsolePath } from '#shared/console-routes.ts';
import type { ConsoleMenuItem } from '#client/stores/console.ts';

/** What a page's content is given: its own menu entry (path, title in the reader's language). */
export interface ConsolePageProps {
  page: ConsoleMenuItem;
}

export type ConsolePageContent = LazyExoticComponent<ComponentType<ConsolePageProps>>;

/** Declares a page's content by the module that holds it (its default export). */
export const consolePage = (
  load: () => Promise<{ default: ComponentType<ConsolePageProps> }>,
): ConsolePageContent => lazy(load);

// Built next on this frame; until then each shows its title and says it is coming.
const placeholder = consolePage(() => import('./pages/PagePlaceholder.tsx'));

export const CONSOLE_PAGES: Record<ConsolePath, ConsolePageContent> = {
  '': consolePage(() => import('./pages/ConsoleHome.tsx')),
  'content/article': placeholder,
  pages: placeholder,
  'content/standard': placeholder,
  'content/patent': placeholder,
  'content/expert': placeholder,
  'content/training': placeholder,
  'content/periodical': placeholder,
  'content/download': placeholder,
  'content/alliance': placeholder,
  'content/member': placeholder,
  'content/link': placeholder,
  documents: placeholder,
  menu: placeholder,
  builds: placeholder,
  profile: consolePage(() => import('./pages/ConsoleProfile.tsx')),
};
