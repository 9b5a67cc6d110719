// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CallHandler } from '../../../tests/helpers/fakeBridge.js';
import { RequestRoomSchema } from '../../../shared/contract/notifications/index.js';
import { fakeBridge, fakeLive, failed, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { paymentFixture, policySummaryFixture, quoteFixture } from '../../../tests/fixtures/renderer/quotations/quote.fixture.js';
import ProposalShow from './ProposalShow.js';
import { proposalFixture } from '../../../tests/fixtures/renderer/proposals/proposal.fixture.js';

vi.mock('../payments/PaymentActions.js', () => ({ PaymentActions: () => <p>Payment actions</p> }));
vi.mock('../quotations/QuotePriceLines.js', () => ({ QuotePriceLines: ({ quote }: { quote: { companyName: string } }) => <p>Price lines of {quote.companyName}</p> }));

const agent = testUser({ moduleAccessId: { proposal: { read: true, create: true, update: true }, customer: { read: true } } });

/** An agent who may also edit quotes: "Customer asked to be contacted" needs the line's quote rights. */
const quoteAgent = testUser({ moduleAccessId: { proposal: { read: true, update: true }, quote: { read: true, update: true }, customer: { read: true } } });

const quotes = [
  quoteFixture({ _id: 'q1', companyName: 'Orient Insurance', priceFils: 200_000 }),
  quoteFixture({ _id: 'q2', companyName: 'AXA', priceFils: 150_000, insuranceType: 'thirdparty', repairCondition: null }),
];

/** The proposal's two quotes with refs of their own, the second one already asked about. */
const contactQuotes = [{ ...quotes[0]!, ref: 'QUO-1001' }, { ...quotes[1]!, ref: 'QUO-1002', appliedForContactAt: '2026-11-20T06:30:00.000Z' }];

function setup(calls: Partial<Record<string, CallHandler>> = {}, route = '/proposals/p1', live?: ReturnType<typeof fakeLive>, user = agent) {
  const bridge = fakeBridge({
    ...(live && { notifications: live.capability }),
    calls: {
      'proposals.detail': () => ok({ success: true, data: proposalFixture() }),
      'proposals.quotes': () => ok({ success: true, data: quotes }),
      'proposals.nextPrevious': () => ok({ success: true, data: { previousId: null, nextId: 'p2' } }),
      'proposals.recordVisit': () => ok({ success: true, data: [] }),
      'proposals.insurerErrors': () => ok({ success: true, companyErrors: [], companyPolicyErrors: [] }),
      'proposals.policySummary': () => ok({ success: true, data: null }),
      'proposals.activeVouchers': () =>
        ok({ success: true, data: [{ _id: 'v1', promoCode: 'SUMMER25', discountType: 'percentage', discountValue: 25, expiryDate: '2099-01-01T00:00:00.000Z' }] }),
      ...calls,
    },
  });
  return renderWithProviders(<ProposalShow />, { bridge, user, route, path: '/proposals/:proposalId' });
}

describe('ProposalShow', () => {
  it('shows the header and the sections in order, and records the visit', async () => {
    const { bridge } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: /Proposal details/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy reference #PRO-2001' })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(expect.arrayContaining(['Status', 'Voucher Detail', 'Quotations', 'Car details', 'Customer details', 'Policy summary', 'Live policy errors', 'Proposal History']));
    // The quotes first (what the agent opens the proposal for), reached like every section from the jump list.
    expect(headings[0]).toBe('Quotations');
    const jump = screen.getByRole('navigation', { name: 'Sections of the proposal' });
    expect(within(jump).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Quotations', 'Voucher Detail', 'Transactions', 'Status', 'Car details', 'Customer details', 'Upload Documents', 'Policy summary', 'Proposal History',
    ]);
    expect(await screen.findByText('Orient Insurance – Orient Gold')).toBeTruthy();
    expect(screen.getByText('AED 2,000.00')).toBeTruthy();
    expect(bridge.requests.some((r) => r.endpoint === 'proposals.recordVisit')).toBe(true);
    expect(screen.queryByRole('heading', { name: 'Proposal assign to agent' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object/);
  });

  it('changes the reasons with the status and saves status and reason', async () => {
    const { bridge } = setup({ 'proposals.setStatus': () => ok({ success: true, data: proposalFixture({ status: 'Lost', statusReason: 'Just a query' }) }) });
    const status = await screen.findByRole('combobox', { name: /^Proposal status/ });
    expect(screen.queryByRole('combobox', { name: /^Reason/ })).toBeNull();
    fireEvent.change(status, { target: { value: 'Customer contacted' } });
    const reason = await screen.findByRole('combobox', { name: /^Reason/ });
    expect(within(reason).getByRole('option', { name: 'Quoted' })).toBeTruthy();
    fireEvent.change(status, { target: { value: 'Lost' } });
    await waitFor(() => expect(within(screen.getByRole('combobox', { name: /^Reason/ })).getByRole('option', { name: 'Fake inquiry' })).toBeTruthy());
    expect(within(screen.getByRole('combobox', { name: /^Reason/ })).queryByRole('option', { name: 'Quoted' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save status' }));
    expect(await screen.findByText('Reason is required')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: /^Reason/ }), { target: { value: 'Just a query' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save status' }));
    expect(await screen.findByText('Status updated successfully')).toBeTruthy();
    expect(bridge.requests.find((r) => r.endpoint === 'proposals.setStatus')?.input).toEqual({
      params: { id: 'p1' },
      body: { proposalStatus: 'Lost', reason: 'Just a query' },
    });
  });

  it("shows the server's refusal of a voucher and of an agent discount above the maximum", async () => {
    const { bridge } = setup({
      'proposals.addVoucher': () => failed(400, 'Promo code SUMMER25 cannot be combined with an agent discount'),
      'proposals.agentDiscount': () => failed(403, 'You can give at most 10 % discount'),
    });
    const promo = await screen.findByRole('combobox', { name: 'Promo Code' });
    await waitFor(() => within(promo).getByRole('option', { name: 'SUMMER25 (25 %)' }));
    fireEvent.change(promo, { target: { value: 'SUMMER25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply voucher' }));
    expect(await screen.findByText('Promo code SUMMER25 cannot be combined with an agent discount')).toBeTruthy();
    expect(bridge.requests.find((r) => r.endpoint === 'proposals.addVoucher')?.input).toEqual({ params: { id: 'p1' }, body: { promoCode: 'SUMMER25' } });
    expect(screen.getByText('Up to 10 %')).toBeTruthy();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Agent discount (%)' }), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply discount' }));
    expect(await screen.findByText('You can give at most 10 % discount')).toBeTruthy();
    expect(bridge.requests.find((r) => r.endpoint === 'proposals.agentDiscount')?.input).toEqual({ params: { id: 'p1' }, body: { agentDiscountPercent: 15 } });
  });

  it('opens with the payment of a quote chosen earlier, before anything is paid', async () => {
    setup({ 'proposals.quotes': () => ok({ success: true, data: [quotes[0], { ...quotes[1], status: 'chosen' }] }) });
    expect(await screen.findByText('Payment actions')).toBeTruthy();
    expect(screen.getByText('Price lines of AXA')).toBeTruthy();
  });

  it('compares only two quotes or more, downloads and buys exactly one', async () => {
    const { bridge, router } = setup({ 'proposals.buyQuote': () => ok({ success: true, data: { ...quotes[1], isBought: true } }) });
    await screen.findByText('AXA – Orient Gold');
    const compare = screen.getByRole<HTMLButtonElement>('button', { name: 'Compare' });
    const buy = screen.getByRole<HTMLButtonElement>('button', { name: 'Buy' });
    expect(compare.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select AXA Third Party' }));
    expect(compare.disabled).toBe(true);
    expect(buy.disabled).toBe(false);
    expect(await screen.findByText('Price lines of AXA')).toBeTruthy();
    fireEvent.click(buy);
    expect(await screen.findByText('Payment actions')).toBeTruthy();
    expect(bridge.requests.find((r) => r.endpoint === 'proposals.buyQuote')?.input).toEqual({ params: { id: 'q2' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Orient Insurance Comprehensive' }));
    expect(compare.disabled).toBe(false);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Download quote' }).disabled).toBe(true);
    fireEvent.click(compare);
    expect(await screen.findByText('Navigated to /quotations/compare-quotation')).toBeTruthy();
    expect(router.state.location.search).toBe('?ids=q2,q1');
  });

  it('shows "Applied for Contact" per quote and records a request with its note for staff with quote rights', async () => {
    const { bridge } = setup({
      'proposals.quotes': () => ok({ success: true, data: contactQuotes }),
      'proposals.applyForContact': () => ok({ success: true, data: { ...quotes[0], appliedForContactAt: '2026-11-29T08:00:00.000Z' }, message: 'Quote QUO-1001 marked as applied for contact' }),
    }, '/proposals/p1', undefined, quoteAgent);
    const table = (await screen.findByText('AXA – Orient Gold')).closest('table')!;
    expect(within(table).getByRole('columnheader', { name: 'Applied for Contact' })).toBeTruthy();
    expect(within(table).getByText('AXA – Orient Gold').closest('tr')?.textContent).toContain('Yes, 20/11/2026 10:30');
    const orient = within(table).getByText('Orient Insurance – Orient Gold').closest('tr')!;
    expect(orient.textContent).toContain('No');
    // Only the quote not yet asked about offers the action.
    expect(screen.getAllByRole('button', { name: /Customer asked to be contacted about quote/ })).toHaveLength(1);
    fireEvent.click(within(orient).getByRole('button', { name: 'Customer asked to be contacted about quote QUO-1001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customer asked to be contacted about quote QUO-1001' });
    fireEvent.change(await within(dialog).findByLabelText('Note'), { target: { value: 'Wants a call on Sunday' } });
    // By its text, quicker than a role query on this long page.
    fireEvent.click(within(dialog).getByText('Save'));
    expect(await screen.findByText('Quote QUO-1001 marked as applied for contact')).toBeTruthy();
    expect(bridge.requests.find((r) => r.endpoint === 'proposals.applyForContact')?.input).toEqual({ params: { id: 'q1' }, body: { note: 'Wants a call on Sunday' } });
  });

  it("keeps the contact dialog open with the server's refusal", async () => {
    setup({
      'proposals.quotes': () => ok({ success: true, data: contactQuotes }), 'proposals.applyForContact': () => failed(404, 'Quote not found'),
    }, '/proposals/p1', undefined, quoteAgent);
    fireEvent.click(await screen.findByRole('button', { name: 'Customer asked to be contacted about quote QUO-1001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customer asked to be contacted about quote QUO-1001' });
    // By its text, quicker than a role query on this long page.
    fireEvent.click(within(dialog).getByText('Save'));
    expect(await within(dialog).findByText('Quote not found')).toBeTruthy();
  });

  it('offers the proposal agent without quote rights the column but not the action', async () => {
    setup();
    await screen.findByText('AXA – Orient Gold');
    expect(screen.getByRole('columnheader', { name: 'Applied for Contact' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Customer asked to be contacted/ })).toBeNull();
  });

  it('warns that quotes must be re-generated and re-generates with the proposal id', async () => {
    const { bridge } = setup({
      'proposals.detail': () => ok({ success: true, data: proposalFixture({ needsRegeneration: true }) }),
      'proposals.regenerate': () => ok({ success: true, data: { proposal: proposalFixture(), quotes, refusals: [] } }),
    });
    expect(await screen.findByText('Re-generate the quotes')).toBeTruthy();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select AXA Third Party' }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Buy' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Re-generate' }));
    expect(await screen.findByText('Quotes re-generated')).toBeTruthy();
    const input = bridge.requests.find((r) => r.endpoint === 'proposals.regenerate')?.input as { query: { pId: string; reqId: string } };
    expect(input.query.pId).toBe('p1');
    expect(RequestRoomSchema.safeParse(input.query.reqId).success).toBe(true);
  });

  it("shows the re-generated quotes as they arrive, then only the refreshed table once the call answers", async () => {
    const live = fakeLive();
    let answer!: (result: ReturnType<typeof ok>) => void;
    setup({ 'proposals.regenerate': () => new Promise((resolve) => (answer = resolve)) }, '/proposals/p1', live);
    fireEvent.click(await screen.findByRole('button', { name: 'Re-generate' }));
    await waitFor(() => expect(live.follows).toHaveLength(1));
    const { room } = live.follows[0]!;
    act(() => {
      live.roomEvent({ room, event: 'admin-proposal-created', payload: { success: true, data: quoteFixture({ _id: 'q-new', companyName: 'Salama', planName: 'Salama Silver', totalFils: 150_000 }) } });
      live.roomEvent({ room, event: 'quote-counter', payload: { remaining: 7 } });
    });
    const arriving = await screen.findByRole('table', { name: 'Quotes arriving' });
    expect(within(arriving).getByText('Salama Silver')).toBeTruthy();
    expect(screen.getByText('1 quote so far, 0 refused, 7 still being priced')).toBeTruthy();

    answer(ok({ success: true, data: { proposal: proposalFixture(), quotes, refusals: [] } }));
    expect(await screen.findByText('Quotes re-generated')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Quotes arriving' })).toBeNull();
    expect(live.unfollows).toEqual([room]);
  });

  it('disables the actions of a proposal lost as a fake inquiry', async () => {
    setup({
      'proposals.detail': () => ok({ success: true, data: proposalFixture({ status: 'Lost', statusReason: 'Fake inquiry', isFrozen: true }) }),
    });
    expect(await screen.findByText('Actions are disabled')).toBeTruthy();
    await screen.findByText('AXA – Orient Gold');
    for (const name of ['Save status', 'Apply voucher', 'Apply discount', 'Re-generate', 'Edit car details']) {
      expect(screen.getByRole<HTMLButtonElement>('button', { name }).disabled).toBe(true);
    }
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select AXA Third Party' }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Buy' }).disabled).toBe(true);
  });

  it('shows the policy banner once bought', async () => {
    setup({
      'proposals.detail': () =>
        ok({
          success: true,
          data: proposalFixture({
            isPaid: true,
            paidQuoteId: 'q1',
            policy: { _id: 'pol1', ref: 'POL-1', companyName: 'Orient', companyPolicyNumber: null, status: 'Active', startDate: null, expiryDate: null, premiumFils: 200_000, issueError: null, hasFile: false },
          }),
        }),
    });
    expect(await screen.findByText('This proposal has been made into a policy')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'View Policy' }));
    expect(await screen.findByText('Navigated to /policies/pol1')).toBeTruthy();
  });

  it('lists every payment of the proposal under Transactions, a capture refunded after another payment as Refunded', async () => {
    setup({
      'proposals.detail': () =>
        ok({
          success: true,
          data: proposalFixture({
            isPaid: true,
            paidQuoteId: 'q1',
            payment: paymentFixture({ _id: 'pay1', ref: 'PAY-1', quoteId: 'q1', status: 'paid', paidAt: '2025-03-05T10:00:00.000Z' }),
            additionalPayments: [
              paymentFixture({
                _id: 'pay2', ref: 'PAY-2', quoteId: 'q2', status: 'refunded', amountFils: 150_000, paidAt: '2025-03-05T10:05:00.000Z',
                refundStatus: 'refunded', refundedFils: 150_000, refundedAt: '2025-03-05T10:06:00.000Z',
              }),
            ],
          }),
        }),
    });
    const table = await screen.findByRole('table', { name: 'Payments of proposal PRO-2001' });
    expect(screen.getByRole('heading', { level: 2, name: 'Transactions' })).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['PAY-1', 'PAY-2']);
    expect(within(rows[1]!).getByText('Refunded')).toBeTruthy();
    expect(within(rows[1]!).getByText('AED 1,500.00 refunded 05/03/2025 14:06')).toBeTruthy();
  });

  it("never shows the previous proposal's data while the next one loads", async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { router } = setup({
      'proposals.detail': async (input) => {
        const id = (input.params as { id: string }).id;
        if (id === 'p2') {
          await slow;
          return ok({ success: true, data: proposalFixture({ _id: 'p2', ref: 'PRO-2002', customer: { ...proposalFixture().customer, fullName: 'Mona Ali' } }) });
        }
        return ok({ success: true, data: proposalFixture() });
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: /Omar Haddad/ })).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Next proposal' });
    await waitFor(() => expect((next as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(next);
    await waitFor(() => expect(router.state.location.pathname).toBe('/proposals/p2'));
    await waitFor(() => expect(screen.queryByText(/Omar Haddad/)).toBeNull());
    expect(screen.queryByText(/PRO-2001/)).toBeNull();
    await act(async () => {
      release();
      await slow;
    });
    expect(await screen.findByRole('heading', { level: 1, name: /Mona Ali/ })).toBeTruthy();
  });

  it('calls an issued proposal "Policy Issued" in its badge and in its status select alike (issue 23 item 7)', async () => {
    setup({
      'proposals.detail': () =>
        ok({ success: true, data: proposalFixture({ status: 'Policy paid and Issued', policyStatus: 'Active', policy: policySummaryFixture() }) }),
    });
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: /^Proposal status/ });
    expect(select.selectedOptions[0]?.textContent).toBe('Policy Issued');
    expect(screen.queryByText('Policy paid and Issued')).toBeNull();
    expect(screen.getAllByText('Policy Issued').length).toBeGreaterThanOrEqual(2);
  });

  it('lists the insurers\' errors in one table and says there are none only when there are none (issue 23 item 7)', async () => {
    const call = (i: number) => ({ _id: `e${i}`, quoteId: null, companyName: `Insurer ${i}`, kind: 'quote', status: 'error', errorMessage: `Refused ${i}`, createdAt: `2025-03-0${1 + (i % 9)}T10:00:00.000Z` });
    setup({ 'proposals.insurerErrors': () => ok({ success: true, companyErrors: Array.from({ length: 12 }, (_, i) => call(i)), companyPolicyErrors: [] }) });
    const table = await screen.findByRole('table', { name: 'Insurer errors' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(screen.queryByText(/^No .*errors/)).toBeNull();
  });

  it('says "No errors from the insurers." when neither list has one', async () => {
    setup();
    expect(await screen.findByText('No errors from the insurers.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Insurer errors' })).toBeNull();
  });
});
