import { done } from '#server/http/reply.ts';
import { authOf } from '#server/auth/guard.ts';
import { enforce } from '#server/http/rate-limit.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import * as routes from './complaints.routes.ts';
import { fileComplaint } from './complaints.service.ts';

export const createComplaint: Handler<typeof routes.createComplaint> = async (c) => {
  const auth = authOf(c);
  const { db, now } = c.var.deps;
  await enforce(db, { key: `complaint:user:${auth.userId}`, max: 20, windowMs: 3600_000 }, now());
  await fileComplaint(db, {
    userId: auth.userId,
    enterpriseId: auth.enterpriseId,
    nickName: auth.nickName,
    body: c.req.valid('json'),
  });
  return done(c, 'complaint.success');
};

export const complaintRouter = newRouter().openapi(routes.createComplaint, createComplaint);
