/**
 * The secretariat's form for a motion or an election: both languages, the windows on Beijing's
 * clock, who votes, the rules; an election's seats and the end of its nominations.
 */
import { useState, type FormEvent } from 'react';
import { beijingInstant, beijingMinute, beijingToday } from '#shared/format.ts';
import { Button } from '#ui/Button.tsx';
import { useConsole } from '#ui/console/context.ts';
import type { MotionInput, MotionRow } from '../contract/governance.contract.ts';

type Values = Record<
  | 'title'
  | 'titleEn'
  | 'body'
  | 'bodyEn'
  | 'recordDate'
  | 'opensAt'
  | 'closesAt'
  | 'nominationClosesAt'
  | 'seats',
  string
> & {
  kind: MotionInput['kind'];
  electorate: MotionInput['electorate'];
  majority: MotionInput['majority'];
  quorumPercent: string;
  secret: boolean;
};

/** A date-time picker's reading of a moment on Beijing's clock. */
const picker = (iso: string) => beijingMinute(iso).replace(' ', 'T');

function start(row: MotionRow | null): Values {
  const now = Date.now();
  return {
    kind: row?.kind ?? 'motion',
    seats: String(row?.seats ?? ''),
    // An election's nominations take the week before its voting.
    nominationClosesAt: picker(
      row?.nominationClosesAt ?? new Date(now + 7 * 86_400_000).toISOString(),
    ),
    title: row?.title ?? '',
    titleEn: row?.titleEn ?? '',
    body: row?.body ?? '',
    bodyEn: row?.bodyEn ?? '',
    recordDate: row?.recordDate ?? beijingToday(now),
    opensAt: picker(row?.opensAt ?? new Date(now + 7 * 86_400_000).toISOString()),
    closesAt: picker(row?.closesAt ?? new Date(now + 14 * 86_400_000).toISOString()),
    electorate: row?.electorate ?? 'members',
    majority: row?.majority ?? 'simple',
    quorumPercent: String(row?.quorumPercent ?? 50),
    secret: row?.secret ?? true,
  };
}

export function MotionForm({
  row,
  onSave,
  onCancel,
}: {
  row: MotionRow | null;
  onSave: (input: MotionInput) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useConsole();
  const [v, setV] = useState<Values>(() => start(row));
  const [busy, setBusy] = useState(false);
  const set =
    <K extends keyof Values>(k: K) =>
    (value: Values[K]) =>
      setV({ ...v, [k]: value });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const election = v.kind === 'election';
      await onSave({
        ...v,
        quorumPercent: Number(v.quorumPercent),
        opensAt: beijingInstant(v.opensAt) ?? '',
        closesAt: beijingInstant(v.closesAt) ?? '',
        seats: election && v.seats ? Number(v.seats) : null,
        nominationClosesAt: election ? (beijingInstant(v.nominationClosesAt) ?? '') : null,
      });
    } catch {
      // Told by the client already; the form stays as typed.
    } finally {
      setBusy(false);
    }
  };
  const text = (k: 'title' | 'titleEn', lang: string) => (
    <label className="block text-sm">
      {t(`console.governance.${k}`)}
      <input
        name={k}
        lang={lang}
        required
        maxLength={200}
        className="mt-1 w-full rounded border border-gray-300 px-2 py-1"
        value={v[k]}
        onChange={(e) => set(k)(e.target.value)}
      />
    </label>
  );
  const area = (k: 'body' | 'bodyEn', lang: string) => (
    <label className="block text-sm">
      {t(`console.governance.${k}`)}
      <textarea
        name={k}
        lang={lang}
        required
        rows={4}
        className="mt-1 w-full rounded border border-gray-300 px-2 py-1"
        value={v[k]}
        onChange={(e) => set(k)(e.target.value)}
      />
    </label>
  );
  const input = (k: 'recordDate' | 'opensAt' | 'closesAt' | 'nominationClosesAt', type: string) => (
    <label className="block text-sm">
      {t(`console.governance.${k}`)}
      <input
        name={k}
        type={type}
        required
        className="mt-1 w-full rounded border border-gray-300 px-2 py-1"
        value={v[k]}
        onChange={(e) => set(k)(e.target.value)}
      />
    </label>
  );
  return (
    <form
      className="mt-4 grid gap-3 rounded border border-gray-200 p-4 md:grid-cols-2"
      onSubmit={submit}
    >
      <label className="block text-sm md:col-span-2">
        {t('console.governance.kind')}
        <select
          name="kind"
          className="mt-1 w-full rounded border border-gray-300 px-2 py-1 md:w-auto"
          value={v.kind}
          onChange={(e) => set('kind')(e.target.value as Values['kind'])}
        >
          <option value="motion">{t('console.governance.kind.motion')}</option>
          <option value="election">{t('console.governance.kind.election')}</option>
        </select>
      </label>
      {text('title', 'zh')}
      {text('titleEn', 'en')}
      {area('body', 'zh')}
      {area('bodyEn', 'en')}
      <label className="block text-sm">
        {t('console.governance.electorate')}
        <select
          name="electorate"
          className="mt-1 w-full rounded border border-gray-300 px-2 py-1"
          value={v.electorate}
          onChange={(e) => set('electorate')(e.target.value as Values['electorate'])}
        >
          <option value="members">{t('console.governance.electorate.members')}</option>
          <option value="council">{t('console.governance.electorate.council')}</option>
        </select>
      </label>
      {input('recordDate', 'date')}
      {v.kind === 'election' && (
        <>
          <label className="block text-sm">
            {t('console.governance.seats')}
            <input
              name="seats"
              type="number"
              min={1}
              max={99}
              required
              className="mt-1 w-full rounded border border-gray-300 px-2 py-1"
              value={v.seats}
              onChange={(e) => set('seats')(e.target.value)}
            />
          </label>
          {input('nominationClosesAt', 'datetime-local')}
        </>
      )}
      {input('opensAt', 'datetime-local')}
      {input('closesAt', 'datetime-local')}
      <label className="block text-sm">
        {t('console.governance.quorum')}
        <input
          name="quorumPercent"
          type="number"
          min={1}
          max={100}
          required
          className="mt-1 w-full rounded border border-gray-300 px-2 py-1"
          value={v.quorumPercent}
          onChange={(e) => set('quorumPercent')(e.target.value)}
        />
      </label>
      <label className={`block text-sm ${v.kind === 'election' ? 'hidden' : ''}`}>
        {t('console.governance.majority')}
        <select
          name="majority"
          className="mt-1 w-full rounded border border-gray-300 px-2 py-1"
          value={v.majority}
          onChange={(e) => set('majority')(e.target.value as Values['majority'])}
        >
          <option value="simple">{t('console.governance.majority.simple')}</option>
          <option value="twoThirds">{t('console.governance.majority.twoThirds')}</option>
        </select>
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input
          name="secret"
          type="checkbox"
          checked={v.secret}
          onChange={(e) => set('secret')(e.target.checked)}
        />
        {t('console.governance.secret')}
      </label>
      <div className="flex gap-2 md:col-span-2">
        <Button type="submit" disabled={busy}>
          {t('common.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
