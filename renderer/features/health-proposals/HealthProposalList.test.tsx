// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBridge, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { listPage } from '../../../tests/fixtures/renderer/list/listPage.fixture.js';
import { proposalRowFixture } from '../../../tests/fixtures/renderer/proposals/proposal.fixture.js';
import HealthProposalList from './HealthProposalList.js';

const agent = testUser({ moduleAccessId: { healthQuote: { read: true, create: true } } });
const reader = testUser({ moduleAccessId: { healthQuote: { read: true } } });
const counters = { nonClosedActiveProposal: 7, nonClosedExpiredProposal: 1, paidProposals: 2, callBackDue: 3, callBackOverDue: 0, lost: 0, quoted: 4, quotedDue: 0, quotedOverDue: 0 };

function setup(user = agent) {
  const row = proposalRowFixture({ _id: 'hp1', ref: 'HPR-1001', car: null, valueFils: null, insuredType: 'Self and Dependent' });
  const issued = proposalRowFixture({ _id: 'hp2', ref: 'HPR-1002', car: null, valueFils: null, isPaid: true, policyStatus: 'Active' });
  const waiting = proposalRowFixture({ _id: 'hp3', ref: 'HPR-1003', car: null, valueFils: null, isPaid: true, policyStatus: 'Pending' });
  const bridge = fakeBridge({
    calls: {
      'healthProposals.list': () => ok(listPage([{ ...row, customer: { ...row.customer, email: 'omar@example.ae' } }, issued, waiting])),
      'healthProposals.dashboard': () => ok({ success: true, data: counters }),
    },
  });
  return renderWithProviders(<HealthProposalList />, { bridge, user, route: '/health-insurance/proposals', path: '/health-insurance/proposals' });
}

const lastBody = (bridge: ReturnType<typeof fakeBridge>) =>
  bridge.requests.filter((r) => r.endpoint === 'healthProposals.list').at(-1)?.input as { body: Record<string, unknown> };

afterEach(() => sessionStorage.clear());

describe('HealthProposalList', () => {
  it('shows the health columns (e-mail, insured type) and the counters from the health calls', async () => {
    const { bridge } = setup();
    const row = (await screen.findByText('HPR-1001')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('omar@example.ae')).toBeTruthy();
    expect(within(row).getByText('Self and Dependent')).toBeTruthy();
    expect(within(row).getByText('+971 50 123 4567')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Insurer Type' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Car' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Call Back Due: 3' })).toBeTruthy();
    expect(bridge.requests.some((r) => r.endpoint === 'proposals.list')).toBe(false);
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object/);
  });

  it('says a policy is issued only when the insurer has issued it, not while it waits as Pending', async () => {
    setup();
    await screen.findByText('HPR-1001');
    const header = screen.getByRole('columnheader', { name: 'Is Policy Issued' });
    const column = Array.from(header.parentElement!.children).indexOf(header);
    const issuedCell = (ref: string) => within(screen.getByText(ref).closest('[role="row"]') as HTMLElement).getAllByRole('gridcell')[column]!.textContent;
    expect([issuedCell('HPR-1001'), issuedCell('HPR-1002'), issuedCell('HPR-1003')]).toEqual(['No', 'Yes', 'No']);
  });

  it('filters by status and counter tile, and opens a row at its health path', async () => {
    const { bridge } = setup();
    await screen.findByText('HPR-1001');
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'Lost' } });
    await waitFor(() => expect(lastBody(bridge).body.status).toBe('Lost'));
    fireEvent.click(await screen.findByRole('button', { name: 'Paid proposals: 2' }));
    await waitFor(() => expect(lastBody(bridge).body.proposalsFilter).toBe('paidProposals'));
    fireEvent.click(screen.getByText('HPR-1001'));
    expect(await screen.findByText('Navigated to /health-insurance/proposals/hp1')).toBeTruthy();
  });

  it('lists the contacted proposals ("Applied for contact"), those not contacted, and all of them again', async () => {
    const { bridge } = setup();
    await screen.findByText('HPR-1001');
    expect(lastBody(bridge).body).not.toHaveProperty('appliedForContact');
    const contact = screen.getByRole('combobox', { name: 'Applied for contact' });
    fireEvent.change(contact, { target: { value: 'yes' } });
    await waitFor(() => expect(lastBody(bridge).body.appliedForContact).toBe(true));
    fireEvent.change(contact, { target: { value: 'no' } });
    await waitFor(() => expect(lastBody(bridge).body.appliedForContact).toBe(false));
    // Back to All: the first page's request again (answered from the cache, so not sent twice).
    fireEvent.change(contact, { target: { value: 'all' } });
    await waitFor(() => expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Applied for contact' }).value).toBe('all'));
    expect(bridge.requests.filter((r) => r.endpoint === 'healthProposals.list')).toHaveLength(3);
  });

  it('offers Add only with health quote create, leading to the create form', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Navigated to /health-insurance/proposals/create')).toBeTruthy();
  });

  it('hides Add from a reader', async () => {
    setup(reader);
    await screen.findByText('HPR-1001');
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
  });
});
