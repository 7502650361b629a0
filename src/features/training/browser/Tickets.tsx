/**
 * The tickets of a confirmed registration on the centre's page: one card per attendee with its QR
 * code (drawn from the server's path: no image to load) and the code in words, and the PDF.
 */
import { useEffect, useState } from 'react';
import type { Locale } from '#shared/constants.ts';
import { useTranslations } from '#i18n/index.ts';
import { Button } from '#ui/Button.tsx';
import { Typed } from '#ui/Typed.tsx';
import { downloadTickets, type TicketView, ticketsOf } from './training.calls.ts';

export function QrCode({ qr, label }: { qr: TicketView['qr']; label: string }) {
  const side = qr.size + 8;
  return (
    <svg
      viewBox={`-4 -4 ${side} ${side}`}
      role="img"
      aria-label={label}
      className="h-44 w-44 max-w-full bg-white"
      shapeRendering="crispEdges"
    >
      <path d={qr.path} fill="#000" />
    </svg>
  );
}

export function Tickets({
  locale,
  registrationId,
  title,
}: {
  locale: Locale;
  registrationId: number;
  title: string;
}) {
  const t = useTranslations(locale);
  const [tickets, setTickets] = useState<TicketView[]>();
  useEffect(() => {
    void ticketsOf(registrationId)
      .then(setTickets)
      .catch(() => setTickets([]));
  }, [registrationId]);
  if (!tickets) return <p className="text-sm text-gray-500">{t('common.loading')}</p>;
  return (
    <section aria-label={t('trainreg.ticketsOf', { title })} className="w-full space-y-3 pt-2">
      <p className="text-sm text-gray-600">{t('trainreg.ticketHint')}</p>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {tickets.map((ticket) => (
          <li
            key={ticket.attendee}
            className="flex min-w-0 flex-col items-center gap-2 rounded border border-gray-200 p-3"
            data-ticket={ticket.attendee}
          >
            <QrCode qr={ticket.qr} label={`${t('trainreg.ticketCode')} ${ticket.name}`} />
            <span className="font-medium">
              <Typed text={ticket.name} />
            </span>
            <code className="max-w-full break-all text-xs text-gray-500">{ticket.code}</code>
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={() => void downloadTickets(registrationId)}>
        {t('trainreg.ticketsPdf')}
      </Button>
    </section>
  );
}
