/** Creating a member unit and its account (a new registration is under review until the secretariat decides). */
import { eq } from 'drizzle-orm';
import { AUDIT_STATUS, USER_TYPE, type Locale } from '#shared/constants.ts';
import { claimedBy, refuseClaimed } from '#features/registration/server/public.ts';
import { assertInForce, recordConsents } from '#features/privacy/server/public.ts';
import type { RegisterBody } from '#shared/schemas/auth.ts';
import { configs } from '#server/config/tables.ts';
import { enterprises, roles, userRoles, users } from '#server/auth/tables.ts';
import type { Deps } from '#server/http/context.ts';
import { badRequest, conflict } from '#server/http/errors.ts';
import { hashNewPassword, rememberPassword } from '#server/auth/password-policy.ts';
import { checkSmsCode } from '#server/auth/sms/codes.ts';

/** The config key sys.account.registerUser = "false" closes registration. */
export async function assertRegistrationOpen(deps: Deps): Promise<void> {
  const [row] = await deps.db
    .select()
    .from(configs)
    .where(eq(configs.configKey, 'sys.account.registerUser'));
  if (row?.configValue === 'false') throw badRequest('error.register.closed');
}

/**
 * The phone code is checked before anything about existing units is said, so the form cannot be
 * used to probe names; it is used up only when the unit is created, so a typo costs nothing.
 */
export async function registerUnit(
  deps: Deps,
  body: RegisterBody,
  locale: Locale,
  ip: string,
): Promise<void> {
  // Registration rests on the privacy notice: agreed to, in the version in force (PIPL art. 14).
  await assertInForce(deps.db, body.privacyVersion);
  await checkSmsCode(deps, body.phone, 'register', body.smsCode, { consume: false });
  // Only a passed unit (or a staff account) owns a name or tax ID: registrations under review or
  // rejected claim nothing, so nobody can lock a real company out by registering first.
  refuseClaimed(await claimedBy(deps.db, { unitName: body.unitName, taxId: body.taxId }));
  // The password policy before the code is used up: a refused password costs no new code.
  const passwordHash = await hashNewPassword(deps.db, body.password, null);
  await checkSmsCode(deps, body.phone, 'register', body.smsCode, { consume: true });
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
    if (!ent) throw conflict('error.workflow.stale');
    const [user] = await tx
      .insert(users)
      .values({
        userName: body.unitName,
        nickName: body.unitName,
        passwordHash,
        userType: USER_TYPE.enterprise,
        enterpriseId: ent.id,
        phone: body.phone,
        email: body.email,
        locale,
      })
      .returning({ id: users.id });
    const [role] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.roleKey, 'enterprise'));
    if (role && user) await tx.insert(userRoles).values({ userId: user.id, roleId: role.id });
    if (user) await rememberPassword(tx, user.id, passwordHash);
    if (user)
      await recordConsents(tx, user.id, {
        version: body.privacyVersion,
        optional: body.optionalConsents,
        ip,
      });
  });
}
