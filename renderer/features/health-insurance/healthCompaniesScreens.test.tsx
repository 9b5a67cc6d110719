// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HealthCompany } from '../../../shared/contract/health-insurance/index.js';
import { companyFixture } from '../../../tests/fixtures/renderer/companies/company.fixture.js';
import { fakeBridge, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { listPage } from '../../../tests/fixtures/renderer/list/listPage.fixture.js';
import { Create, List } from './healthCompaniesScreens.js';

const at = '2026-11-27T06:42:00.000Z';
const staff = testUser({ moduleAccessId: { company: { read: true, create: true } } });
const settings = (overrides: Partial<HealthCompany>): HealthCompany => ({
  _id: 'hc1', companyId: 'co1', companyName: 'Orient Insurance', commission: 12.5, reductionType: 'percentage', reductionValue: 5,
  icpFeeFils: 0, basmahFeeFils: 37_00, eSanadRecommendation: true, isActive: true, createdAt: at, updatedAt: at, ...overrides,
});

describe('health companies', () => {
  it('lists each insurer by its company name with its commission and its reduction worded by its type', async () => {
    const bridge = fakeBridge({
      calls: {
        'healthCompanies.list': () => ok(listPage([settings({}), settings({ _id: 'hc2', companyId: 'co2', companyName: 'Dubai Insurance', commission: 10, reductionType: 'fixedPrice', reductionValue: 150_00 })])),
        'companies.byLine': () => ok({ success: true, data: [companyFixture({ _id: 'co1', companyName: 'Orient Insurance' })] }),
      },
    });
    renderWithProviders(<List />, { bridge, user: staff, route: '/health-insurance/health-companies', path: '/health-insurance/health-companies' });
    // The name is also an option of the company filter: the row is the one in the table.
    await screen.findByText('Dubai Insurance');
    const orient = screen.getAllByText('Orient Insurance').map((text) => text.closest('[role="row"]')).find(Boolean) as HTMLElement;
    expect(within(orient).getByText('12.5 %')).toBeTruthy();
    expect(within(orient).getByText('5 %')).toBeTruthy();
    const dubai = screen.getByText('Dubai Insurance').closest('[role="row"]') as HTMLElement;
    expect(within(dubai).getByText('AED 150.00')).toBeTruthy();
  });

  it('offers the insurers that write health when enabling health for one', async () => {
    const bridge = fakeBridge({
      calls: { 'companies.byLine': () => ok({ success: true, data: [companyFixture({ _id: 'co1', companyName: 'Orient Insurance' }), companyFixture({ _id: 'co2', companyName: 'Sukoon' })] }) },
    });
    renderWithProviders(<Create />, { bridge, user: staff, route: '/health-insurance/health-companies/create', path: '/health-insurance/health-companies/create' });
    const insurer = await screen.findByRole('combobox', { name: /Insurance company/ });
    expect(await within(insurer).findByRole('option', { name: 'Sukoon' })).toBeTruthy();
    expect(bridge.requests.find((r) => r.endpoint === 'companies.byLine')?.input).toMatchObject({ query: { insurance: 'health' } });
  });
});
