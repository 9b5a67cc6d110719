// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failed, fakeBridge, fakeLive, ok, type FakeBridgeOverrides } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { healthProposalFixture, healthQuoteFixture } from '../../../tests/fixtures/renderer/health-proposals/healthProposal.fixture.js';
import HealthProposalShow from './HealthProposalShow.js';

const manager = testUser({ moduleAccessId: { healthQuote: { read: true, update: true } } });
const reader = testUser({ moduleAccessId: { healthQuote: { read: true } } });

// Cheapest first, as the server answers: Daman's two plans around an Orient plan.
const quotes = [
  healthQuoteFixture({ _id: 'q1', ref: 'HQ-1', companyName: 'Daman', planName: 'Silver', totalFils: 800_000, tpaName: 'Daman TPA', networkName: 'Basic', coPay: 20 }),
  healthQuoteFixture({ _id: 'q2', ref: 'HQ-2', companyName: 'Orient', planName: 'Care', totalFils: 900_000, tpaName: 'NAS', networkName: 'RN3', coPay: 10 }),
  healthQuoteFixture({
    _id: 'q3', ref: 'HQ-3', companyName: 'Daman', planName: 'Gold', totalFils: 1_200_000, tpaName: 'Daman TPA', networkName: 'Premier', coPay: 0,
    appliedForContactAt: '2026-11-20T06:30:00.000Z',
  }),
];

/** The documents section has its own tests (`HealthMemberDocuments.test.tsx`); here it loads, empty. */
const noDocumentsNeeded = { visaStatus: 'Renewal', members: [], missingMessage: null };

function setup(user = manager, live = fakeLive(), regenerate?: () => Promise<unknown>, proposal = healthProposalFixture(), calls: FakeBridgeOverrides['calls'] = {}) {
  const bridge = fakeBridge({
    calls: {
      'healthProposals.detail': () => ok({ success: true, data: proposal }),
      'healthProposals.quotes': () => ok({ success: true, data: quotes }),
      'healthDocuments.list': () => ok({ success: true, data: noDocumentsNeeded }),
      'healthProposals.activeVouchers': () => ok({ success: true, data: [] }),
      'healthProposals.agentDiscount': () => ok({ success: true, data: healthProposalFixture({ agentDiscountPercent: 5 }), message: 'Agent discount of 5 % applied' }),
      'healthProposals.setStatus': () => ok({ success: true, data: healthProposalFixture({ status: 'Customer contacted', statusReason: 'Requested a call back later' }), message: 'Status updated successfully' }),
      ...(regenerate && { 'healthProposals.regenerate': regenerate as never }),
      ...calls,
    },
    notifications: live.capability,
  });
  renderWithProviders(<HealthProposalShow />, { bridge, user, route: '/health-insurance/proposals/hp1', path: '/health-insurance/proposals/:proposalId' });
  return { bridge, live };
}

