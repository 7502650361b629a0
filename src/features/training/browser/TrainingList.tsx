/** Trainings as a table: dates, place, seats taken, registrations waiting and confirmed, who came. */
import { useEffect } from 'react';
import { formatDaySpan } from '#shared/format.ts';
import type { DeskTraining } from './training-desk.calls.ts';
import { type TrainingFilterValues, trainingDesk } from './training-desk.store.ts';
import { Typed } from '#ui/Typed.tsx';
import { useConsole } from '#ui/console/context.ts';
import { Badge } from '#ui/console/Badge.tsx';
import { type Column, DataTable } from '#ui/console/DataTable.tsx';
import { type FilterField, FilterBar } from '#ui/console/FilterBar.tsx';

export function TrainingList({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useConsole();
  useEffect(() => {
    void trainingDesk.load();
  }, []);
  const fields: FilterField<TrainingFilterValues>[] = [
    { name: 'q', kind: 'text', label: t('console.trainings.search') },
    {
      name: 'when',
      kind: 'choice',
      label: t('console.trainings.when'),
      options: (['upcoming', 'past'] as const).map((w) => ({
        value: w,
        label: t(`console.trainings.${w}`),
      })),
    },
  ];
  const columns: Column<DeskTraining, string>[] = [
    {
      key: 'title',
      label: t('console.trainings.column.title'),
      className: 'max-w-80 px-3 py-2',
      render: (r) => (
        <button
          type="button"
          className="text-left text-brand-700 hover:underline"
          onClick={() => onOpen(r.id)}
        >
          <Typed text={r.title} />
          {r.status === 'draft' && (
            <>
              {' '}
              <Badge tone="gray">{t('console.trainings.draft')}</Badge>
            </>
          )}
        </button>
      ),
    },
    {
      key: 'dates',
      label: t('console.trainings.column.dates'),
      className: 'whitespace-nowrap px-3 py-2',
      render: (r) => formatDaySpan(r.startDate, r.endDate),
    },
    {
      key: 'location',
      label: t('console.trainings.column.location'),
      render: (r) => <Typed text={r.location} />,
    },
    {
      key: 'seats',
      label: t('console.trainings.column.seats'),
      className: 'whitespace-nowrap px-3 py-2',
      render: (r) =>
        r.capacity > 0
          ? t('console.trainings.seatsOf', { taken: r.seatsTaken, capacity: r.capacity })
          : t('console.trainings.seatsOpen', { taken: r.seatsTaken }),
    },
    {
      key: 'pending',
      label: t('console.trainings.column.pending'),
      render: (r) => (r.pending > 0 ? <Badge tone="amber">{r.pending}</Badge> : '0'),
    },
    {
      key: 'confirmed',
      label: t('console.trainings.column.confirmed'),
      className: 'whitespace-nowrap px-3 py-2',
      render: (r) => t('console.trainings.unitsPeople', { units: r.confirmed, people: r.people }),
    },
    {
      key: 'attended',
      label: t('console.trainings.column.attended'),
      render: (r) => String(r.attended),
    },
  ];
  return (
    <div className="mt-4 space-y-3">
      <FilterBar list={trainingDesk} fields={fields} />
      <DataTable
        list={trainingDesk}
        columns={columns}
        idOf={(r) => r.id}
        minWidth="min-w-[52rem]"
      />
    </div>
  );
}
