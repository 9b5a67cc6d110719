// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBridge, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import ProposalList from './ProposalList.js';
import { proposalRowFixture } from '../../../tests/fixtures/renderer/proposals/proposal.fixture.js';
import { listPage } from '../../../tests/fixtures/renderer/list/listPage.fixture.js';

const agent = testUser({ moduleAccessId: { proposal: { read: true, create: true } } });
const reader = testUser({ moduleAccessId: { proposal: { read: true } } });
const supervisor = testUser({ isSupervisor: true, moduleAccessId: { proposal: { read: true, create: true, update: true } } });

const counters = { nonClosedActiveProposal: 12, nonClosedExpiredProposal: 3, paidProposals: 4, callBackDue: 2, callBackOverDue: 1, lost: 5, quoted: 6, quotedDue: 0, quotedOverDue: 0 };

function setup(user = agent, route = '/proposals') {
  const bridge = fakeBridge({
    calls: {
      'proposals.list': () => ok(listPage([proposalRowFixture()])),
      'proposals.dashboard': () => ok({ success: true, data: counters }),
      'proposals.agents': () => ok({ success: true, data: [{ _id: 'a7', fullName: 'Khalid Agent', email: 'k@x.ae', isSupervisor: false, maxDiscount: 5 }] }),
    },
  });
  return renderWithProviders(<ProposalList />, { bridge, user, route, path: '/proposals' });
}

const lastBody = (bridge: ReturnType<typeof fakeBridge>, endpoint = 'proposals.list') =>
  bridge.requests.filter((r) => r.endpoint === endpoint).at(-1)?.input as { query?: unknown; body: Record<string, unknown> };

afterEach(() => sessionStorage.clear());

describe('ProposalList', () => {
  it('shows rows with formatted values, the status in words and the counters', async () => {
    const { bridge } = setup();
    const row = (await screen.findByText('PRO-2001')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Omar Haddad')).toBeTruthy();
    expect(within(row).getByText('+971 50 123 4567')).toBeTruthy();
    expect(within(row).getByText('AED 80,000.00')).toBeTruthy();
    expect(within(row).getByText('Sara Staff')).toBeTruthy();
    expect(within(row).getByText('Customer contacted - Didn’t pick up')).toBeTruthy();
    expect(within(row).getByText('01/06/2025 10:30')).toBeTruthy();
    expect(within(row).getByText('No')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'None Closed Active Proposals: 12' })).toBeTruthy();
    expect(lastBody(bridge).query).toEqual({ page: 1, size: 10 });
    expect(lastBody(bridge).body).toEqual({ status: 'all', qType: 'all', proposalsFilter: null, agentId: null });
    expect(screen.queryByLabelText('Filter by agent')).toBeNull();
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object/);
  });

  it('filters by type and status, and a counter tile toggles its filter', async () => {
    const { bridge } = setup();
    await screen.findByText('PRO-2001');
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'EXPIRED' } });
    await waitFor(() => expect(lastBody(bridge).body.qType).toBe('EXPIRED'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'Lost' } });
    await waitFor(() => expect(lastBody(bridge).body.status).toBe('Lost'));
    fireEvent.click(await screen.findByRole('button', { name: 'Call Back Due: 2' }));
    await waitFor(() => expect(lastBody(bridge).body.proposalsFilter).toBe('callBackDue'));
    expect(screen.getByRole('button', { name: 'Call Back Due: 2' }).getAttribute('aria-pressed')).toBe('true');
    // Clicking again clears the tile (the cached answer for that filter shows at once).
    fireEvent.click(screen.getByRole('button', { name: 'Call Back Due: 2' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Call Back Due: 2' }).getAttribute('aria-pressed')).toBe('false'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'ACTIVE' } });
    await waitFor(() => expect(lastBody(bridge).body).toEqual({ status: 'Lost', qType: 'ACTIVE', proposalsFilter: null, agentId: null }));
    fireEvent.click(screen.getByRole('button', { name: 'Reset Filter' }));
    await waitFor(() => expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Type' }).value).toBe('all'));
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status' }).value).toBe('all');
  });

  it('refuses a start date after the end date and sends a valid range as start and end of day', async () => {
    const { bridge } = setup();
    await screen.findByText('PRO-2001');
    const filter = screen.getByRole<HTMLButtonElement>('button', { name: 'Filter' });
    expect(filter.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2025-06-10' } });
    fireEvent.change(screen.getByLabelText('To date'), { target: { value: '2025-06-01' } });
    expect(await screen.findByText('Invalid selected date')).toBeTruthy();
    expect(filter.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('To date'), { target: { value: '2025-06-15' } });
    await waitFor(() => expect(filter.disabled).toBe(false));
    fireEvent.click(filter);
    await waitFor(() =>
      expect(lastBody(bridge).body).toMatchObject({ startDate: '2025-06-10T00:00:00.000Z', endDate: '2025-06-15T23:59:59.999Z' }),
    );
  });

  it('lets a supervisor filter by agent, which also re-queries the counters', async () => {
    const { bridge } = setup(supervisor);
    await screen.findByText('PRO-2001');
    const select = await screen.findByRole('combobox', { name: 'Filter by agent' });
    await screen.findByRole('option', { name: 'Khalid Agent' });
    fireEvent.change(select, { target: { value: 'a7' } });
    await waitFor(() => expect(lastBody(bridge).body.agentId).toBe('a7'));
    await waitFor(() => expect(lastBody(bridge, 'proposals.dashboard').body).toEqual({ agentId: 'a7' }));
  });

  it('offers Add only with proposal create, and opens a row', async () => {
    setup(reader);
    await screen.findByText('PRO-2001');
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    fireEvent.click(screen.getByText('PRO-2001').closest('[role="row"]') as HTMLElement);
    expect(await screen.findByText('Navigated to /proposals/p1')).toBeTruthy();
  });

  it('restores the last filters when coming back to a bare /proposals', async () => {
    sessionStorage.setItem('brokerdesk.proposals.list', '?type=ACTIVE&status=Lost');
    const { bridge } = setup();
    await waitFor(() => expect(lastBody(bridge).body).toMatchObject({ qType: 'ACTIVE', status: 'Lost' }));
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Type' }).value).toBe('ACTIVE');
  });
});
