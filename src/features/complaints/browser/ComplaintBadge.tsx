/** Where a complaint stands: new ones stand out. */
import type { ComplaintStatus } from '#shared/vocabulary.ts';
import { useConsole } from '#ui/console/context.ts';
import { Badge, type Tone } from '#ui/console/Badge.tsx';

const TONE: Record<ComplaintStatus, Tone> = {
  new: 'red',
  inProgress: 'amber',
  answered: 'green',
  closed: 'gray',
};

export function ComplaintBadge({ status }: { status: ComplaintStatus }) {
  const { t } = useConsole();
  return <Badge tone={TONE[status]}>{t(`console.complaints.status.${status}`)}</Badge>;
}
