import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailResultSchema, listResultSchema } from '../../../shared/contract/index.js';
import {
  healthCompaniesResource, healthNetworkMastersResource, healthProvidersResource, healthTpaMastersResource,
} from '../../../shared/contract/health-insurance/index.js';
import { buildTestServer, createTestAccount, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { routeCalls } from '../../../tests/helpers/routeCalls.js';

const HEALTH = '/api/admin/health';
const Provider = detailResultSchema(healthProvidersResource.schemas.record);
const Providers = listResultSchema(healthProvidersResource.schemas.record);
const Company = detailResultSchema(healthCompaniesResource.schemas.record);
const Companies = listResultSchema(healthCompaniesResource.schemas.record);

let server: TestServer;
let admin: string;
let outsider: string;
let insurers: Array<{ id: string; company_name: string }>;

beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 0 } });
  admin = await server.login();
  await createTestAccount(server.app, { email: 'no-company@brokerdesk.test', moduleAccess: { customer: { read: true } } });
  outsider = await server.login('no-company@brokerdesk.test');
  // Insurers the demo gave no health settings, so each test enables health on its own.
  insurers = await server.app.db.selectFrom('insurance_companies').select(['id', 'company_name'])
    .where('id', 'not in', server.app.db.selectFrom('health_company_settings').select('company_id')).orderBy('seq').limit(4).execute();
});
afterAll(async () => server.close());

const { send } = routeCalls(() => server, () => admin);

const masters = [
  { what: 'TPA', base: `${HEALTH}/health-tpa-master`, noun: 'healthtpamaster', list: 'getallhealthtpamasters', resource: healthTpaMastersResource },
  { what: 'network', base: `${HEALTH}/health-networks-master`, noun: 'healthnetworkmaster', list: 'getallhealthnetworkmasters', resource: healthNetworkMastersResource },
] as const;

