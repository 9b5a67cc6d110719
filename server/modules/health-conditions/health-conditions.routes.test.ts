import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { detailResultSchema, listResultSchema } from '../../../shared/contract/index.js';
import { HealthConditionMasterSchema, HealthPlanPriceResultSchema, healthCompanyConditionsResource } from '../../../shared/contract/health-conditions/index.js';
import { newHealthInsurer } from '../../../tests/fixtures/health/healthInsurer.fixture.js';
import { buildTestServer, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { DEMO_AGENT_EMAIL } from '../../demo/seedDemo.js';
import { EMIRATES } from '../../../shared/domain/emirates.js';
import { healthTreeDb } from '../health-matrix/health-matrix.tables.js';
import { healthPlanForPricing } from '../health-matrix/healthPlanForPricing.js';
import { loadingsOfCompany } from './health-conditions.repository.js';
import { routeCalls } from '../../../tests/helpers/routeCalls.js';

const BASE = '/api/admin/health/healthcompanycondition';
const TREE = '/api/admin/health/healthmatrix';
const ConditionResult = detailResultSchema(healthCompanyConditionsResource.schemas.record);
const ConditionList = listResultSchema(healthCompanyConditionsResource.schemas.record);
const MasterList = z.object({ data: z.array(HealthConditionMasterSchema) });

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 3 } });
  admin = await server.login();
});
afterAll(async () => server.close());

const { send, ok, refusal } = routeCalls(() => server, () => admin);

/** A company of its own per test, so no other test's (or the demo's) conditions meet its own. */
const newCompany = () => newHealthInsurer(server.app.db, 'Conditions Test');
const conditionBody = (company: string, values: Record<string, unknown> = {}) => ({
  company, condition: 'smoker', cityName: [{ emirate: 'Dubai' }], amountType: 'percentage', percentage: 10, ...values,
});
const createCondition = async (company: string, values: Record<string, unknown> = {}) =>
  ConditionResult.parse(await ok('POST', `${BASE}/createhealthcompanyconditions`, conditionBody(company, values))).data;

describe('the conditions master', () => {
  it('lists the three factors with the question each asks and the section of the spec it fills', async () => {
    const response = MasterList.parse(await ok('GET', '/api/admin/health/healthcondition/getallconditions'));
    expect(response.data).toEqual([
      { _id: 'smoker', conditionName: 'Smoker', question: 'Is Smoking', amountKey: 'amount.smoker' },
      { _id: 'hypertension', conditionName: 'Hypertension', question: 'Is Hypertension', amountKey: 'amount.hypertensionCondition' },
      { _id: 'diabetes', conditionName: 'Diabetes', question: 'Is Diabetes', amountKey: 'amount.diabetesCondition' },
    ]);
    expect((await server.app.inject({ method: 'GET', url: '/api/admin/health/healthcondition/getallconditions' })).statusCode).toBe(401);
  });
});

