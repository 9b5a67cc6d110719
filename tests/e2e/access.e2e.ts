import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { checkRouteAccess } from '../../shared/access/checkRouteAccess.js';
import { matchRoute } from '../../shared/access/matchRoute.js';
import type { SessionUser } from '../../shared/contract/auth/auth.schema.js';
import { MESSAGES } from '../../shared/contract/constants.js';
import type { NavigationItem } from '../../shared/contract/menus/menus.schema.js';
import { startServerProcess } from '../helpers/startServerProcess.js';
import { apiGet, apiSignIn } from './api.js';
import { expect, signIn, test } from './fixtures.js';

const ACCOUNTS = ['admin', 'viewer', 'supervisor', 'agent', 'employee', 'noaccess'] as const;
const email = (account: string) => `${account}@brokerdesk.demo`;

/** Built screens, not-built ones, denied ones, odd spellings and unknown paths. */
const SAMPLE_ROUTES = [
  '/',
  '/customers',
  '/Customers/',
  '/customers/no-such-customer',
  '/customers/no-such-customer/edit',
  '/sub-admins',
  '/sub-admins/create',
  '/sales-agent',
  '/menumanagement',
  '/createmenu',
  '/leads',
  '/blog',
  '/blog/create',
  '/proposals/create',
  '/quotations',
  '/account',
  '/no-such-screen',
  '/customers/a/b/c',
];

type Expected = 'page' | 'forbidden' | 'notFound';

/** What the shared rule says a user gets at a path: the test states the rule, not a copy of it. */
function expected(user: SessionUser, path: string): Expected {
  const match = matchRoute(path);
  if (!match) return 'notFound';
  return checkRouteAccess(user, match.route, path).view ? 'page' : 'forbidden';
}

async function whoIs(account: string, password?: string): Promise<{ user: SessionUser; navigation: NavigationItem[]; token: string }> {
  const token = await apiSignIn(account.includes('@') ? account : email(account), password);
  const me = await apiGet<{ data: SessionUser }>(token, '/api/admin/me');
  const navigation = await apiGet<{ data: NavigationItem[] }>(token, '/api/admin/menus/navigation');
  return { user: me.data, navigation: navigation.data, token };
}

interface NavShape {
  links: string[];
  groups: string[];
}

/** What the side navigation shows: its links and the titles of its groups. */
async function navShape(page: Page): Promise<NavShape> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const links = await nav.getByRole('link').allTextContents();
  const groups = await nav.getByRole('list').evaluateAll((lists) => lists.map((list) => list.getAttribute('aria-label') ?? ''));
  return { links: [...links].sort(), groups: [...new Set(groups.filter(Boolean))].sort() };
}

/**
 * The navigation the entries call for: every entry is a link, except a parent whose URL is no
 * screen (a group such as `/sales`), which is a title; the groups are the entries' parents.
 */
function shapeOf(navigation: NavigationItem[]): NavShape {
  const isGroup = (item: NavigationItem) => navigation.some((child) => child.parent === item.name) && !matchRoute(item.url);
  return {
    links: navigation
      .filter((item) => !isGroup(item))
      .map((item) => item.name)
      .sort(),
    groups: [...new Set(navigation.flatMap((item) => (item.parent ? [item.parent] : [])))].sort(),
  };
}

async function expectScreen(page: Page, path: string, want: Expected, user: SessionUser): Promise<void> {
  await page.goto(`/#${path}`);
  const main = page.locator('main');
  if (want === 'notFound') {
    await expect(main.getByRole('heading', { level: 1, name: MESSAGES.notFound }), `${path} → 404`).toBeVisible();
    await expect(main.getByRole('link', { name: MESSAGES.backToDashboard })).toHaveAttribute('href', '#/');
  } else if (want === 'forbidden') {
    await expect(main.getByRole('heading', { level: 1, name: MESSAGES.forbidden }), `${path} → 403`).toBeVisible();
    // The way out is the dashboard, or signing out when the dashboard would refuse too.
    await expect(main.getByRole('button', { name: expected(user, '/') === 'page' ? MESSAGES.backToDashboard : 'Sign out' })).toBeVisible();
  } else {
    const heading = main.getByRole('heading', { level: 1 }).first();
    await expect(heading, `${path} → page`).toBeVisible();
    await expect(heading).not.toHaveText(MESSAGES.forbidden);
    await expect(heading).not.toHaveText(MESSAGES.notFound);
  }
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
}

