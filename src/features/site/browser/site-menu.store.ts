/**
 * The menu tree open for editing: the entries as changed so far, the version they were loaded at,
 * and the server's verdict on each (by place: `tree.1.children.0.path`). A structural change
 * clears the verdicts, whose places no longer hold. A save shows the tree it answers it saved.
 */
import { atom } from 'nanostores';
import { restoreSiteRevision, saveSiteMenu, type SiteSaved, siteMenu } from './site.calls.ts';
import { editable } from '#features/content/browser/public.ts';
import { editOf, entriesOf, type MenuEntry } from './menu-tree.store.ts';

export function siteMenuEditor() {
  const form = editable(() => ({ tree: [] }));
  const { busy, take, ...shared } = form;
  const $version = atom<string | undefined>(undefined);
  const $tree = atom<MenuEntry[]>([]);

  function show(menu: { tree: readonly Record<string, unknown>[]; version: string }): void {
    $tree.set(entriesOf(menu.tree));
    take({});
    $version.set(menu.version);
  }

  async function load(): Promise<void> {
    show(await siteMenu());
  }

  /** Shows the tree as saved; answers the build it queued, for the editor to follow. */
  function saved(answer: SiteSaved): number | null {
    if (answer.kind === 'menu') show(answer.row);
    return answer.buildId;
  }

  function change(tree: MenuEntry[]): void {
    $tree.set(tree);
    form.$dirty.set(true);
    form.$errors.set({});
  }

  const save = (): Promise<number | null> =>
    busy(async () => saved(await saveSiteMenu(editOf($tree.get()), $version.get() ?? '')));

  const restore = (revision: number): Promise<number | null> =>
    busy(async () => saved(await restoreSiteRevision('menu', 'site', revision)));

  return { ...shared, $tree, $version, load, change, save, restore };
}
