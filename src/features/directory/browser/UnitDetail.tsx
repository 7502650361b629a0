/**
 * One unit as the association knows it: registration and contacts, accounts, enterprise
 * information and files, every decision taken on its items, its payments, trainings, reports and
 * the notices it was sent.
 */
import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useId } from 'react';
import { formatDate } from '#shared/format.ts';
import { regionLabel } from '#shared/regions.ts';
import type { WorkflowSubject } from '#shared/vocabulary.ts';
import type { Translate } from '#i18n/index.ts';
import type { UnitDetail as UnitDetailData } from './directory.calls.ts';
import { openFile } from '#client/files.calls.ts';
import { $unit, $unitLoading, openUnit, unitErased } from './directory.store.ts';
import { Button } from '#ui/Button.tsx';
import { Typed, WithName } from '#ui/Typed.tsx';
import { useConsole } from '#ui/console/context.ts';
import { usePermitted } from '#ui/console/Permitted.tsx';
import { DetailHeader } from '#ui/console/DetailHeader.tsx';
import { EraseUnit } from '#features/erasure/browser/public.ts';
import { StateBadge } from './StateBadge.tsx';
import { statusLabel } from '#ui/console/status-label.ts';

const when = (iso: string | null) => (iso ? formatDate(iso, 'YYYY-MM-DD HH:mm') : '—');

function Section({
  title,
  count,
  children,
}: {
  title: string;
  count?: number;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="space-y-2" aria-labelledby={id}>
      <h2 id={id} className="text-base font-semibold text-gray-900">
        {title}
        {count !== undefined && <span className="ml-2 text-sm text-gray-500">({count})</span>}
      </h2>
      {children}
    </section>
  );
}

interface Col<T> {
  label: string;
  render: (item: T) => ReactNode;
}

