/** Staff accounts and roles in the console: the lists, and the link a new account is given. */
import { atom } from 'nanostores';
import { isPermission, type Permission } from '#shared/permissions.ts';
import {
  createRole,
  createStaff,
  deleteRole,
  listRoles,
  listStaff,
  renameRole,
  type RoleCreate,
  type RoleNames,
  type RoleRow,
  resetStaff,
  setRolePermissions,
  setStaffDisabled,
  type StaffCreate,
  type StaffRow,
  type StaffUpdate,
  updateStaff,
} from './staff.calls.ts';

export const $staff = atom<StaffRow[] | undefined>(undefined);
export const $roles = atom<RoleRow[]>([]);
export const $permissions = atom<Permission[]>([]);
/** The one-time link to hand to the person, shown once after it is made. */
export const $setupLink = atom<{ userName: string; url: string; expiresAt: string } | null>(null);

export async function loadStaff(): Promise<void> {
  const [staff, roles] = await Promise.all([listStaff(), listRoles()]);
  $staff.set(staff);
  $roles.set(roles.roles);
  $permissions.set(roles.permissions.filter(isPermission));
}

export async function loadRoles(): Promise<void> {
  const roles = await listRoles();
  $roles.set(roles.roles);
  $permissions.set(roles.permissions.filter(isPermission));
}

const linkOf = (userName: string, setup: { setupPath: string; expiresAt: string }) => ({
  userName,
  url: `${location.origin}${setup.setupPath}`,
  expiresAt: setup.expiresAt,
});

export async function addStaff(body: StaffCreate): Promise<void> {
  $setupLink.set(linkOf(body.userName, await createStaff(body)));
  await loadStaff();
}

export async function saveStaff(id: number, body: StaffUpdate): Promise<void> {
  await updateStaff(id, body);
  await loadStaff();
}

export async function setDisabled(id: number, disabled: boolean): Promise<void> {
  await setStaffDisabled(id, disabled);
  await loadStaff();
}

export async function newSetupLink(row: StaffRow): Promise<void> {
  $setupLink.set(linkOf(row.userName, await resetStaff(row.id)));
}

export async function savePermissions(id: number, permissions: Permission[]): Promise<void> {
  await setRolePermissions(id, permissions);
  await loadRoles();
}

export async function addRole(body: RoleCreate): Promise<void> {
  await createRole(body);
  await loadRoles();
}

export async function saveRoleNames(id: number, body: RoleNames): Promise<void> {
  await renameRole(id, body);
  await loadRoles();
}

export async function removeRole(id: number): Promise<void> {
  await deleteRole(id);
  await loadRoles();
}
