/** Staff accounts and roles, for the administrator. */
import type { Permission } from '#shared/permissions.ts';
import type { paths } from '#client/api.d.ts';
import { api } from '#client/client.ts';
import { unwrap } from '#client/unwrap.ts';

type Json<P extends keyof paths, M extends 'post' | 'put'> = paths[P][M] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : never;
export type StaffCreate = Json<'/console/staff', 'post'>;
export type StaffUpdate = Json<'/console/staff/{id}', 'put'>;
export type RoleCreate = Json<'/console/roles', 'post'>;
export type RoleNames = Json<'/console/roles/{id}', 'put'>;
const at = (id: number) => ({ params: { path: { id } } });

export const listStaff = async () => unwrap(await api().GET('/console/staff')).rows;
export type StaffRow = Awaited<ReturnType<typeof listStaff>>[number];

export const createStaff = async (body: StaffCreate) =>
  unwrap(await api().POST('/console/staff', { body })).data;

export const updateStaff = async (id: number, body: StaffUpdate) =>
  unwrap(await api().PUT('/console/staff/{id}', { ...at(id), body }));

export const setStaffDisabled = async (id: number, disabled: boolean) =>
  unwrap(
    await api().POST(
      disabled ? '/console/staff/{id}/disable' : '/console/staff/{id}/enable',
      at(id),
    ),
  );

export const resetStaff = async (id: number) =>
  unwrap(await api().POST('/console/staff/{id}/reset', at(id))).data;

/** Lifts the account's login waits (staff have no phone to unlock themselves). */
export const unlockStaff = async (id: number) =>
  unwrap(await api().POST('/console/staff/{id}/unlock', at(id)));

export const listRoles = async () => unwrap(await api().GET('/console/roles')).data;
export type RoleRow = Awaited<ReturnType<typeof listRoles>>['roles'][number];

export const setRolePermissions = async (id: number, permissions: Permission[]) =>
  unwrap(await api().PUT('/console/roles/{id}/permissions', { ...at(id), body: { permissions } }));

export const createRole = async (body: RoleCreate) =>
  unwrap(await api().POST('/console/roles', { body })).data;

export const renameRole = async (id: number, body: RoleNames) =>
  unwrap(await api().PUT('/console/roles/{id}', { ...at(id), body }));

export const deleteRole = async (id: number) =>
  unwrap(await api().DELETE('/console/roles/{id}', at(id)));