describe.each(masters)('the $what master', ({ what, base, noun, list, resource }) => {
  const One = detailResultSchema(resource.schemas.record);
  const Many = listResultSchema(resource.schemas.record);
  const create = async (body: Record<string, unknown>) => {
    const response = await send('POST', `${base}/create${noun}`, body);
    expect(response.statusCode, response.body).toBe(200);
    return One.parse(response.json()).data;
  };

  it('creates, reads, lists by search, edits and removes an entry', async () => {
    const entry = await create({ name: `Falcon ${what} Services`, code: 'fal-1', notes: 'Pays within 30 days' });
    expect(entry).toMatchObject({ name: `Falcon ${what} Services`, code: 'FAL-1', notes: 'Pays within 30 days', isActive: true });
    expect(One.parse((await send('GET', `${base}/${entry._id}/get${noun}`)).json()).data).toEqual(entry);
    const found = Many.parse((await send('POST', `${base}/${list}?search=falcon`)).json());
    expect(found.data.map((row) => row._id)).toEqual([entry._id]);
    const edited = One.parse((await send('PUT', `${base}/${entry._id}/update${noun}`, { name: entry.name, isActive: false })).json()).data;
    expect(edited).toMatchObject({ isActive: false, code: 'FAL-1', notes: 'Pays within 30 days' });
    expect((await send('DELETE', `${base}/${entry._id}/delete${noun}`)).statusCode).toBe(200);
    expect((await send('GET', `${base}/${entry._id}/get${noun}`)).statusCode).toBe(404);
    expect((await send('PUT', `${base}/${entry._id}/update${noun}`, { name: 'Gone' })).statusCode).toBe(404);
  });

  it('refuses a missing name (400 naming it), a name or code taken whatever the case (409), and takes a removed one again', async () => {
    const missing = await send('POST', `${base}/create${noun}`, { code: 'X1' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.name).toMatch(/name is required/);
    const first = await create({ name: `Oasis ${what}`, code: 'OAS' });
    const sameName = await send('POST', `${base}/create${noun}`, { name: `oasis ${what.toLowerCase()}` });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toMatch(/already exists/);
    const sameCode = await send('POST', `${base}/create${noun}`, { name: `Mirage ${what}`, code: 'oas' });
    expect(sameCode.statusCode).toBe(409);
    expect(sameCode.json().message).toMatch(/code OAS already exists/);
    await send('DELETE', `${base}/${first._id}/delete${noun}`);
    expect((await create({ name: `Oasis ${what}`, code: 'OAS' })).name).toBe(`Oasis ${what}`);
  });

  it('is refused to staff without the companies module', async () => {
    expect((await send('POST', `${base}/${list}`, undefined, outsider)).statusCode).toBe(403);
    expect((await send('POST', `${base}/create${noun}`, { name: 'Nope' }, outsider)).statusCode).toBe(403);
  });
});

let made = 0;
const providerBody = (overrides: Record<string, unknown> = {}) => ({
  providerName: `Test Medical Centre ${++made}`, serviceProvider: 'Test Healthcare Group', emirate: 'Sharjah', providerType: 'Clinic',
  providerLicenseNumber: `SHJ-T-${made}`, providerContactNumber: '06 555 1234', providerAddresss: 'Al Majaz 2, Sharjah', ...overrides,
});
const createProvider = async (overrides: Record<string, unknown> = {}) => {
  const response = await send('POST', `${HEALTH}/healthprovider/createhealthprovider`, providerBody(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return Provider.parse(response.json()).data;
};
type ProviderRecord = Awaited<ReturnType<typeof createProvider>>;
const providerEdit = (provider: ProviderRecord, changes: Record<string, unknown>) => ({
  providerName: provider.providerName, serviceProvider: provider.serviceProvider, providerLicenseNumber: provider.providerLicenseNumber,
  providerContactNumber: provider.providerContactNumber, providerAddresss: provider.providerAddresss, ...changes,
});
const providers = async (query: string) => Providers.parse((await send('GET', `${HEALTH}/healthprovider/getallproviders${query}`)).json());

describe('health providers', () => {
  it('creates a provider with every field, reads it, and finds it by name, code or licence and by the emirate and type filters', async () => {
    const provider = await createProvider({
      providerName: 'Qasr Al Hosn Specialist Hospital', providerCode: 'qah-01', providerType: 'Hospital', emirate: 'Abu Dhabi', region: 'Al Markaziyah',
      providerLicenseNumber: 'mf-4412', providerContactNumber: '+971 2 610 0000', providerSpeciality: 'Cardiology', providerGroup: 'Qasr Group', providerStartDate: '2019-03-01',
    });
    expect(provider).toMatchObject({ providerCode: 'QAH-01', providerLicenseNumber: 'MF-4412', providerType: 'Hospital', emirate: 'Abu Dhabi', providerStartDate: '2019-03-01', isActive: true });
    expect(Provider.parse((await send('GET', `${HEALTH}/healthprovider/${provider._id}`)).json()).data).toEqual(provider);
    for (const search of ['qasr%20al%20hosn', 'QAH-01', 'mf-4412']) expect((await providers(`?search=${search}`)).data.map((row) => row._id), search).toEqual([provider._id]);
    const filtered = await providers('?emirate=Abu%20Dhabi&providerType=Hospital&size=100');
    expect(filtered.data.map((row) => row._id)).toContain(provider._id);
    expect(filtered.data.every((row) => row.emirate === 'Abu Dhabi' && row.providerType === 'Hospital')).toBe(true);
    expect((await providers('?emirate=Dubai&search=qasr')).data).toEqual([]);
  });

  it('refuses each bad field with a 400 naming it', async () => {
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ providerName: '' }, 'providerName', /Provider name is required/],
      [{ serviceProvider: undefined }, 'serviceProvider', /Service provider is required/],
      [{ providerLicenseNumber: ' ' }, 'providerLicenseNumber', /Licence number is required/],
      [{ providerContactNumber: '+44 20 7946 0958' }, 'providerContactNumber', /UAE landline or mobile/],
      [{ providerAddresss: '' }, 'providerAddresss', /Address is required/],
      [{ emirate: 'Muscat' }, 'emirate', /Abu Dhabi, Ajman, Dubai/],
      [{ providerType: 'Spa' }, 'providerType', /Hospital, Clinic, Pharmacy/],
      [{ providerStartDate: '2024-02-30' }, 'providerStartDate', /Start date must be a date/],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await send('POST', `${HEALTH}/healthprovider/createhealthprovider`, providerBody(overrides));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fieldErrors[field], field).toMatch(message);
    }
  });

  it('takes a licence number once whatever its case (409 naming it), edits only the fields given, and removes a provider', async () => {
    const provider = await createProvider({ providerLicenseNumber: 'DHA-F-0099' });
    const clash = await send('POST', `${HEALTH}/healthprovider/createhealthprovider`, providerBody({ providerLicenseNumber: 'dha-f-0099' }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('A provider with the licence number DHA-F-0099 already exists');
    const other = await createProvider();
    expect((await send('PUT', `${HEALTH}/healthprovider/${other._id}`, providerEdit(other, { providerLicenseNumber: 'DHA-F-0099' }))).statusCode).toBe(409);
    const edited = Provider.parse((await send('PUT', `${HEALTH}/healthprovider/${provider._id}`, providerEdit(provider, { emirate: 'Ajman', isActive: false }))).json()).data;
    expect(edited).toMatchObject({ emirate: 'Ajman', isActive: false, providerLicenseNumber: 'DHA-F-0099', providerType: 'Clinic' });
    expect((await send('PUT', `${HEALTH}/healthprovider/${provider._id}`, providerEdit(provider, { providerContactNumber: '1234' }))).statusCode).toBe(400);
    expect((await send('DELETE', `${HEALTH}/healthprovider/${provider._id}`)).statusCode).toBe(200);
    expect((await send('GET', `${HEALTH}/healthprovider/${provider._id}`)).statusCode).toBe(404);
    expect((await createProvider({ providerLicenseNumber: 'DHA-F-0099' })).providerLicenseNumber).toBe('DHA-F-0099');
  });

  it('is refused to staff without the companies module', async () => {
    expect((await send('GET', `${HEALTH}/healthprovider/getallproviders`, undefined, outsider)).statusCode).toBe(403);
    expect((await send('POST', `${HEALTH}/healthprovider/createhealthprovider`, providerBody(), outsider)).statusCode).toBe(403);
  });
});

const MATRIX = `${HEALTH}/healthmatrix`;
const healthActive = async (companyId: string) =>
  (await server.app.db.selectFrom('insurance_companies').select('health_active').where('id', '=', companyId).executeTakeFirstOrThrow()).health_active;

describe('health companies', () => {
  it("enables health for an insurer with its settings, names the insurer, edits the settings and stops it selling health on delete", async () => {
    const [insurer] = insurers;
    const created = await send('POST', `${MATRIX}/createhealthcompany`, { companyId: insurer!.id, commission: 12.5, reductionType: 'percentage', reductionValue: 5, eSanadRecommendation: true });
    expect(created.statusCode, created.body).toBe(200);
    const company = Company.parse(created.json()).data;
    expect(company).toMatchObject({ companyId: insurer!.id, companyName: insurer!.company_name, commission: 12.5, reductionType: 'percentage', reductionValue: 5, eSanadRecommendation: true, isActive: true });
    expect(await healthActive(insurer!.id)).toBe(1);
    expect(Company.parse((await send('GET', `${MATRIX}/${company._id}/gethealthcompany`)).json()).data).toEqual(company);
    const listed = Companies.parse((await send('POST', `${MATRIX}/getallhealthcompanies?eSanadRecommendation=true&size=100`)).json());
    expect(listed.data.map((row) => row._id)).toContain(company._id);
    // The insurer's health page asks for its own record by the company filter.
    const own = Companies.parse((await send('POST', `${MATRIX}/getallhealthcompanies?companyId=${insurer!.id}&size=1`)).json());
    expect(own.data.map((row) => row._id)).toEqual([company._id]);
    expect(Companies.parse((await send('POST', `${MATRIX}/getallhealthcompanies?companyId=${insurers[1]!.id}`)).json()).data).toEqual([]);
    const edited = await send('PUT', `${MATRIX}/${company._id}/updatehealthcompany`, { companyId: insurer!.id, commission: 10, reductionValue: 250_00, reductionType: 'fixedPrice', isActive: false });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(Company.parse(edited.json()).data).toMatchObject({ commission: 10, reductionType: 'fixedPrice', reductionValue: 250_00, eSanadRecommendation: true, isActive: false });
    // The fees default to none for ICP and AED 37 for Basmah, and are the insurer's to set.
    expect(company).toMatchObject({ icpFeeFils: 0, basmahFeeFils: 37_00 });
    const fees = await send('PUT', `${MATRIX}/${company._id}/updatehealthcompany`, { companyId: insurer!.id, commission: 10, reductionValue: 250_00, reductionType: 'fixedPrice', icpFeeFils: 22_00, basmahFeeFils: 0 });
    expect(Company.parse(fees.json()).data).toMatchObject({ icpFeeFils: 22_00, basmahFeeFils: 0, commission: 10 });
    expect((await send('DELETE', `${MATRIX}/${company._id}/deletehealthcompany`)).statusCode).toBe(200);
    expect(await healthActive(insurer!.id)).toBe(0);
    expect((await send('GET', `${MATRIX}/${company._id}/gethealthcompany`)).statusCode).toBe(404);
    expect((await server.app.db.selectFrom('insurance_companies').select('id').where('id', '=', insurer!.id).executeTakeFirst())?.id).toBe(insurer!.id);
  });

  it('refuses a second settings record for one insurer (409), an unknown insurer and out-of-range values (400 naming the field)', async () => {
    const [, insurer] = insurers;
    const body = { companyId: insurer!.id, commission: 8, reductionType: 'percentage', reductionValue: 0 };
    expect((await send('POST', `${MATRIX}/createhealthcompany`, body)).statusCode).toBe(200);
    const twice = await send('POST', `${MATRIX}/createhealthcompany`, body);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().fieldErrors.companyId).toMatch(/already sells health/);
    const [, , other] = insurers;
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ companyId: 'no-such-company' }, 'companyId', /existing insurance company/],
      [{ companyId: undefined }, 'companyId', /Insurance company is required/],
      [{ commission: 100.5 }, 'commission', /at most 100/],
      [{ commission: -1 }, 'commission', /at least 0/],
      [{ reductionValue: 120 }, 'reductionValue', /at most 100 %/],
      [{ reductionType: 'fixedPrice', reductionValue: 12.5 }, 'reductionValue', /whole fils/],
      [{ reductionType: 'fixedPrice', reductionValue: -100 }, 'reductionValue', /at least 0/],
      [{ reductionType: 'discount' }, 'reductionType', /Percentage, Fixed amount/],
      [{ icpFeeFils: -1 }, 'icpFeeFils', /0 or more/],
      [{ icpFeeFils: 1_000_01 }, 'icpFeeFils', /at most AED 1,000/],
      [{ basmahFeeFils: 37.5 }, 'basmahFeeFils', /whole fils/],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await send('POST', `${MATRIX}/createhealthcompany`, { ...body, companyId: other!.id, ...overrides });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fieldErrors[field], field).toMatch(message);
    }
    expect(await server.app.db.selectFrom('health_company_settings').select('id').where('company_id', '=', other!.id).executeTakeFirst()).toBeUndefined();
  });

  it("keeps a settings record with its insurer on edit, and is refused to staff without the companies module", async () => {
    const [, , , insurer] = insurers;
    const company = Company.parse((await send('POST', `${MATRIX}/createhealthcompany`, { companyId: insurer!.id, commission: 5, reductionType: 'percentage', reductionValue: 1 })).json()).data;
    const moved = await send('PUT', `${MATRIX}/${company._id}/updatehealthcompany`, { companyId: insurers[0]!.id, commission: 5, reductionValue: 1 });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fieldErrors.companyId, moved.body).toMatch(/stay with their insurer/);
    expect((await send('POST', `${MATRIX}/getallhealthcompanies`, undefined, outsider)).statusCode).toBe(403);
    expect((await send('PUT', `${MATRIX}/${company._id}/updatehealthcompany`, { companyId: insurer!.id, commission: 5, reductionValue: 1 }, outsider)).statusCode).toBe(403);
  });
});

