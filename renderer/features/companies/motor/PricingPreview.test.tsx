// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBridge, failed, ok, type CallHandler } from '../../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../../tests/helpers/renderWithProviders.js';
import { planFixture, pricingFixture } from '../../../../tests/fixtures/renderer/companies/company.fixture.js';
import { PricingPreview } from './PricingPreview.js';

const reader = testUser({ moduleAccessId: { company: { read: true } } });

const meta = { createdAt: '2025-03-04T08:00:00.000Z', updatedAt: '2025-03-04T08:00:00.000Z' };
const make = (id: string, name: string) => ({ _id: id, ...meta, name, country: null, isTop: true, isActive: true, modelCount: 2 });
const camrySe = {
  _id: 't1', ...meta, makeId: 'mk1', make: 'Toyota', model: 'Camry', trim: 'SE', year: 2024,
  bodyType: 'Sedan', vehicleType: 'sedan', cylinders: 4, seats: 5, newCarValueFils: 9_800_000,
};
const landCruiser = {
  ...camrySe, _id: 't2', model: 'Land Cruiser', trim: 'GXR', bodyType: 'SUV', vehicleType: '4wd', cylinders: 6, seats: 7, newCarValueFils: 29_000_000,
};
const valuation = {
  newCarValueFils: 9_800_000, ageYears: 1, depreciationPercent: 18.4, mileageReductionPercent: 0, valueFils: 8_000_000,
  minValueFils: 7_200_000, maxValueFils: 8_800_000, bandPercent: 10,
};

/** The catalogue as the server answers it: 2023–2024, Toyota and Nissan, Camry and Land Cruiser. */
const catalogue: Record<string, CallHandler> = {
  'cars.years': () => ok({ success: true, data: [2024, 2023] }),
  'cars.newCars': () => ok({ success: true, data: [make('mk1', 'Toyota'), make('mk2', 'Nissan')] }),
  'cars.newModels': (input) =>
    ok({
      success: true,
      data: (input.body as { make: string }).make === 'Toyota'
        ? [{ model: 'Camry', bodyTypes: ['Sedan'], isTop: true }, { model: 'Land Cruiser', bodyTypes: ['SUV'], isTop: true }]
        : [{ model: 'Patrol', bodyTypes: ['SUV'], isTop: true }],
    }),
  'cars.trims': (input) => ok({ success: true, data: (input.body as { model: string }).model === 'Camry' ? [camrySe] : [landCruiser] }),
  'cars.calculateCarValue': () => ok({ success: true, data: valuation }),
};

function renderPreview(answer: CallHandler = () => ok({ success: true, data: pricingFixture() })) {
  const bridge = fakeBridge({ calls: { ...catalogue, 'companies.pricingPreview': answer } });
  renderWithProviders(<PricingPreview companyId="co1" plans={[planFixture()]} />, { bridge, user: reader });
  return bridge;
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
const select = (label: RegExp) => screen.getByLabelText<HTMLSelectElement>(label, { selector: 'select' });
/** Picks an option once the list has loaded it. */
async function pick(label: RegExp, option: string) {
  await waitFor(() => expect(within(select(label)).getByRole('option', { name: option })).toBeTruthy());
  const value = within(select(label)).getByRole<HTMLOptionElement>('option', { name: option }).value;
  fireEvent.change(select(label), { target: { value } });
}

async function pickCar() {
  await pick(/^Model year/, '2024');
  await pick(/^Make/, 'Toyota');
  await pick(/^Model\s*\*?$/, 'Camry');
  await pick(/^Trim/, 'SE');
  await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/^Car value/, { selector: 'input' }).value).toBe('80000'));
}

async function fillRisk() {
  await pickCar();
  type(/^Driver age/, '35');
  type(/^Licence years/, '10');
}

