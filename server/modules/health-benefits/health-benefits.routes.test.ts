import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailResultSchema } from '../../../shared/contract/index.js';
import {
  CompanyNetworksResultSchema, HealthBenefitsResultSchema, PlanBenefitsResultSchema, type PlanBenefitEntry,
} from '../../../shared/contract/health-benefits/index.js';
import { healthCitiesResource, healthNetworksResource, healthPlansResource, healthTpasResource } from '../../../shared/contract/health-matrix/index.js';
import { buildTestServer, createTestAccount, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { newId } from '../../db/ids.js';
import { healthTreeDb } from '../health-matrix/health-matrix.tables.js';
import { NO_VALUES, planBenefits, savePlanBenefits } from './health-benefits.repository.js';
import { routeCalls } from '../../../tests/helpers/routeCalls.js';

const TREE = '/api/admin/health/healthmatrix';
const VALUES = '/api/admin/health/healthcompanybenefits';
const Tpa = detailResultSchema(healthTpasResource.schemas.record);
const Network = detailResultSchema(healthNetworksResource.schemas.record);
const City = detailResultSchema(healthCitiesResource.schemas.record);
const Plan = detailResultSchema(healthPlansResource.schemas.record);

let server: TestServer;
let admin: string;
let reader: string;
let companyId: string;
let otherCompanyId: string;

beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 0 } });
  admin = await server.login();
  await createTestAccount(server.app, { email: 'benefit-reader@brokerdesk.test', moduleAccess: { company: { read: true } } });
  reader = await server.login('benefit-reader@brokerdesk.test');
  const companies = await server.app.db.selectFrom('insurance_companies').select('id').orderBy('seq').limit(2).execute();
  [companyId, otherCompanyId] = [companies[0]!.id, companies[1]!.id];
});
afterAll(async () => server.close());

const { send, ok } = routeCalls(() => server, () => admin);

/** A plan of its own TPA, network and city under `company`, with the network's id. */
async function newPlan(company = companyId) {
  const tpa = Tpa.parse(await ok('POST', `${TREE}/createhealthtpa`, { company, TPAName: 'Benefits TPA' })).data;
  const network = Network.parse(await ok('POST', `${TREE}/createhealthnetwork`, { tpa: tpa._id, networkName: 'Benefits network' })).data;
  const city = City.parse(await ok('POST', `${TREE}/createhealthcity`, { network: network._id, cityName: [{ emirate: 'Dubai' }] })).data;
  const plan = Plan.parse(await ok('POST', `${TREE}/createhealthplan`, { city: city._id, planName: 'Benefits plan', coPay: '20' })).data;
  return { plan, network, tpa };
}
const entry = (benefitId: string, values: Partial<PlanBenefitEntry> = {}): PlanBenefitEntry => ({ ...NO_VALUES, benefitId, isEnabled: true, ...values });
const refusal = async (planId: string, benefits: PlanBenefitEntry[]) => {
  const response = await send('POST', `${VALUES}/updatehealthcompanybenefits`, { planId, benefits });
  expect(response.statusCode, response.body).toBe(400);
  return response.json<{ message: string; fieldErrors: Record<string, string> }>();
};

describe('the benefits master', () => {
  it('lists the seeded lines by group, each with its unit, value type, options and fields', async () => {
    const master = HealthBenefitsResultSchema.parse(await ok('GET', '/api/admin/health/healthbenefits/getallhealthbenefits')).data;
    expect(master.length).toBeGreaterThanOrEqual(20);
    expect(master[0]).toMatchObject({ _id: 'annualLimit', group: 'General', unit: 'AED', valueType: 'text' });
    expect(master.find((benefit) => benefit._id === 'network')).toMatchObject({ valueType: 'network', unit: null });
    expect(master.find((benefit) => benefit._id === 'physiotherapy')).toMatchObject({ unit: 'sessions', group: 'Therapies' });
    expect(master.find((benefit) => benefit._id === 'accommodation')?.options).toEqual(['Ward', 'Semi-private room', 'Private room']);
    expect(master.find((benefit) => benefit._id === 'outpatient')?.fields).toEqual(expect.arrayContaining(['coPayType', 'coPayValue', 'deductibleValue']));
    const groups = [...new Set(master.map((benefit) => benefit.group))];
    expect(groups).toEqual(['General', 'Inpatient', 'Outpatient', 'Maternity', 'Dental and optical', 'Therapies', 'Emergency and travel']);
  });
});

