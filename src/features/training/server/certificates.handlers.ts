import type { Context } from 'hono';
import { beijingToday } from '#shared/format.ts';
import { enterpriseOf } from '#server/auth/caller.ts';
import type { AppEnv } from '#server/http/context.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { enforce } from '#server/http/rate-limit.ts';
import { data } from '#server/http/reply.ts';
import { sendFile } from '#server/http/send-file.ts';
import { PDF_TYPE } from '#server/pdf/pdf.ts';
import { issuerOf } from '#features/fees/server/public.ts';
import { trainingCertificatesPdf } from './certificates.pdf.ts';
import * as routes from './certificates.routes.ts';
import * as service from './certificates.service.ts';

/** Where a code is checked: the site's address when set, else the one in use (as members'). */
function verifyUrl(c: Context<AppEnv>) {
  const origin = (c.var.deps.env.PUBLIC_SITE_ORIGIN ?? new URL(c.req.url).origin).replace(
    /\/$/,
    '',
  );
  const prefix = c.var.locale === 'en' ? '/en' : '';
  return (code: string) => `${origin}${prefix}/verify/${code}`;
}

async function pdf(c: Context<AppEnv>, found: service.TrainingCertificate[], id: number) {
  const bytes = await trainingCertificatesPdf(found, issuerOf(c.var.deps.env), verifyUrl(c));
  const name = `${c.var.t('trainreg.certificatesFile')}-${id}.pdf`;
  return sendFile({ body: bytes, type: PDF_TYPE, name });
}

export const issue: Handler<typeof routes.issue> = async (c) => {
  const { db, now } = c.var.deps;
  const counts = await service.issueCertificates(db, c.req.valid('param').id, beijingToday(now()));
  return data(c, counts, 'console.trainings.certificatesIssued');
};

export const deskPdf: Handler<typeof routes.deskPdf> = async (c) => {
  const { id } = c.req.valid('param');
  return pdf(c, await service.trainingCertificates(c.var.deps.db, id), id);
};

export const unitPdf: Handler<typeof routes.unitPdf> = async (c) => {
  const { id } = c.req.valid('param');
  return pdf(c, await service.unitCertificates(c.var.deps.db, enterpriseOf(c), id), id);
};

export const verify: Handler<typeof routes.verify> = async (c) => {
  const { db, now } = c.var.deps;
  // The same budget as the member certificates' check: codes cannot be guessed anyway.
  await enforce(db, { key: `verify:ip:${c.var.clientBucket}`, max: 30, windowMs: 60_000 }, now());
  return data(c, await service.verifyTrainingCertificate(db, c.req.valid('param').code));
};

export const certificatesRouter = newRouter()
  .openapi(routes.deskPdf, deskPdf)
  .openapi(routes.issue, issue)
  .openapi(routes.unitPdf, unitPdf)
  .openapi(routes.verify, verify);
