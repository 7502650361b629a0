/** A unit's change or transfer requests: state, reason when rejected, and every step with who and when. */
import type { Locale } from '../../shared/constants.ts';
import { formatDate } from '../../shared/format.ts';
import type { RequestRow } from '../../shared/schemas/request.ts';
import { useTranslations } from '../../i18n/index.ts';

export function RequestHistory({ locale, rows, describe }: { locale: Locale; rows: RequestRow[]; describe: (r: RequestRow) => string }) {
  const t = useTranslations(locale);
  if (rows.length === 0) return <p className="rounded-lg bg-white p-6 text-sm text-gray-500 shadow-sm">{t('request.none')}</p>;
  return (
    <ul className="space-y-4">
      {rows.map((r) => (
        <li key={r.id} className="rounded-lg bg-white p-6 shadow-sm" data-request={r.status}>
          <h2 className="font-semibold">{t('apply.number', { id: r.id })} · <span className="text-brand-700">{t(`request.status.${r.status}`)}</span></h2>
          <p className="mt-1 text-sm text-gray-700">{describe(r)}</p>
          {r.rejectReason && <p className="mt-2 rounded bg-red-50 p-3 text-sm text-red-800">{t('auth.result.rejectReason')}：{r.rejectReason}</p>}
          <ol className="mt-3 space-y-1 text-sm text-gray-600">
            {r.history.map((h, i) => <li key={i}>{formatDate(h.at, 'YYYY-MM-DD HH:mm')} · {h.actor} · {t(`request.status.${h.toStatus}`)}{h.opinion ? ` · ${h.opinion}` : ''}</li>)}
          </ol>
        </li>
      ))}
    </ul>
  );
}
