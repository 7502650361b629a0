/**
 * `npm run admin:create`: the first administrator of a production install, where no demo accounts
 * exist (SEED_DEMO off). The account gets no password from the command line (it would stay in the
 * shell's history): it gets a one-time link to set one, as a new staff account does, under the
 * password policy. The roles, settings and dictionaries are laid down first if the database has
 * none. Kept afterwards for emergencies, once the three administrators are appointed.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { newToken, sha256 } from '#server/auth/tokens.ts';
import { resetTickets, roles, userRoles, users } from '#server/auth/tables.ts';
import { USER_TYPE } from '#shared/constants.ts';
import { seedBase } from './base.ts';
import { isEmpty } from './seed.service.ts';

const SETUP_TTL_MS = 3 * 24 * 3600_000;

export async function createFirstAdministrator(
  db: Db,
  opts: { contentDir: string; userName: string; now: number },
): Promise<{ setupPath: string; expiresAt: string; basePrepared: boolean }> {
  const basePrepared = await isEmpty(db);
  // Nobody knows this password: the link below sets the real one.
  const unusable = await hashPassword(randomBytes(32).toString('hex'));
  return db.transaction(async (tx) => {
    if (basePrepared) await seedBase(tx, opts.contentDir);
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(isNull(users.enterpriseId), sql`lower(${users.userName}) = lower(${opts.userName})`),
      );
    if (taken)
      throw new Error(
        `a staff account named ${opts.userName} exists: reset its password in the console, or choose another name / ` +
          `已有名为 ${opts.userName} 的工作人员账号：请在管理后台重置其密码，或换一个用户名`,
      );
    const [admin] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.roleKey, 'admin'));
    if (!admin) throw new Error('no administrator role (admin) / 缺少超级管理员角色（admin）');
    const [user] = await tx
      .insert(users)
      .values({
        userName: opts.userName,
        nickName: opts.userName,
        userType: USER_TYPE.staff,
        passwordHash: unusable,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('account not saved / 账号未保存');
    await tx.insert(userRoles).values({ userId: user.id, roleId: admin.id });
    const ticket = newToken();
    const expiresAt = new Date(opts.now + SETUP_TTL_MS);
    await tx
      .insert(resetTickets)
      .values({ ticketHash: sha256(ticket), userId: user.id, expiresAt });
    return {
      setupPath: `/forgot-password#ticket=${ticket}`,
      expiresAt: expiresAt.toISOString(),
      basePrepared,
    };
  });
}
