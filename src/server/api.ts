/** The /prod-api application: every feature router behind the shared middleware. */
import { CODE } from '#shared/constants.ts';
import { addConsoleWords } from '#i18n/console.ts';
import { addServerWords } from '#i18n/server.ts';
import { authenticate } from './auth/guard.ts';
import { authRouter } from '#features/account/server/auth.handlers.ts';
import { myDataRouter } from '#features/my-data/server/mydata.handlers.ts';
import { myPeopleRouter } from '#features/my-people/server/public.ts';
import { accountRouter } from '#features/account/server/account.handlers.ts';
import { systemRouter } from '#features/system/server/system.handlers.ts';
import { contentRouter } from '#features/content/server/content.handlers.ts';
import { catalogRouter } from '#features/content/server/catalog.handlers.ts';
import { searchRouter } from '#features/search/server/search.handlers.ts';
import { findDraftsWith } from '#features/search/server/public.ts';
import { draftsTitled, whenContentSaved } from '#features/content/server/public.ts';
import { seatsSavedAsContent } from '#features/training/server/waitlist.service.ts';
import { filesRouter } from '#features/files/server/files.handlers.ts';
import type { Deps } from './http/context.ts';
import { duplicateGuard } from './http/duplicate-guard.ts';
import { refuseNul } from './http/input-guard.ts';
import { idempotency } from './http/idempotency.ts';
import { AddressBudget, type PublicCache, publicReads } from './site/public-reads.ts';
import { basics, setAnswerHeader } from './http/middleware.ts';
import { requestLog } from './http/log.ts';
import { newRouter } from './http/openapi.ts';
import { onError } from './http/on-error.ts';
import { diskGuard } from './http/disk-guard.ts';
import { filesDir } from './files/storage.ts';
import { limitBody } from './http/body-limit.ts';
import { UPLOAD_LIMIT_BYTES } from './files/upload.ts';
import { complaintRouter } from '#features/complaints/server/complaints.handlers.ts';
import { editorRouter } from '#features/content/server/editor.handlers.ts';
import { noticeRouter } from '#features/notices/server/notices.handlers.ts';
import { membershipRouter } from '#features/membership/server/membership.handlers.ts';
import { setMembership } from '#features/membership/server/public.ts';
import { reportsRouter } from '#features/reports/server/reports.handlers.ts';
import { trainingRouter } from '#features/training/server/training.handlers.ts';
import { requestsRouter } from '#features/requests/server/requests.handlers.ts';
import { governingRouter } from '#features/governing/server/governing.handlers.ts';
import { governanceRouter } from '#features/governance/server/governance.handlers.ts';
import { surveysRouter } from '#features/surveys/server/surveys.handlers.ts';
import { manuscriptsRouter } from '#features/manuscripts/server/manuscripts.handlers.ts';
import { registrationRouter } from '#features/registration/server/registration.handlers.ts';
import { dossierRouter } from '#features/dossier/server/dossier.handlers.ts';
import { feesRouter } from '#features/fees/server/fees.handlers.ts';
import { joiningFees } from '#features/fees/server/public.ts';
import { renewalsRouter } from '#features/fees/server/renewals.handlers.ts';
import { certificatesRouter } from '#features/certificates/server/certificates.handlers.ts';
import { statisticsRouter } from '#features/statistics/server/statistics.handlers.ts';
import { profileRouter } from '#features/profile/server/profile.handlers.ts';
import { mailPreferencesRouter } from '#features/mail-preferences/server/mail-preferences.handlers.ts';
import { consentGate, privacyRouter } from '#features/privacy/server/public.ts';
import { siteEditingRouter } from '#features/site/server/site.handlers.ts';
import { buildsRouter } from '#features/site/server/builds.handlers.ts';
import { auditTrail } from './audit/audit-trail.ts';
import { auditRouter } from '#features/audit/server/audit.handlers.ts';
import { importRouter } from '#features/import/server/import.handlers.ts';
import { directoryRouter } from '#features/directory/server/directory.handlers.ts';
import { erasureRouter } from '#features/erasure/server/erasure.handlers.ts';
import { broadcastRouter } from '#features/notices/server/broadcast.handlers.ts';
import { inboxRouter } from '#features/complaints/server/inbox.handlers.ts';
import { staffRouter } from '#features/staff/server/staff.handlers.ts';
import { staffUnlockRouter } from '#features/staff/server/staff-unlock.ts';
import { sessionsRouter } from '#features/sessions/server/sessions.handlers.ts';
import { settingsRouter } from '#features/settings/server/settings.handlers.ts';
import { attendanceRouter } from '#features/training/server/attendance.handlers.ts';
import { ticketsRouter } from '#features/training/server/tickets.handlers.ts';
import { checkinRouter } from '#features/training/server/checkin.handlers.ts';
import { certificatesRouter as trainingCertificatesRouter } from '#features/training/server/certificates.handlers.ts';

