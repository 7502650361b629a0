/**
 * The staff member's own latest actions, newest first: the content they changed (what, which
 * item) and the decisions they took on members' items (which item, to what state).
 */
import { useEffect, useState } from 'react';
import { CONTENT_TYPE_KEYS } from '#shared/content-types.ts';
import { formatDate } from '#shared/format.ts';
import { myRecentActions } from './profile.calls.ts';
import { Typed } from '#ui/Typed.tsx';
import { useConsole } from '#ui/console/context.ts';
import { Panel } from '#ui/console/Panel.tsx';
import { isWorkflowSubject, statusLabel } from '#ui/console/status-label.ts';

type Action = Awaited<ReturnType<typeof myRecentActions>>[number];

export function RecentActions() {
  const { t } = useConsole();
  const [rows, setRows] = useState<Action[]>();
  useEffect(() => void myRecentActions().then(setRows), []);

  const what = (a: Action): string => {
    if (a.kind === 'workflow' && isWorkflowSubject(a.subject))
      return t('console.profile.step', {
        subject: t(`console.profile.subject.${a.subject}`),
        item: a.item,
        state: statusLabel(t, a.subject, a.action),
      });
    const type = CONTENT_TYPE_KEYS.find((k) => k === a.subject);
    const thing = type
      ? t(`console.content.${type}`)
      : a.subject === 'document'
        ? t(`console.documents.${a.item}`)
        : t(a.subject === 'menu' ? 'console.menu.menu' : 'console.menu.pages');
    return t('console.profile.edit', { action: t(`console.history.action.${a.action}`), thing });
  };

  return (
    <Panel title={t('console.profile.recent')} level={2}>
      {!rows && <p className="mt-4 text-gray-500">{t('common.loading')}</p>}
      {rows?.length === 0 && <p className="mt-4 text-gray-600">{t('console.profile.none')}</p>}
      <ol className="mt-3 divide-y divide-gray-100">
        {rows?.map((a, i) => (
          // Actions have no id of their own; the list is drawn once and never reordered.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={i} className="flex flex-wrap gap-x-4 py-2 text-sm">
            <span className="text-gray-600">{formatDate(a.at, 'YYYY-MM-DD HH:mm')}</span>
            <span>{what(a)}</span>
            {a.title && <Typed text={a.title} />}
          </li>
        ))}
      </ol>
    </Panel>
  );
}
