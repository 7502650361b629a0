/**
 * How much to pay and where: the association's account, for whoever is asked to pay, with what
 * the payment buys (a joining fee from the day of joining, a renewal its membership year).
 */
import type { Locale } from '#shared/constants.ts';
import type { FeeAccount } from '../contract/fees.contract.ts';
import { formatAmount, formatBankCard } from '#shared/format.ts';
import { useTranslations } from '#i18n/index.ts';
import { spanOf } from './fee-words.ts';

export function FeeInstructions({
  locale,
  amount,
  account,
  year,
  period,
  joining = false,
}: {
  locale: Locale;
  amount: string | null;
  account: FeeAccount | null;
  year: number;
  period: { start: string; end: string };
  joining?: boolean;
}) {
  const t = useTranslations(locale);
  const en = locale === 'en';
  if (!amount || !account)
    return <p className="rounded bg-amber-50 p-3 text-sm text-amber-900">{t('fee.notSet')}</p>;
  return (
    <dl
      className="grid gap-x-4 gap-y-1 rounded bg-brand-50 p-4 text-sm sm:grid-cols-[10rem_1fr]"
      data-fee-instructions
    >
      <dt className="text-gray-600" data-fee-period>
        {t(joining ? 'fee.amountOfJoining' : 'fee.amountOfPeriod', {
          year,
          span: spanOf(t, locale, period.start, period.end),
        })}
      </dt>
      <dd className="font-semibold" data-fee-amount>
        {t('fee.yuan', { amount: formatAmount(amount) })}
      </dd>
      <dt className="text-gray-600">{t('fee.accountName')}</dt>
      <dd>{(en && account.nameEn) || account.name}</dd>
      <dt className="text-gray-600">{t('fee.bank')}</dt>
      <dd>{(en && account.bankEn) || account.bank}</dd>
      <dt className="text-gray-600">{t('fee.accountNumber')}</dt>
      <dd className="font-mono" data-fee-account>
        {formatBankCard(account.number)}
      </dd>
      <dt className="text-gray-600">{t('fee.reference')}</dt>
      <dd>{joining ? t('fee.referenceJoining') : t('fee.referenceText', { year })}</dd>
    </dl>
  );
}
