// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failed, fakeBridge, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { ConditionCreate } from './conditionsScreens.js';
import HealthInsurancePage from './HealthInsurancePage.js';
import PlanPreview from './PlanPreview.js';
import { listPage } from '../../../tests/fixtures/renderer/list/listPage.fixture.js';

const staff = testUser({ moduleAccessId: { company: { read: true, create: true, update: true, delete: true } } });
const company = { 'companies.get': () => ok({ success: true, data: { _id: 'co1', companyName: 'Orient Insurance' } }) };

describe('the health conditions form', () => {
  it('sends the loading for the company and shows the server\'s refusal of a second smoker loading in one emirate', async () => {
    const refusal = 'Smoker is already loaded by this insurer in Dubai (condition c1): one emirate takes one smoker loading';
    const bridge = fakeBridge({ calls: { ...company, 'healthCompanyConditions.create': () => failed(409, refusal, { cityName: refusal }) } });
    renderWithProviders(<ConditionCreate />, {
      bridge, user: staff, route: '/companies/co1/health-insurance/conditions/create', path: '/companies/:companyId/health-insurance/conditions/create',
    });
    fireEvent.change(await screen.findByLabelText(/^Price \(%\)/), { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText(refusal)).length).toBeGreaterThan(0);
    const sent = bridge.requests.find((request) => request.endpoint === 'healthCompanyConditions.create')?.input as { body: Record<string, unknown> };
    expect(sent.body).toMatchObject({ company: 'co1', condition: 'smoker', operator: 'equals', amountType: 'percentage', percentage: 12.5, cityName: [{ emirate: 'Dubai' }] });
  });
});

const previewRoute = {
  route: '/companies/co1/health-insurance/tpa/t1/network/n1/city/c1/plans/p1/preview',
  path: '/companies/:companyId/health-insurance/tpa/:tpaId/network/:networkId/city/:cityId/plans/:planId/preview',
};

describe('the plan preview', () => {
  it('prices the sample family of four with the answers given, showing each member\'s lines and the total in AED', async () => {
    const bridge = fakeBridge({
      calls: {
        'healthPlanPreview.preview': () => ok({
          success: true,
          data: {
            planId: 'p1', offered: true, fees: [], totalFils: 2_075_000,
            members: [
              { memberId: 'member-1', fullName: 'Principal', age: 38, rowId: 'r1', premiumFils: 600_000, maternityFils: 0, loadings: [{ factor: 'smoker', fils: 75_000, explanation: 'Smoker loading in Dubai: 12.5 % of AED 6,000.00 = AED 750.00' }], totalFils: 675_000, explanation: ['Principal, 38, Male: matrix row = AED 6,000.00', 'Smoker loading in Dubai: 12.5 % of AED 6,000.00 = AED 750.00'] },
              { memberId: 'member-2', fullName: 'Spouse', age: 36, rowId: 'r2', premiumFils: 500_000, maternityFils: 200_000, loadings: [], totalFils: 700_000, explanation: ['Spouse, 36, Female (Wife): matrix row = AED 5,000.00', 'Maternity premium = AED 2,000.00'] },
              { memberId: 'member-3', fullName: 'Son', age: 11, rowId: 'r3', premiumFils: 350_000, maternityFils: 0, loadings: [], totalFils: 350_000, explanation: ['Son, 11, Male (Son): matrix row = AED 3,500.00'] },
              { memberId: 'member-4', fullName: 'Daughter', age: 8, rowId: 'r3', premiumFils: 350_000, maternityFils: 0, loadings: [], totalFils: 350_000, explanation: ['Daughter, 8, Female (Daughter): matrix row = AED 3,500.00'] },
            ],
          },
        }),
      },
    });
    renderWithProviders(<PlanPreview />, { bridge, user: staff, ...previewRoute });
    const principal = screen.getByRole('group', { name: 'Member 1' });
    fireEvent.click(within(principal).getByLabelText('Smoker'));
    fireEvent.change(screen.getByLabelText('Emirate'), { target: { value: 'Sharjah' } });
    fireEvent.click(screen.getByRole('button', { name: 'Price' }));
    expect(await screen.findByText('Total AED 20,750.00')).toBeTruthy();
    expect(screen.getByText('Principal: AED 6,750.00')).toBeTruthy();
    expect(screen.getAllByText('Smoker loading in Dubai: 12.5 % of AED 6,000.00 = AED 750.00').length).toBeGreaterThan(0);
    const sent = bridge.requests.find((request) => request.endpoint === 'healthPlanPreview.preview')?.input as { params: unknown; body: { emirate: string; members: Array<Record<string, unknown>> } };
    expect(sent.params).toEqual({ planId: 'p1' });
    expect(sent.body.emirate).toBe('Sharjah');
    expect(sent.body.members.map((member) => [member.relation, member.smoker])).toEqual([[null, true], ['Wife', false], ['Son', false], ['Daughter', false]]);
  });

  it('shows why the plan cannot be offered, and names a wrong date of birth before asking the server', async () => {
    const bridge = fakeBridge({
      calls: { 'healthPlanPreview.preview': () => ok({ success: true, data: { planId: 'p1', offered: false, refusals: [{ code: 'territory', memberId: null, message: 'Silver is not sold in Dubai' }] } }) },
    });
    renderWithProviders(<PlanPreview />, { bridge, user: staff, ...previewRoute });
    const son = screen.getByRole('group', { name: 'Member 3' });
    fireEvent.change(within(son).getByLabelText('Date of birth'), { target: { value: '2999-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Price' }));
    expect(await within(son).findByText('Date of birth must be on or before the start date')).toBeTruthy();
    expect(bridge.requests.some((request) => request.endpoint === 'healthPlanPreview.preview')).toBe(false);
    fireEvent.change(within(son).getByLabelText('Date of birth'), { target: { value: '2015-03-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Price' }));
    await waitFor(() => expect(screen.getByText('Silver is not sold in Dubai')).toBeTruthy());
  });
});

describe('the insurer\'s health page', () => {
  it('links to its TPAs and conditions and shows its health settings from the health companies', async () => {
    const at = '2026-11-22T06:42:00.000Z';
    const settings = (companyId: string, commission: number, recommended: boolean) => ({
      _id: `s-${companyId}`, companyId, companyName: companyId, commission, reductionType: 'percentage', reductionValue: 0, eSanadRecommendation: recommended, isActive: true, createdAt: at, updatedAt: at,
    });
    const bridge = fakeBridge({ calls: { ...company, 'healthCompanies.list': () => ok(listPage([settings('co1', 12.5, true)])) } });
    renderWithProviders(<HealthInsurancePage />, { bridge, user: staff, route: '/companies/co1/health-insurance', path: '/companies/:companyId/health-insurance' });
    const chips = await screen.findByRole('navigation', { name: 'Health insurance sections' });
    expect(within(chips).getByRole('link', { name: 'TPA' }).getAttribute('href')).toBe('/companies/co1/health-insurance/tpa');
    expect(within(chips).getByRole('link', { name: 'Conditions' }).getAttribute('href')).toBe('/companies/co1/health-insurance/conditions');
    expect(await screen.findByText('12.5 %')).toBeTruthy();
    expect(screen.getByText('Health active')).toBeTruthy();
    // Its own record, asked for by the company filter, whatever the number of health insurers.
    const asked = bridge.requests.find((request) => request.endpoint === 'healthCompanies.list');
    expect(asked?.input).toMatchObject({ query: { companyId: 'co1', size: 1 } });
  });
});
