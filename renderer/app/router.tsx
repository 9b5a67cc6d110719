import { Spinner, makeStyles } from '@fluentui/react-components';
import { Suspense, lazy, useEffect, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, createHashRouter, useNavigate, type RouteObject } from 'react-router-dom';
import type { Permission } from '../../shared/access/modules.js';
import SignIn from '../features/auth/SignIn.js';
import { api } from './api.js';
import { areas as allAreas } from './areas.js';
import type { AreaDef, PageLoader } from './defineArea.js';
import { useAppDispatch, useAppSelector } from './hooks.js';
import { AppToaster } from './notify.js';
import { PageProgress } from './PageProgress.js';
import { RequireAccess } from './RequireAccess.js';
import { restoreSession } from './session/restoreSession.js';
import { selectSessionStatus, signedOut } from './session/sessionSlice.js';
import { NotFound } from './StatusScreen.js';
import { useHost } from './useHost.js';

const useStyles = makeStyles({ center: { display: 'grid', placeItems: 'center', minHeight: '100vh' } });

function SessionPending() {
  const styles = useStyles();
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
      <Outlet />
      <AppToaster />
    </>
  );
}

function SignInRoute() {
  const status = useAppSelector(selectSessionStatus);
  if (status === 'loading') return <SessionPending />;
  if (status === 'authenticated') return <Navigate to="/" replace />;
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

/** A lazily loaded page inside its own Suspense, so a route change shows the progress bar. */
function lazyPage(loader: PageLoader): ReactNode {
  const Page: ComponentType = lazy(loader);
  return (
    <Suspense fallback={<PageProgress label="Loading page" />}>
      <Page />
    </Suspense>
  );
}

function guarded(permission: Permission, loader: PageLoader): ReactNode {
  return <RequireAccess permission={permission}>{lazyPage(loader)}</RequireAccess>;
}

/** The routes of one area, derived from the pages it has (STYLE.md C9). */
export function areaRoutes(area: AreaDef): RouteObject {
  const children: RouteObject[] = [{ index: true, element: guarded(`${area.module}.read`, area.list) }];
  if (area.create) children.push({ path: 'create', element: guarded(`${area.module}.create`, area.create) });
  if (area.show) children.push({ path: `:${area.idParam}`, element: guarded(`${area.module}.read`, area.show) });
  if (area.edit) children.push({ path: `:${area.idParam}/edit`, element: guarded(`${area.module}.update`, area.edit) });
  return { path: area.name, children };
}

/**
 * The whole route table: sign-in, then the signed-in shell with the dashboard, every area and
 * the 404 screen.
 */
export function buildRoutes(areas: readonly AreaDef[] = allAreas): RouteObject[] {
  return [
    {
      element: <AppRoot />,
      children: [
        { path: 'auth/login', element: <SignInRoute /> },
        {
          element: <RequireSession />,
          children: [
            { index: true, element: lazyPage(() => import('../features/dashboard/Dashboard.js')) },
            ...areas.map(areaRoutes),
            { path: '*', element: <NotFound /> },
          ],
        },
      ],
    },
  ];
}

/** @example <RouterProvider router={createAppRouter()} /> */
export function createAppRouter() {
  return createHashRouter(buildRoutes());
}