describe('company conditions', () => {
  it('creates a percentage and a fixed loading, reads, lists by company, edits and deletes them', async () => {
    const company = await newCompany();
    const smoker = await createCondition(company, { percentage: 12.5, cityName: [{ emirate: 'Dubai' }, { emirate: 'Sharjah' }] });
    expect(smoker).toMatchObject({ company, condition: 'smoker', operator: 'equals', amountType: 'percentage', percentage: 12.5, amount: null });
    const diabetes = await createCondition(company, { condition: 'diabetes', amountType: 'fixed', amount: 500_00, percentage: undefined });
    expect(diabetes).toMatchObject({ condition: 'diabetes', amountType: 'fixed', amount: 500_00, percentage: null });
    const list = ConditionList.parse(await ok('GET', `${BASE}/${company}/gethealthcompanyconditions?page=1&size=10`));
    expect(list.data.map((item) => [item.condition, item.cityName.map((entry) => entry.emirate)])).toEqual([['smoker', ['Dubai', 'Sharjah']], ['diabetes', ['Dubai']]]);
    expect(list.pagination.totalItems).toBe(2);
    const edited = ConditionResult.parse(await ok('PUT', `${BASE}/${smoker._id}/updatehealthcompanycondition`, { company, cityName: [{ emirate: 'Ajman' }], percentage: 20 })).data;
    expect(edited).toMatchObject({ percentage: 20, cityName: [{ emirate: 'Ajman' }], condition: 'smoker' });
    expect(ConditionResult.parse(await ok('GET', `${BASE}/${smoker._id}/gethealthcompanycondition`)).data.percentage).toBe(20);
    expect(await ok('DELETE', `${BASE}/${diabetes._id}/deletehealthcompanycondition`)).toMatchObject({ success: true, message: 'Health condition deleted' });
    expect((await send('GET', `${BASE}/${diabetes._id}/gethealthcompanycondition`)).statusCode).toBe(404);
    expect(await loadingsOfCompany(server.app.db, company)).toEqual([{ factor: 'smoker', emirates: ['Ajman'], amountType: 'percentage', amount: 20 }]);
  });

  it('refuses each wrong field with 400 naming it', async () => {
    const company = await newCompany();
    const create = (values: Record<string, unknown>) => refusal('POST', `${BASE}/createhealthcompanyconditions`, conditionBody(company, values));
    expect(await create({ percentage: 100.5 })).toMatchObject({ status: 400, fieldErrors: { percentage: 'Price (%) is at most 100' } });
    expect(await create({ percentage: -1 })).toMatchObject({ status: 400, fieldErrors: { percentage: 'Price (%) is at least 0' } });
    expect(await create({ percentage: 12.345 })).toMatchObject({ status: 400, fieldErrors: { percentage: 'Price (%) has at most 2 decimals' } });
    expect(await create({ percentage: undefined })).toMatchObject({ status: 400, fieldErrors: { percentage: 'A percentage loading needs its percentage' } });
    expect(await create({ amountType: 'fixed' })).toMatchObject({ status: 400, fieldErrors: { amount: 'A fixed loading needs its price in AED' } });
    expect(await create({ amountType: 'fixed', amount: -100 })).toMatchObject({ status: 400, fieldErrors: { amount: 'Price (AED) must be 0 or more' } });
    expect(await create({ amountType: 'fixed', amount: 10.5 })).toMatchObject({ status: 400, fieldErrors: { amount: 'Price (AED) must be whole fils' } });
    expect(await create({ cityName: [] })).toMatchObject({ status: 400, fieldErrors: { cityName: 'City: add at least 1' } });
    expect(await create({ cityName: [{ emirate: 'Dubai' }, { emirate: 'Dubai' }] })).toMatchObject({ status: 400, fieldErrors: { 'cityName.1.emirate': 'Dubai is chosen twice' } });
    expect((await create({ condition: 'asthma' })).fieldErrors?.condition).toBe('Condition must be one of: Smoker, Hypertension, Diabetes');
    expect((await create({ operator: 'notEquals' })).fieldErrors?.operator).toBe('Operator must be one of: Answer is Yes');
    expect((await create({ amountType: 'both' })).status).toBe(400);
    expect(await refusal('POST', `${BASE}/createhealthcompanyconditions`, conditionBody('nope'))).toMatchObject({ status: 400, fieldErrors: { company: 'Choose an existing insurance company' } });
    expect((await refusal('GET', `${BASE}/nope/gethealthcompanyconditions?page=1&size=10`)).status).toBe(404);
    expect((await refusal('PUT', `${BASE}/nope/updatehealthcompanycondition`, conditionBody(company))).status).toBe(404);
    expect((await refusal('DELETE', `${BASE}/nope/deletehealthcompanycondition`)).status).toBe(404);
    // An edit is judged by the condition it leaves: a fixed type with no amount stored.
    const stored = await createCondition(company);
    expect(await refusal('PUT', `${BASE}/${stored._id}/updatehealthcompanycondition`, { company, cityName: stored.cityName, amountType: 'fixed' }))
      .toMatchObject({ status: 400, fieldErrors: { amount: 'A fixed loading needs its price in AED' } });
  });

  it('loads one factor at most once per emirate of an insurer (Exclude Same Insurer Cities), naming the clash', async () => {
    const company = await newCompany();
    const first = await createCondition(company, { cityName: [{ emirate: 'Dubai' }, { emirate: 'Sharjah' }] });
    await createCondition(company, { condition: 'hypertension', cityName: [{ emirate: 'Dubai' }] });
    await createCondition(await newCompany(), { cityName: [{ emirate: 'Dubai' }] });
    const clash = await refusal('POST', `${BASE}/createhealthcompanyconditions`, conditionBody(company, { cityName: [{ emirate: 'Ajman' }, { emirate: 'Sharjah' }, { emirate: 'Dubai' }] }));
    expect(clash.status).toBe(409);
    expect(clash.message).toBe(`Smoker is already loaded by this insurer in Dubai, Sharjah (condition ${first._id}): one emirate takes one smoker loading`);
    expect(clash.fieldErrors?.cityName).toBe(clash.message);
    const ajman = await createCondition(company, { cityName: [{ emirate: 'Ajman' }], amountType: 'fixed', amount: 100_00 });
    // An edit meets the others, never itself.
    expect(ConditionResult.parse(await ok('PUT', `${BASE}/${first._id}/updatehealthcompanycondition`, { company, cityName: first.cityName, percentage: 15 })).data.percentage).toBe(15);
    const moved = await refusal('PUT', `${BASE}/${ajman._id}/updatehealthcompanycondition`, { company, cityName: [{ emirate: 'Sharjah' }] });
    expect(moved).toMatchObject({ status: 409, message: `Smoker is already loaded by this insurer in Sharjah (condition ${first._id}): one emirate takes one smoker loading` });
  });

  it('keeps the conditions to staff with the company grants', async () => {
    const company = await newCompany();
    const agent = await server.login(DEMO_AGENT_EMAIL);
    expect((await server.injectAs(agent, { method: 'POST', url: `${BASE}/createhealthcompanyconditions`, payload: conditionBody(company) })).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: `${BASE}/${company}/gethealthcompanyconditions?page=1&size=10` })).statusCode).toBe(401);
  });
});

