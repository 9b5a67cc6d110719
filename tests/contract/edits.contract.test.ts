import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { parsePermission } from '../../shared/access/index.js';
import { buildPath, type EndpointDef, type EndpointKey } from '../../shared/contract/index.js';
import { loadAllEndpoints } from '../../shared/contract/loadEndpoint.js';
import { wizardBody } from '../fixtures/proposals/wizardFixture.js';
import { todayInDubai } from '../../shared/domain/dubaiDay.js';
import { SAMPLE_PDF } from '../fixtures/uploads/sampleFiles.js';
import { buildTestServer, multipartForm, type TestServer } from '../helpers/buildTestServer.js';

/** Every endpoint of the contract, loaded once for the cases below. */
const everyEndpoint = await loadAllEndpoints();

/**
 * Issue 12, for every `partial` edit the contract declares, now and later: given a world of full
 * records (every optional field set), an edit that sends only its required fields (with the
 * values stored) changes nothing that any read endpoint shows, and no read answers 500 after it,
 * since every read applies its response schema to the stored record. Which records an edit can
 * reach is found by trying each one: an edit answers 404 for a record of another kind.
 */

const AED = 100;
const year = new Date().getUTCFullYear();

interface Call {
  key: EndpointKey;
  def: EndpointDef;
  params?: Record<string, string>;
}

let server: TestServer;
let token: string;
/** Every record of the world, by kind. */
const world: Record<string, string> = {};

function send(def: EndpointDef, params: Record<string, string> | undefined, body?: unknown) {
  const path = def.path.startsWith('/') ? def.path : `/${def.path}`;
  return server.injectAs(token, {
    method: def.method,
    url: buildPath(path, params),
    ...(def.method !== 'GET' && def.method !== 'DELETE' ? { payload: (body ?? {}) } : {}),
  });
}

async function created(method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>): Promise<{ _id: string }> {
  const response = await server.injectAs(token, { method, url, payload });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<{ data: { _id: string } }>().data;
}

