/** Where a unit stands, coloured so a list can be scanned: members green, refusals red. */
import type { DirectoryState } from '#shared/vocabulary.ts';
import { useConsole } from '../context.ts';

const TONE: Record<DirectoryState, string> = {
  review: 'bg-amber-50 text-amber-800',
  rejected: 'bg-red-50 text-red-800',
  voided: 'bg-gray-100 text-gray-600',
  passed: 'bg-blue-50 text-blue-800',
  applying: 'bg-indigo-50 text-indigo-800',
  member: 'bg-green-50 text-green-800',
  lapsed: 'bg-orange-50 text-orange-800',
};

export function StateBadge({ state }: { state: DirectoryState }) {
  const { t } = useConsole();
  return (
    <span className={`whitespace-nowrap rounded px-2 py-0.5 text-xs ${TONE[state]}`}>
      {t(`console.directory.state.${state}`)}
    </span>
  );
}
