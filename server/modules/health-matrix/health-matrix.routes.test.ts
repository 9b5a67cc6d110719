import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailResultSchema, listResultSchema } from '../../../shared/contract/index.js';
import {
  healthCitiesResource, healthMatrixesResource, healthNetworksResource, healthPlansResource, healthTpasResource,
} from '../../../shared/contract/health-matrix/index.js';
import { newHealthInsurer } from '../../../tests/fixtures/health/healthInsurer.fixture.js';
import { buildTestServer, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { DEMO_AGENT_EMAIL } from '../../demo/seedDemo.js';
import { healthTreeDb } from './health-matrix.tables.js';
import { routeCalls } from '../../../tests/helpers/routeCalls.js';

const BASE = '/api/admin/health/healthmatrix';
const TpaResult = detailResultSchema(healthTpasResource.schemas.record);
const TpaList = listResultSchema(healthTpasResource.schemas.record);
const NetworkResult = detailResultSchema(healthNetworksResource.schemas.record);
const NetworkList = listResultSchema(healthNetworksResource.schemas.record);
const CityResult = detailResultSchema(healthCitiesResource.schemas.record);
const CityList = listResultSchema(healthCitiesResource.schemas.record);
const PlanResult = detailResultSchema(healthPlansResource.schemas.record);
const PlanList = listResultSchema(healthPlansResource.schemas.record);
const RowResult = detailResultSchema(healthMatrixesResource.schemas.record);
const RowList = listResultSchema(healthMatrixesResource.schemas.record);

let server: TestServer;
let admin: string;
let companyId: string;
beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 3 } });
  admin = await server.login();
  // A company of its own, so the demo's health tree is not in these lists.
  companyId = await newHealthInsurer(server.app.db, 'Tree Test');
});
afterAll(async () => server.close());

const { send, ok, refusal } = routeCalls(() => server, () => admin);

const createTpa = async (TPAName = 'NAS') => TpaResult.parse(await ok('POST', `${BASE}/createhealthtpa`, { company: companyId, TPAName })).data;
const createNetwork = async (tpa: string, networkName = 'RN3') => NetworkResult.parse(await ok('POST', `${BASE}/createhealthnetwork`, { tpa, networkName })).data;
const createCity = async (network: string, emirates: string[] = ['Dubai', 'Sharjah']) =>
  CityResult.parse(await ok('POST', `${BASE}/createhealthcity`, { network, cityName: emirates.map((emirate) => ({ emirate })) })).data;
const createPlan = async (city: string, values: Record<string, unknown> = {}) =>
  PlanResult.parse(await ok('POST', `${BASE}/createhealthplan`, { city, planName: 'Silver 10', coPay: '10', ...values })).data;
const rowBody = (plan: string, values: Record<string, unknown> = {}) => ({
  plan, visaType: [{ visaType: 'Self' }], ageFrom: 18, ageTo: 30, gender: 'Male', premium: 250_000, ...values,
});
const createRow = async (plan: string, values: Record<string, unknown> = {}) => RowResult.parse(await ok('POST', `${BASE}/createhealthmatrix`, rowBody(plan, values))).data;

/** What an edit of a row must give (the kit's partial edits name the required fields). */
const required = (row: { plan: string | null; visaType: unknown; premium: number }) => ({ plan: row.plan, visaType: row.visaType, premium: row.premium });

/** A plan with its TPA, network and city, for the matrix tests. */
const newPlan = async () => createPlan((await createCity((await createNetwork((await createTpa()) ._id))._id))._id);

