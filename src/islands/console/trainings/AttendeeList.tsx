/**
 * One training's people, a row each, units together: who registered them, the stay, and whether
 * they came. From the first day of the training a tick marks a confirmed person present (saved at
 * once); "the rest present" ticks everyone confirmed not yet marked.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Attendee } from '#client/calls/training-desk.ts';
import { toast } from '#client/stores/feedback.ts';
import {
  $attendees,
  exportOpenTraining,
  markRestPresent,
  openTraining,
  setAttended,
} from '#client/stores/training-desk.ts';
import { Button } from '#ui/Button.tsx';
import { Typed, WithName } from '#ui/Typed.tsx';
import { useConsole } from '../context.ts';
import { DetailHeader } from '../lists/DetailHeader.tsx';
import { Badge } from '../lists/Badge.tsx';
import { ExportButton } from '../lists/ExportButton.tsx';

function Attended({ person, markable }: { person: Attendee; markable: boolean }) {
  const { t } = useConsole();
  // The tick shows at once and stays while the mark is saved; the list then holds the answer.
  const [saving, setSaving] = useState<boolean | null>(null);
  if (person.registrationStatus !== 'passed')
    return <Badge tone="amber">{t('console.trainings.registration.pending')}</Badge>;
  const change = async (attended: boolean) => {
    setSaving(attended);
    try {
      await setAttended(person, attended);
    } finally {
      setSaving(null);
    }
  };
  const value = saving ?? person.attended;
  return (
    <label className="inline-flex items-center gap-2">
      <input
        type="checkbox"
        checked={value === true}
        disabled={!markable || saving !== null}
        onChange={(e) => void change(e.target.checked)}
      />
      <span className="sr-only">
        <WithName message={t('console.trainings.attendedOf')} name={person.name} />
      </span>
      <span aria-hidden="true" className="text-gray-600">
        {value === null ? '—' : t(`console.trainings.${value ? 'yes' : 'no'}`)}
      </span>
    </label>
  );
}

export function AttendeeList({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useConsole();
  const open = useStore($attendees);
  useEffect(() => {
    void openTraining(id);
  }, [id]);
  if (!open || open.training.id !== id)
    return <p className="mt-4 text-sm text-gray-500">{t('common.loading')}</p>;
  const { training, attendees } = open;
  const unmarked = attendees.filter(
    (p) => p.registrationStatus === 'passed' && p.attended === null,
  );
  const restPresent = async () => {
    await markRestPresent();
    toast('success', t('console.trainings.marked'));
  };
  return (
    <div className="mt-4 space-y-4">
      <DetailHeader name={training.title} back={t('console.trainings.back')} onBack={onClose} />
      <p className="text-sm text-gray-600">
        {training.startDate === training.endDate
          ? training.startDate
          : `${training.startDate} – ${training.endDate}`}
        {' · '}
        <Typed text={training.location} />
        {' · '}
        {t('console.trainings.unitsPeople', { units: training.confirmed, people: training.people })}
        {' · '}
        {t('console.trainings.attendedCount', { n: training.attended })}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <ExportButton
          label={t('console.trainings.export')}
          run={exportOpenTraining}
          rows={attendees.length}
        />
        {training.markable ? (
          <Button onClick={() => void restPresent()} disabled={unmarked.length === 0}>
            {t('console.trainings.restPresent', { n: unmarked.length })}
          </Button>
        ) : (
          <span className="text-sm text-gray-600">{t('console.trainings.notStarted')}</span>
        )}
      </div>
      <div className="overflow-x-auto rounded border border-gray-200 bg-white">
        <table className="w-full min-w-[48rem] text-left text-sm">
          <thead className="bg-gray-50 text-gray-600">
            <tr>
              {(
                ['unitName', 'name', 'position', 'phone', 'accommodation', 'attended'] as const
              ).map((c) => (
                <th key={c} scope="col" className="px-3 py-2">
                  {t(`console.trainings.column.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {attendees.map((p) => (
              <tr
                key={`${p.registrationId}/${p.attendee}`}
                className="border-t border-gray-100 align-top"
              >
                <td className="max-w-64 px-3 py-2">
                  <Typed text={p.unitName} />
                </td>
                <td className="whitespace-nowrap px-3 py-2">
                  <Typed text={p.name} />{' '}
                  <span className="text-gray-500">
                    {t(p.gender === '1' ? 'trainreg.male' : 'trainreg.female')}
                  </span>
                </td>
                <td className="px-3 py-2">
                  <Typed text={p.position} />
                </td>
                <td className="whitespace-nowrap px-3 py-2">{p.phone}</td>
                <td className="whitespace-nowrap px-3 py-2">
                  {p.accommodation ? `${p.checkIn} – ${p.checkOut}` : t('console.trainings.no')}
                </td>
                <td className="whitespace-nowrap px-3 py-2">
                  <Attended person={p} markable={training.markable} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {attendees.length === 0 && (
          <p className="p-6 text-center text-gray-500">{t('console.trainings.nobody')}</p>
        )}
      </div>
    </div>
  );
}
