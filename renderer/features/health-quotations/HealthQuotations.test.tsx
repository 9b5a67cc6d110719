// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HealthQuotationDetailSchema } from '../../../shared/contract/health-quotations/health-quotations.schema.js';
import { fakeBridge, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { listPage } from '../../../tests/fixtures/renderer/list/listPage.fixture.js';
import { healthPayableFixture, healthProposalFixture, healthQuoteFixture } from '../../../tests/fixtures/renderer/health-proposals/healthProposal.fixture.js';
import { paymentFixture, policySummaryFixture, quoteDetailFixture } from '../../../tests/fixtures/renderer/quotations/quote.fixture.js';
import HealthQuotationList from './HealthQuotationList.js';
import HealthQuotationShow from './HealthQuotationShow.js';

const reader = testUser({ moduleAccessId: { healthQuote: { read: true } } });
const quote = healthQuoteFixture({ _id: 'hq1', ref: 'QUO-7001', proposalRef: 'HPR-1001', customerName: 'Omar Haddad', totalFils: 836_650, companyName: 'Daman', planName: 'Enhanced' });

function renderList() {
  const bridge = fakeBridge({ calls: { 'healthQuotations.list': () => ok(listPage([{ ...quote, insurerType: 'Self and Dependent' }])) } });
  return renderWithProviders(<HealthQuotationList />, { bridge, user: reader, route: '/health-insurance/quotations', path: '/health-insurance/quotations' });
}
const lastBody = (bridge: ReturnType<typeof fakeBridge>) =>
  bridge.requests.filter((r) => r.endpoint === 'healthQuotations.list').at(-1)?.input as { body: Record<string, unknown> };

describe('HealthQuotationList', () => {
  it('shows the health columns from the health call, without a referral column', async () => {
    const { bridge } = renderList();
    const row = (await screen.findByText('QUO-7001')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Daman – Enhanced')).toBeTruthy();
    expect(within(row).getByText('Self and Dependent')).toBeTruthy();
    expect(within(row).getByText('AED 8,366.50')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Is Referral' })).toBeNull();
    expect(bridge.requests.some((r) => r.endpoint === 'quotations.list')).toBe(false);
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object/);
  });

  it('sends the type and insured type filters and opens a row at its health path', async () => {
    const { bridge } = renderList();
    await screen.findByText('QUO-7001');
    expect(lastBody(bridge).body).toEqual({ qType: 'all', insuranceType: 'all' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'EXPIRED' } });
    await waitFor(() => expect(lastBody(bridge).body.qType).toBe('EXPIRED'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Insurer Type' }), { target: { value: 'Self' } });
    await waitFor(() => expect(lastBody(bridge).body).toEqual({ qType: 'EXPIRED', insuranceType: 'Self' }));
    fireEvent.click(screen.getByText('QUO-7001'));
    expect(await screen.findByText('Navigated to /health-insurance/quotations/hq1')).toBeTruthy();
  });
});

describe('HealthQuotationShow', () => {
  it("shows the plan, each member's premium in the payable details and links to the proposal and policy", async () => {
    const detail = HealthQuotationDetailSchema.parse({
      quote: { ...quote, paymentStatus: 'paid', isBought: true, policyId: 'hpol1' }, health: healthProposalFixture().health, customer: quoteDetailFixture().customer,
      payments: [paymentFixture({ quoteId: 'hq1', status: 'paid' })], policy: policySummaryFixture({ _id: 'hpol1', ref: 'POL-9001', status: 'Active' }), edits: [], history: [],
    });
    const bridge = fakeBridge({
      calls: {
        'healthQuotations.detail': () => ok({ success: true, data: detail }),
        'healthProposals.payableDetails': () => ok({ success: true, data: healthPayableFixture({ quoteId: 'hq1' }) }),
      },
    });
    renderWithProviders(<HealthQuotationShow />, { bridge, user: reader, route: '/health-insurance/quotations/hq1', path: '/health-insurance/quotations/:quoteId' });
    expect(await screen.findByRole('heading', { name: 'Health quotation QUO-7001', level: 1 })).toBeTruthy();
    const tpa = screen.getByText('TPA').closest('div') as HTMLElement;
    expect(within(tpa).getByText('NextCare')).toBeTruthy();
    expect(within(screen.getByText('Co-pay').closest('div') as HTMLElement).getByText('20 %')).toBeTruthy();
    expect(within(screen.getByText('Payment').closest('div') as HTMLElement).getByText('Paid')).toBeTruthy();
    expect(await screen.findByText('Spouse – Rana Haddad')).toBeTruthy();
    expect(screen.getByText('Grand total')).toBeTruthy();
    expect(bridge.requests.find((r) => r.endpoint === 'healthProposals.payableDetails')?.input).toEqual({ params: { id: 'hq1' } });
    expect(screen.getByRole('link', { name: 'Open proposal HPR-1001' }).getAttribute('href')).toBe('/health-insurance/proposals/hp1');
    expect(screen.getByRole('link', { name: 'Open policy POL-9001 (Active)' }).getAttribute('href')).toBe('/health-insurance/policies/hpol1');
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object/);
  });
});
