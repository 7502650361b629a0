import { enterpriseOf } from '#server/auth/caller.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { list } from '#server/http/reply.ts';
import { sendFile } from '#server/http/send-file.ts';
import { PDF_TYPE } from '#server/pdf/pdf.ts';
import { issuerOf } from '#features/fees/server/public.ts';
import { qrShape } from './qr.ts';
import { badgesPdf, ticketsPdf } from './tickets.pdf.ts';
import * as routes from './tickets.routes.ts';
import { trainingTickets, unitTickets } from './tickets.service.ts';

export const tickets: Handler<typeof routes.tickets> = async (c) => {
  const { db, env } = c.var.deps;
  const found = await unitTickets(db, env.APP_SECRET, enterpriseOf(c), c.req.valid('param').id);
  const rows = found.map((t) => ({
    attendee: t.attendee,
    name: t.name,
    code: t.code,
    qr: qrShape(t.code),
  }));
  return list(c, { rows, total: rows.length });
};

export const ticketsFile: Handler<typeof routes.ticketsPdf> = async (c) => {
  const { db, env } = c.var.deps;
  const { id } = c.req.valid('param');
  const found = await unitTickets(db, env.APP_SECRET, enterpriseOf(c), id);
  const pdf = await ticketsPdf(found, issuerOf(env));
  return sendFile({
    body: pdf,
    type: PDF_TYPE,
    name: `${c.var.t('trainreg.ticketsFile')}-${id}.pdf`,
  });
};

export const badges: Handler<typeof routes.badges> = async (c) => {
  const { db, env } = c.var.deps;
  const { id } = c.req.valid('param');
  const found = await trainingTickets(db, env.APP_SECRET, id);
  const pdf = await badgesPdf(found, issuerOf(env));
  return sendFile({
    body: pdf,
    type: PDF_TYPE,
    name: `${c.var.t('console.trainings.badgesFile')}-${id}.pdf`,
  });
};

// The PDF's longer path is declared before the list it extends.
export const ticketsRouter = newRouter()
  .openapi(routes.ticketsPdf, ticketsFile)
  .openapi(routes.tickets, tickets)
  .openapi(routes.badges, badges);
