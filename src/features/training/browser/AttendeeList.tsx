/**
 * One training's people, a row each, units together: who registered them, the stay, and whether
 * they came. From the first day of the training a confirmed person is marked present or absent
 * (saved at once; unmarked shows neither); "the rest present" marks everyone confirmed whom
 * nobody has marked yet.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { beijingToday, formatDate, formatDaySpan } from '#shared/format.ts';
import { localePath } from '#shared/routes.ts';
import type { Attendee } from './training-desk.calls.ts';
import { toast } from '#client/stores/feedback.ts';
import {
  $attendees,
  $attendeesFailed,
  exportOpenTraining,
  markRestPresent,
  openTraining,
  setAttended,
} from './training-desk.store.ts';
import { Button } from '#ui/Button.tsx';
import { Typed, WithName } from '#ui/Typed.tsx';
import { useConsole } from '#ui/console/context.ts';
import { Badge } from '#ui/console/Badge.tsx';
import { DetailHeader } from '#ui/console/DetailHeader.tsx';
import { ExportButton } from '#ui/console/ExportButton.tsx';
import { downloadBadges, downloadCertificates, issueCertificates } from './training-desk.calls.ts';
import { Waitlist } from './Waitlist.tsx';
import { Sessions } from './Sessions.tsx';

function Attendance({ person, markable }: { person: Attendee; markable: boolean }) {
  const { t } = useConsole();
  const group = useId();
  // The choice shows at once and stays while it is saved; the list then holds the answer.
  const [saving, setSaving] = useState<boolean | null>(null);
  if (person.registrationStatus !== 'passed')
    return <Badge tone="amber">{t('console.trainings.registration.pending')}</Badge>;
  const choose = async (attended: boolean) => {
    setSaving(attended);
    try {
      await setAttended(person, attended);
    } finally {
      setSaving(null);
    }
  };
  const value = saving ?? person.attended;
  return (
    <fieldset disabled={!markable || saving !== null} className="flex gap-3">
      <legend className="sr-only">
        <WithName
          message={t('console.trainings.attendanceOf')}
          name={`${person.name} · ${person.unitName}`}
        />
      </legend>
      {([true, false] as const).map((choice) => (
        <label key={String(choice)} className="inline-flex items-center gap-1.5 py-1">
          <input
            type="radio"
            name={group}
            className="h-4 w-4"
            checked={value === choice}
            onChange={() => void choose(choice)}
          />
          {t(choice ? 'console.trainings.present' : 'console.trainings.absent')}
        </label>
      ))}
    </fieldset>
  );
}

const today = () => beijingToday(Date.now());

const COLUMNS = ['name', 'attended', 'unitName', 'position', 'phone', 'accommodation'] as const;

export function AttendeeList({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, locale } = useConsole();
  const open = useStore($attendees);
  const failed = useStore($attendeesFailed);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void openTraining(id).catch(() => undefined);
  }, [id]);
  if (failed)
    return (
      <div className="mt-4 space-y-3">
        <p className="text-sm text-gray-600">{t('console.trainings.failed')}</p>
        <Button variant="secondary" onClick={onClose}>
          {t('console.trainings.back')}
        </Button>
      </div>
    );
  if (!open || open.training.id !== id)
    return <p className="mt-4 text-sm text-gray-500">{t('common.loading')}</p>;
  const { training, attendees } = open;
  const unmarked = attendees.filter(
    (p) => p.registrationStatus === 'passed' && p.attended === null,
  );
  const restPresent = async () => {
    setBusy(true);
    try {
      await markRestPresent();
      toast('success', t('console.trainings.marked'));
    } finally {
      setBusy(false);
    }
  };
  const certify = async () => {
    setBusy(true);
    try {
      const done = await issueCertificates(training.id);
      toast('success', t('console.trainings.certificatesDone', done));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-4 space-y-4">
      <DetailHeader name={training.title} back={t('console.trainings.back')} onBack={onClose} />
      <p className="text-sm text-gray-600">
        {formatDaySpan(training.startDate, training.endDate)}
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
        <Button variant="secondary" onClick={() => void downloadBadges(training.id)}>
          {t('console.trainings.badges')}
        </Button>
        {training.endDate <= today() && (
          <Button variant="secondary" onClick={() => void certify()} disabled={busy}>
            {t('console.trainings.issueCertificates')}
          </Button>
        )}
        {training.endDate <= today() && (
          <Button variant="secondary" onClick={() => void downloadCertificates(training.id)}>
            {t('console.trainings.certificatesPdf')}
          </Button>
        )}
        <a
          className="text-sm text-brand-700 underline"
          href={localePath(locale, `/admin/checkin?training=${training.id}`)}
        >
          {t('console.trainings.checkin')}
        </a>
        {training.markable ? (
          <Button onClick={() => void restPresent()} disabled={busy || unmarked.length === 0}>
            {t('console.trainings.restPresent', { n: unmarked.length })}
          </Button>
        ) : (
          <span className="text-sm text-gray-600">{t('console.trainings.notStarted')}</span>
        )}
      </div>
      <div className="overflow-x-auto rounded border border-gray-200 bg-white">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <thead className="bg-gray-50 text-gray-600">
            <tr>
              {COLUMNS.map((c) => (
                <th key={c} scope="col" className="px-3 py-2">
                  {t(`console.trainings.column.${c}`)}
                </th>
              ))}
              {/* Who came to each session: a required one missed means no certificate. */}
              {training.sessions.map((s) => (
                <th key={`session${s.id}`} scope="col" className="px-3 py-2" data-session-column>
                  {t(
                    s.required
                      ? 'console.trainings.column.sessionRequired'
                      : 'console.trainings.column.session',
                    { name: s.label },
                  )}
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
                <td className="whitespace-nowrap px-3 py-2">
                  <Typed text={p.name} />{' '}
                  <span className="text-gray-500">
                    {t(p.gender === '1' ? 'trainreg.male' : 'trainreg.female')}
                  </span>
                </td>
                <td className="whitespace-nowrap px-3 py-1">
                  <Attendance person={p} markable={training.markable} />
                </td>
                <td className="max-w-64 px-3 py-2">
                  <Typed text={p.unitName} />
                </td>
                <td className="px-3 py-2">
                  <Typed text={p.position} />
                </td>
                <td className="whitespace-nowrap px-3 py-2">{p.phone}</td>
                <td className="whitespace-nowrap px-3 py-2">
                  {p.accommodation ? `${p.checkIn} – ${p.checkOut}` : t('console.trainings.no')}
                </td>
                {training.sessions.map((s, i) => {
                  const at = p.sessionCheckins[i];
                  return (
                    <td key={`session${s.id}`} className="whitespace-nowrap px-3 py-2">
                      {at ? formatDate(at, 'HH:mm') : t('console.trainings.no')}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {attendees.length === 0 && (
          <p className="p-6 text-center text-gray-500">{t('console.trainings.nobody')}</p>
        )}
      </div>
      <Sessions trainingId={training.id} firstDay={training.startDate} />
      <Waitlist
        trainingId={training.id}
        capacity={training.capacity}
        onChanged={() => void openTraining(training.id)}
      />
    </div>
  );
}
