import type { ReactNode } from 'react';
import type { RouteAccess } from '../../shared/access/checkRouteAccess.js';
import type { RouteMatch } from '../../shared/access/matchRoute.js';
import { Forbidden, NotFound } from './StatusScreen.js';
import { useRouteAccess } from './useRouteAccess.js';

export interface RequireAccessProps {
  /** The path as visited; employee permission entries are matched on it. */
  pathname: string;
  /** The page, given the matched route and what the user may do there. */
  children: (match: RouteMatch, access: RouteAccess) => ReactNode;
}

/**
 * The route guard of spec 000 §2, run on every path change: nothing while the session is
 * pending, the 404 screen for an unknown path, the 403 screen when the user may not view it,
 * else the page. The page (and its requests) never mount on deny.
 *
 * @example <RequireAccess pathname={location.pathname}>{(match) => <Page route={match.route} />}</RequireAccess>
 */
export function RequireAccess({ pathname, children }: RequireAccessProps) {
  const state = useRouteAccess(pathname);
  switch (state.status) {
    case 'pending':
      return null;
    case 'notFound':
      return <NotFound />;
    case 'forbidden':
      return <Forbidden missing={state.missing} />;
    case 'allowed':
      return <>{children(state.match, state.access)}</>;
  }
}
