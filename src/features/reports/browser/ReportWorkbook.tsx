/**
 * The report as a spreadsheet: the template (or the figures filed) to download, and a filled one
 * to import as the draft. A workbook refused says every wrong cell; nothing of it is saved.
 */
import { useStore } from '@nanostores/react';
import { useId, useRef } from 'react';
import type { Translate } from '#i18n/index.ts';
import { downloadReportWorkbook } from './reports.calls.ts';
import { ApiError } from '#client/errors.ts';
import { confirm, toast } from '#client/stores/feedback.ts';
import type { reportDraft } from './report-draft.store.ts';
import type { ReportKind } from '../contract/reports.ts';
import { Button } from '#ui/Button.tsx';

export function ReportWorkbook(props: {
  t: Translate;
  kind: ReportKind;
  period: string;
  draft: ReturnType<typeof reportDraft>;
  locked: boolean;
}) {
  const { t, kind, period, draft, locked } = props;
  const errors = useStore(draft.$importErrors);
  const input = useRef<HTMLInputElement>(null);
  const errorsId = useId();
  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (input.current) input.current.value = '';
    const replace =
      !draft.$dirty.get() ||
      (await confirm({
        title: t('report.xlsx.import'),
        message: t('report.unsavedConfirm'),
        confirmText: t('common.confirm'),
        cancelText: t('common.cancel'),
      }));
    if (!replace) return;
    try {
      await draft.importFile(period, file);
      toast('success', t('report.imported'));
    } catch (err) {
      // The refusal is listed below the buttons (and was said).
      if (!(err instanceof ApiError)) throw err;
    }
  };
  return (
    <div className="space-y-2" data-workbook>
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          variant="secondary"
          onClick={() => void downloadReportWorkbook({ kind, period }).catch(() => undefined)}
        >
          {t('report.xlsx.download')}
        </Button>
        {!locked && (
          <label className="cursor-pointer rounded border border-brand-600 px-4 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-within:ring-2 focus-within:ring-brand-500">
            {t('report.xlsx.import')}
            <input
              ref={input}
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className="sr-only"
              aria-describedby={errors[0] ? errorsId : undefined}
              onChange={(e) => void pick(e.target.files?.[0])}
            />
          </label>
        )}
      </div>
      {errors[0] && (
        <div
          id={errorsId}
          role="alert"
          className="rounded bg-red-50 p-3 text-sm text-red-900"
          data-import-errors
        >
          <p className="font-medium">{t('report.xlsx.errors')}</p>
          <ul className="mt-1 list-disc pl-5">
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