describe('PricingPreview', () => {
  it('sends the car and driver, then shows each price line, the total and the refusing condition', async () => {
    const bridge = renderPreview();
    await fillRisk();
    fireEvent.click(screen.getByRole('button', { name: 'Price' }));
    const quote = await screen.findByRole('table', { name: 'Price of Gold Comprehensive' });
    const premium = within(quote).getByRole('row', { name: /Premium/ });
    expect(within(premium).getByText('2.5 % of AED 80,000.00')).toBeTruthy();
    expect(within(premium).getByText('AED 2,000.00')).toBeTruthy();
    expect(within(within(quote).getByRole('row', { name: /Admin fee/ })).getByText('AED 50.00')).toBeTruthy();
    expect(within(within(quote).getByRole('row', { name: /^VAT/ })).getByText('AED 102.50')).toBeTruthy();
    expect(within(within(quote).getByRole('row', { name: /^Total/ })).getByText('AED 2,152.50')).toBeTruthy();
    expect(screen.getByText(/Excess: AED 500.00/)).toBeTruthy();
    expect(screen.getByText('1 priced, 1 refused · car in its year 1 of use')).toBeTruthy();

    const refusal = screen.getByRole('group', { name: /Basic Third Party/ });
    expect(within(refusal).getByText('Refused: The driver is 22; this plan needs 25 or older.')).toBeTruthy();
    expect(within(refusal).getByText('Condition: Minimum driver age 25')).toBeTruthy();

    const sent = bridge.requests.find((r) => r.endpoint === 'companies.pricingPreview')?.input.body;
    expect(sent).toMatchObject({
      companyId: 'co1',
      risk: {
        car: { make: 'Toyota', model: 'Camry', vehicleType: 'sedan', cylinders: 4, year: 2024, valueFils: 8_000_000, gccSpec: true },
        driver: { age: 35, licenceYears: 10, claimFreeYears: 0, hasNoClaimsProof: false },
        insuranceType: 'all',
      },
    });
  });

  it('says what is missing before asking the server', async () => {
    const bridge = renderPreview();
    fireEvent.click(screen.getByRole('button', { name: 'Price' }));
    expect(await screen.findByText('Make is required')).toBeTruthy();
    expect(bridge.requests.filter((r) => r.endpoint === 'companies.pricingPreview')).toHaveLength(0);
  });

  it("puts the server's field error on its field", async () => {
    renderPreview(() => failed(400, 'The risk is not valid', { 'body.risk.driver.age': 'Driver must be at least 17' }));
    await fillRisk();
    fireEvent.click(screen.getByRole('button', { name: 'Price' }));
    await waitFor(() => expect(screen.getByText('Driver must be at least 17')).toBeTruthy());
    expect(screen.getByText('The risk is not valid')).toBeTruthy();
  });

  it('picks year → make → model → trim from the catalogue; a changed parent clears its dependents and says so', async () => {
    const bridge = renderPreview();
    expect(select(/^Make/).disabled).toBe(true);
    await pickCar();
    expect(bridge.requests.find((r) => r.endpoint === 'cars.newCars')?.input.query).toEqual({ year: 2024 });
    expect(bridge.requests.find((r) => r.endpoint === 'cars.trims')?.input.body).toEqual({ make: 'Toyota', model: 'Camry', year: 2024 });
    expect(bridge.requests.find((r) => r.endpoint === 'cars.calculateCarValue')?.input.body).toEqual({ trimId: 't1', year: 2024 });
    expect(screen.getByText('Accepted range AED 72,000.00 to AED 88,000.00')).toBeTruthy();
    expect(screen.getByLabelText('Chosen trim').textContent).toMatch(/Toyota Camry SE 2024: Sedan .*new-car value AED 98,000.00/);

    // Another model: the trim and the value go, and the form says so.
    fireEvent.change(select(/^Model\s*\*?$/), { target: { value: 'Land Cruiser' } });
    expect(await screen.findByText('Model changed: trim cleared. Choose again.')).toBeTruthy();
    expect(select(/^Trim/).value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>(/^Car value/, { selector: 'input' }).value).toBe('');
    expect(screen.queryByText(/Accepted range/)).toBeNull();

    // The trim sets the vehicle type and cylinders.
    await pick(/^Trim/, 'GXR');
    expect(select(/^Vehicle Type/).value).toBe('4wd');
    expect(screen.getByLabelText<HTMLInputElement>(/^Cylinders/, { selector: 'input' }).value).toBe('6');

    // Another make clears model and trim.
    fireEvent.change(select(/^Make/), { target: { value: 'Nissan' } });
    expect(await screen.findByText('Make changed: model, trim cleared. Choose again.')).toBeTruthy();
    expect(select(/^Model\s*\*?$/).value).toBe('');
    await pick(/^Model\s*\*?$/, 'Patrol');

    // Another year clears everything below it.
    fireEvent.change(select(/^Model year/), { target: { value: '2023' } });
    expect(await screen.findByText('Model year changed: make, model cleared. Choose again.')).toBeTruthy();
    expect(select(/^Make/).value).toBe('');
  });

  it('lets the user type a value within the accepted range and refuses one outside it', async () => {
    const bridge = renderPreview();
    await fillRisk();
    type(/^Car value/, '95,000');
    fireEvent.click(screen.getByRole('button', { name: 'Price' }));
    expect(await screen.findByText('Enter a value from AED 72,000.00 to AED 88,000.00')).toBeTruthy();
    expect(bridge.requests.filter((r) => r.endpoint === 'companies.pricingPreview')).toHaveLength(0);

    type(/^Car value/, '85,500');
    fireEvent.click(screen.getByRole('button', { name: 'Price' }));
    await screen.findByRole('table', { name: 'Price of Gold Comprehensive' });
    expect(bridge.requests.find((r) => r.endpoint === 'companies.pricingPreview')?.input.body).toMatchObject({
      risk: { car: { make: 'Toyota', model: 'Camry', year: 2024, valueFils: 8_550_000 } },
    });
  });
});
