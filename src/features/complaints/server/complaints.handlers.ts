import { done } from '#server/http/reply.ts';
import { eq } from 'drizzle-orm';
import { complaints } from './tables.ts';
import { files } from '#server/files/tables.ts';
import { users } from '#server/auth/tables.ts';
import { authOf } from '#server/auth/guard.ts';
import { badRequest } from '#server/http/errors.ts';
import { enforce } from '#server/http/rate-limit.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import * as routes from './complaints.routes.ts';

export const createComplaint: Handler<typeof routes.createComplaint> = async (c) => {
  const auth = authOf(c);
  const body = c.req.valid('json');
  const { db, now } = c.var.deps;
  await enforce(db, { key: `complaint:user:${auth.userId}`, max: 20, windowMs: 3600_000 }, now());
  if (body.attachId) {
    // Only a file this user uploaded may be attached.
    const [file] = await db
      .select({ owner: files.ownerUserId })
      .from(files)
      .where(eq(files.id, body.attachId));
    if (!file || file.owner !== auth.userId)
      throw badRequest('complaint.attachmentMissing', [
        { field: 'attachId', key: 'complaint.attachmentMissing' },
      ]);
  }
  const [user] = await db
    .select({ nickName: users.nickName })
    .from(users)
    .where(eq(users.id, auth.userId));
  await db.insert(complaints).values({
    userId: auth.userId,
    enterpriseId: auth.enterpriseId,
    unitName: user?.nickName ?? auth.nickName,
    name: body.name,
    tel: body.tel,
    content: body.content,
    attachFileId: body.attachId ?? null,
  });
  return done(c, 'complaint.success');
};

export const complaintRouter = newRouter().openapi(routes.createComplaint, createComplaint);
