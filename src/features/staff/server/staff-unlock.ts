/**
 * Staff cannot lift a login wait with a phone code as members do (a phone on a staff profile
 * opens nothing). An administrator lifts it for them (the password stays; a forgotten one is
 * replaced through the setup link of /console/staff/{id}/reset, which lifts the waits too).
 * Below the administrator, never for an account that is the administrator's to manage.
 */
import { createRoute } from '@hono/zod-openapi';
import { envelope } from '#shared/schemas/envelope.ts';
import { idParams } from '#shared/schemas/params.ts';
import { authOf, requirePermission } from '#server/auth/guard.ts';
import { bearer, jsonResponses, newRouter, type Handler } from '#server/http/openapi.ts';
import { done } from '#server/http/reply.ts';
import { unlockStaffLogin } from './staff.service.ts';

export const unlockStaffRoute = createRoute({
  method: 'post',
  path: '/console/staff/{id}/unlock',
  tags: ['staff'],
  security: bearer,
  middleware: requirePermission('system:user:manage'),
  summary: 'Administrators: lift every login wait of a staff account; its password stays',
  request: { params: idParams },
  responses: jsonResponses(envelope),
});

export const unlockStaff: Handler<typeof unlockStaffRoute> = async (c) => {
  const { db, now } = c.var.deps;
  await unlockStaffLogin(db, c.req.valid('param').id, authOf(c), now());
  return done(c, 'console.staff.unlockedDone');
};

export const staffUnlockRouter = newRouter().openapi(unlockStaffRoute, unlockStaff);
