/** Staff accounts and roles, as the administrator edits them. */
import { z } from 'zod';
import { PERMISSIONS } from '#shared/permissions.ts';
import { optional, required } from '#shared/schemas/form.ts';
import { MOBILE_PATTERN } from '#shared/schemas/fields.ts';

/** A staff member signs in with a short name: a letter, then letters, digits, _ . or -. */
export const staffUserName = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_.-]{1,29}$/, { error: 'validation.staff.userName' });

const roleKeys = z
  .array(z.string().regex(/^[a-z][a-zA-Z0-9_-]{1,29}$/))
  .min(1, { error: 'validation.staff.roles' })
  .max(10);

const staffFields = {
  nickName: required(30),
  phone: optional(11).refine((v) => v === '' || MOBILE_PATTERN.test(v), {
    error: 'validation.phone.invalid',
  }),
  email: optional(100).refine((v) => v === '' || z.email().safeParse(v).success, {
    error: 'validation.email.invalid',
  }),
  roleKeys,
};

export const staffCreate = z.object({ userName: staffUserName, ...staffFields });
export const staffUpdate = z.object(staffFields);

export const rolePermissions = z.object({
  permissions: z.array(z.enum(PERMISSIONS)).max(PERMISSIONS.length),
});

/** A role's names, as staff read them in each language. */
export const roleNames = z.object({ roleName: required(30), roleNameEn: required(60) });

export const roleCreate = roleNames.extend({
  roleKey: z
    .string()
    .trim()
    .regex(/^[a-z][a-zA-Z0-9_-]{1,29}$/, { error: 'validation.staff.roleKey' }),
  permissions: rolePermissions.shape.permissions,
});