describe('TPAs', () => {
  it('creates, reads, lists with the count of networks, edits and searches the TPAs of a company', async () => {
    const tpa = await createTpa('Nextcare');
    expect(tpa).toMatchObject({ company: companyId, TPAName: 'Nextcare', networkCount: 0 });
    await createNetwork(tpa._id, 'GN');
    await createNetwork(tpa._id, 'GN+');
    expect(TpaResult.parse(await ok('GET', `${BASE}/${tpa._id}/gethealthtpa`)).data.networkCount).toBe(2);
    const edited = TpaResult.parse(await ok('PUT', `${BASE}/${tpa._id}/updatehealthtpa`, { company: companyId, TPAName: 'NextCare' })).data;
    expect(edited.TPAName).toBe('NextCare');
    const list = TpaList.parse(await ok('POST', `${BASE}/getallhealthtpas/${companyId}?page=1&size=100&search=nextcare`, {}));
    expect(list.data.map((item) => [item.TPAName, item.networkCount])).toEqual([['NextCare', 2]]);
    // A list without a body is no filter, as the kit's POST lists take it.
    expect((await send('POST', `${BASE}/getallhealthtpas/${companyId}?page=1&size=100`)).statusCode).toBe(200);
  });

  it('refuses a TPA without a name or under an unknown company, and an unknown company in the list path', async () => {
    expect(await refusal('POST', `${BASE}/createhealthtpa`, { company: companyId, TPAName: '  ' })).toMatchObject({ status: 400, fieldErrors: { TPAName: 'TPA name is required' } });
    expect(await refusal('POST', `${BASE}/createhealthtpa`, { company: 'nope', TPAName: 'NAS' })).toMatchObject({ status: 400, fieldErrors: { company: 'Choose an existing insurance company' } });
    expect((await refusal('POST', `${BASE}/getallhealthtpas/nope?page=1&size=10`, {})).status).toBe(404);
    expect((await refusal('GET', `${BASE}/nope/gethealthtpa`)).status).toBe(404);
  });

  it('keeps the tree to staff with the company grants', async () => {
    const agent = await server.login(DEMO_AGENT_EMAIL);
    const response = await server.injectAs(agent, { method: 'POST', url: `${BASE}/createhealthtpa`, payload: { company: companyId, TPAName: 'Agent TPA' } });
    expect(response.statusCode).toBe(403);
    expect((await server.app.inject({ method: 'POST', url: `${BASE}/getallhealthtpas/${companyId}?page=1&size=10`, payload: {} })).statusCode).toBe(401);
  });
});

describe('networks and cities', () => {
  it('lists a TPA\'s networks with their cities, and a network\'s cities (emirates) with their plans', async () => {
    const tpa = await createTpa('Mednet');
    const network = await createNetwork(tpa._id, 'Silver network');
    const city = await createCity(network._id, ['Abu Dhabi', 'Ajman']);
    await createPlan(city._id);
    const networks = NetworkList.parse(await ok('POST', `${BASE}/getallhealthnetworks/${tpa._id}?page=1&size=10`, {}));
    expect(networks.data.map((item) => [item.networkName, item.cityCount, item.TPAName])).toEqual([['Silver network', 1, 'Mednet']]);
    const cities = CityList.parse(await ok('POST', `${BASE}/getallhealthcities/${network._id}?page=1&size=10`, {}));
    expect(cities.data.map((item) => [item.cityName.map((entry) => entry.emirate), item.planCount])).toEqual([[['Abu Dhabi', 'Ajman'], 1]]);
    const edited = CityResult.parse(await ok('PUT', `${BASE}/${city._id}/updatehealthcity`, { network: network._id, cityName: [{ emirate: 'Fujairah' }] })).data;
    expect(edited.cityName).toEqual([{ emirate: 'Fujairah' }]);
    const renamed = NetworkResult.parse(await ok('PUT', `${BASE}/${network._id}/updatehealthnetwork`, { tpa: tpa._id, networkName: 'Gold network' })).data;
    expect(renamed.networkName).toBe('Gold network');
    expect(NetworkResult.parse(await ok('GET', `${BASE}/${network._id}/gethealthnetwork`)).data.networkName).toBe('Gold network');
    expect(CityResult.parse(await ok('GET', `${BASE}/${city._id}/gethealthcity`)).data.planCount).toBe(1);
  });

  it('refuses a network without a name, a city without emirates, one emirate twice, an emirate not of the seven, and moving a record to another parent', async () => {
    const tpa = await createTpa();
    const network = await createNetwork(tpa._id);
    expect(await refusal('POST', `${BASE}/createhealthnetwork`, { tpa: tpa._id })).toMatchObject({ status: 400, fieldErrors: { networkName: 'Network name is required' } });
    expect((await refusal('POST', `${BASE}/createhealthcity`, { network: network._id, cityName: [] })).fieldErrors).toEqual({ cityName: 'City: add at least 1' });
    expect((await refusal('POST', `${BASE}/createhealthcity`, { network: network._id, cityName: [{ emirate: 'Dubai' }, { emirate: 'Dubai' }] })).fieldErrors)
      .toEqual({ 'cityName.1.emirate': 'Dubai is chosen twice' });
    expect((await refusal('POST', `${BASE}/createhealthcity`, { network: network._id, cityName: [{ emirate: 'Al Ain' }] })).fieldErrors?.['cityName.0.emirate']).toMatch(/^Emirate must be one of/);
    const other = await createNetwork(tpa._id, 'Other');
    const city = await createCity(network._id);
    expect(await refusal('PUT', `${BASE}/${city._id}/updatehealthcity`, { network: other._id, cityName: city.cityName })).toMatchObject({ status: 400, fieldErrors: { network: 'A city stays with its network' } });
    expect((await refusal('POST', `${BASE}/getallhealthcities/nope?page=1&size=10`, {})).status).toBe(404);
  });
});

