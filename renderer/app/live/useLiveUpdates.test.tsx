// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBridge, fakeLive, notification, ok, type CallHandler } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import CustomerShow from '../../features/customers/CustomerShow.js';
import { customerFixture } from '../../../tests/fixtures/renderer/customers/customer.fixture.js';
import ProposalShow from '../../features/proposals/ProposalShow.js';
import { proposalFixture } from '../../../tests/fixtures/renderer/proposals/proposal.fixture.js';
import { paymentFixture, paymentStatusAnswer, policySummaryFixture, quoteFixture } from '../../../tests/fixtures/renderer/quotations/quote.fixture.js';
import HealthProposalShow from '../../features/health-proposals/HealthProposalShow.js';
import { healthPayableFixture, healthProposalFixture, healthQuoteFixture } from '../../../tests/fixtures/renderer/health-proposals/healthProposal.fixture.js';
import { useLiveUpdates } from './useLiveUpdates.js';

const agent = testUser({
  moduleAccessId: { proposal: { read: true, update: true }, quote: { read: true, update: true }, policy: { read: true, create: true }, customer: { read: true, update: true } },
});
const PAY_BUTTONS = ['Pay by card link', 'Buy now, pay later', 'Paid to the company', 'Pay by bank transfer'];

/** A page as it sits in the shell: the shell holds the live link. */
function Live({ children }: { children: React.ReactNode }) {
  useLiveUpdates();
  return <>{children}</>;
}

/** The proposal page of p1 with its bought quote q1, as the server answers at each stage of the sale. */
function proposalPage() {
  const stage = { paid: false, issued: false };
  const live = fakeLive();
  const policy = policySummaryFixture();
  const calls: Partial<Record<string, CallHandler>> = {
    'proposals.detail': () =>
      ok({ success: true, data: proposalFixture({ isPaid: stage.paid, paidQuoteId: stage.paid ? 'q1' : null, policy: stage.issued ? policy : null }) }),
    'proposals.quotes': () =>
      ok({ success: true, data: [quoteFixture({ isBought: true, paymentStatus: stage.paid ? 'paid' : 'unpaid', policyId: stage.issued ? policy._id : null })] }),
    'payments.status': () =>
      ok(paymentStatusAnswer([paymentFixture({ status: stage.paid ? 'paid' : 'pending' })], stage.paid ? 'paid' : 'unpaid', 'q1', stage.issued ? policy : null)),
    'proposals.nextPrevious': () => ok({ success: true, data: { previousId: null, nextId: null } }),
    'proposals.recordVisit': () => ok({ success: true, data: [] }),
    'proposals.insurerErrors': () => ok({ success: true, companyErrors: [], companyPolicyErrors: [] }),
    'proposals.policySummary': () => ok({ success: true, data: stage.issued ? policy : null }),
    'proposals.activeVouchers': () => ok({ success: true, data: [] }),
    'proposals.comments': () => ok({ success: true, data: [] }),
    'scannedDocuments.customerDocuments': () => ok({ success: true, data: [] }),
    'scannedDocuments.carDocuments': () => ok({ success: true, data: [] }),
  };
  const bridge = fakeBridge({ notifications: live.capability, calls });
  renderWithProviders(
    <Live>
      <ProposalShow />
    </Live>,
    { bridge, user: agent, route: '/proposals/p1', path: '/proposals/:proposalId' },
  );
  return { stage, live, bridge };
}

