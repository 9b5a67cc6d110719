// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CallInput } from '../../../shared/client/index.js';
import { fakeBridge, failed, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders } from '../../../tests/helpers/renderWithProviders.js';
import { customerFixture } from '../../../tests/fixtures/renderer/customers/customer.fixture.js';
import { useGetCustomersQuery, type CustomerRecord } from '../../features/customers/customersApi.js';
import { ListScreen } from './ListScreen.js';
import { useListController } from './useListController.js';
import { listPage } from '../../../tests/fixtures/renderer/list/listPage.fixture.js';

const onOpen = vi.fn();

function Harness() {
  const list = useListController({ defaultSize: 10 });
  const result = useGetCustomersQuery({ page: list.page, size: list.size, search: list.search });
  return (
    <ListScreen<CustomerRecord>
      title="People"
      searchPlaceholder="Search people"
      controller={list}
      result={result}
      columns={[
        { id: 'name', header: 'Name', render: (c) => c.fullName },
        { id: 'email', header: 'Email', render: (c) => c.email },
      ]}
      getRowId={(c) => c._id}
      onOpen={onOpen}
      empty={{ title: 'No people yet' }}
    />
  );
}

const listQueries = (bridge: ReturnType<typeof fakeBridge>) =>
  bridge.requests.filter((r) => r.endpoint === 'customers.list').map((r) => r.input.query);

function people(count: number, start = 1) {
  return Array.from({ length: count }, (_, i) =>
    customerFixture({ _id: `c${start + i}`, fullName: `Person ${start + i}`, email: `p${start + i}@example.ae` }),
  );
}

function renderList(answer: (input: CallInput) => ReturnType<typeof ok> | ReturnType<typeof failed>, route = '/people') {
  const bridge = fakeBridge({ calls: { 'customers.list': answer } });
  return renderWithProviders(<Harness />, { bridge, route, path: '/people' });
}

