// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MasterItem } from '../../../../shared/contract/companies/index.js';
import { fakeBridge, failed, ok, type CallHandler } from '../../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../../tests/helpers/renderWithProviders.js';
import { companyFixture, matrixFixture, planFixture } from '../../../../tests/fixtures/renderer/companies/company.fixture.js';
import { MatrixCreate } from './MatrixForms.js';

const manager = testUser({ moduleAccessId: { company: { read: true, create: true, update: true, delete: true } } });
/** The benefits master list as the server serves it: each benefit under its id. */
const MASTER_BENEFITS: MasterItem[] = [
  { code: 'paDriver', label: 'Personal accident cover for the driver', dType: 'number', hasLimit: true, limitUnit: 'AED', suggestedChargeFils: 120_00 },
  { code: 'roadsideAssistance', label: 'Roadside assistance', dType: 'boolean', hasLimit: false, limitUnit: null, suggestedChargeFils: 50_00 },
  { code: 'agencyRepair', label: 'Agency repair', dType: 'boolean', hasLimit: false, limitUnit: null, suggestedChargeFils: null },
];
const plans = [planFixture(), planFixture({ _id: 'p2', planName: 'Basic Third Party', insuranceType: 'thirdparty', repairCondition: null })];

function renderCreate(create: CallHandler = (input) => ok({ success: true, data: matrixFixture({ ...(input.body as object), _id: 'mx9' }) })) {
  const bridge = fakeBridge({
    calls: {
      'companies.get': () => ok({ success: true, data: companyFixture() }),
      'companies.plans': () => ok({ success: true, data: plans }),
      'companies.matrixBenefits': () => ok({ success: true, data: MASTER_BENEFITS }),
      'companies.matrixCreate': create,
    },
  });
  return renderWithProviders(<MatrixCreate />, {
    bridge,
    user: manager,
    route: '/companies/co1/motor-insurance/matrix/createMatrix',
    path: '/companies/:companyId/motor-insurance/matrix/createMatrix',
  });
}

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const select = (label: RegExp) => screen.getByLabelText(label, { selector: 'select' });
const type = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } });
const body = (bridge: ReturnType<typeof fakeBridge>) =>
  bridge.requests.find((r) => r.endpoint === 'companies.matrixCreate')?.input.body as Record<string, unknown> | undefined;

describe('Matrix form', () => {
  it('shows the value band, rate and car age for comprehensive and the cylinders for third party', async () => {
    renderCreate();
    await screen.findByRole('option', { name: /Gold Comprehensive/ });
    expect(input(/Vehicle Valuation From/)).toBeTruthy();
    expect(input(/Rate In Percentage/)).toBeTruthy();
    expect(select(/Car Age/)).toBeTruthy();
    expect(screen.queryByLabelText(/No Of Cylinders/)).toBeNull();

    fireEvent.change(select(/^Insurance Type/), { target: { value: 'thirdparty' } });
    expect(await screen.findByLabelText(/No Of Cylinders/, { selector: 'select' })).toBeTruthy();
    expect(screen.queryByLabelText(/Vehicle Valuation From/)).toBeNull();
    expect(screen.queryByLabelText(/Rate In Percentage/)).toBeNull();
    expect(screen.queryByLabelText(/Car Age/)).toBeNull();
  });

  it('follows the chosen plan: a third-party plan switches the row to third party', async () => {
    renderCreate();
    await screen.findByRole('option', { name: /Basic Third Party/ });
    fireEvent.change(select(/^Plan/), { target: { value: 'p2' } });
    expect(await screen.findByLabelText(/No Of Cylinders/, { selector: 'select' })).toBeTruthy();
    expect((select(/^Insurance Type/) as HTMLSelectElement).value).toBe('thirdparty');
  });

  it('refuses a comprehensive row without a rate or fixed premium, without asking the server', async () => {
    const { bridge } = renderCreate();
    await screen.findByRole('option', { name: /Gold Comprehensive/ });
    fireEvent.change(select(/^Plan/), { target: { value: 'p1' } });
    type(/Vehicle Valuation From/, '50000');
    type(/Vehicle Valuation To/, '100000');
    type(/Minimum Premium/, '1300');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Enter a rate, or a fixed premium')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Choose the car age this row prices').length).toBeGreaterThan(0);
    expect(body(bridge)).toBeUndefined();
  });

  it("sends AED as fils, clears what the type hides, and puts the server's band refusal on its field", async () => {
    const refusal = 'The minimum premium AED 1,000.00 is below the regulated minimum of AED 1,300.00 for a saloon';
    const { bridge } = renderCreate(() => failed(422, 'The matrix row breaks a regulated band', { 'body.minimumPremiumFils': refusal }));
    await screen.findByRole('option', { name: /Gold Comprehensive/ });
    fireEvent.change(select(/^Plan/), { target: { value: 'p1' } });
    type(/Vehicle Valuation From/, '50,000');
    type(/Vehicle Valuation To/, '100000.50');
    type(/Rate In Percentage/, '2.5');
    fireEvent.change(select(/Car Age/), { target: { value: '1' } });
    type(/Minimum Premium/, '1000');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body(bridge)).toBeDefined());
    expect(body(bridge)).toMatchObject({
      companyId: 'co1',
      planId: 'p1',
      insuranceType: 'comprehensive',
      vehicleValuationFromFils: 5_000_000,
      vehicleValuationToFils: 10_000_050,
      rateInPercentage: 2.5,
      minimumPremiumFils: 100_000,
      carAge: '1',
      noOfCylinders: null,
    });
    const messages = await screen.findAllByText(refusal);
    expect(messages.length).toBeGreaterThan(0);
    // On the field itself: its input is described by the message.
    const field = input(/Minimum Premium/);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
  });

  it('saves a third-party row with its cylinders and premium and opens it', async () => {
    const { bridge } = renderCreate();
    await screen.findByRole('option', { name: /Basic Third Party/ });
    fireEvent.change(select(/^Plan/), { target: { value: 'p2' } });
    fireEvent.change(await screen.findByLabelText(/No Of Cylinders/, { selector: 'select' }), { target: { value: '6' } });
    type(/^Premium/, '1100');
    type(/Minimum Premium/, '900');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Navigated to /companies/co1/motor-insurance/matrix/mx9')).toBeTruthy();
    expect(body(bridge)).toMatchObject({
      insuranceType: 'thirdparty',
      noOfCylinders: 6,
      fixedPremiumFils: 110_000,
      minimumPremiumFils: 90_000,
      vehicleValuationFromFils: null,
      rateInPercentage: null,
      carAge: null,
    });
  });
});