/** One full record of every kind the edits change, each optional field set. */
async function buildWorld() {
  const company = await created('POST', '/api/admin/insuranceCompany/add-company', {
    companyName: 'World Insurance', companyEmail: 'desk@world-insurance.ae', praktoraCompanyName: 'WORLD', contactNo: '045550000',
    companyPortal: 'https://portal.world-insurance.ae', companyWebsite: 'https://world-insurance.ae', headquarters: 'Abu Dhabi', startedYear: '1990',
    googlePlaceId: 'ChIJworld', dec: 'The world of the edit test', motorInsuranceActive: true, healthInsuranceActive: true, adminFeeFils: 20 * AED,
    issuingMode: 'email', issuingEmail: 'policies@world-insurance.ae',
    motorInsurance: {
      carValueReduction: { reductionType: 'percentage', reductionValue: 2 }, commissionThirdparty: 6, commissionComprehensive: 11, fleetCommission: 4,
      eSanadRecommendation: true, roadSiteAssistNo: '800-WORLD', isWithoutMatrixOrApi: false, isActive: true,
    },
    healthInsurance: { commission: 8, commissionType: 'percentage', eSanadRecommendation: true, isActive: true },
  });
  const plan = await created('POST', '/api/admin/motorplans', {
    companyId: company._id, planName: 'World Gold', insuranceType: 'comprehensive', repairCondition: 'agency', description: 'Agency repair, worldwide',
  });
  const matrix = await created('POST', '/api/admin/matrix', {
    companyId: company._id, planId: plan._id, insuranceType: 'comprehensive', vehicleType: 'sedan', vehicleValuationFromFils: 20_000 * AED,
    vehicleValuationToFils: 300_000 * AED, repairCondition: 'agency', rateInPercentage: 2.5, minimumPremiumFils: 1300 * AED, carAge: '1',
    benefits: ['roadsideAssistance'],
  });
  const excess = await created('POST', `/api/admin/insuranceCompany/${company._id}/excess`, {
    planId: plan._id, vehicleType: ['sedan', 'coupe'], vehicleValuationFromFils: 0, vehicleValuationToFils: 50_000 * AED, chargeFils: 300 * AED,
  });
  const condition = await created('POST', '/api/admin/companyconditions/createcompanycondition', {
    companyId: company._id, planId: plan._id, name: 'World rules', maxVehicleAgeYears: 9, minCarValueFils: 10_000 * AED, maxCarValueFils: 900_000 * AED,
    minUserAge: 21, minUserDrivingExperience: 1, excludedCarsMake: ['Lada'], excludedCarMakeModel: [{ make: 'Toyota', model: 'Supra' }], gccSpecOnly: false,
    agencyRepairMaxYears: 3, agencyRepairMinValueFils: 40_000 * AED, offRoadCovered: true,
  });
  const make = await created('POST', '/api/admin/carcompanies', { name: 'AAA World Motors', country: 'Japan', isTop: true, isActive: true });
  const parent = (await server.injectAs(token, { method: 'GET', url: '/api/admin/menus/getAll?search=catalogue' })).json<{ data: Array<{ _id: string }> }>().data[0]!;
  const menu = await created('POST', '/api/admin/menus/create', { name: 'World', url: '/world', code: 'world', parentMenuId: parent._id, icon: 'Globe', displayOrder: 77 });
  const product = await created('POST', '/api/admin/products/add-product', { productName: 'World cover', priceFils: 150 * AED, isActive: false, description: '<p>World <strong>cover</strong></p>' });
  const benefit = await created('POST', '/api/admin/benifits/', { name: 'World benefit', description: 'Everywhere', limitType: 'number', limit: '30', additionalChargeFils: 75 * AED });
  const post = await created('POST', '/api/admin/blog', { title: 'World post', slug: 'world-post', isActive: true, content: '<h2>World</h2><p>News</p>' });
  const partner = await created('POST', '/api/admin/partner/createpartner', {
    companyName: 'World partner', category: 'club-dining', discountCode: 'WRLD', locations: [{ location: 'Dubai Marina', googleLocation: 'https://maps.app.goo.gl/world' }],
  });
  const offer = await created('POST', '/api/admin/partneroffer/creatediscountoffer', {
    partner: partner._id, category: 'club-dining', discountTitle: 'World offer', discountType: 'fixedPrice', discountValue: 50 * AED, maxDiscountFils: null,
    useageLimitPerUser: 3, startDate: '2026-01-01', expiryDate: '2030-12-31', description: 'Everywhere', termsNConditions: '<p>World terms</p>', isActive: false,
  });
  const voucher = await created('POST', '/api/admin/vouchers/add-voucher', {
    promoCode: 'WORLD5', discountType: 'fixedPrice', discountValue: 5 * AED, createdDate: '2026-01-01', expiryDate: '2030-12-31', isDefault: true,
  });
  const sponsor = await created('POST', '/api/admin/sponsor/createsponsor', { companyName: 'World sponsor', contactEmail: 'world.sponsor@example.ae', voucherId: voucher._id, isActive: false });
  const evoucher = await created('POST', '/api/admin/eVoucher', {
    title: 'World fuel', brand: 'ENOC', faceValueFils: 100 * AED, startDate: '2025-01-01', expiryDate: '2099-12-31', isActive: true, isRevert: true, description: 'Fuel anywhere',
  });
  const evoucherCode = await created('POST', `/api/admin/eVoucher/${evoucher._id}/createCode`, { code: 'WORLD-0001', expiryDate: '2099-06-30' });
  const garage = await created('POST', '/api/admin/autogarage/create', {
    name: 'World Garage', emirate: 'Sharjah', area: 'Industrial Area 5', address: 'Plot 9', phone: '06 543 2100', email: 'desk@world-garage.ae',
    contactPerson: 'World Contact', agency: 'agency', makesServed: 'Toyota', googleMapsUrl: 'https://maps.app.goo.gl/world', isActive: false,
  });
  const tpaMaster = await created('POST', '/api/admin/health/health-tpa-master/createhealthtpamaster', { name: 'World TPA', code: 'WTPA', notes: 'World notes', isActive: false });
  const networkMaster = await created('POST', '/api/admin/health/health-networks-master/createhealthnetworkmaster', { name: 'World network', code: 'WNET', notes: 'World notes', isActive: false });
  const provider = await created('POST', '/api/admin/health/healthprovider/createhealthprovider', {
    providerCode: 'WPR-1', providerName: 'World Clinic', providerType: 'Pharmacy', providerContactNumber: '06 543 2100', providerLicenseNumber: 'WORLD-LIC-1',
    emirate: 'Fujairah', serviceProvider: 'World Group', region: 'Dibba', providerAddresss: 'World Street', providerSpeciality: 'Dermatology',
    providerGroup: 'World', providerStartDate: '2020-01-01', isActive: false,
  });
  const healthCompany = await created('POST', '/api/admin/health/healthmatrix/createhealthcompany', {
    companyId: company._id, commission: 7.5, reductionType: 'fixedPrice', reductionValue: 150 * AED, eSanadRecommendation: true, isActive: false,
  });
  const corporate = await created('POST', '/api/admin/businesslines/createbusinesslines', {
    fullName: 'World Trading LLC', emirates: 'Sharjah', industry: 'Retail', source: 'Referral', tradeLicenseNumber: 'CN-123456', tradeLicenseExpiry: '2027-05-31',
    contactPersons: [{ personName: 'World Buyer', email: 'buyer@world-trading.ae', mobileNumber: '501112233', position: 'Buyer' }],
    healthInsurance: true, health: [{ currentInsurer: 'World Insurance', existingBroker: 'World Broker', currentInsurerYears: 2, existingBrokerYears: 3, renewalDate: '2027-01-31', groupSize: 2, noOfPeople: 40, type: 'Enhance', probability: '5', status: 'Converted' }],
  });
  const staff = await created('POST', '/api/admin/module/createmoduleaccess', {
    fullName: 'World Staff', email: 'world.staff@example.ae', password: 'Pearl-Diver-5522', mobileNumber: '0507778899',
    permissions: { customer: { read: true, update: true }, lead: { read: true } }, maxDiscount: 3, maxHealthDiscount: 2, maxTravelDiscount: 1,
    autoCommission: 1.5, healthCommission: 1, travelCommission: 0.5, isAutoProposalAssignAllowed: true, isHealthProposalAssignAllowed: true,
    isTravelProposalAssignAllowed: true, isAutoAgentMatrixAllowed: true,
  });
  const wizard = await server.injectAs(token, {
    method: 'POST', url: '/api/admin/proposals/generatenewquotes',
    payload: wizardBody('world.customer@example.ae', {
      customer: {
        fullName: 'World Customer', email: 'world.customer@example.ae', mobileNumber: '0509998877', dateOfBirth: '1984-02-29', nationality: 'Egypt',
        emiratesId: '784-1984-1234567-4', drivingLicenseNo: 'DL-WORLD', drivingLicenseIssueDate: '2006-05-01', drivingLicenseExpiryDate: '2031-05-01',
        arabicName: 'عميل العالم', gender: 'male', maritalStatus: 'Married', occupation: 'Engineer', address: 'Dubai Marina', employer: 'World LLC',
        emiratesIdExpiryDate: '2030-01-01', dlTcNo: 'TC-1', placeOfIssueDL: 'Dubai', sourceOfFunds: 'Employment/Salaried', politicallyExposed: false,
      },
      car: {
        year: year - 2, make: 'Toyota', model: 'Camry', trim: 'LE', bodyType: 'Sedan', vehicleType: 'sedan', cylinders: 4, seats: 5, gccSpec: true,
        colour: 'White', firstRegistrationDate: `${year - 2}-03-01`, mileageKm: 30_000, valueFils: 80_000 * AED,
        registration: {
          chesisNo: 'JTNB11HK5J3000001', plateNumber: '12345', plateCode: 'A', registrationEmirate: 'Dubai', registrationYear: year - 2,
          registrationDate: `${year - 2}-03-01`, regCardExpiryDate: `${year + 1}-03-01`, tcNo: 'TC-9', engineNumber: 'ENG-1', origin: 'Japan',
          useOfVehicle: 'Personal', bank: 'Emirates NBD',
        },
      },
      driver: { licenceNo: 'DL-WORLD', licenceIssueDate: '2006-05-01', licenceExpiryDate: '2031-05-01' },
      insurance: {
        typeOfIssues: 'Renewal', currentInsurer: 'Orient Insurance', currentInsuranceType: 'comprehensive', insuranceExpiryDate: `${year + 1}-01-01`,
        claimHistory: false, yearOfNoClaim: 'No Claims for Two Years', hasNoClaimsProof: true, policyNumber: 'OLD-1',
      },
    }),
  });
  expect(wizard.statusCode, wizard.body).toBe(200);
  const sale = wizard.json<{ data: { proposal: { _id: string; customer: { _id: string }; carDetails: { _id: string } }; quotes: Array<{ _id: string }> } }>().data;
  const policy = await server.app.db.selectFrom('policies').select('id').where('line', '=', 'motor').orderBy('id').executeTakeFirstOrThrow();
  await created('POST', `/api/admin/customers/${policy.id}/updatepolicydetails`, {
    companyPolicyNumber: 'WORLD/1', vatType: 'Standard', vatInvoiceAgreement: 'AG-1', category: 'Comprehensive Agency', group: 'Individual',
    insCoReceipt: 'R-1', outletCode: 'DXB-1', taxInvoice: 'TI-1', creditNote: 'CN-1', creditNoteDate: '2025-01-02', debitNote: 'DN-1',
    debitNoteDate: '2025-01-03', paymentId: 'PAY-1',
  });
  const healthPolicy = await server.app.db.selectFrom('policies').select('id').where('line', '=', 'health').orderBy('id').executeTakeFirstOrThrow();
  await created('POST', `/api/admin/health/healthpolicy/${healthPolicy.id}/updatepolicydetails`, {
    companyPolicyNumber: 'WORLD/H1', taxInvoice: 'TI-H1', taxInvoiceDate: '2025-01-01', creditNote: 'CN-H1', creditNoteDate: '2025-01-02', debitNote: 'DN-H1',
    debitNoteDate: '2025-01-03', paymentId: 'PAY-H1',
  });
  const HEALTH = '/api/admin/health/healthmatrix';
  const healthTpa = await created('POST', `${HEALTH}/createhealthtpa`, { company: company._id, TPAName: 'World TPA' });
  const healthNetwork = await created('POST', `${HEALTH}/createhealthnetwork`, { tpa: healthTpa._id, networkName: 'World network' });
  const healthCity = await created('POST', `${HEALTH}/createhealthcity`, { network: healthNetwork._id, cityName: [{ emirate: 'Dubai' }, { emirate: 'Sharjah' }] });
  const healthPlan = await created('POST', `${HEALTH}/createhealthplan`, {
    city: healthCity._id, planName: 'World plan', coPay: '20', scheme: 'dubaiEssential', isBasic: true, isEnable: false, isPremiumRequestUpon: true,
  });
  const healthRow = await created('POST', `${HEALTH}/createhealthmatrix`, {
    plan: healthPlan._id, visaType: [{ visaType: 'Self' }, { visaType: 'Parent' }], ageFrom: 18, ageTo: 40, salaryFrom: 4001, salaryTo: 12000,
    gender: 'Female', relation: 'Wife', premium: 300 * AED, maternityAmount: 75 * AED,
  });
  const healthCondition = await created('POST', '/api/admin/health/healthcompanycondition/createhealthcompanyconditions', {
    company: company._id, condition: 'diabetes', cityName: [{ emirate: 'Dubai' }, { emirate: 'Ajman' }], amountType: 'fixed', amount: 250 * AED,
  });
  const claim = await worldClaim(garage._id, staff._id);
  const cancellation = await worldCancellation();
  const groupHealth = await worldGroupHealth(corporate._id, staff._id);
  Object.assign(world, {
    claim, company: company._id, plan: plan._id, matrix: matrix._id, excess: excess._id, condition: condition._id, make: make._id, menu: menu._id,
    staff: staff._id, proposal: sale.proposal._id, customer: sale.proposal.customer._id, car: sale.proposal.carDetails._id, quote: sale.quotes[0]!._id,
    policy: policy.id, healthPolicy: healthPolicy.id, product: product._id, benefit: benefit._id, post: post._id, voucher: voucher._id, sponsor: sponsor._id,
    evoucher: evoucher._id, evoucherCode: evoucherCode._id, partner: partner._id, offer: offer._id, garage: garage._id,
    tpaMaster: tpaMaster._id, networkMaster: networkMaster._id, provider: provider._id, healthCompany: healthCompany._id,
    corporate: corporate._id, cancellation, healthTpa: healthTpa._id, healthNetwork: healthNetwork._id, healthCity: healthCity._id,
    healthPlan: healthPlan._id, healthRow: healthRow._id, healthCondition: healthCondition._id, groupHealth,
  });
}