test.describe('access', () => {
  for (const account of ACCOUNTS) {
    test(`${account}: routes give the page, 403 or 404 as the rule says, and the navigation shows exactly the reachable entries`, async ({
      page,
    }) => {
      const { user, navigation } = await whoIs(account);
      // The supervisor-only screens: admin and supervisor alone, by the rule.
      expect(expected(user, '/sub-admins') === 'page').toBe(account === 'admin' || account === 'supervisor');

      await signIn(page, email(account));
      await expect.poll(() => navShape(page)).toEqual(shapeOf(navigation));
      const subAdmins = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admins and agents' });
      await expect(subAdmins).toHaveCount(account === 'admin' || account === 'supervisor' ? 1 : 0);

      for (const path of SAMPLE_ROUTES) await expectScreen(page, path, expected(user, path), user);
    });
  }

  test('a supervisor creates a staff account with blog and dashboard read only; signed in as it, the navigation shows just those', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();

    // An administrator adds a menu for a screen the new account may not open: it must not show it.
    // (The blog has its own entry under Catalogue since issue 14.)
    await signIn(page);
    await page.goto('/#/createmenu');
    await page.getByLabel(/^Name/).fill('Add-ons');
    await page.getByLabel(/^URL/).fill('/products');
    await page.getByLabel(/^Code/).fill(`addons-${stamp}`);
    await page.getByLabel(/^Icon/).fill('Box');
    await page.getByLabel(/^Display order/).fill('90');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Menu management' })).toBeVisible();
    await signOut(page);

    // The supervisor creates the account.
    const staffEmail = `blogger-${stamp}@brokerdesk.demo`;
    const staffPassword = `Blogger#${stamp}`;
    await signIn(page, email('supervisor'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admins and agents' }).click();
    await expect(page.getByRole('heading', { name: 'Admins and Agents' })).toBeVisible();
    await page.getByRole('button', { name: 'New staff account' }).click();
    await page.getByLabel(/^Agent Name/).fill('Noor Blogger');
    await page.getByLabel(/^Agent Email/).fill(staffEmail);
    await page.getByLabel(/^Contact No/).fill('0501234567');
    await page.getByLabel(/^Password/).fill(staffPassword);
    await page.getByRole('checkbox', { name: 'Blog View' }).check();
    await page.getByRole('checkbox', { name: 'Dashboard View' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Noor Blogger' })).toBeVisible();
    await signOut(page);

    // Signed in as the new account: the blog (under its group) and the dashboard, nothing else.
    await signIn(page, staffEmail, staffPassword);
    const { user: staff, navigation: staffNavigation } = await whoIs(staffEmail, staffPassword);
    const navigation = { data: staffNavigation };
    await expect.poll(() => navShape(page)).toEqual(shapeOf(navigation.data));
    expect(shapeOf(navigation.data)).toEqual({ links: ['Blog', 'Dashboard'], groups: ['Catalogue'] });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expectScreen(page, '/customers', 'forbidden', staff);
  });

  test('maintenance on shows the Maintenance screen everywhere, sign-in included', async ({ page }) => {
    test.setTimeout(180_000);
    const dataDir = mkdtempSync(join(tmpdir(), 'brokerdesk-e2e-maintenance-'));
    const server = await startServerProcess({
      BROKERDESK_DATA_DIR: dataDir,
      BROKERDESK_STATIC_DIR: 'dist/renderer',
      BROKERDESK_DEMO_CUSTOMERS: '10',
      BROKERDESK_MAINTENANCE: '1',
    });
    try {
      for (const path of ['/', '/auth/login', '/customers']) {
        await page.goto(`${server.url}/#${path}`);
        await expect(page.getByText(MESSAGES.maintenance)).toBeVisible();
        await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
        await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      }
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
