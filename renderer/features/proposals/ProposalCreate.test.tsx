// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequestRoomSchema } from '../../../shared/contract/notifications/index.js';
import { fakeBridge, fakeLive, failed, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import ProposalCreate from './ProposalCreate.js';
import { proposalFixture, wizardCatalogueCalls } from '../../../tests/fixtures/renderer/proposals/proposal.fixture.js';
import { quoteFixture } from '../../../tests/fixtures/renderer/quotations/quote.fixture.js';

const agent = testUser({ moduleAccessId: { proposal: { read: true, create: true }, customer: { read: true } } });

function setup(extra: NonNullable<NonNullable<Parameters<typeof fakeBridge>[0]>['calls']> = {}, live?: ReturnType<typeof fakeLive>) {
  const bridge = fakeBridge({
    calls: {
      ...wizardCatalogueCalls(),
      ...extra,
    },
    ...(live && { notifications: live.capability }),
  });
  return renderWithProviders(<ProposalCreate />, { bridge, user: agent, route: '/proposals/create', path: '/proposals/create' });
}

const box = (name: RegExp) => screen.getByRole('textbox', { name });
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
async function choose(label: RegExp, option: string, value = option) {
  const select = screen.getByRole('combobox', { name: label });
  await waitFor(() => within(select).getByRole('option', { name: option }));
  fireEvent.change(select, { target: { value } });
}
async function pickCar() {
  await choose(/^Year(?! of)/, '2022');
  await choose(/^Car Brand/, 'Toyota');
  await choose(/^Model/, 'Camry');
  await choose(/^Trim/, 'GLE', 't1');
}
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

/** A quick proposal for Lina Saeed's Toyota Camry, as the agent types it; `started`: Quick mode and the e-mail are already set. */
async function fillQuickProposal({ started = false } = {}) {
  if (!started) {
    fireEvent.click(screen.getByRole('switch', { name: 'Quick Proposal' }));
    fireEvent.change(box(/^Email/), { target: { value: 'new@example.ae' } });
  }
  fireEvent.change(box(/^Full name/), { target: { value: 'Lina Saeed' } });
  fireEvent.change(box(/^Mobile number/), { target: { value: '0551234567' } });
  type(/^Date of birth/, '1992-03-04');
  type(/^Licence issue date/, '2016-02-01');
  fireEvent.change(screen.getByRole('combobox', { name: /^Source/ }), { target: { value: 'Tasheel' } });
  await pickCar();
  // 82,345.67 AED rounds to the nearest 100.
  await waitFor(() => expect((box(/^Car Value/) as HTMLInputElement).value).toBe('82300'));
}

describe('ProposalCreate', () => {
  it('requires every normal-mode field, and only the "Q" fields in Quick mode', async () => {
    setup();
    await screen.findByRole('heading', { name: 'New proposal' });
    save();
    expect((await screen.findAllByText('Arabic name is required')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Chassis No. is required').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Full name is required').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('switch', { name: 'Quick Proposal' }));
    await waitFor(() => expect(screen.queryAllByText('Arabic name is required')).toHaveLength(0));
    expect(screen.queryAllByText('Chassis No. is required')).toHaveLength(0);
    expect(screen.getAllByText('Full name is required').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Car Value is required').length).toBeGreaterThan(0);
    // Issue 23 item 8: Employer is optional in the contract, so it is neither marked nor refused when left blank.
    expect(screen.queryAllByText('Employer is required')).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: /^Employer/ }).hasAttribute('required')).toBe(false);
    expect(screen.getByText('Employer').parentElement?.textContent).toBe('Employer');
  });

  it('explains a mobile not starting with 5, a short chassis number and an expired licence', async () => {
    setup();
    await screen.findByRole('heading', { name: 'New proposal' });
    fireEvent.change(box(/^Mobile number/), { target: { value: '0412345678' } });
    fireEvent.change(box(/^Chassis No\./), { target: { value: 'ABC123' } });
    type(/^Licence expiry date/, '2020-01-01');
    save();
    expect((await screen.findAllByText('Mobile number should start with 5')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Chassis No. must be exactly 17 characters').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Driving licence expired!').length).toBeGreaterThan(0);
  });

  it('finds the customer by e-mail on blur and prefills what is known', async () => {
    const { bridge } = setup({ 'proposals.userByEmail': () => ok({ success: true, data: proposalFixture().customer }) });
    await screen.findByRole('heading', { name: 'New proposal' });
    const email = box(/^Email/);
    fireEvent.change(email, { target: { value: 'Omar@Example.ae' } });
    fireEvent.blur(email);
    expect(await screen.findByText('Existing customer')).toBeTruthy();
    expect(bridge.requests.find((r) => r.endpoint === 'proposals.userByEmail')?.input).toEqual({ body: { email: 'omar@example.ae' } });
    await waitFor(() => expect((box(/^Full name/) as HTMLInputElement).value).toBe('Omar Haddad'));
    expect((box(/^Mobile number/) as HTMLInputElement).value).toBe('+971 50 123 4567');
    expect((box(/^Arabic name/) as HTMLInputElement).value).toBe('عمر حداد');
  });

  it("warns as soon as staff leave a blacklisted mobile, with the entry's reason, and not for a clean or unfinished one", async () => {
    const entry = { _id: '64b0000000000000000000b1', email: null, mobileNumber: '501234567', reason: 'Chargeback fraud', createdAt: '2026-11-01T08:00:00.000Z', matched: 'mobileNumber' };
    const { bridge } = setup({
      'blacklist.check': (input) => {
        const blacklisted = (input as { body: { mobileNumber?: string } }).body.mobileNumber === '501234567';
        return ok({ success: true, data: { blacklisted, entry: blacklisted ? entry : null } });
      },
    });
    await screen.findByRole('heading', { name: 'New proposal' });
    const mobile = box(/^Mobile number/);
    fireEvent.change(mobile, { target: { value: '050 12' } });
    fireEvent.blur(mobile);
    fireEvent.change(mobile, { target: { value: '0509876543' } });
    fireEvent.blur(mobile);
    await waitFor(() => expect(bridge.requests.filter((r) => r.endpoint === 'blacklist.check')).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.change(mobile, { target: { value: '+971 50 123 4567' } });
    fireEvent.blur(mobile);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This mobile number is on the blacklist: Chargeback fraud');
    expect(bridge.requests.filter((r) => r.endpoint === 'blacklist.check').map((r) => r.input)).toEqual([{ body: { mobileNumber: '509876543' } }, { body: { mobileNumber: '501234567' } }]);
  });

  it('submits a quick proposal as the contract body and opens the new proposal', async () => {
    const created = proposalFixture({ _id: 'p9', ref: 'PRO-2009' });
    const { bridge } = setup({
      'proposals.create': () => ok({ success: true, data: { proposal: created, quotes: [], refusals: [{ companyName: 'AXA', planName: 'Gold', message: 'Car too old' }] } }),
    });
    await screen.findByRole('heading', { name: 'New proposal' });
    await fillQuickProposal();
    save();
    expect(await screen.findByText('Navigated to /proposals/p9')).toBeTruthy();
    const request = bridge.requests.find((r) => r.endpoint === 'proposals.create');
    const input = request?.input as { query: { reqId: string }; body: Record<string, unknown> };
    expect(RequestRoomSchema.safeParse(input.query.reqId).success).toBe(true);
    expect(input.body).toMatchObject({
      isQuickProposal: true,
      source: 'Tasheel',
      insuranceType: 'all',
      customer: { fullName: 'Lina Saeed', email: 'new@example.ae', mobileNumber: '0551234567', dateOfBirth: '1992-03-04', nationality: 'United Arab Emirates' },
      car: { year: 2022, make: 'Toyota', model: 'Camry', trim: 'GLE', trimId: 't1', bodyType: 'Sedan', vehicleType: 'sedan', cylinders: 4, seats: 5, gccSpec: true, valueFils: 8_230_000 },
      driver: { licenceIssueDate: '2016-02-01' },
      insurance: { claimHistory: false, yearOfNoClaim: 'No Claims for Five Years', typeOfIssues: 'Renewal' },
    });
  });

  it("shows each quote of the request's room as it arrives, before the create call answers, then opens the proposal", async () => {
    const live = fakeLive();
    let answer!: (result: ReturnType<typeof ok>) => void;
    let followedBeforeSending = 0;
    const created = proposalFixture({ _id: 'p9', ref: 'PRO-2009' });
    const { bridge } = setup({
      'proposals.create': () => {
        followedBeforeSending = live.follows.length;
        return new Promise((resolve) => (answer = resolve));
      },
    }, live);
    await screen.findByRole('heading', { name: 'New proposal' });
    await fillQuickProposal();
    save();
    await waitFor(() => expect(bridge.requests.some((r) => r.endpoint === 'proposals.create')).toBe(true));
    const reqId = (bridge.requests.find((r) => r.endpoint === 'proposals.create')!.input as { query: { reqId: string } }).query.reqId;
    expect(followedBeforeSending).toBe(1);
    expect(live.follows).toEqual([{ room: reqId, events: ['admin-proposal-created', 'quote-counter'] }]);

    expect(await screen.findByText('Pricing with every insurer…')).toBeTruthy();
    act(() => {
      live.roomEvent({ room: reqId, event: 'admin-proposal-created', payload: { success: true, data: quoteFixture({ _id: 'q1', companyName: 'Orient Insurance', planName: 'Orient Gold', totalFils: 220_500 }) } });
      live.roomEvent({ room: reqId, event: 'quote-counter', payload: { remaining: 2 } });
      live.roomEvent({ room: reqId, event: 'admin-proposal-created', payload: { success: false, Errors: [{ companyName: 'AXA', planName: 'Gold', message: 'Car too old' }] } });
      live.roomEvent({ room: reqId, event: 'quote-counter', payload: { remaining: 1 } });
      // Another request's room: not this screen's.
      live.roomEvent({ room: 'quotes:1b4e28ba-2fa1-4d2e-883f-0016d3cca427', event: 'admin-proposal-created', payload: { success: true, data: quoteFixture({ _id: 'q-other', companyName: 'Other Desk Insurance' }) } });
    });
    const table = screen.getByRole('table', { name: 'Quotes arriving' });
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['Orient InsuranceOrient GoldAED 2,205.00']);
    expect(screen.getByText('1 quote so far, 1 refused, 1 still being priced')).toBeTruthy();
    expect(screen.getByText('AXA – Gold: Car too old')).toBeTruthy();
    expect(screen.queryByText('Other Desk Insurance')).toBeNull();
    expect(screen.queryByText('Navigated to /proposals/p9')).toBeNull();

    answer(ok({ success: true, data: { proposal: created, quotes: [quoteFixture({ _id: 'q1' }), quoteFixture({ _id: 'q2' })], refusals: [] } }));
    expect(await screen.findByText('Navigated to /proposals/p9')).toBeTruthy();
    expect(live.unfollows).toEqual([reqId]);
  });

  it('clears the quotes that arrived when the create call fails, and leaves the room', async () => {
    const live = fakeLive();
    let answer!: (result: ReturnType<typeof failed>) => void;
    const { bridge } = setup({ 'proposals.create': () => new Promise((resolve) => (answer = resolve)) }, live);
    await screen.findByRole('heading', { name: 'New proposal' });
    await fillQuickProposal();
    save();
    await waitFor(() => expect(live.follows).toHaveLength(1));
    await waitFor(() => expect(bridge.requests.some((r) => r.endpoint === 'proposals.create')).toBe(true));
    const { room } = live.follows[0]!;
    act(() => live.roomEvent({ room, event: 'admin-proposal-created', payload: { success: true, data: quoteFixture({ _id: 'q1', companyName: 'Orient Insurance' }) } }));
    expect(screen.getByRole('table', { name: 'Quotes arriving' })).toBeTruthy();

    answer(failed(422, 'promoCode: SAVE10 is not valid for any plan quoted on this proposal'));
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Quotes arriving' })).toBeNull());
    expect(screen.queryByText('Orient Insurance')).toBeNull();
    expect(live.unfollows).toEqual([room]);
  });

  it('shows the server field errors on their fields', async () => {
    setup({
      'proposals.userByEmail': () => ok({ success: true, data: null }),
      'proposals.create': () => failed(400, 'Validation failed', { 'body.customer.mobileNumber': 'Mobile number is already used by another customer' }),
    });
    await screen.findByRole('heading', { name: 'New proposal' });
    fireEvent.click(screen.getByRole('switch', { name: 'Quick Proposal' }));
    fireEvent.change(box(/^Email/), { target: { value: 'new@example.ae' } });
    fireEvent.blur(box(/^Email/));
    expect(await screen.findByText('New customer')).toBeTruthy();
    await fillQuickProposal({ started: true });
    save();
    expect((await screen.findAllByText('Mobile number is already used by another customer')).length).toBeGreaterThan(0);
  });
});
