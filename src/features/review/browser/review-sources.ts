/**
 * The review queues, one source each: what is waiting at this step, and how to decide an item.
 * The secretariat's desk lists registrations, applications, payments, training registrations,
 * changes and transfers; the council's lists what waits for its approval.
 */
import type { Permission } from '#shared/permissions.ts';
import { AUDIT_STATUS } from '#shared/constants.ts';
import type { Translate } from '#i18n/index.ts';
import type {
  ApplicationRow,
  ApplicationStatus,
} from '#features/membership/contract/membership.contract.ts';
import type { RequestRow } from '#features/requests/contract/requests.contract.ts';
import type { WorkflowSubject } from '#shared/vocabulary.ts';
import {
  applicationQueue,
  registrationQueue,
  reviewApplication,
  reviewRegistration,
  type ReviewStep,
} from '#features/membership/browser/public.ts';
import { requestQueue, reviewRequest } from '#features/requests/browser/public.ts';
import { reviewTrainingRegistration, trainingQueue } from '#features/training/browser/public.ts';
import { decideManuscript, manuscriptQueue } from '#features/manuscripts/browser/public.ts';
import { decideFeePayment, feePaymentQueue } from '#features/fees/browser/public.ts';
import { formatAmount } from '#shared/format.ts';

export interface ReviewItem {
  id: number;
  title: string;
  detail: string;
  /** When the unit sent it (ISO moment). */
  submittedAt: string;
  /** Evidence to look at before deciding: receipts, invoices, manuscripts, supporting documents. */
  files?: { label: string; id: string }[];
  /** The unit the item is about: its registration, information and files open beside it. */
  enterpriseId?: number;
  /** Everything the form said, as label and value. */
  facts?: [string, string][];
  /** People registered for a training, with all their details. */
  attendees?: Record<string, string>[];
  /** The steps the item took before this one: who decided what, when, with which opinion. */
  history?: { subject: WorkflowSubject; steps: ApplicationRow['history'] };
  decide: (decision: 'pass' | 'reject', opinion: string) => Promise<unknown>;
}
export interface ReviewSource {
  kind: string;
  /** Only reviewers with this permission load the queue (the server checks it again). */
  permission: Permission;
  load: () => Promise<ReviewItem[]>;
}

const STEP_PERMISSION: Record<ReviewStep, Permission> = {
  secretariat: 'review:application:audit',
  council: 'review:council:approve',
  payment: 'review:payment:confirm',
};
const applications = (t: Translate, status: ApplicationStatus, step: ReviewStep): ReviewSource => ({
  kind: step,
  permission: STEP_PERMISSION[step],
  load: async () =>
    (await applicationQueue(status)).rows.map((a: ApplicationRow) => ({
      id: a.id,
      submittedAt: a.createdAt,
      enterpriseId: a.enterpriseId,
      title: a.unitName,
      detail: paymentLine(t, a) || t(`apply.status.${a.status}`),
      facts: a.payment && a.amountDue ? [[t('fee.amount'), formatAmount(a.amountDue)]] : [],
      files:
        typeof a.payment?.receiptFileId === 'string'
          ? [{ label: t('apply.receipt'), id: a.payment.receiptFileId }]
          : [],
      history: { subject: 'application', steps: a.history },
      decide: (d, o) => reviewApplication(step, a.id, d, o),
    })),
});

/** Where a request's fields are named, written out: the browser loads the words code names. */
const FIELD_LABELS = { change: 'change.', transfer: 'transfer.' } as const;

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
        submittedAt: r.createdAt,
        enterpriseId: r.enterpriseId,
        title: r.unitName,
        detail: Object.entries(r.data)
          .filter(
            ([k, v]) =>
              v !== '' && k !== 'targetEnterpriseId' && !k.endsWith('FileId') && !Array.isArray(v),
          )
          .map(
            ([k, v]) =>
              `${t('common.labelled', { label: t(`${FIELD_LABELS[kind]}${k}`) })}${String(v)}`,
          )
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
        history: { subject: 'request', steps: r.history },
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
        (await registrationQueue(AUDIT_STATUS.pending)).rows.map((r) => ({
          id: r.id,
          submittedAt: r.createdAt,
          enterpriseId: r.id,
          title: r.unitName,
          detail: `${r.taxId} · ${r.contactPerson} · ${r.phone} · ${r.email}`,
          facts: r.sameClaims
            ? [[t('review.sameClaims'), t('review.sameClaimsCount', { count: r.sameClaims })]]
            : [],
          decide: (d, o) => reviewRegistration(r.id, d, o),
        })),
    },
    applications(t, 'secretariat', 'secretariat'),
    applications(t, 'paymentReview', 'payment'),
    {
      kind: 'fee',
      permission: 'review:payment:confirm',
      load: async () =>
        (await feePaymentQueue()).map((p) => ({
          id: p.id,
          submittedAt: p.createdAt,
          enterpriseId: p.enterpriseId,
          title: `${p.unitName} · ${t('fee.amountOfYear', { year: p.year })}`,
          detail: `${p.companyName} · ${formatAmount(p.amount)} · ${p.paidOn}`,
          facts: [
            [t('fee.amount'), p.amountDue ? formatAmount(p.amountDue) : ''],
            [t('apply.invoiceTitle'), p.invoiceTitle],
            [t('fee.invoiceTaxId'), p.invoiceTaxId],
          ].filter((f): f is [string, string] => f[1] !== ''),
          files: p.receiptFileId ? [{ label: t('apply.receipt'), id: p.receiptFileId }] : [],
          decide: (d, o) => decideFeePayment(p.id, d, o),
        })),
    },
    {
      kind: 'training',
      permission: 'review:training:audit',
      load: async () =>
        (await trainingQueue()).rows.map((r) => {
          const people = (r.data.attendees as Record<string, string>[] | undefined) ?? [];
          return {
            id: r.id,
            submittedAt: r.createdAt,
            enterpriseId: r.enterpriseId,
            title: `${r.unitName} · ${r.trainingTitle}`,
            detail: `${t('common.labelled', {
              label: t('trainreg.attendeeCount', { count: people.length }),
            })}${people.map((p) => p.name).join(t('common.listSeparator'))}`,
            facts: trainingFacts(t, r.data),
            attendees: people,
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
          submittedAt: m.createdAt,
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

/** A training registration as the unit filled it in: contact, stay and dates. */
function trainingFacts(t: Translate, d: Record<string, unknown>): [string, string][] {
  const text = (k: string) => String(d[k] ?? '');
  const facts: [string, string][] = [
    [t('trainreg.contact'), text('contact')],
    [t('trainreg.phone'), text('phone')],
    [t('trainreg.position'), text('position')],
    [t('trainreg.ethnicity'), text('ethnicity')],
    [t('trainreg.gender'), text('gender') === '1' ? t('trainreg.male') : t('trainreg.female')],
    [t('trainreg.accommodation'), text('accommodation') === '1' ? t('common.yes') : t('common.no')],
  ];
  if (text('accommodation') === '1')
    facts.push(
      [t('trainreg.checkIn'), text('checkIn')],
      [t('trainreg.checkOut'), text('checkOut')],
    );
  return facts.filter(([, v]) => v !== '');
}