describe('a plan\'s benefits', () => {
  it('answers every benefit with the defaults, saves some, keeps the others, and overwrites on a second save', async () => {
    const { plan, network } = await newPlan();
    const before = PlanBenefitsResultSchema.parse(await ok('GET', `${VALUES}/${plan._id}/gethealthcompanybenefits`)).data;
    expect(before).toMatchObject({ planId: plan._id, planName: 'Benefits plan', coPay: '20', companyId });
    expect(before.benefits.every((benefit) => !benefit.saved && !benefit.isEnabled && benefit.limit === null)).toBe(true);

    const saved = PlanBenefitsResultSchema.parse(await ok('POST', `${VALUES}/updatehealthcompanybenefits`, {
      planId: plan._id,
      benefits: [
        entry('annualLimit', { limit: 150_000_00 }),
        entry('network', { value: network._id }),
        entry('outpatient', { coPayType: 'percentage', coPayValue: 20, coPayLimit: 100_00, deductibleType: 'fixed', deductibleValue: 50_00, description: 'Per visit' }),
        entry('accommodation', { value: 'Semi-private room' }),
        entry('physiotherapy', { limit: 12, timePeriod: 'perYear', isEnabled: false }),
      ],
    }));
    expect(saved.message).toBe('Benefits saved');
    const byId = (id: string) => saved.data.benefits.find((benefit) => benefit._id === id)!;
    expect(byId('annualLimit')).toMatchObject({ saved: true, isEnabled: true, limit: 150_000_00 });
    expect(byId('network').value).toBe(network._id);
    expect(byId('outpatient')).toMatchObject({ coPayType: 'percentage', coPayValue: 20, coPayLimit: 100_00, deductibleType: 'fixed', deductibleValue: 50_00, description: 'Per visit' });
    expect(byId('physiotherapy')).toMatchObject({ isEnabled: false, limit: 12, timePeriod: 'perYear', unit: 'sessions' });
    expect(byId('dental')).toMatchObject({ saved: false, isEnabled: false });

    await ok('POST', `${VALUES}/updatehealthcompanybenefits`, { planId: plan._id, benefits: [entry('annualLimit', { limit: 250_000_00 })] });
    const after = PlanBenefitsResultSchema.parse(await ok('GET', `${VALUES}/${plan._id}/gethealthcompanybenefits`)).data.benefits;
    expect(after.find((benefit) => benefit._id === 'annualLimit')?.limit).toBe(250_000_00);
    expect(after.find((benefit) => benefit._id === 'accommodation')?.value).toBe('Semi-private room');
  });

  it('refuses, naming each field, and writes nothing of the save', async () => {
    const { plan } = await newPlan();
    const { network: foreign } = await newPlan(otherCompanyId);
    const body = [
      entry('annualLimit', { limit: 100_00 }),
      entry('outpatient', { coPayType: 'percentage', coPayValue: 120 }),
      entry('nope'),
      entry('accommodation', { value: 'Suite' }),
      entry('network', { value: foreign._id }),
      entry('areaOfCover', { limit: 5 }),
      entry('ambulance', { noOfSessions: 3 }),
    ];
    const refused = await refusal(plan._id, body);
    expect(refused.fieldErrors).toEqual({
      'benefits.1.coPayValue': 'A percentage co-pay is at most 100 %',
    });
    const rest = await refusal(plan._id, body.filter((_, index) => index !== 1));
    expect(rest.fieldErrors).toEqual({
      'benefits.1.benefitId': 'No benefit has the id nope',
      'benefits.2.value': 'Room type must be one of: Ward, Semi-private room, Private room',
      'benefits.3.value': 'Choose a network of this insurer',
      'benefits.4.limit': 'Area of cover has no limit',
      'benefits.5.noOfSessions': 'Ground ambulance does not take a number of sessions',
    });
    const stored = PlanBenefitsResultSchema.parse(await ok('GET', `${VALUES}/${plan._id}/gethealthcompanybenefits`)).data.benefits;
    expect(stored.find((benefit) => benefit._id === 'annualLimit')?.saved).toBe(false);
  });

  it('refuses shares by their type, negative or fractional fils, a benefit twice and an unknown plan', async () => {
    const { plan } = await newPlan();
    expect((await refusal(plan._id, [entry('outpatient', { coPayValue: 10 })])).fieldErrors).toEqual({ 'benefits.0.coPayType': 'Choose whether the co-pay is a percentage or a fixed amount' });
    expect((await refusal(plan._id, [entry('outpatient', { deductibleType: 'fixed', deductibleValue: 10.5 })])).fieldErrors)
      .toEqual({ 'benefits.0.deductibleValue': 'A fixed deductible is an amount in whole fils' });
    expect((await refusal(plan._id, [entry('outpatient', { coPayType: 'fixed', coPayValue: -1 })])).fieldErrors).toEqual({ 'benefits.0.coPayValue': 'Co-pay is 0 or more' });
    expect((await refusal(plan._id, [entry('annualLimit', { limit: -100 })])).fieldErrors).toEqual({ 'benefits.0.limit': 'Limit is 0 or more' });
    expect((await refusal(plan._id, [entry('companion', { maxValue: 1.5 })])).fieldErrors).toEqual({ 'benefits.0.maxValue': 'Maximum value is an amount in whole fils' });
    expect((await refusal(plan._id, [entry('optical', { reimbursement: 101 })])).fieldErrors).toEqual({ 'benefits.0.reimbursement': 'Reimbursement is at most 100 %' });
    expect((await refusal(plan._id, [entry('dental'), entry('dental')])).fieldErrors).toEqual({ 'benefits.1.benefitId': 'This benefit is given twice' });
    expect((await refusal(newId(), [entry('dental')])).fieldErrors).toEqual({ planId: 'Choose an existing plan' });
    // A save states every field of each benefit, so none is reset by being left out.
    const partial = await send('POST', `${VALUES}/updatehealthcompanybenefits`, { planId: plan._id, benefits: [{ benefitId: 'dental', isEnabled: true }] });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().fieldErrors).toHaveProperty('benefits.0.limit');
    expect((await send('GET', `${VALUES}/${newId()}/gethealthcompanybenefits`)).statusCode).toBe(404);
  });

  it('goes with its plan', async () => {
    const { plan } = await newPlan();
    await ok('POST', `${VALUES}/updatehealthcompanybenefits`, { planId: plan._id, benefits: [entry('annualLimit', { limit: 1 })] });
    await ok('DELETE', `${TREE}/${plan._id}/deletehealthplan`);
    const rows = await server.app.db.withTables<{ health_plan_benefits: { plan_id: string } }>().selectFrom('health_plan_benefits').select('plan_id').where('plan_id', '=', plan._id).execute();
    expect(rows).toEqual([]);
  });

  it('reads and writes in bulk inside a caller\'s transaction, all or nothing', async () => {
    const first = (await newPlan()).plan;
    const second = (await newPlan()).plan;
    const at = new Date().toISOString();
    await server.app.db.transaction().execute(async (trx) => {
      await savePlanBenefits(trx, first._id, [entry('dental', { limit: 2_000_00, value: 'Routine dental' })], at);
      await savePlanBenefits(trx, second._id, [entry('optical', { limit: 1_000_00, timePeriod: 'perTwoYears' })], at);
    });
    const both = await planBenefits(server.app.db, [first._id, second._id]);
    expect(both.get(first._id)?.find((benefit) => benefit._id === 'dental')).toMatchObject({ limit: 2_000_00, value: 'Routine dental', saved: true });
    expect(both.get(second._id)?.find((benefit) => benefit._id === 'optical')).toMatchObject({ timePeriod: 'perTwoYears', saved: true });
    await expect(server.app.db.transaction().execute(async (trx) => {
      await savePlanBenefits(trx, first._id, [entry('dental', { limit: 9 })], at);
      await savePlanBenefits(trx, second._id, [entry('optical', { value: 'x', limit: 1, noOfSessions: 2 })], at, 'plans.1.benefits');
    })).rejects.toMatchObject({ statusCode: 400, fieldErrors: { 'plans.1.benefits.0.noOfSessions': 'Optical (frames and lenses) does not take a number of sessions' } });
    expect((await planBenefits(server.app.db, [first._id])).get(first._id)?.find((benefit) => benefit._id === 'dental')?.limit).toBe(2_000_00);
  });

  it('is read with company read and saved with company update', async () => {
    const { plan } = await newPlan();
    expect((await send('GET', `${VALUES}/${plan._id}/gethealthcompanybenefits`, undefined, reader)).statusCode).toBe(200);
    expect((await send('POST', `${VALUES}/updatehealthcompanybenefits`, { planId: plan._id, benefits: [] }, reader)).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: '/api/admin/health/healthbenefits/getallhealthbenefits' })).statusCode).toBe(401);
  });
});