describe('plans', () => {
  it('creates, lists with the count of matrix rows and filters, and edits the plans of a city', async () => {
    const tpa = await createTpa();
    const city = await createCity((await createNetwork(tpa._id))._id, ['Dubai']);
    const plan = await createPlan(city._id, { isBasic: true, isPremiumRequestUpon: true });
    expect(plan).toMatchObject({ planName: 'Silver 10', coPay: '10', scheme: 'standard', isBasic: true, isEnable: true, isPremiumRequestUpon: true, matrixCount: 0 });
    await createRow(plan._id);
    await createPlan(city._id, { planName: 'Essential', coPay: '20', scheme: 'dubaiEssential', isEnable: false });
    const list = PlanList.parse(await ok('POST', `${BASE}/getallhealthplans/${city._id}?page=1&size=10&sortField=planName&sortDirection=asc`, {}));
    expect(list.data.map((item) => [item.planName, item.matrixCount])).toEqual([['Essential', 0], ['Silver 10', 1]]);
    const active = PlanList.parse(await ok('POST', `${BASE}/getallhealthplans/${city._id}?page=1&size=10`, { isEnable: true }));
    expect(active.data.map((item) => item.planName)).toEqual(['Silver 10']);
    const edited = PlanResult.parse(await ok('PUT', `${BASE}/${plan._id}/updatehealthplan`, { city: city._id, planName: plan.planName, coPay: '0', isEnable: false })).data;
    expect(edited).toMatchObject({ coPay: '0', isEnable: false, isBasic: true });
    expect(PlanResult.parse(await ok('GET', `${BASE}/${plan._id}/gethealthplan`)).data.matrixCount).toBe(1);
  });

  it('refuses a co-pay off the list, a plan without a name, and a regulated plan under a city without its emirate', async () => {
    const city = await createCity((await createNetwork((await createTpa())._id))._id, ['Sharjah']);
    expect((await refusal('POST', `${BASE}/createhealthplan`, { city: city._id, planName: 'X', coPay: '25' })).fieldErrors?.coPay).toMatch(/^Co-pay must be one of: 0 %, 5 %, 10 %/);
    expect((await refusal('POST', `${BASE}/createhealthplan`, { city: city._id, coPay: '10' })).fieldErrors).toEqual({ planName: 'Plan name is required' });
    expect(await refusal('POST', `${BASE}/createhealthplan`, { city: city._id, planName: 'EBP', coPay: '20', scheme: 'dubaiEssential' }))
      .toMatchObject({ status: 400, fieldErrors: { scheme: 'A Dubai Essential Benefits Plan is sold in Dubai only: its city must include Dubai' } });
    const plan = await createPlan(city._id);
    expect(await refusal('PUT', `${BASE}/${plan._id}/updatehealthplan`, { city: city._id, planName: plan.planName, scheme: 'abuDhabiBasic' }))
      .toMatchObject({ status: 400, fieldErrors: { scheme: 'An Abu Dhabi basic plan is sold in Abu Dhabi only: its city must include Abu Dhabi' } });
  });
});

