/**
 * One item open for editing: its form in both languages, saving (refused, with nothing lost, when
 * someone saved meanwhile), publishing now or at a planned time, its preview, its history, and
 * the rebuild a public change starts.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import type { ContentTypeKey } from '#shared/content-types.ts';
import { localePath } from '#shared/routes.ts';
import { contentRevisions, deleteContent } from './content.calls.ts';
import { contentItem } from './content-item.store.ts';
import { contentListOf } from './content-list.store.ts';
import { confirm, toast } from '#client/stores/feedback.ts';
import { Button } from '#ui/Button.tsx';
import { useConsole } from '#ui/console/context.ts';
import { usePermitted } from '#ui/console/Permitted.tsx';
import { useRebuild } from './BuildProgress.tsx';
import { EditorForm } from './EditorForm.tsx';
import { CONTENT_FORMS } from './forms.ts';
import { ItemForm } from './ItemForm.tsx';
import { CONTENT_LISTS } from './lists.ts';
import { Revisions } from './Revisions.tsx';
import { SchedulePanel } from './SchedulePanel.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { blankOf, nameIn, payloadOf } from './values.ts';

interface Props {
  type: ContentTypeKey;
  id: number | 'new';
  onClose: () => void;
  onOpen: (id: number) => void;
}

export function ContentEditor({ type, id, onClose, onOpen }: Props) {
  const { locale, t } = useConsole();
  const fields = CONTENT_FORMS[type];
  const item = useMemo(() => contentItem(type, () => blankOf(fields)), [type, fields]);
  const values = useStore(item.$values);
  const errors = useStore(item.$errors);
  const state = useStore(item.$state);
  const dirty = useStore(item.$dirty);
  const busy = useStore(item.$busy);
  const restored = useStore(item.$restored);
  const rebuild = useRebuild();
  const [history, setHistory] = useState(false);
  // Publishing, taking down, planning and deleting are the publisher's.
  const mayPublish = usePermitted()('content:item:publish');

  useEffect(() => {
    if (id === 'new') item.startNew();
    else void item.load(id);
  }, [item, id]);

  // What the item is called: its first bilingual required field (a title, a name).
  const titleField = fields.find((f) => f.en && f.required)?.name ?? 'title';
  const heading =
    id === 'new'
      ? t('console.editor.new', { type: t(`console.content.${type}`) })
      : t('console.editor.edit', { title: nameIn(values, titleField, locale) });

  /** Saves what is typed; true when it was saved. */
  const save = async (): Promise<boolean> => {
    rebuild.begin();
    const wasPublic = state.status === 'published';
    const saved = await item.save(payloadOf(fields, item.$values.get())).catch(() => undefined);
    if (saved === undefined) return false;
    toast('success', t('editor.saved'));
    void contentListOf(type).load();
    // A draft's save changes nothing public; a published item's pages are rebuilt.
    if (wasPublic) rebuild.started(saved.buildId);
    if (id === 'new') onOpen(saved.id);
    return true;
  };

  const publish = async (on: boolean) => {
    rebuild.begin();
    if (dirty && !(await save())) return;
    // A refusal has been shown by the request layer; the form stays as it was.
    const done = await item.setPublished(on).catch(() => undefined);
    if (!done) return;
    toast('success', t(on ? 'editor.published' : 'editor.unpublished'));
    rebuild.started(done.buildId);
    void contentListOf(type).load();
  };

  const remove = async () => {
    if (state.id === undefined) return;
    const ok = await confirm({
      title: t('console.list.deleteTitle'),
      message: t('console.list.deleteMessage', { n: 1 }),
      confirmText: t('common.delete'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    const deleted = await deleteContent(type, state.id)
      .then(() => true)
      .catch(() => false);
    if (!deleted) return;
    toast('success', t('editor.deleted'));
    void contentListOf(type).load();
    onClose();
  };

  const preview = () => {
    if (state.id === undefined) return;
    const href = `${localePath(locale, '/admin/preview')}?type=${type}&id=${state.id}`;
    window.open(href, '_blank', 'noopener');
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t('console.editor.back')}
        </Button>
        <h2 className="min-w-0 flex-1 truncate text-lg font-semibold">{heading}</h2>
        {state.id !== undefined && (
          <StatusBadge status={state.status} scheduledAt={state.scheduledAt} />
        )}
      </div>
      <EditorForm
        label={heading}
        busy={busy}
        loading={id !== 'new' && state.id !== id}
        dirty={dirty}
        onSave={() => void save()}
        restored={restored ? { onDiscard: () => void item.discard() } : undefined}
        history={
          state.id === undefined ? undefined : { open: history, toggle: () => setHistory(!history) }
        }
        actions={
          state.id !== undefined && (
            <>
              {mayPublish && (
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() => void publish(state.status !== 'published')}
                >
                  {t(
                    state.status === 'published'
                      ? 'console.list.unpublish'
                      : 'console.list.publish',
                  )}
                </Button>
              )}
              {CONTENT_LISTS[type].page && (
                <Button variant="secondary" onClick={preview}>
                  {t('console.editor.preview')}
                </Button>
              )}
              {mayPublish && (
                <Button variant="secondary" disabled={busy} onClick={() => void remove()}>
                  {t('common.delete')}
                </Button>
              )}
            </>
          )
        }
      >
        <ItemForm fields={fields} values={values} errors={errors} onChange={item.edit} />
      </EditorForm>
      {mayPublish && state.id !== undefined && state.status === 'draft' && (
        <SchedulePanel item={item} scheduledAt={state.scheduledAt} />
      )}
      {rebuild.progress}
      {history && state.id !== undefined && (
        <Revisions
          load={() => contentRevisions(type, state.id ?? 0)}
          fields={fields}
          onRestore={async (revision) => {
            const back = await item.restore(revision);
            toast('success', t('editor.restored'));
            if (state.status === 'published') rebuild.started(back?.buildId ?? null);
          }}
        />
      )}
    </div>
  );
}