describe('ListScreen', () => {
  it('renders a row per record under a header row', async () => {
    renderList(() => ok(listPage(people(2))));
    expect(await screen.findByText('Person 1')).toBeTruthy();
    expect(screen.getByText('p2@example.ae')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeTruthy();
    expect(screen.getByRole('grid', { name: 'People' })).toBeTruthy();
  });

  it('shows the range of the page in "1–10 of 1,234" form', async () => {
    renderList(() => ok(listPage(people(10), { totalItems: 1234 })));
    expect(await screen.findByText('1–10 of 1,234')).toBeTruthy();
  });

  it('shows a capped total as a lower bound and still pages on past it', async () => {
    const { bridge } = renderList((input) => {
      const page = Number(input.query?.page ?? 1);
      return ok(listPage(people(10, page * 10 - 9), { page, totalItems: Math.max(10_000, page * 10), totalCapped: true }));
    }, '/people?page=1000');
    expect(await screen.findByText('9,991–10,000 of 10,000+')).toBeTruthy();
    expect(screen.getByText(/Page 1000 of 1,001\s*\+/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('10,001–10,010 of 10,010+')).toBeTruthy();
    expect(listQueries(bridge).at(-1)).toEqual({ page: 1001, size: 10 });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next page' }).disabled).toBe(false);
  });

  it('requests page 2 with the same size when Next page is pressed', async () => {
    const { bridge } = renderList((input) => {
      const page = Number(input.query?.page ?? 1);
      return ok(listPage(people(10, page * 10 - 9), { page, totalItems: 25 }));
    });
    await screen.findByText('Person 1');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Person 11')).toBeTruthy();
    expect(listQueries(bridge).at(-1)).toEqual({ page: 2, size: 10 });
    expect(screen.getByText('11–20 of 25')).toBeTruthy();
  });

  it('requests page 1 with the new size when the page size changes', async () => {
    const { bridge } = renderList(() => ok(listPage(people(10), { totalItems: 25 })), '/people?page=2');
    await screen.findByText('Person 1');
    expect(listQueries(bridge)[0]).toEqual({ page: 2, size: 10 });
    fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page' }), { target: { value: '25' } });
    await waitFor(() => expect(listQueries(bridge).at(-1)).toEqual({ page: 1, size: 25 }));
  });

  it('sends the search only after the typing pauses, from page 1', async () => {
    const { bridge } = renderList(() => ok(listPage(people(3), { totalItems: 30 })), '/people?page=3');
    await screen.findByText('Person 1');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search people' }), { target: { value: 'oma' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search people' }), { target: { value: 'omar' } });
    expect(listQueries(bridge)).toHaveLength(1);
    await waitFor(() => expect(listQueries(bridge).at(-1)).toEqual({ page: 1, size: 10, search: 'omar' }));
    expect(listQueries(bridge).filter((q) => q?.search === 'oma')).toHaveLength(0);
  });

  it('searches at once on Enter and clears on Esc', async () => {
    const { bridge, router } = renderList((input) => ok(listPage(input.query?.search ? [] : people(1))));
    await screen.findByText('Person 1');
    const box = screen.getByRole('searchbox', { name: 'Search people' });
    fireEvent.change(box, { target: { value: 'sara' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(listQueries(bridge).at(-1)).toEqual({ page: 1, size: 10, search: 'sara' }));
    expect(await screen.findByText('No matches')).toBeTruthy();
    expect(router.state.location.search).toBe('?q=sara');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(await screen.findByText('Person 1')).toBeTruthy();
    expect((box as HTMLInputElement).value).toBe('');
    expect(router.state.location.search).toBe('');
  });

  it('says there are no records at all when the list is empty without a search', async () => {
    renderList(() => ok(listPage([])));
    expect(await screen.findByText('No people yet')).toBeTruthy();
    expect(screen.queryByText('No matches')).toBeNull();
  });

  it('says "No matches" and offers to clear the search when a search finds nothing', async () => {
    const { bridge } = renderList((input) => ok(listPage(input.query?.search ? [] : people(1))), '/people?q=zzz');
    expect(await screen.findByText('No matches')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('Person 1')).toBeTruthy();
    expect(listQueries(bridge).at(-1)).toEqual({ page: 1, size: 10 });
  });

  it('shows the server message with Retry, keeping the typed search', async () => {
    let fail = true;
    const { bridge } = renderList(() => (fail ? failed(500, 'Database is down') : ok(listPage(people(1)))), '/people?q=omar');
    expect(await screen.findByText('Database is down')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search people' }).value).toBe('omar');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Person 1')).toBeTruthy();
    expect(screen.queryByText('Database is down')).toBeNull();
    expect(listQueries(bridge).at(-1)).toEqual({ page: 1, size: 10, search: 'omar' });
  });

  it('leaves no rows of the previous page under the error bar when the next page fails', async () => {
    renderList((input) => (Number(input.query?.page ?? 1) === 2 ? failed(500, 'Database is down') : ok(listPage(people(10), { totalItems: 25 }))));
    await screen.findByText('Person 1');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Database is down')).toBeTruthy();
    expect(screen.queryByText('Person 1')).toBeNull();
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('says what is missing, with no Retry that could never succeed, when the server refuses the list', async () => {
    renderList(() => failed(403, 'You do not have the "View" permission for Individual Customers.'));
    expect(await screen.findByText('You do not have the "View" permission for Individual Customers.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('opens the record on row click and on Enter', async () => {
    onOpen.mockClear();
    renderList(() => ok(listPage(people(1))));
    const cell = await screen.findByText('Person 1');
    const row = cell.closest('[role="row"]') as HTMLElement;
    fireEvent.click(row);
    act(() => row.focus());
    fireEvent.keyDown(row, { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(onOpen.mock.calls[0]?.[0]).toMatchObject({ _id: 'c1' });
  });

  it('drops a search still waiting for its debounce when a row is opened, and searches again once the user types', async () => {
    onOpen.mockClear();
    // The record's screen loads in a transition, so the list is still mounted when the debounce ends (onOpen here stays put).
    const { bridge, router } = renderList(() => ok(listPage(people(1))));
    const row = (await screen.findByText('Person 1')).closest('[role="row"]') as HTMLElement;
    const box = screen.getByRole('searchbox', { name: 'Search people' });
    fireEvent.change(box, { target: { value: 'omar' } });
    fireEvent.click(row);
    expect(onOpen).toHaveBeenCalledOnce();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(listQueries(bridge).filter((q) => q?.search === 'omar')).toHaveLength(0);
    expect(router.state.location.search).toBe('');
    fireEvent.change(box, { target: { value: 'omar k' } });
    await waitFor(() => expect(listQueries(bridge).at(-1)).toEqual({ page: 1, size: 10, search: 'omar k' }));
  });
});
