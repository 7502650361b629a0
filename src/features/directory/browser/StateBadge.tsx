/** Where a unit stands, coloured so a list can be scanned: members green, refusals red. */
import type { DirectoryState } from '#shared/vocabulary.ts';
import { useConsole } from '#ui/console/context.ts';
import { Badge, type Tone } from '#ui/console/Badge.tsx';

const TONE: Record<DirectoryState, Tone> = {
  review: 'amber',
  rejected: 'red',
  voided: 'gray',
  passed: 'blue',
  applying: 'indigo',
  member: 'green',
  lapsed: 'orange',
  transferred: 'gray',
  erased: 'gray',
};

export function StateBadge({ state }: { state: DirectoryState }) {
  const { t } = useConsole();
  return <Badge tone={TONE[state]}>{t(`console.directory.state.${state}`)}</Badge>;
}
