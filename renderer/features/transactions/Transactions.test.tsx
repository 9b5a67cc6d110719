// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PickedFile } from '../../../shared/contract/documents/index.js';
import type { CommissionStatement as Statement, SaleBreakdown, TransactionDetail, TransactionListItem } from '../../../shared/contract/transactions/index.js';
import { inDialog } from '../../../tests/helpers/dialogs.js';
import { fakeBridge, failed, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import CommissionStatement from './CommissionStatement.js';
import TransactionList from './TransactionList.js';
import TransactionShow from './TransactionShow.js';

const reader = testUser({ moduleAccessId: { healthQuote: { read: true } } });

const item = (overrides: Partial<TransactionListItem> = {}): TransactionListItem => ({
  _id: 't1', ref: 'TRX-000041', policyId: 'p1', policyRef: 'POL-000077', customer: { _id: 'c1', fullName: 'Omar Haddad' }, amountFils: 836_650,
  paidBy: 'CRM - Bank transfer', status: 'SUCCESS', createdAt: '2026-11-20T08:00:00.000Z', updatedAt: '2026-11-20T08:00:00.000Z', ...overrides,
});
const BREAKDOWN: SaleBreakdown = {
  basePremiumFils: 800_000, discountFils: 24_000, brokerDiscountFils: 24_000, agentSellingPriceFils: 776_000, processingFeeFils: 0, otherFeesFils: 7_495, vatFils: 39_190,
  grandTotalFils: 822_685, commissionPercent: 12.5, commissionFils: 100_000, commissionFromInsurerFils: 76_000,
  netPayableToInsurerFils: 746_685, netCommissionFils: 76_000, agentSharePercent: 20, agentCommissionFils: 15_200,
};
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
  const detail = (breakdown: SaleBreakdown | null = BREAKDOWN): TransactionDetail => ({
    ...item(), customer: { _id: 'c1', fullName: 'Omar Haddad', email: 'omar@example.ae', mobileNumber: '501234567' },
    policy: { companyName: 'Daman', companyPolicyNumber: 'D/MED/2026/000123', insuranceType: 'Health', status: 'Active', startDate: '2026-11-21', expiryDate: '2027-11-20' },
    proposal: { _id: 'hp1', ref: 'PRO-000012' },
    payment: { ref: 'PAY-000031', provider: 'bank', status: 'paid', orderRef: 'BANK-7', paidAt: '2026-11-20T08:00:00.000Z' },
    breakdown,
    documents: [
      { document: 'creditNote', label: 'Credit Note', number: 'CN-5521', date: '2026-11-19', file: { quoteId: 'q1', fileName: 'credit-note.pdf', mimeType: 'application/pdf', size: 1200 } },
      { document: 'debitNote', label: 'Debit Note', number: null, date: null, file: null },
      { document: 'taxInvoice', label: 'Tax Invoice', number: 'TI-7781', date: '2026-11-19', file: { quoteId: 'q1', fileName: 'tax-invoice.pdf', mimeType: 'application/pdf', size: 1400 } },
    ],
    commissionInvoice: { number: null, file: null },
  });
  const renderShow = (answer: ReturnType<typeof ok> | ReturnType<typeof failed>, bridge = fakeBridge({
    calls: { 'healthTransactions.detail': () => answer }, download: () => Promise.resolve(ok({ fileName: 'credit-note.pdf', size: 1200 })),
  })) => {
    renderWithProviders(<TransactionShow />, { bridge, user: reader, route: '/health-insurance/transaction/t1', path: '/health-insurance/transaction/:transactionId' });
    return bridge;
  };
  const valueOf = (label: string) => screen.getByText(label).closest('dt')?.nextElementSibling?.textContent;

  it("shows the sale's breakdown as the server worked it out, and the insurer's documents to download", async () => {
    const bridge = renderShow(ok({ success: true, data: detail() }));
    expect(await screen.findByRole('heading', { name: 'Breakdown', level: 2 })).toBeTruthy();
    expect(valueOf('Base premium')).toBe('AED 8,000.00');
    expect(valueOf('Agent selling price')).toBe('AED 7,760.00');
    expect(valueOf('Discount')).toBe('AED 240.00');
    // Health has no insurer's own discount: the whole discount is the broker's, said once.
    expect(screen.queryByText('Discount given by the broker')).toBeNull();
    expect(valueOf('ICP and Basmah fees')).toBe('AED 74.95');
    expect(valueOf('Vat')).toBe('AED 391.90');
    expect(valueOf('Total commission from policy (12.5 %)')).toBe('AED 1,000.00');
    expect(valueOf('Commission from Insurance company')).toBe('AED 760.00');
    expect(valueOf('Grand total')).toBe('AED 8,226.85');
    expect(valueOf('Net payable to insurance company')).toBe('AED 7,466.85');
    expect(valueOf('Agent commission (20 %)')).toBe('AED 152.00');

    const documents = screen.getByRole('heading', { name: 'Documents', level: 2 }).closest('section') ?? document.body;
    expect(within(documents).getByText('CN-5521')).toBeTruthy();
    expect(within(documents).getByText('Debit Note')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download Tax Invoice' }));
    await waitFor(() => expect(bridge.requests.find((request) => request.kind === 'download')).toMatchObject({
      endpoint: 'insurerDocuments.file', input: { params: { id: 'q1', document: 'taxInvoice' } },
    }));
  });

  it('saves the commission invoice number with its file through the host upload, refusing it without a file', async () => {
    const invoiceFile: PickedFile = { id: 'f-00000000-0000-4000-8000-000000000011', name: 'commission.pdf', size: 4096, kind: 'pdf' };
    const upload = vi.fn(() => Promise.resolve(ok({ success: true, data: detail() })));
    const bridge = fakeBridge({
      calls: { 'healthTransactions.detail': () => ok({ success: true, data: detail() }) },
      files: { ...fakeBridge().files, pick: vi.fn(() => Promise.resolve(ok([invoiceFile]))), upload },
    });
    renderWithProviders(<TransactionShow />, {
      bridge, user: testUser({ moduleAccessId: { healthQuote: { read: true, update: true } } }),
      route: '/health-insurance/transaction/t1', path: '/health-insurance/transaction/:transactionId',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add commission invoice' }));
    const form = await screen.findByRole('dialog', { name: 'Commission invoice' });
    fireEvent.change(inDialog(form).getByLabelText(/Commission invoice number/), { target: { value: 'CI-2026-0042' } });
    fireEvent.click(inDialog(form).getByRole('button', { name: 'Save commission invoice' }));
    expect(await inDialog(form).findByText('Commission invoice file is required')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();

    fireEvent.click(inDialog(form).getByRole('button', { name: 'Choose file…' }));
    expect(await inDialog(form).findByText('commission.pdf (4 KB)')).toBeTruthy();
    fireEvent.click(inDialog(form).getByRole('button', { name: 'Save commission invoice' }));
    await waitFor(() => expect(upload).toHaveBeenCalledWith({
      fileId: invoiceFile.id, endpoint: 'healthTransactions.commissionInvoice', params: { id: 't1' }, fields: { commissionInvoiceNumber: 'CI-2026-0042' },
    }));
  });

  it('downloads a saved commission invoice, and offers no change to a reader', async () => {
    const saved = { ...detail(), commissionInvoice: { number: 'CI-2026-0042', file: { fileName: 'commission.pdf', mimeType: 'application/pdf', size: 4096, uploadedAt: '2026-11-21T08:00:00.000Z' } } };
    const bridge = renderShow(ok({ success: true, data: saved }));
    expect(await screen.findByText('CI-2026-0042')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Replace commission invoice' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Download commission invoice' }));
    await waitFor(() => expect(bridge.requests.find((request) => request.kind === 'download')).toMatchObject({
      endpoint: 'healthTransactions.commissionInvoiceFile', input: { params: { id: 't1' } },
    }));
  });

  it("names the broker's part of a discount that includes the insurer's own", async () => {
    renderShow(ok({ success: true, data: detail({ ...BREAKDOWN, discountFils: 34_000, brokerDiscountFils: 14_000 }) }));
    expect(await screen.findByText('Discount given by the broker')).toBeTruthy();
    expect(valueOf('Discount')).toBe('AED 340.00');
    expect(valueOf('Discount given by the broker')).toBe('AED 140.00');
  });

  it('says so when the policy has no stored quote to break down', async () => {
    renderShow(ok({ success: true, data: detail(null) }));
    expect(await screen.findByText('No stored quote: this policy was not sold through BrokerDesk.')).toBeTruthy();
    expect(screen.queryByText('Base premium')).toBeNull();
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

describe('CommissionStatement', () => {
  const finance = testUser({ moduleAccessId: { transaction: { read: true } } });
  const figures = { policies: 2, basePremiumFils: 1_600_000, grandTotalFils: 1_650_000, commissionFils: 200_000, commissionFromInsurerFils: 180_000, netPayableToInsurerFils: 1_470_000, netCommissionFils: 180_000, agentCommissionFils: 36_000 };
  const statement: Statement = { rows: [{ companyName: 'Daman', month: '2026-11', ...figures }], totals: figures };

  it('sends the picked Dubai days and line, shows each insurer and month with the totals, and exports the same statement', async () => {
    const bridge = fakeBridge({
      calls: { 'commissionStatement.statement': () => ok({ success: true, data: statement }) },
      download: () => Promise.resolve(ok({ fileName: 'commission-statement.csv', size: 10 })),
    });
    renderWithProviders(<CommissionStatement />, {
      bridge, user: finance, route: '/policy_transactions/commission-statement?from=2026-11-01&to=2026-11-30', path: '/policy_transactions/commission-statement',
    });
    const row = (await screen.findByText('Daman')).closest('[role="row"], tr') as HTMLElement;
    expect(within(row).getByText('2026-11')).toBeTruthy();
    expect(within(row).getByText('AED 16,000.00')).toBeTruthy();
    expect(within(row).getByText('AED 14,700.00')).toBeTruthy();
    expect(within(row).getByText('AED 360.00')).toBeTruthy();
    expect(screen.getByText('Total')).toBeTruthy();
    const range = { startDate: '2026-10-31T20:00:00.000Z', endDate: '2026-11-30T19:59:59.999Z' };
    expect(bridge.requests.find((request) => request.endpoint === 'commissionStatement.statement')?.input).toEqual({ body: { ...range, line: 'all' } });

    fireEvent.change(screen.getByLabelText('Line'), { target: { value: 'health' } });
    await waitFor(() => expect(bridge.requests.filter((request) => request.endpoint === 'commissionStatement.statement').at(-1)?.input)
      .toEqual({ body: { ...range, line: 'health' } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(bridge.requests.find((request) => request.kind === 'download')).toMatchObject({
      endpoint: 'commissionStatement.exportCsv', input: { body: { ...range, line: 'health' } },
    }));
  });

  it('refuses a range that ends before it starts without asking the server', async () => {
    const bridge = fakeBridge({ calls: { 'commissionStatement.statement': () => ok({ success: true, data: statement }) } });
    renderWithProviders(<CommissionStatement />, {
      bridge, user: finance, route: '/policy_transactions/commission-statement?from=2026-11-30&to=2026-11-01', path: '/policy_transactions/commission-statement',
    });
    // The date filter says why; the statement is not asked for.
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid selected date');
    expect(bridge.requests.some((request) => request.endpoint === 'commissionStatement.statement')).toBe(false);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Export CSV' }).disabled).toBe(true);
  });
});
