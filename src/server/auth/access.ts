/**
 * Who may read gated content: "login" needs a session, "member" needs member:content:view
 * (member units and association staff). The server checks; pages only show the message.
 */
import type { Access, FileAccess } from '#shared/vocabulary.ts';
import { hasPermi } from '#shared/permissions.ts';
import type { AuthUser } from '#server/http/context.ts';

export function mayRead(access: FileAccess, auth: AuthUser | undefined): boolean {
  if (access === 'public') return true;
  if (!auth) return false;
  if (access === 'login') return true;
  if (access === 'member') return hasPermi(auth.permissions, 'member:content:view');
  return false;
}

/** Why the body is withheld, or null when it is not. */
export function lockOf(access: Access, auth: AuthUser | undefined): 'login' | 'member' | null {
  if (mayRead(access, auth)) return null;
  return access === 'member' && auth ? 'member' : access === 'member' ? 'member' : 'login';
}
