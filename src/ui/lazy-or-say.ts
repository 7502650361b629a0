/**
 * A component loaded when first shown (React's `lazy`) that says so in the reader's language when
 * it cannot load (the network dropped, a new build replaced its file), instead of vanishing.
 */
import { type ComponentType, lazy } from 'react';
import { useTranslations } from '#i18n/index.ts';
import { toast } from '#client/stores/feedback.ts';
import { $locale } from '#client/stores/locale.ts';

// biome-ignore lint/suspicious/noExplicitAny: React's own `lazy` takes any component's props
export function lazyOrSay<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() =>
    load().catch((): { default: T } => {
      toast('error', useTranslations($locale.get())('error.pageLoad'));
      return { default: (() => null) as unknown as T };
    }),
  );
}
