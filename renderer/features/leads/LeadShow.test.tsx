// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Lead } from '../../../shared/contract/leads/index.js';
import { fakeBridge, failed, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import LeadShow from './LeadShow.js';

const quoter = testUser({ moduleAccessId: { lead: { read: true }, proposal: { read: true, create: true } } });
const reader = testUser({ moduleAccessId: { lead: { read: true } } });

const lead = (overrides: Partial<Lead> = {}): Lead => ({
  _id: 'l1', createdAt: '2026-11-20T08:00:00.000Z', updatedAt: '2026-11-20T08:00:00.000Z', status: 'New', proposalId: null, proposalNo: null,
  customer: { fullName: 'Mariam Al Suwaidi', email: 'mariam@lead.example', mobileNumber: '501470001', dateOfBirth: '1987-06-21', nationality: 'United Arab Emirates' },
  car: { year: 2024, make: 'Toyota', model: 'Camry', vehicleType: 'sedan', bodyType: 'Sedan', cylinders: 4, gccSpec: true, valueFils: 9_800_000, registration: { chesisNo: 'JTNB11HK5J3012345', useOfVehicle: 'Personal' } },
  driver: { licenceIssueDate: '2011-03-02' },
  insurance: { typeOfIssues: 'Renewal', claimHistory: false, hasNoClaimsProof: true },
  policyEffectiveDate: '2026-11-30',
  ...overrides,
});

const renderShow = (bridge: ReturnType<typeof fakeBridge>, user = quoter) =>
  renderWithProviders(<LeadShow />, { bridge, user, route: '/leads/l1', path: '/leads/:leadId' });

describe('LeadShow', () => {
  it('shows the car and customer, and Generate quotes opens the new proposal', async () => {
    const bridge = fakeBridge({
      calls: {
        'leads.get': () => ok({ success: true, data: lead() }),
        'leads.generateQuotes': () => ok({ success: true, data: { proposal: { _id: 'p9', ref: 'PRO-000009' }, quotes: [{}, {}], refusals: [] } }),
      },
    });
    renderShow(bridge);
    expect(await screen.findByRole('heading', { name: 'Mariam Al Suwaidi', level: 1 })).toBeTruthy();
    expect(screen.getByText('JTNB11HK5J3012345')).toBeTruthy();
    expect(screen.getByText('+971 50 147 0001')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Generate quotes' }));
    expect(await screen.findByText('Navigated to /proposals/p9')).toBeTruthy();
    expect(bridge.requests.find((request) => request.endpoint === 'leads.generateQuotes')?.input).toEqual({ query: { pId: 'l1' } });
  });

  it("shows the server's refusal and stays on the lead", async () => {
    renderShow(fakeBridge({
      calls: {
        'leads.get': () => ok({ success: true, data: lead() }),
        'leads.generateQuotes': () => failed(422, 'The mobile number +971 50 147 0001 is on the blacklist: Fraud.'),
      },
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Generate quotes' }));
    expect(await screen.findByText(/is on the blacklist: Fraud/)).toBeTruthy();
    expect(screen.queryByText(/Navigated to/)).toBeNull();
  });

  it('links a quoted lead to its proposal and offers no second conversion, nor any to staff who cannot create proposals', async () => {
    const first = renderShow(fakeBridge({ calls: { 'leads.get': () => ok({ success: true, data: lead({ status: 'Quoted', proposalId: 'p9', proposalNo: 'PRO-000009' }) }) } }));
    expect((await screen.findByRole('link', { name: 'Proposal PRO-000009' })).getAttribute('href')).toBe('#/proposals/p9');
    expect(screen.queryByRole('button', { name: 'Generate quotes' })).toBeNull();
    first.unmount();
    renderShow(fakeBridge({ calls: { 'leads.get': () => ok({ success: true, data: lead() }) } }), reader);
    await screen.findByRole('heading', { name: 'Mariam Al Suwaidi', level: 1 });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Generate quotes' })).toBeNull());
  });
});
