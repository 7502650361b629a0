/**
 * One level of the menu tree: each entry's names, link and visibility, moved up or down among
 * its siblings, removed, or given entries of its own down to the third level. Every control names
 * the entry it acts on, so a screen reader user knows which "up" is which.
 */
import {
  addEntry,
  entriesAt,
  MENU_DEPTH,
  type MenuEntry,
  moveEntry,
  removeEntry,
  updateEntry,
} from './menu-tree.store.ts';
import { Button } from '#ui/Button.tsx';
import { Field } from '#ui/Field.tsx';
import { Typed } from '#ui/Typed.tsx';
import { useConsole } from '#ui/console/context.ts';

interface Props {
  /** Where this level sits: `[]` for the top level, `[1]` under the second entry. */
  at: readonly number[];
  tree: MenuEntry[];
  errors: Record<string, string>;
  onChange: (tree: MenuEntry[]) => void;
}

/** The server names an entry's fields by place: `tree.1.children.0.path`. */
const errorPath = (at: readonly number[]) => `tree.${at.join('.children.')}`;

export function MenuLevel({ at, tree, errors, onChange }: Props) {
  const entries = entriesAt(tree, at);
  const { locale, t } = useConsole();
  const depth = at.length + 1;
  return (
    <ol className={depth === 1 ? 'space-y-3' : 'mt-3 space-y-3 border-l-2 border-gray-200 pl-3'}>
      {entries.map((entry, i) => {
        const place = [...at, i];
        const prefix = errorPath(place);
        // An English reader knows an entry by its English name, where it has one.
        const name = (locale === 'en' && entry.enName) || entry.name || t('console.menu.unnamed');
        const set = (patch: Partial<MenuEntry>) => onChange(updateEntry(tree, place, patch));
        return (
          <li key={entry.key}>
            <fieldset className="rounded border border-gray-200 p-3">
              <legend className="px-1 text-sm font-medium text-gray-700">
                {t('console.menu.entry', { level: depth })} <Typed text={name} />
              </legend>
              <div className="grid grid-cols-1 gap-x-3 md:grid-cols-3">
                <Field
                  label={t('console.menu.name')}
                  name={`${prefix}.name`}
                  required
                  value={entry.name}
                  error={errors[`${prefix}.name`]}
                  onChange={(v) => set({ name: v })}
                />
                <Field
                  label={t('console.menu.enName')}
                  name={`${prefix}.enName`}
                  value={entry.enName}
                  error={errors[`${prefix}.enName`]}
                  onChange={(v) => set({ enName: v })}
                />
                <Field
                  label={t('console.menu.path')}
                  name={`${prefix}.path`}
                  value={entry.path}
                  error={errors[`${prefix}.path`]}
                  onChange={(v) => set({ path: v })}
                />
              </div>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <label className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    checked={entry.hidden}
                    onChange={(e) => set({ hidden: e.target.checked })}
                    className="h-4 w-4"
                  />
                  {t('console.menu.hidden')}
                </label>
                <Button
                  variant="link"
                  disabled={i === 0}
                  aria-label={t('console.menu.up', { name })}
                  onClick={() => onChange(moveEntry(tree, place, -1))}
                >
                  {t('console.menu.upShort')}
                </Button>
                <Button
                  variant="link"
                  disabled={i === entries.length - 1}
                  aria-label={t('console.menu.down', { name })}
                  onClick={() => onChange(moveEntry(tree, place, 1))}
                >
                  {t('console.menu.downShort')}
                </Button>
                {depth < MENU_DEPTH && (
                  <Button
                    variant="link"
                    aria-label={t('console.menu.addUnder', { name })}
                    onClick={() => onChange(addEntry(tree, place))}
                  >
                    {t('console.menu.addUnderShort')}
                  </Button>
                )}
                <Button
                  variant="link"
                  aria-label={t('console.menu.remove', { name })}
                  onClick={() => onChange(removeEntry(tree, place))}
                >
                  {t('common.delete')}
                </Button>
              </div>
              {entry.children.length > 0 && (
                <MenuLevel at={place} tree={tree} errors={errors} onChange={onChange} />
              )}
            </fieldset>
          </li>
        );
      })}
    </ol>
  );
}
