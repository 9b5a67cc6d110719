import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailResultSchema } from '../../../shared/contract/index.js';
import { healthProvidersResource } from '../../../shared/contract/health-insurance/index.js';
import { healthNetworksResource, healthTpasResource } from '../../../shared/contract/health-matrix/index.js';
import { AssignmentResultSchema, NetworkProvidersResultSchema } from '../../../shared/contract/health-network-providers/index.js';
import { buildTestServer, createTestAccount, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { newId } from '../../db/ids.js';
import { routeCalls } from '../../../tests/helpers/routeCalls.js';

const HEALTH = '/api/admin/health';
const PROVIDERS = `${HEALTH}/healthprovider`;
const Provider = detailResultSchema(healthProvidersResource.schemas.record);
const Tpa = detailResultSchema(healthTpasResource.schemas.record);
const Network = detailResultSchema(healthNetworksResource.schemas.record);

let server: TestServer;
let admin: string;
let reader: string;
let companyId: string;
/** A prefix no demo provider has, so searches find this test's providers only. */
const tag = `Zq${Date.now().toString(36)}`;

beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 0 } });
  admin = await server.login();
  await createTestAccount(server.app, { email: 'company-reader@brokerdesk.test', moduleAccess: { company: { read: true } } });
  reader = await server.login('company-reader@brokerdesk.test');
  companyId = (await server.app.db.selectFrom('insurance_companies').select('id').orderBy('seq').executeTakeFirstOrThrow()).id;
});
afterAll(async () => server.close());

const { send, ok } = routeCalls(() => server, () => admin);

let licence = 0;
const createProvider = async (providerName: string, emirate = 'Dubai', providerType = 'Clinic') => Provider.parse(await ok('POST', `${PROVIDERS}/createhealthprovider`, {
  providerName: `${tag} ${providerName}`, providerType, emirate, providerContactNumber: '04 123 4567', providerLicenseNumber: `${tag}-${(licence += 1)}`,
  serviceProvider: 'Test Group', providerAddresss: 'Test street', providerCode: `${tag}-C${licence}`,
})).data;
const createNetwork = async (networkName = 'RN2') => {
  const tpa = Tpa.parse(await ok('POST', `${HEALTH}/healthmatrix/createhealthtpa`, { company: companyId, TPAName: `${tag} TPA` })).data;
  return Network.parse(await ok('POST', `${HEALTH}/healthmatrix/createhealthnetwork`, { tpa: tpa._id, networkName })).data;
};
const list = async (networkId: string, query = '') => NetworkProvidersResultSchema.parse(await ok('GET', `${PROVIDERS}/getproviders?networkId=${networkId}&size=100${query}`));
const assign = async (networkId: string, providerIds: string[]) => AssignmentResultSchema.parse(await ok('PUT', `${PROVIDERS}/${networkId}/assignproviders`, { providerIds }));
const names = (result: { data: Array<{ providerName: string }> }) => result.data.map((provider) => provider.providerName.replace(`${tag} `, ''));

