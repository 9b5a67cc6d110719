// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBridge, failed, ok, type CallHandler } from '../../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../../tests/helpers/renderWithProviders.js';
import { planFixture, pricingFixture } from '../company.fixture.js';
import { PricingPreview } from './PricingPreview.js';

const reader = testUser({ moduleAccessId: { company: { read: true } } });

function renderPreview(answer: CallHandler = () => ok({ success: true, data: pricingFixture() })) {
  const bridge = fakeBridge({ calls: { 'companies.pricingPreview': answer } });
  renderWithProviders(<PricingPreview companyId="co1" plans={[planFixture()]} />, { bridge, user: reader });
  return bridge;
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

function fillRisk() {
  type(/^Make/, 'Toyota');
  type(/^Model\s*\*?$/, 'Camry');
  type(/^Model year/, '2024');
  type(/^Car value/, '80,000');
  type(/^Driver age/, '35');
  type(/^Licence years/, '10');
}

describe('PricingPreview', () => {
  it('sends the car and driver, then shows each price line, the total and the refusing condition', async () => {
    const bridge = renderPreview();
    fillRisk();
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
    expect(bridge.requests).toHaveLength(0);
  });

  it("puts the server's field error on its field", async () => {
    renderPreview(() => failed(400, 'The risk is not valid', { 'body.risk.driver.age': 'Driver must be at least 17' }));
    fillRisk();
    fireEvent.click(screen.getByRole('button', { name: 'Price' }));
    await waitFor(() => expect(screen.getByText('Driver must be at least 17')).toBeTruthy());
    expect(screen.getByText('The risk is not valid')).toBeTruthy();
  });
});
