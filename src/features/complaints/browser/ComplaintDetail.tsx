/**
 * One complaint: what was sent, by whom, its file, its history; and the steps open to it — give
 * it to someone, answer it (the sender gets the answer as a notice), close it.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { complaintReply } from '../contract/complaints.contract.ts';
import { formatDate } from '#shared/format.ts';
import { complaintStaff } from './complaints-inbox.calls.ts';
import { openFile } from '#client/files.calls.ts';
import { $complaint, answer, assign, close, openComplaint } from './complaints-inbox.store.ts';
import { toast } from '#client/stores/feedback.ts';
import { Button } from '#ui/Button.tsx';
import { TextArea } from '#ui/TextArea.tsx';
import { Typed, WithName } from '#ui/Typed.tsx';
import { useForm } from '#ui/useForm.ts';
import { useConsole } from '#ui/console/context.ts';
import { DetailHeader } from '#ui/console/DetailHeader.tsx';
import { statusLabel } from '#ui/console/status-label.ts';
import { ComplaintBadge } from './ComplaintBadge.tsx';

const when = (iso: string | null) => (iso ? formatDate(iso, 'YYYY-MM-DD HH:mm') : '—');

export function ComplaintDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useConsole();
  const c = useStore($complaint);
  const staffId = useId();
  const [staff, setStaff] = useState<{ id: number; name: string }[]>([]);
  const [to, setTo] = useState('');
  const form = useForm(complaintReply, { reply: '' }, t, { check: 'submit' });

  useEffect(() => {
    void openComplaint(id);
    void complaintStaff().then(setStaff);
  }, [id]);

  if (!c || c.id !== id) return <p className="mt-4 text-sm text-gray-500">{t('common.loading')}</p>;
  const open = c.status === 'new' || c.status === 'inProgress';
  const send = form.onSubmit(async ({ reply }) => {
    await answer(id, reply);
    form.reset({ reply: '' });
    toast('success', t('console.complaints.replied'));
  });

  return (
    <div className="mt-4 space-y-6">
      <DetailHeader
        name={c.unitName}
        badge={<ComplaintBadge status={c.status} />}
        back={t('console.complaints.back')}
        onBack={onClose}
      />
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div className="flex gap-2">
          <dt className="w-24 shrink-0 text-gray-500">{t('console.complaints.column.name')}</dt>
          <dd>
            <Typed text={c.name} /> {c.tel}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="w-24 shrink-0 text-gray-500">
            {t('console.complaints.column.createdAt')}
          </dt>
          <dd>{when(c.createdAt)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="w-24 shrink-0 text-gray-500">{t('console.complaints.column.assignee')}</dt>
          <dd>{c.assignee ? <Typed text={c.assignee} /> : '—'}</dd>
        </div>
      </dl>
      <section aria-label={t('console.complaints.column.content')}>
        <p className="whitespace-pre-wrap break-words rounded bg-gray-50 p-3 text-sm">
          <Typed text={c.content} />
        </p>
        {c.attachment && (
          <Button
            variant="link"
            onClick={() => c.attachment && void openFile(c.attachment.id).catch(() => undefined)}
          >
            <WithName message={t('review.openFile', { name: '{name}' })} name={c.attachment.name} />
          </Button>
        )}
      </section>
      {c.reply && (
        <section className="space-y-1" aria-label={t('console.complaints.column.reply')}>
          <h3 className="text-sm font-medium text-gray-700">
            {t('console.complaints.column.reply')} · {when(c.repliedAt)}
          </h3>
          <p className="whitespace-pre-wrap break-words text-sm">
            <Typed text={c.reply} />
          </p>
        </section>
      )}
      {open && (
        <div className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col text-sm text-gray-700" htmlFor={staffId}>
            {t('console.complaints.assignTo')}
            <select
              id={staffId}
              value={to}
              onChange={(e) => setTo(e.target.value)}
              className="rounded border border-gray-300 bg-white px-2 py-1.5"
            >
              <option value="">{t('console.complaints.choosePerson')}</option>
              {staff.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
          <Button
            variant="secondary"
            disabled={!to}
            onClick={() =>
              void assign(id, Number(to)).then(() =>
                toast('success', t('console.complaints.assigned')),
              )
            }
          >
            {t('console.complaints.assign')}
          </Button>
        </div>
      )}
      {open && (
        <form
          onSubmit={send}
          noValidate
          className="space-y-2"
          aria-label={t('console.complaints.answer')}
        >
          <TextArea
            label={t('console.complaints.answer')}
            required
            rows={5}
            {...form.field('reply')}
          />
          <Button type="submit" disabled={form.busy}>
            {t('console.complaints.sendAnswer')}
          </Button>
        </form>
      )}
      {c.status !== 'closed' && (
        <Button
          variant="secondary"
          onClick={() =>
            void close(id).then(() => toast('success', t('console.complaints.closed')))
          }
        >
          {t('console.complaints.close')}
        </Button>
      )}
      <section className="space-y-2" aria-label={t('console.directory.history')}>
        <h3 className="text-sm font-medium text-gray-700">{t('console.directory.history')}</h3>
        <ol className="space-y-1 text-sm">
          {c.history.map((h) => (
            <li key={`${h.at}${h.toStatus}`}>
              {when(h.at)} · <Typed text={h.actor} /> · {statusLabel(t, 'complaint', h.toStatus)}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
