// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VoucherRequest } from '../../../shared/contract/evouchers/evouchers.schema.js';
import { failed, fakeBridge, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import RequestList from './RequestList.js';
import { inDialog } from '../../../tests/helpers/dialogs.js';

const at = '2026-11-22T06:42:00.000Z';
const request: VoucherRequest = {
  _id: '64b000000000000000000011', createdAt: at, updatedAt: at, evoucherId: '64b000000000000000000021', evoucherTitle: 'ENOC AED 100',
  customerId: '64b000000000000000000031', customerName: 'Priya Menon', status: 'pending', note: 'For my renewal', reason: null, code: null,
  decidedByName: null, decidedAt: null,
};
const staff = testUser({ moduleAccessId: { evoucher: { read: true, update: true } } });

function requestsPage(decision = () => ok({ success: true, data: { ...request, status: 'rejected' }, message: 'Request rejected' })) {
  const bridge = fakeBridge({
    calls: {
      'evouchers.requests': () => ok({ success: true, data: [request], pagination: { page: 1, size: 10, total: 1, totalPages: 1 } }),
      'evouchers.changeRequestStatus': decision,
    },
  });
  renderWithProviders(<RequestList />, { bridge, user: staff, route: '/evouchers/requests', path: '/evouchers/requests' });
  const decisions = () => bridge.requests.filter((r) => r.endpoint === 'evouchers.changeRequestStatus').map((r) => r.input);
  return { decisions };
}

describe("customers' e-voucher requests", () => {
  it('asks the reason to reject in a dialog, refuses a blank one, and sends the one typed', async () => {
    const { decisions } = requestsPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the request of Priya Menon' });

    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Reject request' }));
    expect(await inDialog(dialog).findByText('Reason is required to reject a request')).toBeTruthy();
    expect(decisions()).toEqual([]);

    fireEvent.change(await inDialog(dialog).findByRole('textbox', { name: /Reason/ }), { target: { value: 'Already has a fuel voucher this month' } });
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Reject request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(decisions()).toEqual([{ params: { id: request._id }, body: { status: 'rejected', reason: 'Already has a fuel voucher this month', channel: null } }]);
  });

  it("keeps the dialog open with the server's refusal", async () => {
    requestsPage(() => failed(409, 'The request was already decided by Aisha Al Mansoori'));
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(await inDialog(dialog).findByRole('textbox', { name: /Reason/ }), { target: { value: 'Duplicate request' } });
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Reject request' }));
    expect(await inDialog(dialog).findByText('The request was already decided by Aisha Al Mansoori')).toBeTruthy();
  });

  it('approves without asking anything', async () => {
    const { decisions } = requestsPage(() => ok({ success: true, data: { ...request, status: 'approved' }, message: 'Code sent' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(decisions()).toEqual([{ params: { id: request._id }, body: { status: 'approved', reason: null, channel: null } }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
