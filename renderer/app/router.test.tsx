// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../shared/contract/constants.js';
import type { NavigationItem } from '../../shared/contract/menus/menus.schema.js';
import { fakeBridge, failed, ok, sessionTimes, type FakeBridge } from '../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../tests/helpers/renderWithProviders.js';
import { customerFixture } from '../../tests/fixtures/renderer/customers/customer.fixture.js';
import { buildRoutes } from './router.js';
import { listPage } from '../../tests/fixtures/renderer/list/listPage.fixture.js';

const reader = testUser({ moduleAccessId: { customer: { read: true } } });
const nobody = testUser({ moduleAccessId: {} });

const nav = (...items: Array<Partial<NavigationItem> & { name: string; url: string }>): NavigationItem[] =>
  items.map((item, index) => ({ icon: null, displayOrder: index, parent: null, ...item }));

function renderApp(route: string, options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(null, { routes: buildRoutes(), route, ...options });
}

const areaRequests = (bridge: FakeBridge) => bridge.requests.filter((r) => r.endpoint.startsWith('customers.'));

describe('app routes', () => {
  it('sends a signed-out user to the sign-in screen', async () => {
    renderApp('/customers', { user: null });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('restores a stored session through auth.me and opens the dashboard', async () => {
    const bridge = fakeBridge({
      hasSession: () => Promise.resolve(true),
      calls: { 'auth.me': () => ok({ success: true, type: 'employee', data: reader }) },
    });
    renderApp('/', { user: 'restore', bridge });
    expect(await screen.findByRole('heading', { name: 'Welcome, Sara Staff' })).toBeTruthy();
  });

  it('shows sign-in when there is no stored session', async () => {
    renderApp('/', { user: 'restore', bridge: fakeBridge({ hasSession: () => Promise.resolve(false) }) });
    expect(await screen.findByLabelText('Email')).toBeTruthy();
  });

  it('renders nothing while the stored session is still being restored', async () => {
    const bridge = fakeBridge({ hasSession: () => new Promise<boolean>(() => {}) });
    const { container } = renderApp('/customers', { user: 'restore', bridge });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(container.textContent).toBe('');
    expect(areaRequests(bridge)).toEqual([]);
  });

  it('returns to sign-in from wherever the user was when the session expires', async () => {
    const bridge = fakeBridge({ calls: { 'customers.list': () => ok(listPage([])) } });
    renderApp('/customers', { user: reader, bridge });
    expect(await screen.findByRole('heading', { name: 'Customers' })).toBeTruthy();
    bridge.expireSession();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('sends a signed-in user away from the sign-in screen to the dashboard', async () => {
    renderApp('/auth/login', { user: reader });
    expect(await screen.findByRole('heading', { name: 'Welcome, Sara Staff' })).toBeTruthy();
  });

  it('keeps unrelated failures off the sign-in path', async () => {
    const bridge = fakeBridge({ calls: { 'customers.list': () => failed(500, 'Database is down') } });
    renderApp('/customers', { user: reader, bridge });
    expect(await screen.findByText('Database is down')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('sets the window title to the screen name', async () => {
    renderApp('/', { user: reader });
    await screen.findByRole('heading', { name: 'Welcome, Sara Staff' });
    await waitFor(() => expect(document.title).toBe('Dashboard – BrokerDesk'));
  });
});

describe('the route guard', () => {
  it('shows the page when the user may view it', async () => {
    const bridge = fakeBridge({ calls: { 'customers.list': () => ok(listPage([customerFixture()])) } });
    renderApp('/customers', { user: reader, bridge });
    expect(await screen.findByText('Omar Haddad')).toBeTruthy();
  });

  it('resolves a path in odd case with a trailing slash to its page', async () => {
    const bridge = fakeBridge({ calls: { 'customers.list': () => ok(listPage([customerFixture()])) } });
    renderApp('/CUSTOMERS/', { user: reader, bridge });
    expect(await screen.findByRole('heading', { name: 'Customers' })).toBeTruthy();
  });

  it("gives a page its route's parameters whatever the path's case", async () => {
    const customer = customerFixture();
    const bridge = fakeBridge({ calls: { 'customers.get': () => ok({ success: true, data: customer }) } });
    renderApp(`/Customers/${customer._id}/`, { user: reader, bridge });
    expect(await screen.findByRole('heading', { name: customer.fullName })).toBeTruthy();
    expect(bridge.requests.find((r) => r.endpoint === 'customers.get')?.input).toEqual({ params: { id: customer._id } });
  });

  it('shows the 404 screen with a link back for an unknown route', async () => {
    renderApp('/no-such-screen', { user: reader });
    expect(await screen.findByText(MESSAGES.notFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: MESSAGES.backToDashboard }).getAttribute('href')).toBe('/');
  });

  it('shows the 404 screen for a known area with an unknown sub-path', async () => {
    renderApp('/customers/c1/edit/extra', { user: reader });
    expect(await screen.findByText(MESSAGES.notFound)).toBeTruthy();
  });

  it('shows the 403 screen, names the missing permission and asks nothing of the server', async () => {
    const bridge = fakeBridge();
    renderApp('/customers', { user: nobody, bridge });
    expect(await screen.findByText(MESSAGES.forbidden)).toBeTruthy();
    expect(screen.getByText('You do not have the "View" permission for Individual Customers.')).toBeTruthy();
    expect(screen.getByRole('button', { name: MESSAGES.backToDashboard })).toBeTruthy();
    expect(areaRequests(bridge)).toEqual([]);
  });

  it('goes back to the dashboard from the 403 screen', async () => {
    renderApp('/customers/c1/edit', { user: reader });
    (await screen.findByRole('button', { name: MESSAGES.backToDashboard })).click();
    expect(await screen.findByRole('heading', { name: 'Welcome, Sara Staff' })).toBeTruthy();
  });

  it('shows the 403 screen for the edit route with read but without update', async () => {
    renderApp('/customers/c1/edit', { user: reader });
    expect(await screen.findByText(MESSAGES.forbidden)).toBeTruthy();
    expect(screen.getByText('You do not have the "Update" permission for Individual Customers.')).toBeTruthy();
  });

  it('keeps the supervisor-only screens from staff without the supervisor flag', async () => {
    renderApp('/sub-admins', { user: testUser({ moduleAccessId: { auth: { read: true } } }) });
    expect(await screen.findByText(MESSAGES.forbidden)).toBeTruthy();
    expect(screen.getByText('Only a supervisor may do this.')).toBeTruthy();
  });

  it('refuses /account to everyone but role Admin', async () => {
    renderApp('/account', { user: reader });
    expect(await screen.findByText(MESSAGES.forbidden)).toBeTruthy();
  });

  it("follows an employee's role entries: an enabled entry opens, a disabled one is refused", async () => {
    const employee = testUser({
      roleId: {
        _id: 'r1',
        name: 'Desk',
        permissions: [
          {
            menuName: 'Customers',
            url: '/customers',
            enabled: true,
            items: [{ id: 'customers', name: 'customers', read: true }],
          },
          { menuName: 'Blog', url: '/blog', enabled: false, items: [{ id: 'blog', name: 'blog', read: true }] },
        ],
      },
    });
    const bridge = fakeBridge({ calls: { 'customers.list': () => ok(listPage([])) } });
    const first = renderApp('/customers', { user: employee, bridge });
    expect(await screen.findByRole('heading', { name: 'Customers' })).toBeTruthy();
    first.unmount();
    renderApp('/blog', { user: employee });
    expect(await screen.findByText(MESSAGES.forbidden)).toBeTruthy();
  });

  it('shows a screen that is not built yet with its title, behind the same guard', async () => {
    const first = renderApp('/employees/create', { user: testUser({ moduleAccessId: { employee: { read: true, create: true } } }) });
    expect(await screen.findByRole('heading', { name: 'New employee' })).toBeTruthy();
    expect(screen.getByText('This screen is not available yet.')).toBeTruthy();
    first.unmount();
    renderApp('/employees/create', { user: testUser({ moduleAccessId: { employee: { read: true } } }) });
    expect(await screen.findByText(MESSAGES.forbidden)).toBeTruthy();
    expect(screen.queryByText('This screen is not available yet.')).toBeNull();
  });

  it('lets a page supply its own layout', async () => {
    const pages = new Map([
      [
        '/leads',
        () =>
          Promise.resolve({
            default: () => <p>Lead list</p>,
            Layout: ({ children }: { children: React.ReactNode }) => <div aria-label="Wide layout">{children}</div>,
          }),
      ],
    ]);
    renderWithProviders(null, {
      routes: buildRoutes(pages),
      route: '/leads',
      user: testUser({ role: 'Admin', moduleAccessId: {} }),
    });
    const layout = await screen.findByLabelText('Wide layout');
    expect(within(layout).getByText('Lead list')).toBeTruthy();
  });
});

describe('the shell', () => {
  it('shows exactly the navigation the server gives, marking the current item', async () => {
    const bridge = fakeBridge({
      calls: {
        'customers.list': () => ok(listPage([])),
        'menus.navigation': () =>
          ok({
            success: true,
            data: nav(
              { name: 'Dashboard', url: '/', icon: 'dashboard' },
              { name: 'Customers', url: '/customers', icon: 'no-such-icon' },
            ),
          }),
      },
    });
    renderApp('/customers', { user: reader, bridge });
    const main = await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(within(main).getByRole('link', { name: 'Customers' }).getAttribute('aria-current')).toBe('page'));
    expect(within(main).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Customers']);
  });

  it('groups entries under their parent, in display order, with a parent that is no screen as a title', async () => {
    const bridge = fakeBridge({
      calls: {
        'menus.navigation': () =>
          ok({
            success: true,
            data: [
              { name: 'Quotations', url: '/quotations', icon: 'DocumentText', displayOrder: 12, parent: 'Sales' },
              { name: 'Sales', url: '/sales', icon: 'Briefcase', displayOrder: 10, parent: null },
              { name: 'Proposals', url: '/proposals', icon: 'DocumentBulletList', displayOrder: 11, parent: 'Sales' },
              { name: 'Dashboard', url: '/', icon: 'Home', displayOrder: 0, parent: null },
            ],
          }),
      },
    });
    renderApp('/', { user: reader, bridge });
    const main = await screen.findByRole('navigation', { name: 'Main' });
    const sales = await within(main).findByRole('list', { name: 'Sales' });
    expect(
      within(sales)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Proposals', 'Quotations']);
    expect(within(main).queryByRole('link', { name: 'Sales' })).toBeNull();
    expect(within(main).getByText('Sales')).toBeTruthy();
    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Proposals', 'Quotations']);
  });

  it("asks for the new user's navigation after signing out and in as someone else", async () => {
    const other = testUser({ _id: 'u2', fullName: 'Omar Agent', moduleAccessId: { blog: { read: true } } });
    let signedInAs = reader;
    const bridge = fakeBridge({
      signOut: () => Promise.resolve(ok(null)),
      signIn: () => Promise.resolve(ok({ success: true as const, type: 'employee' as const, employee: other, session: sessionTimes() })),
      calls: {
        'menus.navigation': () =>
          ok({
            success: true,
            data: signedInAs === reader ? nav({ name: 'Customers', url: '/customers' }) : nav({ name: 'Blog', url: '/blog' }),
          }),
      },
    });
    renderApp('/', { user: reader, bridge });
    const main = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(main).findByRole('link', { name: 'Customers' })).toBeTruthy();
    (await screen.findByRole('button', { name: 'Account: Sara Staff' })).click();
    (await screen.findByRole('menuitem', { name: 'Sign out' })).click();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    signedInAs = other;
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'omar@example.ae' } });
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'secret-pass' } });
    screen.getByRole('button', { name: 'Sign in' }).click();
    const next = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(next).findByRole('link', { name: 'Blog' })).toBeTruthy();
    expect(within(next).queryByRole('link', { name: 'Customers' })).toBeNull();
  });

  it('says so, with Retry, when the navigation cannot be loaded', async () => {
    renderApp('/', { user: reader, bridge: fakeBridge({ calls: { 'menus.navigation': () => failed(500, 'Menus are down') } }) });
    const main = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(main).findByText('Menus are down')).toBeTruthy();
    expect(within(main).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('signs out from the user menu and lands on sign-in', async () => {
    const signOut = vi.fn(() => Promise.resolve(ok(null)));
    renderApp('/', { user: reader, bridge: fakeBridge({ signOut }) });
    (await screen.findByRole('button', { name: 'Account: Sara Staff' })).click();
    (await screen.findByRole('menuitem', { name: 'Sign out' })).click();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});

describe('when the route and the server disagree', () => {
  const viewer = testUser({ moduleAccessId: { customer: { read: true } } });

  it("shows one 403 screen naming the permission the server says is missing, with no Retry, when a detail's data is refused", async () => {
    const refusal = 'You do not have the "View" permission for Policies.';
    const bridge = fakeBridge({ calls: { 'policies.detail': () => failed(403, refusal) } });
    renderApp('/policies/pol1', { user: viewer, bridge });
    expect(await screen.findByRole('heading', { name: MESSAGES.forbidden })).toBeTruthy();
    expect(screen.getByText(refusal)).toBeTruthy();
    expect(within(screen.getByRole('main')).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('button', { name: MESSAGES.backToDashboard })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Not allowed – BrokerDesk'));
  });

  it('refuses an offline policy at the route, as the server would, without asking for it', async () => {
    const bridge = fakeBridge();
    renderApp('/Praktorapolicies/o1', { user: viewer, bridge });
    expect(await screen.findByRole('heading', { name: MESSAGES.forbidden })).toBeTruthy();
    expect(screen.getByText('You do not have the "View" permission for Policies.')).toBeTruthy();
    expect(bridge.requests.filter((r) => r.endpoint.startsWith('praktorapolicies.'))).toEqual([]);
  });
});

describe('sign-in and the way out', () => {
  const noAccess = testUser({ type: 'user', role: 'User', moduleAccessId: null });

  it('offers sign-out, not another 403 behind "Go back to dashboard", to an account the dashboard refuses too', async () => {
    const signOut = vi.fn(() => Promise.resolve(ok(null)));
    renderApp('/customers', { user: noAccess, bridge: fakeBridge({ signOut }) });
    expect(await screen.findByRole('heading', { name: MESSAGES.forbidden })).toBeTruthy();
    expect(screen.queryByRole('button', { name: MESSAGES.backToDashboard })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('sends a user with a stored session from sign-in to the dashboard at once, before the server confirms it', async () => {
    const bridge = fakeBridge({ hasSession: () => Promise.resolve(true), calls: { 'auth.me': () => new Promise(() => {}) } });
    const { router } = renderApp('/auth/login', { user: 'restore', bridge });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('shows the sign-in form at once when no session is stored', async () => {
    const { router } = renderApp('/auth/login', { user: 'restore', bridge: fakeBridge({ hasSession: () => Promise.resolve(false) }) });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/login');
  });
});
