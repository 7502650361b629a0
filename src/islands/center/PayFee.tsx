/**
 * Pay fee: whoever is asked to pay sees how much, for which period and where to. An applicant the
 * council approved reports the joining fee; a member reports its annual fee once its bill opens.
 * While a payment waits the page says so; a refused one shows its reason above the form. The page
 * puts two features together (the joining fee is membership's, the annual fee the fees'), so it
 * lives with the pages' compositions.
 */
import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $session } from '#client/stores/session.ts';
import type { Locale } from '#shared/constants.ts';
import type { ApplicationRow } from '#features/membership/contract/membership.contract.ts';
import { localePath } from '#shared/routes.ts';
import { formatAmount, formatDate } from '#shared/format.ts';
import { useTranslations } from '#i18n/index.ts';
import { myApplications } from '#features/membership/browser/membership.calls.ts';
import { PaymentForm } from '#features/membership/browser/PaymentForm.tsx';
import {
  downloadCertificate,
  downloadReceipt,
  feeStatement,
} from '#features/fees/browser/fees.calls.ts';
import { useReady } from '#ui/useReady.ts';
import { FeeInstructions } from '#features/fees/browser/FeeInstructions.tsx';
import { FeePaymentForm } from '#features/fees/browser/FeePaymentForm.tsx';
import { TermStatus } from '#features/fees/browser/TermStatus.tsx';
import { dayOf, paymentName, spanOf } from '#features/fees/browser/fee-words.ts';
import { Button } from '#ui/Button.tsx';

type Statement = Awaited<ReturnType<typeof feeStatement>>;