describe('the demo health master data', () => {
  it('lists 2,000 providers across the seven emirates, valid as the API answers them, the primer\'s TPAs, network tiers and 8 insurers with health settings', async () => {
    const all = await providers('?size=100');
    expect(all.pagination.totalItems).toBeGreaterThanOrEqual(2_000);
    for (const emirate of ['Abu Dhabi', 'Ajman', 'Dubai', 'Fujairah', 'Ras Al Khaimah', 'Sharjah', 'Umm Al Quwain']) {
      expect((await providers(`?emirate=${encodeURIComponent(emirate)}&size=1`)).pagination.totalItems, emirate).toBeGreaterThan(0);
    }
    const rows = await server.app.db.selectFrom('health_providers').selectAll().where('id', 'like', 'demo-provider-%').execute();
    expect(rows).toHaveLength(2_000);
    expect(new Set(rows.map((row) => row.provider_license_number)).size).toBe(2_000);
    for (const row of rows) healthProvidersResource.schemas.input.parse({
      providerName: row.provider_name, serviceProvider: row.service_provider, providerLicenseNumber: row.provider_license_number, providerContactNumber: row.provider_contact_number,
      providerAddresss: row.provider_addresss, emirate: row.emirate, providerType: row.provider_type, providerStartDate: row.provider_start_date,
    });
    const tpas = listResultSchema(healthTpaMastersResource.schemas.record).parse((await send('POST', `${HEALTH}/health-tpa-master/getallhealthtpamasters?size=100`)).json());
    expect(tpas.data.map((tpa) => tpa.name)).toEqual(expect.arrayContaining(['NAS', 'NextCare', 'Neuron', 'MedNet']));
    const networks = listResultSchema(healthNetworkMastersResource.schemas.record).parse((await send('POST', `${HEALTH}/health-networks-master/getallhealthnetworkmasters?size=100`)).json());
    expect(networks.pagination.totalItems).toBeGreaterThanOrEqual(5);
    const demoSettings = await server.app.db.selectFrom('health_company_settings').select('company_id').where('id', 'like', 'demo-health-company-%').execute();
    expect(demoSettings).toHaveLength(8);
  });

  it('puts the four screens in the navigation under Insurers', async () => {
    const group = await server.app.db.selectFrom('menus').select('id').where('code', '=', 'insurers').where('parent_menu_id', 'is', null).executeTakeFirstOrThrow();
    const entries = await server.app.db.selectFrom('menus').select('url').where('parent_menu_id', '=', group.id).where('removed_at', 'is', null).execute();
    expect(entries.map((entry) => entry.url)).toEqual(expect.arrayContaining([
      '/health-insurance/health-companies', '/health-insurance/providers', '/health-insurance/tpa-master', '/health-insurance/network-master',
    ]));
  });
});
