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

// Every content type shares one page: its list, and one item open for editing.
const content = consolePage(() => import('./content/ContentPage.tsx'));
// The secretariat's queues and the council's are one page, told apart by its path.
const review = consolePage(() => import('./review/ReviewPage.tsx'));

export const CONSOLE_PAGES: Record<ConsolePath, ConsolePageContent> = {
  '': consolePage(() => import('./pages/ConsoleHome.tsx')),
  'content/article': content,
  pages: consolePage(() => import('./site/PagesPage.tsx')),
  'content/standard': content,
  'content/patent': content,
  'content/expert': content,
  'content/training': content,
  'content/periodical': content,
  'content/download': content,
  'content/alliance': content,
  'content/member': content,
  'content/link': content,
  documents: consolePage(() => import('./site/DocumentsPage.tsx')),
  menu: consolePage(() => import('./site/MenuPage.tsx')),
  builds: consolePage(() => import('./site/BuildsPage.tsx')),
  review,
  council: review,
  members: consolePage(() => import('./members/MembersPage.tsx')),
  notices: consolePage(() => import('./notices/NoticesPage.tsx')),
  complaints: consolePage(() => import('./complaints/ComplaintsPage.tsx')),
  trainings: consolePage(() => import('./trainings/TrainingsPage.tsx')),
  renewals: consolePage(() => import('./renewals/RenewalsPage.tsx')),
  statistics: consolePage(() => import('./statistics/StatisticsPage.tsx')),
  staff: consolePage(() => import('./system/StaffPage.tsx')),
  roles: consolePage(() => import('./system/RolesPage.tsx')),
  dicts: consolePage(() => import('./system/DictsPage.tsx')),
  config: consolePage(() => import('./system/ConfigPage.tsx')),
  sessions: consolePage(() => import('./system/SessionsPage.tsx')),
  logins: consolePage(() => import('./system/LoginsPage.tsx')),
  audit: consolePage(() => import('./system/AuditPage.tsx')),
  profile: consolePage(() => import('./pages/ConsoleProfile.tsx')),
};
