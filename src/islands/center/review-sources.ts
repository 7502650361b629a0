/**
 * The review queues, one source each: what is waiting at this step, and how to decide an item.
 * The secretariat's desk lists registrations, applications, payments, training registrations,
 * changes and transfers; the council's lists what waits for its approval.
 */
import type { Translate } from '#i18n/index.ts';
import type { ApplicationRow } from '#shared/schemas/membership.ts';
import type { RequestRow } from '#shared/schemas/request.ts';
import {
  applicationQueue,
  registrationQueue,
  reviewApplication,
  reviewRegistration,
  type ReviewStep,
} from '#client/stores/membership.ts';
import { requestQueue, reviewRequest } from '#client/stores/requests.ts';
import { reviewTrainingRegistration, trainingQueue } from '#client/stores/training.ts';
import { decideManuscript, manuscriptQueue } from '#client/stores/manuscripts.ts';

export interface ReviewItem {
  id: number;
  title: string;
  detail: string;
  /** Evidence to look at before deciding: receipts, invoices, manuscripts, supporting documents. */
  files?: { label: string; id: string }[];
  decide: (decision: 'pass' | 'reject', opinion: string) => Promise<unknown>;
}
export interface ReviewSource {
  kind: string;
  /** Only reviewers with this permission load the queue (the server checks it again). */
  permission: string;
  load: () => Promise<ReviewItem[]>;
}

const STEP_PERMISSION: Record<ReviewStep, string> = {
  secretariat: 'review:application:audit',
  council: 'review:council:approve',
  payment: 'review:payment:confirm',
};
const applications = (t: Translate, status: string, step: ReviewStep): ReviewSource => ({
  kind: step,
  permission: STEP_PERMISSION[step],
  load: async () =>
    (await applicationQueue(status)).rows.map((a: ApplicationRow) => ({
      id: a.id,
      title: a.unitName,
      detail: paymentLine(t, a) || t(`apply.status.${a.status}`),
      files:
        typeof a.payment?.receiptFileId === 'string'
          ? [{ label: t('apply.receipt'), id: a.payment.receiptFileId }]
          : [],
      decide: (d, o) => reviewApplication(step, a.id, d, o),
    })),
});

const requests = (
  t: Translate,
  step: 'secretariat' | 'council',
  kind: 'change' | 'transfer',
): ReviewSource => ({
  kind: step === 'council' ? `${kind}Council` : kind,
  permission: step === 'council' ? 'review:council:approve' : `review:${kind}:audit`,
  load: async () =>
    (await requestQueue(step))
      .filter((r) => r.kind === kind)
      .map((r: RequestRow) => ({
        id: r.id,
        title: r.unitName,
        detail: Object.entries(r.data)
          .filter(
            ([k, v]) =>
              v !== '' && k !== 'targetEnterpriseId' && !k.endsWith('FileId') && !Array.isArray(v),
          )
          .map(([k, v]) => `${t('common.labelled', { label: t(`${kind}.${k}`) })}${String(v)}`)
          .join(t('common.itemSeparator')),
        files: [
          ...(typeof r.data.invoiceFileId === 'string'
            ? [{ label: t('transfer.invoice'), id: r.data.invoiceFileId }]
            : []),
          ...((r.data.attachments as string[] | undefined) ?? []).map((id, i) => ({
            label: `${t('change.attachments')} ${i + 1}`,
            id,
          })),
        ],
        decide: (d, o) => reviewRequest(step, r.id, d, o),
      })),
});

export function sourcesFor(mode: 'secretariat' | 'council', t: Translate): ReviewSource[] {
  if (mode === 'council')
    return [
      applications(t, 'council', 'council'),
      requests(t, 'council', 'change'),
      requests(t, 'council', 'transfer'),
    ];
  return [
    {
      kind: 'registration',
      permission: 'review:registration:audit',
      load: async () =>
        (await registrationQueue('0')).rows.map((r) => ({
          id: r.id,
          title: r.unitName,
          detail: `${r.taxId} · ${r.contactPerson} · ${r.phone}`,
          decide: (d, o) => reviewRegistration(r.id, d, o),
        })),
    },
    applications(t, 'secretariat', 'secretariat'),
    applications(t, 'paymentReview', 'payment'),
    {
      kind: 'training',
      permission: 'review:training:audit',
      load: async () =>
        (await trainingQueue('pending')).rows.map((r) => {
          const people = (r.data.attendees as { name: string }[] | undefined) ?? [];
          return {
            id: r.id,
            title: `${r.unitName} · ${r.trainingTitle}`,
            detail: `${t('common.labelled', {
              label: t('trainreg.attendeeCount', { count: people.length }),
            })}${people.map((p) => p.name).join(t('common.listSeparator'))}`,
            decide: (d, o) => reviewTrainingRegistration(r.id, d, o),
          };
        }),
    },
    requests(t, 'secretariat', 'change'),
    requests(t, 'secretariat', 'transfer'),
    {
      kind: 'manuscript',
      permission: 'content:item:edit',
      load: async () =>
        (await manuscriptQueue()).map((m) => ({
          id: m.id,
          title: `${m.unitName} · ${m.title}`,
          detail: `${m.author} · ${m.abstract}`,
          files: [{ label: t('contribute.file'), id: m.fileId }],
          decide: (d, o) => decideManuscript(m.id, d === 'pass' ? 'accepted' : 'declined', o),
        })),
    },
  ];
}

function paymentLine(t: Translate, a: ApplicationRow): string {
  const p = a.payment as { companyName?: string; amount?: number; paidOn?: string } | null;
  return p
    ? [
        [t('apply.companyName'), p.companyName],
        [t('apply.amount'), p.amount],
        [t('apply.paidOn'), p.paidOn],
      ]
        .map(([label, value]) => `${t('common.labelled', { label })}${value}`)
        .join(' · ')
    : '';
}
