// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CallInput } from '../../../shared/client/index.js';
import type { HealthProvider } from '../../../shared/contract/health-insurance/index.js';
import { fakeBridge, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { listPage } from '../../../tests/fixtures/renderer/list/listPage.fixture.js';
import { NetworkProviders } from './networkProvidersScreen.js';

const at = '2026-11-27T06:42:00.000Z';
const staff = testUser({ moduleAccessId: { company: { read: true, create: true, update: true, delete: true } } });
const path = '/companies/:companyId/health-insurance/tpa/:tpaId/network/:networkId/providers';
const here = '/companies/co1/health-insurance/tpa/t1/network/n1/providers';

const provider = (id: string, providerName: string, emirate: HealthProvider['emirate'], providerType: HealthProvider['providerType']): HealthProvider => ({
  _id: id, providerCode: `C-${id}`, providerName, providerType, providerContactNumber: '04 435 9999', providerLicenseNumber: `DHA-${id}`, emirate,
  serviceProvider: 'Group', region: null, providerAddresss: 'Street', providerSpeciality: null, providerGroup: null, providerStartDate: null, isActive: true, createdAt: at, updatedAt: at,
});
const mediclinic = provider('p1', 'Mediclinic City Hospital', 'Dubai', 'Hospital');
const aster = provider('p2', 'Aster Clinic Al Nahda', 'Dubai', 'Clinic');
const burjeel = provider('p3', 'Burjeel Hospital Sharjah', 'Sharjah', 'Hospital');

/** A network holding Mediclinic; Aster and Burjeel available. The bridge answers each table by its scope. */
function renderScreen() {
  const assigned = new Set(['p1']);
  const everyone = [mediclinic, aster, burjeel];
  const bridge = fakeBridge({
    calls: {
      'companies.get': () => ok({ success: true, data: { _id: 'co1', companyName: 'Orient Insurance' } }),
      'healthTpas.get': () => ok({ success: true, data: { _id: 't1', company: 'co1', companyName: 'Orient Insurance', TPAName: 'NAS', networkCount: 1, createdAt: at, updatedAt: at } }),
      'healthNetworks.get': () => ok({ success: true, data: { _id: 'n1', tpa: 't1', TPAName: 'NAS', networkName: 'RN3', cityCount: 1, createdAt: at, updatedAt: at } }),
      'healthNetworkProviders.list': (input: CallInput) => {
        const query = input.query as { scope: string; search?: string };
        const rows = everyone.filter((item) => assigned.has(item._id) === (query.scope === 'assigned'))
          .filter((item) => !query.search || item.providerName.toLowerCase().includes(query.search.toLowerCase()));
        return ok(listPage(rows));
      },
      'healthNetworkProviders.assign': (input: CallInput) => {
        const ids = (input.body as { providerIds: string[] }).providerIds;
        ids.forEach((id) => assigned.add(id));
        return ok({ success: true, data: { networkId: 'n1', changed: ids.length, providerCount: assigned.size }, message: `${ids.length} providers added to the network` });
      },
      'healthNetworkProviders.unassign': (input: CallInput) => {
        const ids = (input.body as { providerIds: string[] }).providerIds;
        ids.forEach((id) => assigned.delete(id));
        return ok({ success: true, data: { networkId: 'n1', changed: ids.length, providerCount: assigned.size }, message: '1 provider removed from the network' });
      },
    },
  });
  renderWithProviders(<NetworkProviders />, { bridge, user: staff, route: here, path });
  return bridge;
}
const table = (name: string) => screen.getByRole('grid', { name });
const listQueries = (bridge: ReturnType<typeof fakeBridge>, scope: string) =>
  bridge.requests.filter((request) => request.endpoint === 'healthNetworkProviders.list' && (request.input.query as { scope: string }).scope === scope).map((request) => request.input.query);

describe('the providers of a network', () => {
  it('adds the ticked available providers and moves them to the selected table', async () => {
    const bridge = renderScreen();
    expect(await screen.findByRole('heading', { name: 'Providers of RN3' })).toBeTruthy();
    await waitFor(() => expect(within(table('Selected providers')).getByText('Mediclinic City Hospital')).toBeTruthy());
    const available = table('Available providers');
    const asterRow = within(available).getByText('Aster Clinic Al Nahda').closest('[role="row"]') as HTMLElement;
    for (const text of ['C-p2', 'Dubai', 'Clinic']) expect(within(asterRow).getByText(text)).toBeTruthy();
    fireEvent.click(within(available).getByRole('checkbox', { name: 'Select Aster Clinic Al Nahda' }));
    fireEvent.click(within(available).getByRole('checkbox', { name: 'Select Burjeel Hospital Sharjah' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add selected (2)' }));
    expect(await screen.findByText('2 providers added to the network')).toBeTruthy();
    expect(bridge.requests.find((request) => request.endpoint === 'healthNetworkProviders.assign')?.input).toMatchObject({ params: { networkId: 'n1' }, body: { providerIds: ['p2', 'p3'] } });
    await waitFor(() => expect(within(table('Selected providers')).getByText('Burjeel Hospital Sharjah')).toBeTruthy());
    expect(within(table('Selected providers')).getByText('Aster Clinic Al Nahda')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add selected (0)' })).toHaveProperty('disabled', true);
  });

  it('removes a selected provider', async () => {
    const bridge = renderScreen();
    const selected = await screen.findByRole('grid', { name: 'Selected providers' });
    fireEvent.click(await within(selected).findByRole('button', { name: 'Remove Mediclinic City Hospital' }));
    expect(await screen.findByText('1 provider removed from the network')).toBeTruthy();
    expect(bridge.requests.find((request) => request.endpoint === 'healthNetworkProviders.unassign')?.input).toMatchObject({ params: { networkId: 'n1' }, body: { providerIds: ['p1'] } });
    await waitFor(() => expect(within(table('Available providers')).getByText('Mediclinic City Hospital')).toBeTruthy());
  });

  it('searches and filters the available providers on the server', async () => {
    const bridge = renderScreen();
    await screen.findByRole('heading', { name: 'Providers of RN3' });
    const available = screen.getByRole('grid', { name: 'Available providers' }).closest('section') as HTMLElement;
    fireEvent.change(within(available).getByRole('searchbox'), { target: { value: 'burjeel' } });
    await waitFor(() => expect(listQueries(bridge, 'available').at(-1)).toMatchObject({ networkId: 'n1', search: 'burjeel', page: 1 }));
    await waitFor(() => expect(within(table('Available providers')).queryByText('Aster Clinic Al Nahda')).toBeNull());
    fireEvent.change(within(available).getByRole('combobox', { name: 'Emirate' }), { target: { value: 'Sharjah' } });
    fireEvent.change(within(available).getByRole('combobox', { name: 'Provider type' }), { target: { value: 'Hospital' } });
    await waitFor(() => expect(listQueries(bridge, 'available').at(-1)).toMatchObject({ search: 'burjeel', emirate: 'Sharjah', providerType: 'Hospital' }));
    // The selected table keeps its own search.
    expect(listQueries(bridge, 'assigned').every((query) => (query as { search?: string }).search === undefined)).toBe(true);
  });
});
