/** Uploads and downloads of stored files; blobs on success, the error envelope otherwise. */
import { createRoute } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { UPLOAD_PURPOSES } from '#shared/uploads.ts';
import { envelope } from '#shared/schemas/envelope.ts';
import { requirePermission } from '#server/auth/guard.ts';
import { errorResponse } from '#shared/schemas/envelope.ts';
import { bearer, jsonResponses } from '#server/http/openapi.ts';

const tags = ['files'];

/** The family's upload answer {code, msg, url, fileName, newFileName, originalFilename}, plus the opaque id. */
export const uploadResponse = envelope.extend({
  fileId: z.string(),
  url: z.string(),
  fileName: z.string(),
  newFileName: z.string(),
  originalFilename: z.string(),
});
/**
 * The file's opaque id; its stored name (id and extension, the upload's newFileName) works too, so
 * an upload answer's fileName can be passed straight back, as the family's clients do.
 */
const resourceQuery = z.object({
  resource: z
    .string()
    .trim()
    .regex(/^[0-9a-f-]{36}(\.[a-z0-9]{1,5})?$/, { error: 'error.http.404' })
    .transform((v) => v.slice(0, 36)),
  /** 1: save the file instead of showing it in the tab. */
  attachment: z.enum(['1']).optional(),
});
const errors = Object.fromEntries(
  (
    [
      [400, 'Invalid id'],
      [401, 'Not signed in'],
      [403, 'Not allowed'],
      [404, 'No such file'],
      [500, 'Server error'],
    ] as const
  ).map(([code, description]) => [
    code,
    { description, content: { 'application/json': { schema: errorResponse } } },
  ]),
);
const blob = {
  200: {
    description: 'The file; its name is in the download-filename header',
    content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
  },
  ...errors,
};

export const resource = createRoute({
  method: 'get',
  path: '/common/download/resource',
  tags,
  security: bearer,
  summary: 'A stored file the caller may read (its owner, its access level, or file:any:read)',
  request: { query: resourceQuery },
  responses: blob,
});

export const anonymousResource = createRoute({
  method: 'get',
  path: '/common/download/anonymity/resource',
  tags,
  summary: 'A public stored file, without a session',
  request: { query: resourceQuery },
  responses: blob,
});

const uploadForm = z.object({
  file: z
    .custom<File>((v) => v instanceof File, { error: 'upload.failed' })
    .openapi({ type: 'string', format: 'binary' }),
  purpose: z.enum(UPLOAD_PURPOSES).default('attachment'),
});

export const upload = createRoute({
  method: 'post',
  path: '/common/upload',
  tags,
  security: bearer,
  middleware: [requirePermission('file:own:upload')] as const,
  summary: 'Upload one file (field "file"); kinds and sizes follow the purpose; content is checked',
  request: { body: { required: true, content: { 'multipart/form-data': { schema: uploadForm } } } },
  responses: jsonResponses(uploadResponse),
});
