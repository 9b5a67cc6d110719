// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlanBenefit } from '../../../shared/contract/health-benefits/index.js';
import { failed, fakeBridge, ok, type CallHandler } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { PlanBenefits } from './planBenefitsScreen.js';

const staff = testUser({ moduleAccessId: { company: { read: true, create: true, update: true, delete: true } } });
const path = '/companies/:companyId/health-insurance/tpa/:tpaId/network/:networkId/city/:cityId/plans/:planId/benefits';
const here = '/companies/co1/health-insurance/tpa/t1/network/n1/city/c1/plans/p1/benefits';

const none = {
  isEnabled: false, limit: null, value: null, noOfVisits: null, reimbursement: null, timePeriod: null, coPayType: null, coPayValue: null, noOfSessions: null,
  deductibleType: null, deductibleValue: null, maxValue: null, coPayLimit: null, description: null, saved: false,
} as const;
const benefits: PlanBenefit[] = [
  { ...none, _id: 'annualLimit', name: 'Annual limit', group: 'General', unit: 'AED', valueType: 'text', options: [], fields: [], sortOrder: 10, isEnabled: true, limit: 150_000_00, saved: true },
  { ...none, _id: 'network', name: 'Network', group: 'General', unit: null, valueType: 'network', options: [], fields: [], sortOrder: 30 },
  { ...none, _id: 'outpatient', name: 'Outpatient treatment', group: 'Outpatient', unit: 'AED', valueType: 'text', options: [], fields: ['coPayType', 'coPayValue', 'coPayLimit'], sortOrder: 90 },
  { ...none, _id: 'accommodation', name: 'Room type', group: 'Inpatient', unit: null, valueType: 'select', options: ['Ward', 'Private room'], fields: [], sortOrder: 70 },
];
const page = { planId: 'p1', planName: 'Silver 20', coPay: '20', companyId: 'co1', benefits };

function renderScreen(save: CallHandler) {
  const bridge = fakeBridge({
    calls: {
      'companies.get': () => ok({ success: true, data: { _id: 'co1', companyName: 'Orient Insurance' } }),
      'healthBenefits.planValues': () => ok({ success: true, data: page }),
      'healthBenefits.companyNetworks': () => ok({ success: true, data: [{ _id: 'n1', networkName: 'RN3', tpa: 't1', TPAName: 'NAS' }] }),
      'healthBenefits.savePlanValues': save,
    },
  });
  renderWithProviders(<PlanBenefits />, { bridge, user: staff, route: here, path });
  return bridge;
}
const saved = (bridge: ReturnType<typeof fakeBridge>) =>
  (bridge.requests.find((request) => request.endpoint === 'healthBenefits.savePlanValues')?.input as { body: { planId: string; benefits: Array<Record<string, unknown>> } }).body;

describe('a plan\'s benefits page', () => {
  it('shows every benefit by group and saves them all at once, amounts in fils', async () => {
    const bridge = renderScreen(() => ok({ success: true, data: page, message: 'Benefits saved' }));
    expect(await screen.findByRole('heading', { name: 'Benefits of Silver 20' })).toBeTruthy();
    expect(screen.getByText('Plan co-pay 20 %')).toBeTruthy();
    const general = screen.getByRole('region', { name: 'General' });
    expect(within(general).getByRole<HTMLInputElement>('textbox', { name: 'Annual limit: Limit in AED' }).value).toBe('150000');
    fireEvent.change(within(general).getByRole('textbox', { name: 'Annual limit: Limit in AED' }), { target: { value: '250000' } });
    fireEvent.click(within(general).getByRole('switch', { name: 'Network' }));
    fireEvent.change(within(general).getByRole('combobox', { name: 'Network: Network' }), { target: { value: 'n1' } });
    const outpatient = screen.getByRole('region', { name: 'Outpatient' });
    fireEvent.click(within(outpatient).getByRole('switch', { name: 'Outpatient treatment' }));
    fireEvent.change(within(outpatient).getByRole('combobox', { name: 'Outpatient treatment: Co-pay type' }), { target: { value: 'percentage' } });
    fireEvent.change(within(outpatient).getByRole('textbox', { name: 'Outpatient treatment: Co-pay (%)' }), { target: { value: '20' } });
    fireEvent.change(within(outpatient).getByRole('textbox', { name: 'Outpatient treatment: Co-pay limit (AED)' }), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save benefits' }));
    expect(await screen.findByText('Benefits saved')).toBeTruthy();
    const body = saved(bridge);
    expect(body.planId).toBe('p1');
    expect(body.benefits.map((benefit) => benefit.benefitId)).toEqual(['annualLimit', 'network', 'outpatient', 'accommodation']);
    expect(body.benefits[0]).toMatchObject({ isEnabled: true, limit: 250_000_00, value: null });
    expect(body.benefits[1]).toMatchObject({ isEnabled: true, value: 'n1', limit: null });
    expect(body.benefits[2]).toMatchObject({ isEnabled: true, coPayType: 'percentage', coPayValue: 20, coPayLimit: 100_00, maxValue: null, noOfSessions: null });
    expect(body.benefits[3]).toMatchObject({ isEnabled: false, value: null });
  });

  it('shows the server\'s refusal above the groups and on the field it names', async () => {
    const message = 'benefits.2.coPayValue: A percentage co-pay is at most 100 %';
    renderScreen(() => failed(400, message, { 'benefits.2.coPayValue': 'A percentage co-pay is at most 100 %' }));
    const outpatient = await screen.findByRole('region', { name: 'Outpatient' });
    fireEvent.click(within(outpatient).getByRole('switch', { name: 'Outpatient treatment' }));
    fireEvent.change(within(outpatient).getByRole('combobox', { name: 'Outpatient treatment: Co-pay type' }), { target: { value: 'percentage' } });
    fireEvent.change(within(outpatient).getByRole('textbox', { name: 'Outpatient treatment: Co-pay (%)' }), { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save benefits' }));
    await waitFor(() => expect(within(outpatient).getByText('A percentage co-pay is at most 100 %')).toBeTruthy());
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
  });

  it('refuses an amount that is not a number before sending', async () => {
    const bridge = renderScreen(() => ok({ success: true, data: page, message: 'Benefits saved' }));
    const general = await screen.findByRole('region', { name: 'General' });
    fireEvent.change(within(general).getByRole('textbox', { name: 'Annual limit: Limit in AED' }), { target: { value: 'lots' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save benefits' }));
    expect(await within(general).findByText('Enter an amount in AED, e.g. 150000 or 120.50')).toBeTruthy();
    expect(bridge.requests.some((request) => request.endpoint === 'healthBenefits.savePlanValues')).toBe(false);
  });
});
