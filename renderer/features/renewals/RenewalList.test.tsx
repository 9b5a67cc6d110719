// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RenewalListItemSchema } from '../../../shared/contract/renewals/renewals.schema.js';
import { fakeBridge, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { proposalRowFixture } from '../../../tests/fixtures/renderer/proposals/proposal.fixture.js';
import RenewalList from './RenewalList.js';
import { listPage } from '../../../tests/fixtures/renderer/list/listPage.fixture.js';

const agent = testUser({ moduleAccessId: { proposal: { read: true } } });
const renewal = RenewalListItemSchema.parse({
  ...proposalRowFixture({ _id: 'r1', ref: 'PRO-3001', isRenewal: true, status: 'Un Attended', statusReason: null }),
  previousPolicy: { _id: 'pol9', ref: 'POL-9', companyName: 'Orient Insurance', expiryDate: '2025-07-15T00:00:00.000Z', premiumFils: 250_000 },
  bestQuoteFils: 230_000,
});

function setup() {
  const bridge = fakeBridge({ calls: { 'renewals.list': () => ok(listPage([renewal])) } });
  return renderWithProviders(<RenewalList />, { bridge, user: agent, route: '/renewals', path: '/renewals' });
}

const lastBody = (bridge: ReturnType<typeof fakeBridge>) =>
  bridge.requests.filter((r) => r.endpoint === 'renewals.list').at(-1)?.input as { body: Record<string, unknown> };

describe('RenewalList', () => {
  it('shows the previous policy against the best new quote', async () => {
    const { bridge } = setup();
    const row = (await screen.findByText('PRO-3001')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Orient Insurance')).toBeTruthy();
    expect(within(row).getByText('15/07/2025')).toBeTruthy();
    expect(within(row).getByText('AED 2,500.00')).toBeTruthy();
    expect(within(row).getByText('AED 2,300.00')).toBeTruthy();
    expect(within(row).getByText('Un Attended')).toBeTruthy();
    expect(lastBody(bridge).body).toEqual({ isRevert: false, qType: 'all' });
  });

  it('sends isRevert when the revert toggle is on, and the type filter', async () => {
    const { bridge } = setup();
    await screen.findByText('PRO-3001');
    fireEvent.click(screen.getByRole('switch', { name: 'Latest expiry first' }));
    await waitFor(() => expect(lastBody(bridge).body).toEqual({ isRevert: true, qType: 'all' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'RENEWED' } });
    await waitFor(() => expect(lastBody(bridge).body).toEqual({ isRevert: true, qType: 'RENEWED' }));
  });

  it('opens the renewal page', async () => {
    setup();
    fireEvent.click((await screen.findByText('PRO-3001')).closest('[role="row"]') as HTMLElement);
    expect(await screen.findByText('Navigated to /renewals/r1')).toBeTruthy();
  });
});
