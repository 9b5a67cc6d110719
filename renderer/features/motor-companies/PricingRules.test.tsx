// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MOTOR_PRICING_SETTINGS as S } from '../../../shared/contract/companies/companies.settings.js';
import { fakeBridge, failed, ok, type FakeBridgeOverrides } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import MotorCompanyList from './MotorCompanyList.js';
import { inDialog } from '../../../tests/helpers/dialogs.js';

const manager = testUser({ moduleAccessId: { company: { read: true, create: true, update: true, delete: true } } });
const reader = testUser({ moduleAccessId: { company: { read: true } } });
const saved = { settings: S, isDefault: false, updatedAt: '2025-05-02T09:30:00.000Z', updatedBy: { _id: 'u9', fullName: 'Aisha Al Mansoori' } };

function renderRules(calls: FakeBridgeOverrides['calls'] = {}, user = manager) {
  const bridge = fakeBridge({ calls: { 'companies.pricingSettings': () => ok({ success: true, data: saved }), ...calls } });
  renderWithProviders(<MotorCompanyList />, { bridge, user, route: '/motor-companies?tab=pricing-rules', path: '/motor-companies' });
  return bridge;
}
const sent = (bridge: ReturnType<typeof fakeBridge>, endpoint: string) => bridge.requests.filter((r) => r.endpoint === endpoint).map((r) => r.input.body);
const input = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });

describe('the pricing rules tab of /motor-companies', () => {
  it('shows the stored rules in AED, who saved them, and leaves a reader nothing to change', async () => {
    renderRules({}, reader);
    expect(await screen.findByRole('heading', { name: 'Motor pricing rules' })).toBeTruthy();
    expect(await screen.findByText(/Last saved .* by Aisha Al Mansoori\./)).toBeTruthy();
    expect(input(/^Saloon 4 cylinders minimum/).value).toBe('750');
    expect(input(/^Comprehensive 4x4 maximum \(% of value\)/).value).toBe('7');
    expect(input(/^Step 1: maximum deductible/).value).toBe('350');
    expect(screen.getByText('Above AED 500,000.00')).toBeTruthy();
    // Disabled through their fieldset, as browsers do it.
    expect(input(/^VAT \(%\)/).closest('fieldset')!.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save pricing rules' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Restore defaults' })).toBeNull();
  });

  it('saves an edit, sending every rule in fils', async () => {
    const bridge = renderRules({ 'companies.updatePricingSettings': (call) => ok({ success: true, data: { ...saved, settings: call.body } }) });
    await screen.findByRole('button', { name: 'Save pricing rules' });
    fireEvent.change(input(/^Saloon 4 cylinders maximum/), { target: { value: '1,350.50' } });
    fireEvent.change(input(/^VAT \(%\)/), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a claim-free year' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save pricing rules' }));
    await waitFor(() => expect(sent(bridge, 'companies.updatePricingSettings')).toHaveLength(1));
    expect(sent(bridge, 'companies.updatePricingSettings')[0]).toEqual({
      ...S,
      vatPercent: 6,
      noClaimsDiscountPercent: [0, 10, 15, 20, 20],
      thirdPartyBands: { ...S.thirdPartyBands, saloon: { ...S.thirdPartyBands.saloon, 4: { minFils: 75_000, maxFils: 135_050, maxPercentOfValue: null } } },
    });
  });

  it('refuses a band maximum below its minimum on its field, before sending', async () => {
    const bridge = renderRules();
    await screen.findByRole('button', { name: 'Save pricing rules' });
    fireEvent.change(input(/^4x4 4 cylinders maximum/), { target: { value: '900' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save pricing rules' }));
    expect((await screen.findAllByText(/Third party 4x4 4 cylinders maximum is below its minimum/)).length).toBeGreaterThan(0);
    expect(sent(bridge, 'companies.updatePricingSettings')).toEqual([]);
  });

  it("shows the server's refusal on the field it names", async () => {
    renderRules({ 'companies.updatePricingSettings': () => failed(400, 'maxDeductibles.1.maxFils: Too high', { 'body.maxDeductibles.1.maxFils': 'Step 2 is above the regulation' }) });
    await screen.findByRole('button', { name: 'Save pricing rules' });
    fireEvent.click(screen.getByRole('button', { name: 'Save pricing rules' }));
    const field = (await screen.findAllByText('Step 2 is above the regulation'))[0]!;
    expect(field.closest('.fui-Field')?.textContent).toMatch(/Step 2: maximum deductible/);
  });

  it('restores the defaults after asking', async () => {
    const bridge = renderRules({ 'companies.updatePricingSettings': (call) => ok({ success: true, data: { ...saved, settings: call.body } }) });
    await screen.findByRole('button', { name: 'Save pricing rules' });
    fireEvent.click(screen.getByRole('button', { name: 'Restore defaults' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore the default pricing rules?' });
    fireEvent.click(await inDialog(dialog).findByRole('button', { name: 'Restore defaults' }));
    await waitFor(() => expect(sent(bridge, 'companies.updatePricingSettings')).toEqual([S]));
  });
});
