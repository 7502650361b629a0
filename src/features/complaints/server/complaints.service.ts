/** A complaint sent from the site: kept for the secretariat's inbox (inbox.service.ts). */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { complaintBody } from '../contract/complaints.contract.ts';
import { complaints } from './tables.ts';
import { files } from '#server/files/tables.ts';
import { users } from '#server/auth/tables.ts';
import type { Db } from '#server/db/client.ts';
import { badRequest } from '#server/http/errors.ts';

export async function fileComplaint(
  db: Db,
  p: {
    userId: number;
    enterpriseId: number | null;
    /** The sender's name as the session read it, for an account since renamed or gone. */
    nickName: string;
    body: z.infer<typeof complaintBody>;
  },
): Promise<void> {
  const { body } = p;
  if (body.attachId) {
    // Only a file this user uploaded may be attached.
    const [file] = await db
      .select({ owner: files.ownerUserId })
      .from(files)
      .where(eq(files.id, body.attachId));
    if (!file || file.owner !== p.userId)
      throw badRequest('complaint.attachmentMissing', [
        { field: 'attachId', key: 'complaint.attachmentMissing' },
      ]);
  }
  const [user] = await db
    .select({ nickName: users.nickName })
    .from(users)
    .where(eq(users.id, p.userId));
  await db.insert(complaints).values({
    userId: p.userId,
    enterpriseId: p.enterpriseId,
    unitName: user?.nickName ?? p.nickName,
    name: body.name,
    tel: body.tel,
    content: body.content,
    attachFileId: body.attachId ?? null,
  });
}
