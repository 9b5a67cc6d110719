import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter, useLocation, type RouteObject } from 'react-router-dom';
import type { SessionUser } from '../../shared/contract/auth/auth.schema.js';
import type { ModuleAccess } from '../../shared/contract/auth/auth.schema.js';
import { AppToaster } from '../../renderer/app/notify.js';
import { makeStore, type RootState } from '../../renderer/app/store.js';
import { HostContext } from '../../renderer/app/useHost.js';
import { fakeBridge, type FakeBridge } from './fakeBridge.js';

/**
 * happy-dom's Web Animations reject `finished` on cancel with nobody listening, which Fluent's
 * motion triggers on every unmount; without `animate` Fluent applies end states at once.
 */
function disableWebAnimations() {
  if (typeof Element === 'undefined') return;
  for (const proto of [Element.prototype, HTMLElement.prototype]) {
    if (Object.prototype.hasOwnProperty.call(proto, 'animate'))
      Object.defineProperty(proto, 'animate', { value: undefined, configurable: true, writable: true });
  }
}
disableWebAnimations();

// Two cores and lazily imported pages: the first render of a screen can take over a second.
configure({ asyncUtilTimeout: 5000 });

/**
 * A signed-in employee for tests. Without `moduleAccessId` it holds no module at all.
 *
 * @example testUser({ moduleAccessId: { customer: { read: true } } })
 */
export function testUser(overrides: Partial<SessionUser> & { moduleAccessId?: ModuleAccess | null } = {}): SessionUser {
  return {
    _id: 'u1',
    type: 'employee',
    email: 'sara.staff@example.ae',
    fullName: 'Sara Staff',
    role: 'User',
    roleId: null,
    moduleAccessId: null,
    isSupervisor: false,
    ...overrides,
  };
}

/** Shows where the router ended up, for navigation assertions. */
function LocationProbe() {
  const location = useLocation();
  return (
    <>
      <p>Navigated to {location.pathname}</p>
      {location.search ? <p>With query {location.search}</p> : null}
    </>
  );
}

export interface RenderOptions {
  bridge?: FakeBridge;
  /** The signed-in user; `null` for signed out; `'restore'` leaves the session loading (app-level tests). */
  user?: SessionUser | null | 'restore';
  /** The URL to start at. */
  route?: string;
  /** The route pattern `ui` is mounted at (so `useParams` works); other paths show "Navigated to …". */
  path?: string;
  /** A whole route table instead of `ui` (e.g. `buildRoutes()`). */
  routes?: RouteObject[];
  preloadedState?: Partial<RootState>;
}

/**
 * Renders with the store (host as extra argument), host context, Fluent theme, a memory data
 * router and the Toaster, as the app does.
 *
 * @example const { bridge } = renderWithProviders(<CustomerShow />, { route: '/customers/c1', path: '/customers/:customerId', bridge });
 */
export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  const bridge = options.bridge ?? fakeBridge();
  const user = options.user === undefined ? testUser({ role: 'Admin' }) : options.user;
  const preloadedState: Partial<RootState> = {
    ...(user === 'restore' ? {} : { session: { status: user ? 'authenticated' : 'anonymous', user, ends: null } }),
    ...options.preloadedState,
  };
  const store = makeStore(preloadedState, { host: bridge });
  const routes: RouteObject[] = options.routes ?? [
    { path: options.path ?? '*', element: ui },
    { path: '*', element: <LocationProbe /> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [options.route ?? '/'] });
  const result = render(
    <Provider store={store}>
      <HostContext.Provider value={bridge}>
        <FluentProvider theme={webLightTheme}>
          <RouterProvider router={router} />
          {/* The app's Toaster lives above the routes; a route table passed in brings its own. */}
          {options.routes ? null : <AppToaster />}
        </FluentProvider>
      </HostContext.Provider>
    </Provider>,
  );
  return { ...result, store, router, bridge };
}