/** A small read-only table of one kind of record. */
function Table<T>({
  items,
  cols,
  keyOf,
}: {
  items: T[];
  cols: Col<T>[];
  keyOf: (item: T) => string;
}) {
  const { t } = useConsole();
  if (items.length === 0) return <p className="text-sm text-gray-500">{t('console.list.empty')}</p>;
  return (
    <div className="overflow-x-auto rounded border border-gray-200">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <thead className="bg-gray-50 text-gray-600">
          <tr>
            {cols.map((c) => (
              <th key={c.label} scope="col" className="px-3 py-2 font-medium">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={keyOf(item)} className="border-t border-gray-100 align-top">
              {cols.map((c) => (
                <td key={c.label} className="px-3 py-2">
                  {c.render(item)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ReceiptLink({ fileId }: { fileId: string }) {
  const { t } = useConsole();
  if (!usePermitted()('file:any:read')) return null;
  return (
    <button
      type="button"
      className="text-brand-700 hover:underline"
      onClick={() => void openFile(fileId).catch(() => undefined)}
    >
      {t('console.directory.openReceipt')}
    </button>
  );
}

type Step = UnitDetailData['history'][number];

/** "Under review → Passed": the state a step left and the one it reached. */
function stepLabel(t: Translate, h: Step): string {
  const subject = h.subject as WorkflowSubject;
  const to = statusLabel(t, subject, h.toStatus);
  return h.fromStatus === null ? to : `${statusLabel(t, subject, h.fromStatus)} → ${to}`;
}

export function UnitDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, locale } = useConsole();
  const detail = useStore($unit);
  const loading = useStore($unitLoading);
  const mayRead = usePermitted()('file:any:read');

  useEffect(() => {
    void openUnit(id);
  }, [id]);

  if (!detail || detail.unit.id !== id)
    return <p className="mt-4 text-sm text-gray-500">{loading ? t('common.loading') : ''}</p>;
  const { unit } = detail;
  const facts: { label: string; value: ReactNode }[] = [
    {
      label: t('console.directory.column.taxId'),
      value: <span className="font-mono">{unit.taxId}</span>,
    },
    { label: t('console.directory.column.state'), value: <StateBadge state={unit.state} /> },
    {
      label: t('console.directory.column.userType'),
      value: unit.userType ? t(`console.userType.${unit.userType}`) : '—',
    },
    { label: t('console.directory.column.region'), value: regionLabel(unit.region, locale) },
    {
      label: t('console.directory.column.contactPerson'),
      value: <Typed text={unit.contactPerson} />,
    },
    { label: t('console.directory.column.phone'), value: unit.phone },
    { label: t('console.directory.email'), value: unit.email },
    { label: t('console.directory.column.registeredAt'), value: when(unit.registeredAt) },
    { label: t('console.directory.column.memberSince'), value: when(unit.memberSince) },
    { label: t('console.directory.column.memberUntil'), value: unit.memberUntil ?? '—' },
  ];
  if (unit.rejectReason)
    facts.push({
      label: t('console.directory.rejectReason'),
      value: <Typed text={unit.rejectReason} />,
    });
  const inLocale = (zh: string, en: string | null) => (locale === 'en' && en ? en : zh);

  return (
    <div className="mt-4 space-y-6">
      <DetailHeader name={unit.unitName} back={t('console.directory.back')} onBack={onClose} />
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {facts.map(({ label, value }) => (
          <div key={label} className="flex gap-2">
            <dt className="w-28 shrink-0 text-gray-500">{label}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <Section title={t('console.directory.accounts')} count={detail.accounts.length}>
        <Table
          items={detail.accounts}
          keyOf={(a) => String(a.id)}
          cols={[
            {
              label: t('console.directory.account'),
              render: (a) => (
                <>
                  <Typed text={a.userName} />
                  {a.disabled && (
                    <span className="ml-2 text-xs text-red-700">
                      {t('console.directory.disabled')}
                    </span>
                  )}
                </>
              ),
            },
            { label: t('console.directory.column.phone'), render: (a) => a.phone ?? '—' },
            { label: t('console.directory.email'), render: (a) => a.email ?? '—' },
            { label: t('console.directory.column.registeredAt'), render: (a) => when(a.createdAt) },
          ]}
        />
      </Section>
      <Section title={t('console.directory.attachments')} count={detail.attachments.length}>
        {detail.attachments.length === 0 ? (
          <p className="text-sm text-gray-500">{t('review.noProfile')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {detail.attachments.map((f) => (
              <li key={f.id}>
                {mayRead ? (
                  <Button
                    variant="secondary"
                    onClick={() => void openFile(f.id).catch(() => undefined)}
                  >
                    <WithName message={t('review.openFile', { name: '{name}' })} name={f.name} />
                  </Button>
                ) : (
                  <Typed text={f.name} />
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('console.directory.history')} count={detail.history.length}>
        <Table
          items={detail.history}
          keyOf={(h) => `${h.subject}${h.subjectId}${h.at}${h.toStatus}`}
          cols={[
            { label: t('console.directory.when'), render: (h) => when(h.at) },
            {
              label: t('console.directory.subject'),
              render: (h) => `${t(`console.history.subject.${h.subject}`)} #${h.subjectId}`,
            },
            { label: t('console.directory.step'), render: (h) => stepLabel(t, h) },
            { label: t('console.directory.by'), render: (h) => <Typed text={h.actor} /> },
            { label: t('console.directory.opinion'), render: (h) => <Typed text={h.opinion} /> },
          ]}
        />
      </Section>
      <Section title={t('console.directory.payments')} count={detail.payments.length}>
        <Table
          items={detail.payments}
          keyOf={(p) => `${p.source}${p.id}`}
          cols={[
            {
              label: t('console.directory.subject'),
              render: (p) =>
                p.source === 'fee'
                  ? t('console.directory.feeYear', { year: p.year })
                  : t('console.history.subject.application'),
            },
            { label: t('console.directory.amount'), render: (p) => p.amount ?? '—' },
            { label: t('console.directory.paidOn'), render: (p) => p.paidOn ?? '—' },
            {
              label: t('console.directory.column.state'),
              render: (p) => statusLabel(t, p.source === 'fee' ? 'fee' : 'application', p.status),
            },
            {
              label: t('console.directory.receipt'),
              render: (p) => (p.receiptFileId ? <ReceiptLink fileId={p.receiptFileId} /> : '—'),
            },
          ]}
        />
      </Section>
      <Section title={t('console.directory.trainings')} count={detail.trainings.length}>
        <Table
          items={detail.trainings}
          keyOf={(r) => String(r.id)}
          cols={[
            {
              label: t('console.directory.training'),
              render: (r) => <Typed text={inLocale(r.title, r.titleEn)} />,
            },
            { label: t('console.directory.attendees'), render: (r) => r.attendees },
            {
              label: t('console.directory.column.state'),
              render: (r) => statusLabel(t, 'training', r.status),
            },
            { label: t('console.directory.when'), render: (r) => when(r.createdAt) },
          ]}
        />
      </Section>
      <Section title={t('console.directory.reports')} count={detail.reports.length}>
        <Table
          items={detail.reports}
          keyOf={(r) => String(r.id)}
          cols={[
            { label: t('console.directory.reportKind'), render: (r) => t(`center.menu.${r.kind}`) },
            { label: t('console.directory.period'), render: (r) => r.period },
            {
              label: t('console.directory.column.state'),
              render: (r) => statusLabel(t, 'report', r.status),
            },
            { label: t('console.directory.submittedAt'), render: (r) => when(r.submittedAt) },
          ]}
        />
      </Section>
      <Section title={t('console.directory.notices')} count={detail.notices.length}>
        <Table
          items={detail.notices}
          keyOf={(n) => String(n.id)}
          cols={[
            {
              label: t('console.directory.noticeTitle'),
              render: (n) => <Typed text={inLocale(n.title, n.titleEn)} />,
            },
            { label: t('console.directory.when'), render: (n) => when(n.sentAt) },
            {
              label: t('console.directory.read'),
              render: (n) => t(n.read ? 'console.directory.readYes' : 'console.directory.readNo'),
            },
          ]}
        />
      </Section>
      <Section title={t('console.directory.reminders')} count={detail.reminders.length}>
        <Table
          items={detail.reminders}
          keyOf={(r) => `${r.termEnd}${r.kind}`}
          cols={[
            {
              label: t('console.directory.reminder'),
              render: (r) => t(`console.renewals.reminder.${r.kind}`),
            },
            { label: t('console.renewals.column.until'), render: (r) => r.termEnd },
            { label: t('console.directory.when'), render: (r) => when(r.sentAt) },
          ]}
        />
      </Section>
      <EraseUnit
        unitId={unit.id}
        erased={unit.state === 'erased'}
        onErased={() => unitErased(unit.id)}
      />
    </div>
  );
}
