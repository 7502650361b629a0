/**
 * The header menu as a tree an editor changes: names in both languages, where each entry leads,
 * hidden or shown, order, entries added and removed down to the third level. One save replaces the
 * whole tree (refused when someone saved meanwhile), every page is rebuilt, and the history can
 * put an older tree back.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { siteHistory } from './site.calls.ts';
import { toast } from '#client/stores/feedback.ts';
import { addEntry, type MenuEntry } from './menu-tree.store.ts';
import { siteMenuEditor } from './site-menu.store.ts';
import { Button } from '#ui/Button.tsx';
import { useConsole } from '#ui/console/context.ts';
import { EditorForm, Revisions, useRebuild } from '#features/content/browser/public.ts';
import { Panel } from '#ui/console/Panel.tsx';
import type { ConsolePageProps } from '#ui/console/page.ts';
import { MenuLevel } from './MenuLevel.tsx';

/** An old tree in a line per entry, indented by level. */
function outline(tree: unknown, hiddenMark: string, depth = 0): string[] {
  if (!Array.isArray(tree)) return [];
  return tree.flatMap((e: Partial<MenuEntry> & { children?: unknown }) => [
    `${'  '.repeat(depth)}${e.name ?? ''}${e.hidden ? hiddenMark : ''}`,
    ...outline(e.children, hiddenMark, depth + 1),
  ]);
}

export default function MenuPage({ page }: ConsolePageProps) {
  const { t } = useConsole();
  const menu = useMemo(() => siteMenuEditor(), []);
  const tree = useStore(menu.$tree);
  const errors = useStore(menu.$errors);
  const dirty = useStore(menu.$dirty);
  const busy = useStore(menu.$busy);
  const loaded = useStore(menu.$version) !== undefined;
  const rebuild = useRebuild();
  const [history, setHistory] = useState(false);

  useEffect(() => void menu.load(), [menu]);

  const save = async () => {
    rebuild.begin();
    const buildId = await menu.save().catch(() => undefined);
    if (buildId === undefined) return;
    toast('success', t('editor.saved'));
    rebuild.started(buildId);
  };

  return (
    <Panel title={page.title}>
      <p className="mt-2 text-sm text-gray-600">{t('console.menu.hint')}</p>
      {!loaded && <p className="mt-4 text-gray-500">{t('common.loading')}</p>}
      {loaded && (
        <EditorForm
          label={page.title}
          busy={busy}
          dirty={dirty}
          onSave={() => void save()}
          history={{ open: history, toggle: () => setHistory(!history) }}
          actions={
            <Button variant="secondary" onClick={() => menu.change(addEntry(tree, []))}>
              {t('console.menu.addTop')}
            </Button>
          }
          className="mt-4"
        >
          <MenuLevel at={[]} tree={tree} errors={errors} onChange={menu.change} />
        </EditorForm>
      )}
      {rebuild.progress && <div className="mt-4">{rebuild.progress}</div>}
      {history && (
        <div className="mt-4">
          <Revisions
            load={() => siteHistory('menu', 'site')}
            describe={(data) => (
              <pre className="whitespace-pre-wrap font-sans">
                {outline(data.tree, t('console.menu.hiddenMark')).join('\n')}
              </pre>
            )}
            onRestore={async (revision) => {
              const buildId = await menu.restore(revision);
              toast('success', t('editor.restored'));
              rebuild.started(buildId);
            }}
          />
        </div>
      )}
    </Panel>
  );
}
