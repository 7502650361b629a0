/**
 * All notices with their read state; opening one follows the bell's rule: an unread notice is
 * marked read first and shows only once that succeeded.
 */
import { Typed } from '#ui/Typed.tsx';
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '#shared/constants.ts';
import type { NoticeRow } from '../contract/notices.contract.ts';
import { useTranslations } from '#i18n/index.ts';
import { $openNotice, openNotice } from './notices.store.ts';
import { listNotices } from './notices.calls.ts';
import { formatDate } from '#shared/format.ts';
import { useReady } from '#ui/useReady.ts';

export default function MessageList({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  const ready = useReady();
  const opened = useStore($openNotice);
  const [rows, setRows] = useState<NoticeRow[]>();
  useEffect(() => {
    if (ready && !opened)
      void listNotices(1, 50)
        .then((d) => setRows(d.rows))
        .catch(() => setRows([]));
  }, [ready, opened]);
  if (!ready || !rows) return <p className="text-gray-500">{t('common.loading')}</p>;
  return (
    <ul className="divide-y divide-gray-100 rounded-lg bg-white shadow-sm">
      {rows.length === 0 && <li className="p-6 text-sm text-gray-500">{t('notice.none')}</li>}
      {rows.map((n) => (
        <li key={n.id}>
          <button
            type="button"
            onClick={() => void openNotice(n).catch(() => undefined)}
            className="flex w-full items-baseline gap-3 px-5 py-3 text-left hover:bg-brand-50"
            data-read={n.readState}
          >
            {n.readState === '0' && (
              <span
                className="h-2 w-2 shrink-0 rounded-full bg-red-600"
                role="img"
                aria-label={t('notice.unreadMark')}
              />
            )}
            <span className={`flex-1 ${n.readState === '0' ? 'font-semibold' : ''}`}>
              {/* A notice written in Chinese only shows as written, and says so. */}
              <Typed text={n.noticeTitle} />
            </span>
            <span className="text-xs text-gray-500">
              {/* As the server names the sender: in Chinese for now, whatever the reader's language. */}
              <span data-notice-sender>{n.sendUser}</span> · {formatDate(n.sendTime)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
