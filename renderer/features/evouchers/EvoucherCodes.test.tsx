// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EvoucherCode, HistoryEvent } from '../../../shared/contract/evouchers/evouchers.schema.js';
import { failed, fakeBridge, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { listPage } from '../../../tests/fixtures/renderer/list/listPage.fixture.js';
import { EvoucherCodes, EvoucherHistory } from './EvoucherCodes.js';

const at = '2026-11-22T06:42:00.000Z';
const VOUCHER = { _id: '64b000000000000000000021', title: 'ENOC AED 100' };
const manager = testUser({ moduleAccessId: { evoucher: { read: true, create: true, update: true, delete: true } } });
const reader = testUser({ moduleAccessId: { evoucher: { read: true } } });

const code = (over: Partial<EvoucherCode>): EvoucherCode => ({
  _id: '64b000000000000000000091', createdAt: at, updatedAt: at, evoucherId: VOUCHER._id, code: 'ENOC-0001', expiryDate: '2027-06-30',
  status: 'available', customerId: null, customerName: null, assignedAt: null, assignedByName: null, channel: null, redeemedAt: null, ...over,
});
const CODES = [
  code({}),
  code({ _id: '64b000000000000000000092', code: 'ENOC-0002', status: 'assigned', customerId: '64b000000000000000000031', customerName: 'Priya Menon', assignedAt: at, assignedByName: 'Aisha Al Mansoori', channel: 'email' }),
];

function codesOn(user = manager, codes = () => ok(listPage(CODES))) {
  const bridge = fakeBridge({ calls: { 'evouchers.codes': codes, 'evouchers.deleteCode': () => ok({ success: true, message: 'Deleted' }) } });
  renderWithProviders(<EvoucherCodes record={VOUCHER} />, { bridge, user, route: `/evouchers/${VOUCHER._id}`, path: '/evouchers/:evoucherId' });
  const queries = () => bridge.requests.filter((r) => r.endpoint === 'evouchers.codes').map((r) => (r.input as { query: unknown }).query);
  return { bridge, queries };
}
const rowOf = async (text: string) => (await screen.findByText(text)).closest('[role="row"]') as HTMLElement;

describe("an e-voucher's codes", () => {
  it('sends and deletes only codes still available, and names who has the others', async () => {
    const { bridge } = codesOn();
    const available = await rowOf('ENOC-0001');
    expect(within(available).getByRole('button', { name: 'Send' })).toBeTruthy();
    const given = await rowOf('ENOC-0002');
    expect(within(given).getByText('Priya Menon')).toBeTruthy();
    expect(within(given).queryByRole('button', { name: 'Send' })).toBeNull();
    expect(within(given).queryByRole('button', { name: 'Delete ENOC-0002' })).toBeNull();

    fireEvent.click(within(available).getByRole('button', { name: 'Delete ENOC-0001' }));
    await waitFor(() => expect(bridge.requests.filter((r) => r.endpoint === 'evouchers.deleteCode').map((r) => r.input)).toEqual([{ params: { id: CODES[0]!._id } }]));
  });

  it('searches by code on the server, from page 1', async () => {
    const { queries } = codesOn();
    await rowOf('ENOC-0001');
    expect(queries()[0]).toEqual({ page: 1, size: 10 });
    fireEvent.change(screen.getByRole('searchbox', { name: /Search code/ }), { target: { value: 'enoc-00' } });
    await waitFor(() => expect(queries().at(-1)).toEqual({ page: 1, size: 10, search: 'enoc-00' }));
  });

  it('offers a reader no way to add, import, send or delete', async () => {
    codesOn(reader);
    const row = await rowOf('ENOC-0001');
    for (const name of ['Add code', 'Import codes', 'Send next code']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Send' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Delete ENOC-0001' })).toBeNull();
  });

  it("shows the server's refusal instead of the codes", async () => {
    codesOn(manager, () => failed(404, 'E-voucher not found'));
    expect(await screen.findByText('E-voucher not found')).toBeTruthy();
    expect(screen.queryByText('ENOC-0001')).toBeNull();
  });
});

describe("an e-voucher's history", () => {
  it('lists each event with who made it', async () => {
    const event: HistoryEvent = { _id: '64b0000000000000000000a1', action: 'imported', code: null, detail: '1,000 codes imported from codes.xlsx by Aisha Al Mansoori', customerName: null, actorName: 'Aisha Al Mansoori', createdAt: at };
    const bridge = fakeBridge({ calls: { 'evouchers.history': () => ok(listPage([event])) } });
    renderWithProviders(<EvoucherHistory record={VOUCHER} />, { bridge, user: manager, route: `/evouchers/${VOUCHER._id}`, path: '/evouchers/:evoucherId' });
    const row = await rowOf('1,000 codes imported from codes.xlsx by Aisha Al Mansoori');
    expect(within(row).getByText('Aisha Al Mansoori')).toBeTruthy();
  });
});
