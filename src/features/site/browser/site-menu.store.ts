/**
 * The menu tree open for editing: the entries as changed so far, the version they were loaded at,
 * and the server's verdict on each (by place: `tree.1.children.0.path`). A structural change
 * clears the verdicts, whose places no longer hold.
 */
import { atom } from 'nanostores';
import { restoreSiteRevision, saveSiteMenu, siteMenu } from './site.calls.ts';
import { editable } from '#features/content/browser/editable.store.ts';
import { editOf, entriesOf, type MenuEntry } from './menu-tree.store.ts';

export function siteMenuEditor() {
  const form = editable(() => ({ tree: [] }));
  const { busy, take, ...shared } = form;
  const $version = atom<string | undefined>(undefined);
  const $tree = atom<MenuEntry[]>([]);

  async function load(): Promise<void> {
    const { tree, version } = await siteMenu();
    $tree.set(entriesOf(tree));
    take({});
    $version.set(version);
  }

  function change(tree: MenuEntry[]): void {
    $tree.set(tree);
    form.$dirty.set(true);
    form.$errors.set({});
  }

  function save(): Promise<void> {
    return busy(async () => {
      await saveSiteMenu(editOf($tree.get()), $version.get() ?? '');
      await load();
    });
  }

  function restore(revision: number): Promise<void> {
    return busy(async () => {
      await restoreSiteRevision('menu', 'site', revision);
      await load();
    });
  }

  return { ...shared, $tree, $version, load, change, save, restore };
}