/** A group health proposal of the world's company, priced from a census of two, with an agent and a taken quote. */
async function worldGroupHealth(corporateId: string, staffId: string): Promise<string> {
  const census = [
    'Name,Date of birth,Gender,Nationality,Emirates ID,Relation,Marital status,Salary band,Visa emirate,Category',
    'World Employee,1990-03-10,Male,India,784199012345676,Employee,Married,12000+,Dubai,A',
    'World Spouse,1987-06-01,Female,India,,Spouse,Married,12000+,Dubai,B',
  ].join('\n');
  const response = await server.injectAs(token, {
    method: 'POST', url: '/api/admin/commercial/grouphealth/creategrouphealthproposal',
    ...multipartForm({ corporateCustomerId: corporateId, policyStartDate: '2027-01-01', emirate: 'Dubai' },
      [{ field: 'file', name: 'world-census.csv', bytes: Buffer.from(census), type: 'text/csv' }]),
  });
  expect(response.statusCode, response.body).toBe(200);
  const { _id, quotes } = response.json<{ data: { _id: string; quotes: Array<{ _id: string }> } }>().data;
  await created('PUT', `/api/admin/commercial/grouphealth/${_id}/editgrouphealth`, { agentId: staffId, chosenQuoteId: quotes[0]?._id ?? null });
  return _id;
}

