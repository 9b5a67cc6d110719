// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VoucherHistoryItem } from '../../../shared/contract/vouchers/vouchers.schema.js';
import { fakeBridge, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { listPage } from '../../../tests/fixtures/renderer/list/listPage.fixture.js';
import type { VoucherRecord } from './vouchersApi.js';
import { Create, Show } from './vouchersScreens.js';

const at = '2026-11-22T06:42:00.000Z';
const VOUCHER_ID = '64b000000000000000000041';
const staff = testUser({ moduleAccessId: { voucher: { read: true, create: true, update: true } } });

const voucher = (over: Partial<VoucherRecord> = {}): VoucherRecord => ({
  _id: VOUCHER_ID, promoCode: 'SUMMER25', discountType: 'fixedPrice', discountValue: 250_00, isActive: true,
  createdDate: '2026-11-01', expiryDate: '2026-12-31', isDefault: false, createdAt: at, updatedAt: at, ...over,
});

const application = (over: Partial<VoucherHistoryItem>): VoucherHistoryItem => ({
  _id: '64b000000000000000000051', proposalId: '64b000000000000000000061', proposalNo: 'MP-000123',
  appliedBy: 'Aisha Al Mansoori (Admin)', status: 'Added Only', time: at, removedAt: null, ...over,
});

function showPage(history: VoucherHistoryItem[], record = voucher()) {
  const bridge = fakeBridge({
    calls: {
      'vouchers.get': () => ok({ success: true, data: record }),
      'vouchers.history': () => ok(listPage(history)),
    },
  });
  renderWithProviders(<Show />, { bridge, user: staff, route: `/vouchers/${VOUCHER_ID}`, path: '/vouchers/:voucherId' });
  return bridge;
}

describe('a voucher’s page', () => {
  it('words a fixed discount in AED and lists every proposal the code went on, with its use', async () => {
    const bridge = showPage([
      application({ _id: '64b000000000000000000052', proposalNo: 'MP-000124', status: 'Added and Used' }),
      application({ appliedBy: 'Priya Menon (Web)' }),
    ]);
    expect(await screen.findByText('AED 250.00')).toBeTruthy();
    const rows = await screen.findAllByRole('row');
    const used = rows.find((row) => within(row).queryByText('MP-000124'))!;
    expect(within(used).getByText('Added and Used')).toBeTruthy();
    const web = rows.find((row) => within(row).queryByText('Priya Menon (Web)'))!;
    expect(within(web).getByText('Added Only')).toBeTruthy();
    expect(bridge.requests.find((r) => r.endpoint === 'vouchers.history')?.input).toEqual({ params: { id: VOUCHER_ID }, query: { page: 1, size: 10 } });
  });

  it('words a percentage as such, and says so when no proposal took the code yet', async () => {
    showPage([], voucher({ discountType: 'percentage', discountValue: 12.5 }));
    expect(await screen.findByText('12.5 %')).toBeTruthy();
    expect(await screen.findByText('Not applied yet')).toBeTruthy();
    expect(screen.getByText('Proposals that take SUMMER25 are listed here.')).toBeTruthy();
  });
});

describe('a new voucher', () => {
  function createPage() {
    const bridge = fakeBridge({ calls: { 'vouchers.create': () => ok({ success: true, data: voucher(), message: 'Voucher created' }) } });
    renderWithProviders(<Create />, { bridge, user: staff, route: '/vouchers/create', path: '/vouchers/create' });
    return () => bridge.requests.filter((r) => r.endpoint === 'vouchers.create').map((r) => (r.input as { body: Record<string, unknown> }).body);
  }

  it('asks a percentage by default and an amount in AED for a fixed discount, sent in fils', async () => {
    const sent = createPage();
    expect(await screen.findByRole('spinbutton', { name: /Discount value \(%\)/ })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: /Discount type/ }), { target: { value: 'fixedPrice' } });
    const amount = await screen.findByRole('textbox', { name: /Discount value \(AED\)/ });
    expect(screen.queryByRole('spinbutton', { name: /Discount value \(%\)/ })).toBeNull();

    fireEvent.change(screen.getByRole('textbox', { name: /Promo code/ }), { target: { value: 'WINTER50' } });
    fireEvent.change(amount, { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText(/Start date/), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText(/Expiry date/), { target: { value: '2026-12-31' } });
    fireEvent.click(screen.getByRole('button', { name: /^(Create|Save)/ }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ promoCode: 'WINTER50', discountType: 'fixedPrice', discountValue: 5000, createdDate: '2026-12-01', expiryDate: '2026-12-31' });
  });
});