describe('matrix rows', () => {
  it('creates a row with its defaults, lists the plan\'s rows by age, reads and edits one', async () => {
    const plan = await newPlan();
    const row = await createRow(plan._id, { salaryFrom: 4001, salaryTo: 12000, relation: 'Wife', gender: 'Female', maternityAmount: 75_000 });
    expect(row).toMatchObject({ visaType: [{ visaType: 'Self' }], ageFrom: 18, ageTo: 30, salaryFrom: 4001, salaryTo: 12000, gender: 'Female', relation: 'Wife', premium: 250_000, maternityAmount: 75_000 });
    const plain = await createRow(plan._id, { ageFrom: 0, ageTo: 17 });
    expect(plain).toMatchObject({ salaryFrom: null, salaryTo: null, relation: 'any', maternityAmount: 0 });
    const list = RowList.parse(await ok('POST', `${BASE}/getallhealthmatrixes/${plan._id}?page=1&size=10`, {}));
    expect(list.data.map((item) => item.ageFrom)).toEqual([0, 18]);
    const edited = RowResult.parse(await ok('PUT', `${BASE}/${plain._id}/updatehealthmatrix`, { ...required(plain), premium: 0, salaryTo: 4000 })).data;
    expect(edited).toMatchObject({ premium: 0, salaryTo: 4000, salaryFrom: null });
    expect(RowResult.parse(await ok('GET', `${BASE}/${row._id}/gethealthmatrix`)).data.relation).toBe('Wife');
  });

  it('refuses age and salary bands upside down, negative premiums, and `all` beside other visa types, naming the field', async () => {
    const plan = await newPlan();
    const create = (values: Record<string, unknown>) => refusal('POST', `${BASE}/createhealthmatrix`, rowBody(plan._id, values));
    expect(await create({ ageFrom: 31, ageTo: 30 })).toMatchObject({ status: 400, fieldErrors: { ageTo: 'Age to must not be below age from' } });
    expect(await create({ salaryFrom: 5000, salaryTo: 4000 })).toMatchObject({ status: 400, fieldErrors: { salaryTo: 'Salary to must not be below salary from' } });
    expect(await create({ premium: -1 })).toMatchObject({ status: 400, fieldErrors: { premium: 'Premium must be 0 or more' } });
    expect(await create({ maternityAmount: -1 })).toMatchObject({ status: 400, fieldErrors: { maternityAmount: 'Maternity Premium must be 0 or more' } });
    expect(await create({ premium: 10.5 })).toMatchObject({ status: 400, fieldErrors: { premium: 'Premium must be whole fils' } });
    expect(await create({ visaType: [{ visaType: 'Self' }, { visaType: 'all' }] })).toMatchObject({ status: 400, fieldErrors: { 'visaType.1.visaType': 'All covers every visa type: choose it alone' } });
    expect(await create({ gender: 'Other' })).toMatchObject({ status: 400 });
    expect((await create({ relation: 'Cousin' })).fieldErrors?.relation).toMatch(/^Relation must be one of: Any relation, Son/);
    const row = await createRow(plan._id);
    // An edit is judged by the row it leaves: ageFrom above the stored ageTo.
    expect(await refusal('PUT', `${BASE}/${row._id}/updatehealthmatrix`, { ...required(row), ageFrom: 40 })).toMatchObject({ status: 400, fieldErrors: { ageTo: 'Age to must not be below age from' } });
  });

  it('refuses a row overlapping others of its plan, naming them; touching bands and other plans are no clash', async () => {
    const plan = await newPlan();
    const adult = await createRow(plan._id, { ageFrom: 18, ageTo: 30, salaryFrom: 4001, salaryTo: 12000 });
    await createRow(plan._id, { ageFrom: 0, ageTo: 17 });
    await createRow(plan._id, { ageFrom: 18, ageTo: 30, salaryFrom: 12001 });
    await createRow(plan._id, { ageFrom: 18, ageTo: 30, gender: 'Female' });
    await createRow(plan._id, { ageFrom: 18, ageTo: 30, visaType: [{ visaType: 'Parent' }] });
    await createRow(plan._id, { ageFrom: 18, ageTo: 30, salaryFrom: 0, salaryTo: 4000, relation: 'Son' });
    await createRow(plan._id, { ageFrom: 18, ageTo: 30, salaryFrom: 0, salaryTo: 4000, relation: 'Wife' });
    await createRow(await newPlan().then((other) => other._id), { ageFrom: 18, ageTo: 30, salaryFrom: 4001, salaryTo: 12000 });
    const clash = await refusal('POST', `${BASE}/createhealthmatrix`, rowBody(plan._id, { ageFrom: 30, ageTo: 40, salaryFrom: 12000, salaryTo: 12000 }));
    expect(clash.status).toBe(409);
    expect(clash.message).toBe(`This row overlaps a row of the plan for the same visa type, gender and relation: ages 18–30, salary AED 4,001–12,000, Self, Male, any relation (row ${adult._id})`);
    const many = await refusal('POST', `${BASE}/createhealthmatrix`, rowBody(plan._id, { visaType: [{ visaType: 'all' }], gender: 'all', ageFrom: 17, ageTo: 18 }));
    expect(many.status).toBe(409);
    expect(many.message).toMatch(/^This row overlaps 7 rows of the plan/);
    expect(many.fieldErrors?.ageFrom).toBe(many.message);
    const relationClash = await refusal('POST', `${BASE}/createhealthmatrix`, rowBody(plan._id, { ageFrom: 20, ageTo: 20, salaryFrom: 100, salaryTo: 200 }));
    expect(relationClash.message).toMatch(/^This row overlaps 2 rows .*Son.*Wife/);
    // An edit is checked against the others, never against itself.
    expect(RowResult.parse(await ok('PUT', `${BASE}/${adult._id}/updatehealthmatrix`, { ...required(adult), premium: 300_000 })).data.premium).toBe(300_000);
    expect((await refusal('PUT', `${BASE}/${adult._id}/updatehealthmatrix`, { ...required(adult), ageFrom: 17 })).status).toBe(409);
  });
});

