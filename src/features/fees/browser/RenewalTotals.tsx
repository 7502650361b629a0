/** Units and yuan in each state of the year on show; a state's card narrows the list to it. */
import { useStore } from '@nanostores/react';
import { RENEWAL_STATES } from '#shared/vocabulary.ts';
import { formatAmount } from '#shared/format.ts';
import { $renewalTotals, renewals } from './renewals.store.ts';
import { useConsole } from '#ui/console/context.ts';

export function RenewalTotals() {
  const { t } = useConsole();
  const totals = useStore($renewalTotals);
  const chosen = useStore(renewals.$filters).state;
  if (!totals) return null;
  return (
    <ul
      className="grid grid-cols-2 gap-2 sm:grid-cols-5"
      aria-label={t('console.renewals.stateFilter')}
    >
      {RENEWAL_STATES.map((state) => {
        const total = totals.totals[state];
        return (
          <li key={state}>
            <button
              type="button"
              aria-pressed={chosen === state}
              onClick={() => void renewals.filter({ state: chosen === state ? '' : state })}
              className={`w-full rounded border p-2 text-left text-sm ${
                chosen === state ? 'border-brand-600 bg-brand-50' : 'border-gray-200 bg-white'
              }`}
            >
              <span className="block text-gray-600">{t(`console.renewals.state.${state}`)}</span>
              <strong className="block text-lg">
                {t('console.renewals.totalUnits', { units: total?.units ?? 0 })}
              </strong>
              <span className="block text-gray-700">
                {t('console.renewals.totalAmount', { amount: formatAmount(total?.amount ?? 0) })}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
