import { Spinner, makeStyles } from '@fluentui/react-components';
import { Suspense, lazy, useEffect, useState, type ComponentType } from 'react';
import { Navigate, Outlet, Route, Routes, createHashRouter, useLocation, useNavigate, type RouteObject } from 'react-router-dom';
import type { RouteMatch } from '../../shared/access/matchRoute.js';
import SignIn from '../features/auth/SignIn.js';
import { useDelayedFlag } from '../components/useDelayedFlag.js';
import { api } from './api.js';
import type { PageLoader } from './defineArea.js';
import { useAppDispatch, useAppSelector } from './hooks.js';
import { MaintenanceGate } from './Maintenance.js';
import { AppToaster } from './notify.js';
import { NotBuiltYet } from './NotBuiltYet.js';
import { PageProgress } from './PageProgress.js';
import { builtPages } from './pages.js';
import { RequireAccess } from './RequireAccess.js';
import { restoreSession } from './session/restoreSession.js';
import { selectSessionStatus, signedOut } from './session/sessionSlice.js';
import { NotFound } from './StatusScreen.js';
import { useHost } from './useHost.js';

const useStyles = makeStyles({ center: { display: 'grid', placeItems: 'center', minHeight: '100vh' } });

/** Nothing while the session is being restored; a spinner only if that takes over 300 ms (UX.md §0). */
function SessionPending() {
  const styles = useStyles();
  const slow = useDelayedFlag(true, 300);
  if (!slow) return null;
  return (
    <div className={styles.center}>
      <Spinner label="Restoring your session…" />
    </div>
  );
}

/** Restores the session once, returns to sign-in on any expiry, and holds the one Toaster. */
function AppRoot() {
  const dispatch = useAppDispatch();
  const host = useHost();
  const navigate = useNavigate();

  useEffect(() => {
    void dispatch(restoreSession());
  }, [dispatch]);

  useEffect(
    () =>
      host.onSessionExpired(() => {
        dispatch(signedOut());
        dispatch(api.util.resetApiState());
        void navigate('/auth/login', { replace: true });
      }),
    [host, dispatch, navigate],
  );

  return (
    <>
      <MaintenanceGate>
        <Outlet />
      </MaintenanceGate>
      <AppToaster />
    </>
  );
}

/** Whether the host holds a session, asked once while the stored session is being restored. */
function useStoredSession(restoring: boolean): boolean {
  const host = useHost();
  const [stored, setStored] = useState(false);
  useEffect(() => {
    if (!restoring) return;
    let current = true;
    host.hasSession().then(
      (found) => current && setStored(found),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [host, restoring]);
  return stored;
}

/**
 * `/auth/login`: a signed-in user goes to `/` at once, without waiting for the server to confirm
 * a stored session (the shell shows that wait); anyone else gets the sign-in form.
 */
function SignInRoute() {
  const status = useAppSelector(selectSessionStatus);
  const stored = useStoredSession(status === 'loading');
  if (status === 'authenticated' || (status === 'loading' && stored)) return <Navigate to="/" replace />;
  if (status === 'loading') return <SessionPending />;
  return <SignIn />;
}

const Shell = lazy(() => import('./Shell.js'));

function RequireSession() {
  const status = useAppSelector(selectSessionStatus);
  if (status === 'loading') return <SessionPending />;
  if (status === 'anonymous') return <Navigate to="/auth/login" replace />;
  return (
    <Suspense fallback={<PageProgress label="Loading BrokerDesk" />}>
      <Shell />
    </Suspense>
  );
}

/** One lazy component per loader, made once, so a re-render never reloads the page. */
const lazyPages = new WeakMap<PageLoader, ComponentType>();
function lazyPage(loader: PageLoader): ComponentType {
  let Page = lazyPages.get(loader);
  if (!Page) {
    Page = lazy(async () => {
      const { default: Screen, Layout } = await loader();
      if (!Layout) return { default: Screen };
      return {
        default: () => (
          <Layout>
            <Screen />
          </Layout>
        ),
      };
    });
    lazyPages.set(loader, Page);
  }
  return Page;
}

/** A route-table path as a relative React Router pattern: `[param]` segments become `:param`. */
export function routerPath(tablePath: string): string {
  return tablePath.replace(/^\/+/, '').replace(/\[(\w+)\]/g, ':$1');
}

/**
 * The page for a matched route: the area's screen (lazy, inside its own Suspense so a route
 * change shows the progress bar) or `NotBuiltYet`. The page sits in a one-route `<Routes>` with
 * the table's pattern, so `useParams` gives it its `[param]` values, whatever the path's case.
 */
function MatchedPage({ match, pages }: { match: RouteMatch; pages: ReadonlyMap<string, PageLoader> }) {
  const loader = pages.get(match.route.path);
  if (!loader) return <NotBuiltYet route={match.route} />;
  const Page = lazyPage(loader);
  return (
    <Routes>
      <Route
        path={routerPath(match.route.path)}
        element={
          <Suspense fallback={<PageProgress label="Loading page" />}>
            <Page />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

/** Every path inside the shell: resolved through `matchRoute`, checked, then its page. */
function GuardedRoute({ pages }: { pages: ReadonlyMap<string, PageLoader> }) {
  const { pathname } = useLocation();
  return <RequireAccess pathname={pathname}>{(match) => <MatchedPage match={match} pages={pages} />}</RequireAccess>;
}

/**
 * The whole route table: sign-in, then the signed-in shell where one catch-all route resolves
 * every other path through the shared route table (`shared/access/routeTable.ts`), so odd case
 * and a trailing slash resolve exactly as the access check sees them. `pages` maps route-table
 * paths to built screens; every other route of the table renders `NotBuiltYet`.
 */
export function buildRoutes(pages: ReadonlyMap<string, PageLoader> = builtPages()): RouteObject[] {
  return [
    {
      element: <AppRoot />,
      children: [
        { path: 'auth/login', element: <SignInRoute /> },
        {
          element: <RequireSession />,
          // The splat matches `/` too; the page's own one-route <Routes> sits under it.
          children: [{ path: '*', element: <GuardedRoute pages={pages} /> }],
        },
      ],
    },
  ];
}

/** @example <RouterProvider router={createAppRouter()} /> */
export function createAppRouter() {
  return createHashRouter(buildRoutes());
}