export default function PayFee({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  const ready = useReady();
  const [apps, setApps] = useState<ApplicationRow[]>();
  const [fees, setFees] = useState<Statement | null>();
  const user = useStore($session).user;
  const reload = useCallback(() => {
    void myApplications()
      .then(setApps)
      .catch(() => setApps([]));
    void feeStatement()
      .then(setFees)
      .catch(() => setFees(null));
  }, []);
  useEffect(() => (ready ? reload() : undefined), [ready, reload]);
  if (!ready || !apps || fees === undefined)
    return <p className="text-gray-500">{t('common.loading')}</p>;
  const latest = apps[0];
  const payments = fees?.payments ?? [];
  const waiting = payments.find((p) => p.status === 'submitted');
  const history = <FeePayments locale={locale} payments={payments} reload={reload} />;
  const instructions = fees && (
    <FeeInstructions
      locale={locale}
      amount={fees.amount}
      account={fees.account}
      year={fees.year}
      period={fees.period}
      joining={!fees.term.standing}
    />
  );
  if (latest?.status === 'payment')
    return (
      <div className="space-y-4">
        {instructions}
        <Refused locale={locale} payments={payments} />
        <PaymentForm locale={locale} app={latest} amount={fees?.amount ?? null} onDone={reload} />
        {history}
      </div>
    );
  if (fees?.term.standing === 'transferred')
    return (
      <div className="space-y-4">
        <TermStatus locale={locale} statement={fees} />
        {history}
      </div>
    );
  // A member, one in its grace and a lapsed one all renew here.
  if (fees?.term.standing) {
    return (
      <div className="space-y-4">
        <TermStatus locale={locale} statement={fees} />
        <Certificate locale={locale} standing={fees.term.standing} />
        <p className="rounded-lg bg-white p-4 text-sm text-gray-700 shadow-sm">
          {t('payfee.annual')}{' '}
          <a
            className="text-brand-600 underline"
            href={`${localePath(locale, '/member')}/membership`}
          >
            {t('payfee.measures')}
          </a>
        </p>
        {waiting ? (
          <Waiting locale={locale} payment={waiting} />
        ) : fees.opensOn ? (
          <p className="rounded-lg bg-white p-4 text-sm text-gray-700 shadow-sm" data-next-bill>
            {t('fee.nextBill', {
              year: fees.year,
              span: spanOf(t, locale, fees.period.start, fees.period.end),
              date: dayOf(locale, fees.opensOn),
            })}
          </p>
        ) : (
          <>
            {instructions}
            <Refused locale={locale} payments={payments} />
            <FeePaymentForm
              locale={locale}
              unitName={user?.nickName ?? ''}
              year={fees.year}
              amount={fees.amount}
              onDone={reload}
            />
          </>
        )}
        {history}
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {waiting ? (
        <Waiting locale={locale} payment={waiting} />
      ) : (
        <p className="rounded-lg bg-white p-6 text-sm text-gray-700 shadow-sm">
          {t('payfee.nothingDue')}
        </p>
      )}
      <div className="rounded-lg bg-white p-6 text-sm text-gray-700 shadow-sm">
        {latest && (
          <p data-application={latest.status}>
            {t('payfee.status', { status: t(`apply.status.${latest.status}`) })}
          </p>
        )}
        <a
          className="mt-4 inline-block text-brand-600 underline"
          href={localePath(locale, '/center/apply-member')}
        >
          {t('center.menu.applyMember')}
        </a>
      </div>
      {history}
    </div>
  );
}

/** A payment sent in and not yet confirmed: nothing more is owed until the secretariat decides. */
function Waiting({ locale, payment }: { locale: Locale; payment: Statement['payments'][number] }) {
  const t = useTranslations(locale);
  return (
    <p className="rounded-lg bg-brand-50 p-4 text-sm text-brand-900" role="status" data-fee-waiting>
      {t('fee.waiting', {
        what: paymentName(t, locale, payment),
        amount: formatAmount(payment.amount),
        date: dayOf(locale, payment.paidOn),
      })}
    </p>
  );
}

/** The reason the last report was refused, above the form that sends it again. */
function Refused({ locale, payments }: { locale: Locale; payments: Statement['payments'] }) {
  const t = useTranslations(locale);
  const last = payments[0];
  if (last?.status !== 'rejected') return null;
  return (
    <p className="rounded-lg bg-red-50 p-4 text-sm text-red-900" role="alert" data-fee-refused>
      {t('fee.refused', { what: paymentName(t, locale, last), reason: last.rejectReason ?? '' })}
    </p>
  );
}

function FeePayments({
  locale,
  payments,
  reload,
}: {
  locale: Locale;
  payments: Statement['payments'];
  reload: () => void;
}) {
  const t = useTranslations(locale);
  if (payments.length === 0) return null;
  return (
    <section className="rounded-lg bg-white p-6 shadow-sm" aria-labelledby="fee-history">
      <h2 id="fee-history" className="mb-3 font-semibold text-brand-700">
        {t('fee.history')}
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[44rem] text-left text-sm" data-fee-payments>
          <thead>
            <tr className="text-gray-500">
              <th className="py-1 pr-3 font-medium">{t('fee.paidFor')}</th>
              <th className="py-1 pr-3 font-medium">{t('apply.amount')}</th>
              <th className="py-1 pr-3 font-medium">{t('apply.paidOn')}</th>
              <th className="py-1 pr-3 font-medium">{t('fee.state')}</th>
              <th className="py-1 pr-3 font-medium">{t('fee.receiptNo')}</th>
              <th className="py-1 pr-3 font-medium">{t('fee.invoice')}</th>
            </tr>
          </thead>
          <tbody>
            {payments.map((p) => (
              <tr key={p.id} data-status={p.status}>
                <td className="py-1 pr-3">{paymentName(t, locale, p)}</td>
                <td className="py-1 pr-3">{formatAmount(p.amount)}</td>
                <td className="py-1 pr-3">{formatDate(p.paidOn)}</td>
                <td className="py-1 pr-3">
                  {t(`fee.status.${p.status}`)}
                  {p.rejectReason && (
                    <span className="block text-xs text-red-700">{p.rejectReason}</span>
                  )}
                  {p.source === 'offline' && (
                    <span className="block text-xs text-gray-500">{t('fee.offline')}</span>
                  )}
                </td>
                <td className="py-1 pr-3">
                  {/* A payment confirmed before receipts existed gets its receipt when first asked. */}
                  {p.status === 'confirmed' && (
                    <Button
                      variant="link"
                      aria-label={t('fee.downloadReceiptOf', {
                        year: p.year,
                        number: p.receiptNo ?? '',
                      })}
                      onClick={() => void downloadReceipt(p.id).then(reload)}
                    >
                      {p.receiptNo ?? t('fee.downloadReceipt')}
                    </Button>
                  )}
                </td>
                <td className="py-1 pr-3">
                  {p.invoiceNo
                    ? t('fee.invoiceIssued', { number: p.invoiceNo, date: p.invoiceIssuedOn })
                    : p.invoiceTitle && p.status === 'confirmed'
                      ? t('fee.invoicePending')
                      : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The member certificate: downloaded while the term runs; past it, renewing brings a new one. */
function Certificate({ locale, standing }: { locale: Locale; standing: string | null }) {
  const t = useTranslations(locale);
  return (
    <section className="rounded-lg bg-white p-4 text-sm shadow-sm" aria-labelledby="certificate">
      <h2 id="certificate" className="mb-1 font-semibold text-brand-700">
        {t('certificate.title')}
      </h2>
      {standing === 'member' ? (
        <>
          <p className="text-gray-700">{t('certificate.intro')}</p>
          <Button className="mt-2" onClick={() => void downloadCertificate()}>
            {t('certificate.download')}
          </Button>
        </>
      ) : (
        <p className="text-gray-700">{t('certificate.notNow')}</p>
      )}
    </section>
  );
}
