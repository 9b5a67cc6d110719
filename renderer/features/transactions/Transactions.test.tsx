// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TransactionDetail, TransactionListItem } from '../../../shared/contract/transactions/index.js';
import { fakeBridge, failed, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import TransactionList from './TransactionList.js';
import TransactionShow from './TransactionShow.js';

const reader = testUser({ moduleAccessId: { healthQuote: { read: true } } });

const item = (overrides: Partial<TransactionListItem> = {}): TransactionListItem => ({
  _id: 't1', ref: 'TRX-000041', policyId: 'p1', policyRef: 'POL-000077', customer: { _id: 'c1', fullName: 'Omar Haddad' }, amountFils: 836_650,
  paidBy: 'CRM - Bank transfer', status: 'SUCCESS', createdAt: '2026-11-20T08:00:00.000Z', updatedAt: '2026-11-20T08:00:00.000Z', ...overrides,
});
const page = (items: TransactionListItem[]) => ok({ success: true, data: items, pagination: { page: 1, size: 10, totalItems: items.length, totalPages: 1 } });

describe('TransactionList', () => {
  it('lists the health transactions, sends the type and dates in the body, exports with them and the search, and opens a row', async () => {
    const bridge = fakeBridge({
      calls: { 'healthTransactions.list': () => page([item()]) },
      download: () => Promise.resolve(ok({ fileName: 'health-transactions.csv', size: 10 })),
    });
    renderWithProviders(<TransactionList />, { bridge, user: reader, route: '/health-insurance/transaction', path: '/health-insurance/transaction' });
    const row = (await screen.findByText('TRX-000041')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('POL-000077')).toBeTruthy();
    expect(within(row).getByText('AED 8,366.50')).toBeTruthy();
    expect(within(row).getByText('CRM - Bank transfer')).toBeTruthy();

    const type = screen.getByLabelText('Type');
    expect(within(type).getAllByRole('option').map((option) => option.textContent)).toEqual(['All', 'Add-on Transactions', 'Policy Transactions']);
    fireEvent.change(type, { target: { value: 'POLICY' } });
    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To date'), { target: { value: '2026-11-30' } });
    const range = { startDate: '2026-10-31T20:00:00.000Z', endDate: '2026-11-30T19:59:59.999Z' };
    await waitFor(() => expect(bridge.requests.filter((request) => request.endpoint === 'healthTransactions.list').at(-1)?.input).toEqual({
      query: { page: 1, size: 10 }, body: { tType: 'POLICY', ...range },
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(bridge.requests.find((request) => request.kind === 'download')).toMatchObject({
      endpoint: 'healthTransactions.exportCsv', input: { body: { tType: 'POLICY', ...range } },
    }));

    fireEvent.click(within(screen.getByText('TRX-000041').closest('[role="row"]') as HTMLElement).getByText('TRX-000041'));
    expect(await screen.findByText('Navigated to /health-insurance/transaction/t1')).toBeTruthy();
  });
});

describe('TransactionShow', () => {
  const detail = (overrides: Partial<TransactionDetail> = {}): TransactionDetail => ({
    ...item(), customer: { _id: 'c1', fullName: 'Omar Haddad', email: 'omar@example.ae', mobileNumber: '501234567' },
    policy: { companyName: 'Daman', companyPolicyNumber: 'D/MED/2026/000123', insuranceType: 'Health', status: 'Active', startDate: '2026-11-21', expiryDate: '2027-11-20' },
    proposal: { _id: 'hp1', ref: 'PRO-000012' },
    payment: { ref: 'PAY-000031', provider: 'bank', status: 'paid', orderRef: 'BANK-7', paidAt: '2026-11-20T08:00:00.000Z' },
    ...overrides,
  });
  const renderShow = (answer: ReturnType<typeof ok> | ReturnType<typeof failed>) => renderWithProviders(<TransactionShow />, {
    bridge: fakeBridge({ calls: { 'healthTransactions.detail': () => answer } }), user: reader,
    route: '/health-insurance/transaction/t1', path: '/health-insurance/transaction/:transactionId',
  });

  it('shows the payment, the policy with its proposal and the customer', async () => {
    renderShow(ok({ success: true, data: detail() }));
    expect(await screen.findByRole('heading', { name: 'Transaction TRX-000041', level: 1 })).toBeTruthy();
    expect(screen.getByText('Bank transfer')).toBeTruthy();
    expect(screen.getByText('BANK-7')).toBeTruthy();
    expect(screen.getByText('D/MED/2026/000123')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Proposal PRO-000012' }).getAttribute('href')).toBe('#/health-insurance/proposals/hp1');
    expect(screen.getByRole('link', { name: 'Open the customer' }).getAttribute('href')).toBe('#/customers/c1');
  });

  it("shows the server's refusal of an unknown transaction", async () => {
    renderShow(failed(404, 'Transaction not found'));
    expect(await screen.findByText('Transaction not found')).toBeTruthy();
  });
});
