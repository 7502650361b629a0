/**
 * The one way the console decides whether to offer an action: a button whose call the server
 * would refuse for want of a permission is not drawn (the server still checks every call).
 */
import { useStore } from '@nanostores/react';
import { type ReactNode, useCallback } from 'react';
import { hasPermi, type Permission } from '#shared/permissions.ts';
import { $session } from '#client/stores/session.ts';

/** Whether the signed-in account holds a permission. */
export function usePermitted(): (permission: Permission) => boolean {
  const { permissions } = useStore($session);
  return useCallback((permission) => hasPermi(permissions, permission), [permissions]);
}

/** Its children, only for an account holding `need`. */
export function Permitted({ need, children }: { need: Permission; children: ReactNode }) {
  return usePermitted()(need) ? children : null;
}
