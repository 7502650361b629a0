/** Uploads one file through /common/upload (multipart, field "file"). */
import type { UploadPurpose } from '../../shared/uploads.ts';
import { api } from '../client.ts';

export async function uploadFile(file: File, purpose: UploadPurpose) {
  const body = new FormData();
  body.append('file', file);
  body.append('purpose', purpose);
  const { data } = await api.POST('/common/upload', { body: body as never, bodySerializer: (b: unknown) => b as FormData });
  return data!;
}
