// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HealthLead } from '../../../shared/contract/health-leads/index.js';
import { fakeBridge, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import HealthLeadList from './HealthLeadList.js';
import HealthLeadShow from './HealthLeadShow.js';

const seller = testUser({ moduleAccessId: { healthQuote: { read: true, create: true } } });
const reader = testUser({ moduleAccessId: { healthQuote: { read: true } } });

const lead = (overrides: Partial<HealthLead> = {}): HealthLead => ({
  _id: 'hl1', createdAt: '2026-11-20T08:00:00.000Z', updatedAt: '2026-11-20T08:00:00.000Z', fullName: 'Layla Hassan', email: 'layla@health.example',
  mobileNumber: '501234567', nationality: 'Jordan', dateOfBirth: '1990-02-14', gender: 'Female', source: 'Tasheel', status: 'New', proposalId: null, proposalNo: null,
  ...overrides,
});

describe('HealthLeadList', () => {
  it('lists the leads with FIELDS.md columns, links a quoted one to its proposal, and opens a row', async () => {
    const bridge = fakeBridge({
      calls: {
        'healthLeads.list': () => ok({
          success: true, data: [lead(), lead({ _id: 'hl2', fullName: 'Karim Nasser', status: 'Quoted', proposalId: 'hp9', proposalNo: 'PRO-000009' })],
          pagination: { page: 1, size: 10, totalItems: 2, totalPages: 1 },
        }),
      },
    });
    renderWithProviders(<HealthLeadList />, { bridge, user: seller, route: '/health-insurance/leads', path: '/health-insurance/leads' });
    const row = (await screen.findByText('Layla Hassan')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('+971 50 123 4567')).toBeTruthy();
    expect(within(row).getByText('Jordan')).toBeTruthy();
    expect(within(row).getByText('Not quoted yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'PRO-000009' }).getAttribute('href')).toBe('#/health-insurance/proposals/hp9');
    fireEvent.click(within(row).getByText('Layla Hassan'));
    expect(await screen.findByText('Navigated to /health-insurance/leads/hl1')).toBeTruthy();
  });
});

describe('HealthLeadShow', () => {
  const renderShow = (data: HealthLead, user = seller) => renderWithProviders(<HealthLeadShow />, {
    bridge: fakeBridge({ calls: { 'healthLeads.get': () => ok({ success: true, data }) } }), user, route: '/health-insurance/leads/hl1', path: '/health-insurance/leads/:leadId',
  });

  it('shows the person, and Create proposal opens the health form for this lead', async () => {
    renderShow(lead());
    expect(await screen.findByRole('heading', { name: 'Layla Hassan', level: 1 })).toBeTruthy();
    expect(screen.getByText('Tasheel')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create proposal' }));
    expect(await screen.findByText('Navigated to /health-insurance/proposals/create')).toBeTruthy();
    expect(screen.getByText('With query ?leadId=hl1')).toBeTruthy();
  });

  it('links a quoted lead to its proposal, with no second conversion, and offers none to staff who cannot create', async () => {
    const first = renderShow(lead({ status: 'Quoted', proposalId: 'hp9', proposalNo: 'PRO-000009' }));
    expect((await screen.findByRole('link', { name: 'Proposal PRO-000009' })).getAttribute('href')).toBe('#/health-insurance/proposals/hp9');
    expect(screen.queryByRole('button', { name: 'Create proposal' })).toBeNull();
    first.unmount();
    renderShow(lead(), reader);
    await screen.findByRole('heading', { name: 'Layla Hassan', level: 1 });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Create proposal' })).toBeNull());
  });
});
