// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HealthProvider } from '../../../shared/contract/health-insurance/index.js';
import { failed, fakeBridge, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { listPage } from '../../../tests/fixtures/renderer/list/listPage.fixture.js';
import { Create, List } from './providersScreens.js';

const at = '2026-11-27T06:42:00.000Z';
const staff = testUser({ moduleAccessId: { company: { read: true, create: true, update: true } } });

const provider: HealthProvider = {
  _id: '64b0000000000000000000d1', providerCode: 'MCD-01', providerName: 'Mediclinic City Hospital', providerType: 'Hospital', providerContactNumber: '04 435 9999',
  providerLicenseNumber: 'DHA-F-0047', emirate: 'Dubai', serviceProvider: 'Mediclinic Middle East', region: 'Dubai Healthcare City', providerAddresss: 'Building 37, DHCC',
  providerSpeciality: 'Multi-speciality', providerGroup: 'Mediclinic', providerStartDate: '2008-01-01', isActive: true, createdAt: at, updatedAt: at,
};

function providersList() {
  const bridge = fakeBridge({ calls: { 'healthProviders.list': () => ok(listPage([provider])) } });
  renderWithProviders(<List />, { bridge, user: staff, route: '/health-insurance/providers', path: '/health-insurance/providers' });
  return () => bridge.requests.filter((r) => r.endpoint === 'healthProviders.list').map((r) => (r.input as { query: unknown }).query);
}

describe('health providers', () => {
  it('lists each provider with its code, type, contact, licence and emirate', async () => {
    providersList();
    const row = (await screen.findByText('Mediclinic City Hospital')).closest('[role="row"]') as HTMLElement;
    for (const text of ['MCD-01', 'Hospital', '04 435 9999', 'DHA-F-0047', 'Dubai']) expect(within(row).getByText(text), text).toBeTruthy();
  });

  it('searches by name, code or licence and filters by emirate and type on the server', async () => {
    const queries = providersList();
    await screen.findByText('Mediclinic City Hospital');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search name, code or licence number' }), { target: { value: 'dha-f' } });
    await waitFor(() => expect(queries().at(-1)).toMatchObject({ page: 1, search: 'dha-f' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Emirate' }), { target: { value: 'Sharjah' } });
    await waitFor(() => expect(queries().at(-1)).toMatchObject({ emirate: 'Sharjah', search: 'dha-f' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Provider type' }), { target: { value: 'Pharmacy' } });
    await waitFor(() => expect(queries().at(-1)).toMatchObject({ emirate: 'Sharjah', providerType: 'Pharmacy' }));
  });

  it("shows the server's refusal of a licence number another provider has, on its field", async () => {
    const bridge = fakeBridge({
      calls: {
        'healthProviders.create': () => failed(409, 'A provider with the licence number DHA-F-0047 already exists', {
          providerLicenseNumber: 'A provider with the licence number DHA-F-0047 already exists',
        }),
      },
    });
    renderWithProviders(<Create />, { bridge, user: staff, route: '/health-insurance/providers/create', path: '/health-insurance/providers/create' });
    const fill = (name: RegExp, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
    await screen.findByRole('textbox', { name: /Provider name/ });
    fill(/Provider name/, 'Aster Clinic Al Nahda');
    fill(/Service provider$/, 'Aster DM Healthcare');
    fill(/Licence number/, 'dha-f-0047');
    fill(/Contact number/, '04 440 0500');
    fill(/Address/, 'Al Nahda 2, Dubai');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A provider with the licence number DHA-F-0047 already exists')).toBeTruthy();
    expect(bridge.requests.find((r) => r.endpoint === 'healthProviders.create')?.input).toMatchObject({ body: { providerLicenseNumber: 'DHA-F-0047', providerName: 'Aster Clinic Al Nahda' } });
  });
});
