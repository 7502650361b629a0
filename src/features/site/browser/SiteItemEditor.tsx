/**
 * A single page or a document of the site open for editing: its form in both languages, saving
 * from the version it was loaded at (refused, with nothing lost, when someone saved meanwhile),
 * its history with a way back, and the rebuild a save starts.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { SiteKind } from './site.calls.ts';
import { siteHistory } from './site.calls.ts';
import type { SiteItem } from './site-item.store.ts';
import { toast } from '#client/stores/feedback.ts';
import { Button } from '#ui/Button.tsx';
import { useConsole } from '#ui/console/context.ts';
import {
  EditorForm,
  type FormField,
  ItemForm,
  payloadOf,
  Revisions,
  useRebuild,
} from '#features/content/browser/public.ts';

interface Props {
  item: SiteItem;
  fields: readonly FormField[];
  heading: string;
  /** Where its history is kept on the server. */
  history: { kind: SiteKind; item: string };
  onClose?: () => void;
}

export function SiteItemEditor({ item, fields, heading, history, onClose }: Props) {
  const { t } = useConsole();
  const values = useStore(item.$values);
  const errors = useStore(item.$errors);
  const dirty = useStore(item.$dirty);
  const busy = useStore(item.$busy);
  const restored = useStore(item.$restored);
  const loaded = useStore(item.$version) !== undefined;
  const rebuild = useRebuild();
  const [showHistory, setShowHistory] = useState(false);

  useEffect(() => {
    void item.load();
  }, [item]);

  const save = async () => {
    rebuild.begin();
    const buildId = await item.save(payloadOf(fields, item.$values.get())).catch(() => undefined);
    if (buildId === undefined) return;
    toast('success', t('editor.saved'));
    rebuild.started(buildId);
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        {onClose && (
          <Button variant="secondary" onClick={onClose}>
            {t('console.editor.back')}
          </Button>
        )}
        <h2 className="min-w-0 flex-1 truncate text-lg font-semibold">{heading}</h2>
      </div>
      {!loaded && <p className="text-gray-500">{t('common.loading')}</p>}
      {loaded && (
        <EditorForm
          label={heading}
          busy={busy}
          dirty={dirty}
          onSave={() => void save()}
          restored={restored ? { onDiscard: () => void item.discard() } : undefined}
          history={{ open: showHistory, toggle: () => setShowHistory(!showHistory) }}
        >
          <ItemForm fields={fields} values={values} errors={errors} onChange={item.edit} />
        </EditorForm>
      )}
      {rebuild.progress}
      {showHistory && (
        <Revisions
          load={() => siteHistory(history.kind, history.item)}
          fields={fields}
          onRestore={async (revision) => {
            const buildId = await item.restore(revision);
            toast('success', t('editor.restored'));
            rebuild.started(buildId);
          }}
        />
      )}
    </div>
  );
}
