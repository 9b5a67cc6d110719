// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBridge, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { GarageNetworkSection } from './GarageNetworkSection.js';
import { inDialog } from '../../../tests/helpers/dialogs.js';

const COMPANY = '64b0000000000000000000c1';
const page = (total: number) => ({ page: 1, size: 5, total, totalPages: total === 0 ? 0 : 1 });
const inNetwork = { _id: '64b0000000000000000000a1', name: 'Falcon Body Shop', emirate: 'Dubai', area: 'Al Quoz Industrial 3', agency: 'nonagency', isActive: true, addedAt: '2026-11-20T06:00:00.000Z' };
const garage = (id: string, name: string) => ({
  _id: id, name, emirate: 'Sharjah', area: 'Industrial Area 5', address: null, phone: '06 543 2100', email: null, contactPerson: null, agency: 'agency',
  makesServed: null, googleMapsUrl: null, isActive: true, createdAt: '2026-11-01T06:00:00.000Z', updatedAt: '2026-11-01T06:00:00.000Z',
});
const changed = { success: true, data: { changed: 1, total: 2 }, message: "1 garage added to Gulf Shield's network (2 garages in it)" };
const staff = testUser({ moduleAccessId: { company: { read: true, update: true }, garage: { read: true } } });

function renderSection(canChange: boolean) {
  const bridge = fakeBridge({
    calls: {
      'garages.network': () => ok({ success: true, data: [inNetwork], pagination: page(1) }),
      'garages.list': () => ok({ success: true, data: [garage('64b0000000000000000000a2', 'Crown Auto Garage'), garage('64b0000000000000000000a3', 'Star Car Care')], pagination: page(2) }),
      'garages.addToNetwork': () => ok(changed),
      'garages.removeFromNetwork': () => ok({ ...changed, message: "1 garage removed from Gulf Shield's network (0 garages in it)" }),
    },
  });
  renderWithProviders(<GarageNetworkSection companyId={COMPANY} companyName="Gulf Shield" canChange={canChange} />, { bridge, user: staff });
  const sent = (endpoint: string) => bridge.requests.filter((r) => r.endpoint === endpoint).map((r) => r.input);
  return { sent };
}

describe("an insurer's garage network", () => {
  it('lists the network and adds the garages ticked in the dialog in one call', async () => {
    const { sent } = renderSection(true);
    expect(await screen.findByText('Falcon Body Shop')).toBeTruthy();
    expect(sent('garages.network')[0]).toEqual({ params: { companyId: COMPANY }, query: { page: 1, size: 5 } });
    fireEvent.click(screen.getByRole('button', { name: 'Add garages' }));
    const dialog = await screen.findByRole('dialog', { name: "Add garages to Gulf Shield's network" });
    expect(inDialog(dialog).getByRole<HTMLButtonElement>('button', { name: 'Add 0 garages' }).disabled).toBe(true);
    fireEvent.click(await inDialog(dialog).findByRole('checkbox', { name: /Star Car Care/ }));
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Add 1 garage' }));
    await waitFor(() => expect(sent('garages.addToNetwork')).toEqual([{ params: { id: COMPANY }, body: { garageIds: ['64b0000000000000000000a3'] } }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('removes a garage only once the removal is confirmed', async () => {
    const { sent } = renderSection(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Falcon Body Shop from the network' }));
    const confirm = await screen.findByRole('alertdialog', { name: "Remove Falcon Body Shop from Gulf Shield's network?" });
    expect(sent('garages.removeFromNetwork')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(sent('garages.removeFromNetwork')).toEqual([{ params: { id: COMPANY }, body: { garageIds: [inNetwork._id] } }]));
  });

  it('offers neither adding nor removing to staff who may not change the insurer', async () => {
    renderSection(false);
    expect(await screen.findByText('Falcon Body Shop')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add garages' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });
});