/** A cancellation request with every detail set: an IBAN, a note and a refund set by staff with its reason. */
async function worldCancellation(): Promise<string> {
  const today = todayInDubai(new Date());
  const policy = await server.app.db.selectFrom('policies').select('id').where('line', '=', 'motor').where('status', '=', 'Active')
    .where('start_date', '<=', today).where('expiry_date', '>=', today)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('cancellation_requests as r').select('r.id').whereRef('r.policy_id', '=', 'policies.id'))))
    .orderBy('id', 'desc').executeTakeFirstOrThrow();
  const response = await server.injectAs(token, {
    method: 'POST', url: '/api/admin/endorsement/cancel-policy-request',
    ...multipartForm({ policyId: policy.id, reason: 'Vehicle exported', cancelDate: today, iban: 'AE070331234567890123456', note: 'World note' },
      [{ field: 'papers', name: 'world.pdf', bytes: SAMPLE_PDF, type: 'application/pdf' }]),
  });
  expect(response.statusCode, response.body).toBe(200);
  const { _id } = response.json<{ data: { _id: string } }>().data;
  await created('PUT', `/api/admin/endorsement/updatedetails/${_id}`, { refundOverrideFils: 10 * AED, overrideReason: 'World reason' });
  return _id;
}

/** A claim with every field set: a garage outside the network (so an override), amounts and assigned staff. */
async function worldClaim(garageId: string, staffId: string): Promise<string> {
  const today = todayInDubai(new Date());
  const policy = await server.app.db.selectFrom('policies').select('id').where('line', '=', 'motor').where('status', '=', 'Active').where('company_id', 'is not', null)
    .where('start_date', '<=', today).where('expiry_date', '>=', today).orderBy('id').executeTakeFirstOrThrow();
  const fields = {
    policyId: policy.id, accidentDate: today, description: 'World accident', garageId, garageOverrideReason: 'World reason', assignedTo: staffId,
  };
  const response = await server.injectAs(token, {
    method: 'POST', url: '/api/admin/claimpolicyrequest/createmotorclaimrequest',
    ...multipartForm(fields, [{ field: 'files', name: 'world.pdf', bytes: SAMPLE_PDF, type: 'application/pdf' }]),
  });
  expect(response.statusCode, response.body).toBe(200);
  const { _id } = response.json<{ data: { _id: string } }>().data;
  await created('PUT', `/api/admin/claimpolicyrequest/updatemotorclaimrequest/${_id}`, { repairEstimateFils: 9_000 * AED, preAccidentValueFils: 60_000 * AED });
  return _id;
}

