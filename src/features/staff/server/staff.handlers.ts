import { PERMISSIONS } from '#shared/permissions.ts';
import { authOf } from '#server/auth/guard.ts';
import { newRouter, type Handler } from '#server/http/openapi.ts';
import { data, done, list } from '#server/http/reply.ts';
import * as routes from './staff.routes.ts';
import * as staff from './staff.service.ts';
import * as roles from './roles.service.ts';

export const listStaff: Handler<typeof routes.list> = async (c) =>
  list(c, { rows: await staff.listStaff(c.var.deps.db) });

export const createStaff: Handler<typeof routes.create> = async (c) =>
  data(
    c,
    await staff.createStaff(c.var.deps.db, c.req.valid('json'), authOf(c), c.var.deps.now()),
    'console.staff.created',
  );

export const updateStaff: Handler<typeof routes.update> = async (c) => {
  await staff.updateStaff(c.var.deps.db, c.req.valid('param').id, c.req.valid('json'), authOf(c));
  return done(c, 'console.staff.saved');
};

export const disableStaff: Handler<typeof routes.disable> = async (c) => {
  await staff.setDisabled(
    c.var.deps.db,
    c.req.valid('param').id,
    true,
    authOf(c),
    c.var.deps.now(),
  );
  return done(c, 'console.staff.disabledDone');
};

export const enableStaff: Handler<typeof routes.enable> = async (c) => {
  await staff.setDisabled(
    c.var.deps.db,
    c.req.valid('param').id,
    false,
    authOf(c),
    c.var.deps.now(),
  );
  return done(c, 'console.staff.enabledDone');
};

export const resetStaff: Handler<typeof routes.reset> = async (c) =>
  data(
    c,
    await staff.resetStaffPassword(
      c.var.deps.db,
      c.req.valid('param').id,
      authOf(c),
      c.var.deps.now(),
    ),
    'console.staff.resetDone',
  );

export const listRoles: Handler<typeof routes.roles> = async (c) =>
  data(c, { roles: await roles.listRoles(c.var.deps.db), permissions: [...PERMISSIONS] });

export const createRole: Handler<typeof routes.createRole> = async (c) =>
  data(
    c,
    await roles.createRole(c.var.deps.db, c.req.valid('json'), authOf(c)),
    'console.roles.created',
  );

export const setPermissions: Handler<typeof routes.setPermissions> = async (c) => {
  const { id } = c.req.valid('param');
  await roles.setRolePermissions(c.var.deps.db, id, c.req.valid('json').permissions, authOf(c));
  return done(c, 'console.roles.saved');
};

export const renameRole: Handler<typeof routes.renameRole> = async (c) => {
  await roles.renameRole(c.var.deps.db, c.req.valid('param').id, c.req.valid('json'), authOf(c));
  return done(c, 'console.roles.renamed');
};

export const deleteRole: Handler<typeof routes.deleteRole> = async (c) => {
  await roles.deleteRole(c.var.deps.db, c.req.valid('param').id, authOf(c));
  return done(c, 'console.roles.deleted');
};

export const staffRouter = newRouter()
  .openapi(routes.list, listStaff)
  .openapi(routes.create, createStaff)
  .openapi(routes.update, updateStaff)
  .openapi(routes.disable, disableStaff)
  .openapi(routes.enable, enableStaff)
  .openapi(routes.reset, resetStaff)
  .openapi(routes.roles, listRoles)
  .openapi(routes.createRole, createRole)
  .openapi(routes.setPermissions, setPermissions)
  .openapi(routes.renameRole, renameRole)
  .openapi(routes.deleteRole, deleteRole);
