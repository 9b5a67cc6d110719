// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EndpointKey } from '../../../shared/contract/index.js';
import { PolicyDetailSchema, type PolicyDetail } from '../../../shared/contract/policies/policies.schema.js';
import { fakeBridge, failed, ok, type CallHandler } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { paymentFixture, policySummaryFixture, quoteDetailFixture, quoteFixture } from '../../../tests/fixtures/renderer/quotations/quote.fixture.js';
import PolicyList from './PolicyList.js';
import PolicyShow from './PolicyShow.js';
import { listPage } from '../../../tests/fixtures/renderer/list/listPage.fixture.js';
import { inDialog } from '../../../tests/helpers/dialogs.js';

const detailBase = quoteDetailFixture();

function policyFixture(overrides: Partial<PolicyDetail> = {}): PolicyDetail {
  return PolicyDetailSchema.parse({
    _id: 'pol1',
    ref: 'POL-4001',
    proposalId: 'p1',
    proposalRef: 'PRO-2001',
    companyPolicyNumber: 'OR/2025/778',
    companyId: 'co1',
    companyName: 'Orient Insurance',
    insuranceType: 'comprehensive',
    insuredValueFils: 8_000_000,
    premiumFils: 220_500,
    status: 'Active',
    customer: detailBase.customer,
    source: 'Website',
    startDate: '2025-03-05T00:00:00.000Z',
    expiryDate: '2026-03-04T00:00:00.000Z',
    issueError: null,
    hasFile: true,
    createdAt: '2025-03-05T08:00:00.000Z',
    updatedAt: '2025-03-05T08:00:00.000Z',
    car: detailBase.car,
    quote: quoteFixture({ paymentStatus: 'paid', isBought: true, policyId: 'pol1' }),
    payments: [paymentFixture({ status: 'paid', paidAt: '2025-03-05T07:00:00.000Z' })],
    finance: { category: 'Comprehensive Agency' },
    repairCondition: 'agency',
    paidBy: 'CRM - Link',
    issueAttempts: 1,
    renewalProposalId: null,
    renewalRequestedAt: null,
    comments: [],
    history: [],
    ...overrides,
  });
}

const listItem = (overrides: Record<string, unknown> = {}) => {
  const { car: _car, quote: _quote, payments: _payments, finance: _finance, repairCondition: _r, paidBy: _p, issueAttempts: _i, renewalProposalId: _rp, renewalRequestedAt: _rr, comments: _c, history: _h, customer, ...item } = policyFixture();
  return { ...item, customer: { _id: customer._id, fullName: customer.fullName, mobileNumber: customer.mobileNumber }, ...overrides };
};
const page = <T,>(items: T[]) => ok(listPage(items));
const admin = testUser({ role: 'Admin' });
const agent = testUser({ moduleAccessId: { policy: { read: true } } });