const paramNames = (def: EndpointDef) => Object.keys((def.params as z.ZodObject | undefined)?.shape ?? {});

/** Every way to fill `names` with records of the world. */
function assignments(names: string[]): Array<Record<string, string>> {
  return names.reduce<Array<Record<string, string>>>(
    (partial, name) => partial.flatMap((filled) => Object.values(world).map((id) => ({ ...filled, [name]: id }))),
    [{}],
  );
}

/** Endpoints that only read: module reads, and the supervisor's GETs. Files are left out. */
function isRead(def: EndpointDef): boolean {
  if (def.download || def.multipart || def.hostOnly) return false;
  const rule = parsePermission(def.permission);
  return (rule.kind === 'module' && rule.action === 'read') || (rule.kind === 'supervisor' && def.method === 'GET');
}

/** The reads that answer for records of the world (and the lists): where an edit could show. */
async function discoverReads(): Promise<Call[]> {
  const calls: Call[] = [];
  for (const [key, def] of everyEndpoint.filter(([, d]) => isRead(d))) {
    for (const params of assignments(paramNames(def))) {
      if ((await send(def, params)).statusCode === 200) calls.push({ key, def, params });
    }
  }
  return calls;
}

/** What a read shows, without `updatedAt`: an edit may touch that, and nothing else it was not given. */
function shown(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shown);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'updatedAt').map(([key, field]) => [key, shown(field)]));
}

