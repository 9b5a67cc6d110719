// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConditionSchema } from '../../../../shared/contract/companies/companies.schema.js';
import { fakeBridge, failed, ok, type CallHandler } from '../../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../../tests/helpers/renderWithProviders.js';
import { companyFixture, planFixture } from '../../../../tests/fixtures/renderer/companies/company.fixture.js';
import { ConditionCreate, ConditionEdit } from './ConditionPages.js';

const manager = testUser({ moduleAccessId: { company: { read: true, create: true, update: true } } });

function renderCreate(create: CallHandler) {
  const bridge = fakeBridge({
    calls: {
      'companies.get': () => ok({ success: true, data: companyFixture() }),
      'companies.plans': () => ok({ success: true, data: [planFixture()] }),
      'companies.conditionCreate': create,
    },
  });
  renderWithProviders(<ConditionCreate />, {
    bridge,
    user: manager,
    route: '/companies/co1/motor-insurance/conditions/create',
    path: '/companies/:companyId/motor-insurance/conditions/create',
  });
  return bridge;
}

const saved = (body: object) =>
  ok({
    success: true,
    data: ConditionSchema.parse({
      _id: 'cd1', createdAt: '2025-03-04T08:00:00.000Z', updatedAt: '2025-03-04T08:00:00.000Z', companyId: 'co1', planId: null,
      maxVehicleAgeYears: null, minCarValueFils: null, maxCarValueFils: null, minUserAge: null, minUserDrivingExperience: null,
      agencyRepairMaxYears: null, agencyRepairMinValueFils: null, gccSpecOnly: false, offRoadCovered: false, isActive: true,
      excludedCarsMake: [], excludedCarMakeModel: [], name: 'x', ...(JSON.parse(JSON.stringify(body)) as object),
    }),
  });

describe('Condition form', () => {
  it('sends typed makes and make/model lines as lists, limits in their units, for every plan', async () => {
    const bridge = renderCreate((input) => saved(input.body as object));
    await screen.findByRole('option', { name: /Gold Comprehensive/ });
    fireEvent.change(screen.getByLabelText(/^Name/, { selector: 'input' }), { target: { value: 'Young drivers and sports cars' } });
    fireEvent.change(screen.getByLabelText(/Min User Age/, { selector: 'input' }), { target: { value: '25' } });
    fireEvent.change(screen.getByLabelText(/Max Car Value/, { selector: 'input' }), { target: { value: '500,000' } });
    fireEvent.change(screen.getByLabelText(/Excluded Cars Make/, { selector: 'textarea' }), { target: { value: 'Ferrari, Lamborghini ,' } });
    fireEvent.change(screen.getByLabelText(/Excluded make and model/, { selector: 'textarea' }), { target: { value: 'Nissan / Patrol\nToyota / Land Cruiser' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Navigated to /companies/co1/motor-insurance/conditions/cd1')).toBeTruthy();
    expect(bridge.requests.find((r) => r.endpoint === 'companies.conditionCreate')?.input.body).toMatchObject({
      companyId: 'co1',
      planId: null,
      name: 'Young drivers and sports cars',
      minUserAge: 25,
      maxCarValueFils: 50_000_000,
      excludedCarsMake: ['Ferrari', 'Lamborghini'],
      excludedCarMakeModel: [
        { make: 'Nissan', model: 'Patrol' },
        { make: 'Toyota', model: 'Land Cruiser' },
      ],
    });
  });

  it("puts the server's message on the field it names", async () => {
    renderCreate(() => failed(422, 'Not saved', { 'body.maxCarValueFils': 'The maximum car value is below the minimum' }));
    await screen.findByRole('option', { name: /Gold Comprehensive/ });
    fireEvent.change(screen.getByLabelText(/^Name/, { selector: 'input' }), { target: { value: 'Values' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText(/Max Car Value/, { selector: 'input' }).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('The maximum car value is below the minimum').length).toBeGreaterThan(0);
  });

  it('sends a limit emptied on the edit form as null, so the server clears it rather than keeping it', async () => {
    const stored = (saved({ name: 'Young drivers', minUserAge: 25, maxCarValueFils: 50_000_000 }) as { data: { data: object } }).data.data;
    const bridge = fakeBridge({
      calls: {
        'companies.get': () => ok({ success: true, data: companyFixture() }),
        'companies.plans': () => ok({ success: true, data: [planFixture()] }),
        'companies.conditionGet': () => ok({ success: true, data: stored }),
        'companies.conditionUpdate': (input) => saved({ ...stored, ...(input.body as object) }),
      },
    });
    renderWithProviders(<ConditionEdit />, {
      bridge,
      user: manager,
      route: '/companies/co1/motor-insurance/conditions/cd1/edit',
      path: '/companies/:companyId/motor-insurance/conditions/:conditionId/edit',
    });
    const age = await screen.findByLabelText(/Min User Age/, { selector: 'input' });
    await waitFor(() => expect((age as HTMLInputElement).value).toBe('25'));
    fireEvent.change(age, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Navigated to /companies/co1/motor-insurance/conditions/cd1')).toBeTruthy();
    const body = bridge.requests.find((r) => r.endpoint === 'companies.conditionUpdate')?.input.body as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Young drivers', minUserAge: null, maxCarValueFils: 50_000_000 });
  });
});
