/** Uploads one file through /common/upload (multipart, field "file"). */
import type { UploadPurpose } from '#shared/uploads.ts';
import { api } from '../client.ts';

export async function uploadFile(file: File, purpose: UploadPurpose) {
  const body = new FormData();
  body.append('file', file);
  body.append('purpose', purpose);
  const { data } = await api.POST('/common/upload', {
    body: body as never,
    bodySerializer: (b: unknown) => b as FormData,
  });
  return data!;
}

/**
 * Opens a stored file in a new tab. The download needs the bearer token, which a plain link does
 * not send, so the file is fetched through the client and shown from memory.
 */
export async function openFile(fileId: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { data } = await api.GET('/common/download/resource', {
      params: { query: { resource: fileId } },
      parseAs: 'blob',
    });
    const url = URL.createObjectURL(data as unknown as Blob);
    if (tab) tab.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (err) {
    tab?.close();
    throw err;
  }
}
