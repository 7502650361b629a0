import { beijingToday } from '#shared/format.ts';
import { enterpriseOf } from '#server/auth/caller.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { enforce } from '#server/http/rate-limit.ts';
import { data } from '#server/http/reply.ts';
import { PDF_TYPE } from '#server/pdf/pdf.ts';
import { sendFile } from '#server/http/send-file.ts';
import { issuerOf } from '#features/fees/server/public.ts';
import { certificatePdf } from './certificate.pdf.ts';
import * as routes from './certificates.routes.ts';
import * as service from './certificates.service.ts';

export const downloadCertificate: Handler<typeof routes.download> = async (c) => {
  const { db, env, now } = c.var.deps;
  const cert = await service.certificateOf(db, enterpriseOf(c), beijingToday(now()));
  // The site's configured address; else the one the member is using (behind a proxy that ends
  // TLS it would be the inner one: production sets PUBLIC_SITE_ORIGIN).
  const origin = (env.PUBLIC_SITE_ORIGIN ?? new URL(c.req.url).origin).replace(/\/$/, '');
  const prefix = c.var.locale === 'en' ? '/en' : '';
  const pdf = await certificatePdf(cert, issuerOf(env), `${origin}${prefix}/verify/${cert.code}`);
  const name = `${c.var.t('certificate.fileName')}-${cert.code}.pdf`;
  return sendFile({ body: pdf, type: PDF_TYPE, name });
};

export const verifyCertificate: Handler<typeof routes.verify> = async (c) => {
  const { db, now } = c.var.deps;
  // Codes cannot be guessed, but nobody needs to check more than a few a minute.
  await enforce(db, { key: `verify:ip:${c.var.clientBucket}`, max: 30, windowMs: 60_000 }, now());
  const answer = await service.verifyCertificate(
    db,
    c.req.valid('param').code,
    beijingToday(now()),
  );
  return data(c, answer);
};

export const certificatesRouter = newRouter()
  .openapi(routes.download, downloadCertificate)
  .openapi(routes.verify, verifyCertificate);
