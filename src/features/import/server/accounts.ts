/** sys_user → accounts, BCrypt hashes kept; an enterprise account joins its unit (units.ts). */
import { USER_TYPE } from '#shared/constants.ts';
import { users } from '#server/auth/tables.ts';
import { isForeignHash } from '#server/auth/passwords.ts';
import { staffNameTaken } from '#server/auth/password-tickets.ts';
import {
  beijingTime,
  blankToNull,
  type ImportContext,
  isDeleted,
  referenceKey,
  sourceKey,
} from './context.ts';
import { count, skip } from './report.ts';

/** RuoYi's published hash of its default password admin123. */
export const RUOYI_DEFAULT_HASH = '$2a$10$7JB720yubVSZvUI0rEqK/.VqGOZTH.ulu33dHOiBE8ByOhJIrdAu2';

/** Staff in RuoYi-Vue ('00') and RuoYi-Vue-Plus ('sys_user'); enterprise accounts keep 01–06. */
const STAFF_TYPES = new Set(['00', 'sys_user']);
const ENTERPRISE_TYPES = new Set(['01', '02', '03', '04', '05', '06']);

export async function importUsers(ctx: ImportContext): Promise<void> {
  const c = count(ctx.report, 'sys_user');
  const rows = await ctx.source.rows('sys_user');
  const byPhone = new Map<string, string[]>();
  for (const row of rows) {
    c.read++;
    if (isDeleted(row)) {
      skip(c, 'deleted (del_flag) / 已删除');
      continue;
    }
    const name = row.user_name?.trim() ?? '';
    const phone = blankToNull(row.phonenumber);
    if (phone) byPhone.set(phone, [...(byPhone.get(phone) ?? []), name]);
    if (row.password === RUOYI_DEFAULT_HASH) ctx.report.defaultPasswordAccounts.push(name);
    if (!blankToNull(row.email)) ctx.report.accountsWithoutEmail.push(name);
    const key = sourceKey(row, 'user_id');
    if (await ctx.keys.target('sys_user', key)) {
      c.already++;
      continue;
    }
    if (!name) {
      skip(c, 'no user name / 无用户名');
      continue;
    }
    const type = row.user_type?.trim() || '00';
    let enterpriseId: number | null = null;
    if (ENTERPRISE_TYPES.has(type)) {
      const dept = referenceKey(row, 'dept_id');
      const unit = (dept && (await ctx.keys.target('sys_dept', dept))) || ctx.unitOfUser.get(key);
      if (!unit) {
        skip(
          c,
          'enterprise account whose dept is no unit in the mapping / 企业账号所属部门未映射为单位',
        );
        continue;
      }
      enterpriseId = Number(unit);
    } else if (!STAFF_TYPES.has(type)) {
      skip(c, `user type ${type} unknown / 未知用户类型`);
      continue;
    } else if (await staffNameTaken(ctx.tx, name)) {
      skip(c, 'staff name already used here / 工作人员用户名已存在');
      continue;
    }
    const hash = row.password ?? '';
    if (!isForeignHash(hash)) {
      skip(c, 'password is no BCrypt hash / 密码不是 BCrypt 哈希');
      continue;
    }
    const [user] = await ctx.tx
      .insert(users)
      .values({
        userName: name,
        nickName: row.nick_name?.trim() || name,
        passwordHash: hash,
        userType: enterpriseId === null ? USER_TYPE.staff : type,
        enterpriseId,
        phone,
        email: blankToNull(row.email),
        status: row.status === '1' ? '1' : '0',
        passwordChangedAt: beijingTime(row.pwd_update_date) ?? new Date(),
        mustChangePassword: hash === RUOYI_DEFAULT_HASH,
        createdAt: beijingTime(row.create_time),
      })
      .returning({ id: users.id });
    if (!user) throw new Error(`account ${name} not saved`);
    await ctx.keys.remember('sys_user', key, user.id);
    c.imported++;
  }
  for (const [phone, names] of byPhone)
    if (names.length > 1) ctx.report.duplicatePhones.push({ phone, users: names });
}