describe('live updates on an open proposal', () => {
  it('turns a proposal paid by the customer elsewhere to Paid, without a reload, when the socket says so', async () => {
    const { stage, live } = proposalPage();
    expect(await screen.findByText(/· Not paid$/)).toBeTruthy();
    for (const name of PAY_BUTTONS) expect(screen.getByRole<HTMLButtonElement>('button', { name }).disabled).toBe(false);

    // The customer pays the card link in another window; the provider's callback reaches the server.
    stage.paid = true;
    live.update({ success: true, data: [notification({ kind: 'quotePaid', recordType: 'proposal', recordId: 'p1' })] });

    expect(await screen.findByText(/· Paid$/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Pay by card link' })).toBeNull());
    for (const name of PAY_BUTTONS) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('shows the policy the insurer issued, named by a notification that knows only the policy', async () => {
    const { stage, live } = proposalPage();
    expect(await screen.findByText(/· Not paid$/)).toBeTruthy();
    stage.paid = true;
    stage.issued = true;
    live.update({ success: true, data: [notification({ kind: 'policyIssued', recordType: 'policy', recordId: 'pol1' })] });
    expect(await screen.findByText('This proposal has been made into a policy')).toBeTruthy();
  });

  it('leaves the page alone for a notification about another record', async () => {
    const { live, bridge } = proposalPage();
    expect(await screen.findByText(/· Not paid$/)).toBeTruthy();
    await waitFor(() => expect(bridge.requests.filter((r) => r.endpoint === 'payments.status')).toHaveLength(1));
    const asked = bridge.requests.length;
    live.update({ success: true, data: [notification({ kind: 'customerCommentAdded', recordType: 'customer', recordId: 'c9' })] });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(bridge.requests.slice(asked).map((r) => r.endpoint)).toEqual([]);
  });
});

describe('live updates on an open health proposal', () => {
  it('marks the taken health quote paid in its payment and in the quote table when the socket says so', async () => {
    let paid = false;
    const live = fakeLive();
    const quote = () => healthQuoteFixture({ _id: 'q1', ref: 'HQ-1', companyName: 'Daman', paymentStatus: paid ? 'paid' : 'unpaid' });
    const bridge = fakeBridge({
      notifications: live.capability,
      calls: {
        'healthProposals.detail': () => ok({ success: true, data: healthProposalFixture({ paidQuoteId: paid ? 'q1' : null }) }),
        'healthProposals.quotes': () => ok({ success: true, data: [quote()] }),
        'healthProposals.activeVouchers': () => ok({ success: true, data: [] }),
        'healthProposals.payableDetails': () => ok({ success: true, data: healthPayableFixture() }),
        'healthPayments.status': () => ok(paymentStatusAnswer([], paid ? 'paid' : 'unpaid', 'q1')),
      },
    });
    const seller = testUser({ moduleAccessId: { healthQuote: { read: true, update: true, create: true } } });
    renderWithProviders(<Live><HealthProposalShow /></Live>, { bridge, user: seller, route: '/health-insurance/proposals/hp1', path: '/health-insurance/proposals/:proposalId' });
    fireEvent.click(await screen.findByRole('button', { name: /^Daman \(/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Take quote HQ-1' }));
    expect(await screen.findByText(/· Not paid$/)).toBeTruthy();

    paid = true;
    live.update({ success: true, data: [notification({ kind: 'quotePaid', recordType: 'healthProposal', recordId: 'hp1' })] });
    expect(await screen.findByText(/· Paid$/)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('table', { name: 'Daman quotes' }).querySelector('tbody tr')?.textContent).toContain('Yes'));
  });
});

describe('a record someone else changes while it is open', () => {
  function customerPage() {
    const live = fakeLive();
    let name = 'Omar Haddad';
    const bridge = fakeBridge({
      notifications: live.capability,
      calls: { 'customers.get': () => ok({ success: true, data: customerFixture({ fullName: name }) }) },
    });
    renderWithProviders(
      <Live>
        <CustomerShow />
      </Live>,
      { bridge, user: agent, route: '/customers/c1', path: '/customers/:customerId' },
    );
    return { live, bridge, rename: (to: string) => (name = to) };
  }
  const at = '2026-11-22T06:42:00.000Z'; // 10:42 in Dubai

  it('says who changed it and when, and reloads it only when asked', async () => {
    const { live, bridge, rename } = customerPage();
    expect(await screen.findByRole('heading', { name: 'Omar Haddad' })).toBeTruthy();
    rename('Omar Al Haddad');
    live.change({ records: [{ kind: 'customer', id: 'c1' }], by: { _id: 'u7', fullName: 'Layla Rahman' }, at });

    expect(await screen.findByText('Updated by Layla Rahman at 10:42')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Omar Haddad' })).toBeTruthy();
    const reads = () => bridge.requests.filter((r) => r.endpoint === 'customers.get').length;
    expect(reads()).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('heading', { name: 'Omar Al Haddad' })).toBeTruthy();
    expect(reads()).toBe(2);
    expect(screen.queryByText(/^Updated by/)).toBeNull();
  });

  it("says nothing of one's own change, nor of a change to another record", async () => {
    const { live } = customerPage();
    expect(await screen.findByRole('heading', { name: 'Omar Haddad' })).toBeTruthy();
    live.change({ records: [{ kind: 'customer', id: 'c1' }], by: { _id: agent._id, fullName: agent.fullName }, at });
    live.change({ records: [{ kind: 'customer', id: 'c2' }, { kind: 'proposal', id: 'c1' }], by: { _id: 'u7', fullName: 'Layla Rahman' }, at });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText(/^Updated by/)).toBeNull();
  });
});
