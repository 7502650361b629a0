/**
 * How long the unit's membership runs, or since when it is in its grace or has lapsed; away from
 * the fee page it links there, where the renewal is made.
 */
import type { Locale } from '#shared/constants.ts';
import { localePath } from '#shared/routes.ts';
import { useTranslations } from '#i18n/index.ts';
import type { feeStatement } from './fees.calls.ts';

type Statement = Awaited<ReturnType<typeof feeStatement>>;

export function TermStatus({
  locale,
  statement,
  linked = false,
}: {
  locale: Locale;
  statement: Statement;
  linked?: boolean;
}) {
  const t = useTranslations(locale);
  const { standing, until, graceEnd } = statement.term;
  if (!standing || !until) return null;
  const tone =
    standing === 'member'
      ? 'bg-green-50 text-green-900'
      : standing === 'transferred'
        ? 'bg-gray-100 text-gray-800'
        : 'bg-amber-50 text-amber-900';
  return (
    <p className={`rounded-lg p-4 text-sm ${tone}`} role="status" data-standing={standing}>
      {t(`payfee.term.${standing}`, { until, graceEnd, year: statement.year })}
      {linked && (standing === 'grace' || standing === 'lapsed') && (
        <>
          {' '}
          <a className="underline" href={localePath(locale, '/center/payfee')}>
            {t('center.menu.payfee')}
          </a>
        </>
      )}
    </p>
  );
}