describe('the providers of a network', () => {
  it('assigns providers, lists them by name with search and filters, and lists the others as available', async () => {
    const network = await createNetwork();
    const clinic = await createProvider('Beta Clinic', 'Dubai', 'Clinic');
    const hospital = await createProvider('Alpha Hospital', 'Sharjah', 'Hospital');
    const pharmacy = await createProvider('Gamma Pharmacy', 'Dubai', 'Pharmacy');
    expect((await list(network._id)).data).toEqual([]);

    const added = await assign(network._id, [clinic._id, hospital._id]);
    expect(added.data).toEqual({ networkId: network._id, changed: 2, providerCount: 2 });
    expect(added.message).toBe('2 providers added to the network');
    const assigned = await list(network._id);
    expect(names(assigned)).toEqual(['Alpha Hospital', 'Beta Clinic']);
    expect(assigned.pagination.totalItems).toBe(2);
    expect(assigned.data[0]).toMatchObject({ providerType: 'Hospital', emirate: 'Sharjah', providerCode: hospital.providerCode });
    expect(names(await list(network._id, '&search=beta'))).toEqual(['Beta Clinic']);
    expect(names(await list(network._id, `&search=${encodeURIComponent(hospital.providerLicenseNumber)}`))).toEqual(['Alpha Hospital']);
    expect(names(await list(network._id, '&emirate=Sharjah'))).toEqual(['Alpha Hospital']);
    expect(names(await list(network._id, '&providerType=Clinic'))).toEqual(['Beta Clinic']);
    expect(names(await list(network._id, `&scope=available&search=${tag}`))).toEqual(['Gamma Pharmacy']);
    expect(names(await list(network._id, `&scope=available&search=${tag}&providerType=Clinic`))).toEqual([]);

    // Another network of the same insurer holds its own set.
    const other = await createNetwork('GN+');
    await assign(other._id, [pharmacy._id]);
    expect(names(await list(other._id))).toEqual(['Gamma Pharmacy']);
    expect(names(await list(network._id))).toEqual(['Alpha Hospital', 'Beta Clinic']);
  });

  it('pages the assigned providers with their total', async () => {
    const network = await createNetwork();
    const made = [];
    for (const name of ['P1', 'P2', 'P3', 'P4', 'P5']) made.push(await createProvider(name));
    await assign(network._id, made.map((provider) => provider._id));
    const second = NetworkProvidersResultSchema.parse(await ok('GET', `${PROVIDERS}/getproviders?networkId=${network._id}&page=2&size=2`));
    expect(names(second)).toEqual(['P3', 'P4']);
    expect(second.pagination).toMatchObject({ totalItems: 5, page: 2, size: 2 });
    const past = NetworkProvidersResultSchema.parse(await ok('GET', `${PROVIDERS}/getproviders?networkId=${network._id}&page=9&size=2`));
    expect(past.data).toEqual([]);
    expect(past.pagination.totalItems).toBe(5);
  });

  it('assigns and removes idempotently: twice changes nothing', async () => {
    const network = await createNetwork();
    const first = await createProvider('Idem One');
    const second = await createProvider('Idem Two');
    await assign(network._id, [first._id]);
    const again = await assign(network._id, [first._id, first._id, second._id]);
    expect(again.data).toMatchObject({ changed: 1, providerCount: 2 });
    expect((await assign(network._id, [second._id])).data).toMatchObject({ changed: 0, providerCount: 2 });
    expect((await assign(network._id, [second._id])).message).toBe('The network already had these providers');
    const removed = AssignmentResultSchema.parse(await ok('PUT', `${PROVIDERS}/${network._id}/removeproviders`, { providerIds: [first._id] }));
    expect(removed.data).toMatchObject({ changed: 1, providerCount: 1 });
    expect(removed.message).toBe('1 provider removed from the network');
    const none = AssignmentResultSchema.parse(await ok('PUT', `${PROVIDERS}/${network._id}/removeproviders`, { providerIds: [first._id, 'unknown-id'] }));
    expect(none.data).toMatchObject({ changed: 0, providerCount: 1 });
    expect(names(await list(network._id))).toEqual(['Idem Two']);
  });

  it('refuses an unknown or removed provider as a whole (400 naming providerIds), an empty list, and an unknown network (404)', async () => {
    const network = await createNetwork();
    const kept = await createProvider('Kept Clinic');
    const gone = await createProvider('Gone Clinic');
    expect((await send('DELETE', `${PROVIDERS}/${gone._id}`)).statusCode).toBe(200);
    for (const providerIds of [[kept._id, 'no-such-provider'], [gone._id]]) {
      const response = await send('PUT', `${PROVIDERS}/${network._id}/assignproviders`, { providerIds });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.providerIds).toMatch(/^No provider has the id /);
    }
    expect((await list(network._id)).data).toEqual([]);
    const empty = await send('PUT', `${PROVIDERS}/${network._id}/assignproviders`, { providerIds: [] });
    expect(empty.json().fieldErrors).toEqual({ providerIds: 'Choose at least one provider' });
    expect((await send('PUT', `${PROVIDERS}/${newId()}/assignproviders`, { providerIds: [kept._id] })).statusCode).toBe(404);
    expect((await send('GET', `${PROVIDERS}/getproviders?networkId=${newId()}`)).statusCode).toBe(404);
    expect((await send('GET', `${PROVIDERS}/getproviders`)).json().fieldErrors).toHaveProperty('networkId');
    expect((await send('GET', `${PROVIDERS}/getproviders?networkId=${network._id}&emirate=Al%20Ain`)).statusCode).toBe(400);
  });

  it('keeps a removed provider linked but unlisted, and drops the links with the network', async () => {
    const network = await createNetwork();
    const provider = await createProvider('Soon Removed');
    await assign(network._id, [provider._id]);
    await send('DELETE', `${PROVIDERS}/${provider._id}`);
    expect((await list(network._id)).data).toEqual([]);
    const links = () => server.app.db.withTables<{ health_network_providers: { network_id: string } }>().selectFrom('health_network_providers').select('network_id').where('network_id', '=', network._id).execute();
    expect(await links()).toHaveLength(1);
    expect((await send('DELETE', `${HEALTH}/healthmatrix/${network._id}/deletehealthnetwork`)).statusCode).toBe(200);
    expect(await links()).toHaveLength(0);
  });

  it('lets staff with company read list but not assign; strangers are refused', async () => {
    const network = await createNetwork();
    expect((await send('GET', `${PROVIDERS}/getproviders?networkId=${network._id}`, undefined, reader)).statusCode).toBe(200);
    expect((await send('PUT', `${PROVIDERS}/${network._id}/assignproviders`, { providerIds: ['x'] }, reader)).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: `${PROVIDERS}/getproviders?networkId=${network._id}` })).statusCode).toBe(401);
  });
});

describe('the demo networks', () => {
  it('hold providers of the emirates their cities sell in, listed through the call', async () => {
    const db = server.app.db.withTables<{ health_cities: { network_id: string; city_name: string } }>();
    const cities = await db.selectFrom('health_cities').select(['network_id', 'city_name']).where('network_id', 'like', 'demo-%').execute();
    expect(cities.length).toBeGreaterThan(0);
    const networkId = cities[0]!.network_id;
    const emirates = new Set(cities.filter((city) => city.network_id === networkId).flatMap((city) => (JSON.parse(city.city_name) as Array<{ emirate: string }>).map((entry) => entry.emirate)));
    const page = await list(networkId);
    expect(page.pagination.totalItems).toBeGreaterThan(10);
    expect(page.data.every((provider) => emirates.has(provider.emirate))).toBe(true);
  });
});
