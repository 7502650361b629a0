/**
 * The member list from a spreadsheet: the template to download, the filled one to send. A list
 * refused names every wrong cell (row, column, why) and nothing of it is saved; a list taken
 * answers the units made and each new account's one-time setup link, sent by text message or
 * listed here for the secretariat to hand out (never a password). Sent again, it makes nothing.
 */
import { useId, useRef, useState } from 'react';
import { formatDate } from '#shared/format.ts';
import { ApiError } from '#client/errors.ts';
import { toast } from '#client/stores/feedback.ts';
import { Button } from '#ui/Button.tsx';
import { useConsole } from '#ui/console/context.ts';
import { Panel } from '#ui/console/Panel.tsx';
import type { ConsolePageProps } from '#ui/console/page.ts';
import {
  downloadMemberListTemplate,
  importMemberList,
  type MemberListOutcome,
} from './import.calls.ts';

export default function MemberListPage({ page }: ConsolePageProps) {
  const { t } = useConsole();
  const [delivery, setDelivery] = useState<'sms' | 'list'>('list');
  const [errors, setErrors] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<MemberListOutcome>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const errorsId = useId();
  const send = async (file: File | undefined) => {
    if (!file) return;
    if (input.current) input.current.value = '';
    setBusy(true);
    setErrors([]);
    setOutcome(undefined);
    try {
      const answer = await importMemberList(file, delivery);
      setOutcome(answer);
      toast(
        'success',
        answer.unchanged ? t('console.memberList.unchanged') : t('console.memberList.imported'),
      );
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setErrors(err.body?.errors?.map((e) => e.msg) ?? [err.body?.msg ?? err.message]);
    } finally {
      setBusy(false);
    }
  };
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <Panel title={page.title}>
      <div className="mt-4 space-y-4 text-sm">
        <p className="text-gray-600">{t('console.memberList.intro')}</p>
        <fieldset className="space-y-1">
          <legend className="font-medium text-gray-800">{t('console.memberList.delivery')}</legend>
          {(['list', 'sms'] as const).map((d) => (
            <label key={d} className="flex items-center gap-2">
              {/* 24 px square, in pixels: in rem it shrinks with the console's size (mini by default) below the 24 px a target needs (WCAG 2.2 target size). */}
              <input
                type="radio"
                className="size-[24px] shrink-0"
                name="delivery"
                checked={delivery === d}
                onChange={() => setDelivery(d)}
              />
              {d === 'list' ? t('console.memberList.byList') : t('console.memberList.bySms')}
            </label>
          ))}
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <Button
            variant="secondary"
            onClick={() => void downloadMemberListTemplate().catch(() => undefined)}
          >
            {t('console.memberList.template')}
          </Button>
          <label
            className={`cursor-pointer rounded border border-brand-600 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50 focus-within:ring-2 focus-within:ring-brand-500 ${busy ? 'opacity-60' : ''}`}
          >
            {busy ? t('console.memberList.reading') : t('console.memberList.send')}
            <input
              ref={input}
              type="file"
              disabled={busy}
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className="sr-only"
              aria-describedby={errors[0] ? errorsId : undefined}
              onChange={(e) => void send(e.target.files?.[0])}
            />
          </label>
        </div>
        {errors[0] && (
          <div id={errorsId} role="alert" className="rounded bg-red-50 p-3 text-red-900">
            <p className="font-medium">{t('console.memberList.errors')}</p>
            <ul className="mt-1 list-disc pl-5">
              {errors.map((e) => (
                <li key={e} className="break-words">
                  {e}
                </li>
              ))}
            </ul>
          </div>
        )}
        {outcome && (
          <section aria-label={t('console.memberList.result')} className="space-y-2">
            <p>
              {t('console.memberList.counts', {
                rows: outcome.rows,
                created: outcome.created,
                already: outcome.alreadyHere,
              })}
            </p>
            {outcome.setupLinks.length > 0 && (
              <>
                <p className="text-gray-600">{t('console.memberList.handOut')}</p>
                <ul className="divide-y rounded border">
                  {outcome.setupLinks.map((l) => (
                    <li key={l.row} className="space-y-1 p-2">
                      <p className="font-medium">
                        {l.unitName} · {l.phone}
                      </p>
                      {l.sentBySms ? (
                        <p className="text-gray-600">{t('console.memberList.sent')}</p>
                      ) : (
                        <p className="break-all font-mono text-xs">{`${origin}${l.setupPath}`}</p>
                      )}
                      <p className="text-gray-500 text-xs">
                        {t('console.memberList.until', { day: formatDate(l.expiresAt) })}
                      </p>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
        )}
      </div>
    </Panel>
  );
}