/** A plan sold in Dubai and Sharjah under a company of its own, with rows for a family of four. */
async function familyPlan(values: Record<string, unknown> = {}) {
  const company = await newCompany();
  const id = async (url: string, body: object) => (await ok('POST', `${TREE}/${url}`, body) as { data: { _id: string } }).data._id;
  const tpa = await id('createhealthtpa', { company, TPAName: 'NAS' });
  const network = await id('createhealthnetwork', { tpa, networkName: 'RN3' });
  const city = await id('createhealthcity', { network, cityName: [{ emirate: 'Dubai' }, { emirate: 'Sharjah' }] });
  const plan = await id('createhealthplan', { city, planName: 'Silver', coPay: '10', ...values });
  const row = (body: object) => id('createhealthmatrix', { plan, visaType: [{ visaType: 'all' }], gender: 'all', ...body });
  await row({ ageFrom: 0, ageTo: 17, premium: 3_000_00 });
  await row({ ageFrom: 18, ageTo: 64, gender: 'Male', premium: 6_000_00 });
  await row({ ageFrom: 18, ageTo: 64, gender: 'Female', premium: 5_000_00, maternityAmount: 2_000_00 });
  return { company, plan };
}
const family = (values: Record<string, unknown> = {}, members?: object[]) => ({
  insuredType: 'Self and Dependent', emirate: 'Dubai', salaryBand: '12000+', startDate: '2026-12-01', ...values,
  members: members ?? [
    { fullName: 'Omar Haddad', dateOfBirth: '1990-03-01', gender: 'Male', maritalStatus: 'Married', smoker: true },
    { relation: 'Wife', dateOfBirth: '1992-05-10', gender: 'Female', maritalStatus: 'Married', diabetes: true },
    { relation: 'Son', dateOfBirth: '2016-01-20', gender: 'Male', maritalStatus: 'Single' },
    { relation: 'Daughter', dateOfBirth: '2019-07-02', gender: 'Female', maritalStatus: 'Single' },
  ],
});
const preview = async (plan: string, body: object) => HealthPlanPriceResultSchema.parse(await ok('POST', `${TREE}/${plan}/previewhealthplan`, body)).data;

