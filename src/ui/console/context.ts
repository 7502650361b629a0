/** What every part of the console frame reads: the language, its translator, the offered pages. */
import { createContext, useContext } from 'react';
import type { Locale } from '#shared/constants.ts';
import type { Translate } from '#i18n/index.ts';
import type { ConsoleMenuItem } from '#client/console.store.ts';

export interface ConsoleContextValue {
  locale: Locale;
  t: Translate;
  menu: readonly ConsoleMenuItem[];
}

export const ConsoleContext = createContext<ConsoleContextValue | undefined>(undefined);

export function useConsole(): ConsoleContextValue {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error('console parts render inside the console frame');
  return value;
}