describe('removal', () => {
  it('removes a level with its whole subtree and leaves the rest of the tree', async () => {
    const tpa = await createTpa('Doomed');
    const network = await createNetwork(tpa._id);
    const city = await createCity(network._id);
    const plan = await createPlan(city._id);
    const row = await createRow(plan._id);
    const kept = await createNetwork(tpa._id, 'Kept');
    const keptRow = await createRow((await createPlan((await createCity(kept._id))._id))._id);

    expect(await ok('DELETE', `${BASE}/${network._id}/deletehealthnetwork`)).toMatchObject({ success: true, message: 'Network deleted' });
    for (const url of [`${network._id}/gethealthnetwork`, `${city._id}/gethealthcity`, `${plan._id}/gethealthplan`, `${row._id}/gethealthmatrix`]) {
      expect((await send('GET', `${BASE}/${url}`)).statusCode, url).toBe(404);
    }
    expect(TpaResult.parse(await ok('GET', `${BASE}/${tpa._id}/gethealthtpa`)).data.networkCount).toBe(1);
    expect((await send('GET', `${BASE}/${keptRow._id}/gethealthmatrix`)).statusCode).toBe(200);

    expect(await ok('DELETE', `${BASE}/${tpa._id}/deletehealthtpa`)).toMatchObject({ message: 'TPA deleted' });
    expect((await send('GET', `${BASE}/${keptRow._id}/gethealthmatrix`)).statusCode).toBe(404);
    expect((await send('DELETE', `${BASE}/${tpa._id}/deletehealthtpa`)).statusCode).toBe(404);
  });

  it('deletes a city, a plan and a matrix row on their own calls', async () => {
    const plan = await newPlan();
    const row = await createRow(plan._id);
    expect(await ok('DELETE', `${BASE}/${row._id}/deletehealthmatrix`)).toMatchObject({ message: 'Matrix row deleted' });
    expect(PlanResult.parse(await ok('GET', `${BASE}/${plan._id}/gethealthplan`)).data.matrixCount).toBe(0);
    expect(await ok('DELETE', `${BASE}/${plan._id}/deletehealthplan`)).toMatchObject({ message: 'Plan deleted' });
    expect(await ok('DELETE', `${BASE}/${plan.city}/deletehealthcity`)).toMatchObject({ message: 'City deleted' });
    expect((await send('GET', `${BASE}/${plan.city}/gethealthcity`)).statusCode).toBe(404);
  });
});

describe('the demo tree', () => {
  it('gives 8 insurers 3 TPAs in all, cities across the 7 emirates and 40 plans with their matrices, listed through the calls', async () => {
    const db = server.app.db;
    const demo = healthTreeDb(db);
    const tpas = await demo.selectFrom('health_tpas').select(['company_id', 'tpa_name']).where('company_id', '!=', companyId).execute();
    expect(new Set(tpas.map((row) => row.company_id)).size).toBe(8);
    expect(new Set(tpas.map((row) => row.tpa_name))).toEqual(new Set(['NAS', 'Nextcare', 'Mednet']));
    const cities = await demo.selectFrom('health_cities').select('city_name').where('id', 'like', 'demo-%').execute();
    expect(new Set(cities.flatMap((city) => (JSON.parse(city.city_name) as Array<{ emirate: string }>).map((entry) => entry.emirate))).size).toBe(7);
    const plans = await demo.selectFrom('health_plans').select(['id', 'city_id']).where('id', 'like', 'demo-%').execute();
    expect(plans).toHaveLength(40);
    const list = RowList.parse(await ok('POST', `${BASE}/getallhealthmatrixes/${plans[0]!.id}?page=1&size=100`, {}));
    expect(list.data.length).toBeGreaterThan(1);
    expect(list.data.every((row) => row.premium > 0)).toBe(true);
    const cityPlans = PlanList.parse(await ok('POST', `${BASE}/getallhealthplans/${plans[0]!.city_id}?page=1&size=100`, {}));
    expect(cityPlans.data.find((plan) => plan._id === plans[0]!.id)?.matrixCount).toBe(list.data.length);
  });
});
