/**
 * Stored files: content-checked, saved under a generated name (see storage.ts), addressed by an
 * opaque id. Nobody ever names a path.
 */
import type { FileAccess } from '#shared/vocabulary.ts';
import { createHash, randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { files } from './tables.ts';
import { API_PREFIX } from '#shared/constants.ts';
import { normaliseFileName } from '#shared/text.ts';
import type { FileRef } from '#shared/schemas/file-ref.ts';
import { MIME_OF, type UploadPurpose } from '#shared/uploads.ts';
import type { FileStorage } from './storage.ts';

const isZip = (b: Buffer) => b.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

/** Magic bytes of the kinds we accept; the extension alone proves nothing. */
const SIGNATURES: { mime: string; ext: string[]; test: (b: Buffer) => boolean }[] = [
  {
    mime: 'application/pdf',
    ext: ['pdf'],
    test: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
  },
  {
    mime: 'image/png',
    ext: ['png'],
    test: (b) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    mime: 'image/jpeg',
    ext: ['jpg', 'jpeg'],
    test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  { mime: MIME_OF.gif, ext: ['gif'], test: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  {
    mime: MIME_OF.webp,
    ext: ['webp'],
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  // Office files are zip archives: their first bytes cannot tell them apart, so the name decides.
  ...(['docx', 'xlsx', 'zip'] as const).map((ext) => ({
    mime: MIME_OF[ext],
    ext: [ext],
    test: isZip,
  })),
];

export function detectType(
  bytes: Buffer,
  fileName: string,
): { mime: string; ext: string } | undefined {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  const sig = SIGNATURES.find((s) => s.ext.includes(ext) && s.test(bytes));
  return sig ? { mime: sig.mime, ext } : undefined;
}

export async function saveFile(
  db: Db,
  storage: FileStorage,
  input: {
    bytes: Buffer;
    originalName: string;
    mime: string;
    ext: string;
    ownerUserId?: number | null;
    access: FileAccess;
    purpose?: UploadPurpose;
  },
): Promise<string> {
  const id = randomUUID();
  const storedName = `${id}.${input.ext}`;
  // One transaction: bytes kept in the database never outlive a row that failed (inside a caller's
  // transaction this is a savepoint).
  await db.transaction(async (tx) => {
    await storage.using(tx).put(storedName, input.bytes);
    await tx.insert(files).values({
      id,
      originalName: normaliseFileName(input.originalName),
      storedName,
      mime: input.mime,
      size: input.bytes.length,
      sha256: createHash('sha256').update(input.bytes).digest('hex'),
      ownerUserId: input.ownerUserId ?? null,
      access: input.access,
      purpose: input.purpose ?? null,
    });
  });
  return id;
}

/** Where the browser fetches a file: anonymous for public files, with the bearer token otherwise. */
export function fileUrl(id: string, access: string): string {
  const kind = access === 'public' ? 'anonymity/resource' : 'resource';
  return `${API_PREFIX}/common/download/${kind}?resource=${encodeURIComponent(id)}`;
}

/** File references for many rows in one query. */
export async function fileRefs(db: Db, ids: (string | null)[]): Promise<Map<string, FileRef>> {
  const wanted = [...new Set(ids.filter((x): x is string => !!x))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(files).where(inArray(files.id, wanted));
  return new Map(
    rows.map((r) => [
      r.id,
      { id: r.id, name: r.originalName, size: r.size, mime: r.mime, url: fileUrl(r.id, r.access) },
    ]),
  );
}
