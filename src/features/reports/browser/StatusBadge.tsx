/** A report's state in words and colour: not started, draft, submitted, sent back. */
import type { Locale } from '#shared/constants.ts';
import type { ReportStatus } from '../contract/reports.ts';
import { useTranslations } from '#i18n/index.ts';

const COLOURS: Record<ReportStatus | 'none', string> = {
  none: 'bg-gray-100 text-gray-700',
  draft: 'bg-amber-100 text-amber-900',
  submitted: 'bg-green-100 text-green-800',
  returned: 'bg-red-100 text-red-800',
};

export function StatusBadge({
  locale,
  status,
}: {
  locale: Locale;
  status: ReportStatus | null | undefined;
}) {
  const t = useTranslations(locale);
  const s = status ?? 'none';
  return (
    <span
      data-report-status={s}
      className={`inline-block rounded px-2 py-1 text-xs font-medium ${COLOURS[s]}`}
    >
      {t(`report.status.${s}`)}
    </span>
  );
}
