/**
 * The content of each console page. The frame shows the one the address names and keeps
 * everything around it; each is loaded the first time it is opened, so the console starts with
 * the frame and its start page only. A new page is a route in `console-routes.ts` and a line
 * here: the table must name every route, or the types stop the build.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ConsolePath } from '#shared/console-routes.ts';
import type { ConsolePageProps } from '#ui/console/page.ts';

export type ConsolePageContent = LazyExoticComponent<ComponentType<ConsolePageProps>>;

/** Declares a page's content by the module that holds it (its default export). */
export const consolePage = (
  load: () => Promise<{ default: ComponentType<ConsolePageProps> }>,
): ConsolePageContent => lazy(load);

// Every content type shares one page: its list, and one item open for editing.
const content = consolePage(() => import('#features/content/browser/ContentPage.tsx'));
// The secretariat's queues and the council's are one page, told apart by its path.
const review = consolePage(() => import('#features/review/browser/ReviewPage.tsx'));

export const CONSOLE_PAGES: Record<ConsolePath, ConsolePageContent> = {
  '': consolePage(() => import('./ConsoleHome.tsx')),
  'content/article': content,
  pages: consolePage(() => import('#features/site/browser/PagesPage.tsx')),
  'content/standard': content,
  'content/patent': content,
  'content/expert': content,
  'content/training': content,
  'content/periodical': content,
  'content/download': content,
  'content/alliance': content,
  'content/member': content,
  'content/link': content,
  documents: consolePage(() => import('#features/site/browser/DocumentsPage.tsx')),
  privacy: consolePage(() => import('#features/privacy/browser/PrivacyPage.tsx')),
  menu: consolePage(() => import('#features/site/browser/MenuPage.tsx')),
  builds: consolePage(() => import('#features/site/browser/BuildsPage.tsx')),
  review,
  council: review,
  members: consolePage(() => import('#features/directory/browser/MembersPage.tsx')),
  notices: consolePage(() => import('#features/notices/browser/NoticesPage.tsx')),
  complaints: consolePage(() => import('#features/complaints/browser/ComplaintsPage.tsx')),
  trainings: consolePage(() => import('#features/training/browser/TrainingsPage.tsx')),
  checkin: consolePage(() => import('#features/training/browser/CheckinPage.tsx')),
  renewals: consolePage(() => import('#features/fees/browser/RenewalsPage.tsx')),
  statistics: consolePage(() => import('./StatisticsPage.tsx')),
  governance: consolePage(() => import('#features/governance/browser/MotionsPage.tsx')),
  surveys: consolePage(() => import('#features/surveys/browser/SurveysPage.tsx')),
  staff: consolePage(() => import('#features/staff/browser/StaffPage.tsx')),
  roles: consolePage(() => import('#features/staff/browser/RolesPage.tsx')),
  dicts: consolePage(() => import('#features/settings/browser/DictsPage.tsx')),
  config: consolePage(() => import('#features/settings/browser/ConfigPage.tsx')),
  sessions: consolePage(() => import('#features/sessions/browser/SessionsPage.tsx')),
  logins: consolePage(() => import('#features/sessions/browser/LoginsPage.tsx')),
  audit: consolePage(() => import('#features/audit/browser/AuditPage.tsx')),
  'old-logs': consolePage(() => import('#features/import/browser/OldLogsPage.tsx')),
  imports: consolePage(() => import('#features/import/browser/ImportRunsPage.tsx')),
  'member-list': consolePage(() => import('#features/import/browser/MemberListPage.tsx')),
  profile: consolePage(() => import('./ConsoleProfile.tsx')),
};
