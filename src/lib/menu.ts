/** Menu titles and links per locale (the English name, falling back to the Chinese one). */
import type { Locale } from '#shared/constants.ts';
import type { MenuItem } from '#features/content/contract/content.contract.ts';
import { localePath } from '#shared/routes.ts';

export const menuTitle = (node: Pick<MenuItem, 'name' | 'enName'>, locale: Locale): string =>
  locale === 'en' && node.enName ? node.enName : node.name;

/** External links stay as they are (they open in the frame page); site paths get the locale prefix. */
export function menuHref(node: Pick<MenuItem, 'path'>, locale: Locale): string | undefined {
  if (!node.path) return undefined;
  if (/^https?:\/\//.test(node.path))
    return `${localePath(locale, '/redirect/frame')}?url=${encodeURIComponent(node.path)}`;
  return localePath(locale, node.path);
}

/** Visible entries only, three levels at most. */
export function visible<T extends MenuItem>(nodes: T[]): T[] {
  return nodes
    .filter((n) => !n.hidden)
    .map((n) => ({ ...n, children: n.children ? visible(n.children as T[]) : [] }));
}