async function snapshot(reads: Call[]) {
  return Promise.all(reads.map(async (read) => {
    const response = await send(read.def, read.params);
    return { read: `${read.key} ${JSON.stringify(read.params ?? {})}`, status: response.statusCode, body: shown(response.json()) };
  }));
}

/** Objects shown for the record `id` (its `_id`) that carry every field named. */
function shownRecord(shot: Awaited<ReturnType<typeof snapshot>>, id: string, fields: string[]): Record<string, unknown> | undefined {
  const stack: unknown[] = shot.map((entry) => entry.body);
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) stack.push(...value);
    else if (typeof value === 'object' && value !== null) {
      const record = value as Record<string, unknown>;
      if (record._id === id && fields.every((field) => field in record)) return record;
      stack.push(...Object.values(record));
    }
  }
  return undefined;
}

beforeAll(async () => {
  server = await buildTestServer();
  token = await server.login();
  await buildWorld();
}, 120_000);
afterAll(async () => server.close());

const partialEdits = everyEndpoint.filter(([, def]) => def.edit === 'partial');

describe('partial edits (issue 12)', () => {
  let reads: Call[];

  beforeAll(async () => {
    reads = await discoverReads();
  }, 120_000);

  it('are declared by the contract, and the world is read by many endpoints', () => {
    expect(partialEdits.length).toBeGreaterThan(10);
    expect(reads.length).toBeGreaterThan(30);
  });

  it.each(partialEdits)('%s with only its required fields changes nothing any read shows, and breaks no read', async (key, def) => {
    const shape = (def.body as z.ZodObject).shape as Record<string, z.ZodType>;
    const required = Object.keys(shape).filter((field) => !shape[field]!.safeParse(undefined).success);
    const names = paramNames(def);
    const before = await snapshot(reads);
    let reached = 0;
    for (const params of assignments(names)) {
      const stored = shownRecord(before, params[names.at(-1)!]!, required);
      if (!stored) continue;
      const body = Object.fromEntries(required.map((field) => [field, stored[field]]));
      if (!def.body!.safeParse(body).success) continue;
      const response = await send(def, params, body);
      if (response.statusCode === 404) continue;
      expect(response.statusCode, `${key} ${JSON.stringify(params)}: ${response.body}`).toBe(200);
      reached += 1;
      const after = await snapshot(reads);
      expect(after.filter((entry, index) => entry.status >= 500 && before[index]!.status < 500).map((entry) => entry.read), 'reads answering 500').toEqual([]);
      expect(after, `${key} ${JSON.stringify(params)} changed what a read shows`).toEqual(before);
    }
    expect(reached, `no record of the world is edited by ${key}: add one to buildWorld`).toBeGreaterThan(0);
  });
});
