/** Sending a complaint: the attachment is uploaded first, then the complaint names it. */
import type { z } from 'zod';
import type { complaintBody } from '../contract/complaints.contract.ts';
import { uploadFile } from '#client/files.calls.ts';
import { api } from '#client/client.ts';
import { unwrap } from '#client/unwrap.ts';

export async function submitComplaint(
  data: Pick<z.output<typeof complaintBody>, 'name' | 'tel' | 'content'>,
  file: File | null,
  once: Record<string, string>,
): Promise<void> {
  const attachId = file ? (await uploadFile(file, 'complaint')).fileId : undefined;
  unwrap(
    await api().POST('/system/complaint', {
      headers: once,
      body: {
        name: data.name,
        tel: data.tel,
        content: data.content,
        ...(attachId ? { attachId } : {}),
      },
    }),
  );
}