describe('the networks of an insurer', () => {
  it('lists the networks of every TPA of the company, and 404 for an unknown company', async () => {
    const { network, tpa } = await newPlan();
    const networks = CompanyNetworksResultSchema.parse(await ok('GET', `${TREE}/${companyId}/getallnetworksbycompany`)).data;
    expect(networks).toContainEqual({ _id: network._id, networkName: 'Benefits network', tpa: tpa._id, TPAName: 'Benefits TPA' });
    const foreign = CompanyNetworksResultSchema.parse(await ok('GET', `${TREE}/${otherCompanyId}/getallnetworksbycompany`)).data;
    expect(foreign.map((item) => item._id)).not.toContain(network._id);
    expect((await send('GET', `${TREE}/${newId()}/getallnetworksbycompany`)).statusCode).toBe(404);
  });
});

describe('the demo plans', () => {
  it('give every plan its benefits: AED 150,000 a year for an Essential plan, more for the higher tiers, co-pays as the plan\'s', async () => {
    const plans = await healthTreeDb(server.app.db).selectFrom('health_plans').select(['id', 'plan_name', 'co_pay']).where('id', 'like', 'demo-%').execute();
    expect(plans.length).toBeGreaterThan(0);
    const values = await planBenefits(server.app.db, plans.map((plan) => plan.id));
    for (const plan of plans) {
      const benefits = values.get(plan.id)!;
      const of = (id: string) => benefits.find((benefit) => benefit._id === id)!;
      expect(benefits.every((benefit) => benefit.saved), plan.plan_name).toBe(true);
      const limit = of('annualLimit').limit!;
      if (plan.plan_name.startsWith('Essential')) expect(limit).toBe(150_000_00);
      else expect(limit, plan.plan_name).toBeGreaterThan(150_000_00);
      if (plan.plan_name.startsWith('Platinum')) expect(limit).toBe(5_000_000_00);
      expect(of('outpatient').coPayValue ?? 0, plan.plan_name).toBe(Number(plan.co_pay));
    }
    const essential = plans.find((plan) => plan.plan_name.startsWith('Essential'));
    if (essential) expect(values.get(essential.id)!.find((benefit) => benefit._id === 'pharmacy')).toMatchObject({ limit: 1_500_00, coPayValue: 30 });
  });
});
