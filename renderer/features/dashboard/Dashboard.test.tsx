// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DashboardCounters } from '../../../shared/contract/dashboard/dashboard.schema.js';
import { addDays, todayInDubai } from '../../../shared/domain/dubaiDay.js';
import { fakeBridge, failed, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import Dashboard from './Dashboard.js';
import { formatMinutes } from './LineDashboard.js';

const manager = testUser({ _id: 'manager-1', moduleAccessId: { dashboard: { read: true }, proposal: { read: true } } });
const clerk = testUser({ _id: 'clerk-1', moduleAccessId: { customer: { read: true } } });

const counters = (overrides: Partial<DashboardCounters> = {}): DashboardCounters => ({
  policyToProposalRatio: 12.5, totalProposals: 1_240, totalActualProposals: 1_200, totalLeads: 310, averageAttendMinutes: 125, totalPolicies: 155,
  totalPremiumFils: 48_250_000, averagePremiumFils: 311_290, netCommissionFils: 3_120_050, agentCommissionFils: null, ...overrides,
});
const answer = <T,>(data: T) => () => ok({ success: true, data });

/** Every operation of both lines answering, the counters by line so a switch shows. */
function dashboardBridge(overrides: Record<string, () => ReturnType<typeof ok> | ReturnType<typeof failed>> = {}) {
  const lineCalls = (line: 'motor' | 'health', proposals: number) => ({
    [`dashboard.${line}Counters`]: answer(counters({ totalProposals: proposals })),
    [`dashboard.${line}InsurerProposals`]: answer([{ companyId: 'co1', companyName: 'Orient Insurance', proposals: 40, policies: 9, conversionRatio: 22.5, premiumFils: 2_700_000 }]),
    [`dashboard.${line}SalesMonths`]: answer([{ month: '2026-10', policies: 3, premiumFils: 900_000 }, { month: '2026-11', policies: 5, premiumFils: 1_500_000 }]),
    [`dashboard.${line}QuoteSources`]: answer([{ source: 'Website', count: 30 }, { source: 'Call Center', count: 10 }]),
    [`dashboard.${line}Premiums`]: answer([{ product: 'Comprehensive', policies: 7, totalPremiumFils: 2_100_000, averagePremiumFils: 300_000 }]),
    [`dashboard.${line}AgentAnalysis`]: answer([{ agentId: 'agent-7', agentName: 'Sara Khan', proposals: 25, policies: 4, premiumFils: 1_200_000, conversionRatio: 16 }]),
  });
  return fakeBridge({ calls: { ...lineCalls('motor', 1_240), ...lineCalls('health', 87), 'proposals.agents': () => ok({ success: true, data: [] }), ...overrides } });
}

afterEach(() => localStorage.clear());

describe('Dashboard', () => {
  it("shows the motor tiles with FIELDS.md's labels, each chart's figures as a table, and the health line once chosen, remembered for the user", async () => {
    const bridge = dashboardBridge();
    const view = renderWithProviders(<Dashboard />, { bridge, user: manager, route: '/', path: '/' });
    expect(await screen.findByRole('heading', { name: 'Motor dashboard' })).toBeTruthy();
    expect(await screen.findByText('1,240')).toBeTruthy();
    const tiles: Array<[string, string]> = [['Conversion Ratio', '12.50 %'], ['Average time to Attend', '2 h 05 min'], ['Total Premium (AED)', 'AED 482,500.00']];
    for (const [label, value] of tiles) {
      expect(within(screen.getByText(label).parentElement!).getByText(value)).toBeTruthy();
    }

    const insurers = screen.getByRole('region', { name: 'Insurance company proposals and policies' });
    fireEvent.click(within(insurers).getByRole('button', { name: 'Show table' }));
    const table = await screen.findByRole('table', { name: 'Insurance company proposals and policies' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe('Orient Insurance40922.50 %AED 27,000.00');

    fireEvent.click(screen.getByRole('tab', { name: 'Health' }));
    expect(await screen.findByRole('heading', { name: 'Health dashboard' })).toBeTruthy();
    expect(await screen.findByText('87')).toBeTruthy();
    expect(bridge.requests.some((request) => request.endpoint === 'dashboard.healthSalesMonths')).toBe(true);
    view.unmount();

    renderWithProviders(<Dashboard />, { bridge: dashboardBridge(), user: manager, route: '/', path: '/' });
    expect(await screen.findByRole('heading', { name: 'Health dashboard' })).toBeTruthy();
  });

  it("sends a preset's Dubai days, and an agent's name opens the line's proposals of that agent over the same days", async () => {
    const bridge = dashboardBridge();
    renderWithProviders(<Dashboard />, { bridge, user: { ...manager, isSupervisor: true }, route: '/', path: '/' });
    await screen.findByText('1,240');
    expect(bridge.requests.find((request) => request.endpoint === 'dashboard.motorCounters')?.input).toEqual({ body: {} });

    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'Last 7 Days' } });
    const today = todayInDubai();
    const from = addDays(today, -6);
    await waitFor(() => expect(bridge.requests.filter((request) => request.endpoint === 'dashboard.motorCounters').at(-1)?.input).toEqual({
      body: { startDate: new Date(`${from}T00:00:00.000+04:00`).toISOString(), endDate: new Date(new Date(`${today}T00:00:00.000+04:00`).getTime() + 86_400_000 - 1).toISOString() },
    }));

    const agents = screen.getByRole('region', { name: 'Agent wise information' });
    fireEvent.click(within(agents).getByRole('button', { name: 'Show table' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Sara Khan' }));
    expect(await screen.findByText('Navigated to /proposals')).toBeTruthy();
    expect(screen.getByText(`With query ?from=${from}&to=${today}&agent=agent-7`)).toBeTruthy();
  });

  it("says why a chart could not load, and keeps the other figures", async () => {
    renderWithProviders(<Dashboard />, {
      bridge: dashboardBridge({ 'dashboard.motorQuoteSources': () => failed(503, 'The database is busy, try again') }), user: manager, route: '/', path: '/',
    });
    const sources = await screen.findByRole('region', { name: 'Proposal source' });
    expect(await within(sources).findByText('The database is busy, try again')).toBeTruthy();
    expect(await screen.findByText('1,240')).toBeTruthy();
  });

  it('keeps the tile page of the areas they may open for staff without dashboard access, and asks for no figures', async () => {
    const bridge = dashboardBridge();
    renderWithProviders(<Dashboard />, { bridge, user: clerk, route: '/', path: '/' });
    expect(await screen.findByRole('heading', { name: `Welcome, ${clerk.fullName}` })).toBeTruthy();
    expect(bridge.requests.some((request) => request.endpoint?.startsWith('dashboard.'))).toBe(false);
  });
});

describe('formatMinutes', () => {
  it('shows minutes under an hour, and hours with two-digit minutes from 60 on', () => {
    expect([formatMinutes(null), formatMinutes(0), formatMinutes(59.4), formatMinutes(59.6), formatMinutes(60), formatMinutes(605)]).toEqual(['-', '0 min', '59 min', '1 h 00 min', '1 h 00 min', '10 h 05 min']);
  });
});
