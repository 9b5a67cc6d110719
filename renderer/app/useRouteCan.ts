import { checkRouteAccess, type RouteAccess } from '../../shared/access/checkRouteAccess.js';
import { matchRoute } from '../../shared/access/matchRoute.js';
import { useAppSelector } from './hooks.js';
import { selectSessionUser } from './session/sessionSlice.js';

/**
 * What the signed-in user may do at a path, by the same check as the route guard (spec 000 §6):
 * hides buttons leading to screens the user cannot open.
 *
 * @example const canCreate = useRouteCan('/createmenu').view;
 */
export function useRouteCan(path: string): RouteAccess {
  const user = useAppSelector(selectSessionUser);
  return checkRouteAccess(user, matchRoute(path)?.route, path);
}
