/** Creating a member unit and its account (SPEC §4: a new registration is under review). */
import { eq, sql } from 'drizzle-orm';
import { AUDIT_STATUS, USER_TYPE } from '#shared/constants.ts';
import type { RegisterBody } from '#shared/schemas/auth.ts';
import { configs, enterprises, roles, userRoles, users } from '../db/schema/index.ts';
import type { Deps } from '../http/context.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { hashPassword } from '../auth/passwords.ts';
import { checkSmsCode } from '../auth/sms/codes.ts';

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
export async function registerUnit(deps: Deps, body: RegisterBody): Promise<void> {
  await checkSmsCode(deps, body.phone, 'register', body.smsCode, { consume: false });
  const [taken] = await deps.db
    .select({ taxId: enterprises.taxId })
    .from(enterprises)
    .where(
      sql`lower(${enterprises.unitName}) = lower(${body.unitName}) or ${enterprises.taxId} = ${body.taxId}`,
    );
  const [nameTaken] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.userName}) = lower(${body.unitName})`);
  if (taken?.taxId === body.taxId)
    throw badRequest('error.register.taxIdTaken', [
      { field: 'taxId', key: 'error.register.taxIdTaken' },
    ]);
  if (taken || nameTaken)
    throw badRequest('error.register.unitNameTaken', [
      { field: 'unitName', key: 'error.register.unitNameTaken' },
    ]);
  await checkSmsCode(deps, body.phone, 'register', body.smsCode, { consume: true });
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
      const [role] = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(eq(roles.roleKey, 'enterprise'));
      if (role) await tx.insert(userRoles).values({ userId: user!.id, roleId: role.id });
    });
  } catch (err) {
    // Two registrations of one unit racing past the check: the unique index decides.
    const code =
      (err as { cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code;
    if (code === '23505') throw conflict('error.register.unitNameTaken');
    throw err;
  }
}
