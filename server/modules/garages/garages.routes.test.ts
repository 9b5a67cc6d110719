import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailResultSchema, listResultSchema } from '../../../shared/contract/index.js';
import { GarageInsurersResultSchema, NetworkChangeResultSchema, NetworkGaragesResultSchema, garagesResource } from '../../../shared/contract/garages/index.js';
import { buildTestServer, createTestAccount, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { garageInNetwork } from './network.repository.js';

const GARAGE = '/api/admin/autogarage';
const NETWORK = '/api/admin/companygarage';
const GarageResult = detailResultSchema(garagesResource.schemas.record);
const GarageList = listResultSchema(garagesResource.schemas.record);

let server: TestServer;
let admin: string;
let insurers: Array<{ id: string; company_name: string }>;
beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 0 } });
  admin = await server.login();
  insurers = await server.app.db.selectFrom('insurance_companies').select(['id', 'company_name']).orderBy('seq').limit(2).execute();
});
afterAll(async () => server.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (method: Method, url: string, payload?: object, token = admin) => server.injectAs(token, { method, url, ...(payload && { payload }) });
let made = 0;
const garageBody = (overrides: Record<string, unknown> = {}) => ({
  name: `Test Motors ${++made}`, emirate: 'Sharjah', area: 'Industrial Area 5', phone: '06 543 2100', agency: 'nonagency', ...overrides,
});
const createGarage = async (overrides: Record<string, unknown> = {}) => {
  const response = await send('POST', `${GARAGE}/create`, garageBody(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return GarageResult.parse(response.json()).data;
};
/** An edit gives the required fields (the kit's partial edit) and the ones it changes. */
const edit = (garage: { name: string; area: string; phone: string }, changes: Record<string, unknown>) => ({ name: garage.name, area: garage.area, phone: garage.phone, ...changes });
const network = async (companyId: string, query = '') => NetworkGaragesResultSchema.parse((await send('GET', `${NETWORK}/getGaragesByCompany/${companyId}${query}`)).json());

describe('garages', () => {
  it('creates a garage with its contact, reads it, and lists it by search and filters, five to a page', async () => {
    const garage = await createGarage({
      name: 'Zephyr Auto Care', emirate: 'Fujairah', area: 'Dibba', address: 'Plot 12', phone: '+971 9 222 3333', email: 'desk@zephyr.ae', contactPerson: 'Omar Al Shamsi',
      agency: 'agency', makesServed: 'Toyota, Lexus', googleMapsUrl: 'https://maps.app.goo.gl/zephyr1',
    });
    expect(garage).toMatchObject({ name: 'Zephyr Auto Care', emirate: 'Fujairah', agency: 'agency', isActive: true, phone: '+971 9 222 3333', makesServed: 'Toyota, Lexus' });
    expect(GarageResult.parse((await send('GET', `${GARAGE}/getgarage/${garage._id}`)).json()).data).toEqual(garage);
    const found = GarageList.parse((await send('POST', `${GARAGE}/getallgarages?search=zephyr`)).json());
    expect(found.data.map((row) => row._id)).toEqual([garage._id]);
    const filtered = GarageList.parse((await send('POST', `${GARAGE}/getallgarages?emirate=Fujairah&agency=agency&isActive=true&size=100`)).json());
    expect(filtered.data.map((row) => row._id)).toContain(garage._id);
    expect(filtered.data.every((row) => row.emirate === 'Fujairah' && row.agency === 'agency' && row.isActive)).toBe(true);
    const page = GarageList.parse((await send('POST', `${GARAGE}/getallgarages`)).json());
    expect(page.data).toHaveLength(5);
    expect(page.pagination.size).toBe(5);
  });

  it('refuses a phone that is not a UAE landline or mobile, a bad e-mail or map link, and an unknown emirate, naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ phone: '+44 20 7946 0958' }, 'phone', /UAE landline or mobile/],
      [{ phone: '' }, 'phone', /Phone is required/],
      [{ email: 'desk at garage' }, 'email', /valid e-mail/],
      [{ googleMapsUrl: 'http://example.com/map' }, 'googleMapsUrl', /Google Maps/],
      [{ emirate: 'Muscat' }, 'emirate', /Abu Dhabi, Ajman, Dubai/],
      [{ agency: 'dealer' }, 'agency', /Agency, Non-agency/],
      [{ name: ' ' }, 'name', /Garage name is required/],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await send('POST', `${GARAGE}/create`, garageBody(overrides));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fieldErrors[field]).toMatch(message);
    }
  });

  it('takes a name once per emirate, whatever its case, and again in another emirate or after a removal', async () => {
    const first = await createGarage({ name: 'Twin Oaks Garage', emirate: 'Ajman' });
    const clash = await send('POST', `${GARAGE}/create`, garageBody({ name: 'twin oaks garage', emirate: 'Ajman' }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('A garage named twin oaks garage is already listed in Ajman');
    const elsewhere = await createGarage({ name: 'Twin Oaks Garage', emirate: 'Dubai' });
    expect((await send('PUT', `${GARAGE}/${elsewhere._id}`, edit(elsewhere, { emirate: 'Ajman' }))).statusCode).toBe(409);
    expect((await send('DELETE', `${GARAGE}/${first._id}`)).statusCode).toBe(200);
    expect((await send('GET', `${GARAGE}/getgarage/${first._id}`)).statusCode).toBe(404);
    expect(GarageResult.parse((await send('PUT', `${GARAGE}/${elsewhere._id}`, edit(elsewhere, { emirate: 'Ajman' }))).json()).data.emirate).toBe('Ajman');
  });

  it('edits only the fields given and switches a garage off', async () => {
    const garage = await createGarage({ contactPerson: 'Ravi Kumar' });
    const edited = GarageResult.parse((await send('PUT', `${GARAGE}/${garage._id}`, edit(garage, { phone: '050 123 4567', isActive: false }))).json()).data;
    expect(edited).toMatchObject({ phone: '050 123 4567', isActive: false, contactPerson: 'Ravi Kumar', name: garage.name });
    expect((await send('PUT', `${GARAGE}/${garage._id}`, edit(garage, { phone: '1234' }))).statusCode).toBe(400);
    expect((await send('PUT', `${GARAGE}/no-such-garage`, edit(garage, {}))).statusCode).toBe(404);
  });

  it('is refused to staff without the garages module', async () => {
    await createTestAccount(server.app, { email: 'no-garages@brokerdesk.test', moduleAccess: { customer: { read: true } } });
    const token = await server.login('no-garages@brokerdesk.test');
    expect((await send('POST', `${GARAGE}/getallgarages`, undefined, token)).statusCode).toBe(403);
    expect((await send('POST', `${GARAGE}/create`, garageBody(), token)).statusCode).toBe(403);
  });
});

describe("insurers' garage networks", () => {
  it('adds garages to a network once, however often the call is repeated, and lists them with the insurer on the garage', async () => {
    const [insurer] = insurers;
    const a = await createGarage({ name: 'Network Alpha Garage' });
    const b = await createGarage({ name: 'Network Beta Garage', emirate: 'Dubai', agency: 'agency' });
    const before = (await network(insurer!.id)).pagination.totalItems;
    const first = NetworkChangeResultSchema.parse((await send('PUT', `${NETWORK}/updateCompanyGarages/${insurer!.id}`, { garageIds: [a._id, b._id, a._id] })).json());
    expect(first.data).toEqual({ changed: 2, total: before + 2 });
    const again = NetworkChangeResultSchema.parse((await send('PUT', `${NETWORK}/updateCompanyGarages/${insurer!.id}`, { garageIds: [a._id, b._id] })).json());
    expect(again.data).toEqual({ changed: 0, total: before + 2 });
    const listed = await network(insurer!.id, '?search=network%20beta');
    expect(listed.data).toEqual([expect.objectContaining({ _id: b._id, name: 'Network Beta Garage', emirate: 'Dubai', agency: 'agency', isActive: true })]);
    expect((await network(insurer!.id)).pagination.size).toBe(5);
    const onGarage = GarageInsurersResultSchema.parse((await send('GET', `${GARAGE}/${a._id}/companies`)).json());
    expect(onGarage.data).toEqual([expect.objectContaining({ _id: insurer!.id, companyName: insurer!.company_name })]);
    expect(await garageInNetwork(server.app.db, insurer!.id, a._id)).toBe(true);
    expect(await garageInNetwork(server.app.db, insurers[1]!.id, a._id)).toBe(false);
  });

  it('removes garages from a network, a second time changing nothing, and leaves the other insurers alone', async () => {
    const [first, second] = insurers;
    const garage = await createGarage({ name: 'Shared Network Garage' });
    for (const insurer of [first!, second!]) await send('PUT', `${NETWORK}/updateCompanyGarages/${insurer.id}`, { garageIds: [garage._id] });
    const removed = NetworkChangeResultSchema.parse((await send('DELETE', `${NETWORK}/removeGaragesFromCompany/${first!.id}`, { garageIds: [garage._id] })).json());
    expect(removed.data.changed).toBe(1);
    const again = NetworkChangeResultSchema.parse((await send('DELETE', `${NETWORK}/removeGaragesFromCompany/${first!.id}`, { garageIds: [garage._id] })).json());
    expect(again.data.changed).toBe(0);
    expect(await garageInNetwork(server.app.db, first!.id, garage._id)).toBe(false);
    expect(await garageInNetwork(server.app.db, second!.id, garage._id)).toBe(true);
    const onGarage = GarageInsurersResultSchema.parse((await send('GET', `${GARAGE}/${garage._id}/companies`)).json());
    expect(onGarage.data.map((row) => row._id)).toEqual([second!.id]);
  });

  it('refuses unknown garages (400 naming them) and unknown insurers (404), changing nothing', async () => {
    const [insurer] = insurers;
    const garage = await createGarage();
    const unknown = await send('PUT', `${NETWORK}/updateCompanyGarages/${insurer!.id}`, { garageIds: [garage._id, 'no-such-garage'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors.garageIds).toBe('No garage has the id no-such-garage');
    expect(await garageInNetwork(server.app.db, insurer!.id, garage._id)).toBe(false);
    expect((await send('DELETE', `${NETWORK}/removeGaragesFromCompany/${insurer!.id}`, { garageIds: ['gone-garage'] })).statusCode).toBe(400);
    expect((await send('PUT', `${NETWORK}/updateCompanyGarages/${insurer!.id}`, { garageIds: [] })).json().fieldErrors.garageIds).toMatch(/at least one garage/);
    expect((await send('PUT', `${NETWORK}/updateCompanyGarages/no-such-company`, { garageIds: [garage._id] })).statusCode).toBe(404);
    expect((await send('GET', `${NETWORK}/getGaragesByCompany/no-such-company`)).statusCode).toBe(404);
    expect((await send('GET', `${GARAGE}/no-such-garage/companies`)).statusCode).toBe(404);
  });

  it('leaves a removed garage out of the networks and out of garageInNetwork', async () => {
    const [insurer] = insurers;
    const garage = await createGarage({ name: 'Closing Down Garage' });
    await send('PUT', `${NETWORK}/updateCompanyGarages/${insurer!.id}`, { garageIds: [garage._id] });
    expect((await send('DELETE', `${GARAGE}/${garage._id}`)).statusCode).toBe(200);
    expect((await network(insurer!.id, '?search=closing%20down')).data).toEqual([]);
    expect(await garageInNetwork(server.app.db, insurer!.id, garage._id)).toBe(false);
  });

  it('opens the network calls with the companies module: reading with "View", changing with "Update"', async () => {
    const [insurer] = insurers;
    await createTestAccount(server.app, { email: 'companies-viewer@brokerdesk.test', moduleAccess: { company: { read: true } } });
    const viewer = await server.login('companies-viewer@brokerdesk.test');
    expect((await send('GET', `${NETWORK}/getGaragesByCompany/${insurer!.id}`, undefined, viewer)).statusCode).toBe(200);
    const garage = await createGarage();
    expect((await send('PUT', `${NETWORK}/updateCompanyGarages/${insurer!.id}`, { garageIds: [garage._id] }, viewer)).statusCode).toBe(403);
    expect((await send('DELETE', `${NETWORK}/removeGaragesFromCompany/${insurer!.id}`, { garageIds: [garage._id] }, viewer)).statusCode).toBe(403);
  });
});
