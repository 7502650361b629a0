import { normaliseFileName } from '#shared/text.ts';
import { hasPermi } from '#shared/permissions.ts';
import { mayRead } from '#server/auth/access.ts';
import type { AuthUser } from '#server/http/context.ts';
import { forbidden, notFound, unauthorized } from '#server/http/errors.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { fileUrl } from '#server/files/store.ts';
import type { FileStorage } from '#server/files/storage.ts';
import { acceptUpload } from '#server/files/upload.ts';
import { authOf } from '#server/auth/guard.ts';
import { enforce } from '#server/http/rate-limit.ts';
import { CODE } from '#shared/constants.ts';
import * as routes from './files.routes.ts';
import { type FileRow, fileRow } from './files.service.ts';
import { isNavigation, refusalPage, type Refusal } from '#server/files/refusal-page.ts';
import { sessionFromCookie } from '#server/auth/guard.ts';

/** Why a reader may not have a file: guests may sign in; a member file needs membership. */
function refusalFor(file: FileRow, auth: AuthUser | undefined): Refusal {
  if (!auth) return 'login';
  return file.access === 'member' ? 'member' : 'missing';
}

function allowed(file: FileRow, auth: AuthUser | undefined): boolean {
  if (mayRead(file.access, auth)) return true;
  if (!auth) return false;
  return file.ownerUserId === auth.userId || hasPermi(auth.permissions, 'file:any:read');
}

/**
 * Sends a stored file. Only PDFs and raster images display inline; nothing runs (sandbox CSP),
 * nothing is sniffed, and the name travels percent-encoded in download-filename.
 */
async function send(file: FileRow, storage: FileStorage, asAttachment = false) {
  const inline =
    !asAttachment &&
    (file.mime === 'application/pdf' ||
      file.mime === 'image/png' ||
      file.mime === 'image/jpeg' ||
      file.mime === 'image/svg+xml');
  const encoded = encodeURIComponent(file.originalName);
  const stream = await storage.open(file.storedName);
  // A row whose bytes are gone (a restore without its files): missing, not a broken download.
  if (!stream) throw notFound();
  return new Response(stream, {
    headers: {
      'Content-Type': file.mime,
      'Content-Length': String(file.size),
      'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encoded}`,
      'download-filename': encoded,
      'Access-Control-Expose-Headers': 'download-filename',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': file.access === 'public' ? 'public, max-age=3600' : 'private, no-store',
      ETag: `"${file.sha256.slice(0, 32)}"`,
    },
  });
}

export const upload: Handler<typeof routes.upload> = async (c) => {
  const auth = authOf(c);
  const { file, purpose } = c.req.valid('form');
  const deps = c.var.deps;
  await enforce(
    deps.db,
    { key: `upload:user:${auth.userId}`, max: 60, windowMs: 3600_000 },
    deps.now(),
  );
  const saved = await acceptUpload(deps, file, purpose, auth);
  const url = fileUrl(saved.id, saved.access);
  return c.json(
    {
      code: CODE.ok,
      msg: c.var.t('upload.done'),
      fileId: saved.id,
      url,
      fileName: saved.id,
      newFileName: saved.storedName,
      originalFilename: normaliseFileName(file.name),
    },
    200,
  );
};

export const resource: Handler<typeof routes.resource> = async (c) => {
  const { resource, attachment } = c.req.valid('query');
  const file = await fileRow(c.var.deps.db, resource);
  // A link opened in the tab has no bearer header: the session cookie speaks for it.
  const auth = c.var.auth ?? (await sessionFromCookie(c));
  const refusal = !file ? 'missing' : allowed(file, auth) ? undefined : refusalFor(file, auth);
  if (!file || refusal) {
    if (isNavigation(c)) return refusalPage(c, refusal ?? 'missing');
    // One may not read it: it looks like a missing file, unless signing in would help.
    throw refusal === 'login' ? unauthorized() : refusal === 'member' ? forbidden() : notFound();
  }
  return send(file, c.var.deps.files, attachment === '1');
};

export const anonymousResource: Handler<typeof routes.anonymousResource> = async (c) => {
  const { resource, attachment } = c.req.valid('query');
  const file = await fileRow(c.var.deps.db, resource);
  if (!file || file.access !== 'public') {
    if (isNavigation(c)) return refusalPage(c, 'missing');
    throw notFound();
  }
  return send(file, c.var.deps.files, attachment === '1');
};

export const filesRouter = newRouter()
  .openapi(routes.upload, upload)
  .openapi(routes.resource, resource)
  .openapi(routes.anonymousResource, anonymousResource);
