/** Files: upload one through /common/upload (multipart, field "file"), or open a stored one. */
import type { UploadPurpose } from '#shared/uploads.ts';
import { api } from './client.ts';
import { formBody, sendFormAsIs } from './multipart.ts';
import { unwrap } from './unwrap.ts';

export async function uploadFile(file: File, purpose: UploadPurpose) {
  const body = new FormData();
  body.append('file', file);
  body.append('purpose', purpose);
  return unwrap(
    await api().POST('/common/upload', {
      body: formBody(body),
      bodySerializer: sendFormAsIs,
    }),
  );
}

/**
 * Opens a stored file in a new tab. The download needs the bearer token, which a plain link does
 * not send, so the file is fetched through the client and shown from memory.
 */
export async function openFile(fileId: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = unwrap(
      await api().GET('/common/download/resource', {
        params: { query: { resource: fileId } },
        parseAs: 'blob',
      }),
    );
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (err) {
    tab?.close();
    throw err;
  }
}