describe('PolicyList', () => {
  it('shows the columns, Active in green words and a Pending status with the insurer error', async () => {
    renderWithProviders(<PolicyList />, {
      bridge: fakeBridge({
        calls: {
          'policies.list': () => page([listItem(), listItem({ _id: 'pol2', ref: 'POL-4002', status: 'Pending', issueError: 'Chassis mismatch' })]),
          'proposals.agents': () => ok({ success: true, data: [] }),
        },
      }),
      user: admin,
      route: '/policies',
      path: '/policies',
    });
    const row = (await screen.findByText('POL-4001')).closest('[role="row"]') as HTMLElement;
    for (const text of ['PRO-2001', 'OR/2025/778', 'Orient Insurance', 'Comprehensive', 'AED 2,205.00', 'Active', 'Omar Haddad', 'Website', '05/03/2025', '04/03/2026']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(within(row).getAllByRole('gridcell')[headers.indexOf('Premium')]?.textContent).toBe('AED 2,205.00');
    expect(headers).not.toContain('Value');
    const pending = screen.getByText('POL-4002').closest('[role="row"]') as HTMLElement;
    fireEvent.focus(within(pending).getByText('Pending'));
    expect(await screen.findByText('Insurer error: Chassis mismatch')).toBeTruthy();
  });

  it('labels the types correctly, sends filters in the body and exports with the dates and agent', async () => {
    const bridge = fakeBridge({
      calls: {
        'policies.list': () => page([listItem()]),
        'proposals.agents': () => ok({ success: true, data: [{ _id: 'a1', fullName: 'Sara Agent', email: 's@x.ae', isSupervisor: false, maxDiscount: 5 }] }),
      },
      download: () => Promise.resolve(ok({ fileName: 'policies.csv', size: 10 })),
    });
    renderWithProviders(<PolicyList />, { bridge, user: admin, route: '/policies', path: '/policies' });
    await screen.findByText('POL-4001');
    const type = screen.getByLabelText('Type');
    expect(within(type).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All', 'Active Policies', 'Pending Policies', 'Expiring Policies', 'Expired Policies', 'Cancelled Policies',
    ]);
    fireEvent.change(type, { target: { value: 'EXPIRING' } });
    await screen.findByRole('option', { name: 'Sara Agent' });
    fireEvent.change(screen.getByLabelText('Agent'), { target: { value: 'a1' } });
    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2025-01-01' } });
    fireEvent.change(screen.getByLabelText('To date'), { target: { value: '2025-01-31' } });
    const range = { startDate: '2024-12-31T20:00:00.000Z', endDate: '2025-01-31T19:59:59.999Z' };
    await waitFor(() =>
      expect(bridge.requests.filter((r) => r.endpoint === 'policies.list').at(-1)?.input).toEqual({
        query: { page: 1, size: 10 },
        body: { pType: 'EXPIRING', ...range, agentId: 'a1' },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(bridge.requests.some((r) => r.kind === 'download')).toBe(true));
    expect(bridge.requests.find((r) => r.kind === 'download')).toMatchObject({ endpoint: 'policies.exportCsv', input: { body: { ...range, agentId: 'a1' } } });
  });

  it('offers the agent filter to Admin and supervisors only', async () => {
    renderWithProviders(<PolicyList />, {
      bridge: fakeBridge({ calls: { 'policies.list': () => page([listItem()]) } }),
      user: agent,
      route: '/policies',
      path: '/policies',
    });
    await screen.findByText('POL-4001');
    expect(screen.queryByLabelText('Agent')).toBeNull();
  });
});

function renderShow(calls: Partial<Record<EndpointKey, CallHandler>>, policy = policyFixture()) {
  const bridge = fakeBridge({
    calls: {
      'policies.detail': () => ok({ success: true, data: policy }),
      'companies.byLine': () =>
        ok({ success: true, data: [{ _id: 'co1', companyName: 'Orient Insurance' }, { _id: 'co2', companyName: 'Sukoon' }] }),
      ...calls,
    },
  });
  return renderWithProviders(<PolicyShow />, { bridge, user: admin, route: '/policies/pol1', path: '/policies/:policyId' });
}

describe('PolicyShow', () => {
  it('shows the header card, the proposal link and downloads the PDF', async () => {
    const download = vi.fn(() => Promise.resolve(ok({ fileName: 'POL-4001.pdf', size: 10 })));
    const bridge = fakeBridge({ calls: { 'policies.detail': () => ok({ success: true, data: policyFixture() }), 'companies.byLine': () => ok({ success: true, data: [] }) }, download });
    renderWithProviders(<PolicyShow />, { bridge, user: admin, route: '/policies/pol1', path: '/policies/:policyId' });
    expect(await screen.findByRole('heading', { name: 'Policy POL-4001', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open proposal PRO-2001' }).getAttribute('href')).toBe('/proposals/p1');
    const insured = screen.getByText('Insured declared value').closest('div') as HTMLElement;
    expect(within(insured).getByText('AED 80,000.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(download).toHaveBeenCalledWith('policies.downloadPdf', { params: { id: 'pol1' } }));
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('shows a quote without discounts as a Total Discount of AED 0.00, never AED -0.00', async () => {
    const quote = quoteFixture({
      paymentStatus: 'paid', isBought: true, policyId: 'pol1', priceFils: 200_000, totalFils: 220_500,
      lines: [
        { code: 'basePremium', label: 'Base premium', amountFils: 200_000, detail: '2.5 % of AED 80,000.00' },
        { code: 'adminFee', label: 'Processing fees', amountFils: 10_000, detail: 'Fixed fee' },
        { code: 'vat', label: 'VAT (5 %)', amountFils: 10_500, detail: '5 % of AED 2,100.00' },
      ],
    });
    const bridge = fakeBridge({ calls: { 'policies.detail': () => ok({ success: true, data: policyFixture({ quote }) }), 'companies.byLine': () => ok({ success: true, data: [] }) } });
    renderWithProviders(<PolicyShow />, { bridge, user: admin, route: '/policies/pol1', path: '/policies/:policyId' });
    const discount = (await screen.findByText('Total Discount')).closest('div') as HTMLElement;
    expect(within(discount).getByText('AED 0.00')).toBeTruthy();
    expect(document.body.textContent).not.toContain('-0.00');
  });

  it('changes the company only after confirming', async () => {
    const fixture = policyFixture();
    const { bridge } = renderShow({ 'policies.changeCompany': () => ok({ success: true, data: { ...fixture, companyId: 'co2', companyName: 'Sukoon' } }) });
    await screen.findByRole('option', { name: 'Sukoon' });
    fireEvent.change(screen.getByLabelText('Company'), { target: { value: 'co2' } });
    const confirm = await screen.findByRole('alertdialog');
    expect(inDialog(confirm).getByText('Move policy POL-4001 to Sukoon?')).toBeTruthy();
    expect(bridge.requests.some((r) => r.endpoint === 'policies.changeCompany')).toBe(false);
    fireEvent.click(await inDialog(confirm).findByRole('button', { name: 'Change company' }));
    await waitFor(() => expect(bridge.requests.some((r) => r.endpoint === 'policies.changeCompany')).toBe(true));
    expect(bridge.requests.find((r) => r.endpoint === 'policies.changeCompany')?.input).toEqual({ params: { id: 'pol1' }, body: { companyId: 'co2' } });
  });

  it("updates the insurer's policy number, requiring it", async () => {
    const { bridge } = renderShow({ 'policies.update': () => ok({ success: true, data: policyFixture({ companyPolicyNumber: 'OR/2025/900' }) }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit company policy number' }));
    const form = await screen.findByRole('dialog');
    const input = inDialog(form).getByLabelText(/Insurance Company Policy Number/);
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.click(await inDialog(form).findByRole('button', { name: 'Save number' }));
    expect(await inDialog(form).findByText('Policy Number is required')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'OR/2025/900' } });
    fireEvent.click(inDialog(form).getByRole('button', { name: 'Save number' }));
    await waitFor(() => expect(bridge.requests.some((r) => r.endpoint === 'policies.update')).toBe(true));
    expect(bridge.requests.find((r) => r.endpoint === 'policies.update')?.input).toEqual({ params: { id: 'pol1' }, body: { companyPolicyNumber: 'OR/2025/900' } });
  });

  it("shows a Pending policy's insurer error and issues it again with its quote", async () => {
    let attempts = 0;
    const { bridge } = renderShow(
      {
        'payments.purchase': () => {
          attempts += 1;
          return attempts === 1 ? failed(502, 'Insurer still refuses: licence expired') : ok({ success: true, data: policySummaryFixture() });
        },
      },
      policyFixture({ status: 'Pending', issueError: 'Chassis mismatch', companyPolicyNumber: null }),
    );
    expect(await screen.findByText('Chassis mismatch', { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Issue again' }));
    expect(await screen.findByText('Insurer still refuses: licence expired', { exact: false })).toBeTruthy();
    expect(bridge.requests.find((r) => r.endpoint === 'payments.purchase')?.input).toEqual({ params: { id: 'q1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Issue again' }));
    expect(await screen.findByText('Policy POL-4001 issued')).toBeTruthy();
  });

  it('sends the renewal request and links the renewal proposal', async () => {
    renderShow({ 'policies.requestRenewal': () => ok({ success: true, data: { proposalId: 'p9', proposalRef: 'PRO-2999', created: true } }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Send renewal request' }));
    fireEvent.click(await inDialog(await screen.findByRole('alertdialog')).findByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/Renewal proposal PRO-2999 created and sent/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the renewal proposal' }).getAttribute('href')).toBe('/proposals/p9');
  });

  it('sends the policy by SMS to a checked mobile number', async () => {
    const { bridge } = renderShow({ 'customers.sharePolicySms': () => ok({ success: true }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Send by SMS' }));
    const form = await screen.findByRole('dialog');
    fireEvent.change(inDialog(form).getByLabelText(/Mobile number/), { target: { value: '0551234567' } });
    fireEvent.click(await inDialog(form).findByRole('button', { name: 'Send SMS' }));
    await waitFor(() => expect(bridge.requests.some((r) => r.endpoint === 'customers.sharePolicySms')).toBe(true));
    expect(bridge.requests.find((r) => r.endpoint === 'customers.sharePolicySms')?.input).toEqual({ params: { id: 'pol1' }, body: { toMobileNumber: '551234567' } });
  });
});
