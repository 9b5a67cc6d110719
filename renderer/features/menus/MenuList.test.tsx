// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBridge, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { menuFixture } from '../../../tests/fixtures/renderer/menus/menu.fixture.js';
import { List as MenuList } from './menusScreens.js';
import { listPage } from '../../../tests/fixtures/renderer/list/listPage.fixture.js';
import { inDialog } from '../../../tests/helpers/dialogs.js';

const admin = testUser({ role: 'Admin', moduleAccessId: {} });
const reader = testUser({ moduleAccessId: { menu: { read: true } } });

function renderList(user = admin, route = '/menumanagement') {
  const bridge = fakeBridge({
    calls: {
      'menus.list': () =>
        ok(
          listPage([
            menuFixture(),
            menuFixture({
              _id: 'm2',
              name: 'Blog',
              url: '/blog',
              code: 'blog',
              icon: 'unknown-icon',
              parentMenuName: 'Content',
              displayOrder: 2,
            }),
          ], { size: 5 }),
        ),
      'menus.remove': () => ok({ success: true, message: 'Removed' }),
    },
  });
  return renderWithProviders(<MenuList />, { bridge, user, route, path: '/menumanagement' });
}

const listQueries = (bridge: ReturnType<typeof fakeBridge>) =>
  bridge.requests.filter((r) => r.endpoint === 'menus.list').map((r) => r.input.query);

describe('MenuList', () => {
  it('shows each menu with its name, URL, code, parent, icon and display order', async () => {
    renderList();
    const row = (await screen.findByText('Blog')).closest('[role="row"]') as HTMLElement;
    for (const text of ['/blog', 'blog', 'Content', 'unknown-icon', '2'])
      expect(within(row).getAllByText(text).length).toBeGreaterThan(0);
  });

  it('asks for page 1 of 5, sorted by creation date ascending, by default', async () => {
    const { bridge } = renderList();
    await screen.findByText('Blog');
    expect(listQueries(bridge)[0]).toEqual({ page: 1, size: 5, sortField: 'createdAt', sortDirection: 'asc' });
  });

  it('sorts on the server from the column headers, toggling the direction and keeping it in the URL', async () => {
    const { bridge, router } = renderList();
    await screen.findByText('Blog');
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() =>
      expect(listQueries(bridge).at(-1)).toEqual({ page: 1, size: 5, sortField: 'name', sortDirection: 'asc' }),
    );
    expect(router.state.location.search).toBe('?sort=name&dir=asc');
    expect(screen.getByRole('button', { name: 'Name' }).closest('[role="columnheader"]')?.getAttribute('aria-sort')).toBe(
      'ascending',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() =>
      expect(listQueries(bridge).at(-1)).toEqual({ page: 1, size: 5, sortField: 'name', sortDirection: 'desc' }),
    );
    expect(screen.getByRole('button', { name: 'Name' }).closest('[role="columnheader"]')?.getAttribute('aria-sort')).toBe(
      'descending',
    );
  });

  it('starts from the sort in the URL', async () => {
    const { bridge } = renderList(admin, '/menumanagement?sort=displayOrder&dir=desc&page=2');
    await screen.findByText('Blog');
    expect(listQueries(bridge)[0]).toEqual({ page: 2, size: 5, sortField: 'displayOrder', sortDirection: 'desc' });
  });

  it('asks before removing a menu, naming it, then removes it', async () => {
    const { bridge } = renderList();
    await screen.findByText('Blog');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Blog' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove menu Blog?' });
    fireEvent.click(await inDialog(dialog).findByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(bridge.requests.find((r) => r.endpoint === 'menus.remove')?.input).toEqual({ params: { id: 'm2' } }),
    );
    expect(await screen.findByText('Menu Blog removed')).toBeTruthy();
  });

  it('offers neither New menu nor row actions to a read-only user', async () => {
    renderList(reader);
    await screen.findByText('Blog');
    expect(screen.queryByRole('button', { name: 'New menu' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Blog' })).toBeNull();
  });
});
