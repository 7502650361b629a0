/** Whether readers see an item: published, a draft, or a draft whose publication is planned. */
import { formatDate } from '#shared/format.ts';
import { useConsole } from '#ui/console/context.ts';

export function StatusBadge({
  status,
  scheduledAt,
}: {
  status: 'draft' | 'published';
  scheduledAt: string | null;
}) {
  const { t } = useConsole();
  if (status === 'published')
    return (
      <span className="rounded bg-green-50 px-2 py-0.5 text-xs text-green-800">
        {t('console.status.published')}
      </span>
    );
  return (
    <span className="rounded bg-gray-100 px-2 py-0.5 text-xs text-gray-700">
      {scheduledAt
        ? t('console.status.scheduled', { at: formatDate(scheduledAt, 'YYYY-MM-DD HH:mm') })
        : t('console.status.draft')}
    </span>
  );
}
