import type { ReactNode } from 'react';
import { hasPermission } from '../../shared/access/hasPermission.js';
import type { Permission } from '../../shared/access/modules.js';
import { useAppSelector } from './hooks.js';
import { selectSessionUser } from './session/sessionSlice.js';
import { Forbidden } from './StatusScreen.js';

/**
 * The route guard: renders its page only when the signed-in user holds `permission`, else the
 * 403 screen. The page (and its requests) never mount on deny.
 *
 * @example <RequireAccess permission="customer.update"><CustomerEdit /></RequireAccess>
 */
export function RequireAccess({ permission, children }: { permission: Permission; children: ReactNode }) {
  const user = useAppSelector(selectSessionUser);
  if (!hasPermission(user, permission)) return <Forbidden permission={permission} />;
  return <>{children}</>;
}
