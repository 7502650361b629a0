/**
 * `npm run admin:create`: the first administrator of a production install, where no demo accounts
 * exist (SEED_DEMO off). The account gets no password from the command line (it would stay in the
 * shell's history): it gets a one-time link to set one, as a new staff account does, under the
 * password policy. The roles, settings and dictionaries are laid down first if the database has
 * none. Kept afterwards for emergencies, once the three administrators are appointed.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { setupLink, staffNameTaken, unusablePasswordHash } from '#server/auth/password-tickets.ts';
import { roles, userRoles, users } from '#server/auth/tables.ts';
import { USER_TYPE } from '#shared/constants.ts';
import { seedBase } from './base.ts';
import { isEmpty } from './seed.service.ts';

/** As long as a new staff account's link (staff.service.ts). */
const SETUP_TTL_MS = 3 * 24 * 3600_000;

export async function createFirstAdministrator(
  db: Db,
  opts: { contentDir: string; userName: string; now: number },
): Promise<{ setupPath: string; expiresAt: string; basePrepared: boolean }> {
  const basePrepared = await isEmpty(db);
  const unusable = await unusablePasswordHash();
  return db.transaction(async (tx) => {
    if (basePrepared) await seedBase(tx, opts.contentDir);
    if (await staffNameTaken(tx, opts.userName))
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
    return {
      ...(await setupLink(tx, user.id, new Date(opts.now + SETUP_TTL_MS))),
      basePrepared,
    };
  });
}
