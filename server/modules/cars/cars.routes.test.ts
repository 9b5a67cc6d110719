import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CarMakeListResultSchema, CarMakeResultSchema, CarModelListResultSchema, CarResultSchema, CarTrimListResultSchema, CarTrimResultSchema, CarValueResultSchema,
  StringListResultSchema, VehicleCsvResultSchema, YearListResultSchema,
} from '../../../shared/contract/cars/index.js';
import { DEFAULT_MOTOR_PRICING_SETTINGS as S } from '../../../shared/contract/companies/index.js';
import { ProposalCreatedResultSchema, ProposalDetailResultSchema } from '../../../shared/contract/proposals/index.js';
import { buildTestServer, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { wizardBody } from '../../../tests/fixtures/proposals/wizardFixture.js';
import { calculateCarValue } from './carValue.js';

const AED = 100;
let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 0 } });
  admin = await server.login();
});
afterAll(async () => server.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  server.injectAs(admin, { method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const year = new Date().getUTCFullYear();
const trimCount = async () => Number((await server.app.db.selectFrom('car_trims').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('car catalogue', () => {
  it('answers makes of a year, models, trims and one trim with its new-car value', async () => {
    const makes = CarMakeListResultSchema.parse((await send('GET', `/api/cars/getnewcars?year=${year}`)).json()).data.map((m) => m.name);
    expect(makes).toEqual(expect.arrayContaining(['Toyota', 'Nissan', 'Lexus', 'Mercedes-Benz']));
    const models = CarModelListResultSchema.parse((await send('POST', '/api/cars/getnewmodels', { make: 'Toyota', year })).json()).data;
    expect(models.map((m) => m.model)).toEqual(expect.arrayContaining(['Land Cruiser', 'Camry', 'Corolla']));
    const trims = CarTrimListResultSchema.parse((await send('POST', '/api/cars/gettrim', { make: 'Toyota', model: 'Land Cruiser', year })).json()).data;
    expect(trims.map((t) => t.trim)).toEqual(['GXR', 'VXR']);
    const detail = CarTrimResultSchema.parse((await send('POST', '/api/cars/getcardetails', { make: 'Toyota', model: 'Land Cruiser', trim: 'VXR', year })).json()).data;
    expect(detail).toMatchObject({ bodyType: 'SUV', vehicleType: '4wd', cylinders: 6, newCarValueFils: 395_000 * AED });
    expect((await send('POST', '/api/cars/getcardetails', { make: 'Toyota', model: 'Nope', year })).statusCode).toBe(404);
  });

  it('answers years, top makes and models, nationalities and colours', async () => {
    expect(YearListResultSchema.parse((await send('GET', '/api/cars/getyears')).json()).data[0]).toBe(year);
    expect(CarMakeListResultSchema.parse((await send('GET', '/api/cars/gettopcars')).json()).data.every((m) => m.isTop)).toBe(true);
    expect(CarModelListResultSchema.parse((await send('GET', '/api/cars/gettopmodels?make=Nissan')).json()).data.map((m) => m.model)).toEqual(['Patrol', 'Patrol Nismo']);
    expect(StringListResultSchema.parse((await send('GET', '/api/cars/getnationalities')).json()).data[0]).toBe('United Arab Emirates');
    expect(StringListResultSchema.parse((await send('POST', '/api/cars/getcolorlist', { search: 'whi' })).json()).data).toEqual(['White', 'Pearl White']);
  });

  it('values a car from its trim, age and mileage, with the accepted range', async () => {
    const trim = CarTrimResultSchema.parse((await send('POST', '/api/cars/getcardetails', { make: 'Toyota', model: 'Camry', trim: 'LE', year: year - 2 })).json()).data;
    const value = CarValueResultSchema.parse((await send('POST', '/api/cars/calculatecarvalue', { trimId: trim._id, mileageKm: 30_000, valuationDate: `${year}-06-01` })).json()).data;
    expect(value.ageYears).toBe(2);
    expect(Math.abs(value.valueFils - trim.newCarValueFils * 0.85 * 0.85)).toBeLessThanOrEqual(1);
    expect([value.minValueFils, value.maxValueFils]).toEqual([value.valueFils - Math.round(value.valueFils / 10), value.valueFils + Math.round(value.valueFils / 10)]);
    const missing = await send('POST', '/api/cars/calculatecarvalue', { mileageKm: 0 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toHaveProperty('newCarValueFils');
  });

  it('values with the stored pricing settings once someone saves them', async () => {
    const body = { newCarValueFils: 100_000 * AED, year: 2022, mileageKm: 0, valuationDate: '2025-06-01' };
    const before = CarValueResultSchema.parse((await send('POST', '/api/cars/calculatecarvalue', body)).json()).data;
    expect(before.valueFils).toBe(Math.round(100_000 * AED * 0.85 ** 3));
    expect((await send('PUT', '/api/admin/companies/motor-pricing-settings', { ...S, yearlyDepreciationPercent: 10, valueBandPercent: 5 })).statusCode).toBe(200);
    try {
      const after = CarValueResultSchema.parse((await send('POST', '/api/cars/calculatecarvalue', body)).json()).data;
      expect([after.valueFils, after.bandPercent]).toEqual([Math.round(100_000 * AED * 0.9 ** 3), 5]);
    } finally {
      await send('PUT', '/api/admin/companies/motor-pricing-settings', S);
    }
  });
});

describe('calculateCarValue', () => {
  it.each([
    // new value AED, first registration, mileage, → value AED
    [100_000, '2025-01-01', 0, 100_000], [100_000, '2024-01-01', 0, 85_000], [100_000, '2024-01-02', 0, 100_000],
    [100_000, '2020-01-01', 0, 44_370.53], [100_000, '2000-01-01', 0, 10_000],
    // 2 years, 60,000 km: 20,000 over → 4 % less
    [100_000, '2023-01-01', 60_000, 69_360],
  ])('AED %i first registered %s with %i km is worth AED %d on 2025-01-01', (newAed, first, km, valueAed) => {
    const value = calculateCarValue({ newCarValueFils: newAed * AED, firstRegistrationDate: first, mileageKm: km, usage: 'private', valuationDate: '2025-01-01' }, S);
    expect(value.valueFils).toBe(Math.round(valueAed * AED));
  });
});

describe('cars of proposals', () => {
  it('creates a car from a VIN with the decoding and its warnings, then edits it', async () => {
    const created = CarResultSchema.parse((await send('POST', '/api/cars/createcarbyvinno', { vin: 'jtmhv05j6r4123456', gccSpec: true })).json()).data;
    expect(created).toMatchObject({ vin: 'JTMHV05J6R4123456', make: 'Toyota', year: 2024 });
    expect(created.vinDecode?.warnings.join(' ')).toMatch(/Check digit/);
    const updated = CarResultSchema.parse((await send('POST', `/api/cars/${created._id}/updatecar`, { make: 'Toyota', model: 'Land Cruiser', year: 2024, bodyType: 'SUV', cylinders: 6, valueFils: 250_000 * AED })).json()).data;
    expect(updated).toMatchObject({ model: 'Land Cruiser', vehicleType: '4wd', valueFils: 250_000 * AED });
  });

  it('refuses a VIN with an O (400) and an unknown car (404)', async () => {
    const bad = await send('POST', '/api/cars/createcarbyvinno', { vin: 'JTMHV05J6O4123456' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('vin');
    expect((await send('POST', '/api/cars/ffffffffffffffffffffffff/updatecar', { make: 'Toyota', model: 'Camry', year: 2024 })).statusCode).toBe(404);
  });
});

describe('vehicle CSV upload', () => {
  const header = 'make,model,trim,year,bodyType,cylinders,seats,newCarValue';
  const csv = [header, `Toyota,Crown,Hybrid,${year},Sedan,4,5,"165,000"`, `Tesla,Model 3,RWD,${year},Sedan,4,5,170000`, `Kia,Seltos,EX,${year},SUV,4,5,78000.5`, `Kia,Carnival,EX,${year},Minivan,6,8,150000`].join('\n');

  it('all or nothing: saves nothing and names each rejected line and field (422)', async () => {
    const before = await trimCount();
    const response = await send('POST', '/api/admin/carcompanies/uploadvehiclecsv', { mode: 'all-or-nothing', csv });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: expect.stringMatching(/^Nothing was saved: 2 lines rejected\. Line 3, make: Unknown make "Tesla".*Line 5, bodyType:/),
      fieldErrors: { 'lines.3.make': expect.any(String), 'lines.5.bodyType': expect.any(String) },
    });
    expect(await trimCount()).toBe(before);
  });

  it('per line: saves the good lines and reports the rest', async () => {
    const before = await trimCount();
    const result = VehicleCsvResultSchema.parse((await send('POST', '/api/admin/carcompanies/uploadvehiclecsv', { mode: 'per-line', csv })).json()).data;
    expect(result).toMatchObject({ totalLines: 4, added: 2, updated: 0, rejected: 2 });
    expect(result.lines.map((l) => [l.line, l.status, l.field])).toEqual([[2, 'added', null], [3, 'rejected', 'make'], [4, 'added', null], [5, 'rejected', 'bodyType']]);
    expect(await trimCount()).toBe(before + 2);
    const again = VehicleCsvResultSchema.parse((await send('POST', '/api/admin/carcompanies/uploadvehiclecsv', { mode: 'per-line', csv: [header, `Toyota,Crown,Hybrid,${year},Sedan,4,5,166000`].join('\n') })).json()).data;
    expect(again).toMatchObject({ added: 0, updated: 1 });
  });

  it('refuses a header without the expected columns', async () => {
    const response = await send('POST', '/api/admin/carcompanies/uploadvehiclecsv', { mode: 'per-line', csv: 'make,model\nToyota,Camry' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/^Line 1, header: .*trim/);
  });

  it('adds a car company, and refuses to delete one with catalogue trims (409)', async () => {
    const make = (await send('POST', '/api/admin/carcompanies', { name: 'Tesla', country: 'United States' })).json().data;
    expect((await send('POST', '/api/admin/carcompanies', { name: 'tesla' })).statusCode).toBe(409);
    const toyota = CarMakeListResultSchema.parse((await send('GET', '/api/cars/gettopcars')).json()).data.find((m) => m.name === 'Toyota')!;
    expect((await send('DELETE', `/api/admin/carcompanies/${toyota._id}`)).statusCode).toBe(409);
    expect((await send('DELETE', `/api/admin/carcompanies/${make._id}`)).statusCode).toBe(200);
  });
});

describe("editing a proposal's car changes only what the edit gives (issue 12)", () => {
  const PROPOSALS = '/api/admin/proposals';
  const fullCar = {
    year: year - 2, make: 'Toyota', model: 'Camry', trim: 'LE', bodyType: 'Sedan', vehicleType: 'sedan', cylinders: 4, seats: 5, gccSpec: true, colour: 'White',
    firstRegistrationDate: `${year - 2}-03-01`, mileageKm: 30_000, valueFils: 80_000 * AED,
    registration: { chesisNo: 'JTNB11HK5J3000001', plateNumber: '12345', plateCode: 'A', registrationEmirate: 'Dubai', useOfVehicle: 'Personal' },
  };
  let proposalId: string;
  let carId: string;
  let quoteId: string;

  beforeAll(async () => {
    const response = await send('POST', `${PROPOSALS}/generatenewquotes`, wizardBody('car.edit@example.ae', { car: fullCar }));
    expect(response.statusCode, response.body).toBe(200);
    const created = ProposalCreatedResultSchema.parse(response.json()).data;
    proposalId = created.proposal._id;
    carId = created.proposal.carDetails!._id;
    quoteId = created.quotes[0]!._id;
  });

  const carOf = async () => ProposalDetailResultSchema.parse((await send('GET', `${PROPOSALS}/${proposalId}/getquotesbyproposalid`)).json()).data.carDetails!;

  it('keeps the value, vehicle type and every field a body of make, model and year leaves out', async () => {
    const before = await carOf();
    const response = await send('POST', `/api/cars/${carId}/updatecar`, { make: 'Toyota', model: 'Camry', year: year - 2 });
    expect(response.statusCode, response.body).toBe(200);
    expect(CarResultSchema.parse(response.json()).data).toMatchObject({ valueFils: 80_000 * AED, vehicleType: 'sedan', bodyType: 'Sedan', colour: 'White', gccSpec: true, cylinders: 4 });
    expect(await carOf()).toEqual(before);
  });

  it('leaves the proposal readable, assignable, its quotes readable and re-priceable', async () => {
    await send('POST', `/api/cars/${carId}/updatecar`, { make: 'Toyota', model: 'Camry', year: year - 2, colour: 'Black' });
    const detail = await send('GET', `${PROPOSALS}/${proposalId}/getquotesbyproposalid`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.needsRegeneration).toBe(true);
    const quote = await send('GET', `/api/admin/customers/${quoteId}/getquotedetails`);
    expect(quote.statusCode, quote.body).toBe(200);
    const [agent] = (await send('GET', `${PROPOSALS}/listofagents`)).json().data as Array<{ _id: string }>;
    const assigned = await send('PUT', `${PROPOSALS}/${proposalId}/assignproposaltoadmin`, { agentId: agent!._id });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const regenerated = await send('POST', `${PROPOSALS}/generatequotes?pId=${proposalId}`);
    expect(regenerated.statusCode, regenerated.body).toBe(200);
    expect(ProposalCreatedResultSchema.parse(regenerated.json()).data.proposal.carDetails).toMatchObject({ colour: 'Black', valueFils: 80_000 * AED, vehicleType: 'sedan' });
  });

  it('changes what it is given: a body type sets the vehicle type, null clears what may be blank, the proposal follows', async () => {
    const response = await send('POST', `/api/cars/${carId}/updatecar`, { make: 'Toyota', model: 'RAV4', year: year - 1, bodyType: 'SUV', colour: null, mileageKm: null, valueFils: 95_000 * AED });
    expect(response.statusCode, response.body).toBe(200);
    expect(await carOf()).toMatchObject({ model: 'RAV4', year: year - 1, bodyType: 'SUV', vehicleType: '4wd', colour: null, mileageKm: null, valueFils: 95_000 * AED, trim: 'LE', seats: 5 });
    const listed = (await send('POST', `${PROPOSALS}/getproposals?search=car.edit@example.ae`, {})).json().data as Array<{ car: string; valueFils: number }>;
    expect(listed).toMatchObject([{ car: `${year - 1} Toyota RAV4`, valueFils: 95_000 * AED }]);
  });

  it('refuses to clear or zero what a priced car needs (400 naming the field)', async () => {
    for (const [field, value] of [['valueFils', null], ['valueFils', 0], ['cylinders', null]] as const) {
      const response = await send('POST', `/api/cars/${carId}/updatecar`, { make: 'Toyota', model: 'RAV4', year: year - 1, [field]: value });
      expect(response.statusCode, `${field}=${value}`).toBe(400);
      expect(response.json().fieldErrors).toHaveProperty(field);
    }
    expect(await carOf()).toMatchObject({ valueFils: 95_000 * AED, cylinders: 4 });
  });
});

describe('editing a car company changes only what the edit gives (issue 12)', () => {
  it('keeps the country and flags an edit with the name leaves out, and clears the country it sets to null', async () => {
    const make = CarMakeResultSchema.parse((await send('POST', '/api/admin/carcompanies', { name: 'Polestar', country: 'Sweden', isTop: true, isActive: false })).json()).data;
    const renamed = await send('PUT', `/api/admin/carcompanies/${make._id}`, { name: 'Polestar Cars' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(CarMakeResultSchema.parse(renamed.json()).data).toEqual({ ...make, name: 'Polestar Cars', updatedAt: expect.any(String) });
    const cleared = CarMakeResultSchema.parse((await send('PUT', `/api/admin/carcompanies/${make._id}`, { name: 'Polestar Cars', country: null })).json()).data;
    expect(cleared).toMatchObject({ country: null, isTop: true, isActive: false });
  });
});
