/** Upload handling: the purpose's rules, the file's real content, a generated name, the owner. */
import {
  isContentPurpose,
  UPLOAD_RULES,
  uploadProblem,
  type UploadPurpose,
} from '#shared/uploads.ts';
import { hasPermiOr } from '#shared/permissions.ts';
import type { AuthUser, Deps } from '../http/context.ts';
import { AppError, forbidden } from '../http/errors.ts';
import { CODE } from '#shared/constants.ts';
import { detectType, saveFile } from './store.ts';

/** The largest upload any purpose takes, and a little for the form around it. */
export const UPLOAD_LIMIT_BYTES = 21 * 1024 * 1024;

export async function acceptUpload(
  deps: Deps,
  file: File,
  purpose: UploadPurpose,
  uploader: Pick<AuthUser, 'userId' | 'permissions'>,
) {
  if (isContentPurpose(purpose) && !hasPermiOr(uploader.permissions, ['content:item:edit']))
    throw forbidden();
  const rule = UPLOAD_RULES[purpose];
  const problem = uploadProblem(file, rule);
  const params = { types: rule.types.join(', '), size: rule.maxMb };
  if (problem)
    throw new AppError(problem === 'upload.tooLarge' ? 413 : 400, CODE.error, problem, { params });
  const bytes = Buffer.from(await file.arrayBuffer());
  // The extension is a claim; the first bytes are the evidence.
  const type = detectType(bytes, file.name);
  if (!type || !rule.types.includes(type.ext))
    throw new AppError(400, CODE.error, 'upload.wrongFormat', { params });
  const id = await saveFile(deps.db, deps.files, {
    bytes,
    originalName: file.name,
    mime: type.mime,
    ext: type.ext,
    ownerUserId: uploader.userId,
    // A picture in rich text is linked by address from public pages; everything else starts private.
    access: purpose === 'contentImage' ? 'public' : 'owner',
    purpose,
  });
  return {
    id,
    storedName: `${id}.${type.ext}`,
    access: purpose === 'contentImage' ? 'public' : 'owner',
  };
}
