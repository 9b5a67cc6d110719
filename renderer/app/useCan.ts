import { hasPermission } from '../../shared/access/hasPermission.js';
import type { Permission } from '../../shared/access/modules.js';
import { useAppSelector } from './hooks.js';
import { selectSessionUser } from './session/sessionSlice.js';

/**
 * Whether the signed-in user holds a permission; hides buttons the role can never use.
 *
 * @example const canEdit = useCan('customer.update');
 */
export function useCan(permission: Permission): boolean {
  const user = useAppSelector(selectSessionUser);
  return hasPermission(user, permission);
}
