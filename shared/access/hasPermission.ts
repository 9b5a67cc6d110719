import type { SessionUser } from '../contract/auth/auth.schema.js';
import { parsePermission, type Permission } from './modules.js';

/** The role value the specification treats as all-powerful (spec 000 §1). */
export const ADMIN_ROLE = 'Admin';

export type AccessUser = Pick<SessionUser, 'role' | 'isSupervisor' | 'moduleAccessId'>;

/**
 * Whether a user holds an endpoint's permission. Deny by default: no user, no module map,
 * or a missing flag all refuse. The server enforces it on every endpoint; screens use it to
 * hide what a user cannot do.
 *
 * @example hasPermission(user, 'customer.update')
 */
export function hasPermission(user: AccessUser | null | undefined, permission: Permission): boolean {
  const rule = parsePermission(permission);
  if (rule.kind === 'public') return true;
  if (!user) return false;
  if (rule.kind === 'signedIn') return true;
  if (user.role === ADMIN_ROLE) return true;
  if (rule.kind === 'supervisor') return user.isSupervisor || user.moduleAccessId?.isSupervisor === true;
  return user.moduleAccessId?.[rule.module]?.[rule.action] === true;
}
