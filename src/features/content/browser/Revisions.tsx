/**
 * What happened to an item, newest first: who did what and when. A revision opens to show the
 * item as it then was, and can be put back (asked first); the current state stays in the history.
 */
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { formatDate } from '#shared/format.ts';
import { confirm } from '#client/stores/feedback.ts';
import { Button } from '#ui/Button.tsx';
import { Typed } from '#ui/Typed.tsx';
import { useConsole } from '#ui/console/context.ts';
import { Panel } from '#ui/console/Panel.tsx';
import type { FormField } from './forms.ts';

export interface Revision {
  id: number;
  action: string;
  actor: string;
  at: string;
  data: Record<string, unknown>;
}

interface Props {
  load: () => Promise<Revision[]>;
  /** The fields a revision is shown by, in the form's words… */
  fields?: readonly FormField[];
  /** …or a way of its own to show one (the menu tree). */
  describe?: (data: Record<string, unknown>) => ReactNode;
  onRestore: (revision: number) => Promise<void>;
}

/** A value as words: rich text without its tags, lists joined, rows counted. */
function shown(value: unknown, separator: string): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value))
    return value.every((v) => typeof v === 'string') ? value.join(separator) : String(value.length);
  return String(value)
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function Revisions({ load, fields = [], describe, onRestore }: Props) {
  const { t } = useConsole();
  const [rows, setRows] = useState<Revision[]>();
  const [open, setOpen] = useState<number>();
  const refresh = useCallback(() => void load().then(setRows, () => undefined), [load]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per item shown
  useEffect(refresh, []);

  const restore = async (r: Revision) => {
    const ok = await confirm({
      title: t('console.history.restoreTitle'),
      message: t('console.history.restoreMessage', { at: formatDate(r.at, 'YYYY-MM-DD HH:mm') }),
      confirmText: t('console.history.restore'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    // A refusal has been shown by the request layer; the history stays as it was.
    if (
      await onRestore(r.id).then(
        () => true,
        () => false,
      )
    )
      refresh();
  };

  const names = fields.flatMap((f) => [
    [f.name, t(`console.field.${f.name}`)],
    ...(f.en ? [[f.en, `${t(`console.field.${f.name}`)} (English)`]] : []),
  ]);
  return (
    <Panel title={t('console.editor.history')} level={2}>
      {!rows && <p className="mt-3 text-gray-500">{t('common.loading')}</p>}
      <ol className="mt-3 divide-y divide-gray-100">
        {rows?.map((r) => (
          <li key={r.id} className="py-2">
            <div className="flex flex-wrap items-center gap-3 text-sm">
              <span className="text-gray-600">{formatDate(r.at, 'YYYY-MM-DD HH:mm:ss')}</span>
              <Typed text={r.actor} />
              <span>{t(`console.history.action.${r.action}`)}</span>
              <Button
                variant="link"
                aria-expanded={open === r.id}
                onClick={() => setOpen(open === r.id ? undefined : r.id)}
              >
                {t('console.history.view')}
              </Button>
              <Button variant="link" onClick={() => void restore(r)}>
                {t('console.history.restore')}
              </Button>
            </div>
            {open === r.id && describe && (
              <div className="mt-2 rounded bg-gray-50 p-3 text-sm">{describe(r.data)}</div>
            )}
            {open === r.id && !describe && (
              <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 rounded bg-gray-50 p-3 text-sm sm:grid-cols-[12rem_minmax(0,1fr)]">
                {names.map(([name = '', label]) => (
                  <div key={name} className="contents">
                    <dt className="text-gray-600">{label}</dt>
                    <dd className="break-words">
                      <Typed text={shown(r.data[name], t('common.listSeparator'))} />
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        ))}
      </ol>
    </Panel>
  );
}
