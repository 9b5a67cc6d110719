// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequestRoomSchema } from '../../../shared/contract/notifications/index.js';
import { fakeBridge, fakeLive, failed, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { healthProposalFixture, healthQuoteFixture } from '../../../tests/fixtures/renderer/health-proposals/healthProposal.fixture.js';
import HealthProposalCreate from './HealthProposalCreate.js';

const agent = testUser({ moduleAccessId: { healthQuote: { read: true, create: true } } });

function setup(calls: NonNullable<NonNullable<Parameters<typeof fakeBridge>[0]>['calls']> = {}, live = fakeLive(), route = '/health-insurance/proposals/create') {
  const bridge = fakeBridge({ calls, notifications: live.capability });
  const view = renderWithProviders(<HealthProposalCreate />, { bridge, user: agent, route, path: '/health-insurance/proposals/create' });
  return { ...view, bridge, live };
}

const box = (name: RegExp) => screen.getByRole('textbox', { name });
const set = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const combo = (name: RegExp) => screen.getAllByRole('combobox', { name })[0]!;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

/** Omar Haddad, his wife and two children, as the agent types them. */
function fillCouple() {
  set(box(/^Full Name/), 'Omar Haddad');
  set(box(/^Email/), 'omar@example.ae');
  set(box(/^Mobile Number/), '501234567');
  set(combo(/^Gender/), 'Male');
  set(screen.getByLabelText(/^Date of Birth/), '1985-04-10');
  set(combo(/^Salary/), '4000 - 12000');
  set(combo(/^City/), 'Dubai');
  set(combo(/^Insured Type/), 'Self and Dependent');
  fireEvent.click(screen.getByRole('radio', { name: 'Renewal' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Add spouse' }));
  set(box(/^Spouse full name/), 'Rana Haddad');
  set(screen.getByLabelText(/^Spouse date of birth/), '1988-09-01');
  fireEvent.click(screen.getByRole('button', { name: 'Add kid' }));
  fireEvent.click(screen.getByRole('button', { name: 'Add kid' }));
  set(box(/^Kid 1 full name/), 'Adam Haddad');
  set(screen.getByLabelText(/^Kid 1 date of birth/), '2015-02-20');
  set(box(/^Kid 2 full name/), 'Lea Haddad');
  set(screen.getByLabelText(/^Kid 2 date of birth/), '2019-07-15');
}

describe('HealthProposalCreate', () => {
  it('explains what is missing or wrong, with the contract’s messages', async () => {
    const { bridge } = setup();
    await screen.findByRole('heading', { name: 'New health proposal' });
    set(box(/^Full Name/), 'Omar');
    set(screen.getByLabelText(/^Date of Birth/), '2999-01-01');
    save();
    expect((await screen.findAllByText('Please enter your full name')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Date of birth must be a past date').length).toBeGreaterThan(0);
    // Blank choices say they are required (the form kit's wording for an empty field).
    expect(screen.getAllByText('Salary is required').length).toBeGreaterThan(0);
    expect(screen.getAllByText('City is required').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Insured Type is required').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Visa Status is required').length).toBeGreaterThan(0);
    expect(bridge.requests.some((r) => r.endpoint === 'healthProposals.create')).toBe(false);
  });

  it('reveals Sales for the Source source, the change-status choice, and the spouse and kids groups', async () => {
    setup();
    await screen.findByRole('heading', { name: 'New health proposal' });
    expect(screen.queryByRole('textbox', { name: /^Sales/ })).toBeNull();
    set(combo(/^Source/), 'Source');
    expect(screen.getByRole('textbox', { name: /^Sales/ })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Cancelled Visa' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Change Status' }));
    expect(screen.getByRole('radio', { name: 'Cancelled Visa' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Spouse full name/ })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Add spouse' }));
    expect(screen.getByRole('textbox', { name: /^Spouse full name/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add kid' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add kid' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove kid 1' }));
    expect(screen.getAllByRole('textbox', { name: /^Kid \d full name/ })).toHaveLength(1);
  });

  it('adds one kid per click of a quick double click', async () => {
    setup();
    await screen.findByRole('heading', { name: 'New health proposal' });
    const add = screen.getByRole('button', { name: 'Add kid' });
    // A browser's double click: two clicks, then the dblclick event, with no render awaited between them.
    act(() => {
      fireEvent.click(add);
      fireEvent.click(add);
      fireEvent.doubleClick(add);
    });
    expect(await screen.findByRole('group', { name: 'Kid 2' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Kid 3' })).toBeNull();
  });

  it('refuses a Source lead without Sales, and a Change Status left unchosen', async () => {
    const { bridge } = setup();
    await screen.findByRole('heading', { name: 'New health proposal' });
    fillCouple();
    set(combo(/^Source/), 'Source');
    save();
    expect((await screen.findAllByText('Sales is required when the source is Source')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('radio', { name: 'Change Status' }));
    save();
    expect((await screen.findAllByText('Visa Status is required')).length).toBeGreaterThan(0);
    expect(bridge.requests.some((r) => r.endpoint === 'healthProposals.create')).toBe(false);
  });

  it('follows a request room, shows each insurer’s quotes as they arrive, then opens the proposal', async () => {
    let answer!: (value: unknown) => void;
    let followedBeforeSending = -1;
    const live = fakeLive();
    const { bridge } = setup({
      'healthProposals.create': () => {
        followedBeforeSending = live.follows.length;
        return new Promise((resolve) => (answer = resolve)) as never;
      },
    }, live);
    await screen.findByRole('heading', { name: 'New health proposal' });
    fillCouple();
    fireEvent.click(screen.getByRole('radio', { name: 'Change Status' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Cancelled Visa' }));
    save();
    await waitFor(() => expect(bridge.requests.some((r) => r.endpoint === 'healthProposals.create')).toBe(true));
    const input = bridge.requests.find((r) => r.endpoint === 'healthProposals.create')!.input as { query: { reqId: string }; body: Record<string, unknown> };
    const reqId = input.query.reqId;
    expect(RequestRoomSchema.safeParse(reqId).success).toBe(true);
    expect(followedBeforeSending).toBe(1);
    expect(live.follows).toEqual([{ room: reqId, events: ['health-quote-created', 'quote-counter'] }]);
    expect(input.body).toMatchObject({
      fullName: 'Omar Haddad', visaStatus: 'Cancelled Visa', insurerType: 'Self and Dependent',
      spouseDetails: [{ fullName: 'Rana Haddad', dateOfBirth: '1988-09-01', gender: 'Female' }],
      kidsDetails: [{ fullName: 'Adam Haddad', dateOfBirth: '2015-02-20' }, { fullName: 'Lea Haddad', dateOfBirth: '2019-07-15' }],
    });

    act(() => {
      live.roomEvent({ room: reqId, event: 'health-quote-created', payload: { success: true, data: healthQuoteFixture({ _id: 'q1', companyName: 'Daman', planName: 'Enhanced Silver', totalFils: 840_000 }) } });
      live.roomEvent({ room: reqId, event: 'quote-counter', payload: { remaining: 3 } });
      live.roomEvent({ room: reqId, event: 'health-quote-created', payload: { success: false, Errors: [{ companyName: 'Bupa', planName: 'Gold', message: 'No plan for this age' }] } });
      // A motor event name on the same room is not a health quote.
      live.roomEvent({ room: reqId, event: 'admin-proposal-created', payload: { success: true, data: healthQuoteFixture({ _id: 'q-motor', companyName: 'Motor Insurer' }) } });
    });
    const table = screen.getByRole('table', { name: 'Quotes arriving' });
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['DamanEnhanced SilverAED 8,400.00']);
    expect(screen.getByText('1 quote so far, 1 refused, 3 still being priced')).toBeTruthy();
    expect(screen.getByText('Bupa – Gold: No plan for this age')).toBeTruthy();
    expect(screen.queryByText('Motor Insurer')).toBeNull();

    answer(ok({ success: true, data: { proposal: healthProposalFixture(), quotes: [healthQuoteFixture({ _id: 'q1' })], refusals: [] } }));
    expect(await screen.findByText('Navigated to /health-insurance/proposals/hp1')).toBeTruthy();
    expect(live.unfollows).toEqual([reqId]);
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    setup({ 'healthProposals.create': () => failed(422, 'No insurer sells health in Dubai yet') });
    await screen.findByRole('heading', { name: 'New health proposal' });
    fillCouple();
    save();
    expect((await screen.findAllByText(/No insurer sells health in Dubai yet/)).length).toBeGreaterThan(0);
    expect((box(/^Full Name/) as HTMLInputElement).value).toBe('Omar Haddad');
    expect((box(/^Kid 2 full name/) as HTMLInputElement).value).toBe('Lea Haddad');
    expect(screen.queryByText(/Navigated to/)).toBeNull();
  });

  it('opened from a health lead, starts from the lead and sends it, so the lead turns Quoted', async () => {
    const lead = {
      _id: 'hl1', createdAt: '2026-11-20T08:00:00.000Z', updatedAt: '2026-11-20T08:00:00.000Z', fullName: 'Layla Hassan', email: 'layla@health.example',
      mobileNumber: '501234567', nationality: 'Jordan', dateOfBirth: '1990-02-14', gender: 'Female', source: 'Tasheel', status: 'New', proposalId: null, proposalNo: null,
    };
    const { bridge } = setup({
      'healthLeads.get': () => ok({ success: true, data: lead }),
      'healthProposals.create': () => ok({ success: true, data: { proposal: healthProposalFixture(), quotes: [], refusals: [] } }),
    }, fakeLive(), '/health-insurance/proposals/create?leadId=hl1');
    await screen.findByRole('heading', { name: 'New health proposal' });
    expect((box(/^Full Name/) as HTMLInputElement).value).toBe('Layla Hassan');
    expect((box(/^Email/) as HTMLInputElement).value).toBe('layla@health.example');
    expect(screen.getByLabelText<HTMLInputElement>(/^Date of Birth/).value).toBe('1990-02-14');
    expect((combo(/^Source/) as HTMLSelectElement).value).toBe('Tasheel');
    set(combo(/^Salary/), 'Up to 4000');
    set(combo(/^City/), 'Sharjah');
    set(combo(/^Insured Type/), 'Self');
    fireEvent.click(screen.getByRole('radio', { name: 'New' }));
    save();
    expect(await screen.findByText('Navigated to /health-insurance/proposals/hp1')).toBeTruthy();
    const sent = bridge.requests.find((r) => r.endpoint === 'healthProposals.create')!.input as { body: Record<string, unknown> };
    expect(sent.body).toMatchObject({ leadId: 'hl1', fullName: 'Layla Hassan', gender: 'Female', nationality: 'Jordan', source: 'Tasheel', city: 'Sharjah' });
  });

  it('says why when the lead cannot be read, instead of an empty form', async () => {
    setup({ 'healthLeads.get': () => failed(404, 'Health lead not found') }, fakeLive(), '/health-insurance/proposals/create?leadId=missing');
    expect(await screen.findByText('Health lead not found')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'New health proposal' })).toBeNull();
  });
});
