import { useMemo } from 'react';
import { checkRouteAccess, type RouteAccess } from '../../shared/access/checkRouteAccess.js';
import { matchRoute, type RouteMatch } from '../../shared/access/matchRoute.js';
import { SUPERVISOR_ONLY_TEXT, missingPermissionText } from '../../shared/access/modules.js';
import type { RouteDef } from '../../shared/contract/routes.js';
import { useAppSelector } from './hooks.js';
import { selectSessionStatus, selectSessionUser } from './session/sessionSlice.js';

export type RouteAccessState =
  | { status: 'pending' }
  | { status: 'notFound' }
  | { status: 'forbidden'; match: RouteMatch; missing: string | undefined }
  | { status: 'allowed'; match: RouteMatch; access: RouteAccess };

/** What the 403 screen names as missing (UX.md §1), as the server words it; undefined where no grant would help. */
export function missingPermission(route: RouteDef): string | undefined {
  if (route.rule === 'supervisor') return SUPERVISOR_ONLY_TEXT;
  if (route.rule === 'noAccess' || route.modules.length === 0) return undefined;
  return missingPermissionText(route.modules, route.action);
}

/**
 * The route check of spec 000 §2 for a path: pending while the session is being restored,
 * `notFound` for a path the route table does not know, `forbidden` when the user may not view
 * it (spec 000 §6), else `allowed` with the matched route and the four flags.
 *
 * @example const state = useRouteAccess(location.pathname);
 */
export function useRouteAccess(pathname: string): RouteAccessState {
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectSessionUser);
  return useMemo((): RouteAccessState => {
    if (status === 'loading') return { status: 'pending' };
    const match = matchRoute(pathname);
    if (!match) return { status: 'notFound' };
    const access = checkRouteAccess(user, match.route, pathname);
    if (!access.view) return { status: 'forbidden', match, missing: missingPermission(match.route) };
    return { status: 'allowed', match, access };
  }, [status, user, pathname]);
}
