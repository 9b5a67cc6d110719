// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Partner } from '../../../shared/contract/partners/partners.schema.js';
import { fakeBridge, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { listPage } from '../../../tests/fixtures/renderer/list/listPage.fixture.js';
import { List } from './partnersScreens.js';

const at = '2026-11-22T06:42:00.000Z';
const staff = testUser({ moduleAccessId: { partner: { read: true } } });

const partner: Partner = {
  _id: '64b0000000000000000000b1', companyName: 'Gulf Coffee House', category: '64b0000000000000000000c1', categoryName: 'Food & drink', discountCode: 'GC24',
  locations: [
    { location: 'Dubai Mall, Ground floor', googleLocation: 'https://maps.google.com/?q=25.1972,55.2744' },
    { location: 'Mall of the Emirates', googleLocation: 'https://maps.google.com/?q=25.1181,55.2006' },
  ],
  logoImg: null, coverImg: null, createdAt: at, updatedAt: at,
};

function partnersList() {
  const bridge = fakeBridge({ calls: { 'partners.list': () => ok(listPage([partner])) } });
  renderWithProviders(<List />, { bridge, user: staff, route: '/partners', path: '/partners' });
  return () => bridge.requests.filter((r) => r.endpoint === 'partners.list').map((r) => (r.input as { query: unknown }).query);
}

describe('club partners', () => {
  it('lists each partner with its category, discount code and how many locations, named', async () => {
    partnersList();
    const row = (await screen.findByText('Gulf Coffee House')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Food & drink')).toBeTruthy();
    expect(within(row).getByText('GC24')).toBeTruthy();
    expect(within(row).getByText('2 · Dubai Mall, Ground floor, Mall of the Emirates')).toBeTruthy();
  });

  it('searches partners by name or code on the server', async () => {
    const queries = partnersList();
    await screen.findByText('Gulf Coffee House');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search partner or code' }), { target: { value: 'gc24' } });
    await waitFor(() => expect(queries().at(-1)).toMatchObject({ page: 1, search: 'gc24' }));
  });
});