describe('the plan preview', () => {
  it('prices a family on the plan with the insurer\'s loadings where they live; the total is the sum of the lines', async () => {
    const { company, plan } = await familyPlan();
    await createCondition(company, { condition: 'smoker', percentage: 12.5, cityName: [{ emirate: 'Dubai' }] });
    await createCondition(company, { condition: 'diabetes', amountType: 'fixed', amount: 750_00, cityName: [{ emirate: 'Dubai' }, { emirate: 'Sharjah' }] });
    const price = await preview(plan, family());
    if (!price.offered) throw new Error(JSON.stringify(price.refusals));
    expect(price.members.map((member) => [member.fullName, member.age, member.premiumFils, member.maternityFils, member.loadings.map((line) => [line.factor, line.fils])])).toEqual([
      ['Omar Haddad', 36, 6_000_00, 0, [['smoker', 750_00]]],
      ['Wife', 34, 5_000_00, 2_000_00, [['diabetes', 750_00]]],
      ['Son', 10, 3_000_00, 0, []],
      ['Daughter', 7, 3_000_00, 0, []],
    ]);
    expect(price.members[0]!.explanation).toContain('Smoker loading in Dubai: 12.5 % of AED 6,000.00 = AED 750.00');
    for (const member of price.members) expect(member.totalFils).toBe(member.premiumFils + member.maternityFils + member.loadings.reduce((sum, line) => sum + line.fils, 0));
    expect(price.totalFils).toBe(price.members.reduce((sum, member) => sum + member.totalFils, 0) + price.fees.reduce((sum, fee) => sum + fee.fils, 0));
    expect(price.totalFils).toBe(6_750_00 + 7_750_00 + 6_000_00);
    // In Sharjah the smoker is not loaded; the diabetic still is.
    const sharjah = await preview(plan, family({ emirate: 'Sharjah' }));
    expect(sharjah.offered && sharjah.members.map((member) => member.loadings.map((line) => line.factor))).toEqual([[], ['diabetes'], [], []]);
    expect(sharjah.offered && sharjah.totalFils).toBe(6_000_00 + 7_750_00 + 6_000_00);
  });

  it('answers the refusals of a plan that cannot be offered', async () => {
    const { plan } = await familyPlan();
    expect(await preview(plan, family({ emirate: 'Ajman' }))).toEqual({ planId: plan, offered: false, refusals: [{ code: 'territory', memberId: null, message: 'Silver is not sold in Ajman' }] });
    const grandfather = { relation: 'Father', visa: 'Parent', dateOfBirth: '1950-01-01', gender: 'Male', maritalStatus: 'Married' };
    const old = await preview(plan, family({}, [...family().members, grandfather]));
    expect(old).toMatchObject({ offered: false, refusals: [{ code: 'noRow', memberId: 'member-5', message: 'Father: Silver has no premium for a male of 76 on a Parent visa' }] });
    const { plan: onRequest } = await familyPlan({ isPremiumRequestUpon: true });
    expect(await preview(onRequest, family())).toMatchObject({ offered: false, refusals: [{ code: 'onRequest' }] });
  });

  it("offers no plan of an insurer switched off in Health companies, or without health settings, and offers them again when it is on", async () => {
    const { company, plan } = await familyPlan();
    const { company_name: name } = await server.app.db.selectFrom('insurance_companies').select('company_name').where('id', '=', company).executeTakeFirstOrThrow();
    const switchedOff = { planId: plan, offered: false, refusals: [{ code: 'inactive', memberId: null, message: `${name} does not sell health insurance now: switch it on in Health companies` }] };
    const setActive = (on: number) => server.app.db.updateTable('health_company_settings').set({ is_active: on }).where('company_id', '=', company).execute();
    await setActive(0);
    expect(await preview(plan, family())).toEqual(switchedOff);
    await setActive(1);
    expect((await preview(plan, family())).offered).toBe(true);
    await server.app.db.deleteFrom('health_company_settings').where('company_id', '=', company).execute();
    expect(await preview(plan, family())).toEqual(switchedOff);
  });

  it('refuses a household that is not one, naming the field, and an unknown plan', async () => {
    const { plan } = await familyPlan();
    const url = `${TREE}/${plan}/previewhealthplan`;
    const members = family().members as Array<Record<string, unknown>>;
    const withMember = (index: number, values: Record<string, unknown>) => family({}, members.map((member, at) => (at === index ? { ...member, ...values } : member)));
    expect((await refusal('POST', url, withMember(2, { dateOfBirth: '2016-02-30' }))).fieldErrors).toEqual({ 'members.2.dateOfBirth': 'Date of birth must be a date (yyyy-MM-dd)' });
    expect((await refusal('POST', url, withMember(2, { dateOfBirth: '2027-01-01' }))).fieldErrors).toEqual({ 'members.2.dateOfBirth': 'Date of birth must be on or before the start date' });
    expect((await refusal('POST', url, withMember(1, { relation: null }))).fieldErrors).toEqual({ 'members.1.relation': 'Only one member is the principal: give this one a relation' });
    expect((await refusal('POST', url, withMember(0, { relation: 'Husband' }))).fieldErrors).toEqual({ members: 'Members: one must be the principal (no relation)' });
    expect((await refusal('POST', url, withMember(3, { gender: 'x' }))).fieldErrors).toEqual({ 'members.3.gender': 'Gender must be Male or Female' });
    expect((await refusal('POST', url, family({}, []))).fieldErrors).toEqual({ members: 'Members: add at least 1' });
    expect((await refusal('POST', url, family({}, [members[0]!, ...Array.from({ length: 20 }, () => members[2]!)]))).fieldErrors).toEqual({ members: 'Members: at most 20' });
    expect((await refusal('POST', url, family({ emirate: 'Al Ain' }))).fieldErrors?.emirate).toMatch(/^Emirate must be one of/);
    expect((await refusal('POST', url, family({ salaryBand: '5000' }))).fieldErrors?.salaryBand).toMatch(/^Salary band must be one of/);
    expect(await refusal('POST', `${TREE}/nope/previewhealthplan`, family())).toMatchObject({ status: 404, message: 'Plan not found' });
    expect((await server.app.inject({ method: 'POST', url, payload: family() })).statusCode).toBe(401);
  });

  it('reads a plan for pricing with its city\'s emirates, its rows in age order and its insurer\'s loadings', async () => {
    const { company, plan } = await familyPlan({ scheme: 'dubaiEssential' });
    await createCondition(company, { condition: 'hypertension', amountType: 'fixed', amount: 250_00, cityName: [{ emirate: 'Sharjah' }] });
    const { plan: priced, insurerSells } = await healthPlanForPricing(server.app.db, plan);
    expect(insurerSells).toBe(true);
    expect(priced).toMatchObject({ id: plan, planName: 'Silver', coPay: 10, isActive: true, premiumOnRequest: false, scheme: 'dubaiEssential', emirates: ['Dubai', 'Sharjah'] });
    expect(priced.matrix.map((row) => [row.ageFrom, row.gender, row.relation, row.visaTypes, row.premiumFils, row.maternityFils, row.salaryFromAed])).toEqual([
      [0, 'all', null, ['all'], 3_000_00, 0, null], [18, 'Male', null, ['all'], 6_000_00, 0, null], [18, 'Female', null, ['all'], 5_000_00, 2_000_00, null],
    ]);
    expect(priced.loadings).toEqual([{ factor: 'hypertension', emirates: ['Sharjah'], amountType: 'fixed', amount: 250_00 }]);
  });
});