/** Writes the client sends without the duplicate guard. */
const GUARD_EXEMPT = new Set(['/prod-api/login', '/prod-api/logout']);

export function createApi(
  deps: Deps,
  opts: { describe?: boolean; publicReads?: { cache: PublicCache; buildToken: string } } = {},
) {
  // The server answers in every area's words, the console's included (its menu, for one).
  addConsoleWords();
  addServerWords();
  const api = newRouter();
  api.use('*', basics(deps));
  api.use('*', requestLog(deps.env?.LOG_FORMAT === 'json'));
  api.use('*', async (c, next) => {
    await next();
    // JSON answers are never documents: nothing in them may run or be framed.
    if (!c.res.headers.has('Content-Security-Policy'))
      setAnswerHeader(c, 'Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    setAnswerHeader(c, 'X-Content-Type-Options', 'nosniff');
    if (!c.res.headers.has('Cache-Control')) setAnswerHeader(c, 'Cache-Control', 'no-store');
  });
  // JSON bodies stay small; only the upload call takes files.
  const jsonLimit = limitBody(1024 * 1024);
  const uploadLimit = limitBody(UPLOAD_LIMIT_BYTES);
  // A GET has no body to limit; asking would build the full Request object for nothing.
  api.use('*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD'
      ? next()
      : c.req.path === '/prod-api/common/upload'
        ? uploadLimit(c, next)
        : jsonLimit(c, next),
  );
  if (deps.env?.DISK_RESERVE_MB)
    api.use(
      '*',
      diskGuard([deps.env.DATA_DIR, filesDir(deps.env.DATA_DIR)], deps.env.DISK_RESERVE_MB),
    );
  api.use('*', refuseNul);
  api.use('*', authenticate);
  api.use('*', consentGate);
  if (opts.publicReads) {
    const { cache, buildToken } = opts.publicReads;
    const budget = new AddressBudget(deps.env.PUBLIC_READS_PER_MINUTE);
    api.use('*', publicReads(cache, budget, buildToken));
  }
  api.use('*', auditTrail);
  api.use('*', idempotency);
  api.use(
    '*',
    duplicateGuard((path) => GUARD_EXEMPT.has(path)),
  );
  // The staff search finds drafts, which content keeps (content writes the search index).
  findDraftsWith(draftsTitled);
  // A training's seats raised in the content editor promote its waitlist, as the desk's change does.
  whenContentSaved('training', seatsSavedAsContent);
  // One folder per feature; each router declares its own paths (and so its part of the OpenAPI description).
  const features = [
    authRouter,
    accountRouter,
    systemRouter,
    contentRouter,
    catalogRouter,
    searchRouter,
    filesRouter,
    complaintRouter,
    siteEditingRouter,
    buildsRouter,
    editorRouter(),
    noticeRouter,
    registrationRouter,
    dossierRouter,
    feesRouter,
    renewalsRouter,
    certificatesRouter,
    statisticsRouter,
    profileRouter,
    mailPreferencesRouter,
    privacyRouter,
    membershipRouter(joiningFees),
    reportsRouter,
    trainingRouter,
    attendanceRouter,
    ticketsRouter,
    checkinRouter,
    trainingCertificatesRouter,
    requestsRouter(setMembership),
    governingRouter,
    governanceRouter,
    surveysRouter,
    manuscriptsRouter,
    auditRouter,
    importRouter,
    directoryRouter,
    erasureRouter,
    broadcastRouter,
    inboxRouter,
    myDataRouter,
    myPeopleRouter,
    staffRouter,
    staffUnlockRouter,
    sessionsRouter,
    settingsRouter,
  ];
  for (const feature of features) api.route('/', feature);
  api.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
  });
  if (opts.describe) {
    // Read-only description for developers; never a console that can write. Made when first
    // asked for: it takes a fifth of a second of every start, and few starts are ever asked.
    let doc: ReturnType<typeof openApiDocument> | undefined;
    api.get('/openapi.json', (c) => {
      doc ??= openApiDocument(api);
      return c.json(doc);
    });
  }
  // Unknown API paths answer here and never fall through to the pages.
  api.all('*', (c) => c.json({ code: CODE.notFound, msg: c.var.t('error.http.404') }, 404));
  api.onError(onError);
  return api;
}

export function openApiDocument(api: ReturnType<typeof newRouter>) {
  return api.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Association website and member portal API',
      version: '1.0.0',
      description:
        'RuoYi-compatible envelopes: {code, msg, data}, lists {code, msg, rows, total}, login {code, msg, token}.',
    },
    servers: [{ url: '/prod-api' }],
  });
}
