/**
 * Who the console is for: it opens once the session is known. An enterprise account is refused
 * (the server refuses its every console call too); staff get the pages the server lists for them,
 * which the menu, the tags, the route search and the start page all read.
 */
import { atom } from 'nanostores';
import { CONSOLE_ROUTES, type ConsoleGroup, type ConsolePath } from '#shared/console-routes.ts';
import { consoleMenu } from './console.calls.ts';
import { requireSession } from './auth.store.ts';
import { $session } from './stores/session.ts';

export interface ConsoleMenuItem {
  path: ConsolePath;
  /** In the reader's language. */
  title: string;
  group: ConsoleGroup;
}

export type ConsoleState =
  | { status: 'loading' }
  | { status: 'refused' }
  | { status: 'failed' }
  | { status: 'ready'; menu: ConsoleMenuItem[] };

export const $console = atom<ConsoleState>({ status: 'loading' });

/** Only pages this build knows are offered, in the vocabulary's order and group. */
export function knownPages(answer: readonly { path: string; title: string }[]): ConsoleMenuItem[] {
  return CONSOLE_ROUTES.flatMap((route) => {
    const offered = answer.find((p) => p.path === route.path);
    return offered ? [{ path: route.path, title: offered.title, group: route.group }] : [];
  });
}

export async function openConsole(): Promise<void> {
  $console.set({ status: 'loading' });
  // Without a session this goes to the login page and comes back here after it.
  if (!(await requireSession())) return;
  if ($session.get().user?.enterpriseId !== null) return $console.set({ status: 'refused' });
  try {
    $console.set({ status: 'ready', menu: knownPages(await consoleMenu()) });
  } catch {
    // The request layer has already told the reader why.
    $console.set({ status: 'failed' });
  }
}
