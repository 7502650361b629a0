/** A unit's change or transfer requests, and the hook that loads them. */
import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '#shared/constants.ts';
import type { RequestKind, RequestRow } from '../contract/requests.contract.ts';
import { useTranslations } from '#i18n/index.ts';
import { myRequests } from './requests.calls.ts';
import { WorkflowItem } from '#ui/WorkflowItem.tsx';
import { useReady } from '#ui/useReady.ts';

/** The unit's requests of a kind once the session is known; `open` when one is still under review. */
export function useRequests(kind: RequestKind) {
  const ready = useReady();
  const [rows, setRows] = useState<RequestRow[]>();
  const reload = useCallback(
    () =>
      void myRequests(kind)
        .then(setRows)
        .catch(() => setRows([])),
    [kind],
  );
  useEffect(() => (ready ? reload() : undefined), [ready, reload]);
  const open = rows?.some((r) => r.status === 'secretariat' || r.status === 'council') ?? false;
  return { ready, rows, reload, open };
}

export function RequestHistory({
  locale,
  rows,
  describe,
}: {
  locale: Locale;
  rows: RequestRow[];
  describe: (r: RequestRow) => string;
}) {
  const t = useTranslations(locale);
  if (rows.length === 0)
    return (
      <p className="rounded-lg bg-white p-6 text-sm text-gray-500 shadow-sm">{t('request.none')}</p>
    );
  return (
    <div className="space-y-4">
      {rows.map((r) => (
        <WorkflowItem
          key={r.id}
          t={t}
          id={r.id}
          status={r.status}
          statusKeys="request.status."
          rejectReason={r.rejectReason}
          history={r.history}
        >
          <p className="mt-1 text-sm text-gray-700">{describe(r)}</p>
        </WorkflowItem>
      ))}
    </div>
  );
}
