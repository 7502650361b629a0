import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { AUDIT_STATUS, CODE, USER_TYPE } from '../../shared/constants.ts';
import { enterprises, resetTickets, roles, userRoles, users } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import { badRequest, conflict, tooMany } from '../http/errors.ts';
import { enforce, hit, peek } from '../http/rate-limit.ts';
import { newRouter } from '../http/openapi.ts';
import { captchaEnabled, checkCaptcha } from '../auth/captcha/store.ts';
import { authOf } from '../auth/guard.ts';
import { clearFailures } from '../auth/lockout.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { revokeOtherSessions } from '../auth/session.ts';
import { consumeSmsCode, sendSmsCode, SMS_RESEND_SECONDS } from '../auth/sms/codes.ts';
import { newToken, sha256 } from '../auth/tokens.ts';
import * as routes from './account.routes.ts';

const TICKET_TTL_MS = 10 * 60_000;

async function enterpriseUserByNameAndPhone(db: Db, unitName: string, phone: string) {
  const [row] = await db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .leftJoin(enterprises, eq(enterprises.id, users.enterpriseId))
    .where(and(sql`lower(${users.userName}) = lower(${unitName})`, sql`coalesce(${users.phone}, ${enterprises.phone}) = ${phone}`));
  return row;
}

export const accountRouter = newRouter()
  .openapi(routes.sendSms, async (c) => {
    const deps = c.var.deps;
    const body = c.req.valid('json');
    if (await captchaEnabled(deps)) await checkCaptcha(deps, body.uuid, body.code);
    // A reset code goes out only to the account's own phone; the answer is the same either way.
    const deliver = body.purpose === 'register' || !!(body.username && (await enterpriseUserByNameAndPhone(deps.db, body.username, body.phone)));
    await sendSmsCode(deps, { phone: body.phone, purpose: body.purpose, ip: c.var.clientIp, deliver });
    return c.json({ code: CODE.ok, msg: c.var.t('auth.sms.sent'), data: { resendAfterSeconds: SMS_RESEND_SECONDS } }, 200);
  })
  .openapi(routes.register, async (c) => {
    const deps = c.var.deps;
    const body = c.req.valid('json');
    // Ten new units an hour from one address; refused forms do not count.
    const perAddress = { key: `register:ip:${c.var.clientIp}`, max: 10, windowMs: 3600_000 };
    if ((await peek(deps.db, perAddress.key, deps.now())) >= perAddress.max) throw tooMany('error.rateLimited', 3600);
    const [taken] = await deps.db
      .select({ unitName: enterprises.unitName, taxId: enterprises.taxId })
      .from(enterprises)
      .where(sql`lower(${enterprises.unitName}) = lower(${body.unitName}) or ${enterprises.taxId} = ${body.taxId}`);
    const [nameTaken] = await deps.db.select({ id: users.id }).from(users).where(sql`lower(${users.userName}) = lower(${body.unitName})`);
    if (taken?.taxId === body.taxId) throw badRequest('error.register.taxIdTaken', [{ field: 'taxId', key: 'error.register.taxIdTaken' }]);
    if (taken || nameTaken) throw badRequest('error.register.unitNameTaken', [{ field: 'unitName', key: 'error.register.unitNameTaken' }]);
    await consumeSmsCode(deps, body.phone, 'register', body.smsCode);
    const passwordHash = await hashPassword(body.password);
    try {
      await deps.db.transaction(async (tx) => {
        const [ent] = await tx
          .insert(enterprises)
          .values({
            unitName: body.unitName,
            taxId: body.taxId,
            contactPerson: body.contactPerson,
            email: body.email,
            phone: body.phone,
            auditStatus: AUDIT_STATUS.pending,
          })
          .returning({ id: enterprises.id });
        const [user] = await tx
          .insert(users)
          .values({
            userName: body.unitName,
            nickName: body.unitName,
            passwordHash,
            userType: USER_TYPE.enterprise,
            enterpriseId: ent!.id,
            phone: body.phone,
            email: body.email,
          })
          .returning({ id: users.id });
        const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.roleKey, 'enterprise'));
        if (role) await tx.insert(userRoles).values({ userId: user!.id, roleId: role.id });
      });
    } catch (err) {
      // Two registrations of one unit racing past the check: the unique index decides.
      if (String((err as { cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code) === '23505') {
        throw conflict('error.register.unitNameTaken');
      }
      throw err;
    }
    await hit(deps.db, perAddress, deps.now());
    return c.json({ code: CODE.ok, msg: c.var.t('auth.register.submitted') }, 200);
  })
  .openapi(routes.forgotVerify, async (c) => {
    const deps = c.var.deps;
    const body = c.req.valid('json');
    await enforce(deps.db, { key: `forgot:ip:${c.var.clientIp}`, max: 20, windowMs: 3600_000 }, deps.now());
    await consumeSmsCode(deps, body.phone, 'reset', body.smsCode);
    const user = await enterpriseUserByNameAndPhone(deps.db, body.username, body.phone);
    if (!user) throw badRequest('error.sms.invalid', [{ field: 'smsCode', key: 'error.sms.invalid' }]);
    const ticket = newToken();
    await deps.db.insert(resetTickets).values({
      ticketHash: sha256(ticket),
      userId: user.id,
      expiresAt: new Date(deps.now() + TICKET_TTL_MS),
    });
    return c.json({ code: CODE.ok, msg: c.var.t('common.ok'), data: { ticket } }, 200);
  })
  .openapi(routes.forgotReset, async (c) => {
    const deps = c.var.deps;
    const body = c.req.valid('json');
    const now = new Date(deps.now());
    const [used] = await deps.db
      .update(resetTickets)
      .set({ usedAt: now })
      .where(and(eq(resetTickets.ticketHash, sha256(body.ticket)), isNull(resetTickets.usedAt), gt(resetTickets.expiresAt, now)))
      .returning({ userId: resetTickets.userId });
    if (!used) throw badRequest('error.password.ticketExpired');
    const [user] = await deps.db
      .update(users)
      .set({ passwordHash: await hashPassword(body.password), passwordChangedAt: now })
      .where(eq(users.id, used.userId))
      .returning({ userName: users.userName });
    await revokeOtherSessions(deps.db, used.userId);
    if (user) await clearFailures(deps.db, user.userName);
    return c.json({ code: CODE.ok, msg: c.var.t('auth.password.resetDone') }, 200);
  })
  .openapi(routes.updatePassword, async (c) => {
    const deps = c.var.deps;
    const auth = authOf(c);
    const body = c.req.valid('json');
    await enforce(deps.db, { key: `updatePwd:user:${auth.userId}`, max: 10, windowMs: 10 * 60_000 }, deps.now());
    const [user] = await deps.db.select().from(users).where(eq(users.id, auth.userId));
    if (!user || !(await verifyPassword(user.passwordHash, body.oldPassword))) {
      throw badRequest('error.password.oldWrong', [{ field: 'oldPassword', key: 'error.password.oldWrong' }]);
    }
    if (body.oldPassword === body.password) {
      throw badRequest('error.password.same', [{ field: 'password', key: 'error.password.same' }]);
    }
    await deps.db
      .update(users)
      .set({ passwordHash: await hashPassword(body.password), passwordChangedAt: new Date(deps.now()) })
      .where(eq(users.id, auth.userId));
    await revokeOtherSessions(deps.db, auth.userId, auth.tokenHash);
    return c.json({ code: CODE.ok, msg: c.var.t('auth.password.changed') }, 200);
  });