describe('the demo conditions', () => {
  it('loads the demo insurers\' smokers at 10–25 % in every emirate, once each, and a demo plan\'s preview charges it', async () => {
    const companies = await server.app.db.selectFrom('insurance_companies').select('id').where('health_active', '=', 1).orderBy('seq').limit(8).execute();
    expect(companies).toHaveLength(8);
    for (const { id } of companies) {
      const list = ConditionList.parse(await ok('GET', `${BASE}/${id}/gethealthcompanyconditions?page=1&size=10`));
      expect(list.data.map((item) => item.condition).sort()).toEqual(['diabetes', 'hypertension', 'smoker', 'smoker']);
      const smokers = list.data.filter((item) => item.condition === 'smoker');
      expect(smokers.flatMap((item) => item.cityName.map((entry) => entry.emirate)).sort()).toEqual([...EMIRATES].sort());
      for (const item of smokers) {
        expect(item.percentage).toBeGreaterThanOrEqual(10);
        expect(item.percentage).toBeLessThanOrEqual(25);
      }
      for (const item of list.data) expect(item.amountType === 'percentage' ? item.percentage! > 0 : item.amount! > 0).toBe(true);
    }
    const plans = await healthTreeDb(server.app.db).selectFrom('health_plans').select('id').where('id', 'like', 'demo-%').execute();
    let priced = 0;
    for (const { id } of plans) {
      const { plan } = await healthPlanForPricing(server.app.db, id);
      const emirate = plan.emirates[0]!;
      const price = await preview(id, family({ emirate, insuredType: 'Self', salaryBand: '12000+' }, [{ dateOfBirth: '1990-03-01', gender: 'Male', maritalStatus: 'Single', smoker: true }]));
      if (!price.offered) continue;
      expect(price.members[0]!.loadings.map((line) => line.factor)).toEqual(['smoker']);
      expect(price.members[0]!.loadings[0]!.fils).toBeGreaterThan(0);
      priced += 1;
    }
    expect(priced).toBeGreaterThan(0);
  });
});
