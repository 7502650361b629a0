/** A draft's planned publication: a date and time to come, or calling the plan off. */
import { useId, useState } from 'react';
import { formatDate } from '#shared/format.ts';
import type { ContentItem } from './content-item.store.ts';
import { toast } from '#client/stores/feedback.ts';
import { Button } from '#ui/Button.tsx';
import { useConsole } from '#ui/console/context.ts';
import { Panel } from '#ui/console/Panel.tsx';
import { instantOf, localDateTime } from './values.ts';

export function SchedulePanel({
  item,
  scheduledAt,
}: {
  item: ContentItem;
  scheduledAt: string | null;
}) {
  const { t } = useConsole();
  const id = useId();
  const [when, setWhen] = useState(localDateTime(scheduledAt));
  const plan = async () => {
    const at = instantOf(when);
    if (!at) return toast('warning', t('console.schedule.pick'));
    // A refusal has been shown by the request layer.
    if (
      await item.schedule(at).then(
        () => true,
        () => false,
      )
    )
      toast('success', t('editor.scheduled'));
  };
  return (
    <Panel title={t('console.schedule.title')} level={2}>
      <p className="mt-2 text-sm text-gray-600">
        {scheduledAt
          ? t('console.schedule.planned', { at: formatDate(scheduledAt, 'YYYY-MM-DD HH:mm') })
          : t('console.schedule.none')}
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <label htmlFor={id} className="flex flex-col text-sm text-gray-700">
          {t('console.schedule.at')}
          <input
            id={id}
            type="datetime-local"
            value={when}
            onChange={(e) => setWhen(e.target.value)}
            className="rounded border border-gray-300 px-2 py-1.5"
          />
        </label>
        <Button variant="secondary" onClick={() => void plan()}>
          {t('console.schedule.set')}
        </Button>
        {scheduledAt && (
          <Button
            variant="link"
            onClick={() =>
              void item.schedule(null).then(
                () => toast('success', t('editor.unscheduled')),
                () => undefined,
              )
            }
          >
            {t('console.schedule.cancel')}
          </Button>
        )}
      </div>
    </Panel>
  );
}