describe('HealthProposalDetail', () => {
  it('groups the quotes by insurer, cheapest insurer first, with TPA, network, plan (co-pay) and premiums per member', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Health Proposal Details' })).toBeTruthy();
    const headers = await screen.findAllByRole('button', { name: /plans?, from/ });
    expect(headers.map((header) => header.textContent)).toEqual(['Daman (2 plans, from AED 8,000.00)', 'Orient (1 plan, from AED 9,000.00)']);
    fireEvent.click(headers[0]!);
    const daman = await screen.findByRole('table', { name: 'Daman quotes' });
    expect(within(daman).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      'HQ-1Daman TPABasicSilver (20%)NoNoAED 8,000.00Take this quote',
      'HQ-3Daman TPAPremierGold (0%)Yes, 20/11/2026 10:30NoAED 12,000.00Take this quote',
    ]);
    const perMember = screen.getByRole('table', { name: 'Premiums per member, Silver' });
    expect(within(perMember).getByText('Rana Haddad').closest('tr')?.textContent).toBe('Rana Haddad38AED 3,500.00AED 500.00AED 0.00AED 4,000.00');
    expect(screen.queryByRole('table', { name: 'Orient quotes' })).toBeNull();
  });

  it("records the customer's request to be contacted about a quote, with a note, through the health call", async () => {
    const { bridge } = setup(manager, fakeLive(), undefined, healthProposalFixture(), {
      'healthProposals.applyForContact': () => ok({
        success: true, data: { ...quotes[0]!, appliedForContactAt: '2026-11-29T08:00:00.000Z' }, message: 'Quote HQ-1 marked as applied for contact',
      }),
    });
    fireEvent.click((await screen.findAllByRole('button', { name: /plans?, from/ }))[0]!);
    expect(screen.queryByRole('button', { name: 'Customer asked to be contacted about quote HQ-3' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Customer asked to be contacted about quote HQ-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customer asked to be contacted about quote HQ-1' });
    fireEvent.change(await within(dialog).findByLabelText('Note'), { target: { value: 'Call after 5 pm' } });
    // By its text, quicker than a role query on this long page.
    fireEvent.click(within(dialog).getByText('Save'));
    expect(await screen.findByText('Quote HQ-1 marked as applied for contact')).toBeTruthy();
    const sent = bridge.requests.find((r) => r.endpoint === 'healthProposals.applyForContact')!.input;
    expect(sent).toEqual({ params: { id: 'q1' }, body: { note: 'Call after 5 pm' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("keeps the contact dialog open with the server's refusal", async () => {
    setup(manager, fakeLive(), undefined, healthProposalFixture(), { 'healthProposals.applyForContact': () => failed(404, 'Quote not found') });
    fireEvent.click((await screen.findAllByRole('button', { name: /plans?, from/ }))[0]!);
    fireEvent.click(await screen.findByRole('button', { name: 'Customer asked to be contacted about quote HQ-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customer asked to be contacted about quote HQ-1' });
    // By its text, quicker than a role query on this long page.
    fireEvent.click(within(dialog).getByText('Save'));
    expect(await within(dialog).findByText('Quote not found')).toBeTruthy();
  });

  it('offers a reader the Applied for Contact column without the action', async () => {
    setup(reader);
    fireEvent.click((await screen.findAllByRole('button', { name: /plans?, from/ }))[0]!);
    const daman = await screen.findByRole('table', { name: 'Daman quotes' });
    expect(within(daman).getAllByRole('columnheader').map((cell) => cell.textContent)).toContain('Applied for Contact');
    expect(within(daman).getByText('Yes, 20/11/2026 10:30')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Customer asked to be contacted/ })).toBeNull();
  });

  it('opens the compare page for two to four ticked quotes of any insurers, in the order ticked', async () => {
    setup(reader);
    const compare = await screen.findByRole('button', { name: 'Generate a comparison' });
    expect((compare as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Tick 2 to 4 quotes to compare them.')).toBeTruthy();
    const headers = await screen.findAllByRole('button', { name: /plans?, from/ });
    fireEvent.click(headers[0]!);
    fireEvent.click(headers[1]!);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Compare quote HQ-3' }));
    expect((compare as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Compare quote HQ-2' }));
    expect(screen.getByText('2 quotes chosen.')).toBeTruthy();
    fireEvent.click(compare);
    expect(await screen.findByText('Navigated to /health-insurance/compare-plans')).toBeTruthy();
    expect(screen.getByText('With query ?refId=hp1&ids=q3,q2')).toBeTruthy();
  });

  it('shows the family: spouse and kids with date of birth, age on the cover start and gender', async () => {
    setup();
    const kids = await screen.findByRole('table', { name: 'Kids' });
    expect(within(kids).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      'Adam Haddad20/02/201511Male',
      'Lea Haddad15/07/20197Female',
    ]);
    expect(within(screen.getByRole('table', { name: 'Spouse' })).getByText('Rana Haddad')).toBeTruthy();
    expect(screen.getByText('10%, 20%')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object/);
  });

  it('re-generates through a new room, showing quotes as they arrive and the refusals', async () => {
    let answer!: (value: unknown) => void;
    const live = fakeLive();
    const { bridge } = setup(manager, live, () => new Promise((resolve) => (answer = resolve)));
    fireEvent.click(await screen.findByRole('button', { name: 'Re-generate' }));
    await waitFor(() => expect(bridge.requests.some((r) => r.endpoint === 'healthProposals.regenerate')).toBe(true));
    const input = bridge.requests.find((r) => r.endpoint === 'healthProposals.regenerate')!.input as { query: { pId: string; reqId: string } };
    expect(input.query.pId).toBe('hp1');
    expect(live.follows).toEqual([{ room: input.query.reqId, events: ['health-quote-created', 'quote-counter'] }]);
    act(() => live.roomEvent({ room: input.query.reqId, event: 'health-quote-created', payload: { success: true, data: healthQuoteFixture({ _id: 'q9', companyName: 'Sukoon', planName: 'Flex' }) } }));
    expect(within(screen.getByRole('table', { name: 'Quotes arriving' })).getByText('Sukoon')).toBeTruthy();
    answer(ok({ success: true, data: { proposal: healthProposalFixture(), quotes, refusals: [{ companyName: 'Bupa', planName: 'Gold', message: 'No plan for this age' }] } }));
    expect(await screen.findByText('Bupa – Gold: No plan for this age')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Quotes arriving' })).toBeNull();
    expect(live.unfollows).toEqual([input.query.reqId]);
  });

  it('opens the edit page for staff who may update, and after an edit asks to Re-generate before a quote is taken', async () => {
    setup(manager, fakeLive(), undefined, healthProposalFixture({ needsRegeneration: true }));
    expect(await screen.findByText('The details changed after these quotes were priced')).toBeTruthy();
    const headers = await screen.findAllByRole('button', { name: /plans?, from/ });
    fireEvent.click(headers[0]!);
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Take quote HQ-1' })).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByText('Navigated to /health-insurance/proposals/hp1/edit')).toBeTruthy();
  });

  it('offers no Edit to a reader', async () => {
    setup(reader);
    await screen.findByRole('heading', { name: 'Health Proposal Details' });
    await screen.findAllByRole('button', { name: /plans?, from/ });
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('sets the status with a call-back through the health status call, and only for staff who may update health proposals', async () => {
    const { bridge } = setup();
    const status = await screen.findByRole('combobox', { name: /^Proposal status/ });
    fireEvent.change(status, { target: { value: 'Customer contacted' } });
    fireEvent.change(await screen.findByRole('combobox', { name: /^Reason/ }), { target: { value: 'Requested a call back later' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save status' }));
    expect(await screen.findByText('Status updated successfully')).toBeTruthy();
    const sent = bridge.requests.find((request) => request.endpoint === 'healthProposals.setStatus')?.input as { params: unknown; body: { proposalStatus: string; reason: string; callbackTimeArray: string[] } };
    expect(sent.params).toEqual({ id: 'hp1' });
    expect(sent.body).toMatchObject({ proposalStatus: 'Customer contacted', reason: 'Requested a call back later' });
    expect(sent.body.callbackTimeArray).toHaveLength(1);
    expect(bridge.requests.some((request) => request.endpoint === 'proposals.setStatus')).toBe(false);
  });

  it('gives the agent discount through the health call, with the agent\'s health limit shown', async () => {
    const { bridge } = setup();
    const percent = await screen.findByRole('spinbutton', { name: 'Agent discount (%)' });
    fireEvent.change(percent, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply discount' }));
    await waitFor(() => expect(bridge.requests.find((request) => request.endpoint === 'healthProposals.agentDiscount')?.input).toEqual({ params: { id: 'hp1' }, body: { agentDiscountPercent: 5 } }));
    expect(bridge.requests.some((request) => request.endpoint.startsWith('proposals.'))).toBe(false);
  });

  it('shows no status save to a reader', async () => {
    setup(reader);
    expect(await screen.findByRole('combobox', { name: /^Proposal status/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save status' })).toBeNull();
  });

  it('offers Re-generate only with health quote update', async () => {
    setup(reader);
    await screen.findByRole('table', { name: 'Kids' });
    expect(screen.queryByRole('button', { name: 'Re-generate' })).toBeNull();
  });

  it('lets a supervisor assign the proposal through the health calls', async () => {
    const bridge = renderForSupervisor();
    const agents = await screen.findByRole('combobox', { name: 'Agents' });
    await waitFor(() => within(agents).getByRole('option', { name: 'Khalid Agent' }));
    fireEvent.change(agents, { target: { value: 'a7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(bridge.requests.find((r) => r.endpoint === 'healthProposals.assign')?.input).toEqual({ params: { id: 'hp1' }, body: { agentId: 'a7' } }));
    expect(bridge.requests.some((r) => r.endpoint.startsWith('proposals.'))).toBe(false);
  });

  it('adds a comment through the health calls', async () => {
    const bridge = renderForSupervisor();
    fireEvent.click(await screen.findByRole('button', { name: 'Comments' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /^Add a Comment/ }), { target: { value: 'Called, wants dental' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(bridge.requests.find((r) => r.endpoint === 'healthProposals.createComment')?.input).toEqual({ params: { id: 'hp1' }, body: { comment: 'Called, wants dental' } }));
  });
});

function renderForSupervisor() {
  const supervisor = testUser({ isSupervisor: true, moduleAccessId: { healthQuote: { read: true, update: true } } });
  const bridge = fakeBridge({
    calls: {
      'healthProposals.detail': () => ok({ success: true, data: healthProposalFixture() }),
      'healthProposals.quotes': () => ok({ success: true, data: quotes }),
      'healthDocuments.list': () => ok({ success: true, data: noDocumentsNeeded }),
      'healthProposals.agents': () => ok({ success: true, data: [{ _id: 'a7', fullName: 'Khalid Agent', email: 'k@x.ae', isSupervisor: false, maxDiscount: 5 }] }),
      'healthProposals.assign': () => ok({ success: true, data: healthProposalFixture({ assignedTo: { _id: 'a7', fullName: 'Khalid Agent' } }) }),
      'healthProposals.comments': () => ok({ success: true, data: [] }),
      'healthProposals.createComment': () => ok({ success: true, data: [] }),
    },
  });
  renderWithProviders(<HealthProposalShow />, { bridge, user: supervisor, route: '/health-insurance/proposals/hp1', path: '/health-insurance/proposals/:proposalId' });
  return bridge;
}
