/**
 * What a console page's content is given. Pages import it from here, not from the registry of
 * pages (src/islands/console/pages.ts), which imports every page: a page leads nowhere back.
 */
import type { ConsoleMenuItem } from '#client/console.store.ts';

/** Its own menu entry: path, and title in the reader's language. */
export interface ConsolePageProps {
  page: ConsoleMenuItem;
}
