import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import type { Line } from '../../db/schema.js';
import { nextRef } from '../../sales/salesRecords.js';
import { buildTestServer, createTestAccount, signInWith, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { insertAgent } from '../../../tests/fixtures/proposals/callbackFixture.js';

/** The server's now: 1 May 2031, after every record below and far from the demo data. */
const NOW = Date.parse('2031-05-01T06:00:00.000Z');
const MARCH = { startDate: '2031-03-01T00:00:00.000Z', endDate: '2031-03-31T23:59:59.999Z' };
const MOTOR = '/api/admin/dashboard';
const HEALTH = '/api/admin/healthDashboard';
const minutesAfter = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

let server: TestServer;
let token: string;
let db: Db;
let customerId: string;
const ids = { motorAgent: '', healthAgent: '', insurerX: '', insurerY: '', voucher: '' };

async function post(path: string, body: object, as = token) {
  return server.injectAs(as, { method: 'POST', url: path, payload: body });
}
async function data<T>(path: string, body: object, as = token): Promise<T> {
  const response = await post(path, body, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: T }>().data;
}

async function insertInsurer(name: string, motorRates: { thirdParty: number; comprehensive: number }, healthCommission: number): Promise<string> {
  const id = newId();
  const at = new Date().toISOString();
  await db.insertInto('insurance_companies').values({
    id, company_name: name, company_email: null, praktora_company_name: null, contact_no: null, company_portal: null, company_website: 'https://insurer.example.ae',
    headquarters: 'Dubai', started_year: '1990', google_place_id: '', dec: '', logo_url: null, banner_url: null,
    motor_active: 1, health_active: 1, travel_active: 0, pet_active: 0, land_active: 0,
    line_settings: JSON.stringify({
      motorInsurance: { commissionThirdparty: motorRates.thirdParty, commissionComprehensive: motorRates.comprehensive }, healthInsurance: { commission: healthCommission },
    }),
    admin_fee_fils: 0, issuing_mode: 'online', issuing_email: null, is_active: 1, created_at: at, updated_at: at,
  }).execute();
  return id;
}

interface ProposalSeed {
  line: Line;
  createdAt: string;
  agentId: string | null;
  source?: string;
  status?: string;
  statusReason?: string | null;
  quotesGeneratedAt?: string | null;
  voucherId?: string | null;
  salesAgentId?: string | null;
  callbackAt?: string | null;
}

async function insertProposal(seed: ProposalSeed): Promise<string> {
  const id = newId();
  await db.insertInto('proposals').values({
    id, ref: await nextRef(db, 'proposals'), line: seed.line, customer_id: customerId, source: seed.source ?? 'Website', car: null, value_fils: null,
    status: seed.status ?? 'Un Attended', status_reason: seed.statusReason ?? null, expires_at: null, created_at: seed.createdAt, updated_at: seed.createdAt,
    assigned_to: seed.agentId, quotes_generated_at: seed.quotesGeneratedAt ?? null, voucher_id: seed.voucherId ?? null, sales_agent_id: seed.salesAgentId ?? null,
    callback_at: seed.callbackAt ?? null, callback_times: JSON.stringify(seed.callbackAt ? [seed.callbackAt] : []),
  }).execute();
  return id;
}

async function insertQuote(proposalId: string, companyId: string, priceFils: number, options: { current?: boolean; healthCommissionFils?: number } = {}): Promise<string> {
  const id = newId();
  const at = '2031-03-01T00:00:00.000Z';
  const company = await db.selectFrom('insurance_companies').select('company_name').where('id', '=', companyId).executeTakeFirstOrThrow();
  await db.insertInto('quotes').values({
    id, ref: await nextRef(db, 'quotes'), proposal_id: proposalId, customer_id: customerId, company_id: companyId, company_name: company.company_name,
    plan_name: 'Dashboard Plan', price_fils: priceFils, status: 'Active', created_at: at, updated_at: at, is_current: options.current === false ? 0 : 1,
    pricing: options.healthCommissionFils === undefined ? null : JSON.stringify({ health: { commissionPercent: 10, commissionFils: options.healthCommissionFils } }),
  }).execute();
  return id;
}

async function insertPolicy(seed: { line: Line; proposalId: string; quoteId: string; companyId: string; agentId: string | null; premiumFils: number; type: string; createdAt: string }) {
  const id = newId();
  const company = await db.selectFrom('insurance_companies').select('company_name').where('id', '=', seed.companyId).executeTakeFirstOrThrow();
  await db.insertInto('policies').values({
    id, ref: await nextRef(db, 'policies'), line: seed.line, customer_id: customerId, quote_id: seed.quoteId, company_id: seed.companyId, company_name: company.company_name,
    insurance_type: seed.type, insured_value_fils: null, premium_fils: seed.premiumFils, status: 'Active', start_date: null, expiry_date: null, file_id: null,
    proposal_id: seed.proposalId, assigned_to: seed.agentId, created_at: seed.createdAt, updated_at: seed.createdAt,
  }).execute();
  await db.updateTable('proposals').set({ policy_id: id, paid_quote_id: seed.quoteId }).where('id', '=', seed.proposalId).execute();
  return id;
}

async function insertStatusChange(proposalId: string, at: string) {
  await db.insertInto('history').values({
    id: newId(), entity_type: 'proposal', entity_id: proposalId, line: null, account_id: null, action: 'Status changed', detail: 'Customer contacted', created_at: at, updated_at: at,
  }).execute();
}

async function insertPaidPayment(proposalId: string, quoteId: string, paidAt: string) {
  await db.insertInto('payments').values({
    id: newId(), ref: await nextRef(db, 'payments'), quote_id: quoteId, proposal_id: proposalId, customer_id: customerId, provider: 'bank', paid_by: 'Bank transfer',
    amount_fils: 1, status: 'paid', order_id: null, payment_url: null, redirect_uri: null, order_ref: null, proof_file_id: null, failure_reason: null,
    created_by: null, paid_at: paidAt, expires_at: null, created_at: paidAt, updated_at: paidAt,
  }).execute();
}

async function insertVoucherApplication(voucherId: string, proposalId: string) {
  await db.insertInto('voucher_applications').values({ id: newId(), voucher_id: voucherId, proposal_id: proposalId, applied_by: null, channel: 'admin', applied_at: '2031-03-02T08:00:00.000Z' }).execute();
}

beforeAll(async () => {
  server = await buildTestServer({ clock: () => NOW });
  token = await server.login();
  db = server.app.db;
  customerId = (await db.selectFrom('customers').select('id').limit(1).executeTakeFirstOrThrow()).id;
  ids.motorAgent = await insertAgent(db, 'Dana Dashboard');
  ids.healthAgent = await insertAgent(db, 'Hadi Dashboard');
  await db.updateTable('accounts').set({ auto_commission: 20 }).where('id', '=', ids.motorAgent).execute();
  await db.updateTable('accounts').set({ health_commission: 10 }).where('id', '=', ids.healthAgent).execute();
  ids.insurerX = await insertInsurer('Dashboard Insurer X', { thirdParty: 5, comprehensive: 10 }, 8);
  ids.insurerY = await insertInsurer('Dashboard Insurer Y', { thirdParty: 7, comprehensive: 12 }, 20);
  ids.voucher = newId();
  await db.insertInto('vouchers').values({
    id: ids.voucher, promo_code: 'DASH10', discount_type: 'percentage', discount_value: 10, created_date: '2031-01-01', expiry_date: '2031-12-31', max_uses: null,
    created_at: '2031-01-01T00:00:00.000Z', updated_at: '2031-01-01T00:00:00.000Z',
  }).execute();
  const salesAgentId = newId();
  await db.insertInto('sales_agents').values({
    id: salesAgentId, full_name: 'Outside Seller', email: 'seller@example.ae', mobile_number: null, motor_commission_percent: 4,
    created_at: '2031-01-01T00:00:00.000Z', updated_at: '2031-01-01T00:00:00.000Z',
  }).execute();
  const agent = ids.motorAgent;

  // Motor, March 2031, all Dana's. P1: attended after 60 min, quoted after 30, paid after 120 with DASH10, a Comprehensive policy a day later, brought by a sales agent.
  const p1 = await insertProposal({ line: 'motor', createdAt: '2031-03-02T08:00:00.000Z', agentId: agent, status: 'Policy paid and Issued', quotesGeneratedAt: '2031-03-02T08:30:00.000Z', voucherId: ids.voucher, salesAgentId });
  const q1 = await insertQuote(p1, ids.insurerX, 100_000);
  await insertQuote(p1, ids.insurerY, 90_000);
  await insertStatusChange(p1, minutesAfter('2031-03-02T08:00:00.000Z', 60));
  await insertPaidPayment(p1, q1, minutesAfter('2031-03-02T08:00:00.000Z', 120));
  await insertVoucherApplication(ids.voucher, p1);
  await insertPolicy({ line: 'motor', proposalId: p1, quoteId: q1, companyId: ids.insurerX, agentId: agent, premiumFils: 110_000, type: 'Comprehensive', createdAt: '2031-03-03T08:00:00.000Z' });
  // P2: Lost as a fake inquiry (not an actual proposal), attended after 120 min (its later change does not count), DASH10 applied but never paid.
  const p2 = await insertProposal({ line: 'motor', createdAt: '2031-03-05T08:00:00.000Z', agentId: agent, source: 'Call', status: 'Lost', statusReason: 'Fake inquiry', voucherId: ids.voucher });
  await insertQuote(p2, ids.insurerX, 80_000);
  await insertStatusChange(p2, minutesAfter('2031-03-05T08:00:00.000Z', 120));
  await insertStatusChange(p2, minutesAfter('2031-03-05T08:00:00.000Z', 500));
  await insertVoucherApplication(ids.voucher, p2);
  // P3: never attended, its call-back overdue; a replaced quote of X does not count.
  const p3 = await insertProposal({ line: 'motor', createdAt: '2031-03-10T08:00:00.000Z', agentId: agent, callbackAt: '2031-03-11T08:00:00.000Z' });
  await insertQuote(p3, ids.insurerY, 70_000);
  await insertQuote(p3, ids.insurerX, 75_000, { current: false });
  // P4: quoted after 60 min, a Third Party policy a day later.
  const p4 = await insertProposal({ line: 'motor', createdAt: '2031-03-19T08:00:00.000Z', agentId: agent, quotesGeneratedAt: '2031-03-19T09:00:00.000Z' });
  const q6 = await insertQuote(p4, ids.insurerX, 45_000);
  await insertPolicy({ line: 'motor', proposalId: p4, quoteId: q6, companyId: ids.insurerX, agentId: agent, premiumFils: 50_000, type: 'Third Party', createdAt: '2031-03-20T08:00:00.000Z' });
  // Just past the range's end: a proposal and its policy on 1 April 00:00.
  const late = await insertProposal({ line: 'motor', createdAt: '2031-04-01T00:00:00.000Z', agentId: agent });
  const lateQuote = await insertQuote(late, ids.insurerY, 60_000);
  await insertPolicy({ line: 'motor', proposalId: late, quoteId: lateQuote, companyId: ids.insurerY, agentId: agent, premiumFils: 66_000, type: 'Comprehensive', createdAt: '2031-04-01T00:00:00.000Z' });
  await db.insertInto('motor_leads').values({
    id: newId(), full_name: 'Lead Dashboard', email: 'lead.dash@example.ae', mobile_number: '551230001', car_name: 'Toyota Camry 2030', wizard: '{}', status: 'New',
    proposal_id: null, created_by: agent, created_at: '2031-03-15T08:00:00.000Z', updated_at: '2031-03-15T08:00:00.000Z',
  }).execute();

  // Health, March 2031, Hadi's: one policy whose quote stored AED 30 commission (the sales agent takes no share of health).
  const h1 = await insertProposal({ line: 'health', createdAt: '2031-03-04T08:00:00.000Z', agentId: ids.healthAgent, source: 'Tasheel', salesAgentId });
  const hq = await insertQuote(h1, ids.insurerY, 70_000, { healthCommissionFils: 3_000 });
  await insertPolicy({ line: 'health', proposalId: h1, quoteId: hq, companyId: ids.insurerY, agentId: ids.healthAgent, premiumFils: 80_000, type: 'Gold Plan', createdAt: '2031-03-06T08:00:00.000Z' });
  // A health quote without priced lines (made before the health matrix): X's health rate, 8 % of 500.00.
  const h2 = await insertProposal({ line: 'health', createdAt: '2031-03-07T08:00:00.000Z', agentId: ids.healthAgent });
  const unpriced = await insertQuote(h2, ids.insurerX, 50_000);
  await insertPolicy({ line: 'health', proposalId: h2, quoteId: unpriced, companyId: ids.insurerX, agentId: ids.healthAgent, premiumFils: 52_500, type: 'Silver Plan', createdAt: '2031-03-08T08:00:00.000Z' });
  await db.insertInto('health_leads').values({
    id: newId(), full_name: 'Health Lead Dashboard', email: 'hl.dash@example.ae', mobile_number: '551230002', nationality: 'India', date_of_birth: '1990-01-01',
    gender: 'Female', source: 'Website', status: 'New', proposal_id: null, created_by: ids.healthAgent, created_at: '2031-03-04T07:00:00.000Z', updated_at: '2031-03-04T07:00:00.000Z',
  }).execute();
});
afterAll(async () => server.close());

const motorMarch = () => ({ ...MARCH, agentId: ids.motorAgent });

describe('motor dashboard figures of records with known totals', () => {
  it('counts the tiles: proposals, actual ones, leads, attend time, policies, premium and commission', async () => {
    expect(await data(`${MOTOR}/dashboarddata`, motorMarch())).toEqual({
      policyToProposalRatio: 50, totalProposals: 4, totalActualProposals: 3, totalLeads: 1, averageAttendMinutes: 90,
      totalPolicies: 2, totalPremiumFils: 160_000, averagePremiumFils: 80_000,
      // X's 10 % of 1,000.00 less the sales agent's 4 %, plus X's third-party 5 % of 450.00; Dana's 20 % of that.
      netCommissionFils: 10_000 - 400 + 2_250, agentCommissionFils: 2_370,
    });
  });

  it('answers per insurer: policies and premium, quoted proposals and conversion, paged performance', async () => {
    expect(await data(`${MOTOR}/insurancecompanywisepolicy`, motorMarch())).toEqual([
      { companyId: ids.insurerX, companyName: 'Dashboard Insurer X', policies: 2, premiumFils: 160_000 },
    ]);
    expect(await data(`${MOTOR}/insurancecompanywiseproposals`, motorMarch())).toEqual([
      { companyId: ids.insurerX, companyName: 'Dashboard Insurer X', proposals: 3, policies: 2, conversionRatio: 66.67, premiumFils: 160_000 },
      { companyId: ids.insurerY, companyName: 'Dashboard Insurer Y', proposals: 2, policies: 0, conversionRatio: 0, premiumFils: 0 },
    ]);
    const first = await post(`${MOTOR}/companyperformance?size=1`, motorMarch());
    expect(first.json()).toEqual({
      success: true,
      data: [{ companyId: ids.insurerX, companyName: 'Dashboard Insurer X', quotes: 3, proposals: 3, policies: 2, premiumFils: 160_000, conversionRatio: 66.67 }],
      pagination: { page: 1, size: 1, totalItems: 2, totalPages: 2, currentPage: 1 },
    });
    const second = await post(`${MOTOR}/companyperformance?page=2&size=1`, motorMarch());
    expect(second.json<{ data: Array<{ companyName: string; quotes: number }> }>().data).toEqual([expect.objectContaining({ companyName: 'Dashboard Insurer Y', quotes: 2 })]);
  });

  it('counts sources, promo codes applied and used, and each agent', async () => {
    expect(await data(`${MOTOR}/quotesourcecounts`, motorMarch())).toEqual([{ source: 'Website', count: 3 }, { source: 'Call', count: 1 }]);
    expect(await data(`${MOTOR}/promocodeutilization`, motorMarch())).toEqual([{ voucherId: ids.voucher, promoCode: 'DASH10', applied: 2, used: 1 }]);
    expect(await data(`${MOTOR}/agentanalysis`, motorMarch())).toEqual([
      { agentId: ids.motorAgent, agentName: 'Dana Dashboard', proposals: 4, policies: 2, premiumFils: 160_000, conversionRatio: 50 },
    ]);
    expect(await data(`${MOTOR}/agentperformanceanalysis`, motorMarch())).toEqual([
      { agentId: ids.motorAgent, agentName: 'Dana Dashboard', quotes: 5, proposals: 4, policies: 2, overDue: 1, premiumFils: 160_000 },
    ]);
  });

  it('times each step from creation, over the proposals that reached it', async () => {
    expect(await data(`${MOTOR}/averagestatuschangetime`, motorMarch())).toEqual([
      { step: 'attended', label: 'First status change', proposals: 2, averageMinutes: 90 },
      { step: 'quoted', label: 'Quotes generated', proposals: 2, averageMinutes: 45 },
      { step: 'paid', label: 'Paid', proposals: 1, averageMinutes: 120 },
      { step: 'policy', label: 'Policy made', proposals: 2, averageMinutes: 1_440 },
    ]);
  });

  it('lists premium per product and the last 6 Dubai months, empty months included', async () => {
    expect(await data(`${MOTOR}/listofpremium`, motorMarch())).toEqual([
      { product: 'Comprehensive', policies: 1, totalPremiumFils: 110_000, averagePremiumFils: 110_000 },
      { product: 'Third Party', policies: 1, totalPremiumFils: 50_000, averagePremiumFils: 50_000 },
    ]);
    const zero = (month: string) => ({ month, policies: 0, premiumFils: 0 });
    // March as Dubai counts it: its last instant is 19:59:59.999 UTC on the 31st (the UTC end of March is already April there).
    expect(await data(`${MOTOR}/salesdataforlast6months`, { ...motorMarch(), endDate: '2031-03-31T19:59:59.999Z' })).toEqual([
      zero('2030-10'), zero('2030-11'), zero('2030-12'), zero('2031-01'), zero('2031-02'), { month: '2031-03', policies: 2, premiumFils: 160_000 },
    ]);
    // Without an end: the 6 months up to today's (May 2031), where April's policy shows.
    const toNow = await data<Array<{ month: string; policies: number }>>(`${MOTOR}/salesdataforlast6months`, { agentId: ids.motorAgent });
    expect(toNow.map((row) => [row.month, row.policies])).toEqual([['2030-12', 0], ['2031-01', 0], ['2031-02', 0], ['2031-03', 2], ['2031-04', 1], ['2031-05', 0]]);
  });

  it('splits commission per insurer and per agent, less the sales agent\'s share', async () => {
    expect(await data(`${MOTOR}/policycommissionanalysis`, motorMarch())).toEqual([{
      companyId: ids.insurerX, companyName: 'Dashboard Insurer X', policies: 2, premiumFils: 160_000, commissionFils: 12_250, salesAgentCommissionFils: 400, netCommissionFils: 11_850,
    }]);
    expect(await data(`${MOTOR}/agentpolicycommissionanalysis`, motorMarch())).toEqual([{
      agentId: ids.motorAgent, agentName: 'Dana Dashboard', policies: 2, premiumFils: 160_000, commissionFils: 12_250, salesAgentCommissionFils: 400, netCommissionFils: 11_850,
      agentCommissionPercent: 20, agentCommissionFils: 2_370,
    }]);
  });

  it('keeps one insurer: its policies, and the proposals it quoted', async () => {
    // X quoted P1, P2 and P4; its replaced quote on P3 does not make P3 one of X's.
    expect(await data(`${MOTOR}/dashboarddata`, { ...motorMarch(), companyId: ids.insurerX })).toMatchObject({ totalProposals: 3, totalPolicies: 2, totalPremiumFils: 160_000 });
    const counters = await data<{ totalProposals: number; totalPolicies: number }>(`${MOTOR}/dashboarddata`, { ...motorMarch(), companyId: ids.insurerY });
    expect(counters).toMatchObject({ totalProposals: 2, totalPolicies: 0 });
    expect(await data(`${MOTOR}/insurancecompanywiseproposals`, { ...motorMarch(), companyId: ids.insurerY })).toEqual([
      { companyId: ids.insurerY, companyName: 'Dashboard Insurer Y', proposals: 2, policies: 0, conversionRatio: 0, premiumFils: 0 },
    ]);
  });
});

describe('health dashboard: the same operations on the health line', () => {
  it('counts health records only, with the commission the health quote stored', async () => {
    const filter = { ...MARCH, agentId: ids.healthAgent };
    expect(await data(`${HEALTH}/gethealthdashboard`, filter)).toEqual({
      policyToProposalRatio: 100, totalProposals: 2, totalActualProposals: 2, totalLeads: 1, averageAttendMinutes: null,
      totalPolicies: 2, totalPremiumFils: 132_500, averagePremiumFils: 66_250, netCommissionFils: 7_000, agentCommissionFils: 700,
    });
    expect(await data(`${HEALTH}/policyCommissionAnalysis`, filter)).toEqual([
      { companyId: ids.insurerX, companyName: 'Dashboard Insurer X', policies: 1, premiumFils: 52_500, commissionFils: 4_000, salesAgentCommissionFils: 0, netCommissionFils: 4_000 },
      // Y's own rate (20 %) does not apply: its quote stored the commission it was sold with.
      { companyId: ids.insurerY, companyName: 'Dashboard Insurer Y', policies: 1, premiumFils: 80_000, commissionFils: 3_000, salesAgentCommissionFils: 0, netCommissionFils: 3_000 },
    ]);
    expect(await data(`${HEALTH}/agentPolicyCommissionAnalysis`, filter)).toEqual([{
      agentId: ids.healthAgent, agentName: 'Hadi Dashboard', policies: 2, premiumFils: 132_500, commissionFils: 7_000, salesAgentCommissionFils: 0, netCommissionFils: 7_000,
      agentCommissionPercent: 10, agentCommissionFils: 700,
    }]);
    expect(await data(`${HEALTH}/quoteSourceCounts`, filter)).toEqual([{ source: 'Tasheel', count: 1 }, { source: 'Website', count: 1 }]);
    expect(await data(`${HEALTH}/listOfPremium`, filter)).toEqual([
      { product: 'Gold Plan', policies: 1, totalPremiumFils: 80_000, averagePremiumFils: 80_000 },
      { product: 'Silver Plan', policies: 1, totalPremiumFils: 52_500, averagePremiumFils: 52_500 },
    ]);
    // Dana's motor records are not on the health dashboard.
    expect(await data(`${HEALTH}/gethealthdashboard`, motorMarch())).toMatchObject({ totalProposals: 0, totalPolicies: 0, totalLeads: 0 });
  });

  it('answers every health path', async () => {
    const paths = ['insuranceCompanyWisePolicy', 'insuranceCompanyWiseProposals', 'promoCodeUtilization', 'agentAnalysis', 'averageStatusChangeTime',
      'policyCommissionAnalysis', 'companyPerformance', 'agentPerformanceAnalysis', 'salesDataForLast6Months'];
    for (const path of paths) expect((await post(`${HEALTH}/${path}`, { ...MARCH, agentId: ids.healthAgent })).statusCode, path).toBe(200);
  });
});

describe('the filter range', () => {
  it('takes both ends inclusive: a record at the exact end counts, one a millisecond later does not', async () => {
    const count = async (endDate: string) => (await data<{ totalProposals: number; totalPolicies: number }>(`${MOTOR}/dashboarddata`, { ...motorMarch(), endDate }));
    expect(await count('2031-04-01T00:00:00.000Z')).toMatchObject({ totalProposals: 5, totalPolicies: 3 });
    expect(await count('2031-03-31T23:59:59.999Z')).toMatchObject({ totalProposals: 4, totalPolicies: 2 });
    const fromLate = await data<{ totalProposals: number }>(`${MOTOR}/dashboarddata`, { agentId: ids.motorAgent, startDate: '2031-04-01T00:00:00.000Z', endDate: '2031-04-01T00:00:00.000Z' });
    expect(fromLate.totalProposals).toBe(1);
    const afterLate = await data<{ totalProposals: number }>(`${MOTOR}/dashboarddata`, { agentId: ids.motorAgent, startDate: '2031-04-01T00:00:00.001Z' });
    expect(afterLate.totalProposals).toBe(0);
  });

  it('takes a range of exactly 5 years and refuses one a day longer, naming endDate', async () => {
    const start = '2026-01-01T00:00:00.000Z';
    expect((await post(`${MOTOR}/dashboarddata`, { startDate: start, endDate: '2031-01-01T00:00:00.000Z' })).statusCode).toBe(200);
    const refused = await post(`${MOTOR}/dashboarddata`, { startDate: start, endDate: '2031-01-02T00:00:00.000Z' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fieldErrors: { endDate: 'The date range must not be longer than 5 years' } });
    // A millisecond past 5 years is already too long.
    expect((await post(`${HEALTH}/gethealthdashboard`, { startDate: start, endDate: '2031-01-01T00:00:00.001Z' })).statusCode).toBe(400);
  });

  it('takes an end equal to the start and refuses one before it, naming endDate', async () => {
    const at = '2031-03-02T08:00:00.000Z';
    expect(await data(`${MOTOR}/dashboarddata`, { startDate: at, endDate: at, agentId: ids.motorAgent })).toMatchObject({ totalProposals: 1 });
    const refused = await post(`${MOTOR}/agentanalysis`, { startDate: at, endDate: '2031-03-02T07:59:59.999Z' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fieldErrors: { endDate: 'End date must not be before the start date' } });
  });

  it('refuses an unknown agent or insurer, and a date that is not one, naming the field', async () => {
    const agent = await post(`${MOTOR}/dashboarddata`, { agentId: 'no-such-agent' });
    expect(agent.statusCode).toBe(400);
    expect(agent.json()).toMatchObject({ fieldErrors: { agentId: 'No staff account has this id' } });
    const insurer = await post(`${HEALTH}/insuranceCompanyWisePolicy`, { companyId: 'no-such-insurer' });
    expect(insurer.statusCode).toBe(400);
    expect(insurer.json()).toMatchObject({ fieldErrors: { companyId: 'No insurance company has this id' } });
    const date = await post(`${MOTOR}/quotesourcecounts`, { startDate: '2031-03-01' });
    expect(date.statusCode).toBe(400);
    expect(date.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toHaveProperty('startDate');
    const team = await post(`${MOTOR}/agentanalysis`, { moduleAccessRole: 'Team Of' });
    expect(team.json()).toMatchObject({ fieldErrors: { agentId: 'Choose the supervisor whose team to show' } });
  });
});

describe('roles and teams', () => {
  it('keeps a supervisor\'s team with Team Of, and the caller\'s own with My Team', async () => {
    const supervisor = await insertAgent(db, 'Sara Supervisor');
    await db.updateTable('accounts').set({ team_leader_id: supervisor }).where('id', '=', ids.motorAgent).execute();
    try {
      expect(await data(`${MOTOR}/dashboarddata`, { ...MARCH, moduleAccessRole: 'Team Of', agentId: supervisor })).toMatchObject({ totalProposals: 4, totalPolicies: 2 });
      // The demo admin leads no team: My Team is the admin's own proposals, none in March 2031.
      expect(await data(`${MOTOR}/dashboarddata`, { ...MARCH, moduleAccessRole: 'My Team' })).toMatchObject({ totalProposals: 0 });
      // Dana is neither supervisor nor sales agent: an Agent, not a Sales Agent.
      expect(await data(`${MOTOR}/dashboarddata`, { ...MARCH, moduleAccessRole: 'Agent' })).toMatchObject({ totalProposals: 4 });
      expect(await data(`${MOTOR}/dashboarddata`, { ...MARCH, moduleAccessRole: 'Sales Agent' })).toMatchObject({ totalProposals: 0 });
    } finally {
      await db.updateTable('accounts').set({ team_leader_id: null }).where('id', '=', ids.motorAgent).execute();
    }
  });
});

describe('permissions', () => {
  it('refuses the company-wide calls to staff without dashboard read rights', async () => {
    const noDashboard = await signInWith(server, { proposal: { read: true } });
    for (const path of [`${MOTOR}/insurancecompanywisepolicy`, `${MOTOR}/policycommissionanalysis`, `${MOTOR}/companyperformance`, `${HEALTH}/agentAnalysis`, `${HEALTH}/agentPolicyCommissionAnalysis`]) {
      const refused = await post(path, {}, noDashboard);
      expect(refused.statusCode, path).toBe(403);
    }
    const reader = await signInWith(server, { dashboard: { read: true } });
    expect((await post(`${MOTOR}/insurancecompanywisepolicy`, {}, reader)).statusCode).toBe(200);
  });

  it("answers a caller without dashboard rights with their own figures only, without the net commission", async () => {
    const account = { account_id: (await createTestAccount(server.app, { moduleAccess: { proposal: { read: true } } })).id };
    const own = await server.login((await db.selectFrom('accounts').select('email').where('id', '=', account.account_id).executeTakeFirstOrThrow()).email);
    await db.updateTable('proposals').set({ assigned_to: account.account_id }).where('source', '=', 'Call').where('assigned_to', '=', ids.motorAgent).execute();
    try {
      // Asking for Dana's figures still gives the caller's own: the one proposal now theirs.
      const counters = await data<{ totalProposals: number; netCommissionFils: number | null }>(`${MOTOR}/dashboarddata`, motorMarch(), own);
      expect(counters).toMatchObject({ totalProposals: 1, netCommissionFils: null });
      expect(await data(`${MOTOR}/agentperformanceanalysis`, motorMarch(), own)).toEqual([
        expect.objectContaining({ agentId: account.account_id, proposals: 1, quotes: 1 }),
      ]);
    } finally {
      await db.updateTable('proposals').set({ assigned_to: ids.motorAgent }).where('source', '=', 'Call').where('assigned_to', '=', account.account_id).execute();
    }
  });
});

describe('figures equal a direct SQL count over the same filter (demo data and the records above)', () => {
  const ranges = [{}, { startDate: '2020-01-01T00:00:00.000Z', endDate: '2024-12-31T23:59:59.999Z' }, MARCH];

  for (const line of ['motor', 'health'] as const) {
    it(`${line}: counters, insurers, sources and agents`, async () => {
      const base = line === 'motor' ? MOTOR : HEALTH;
      const countersPath = line === 'motor' ? `${MOTOR}/dashboarddata` : `${HEALTH}/gethealthdashboard`;
      for (const range of ranges) {
        const start = 'startDate' in range ? range.startDate : '0000';
        const end = 'endDate' in range ? range.endDate : '9999';
        const proposals = await sql<{ n: number; actual: number }>`SELECT COUNT(*) AS n,
            SUM(CASE WHEN status = 'Lost' AND status_reason IN ('Fake inquiry', 'Duplicate Proposal') THEN 0 ELSE 1 END) AS actual
          FROM proposals WHERE line = ${line} AND created_at >= ${start} AND created_at <= ${end}`.execute(db);
        const policies = await sql<{ n: number; premium: number | null }>`SELECT COUNT(*) AS n, SUM(premium_fils) AS premium
          FROM policies WHERE line = ${line} AND created_at >= ${start} AND created_at <= ${end}`.execute(db);
        const leads = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(line === 'motor' ? 'motor_leads' : 'health_leads')}
          WHERE created_at >= ${start} AND created_at <= ${end}`.execute(db);
        const counters = await data<Record<string, number>>(countersPath, range);
        expect(counters, JSON.stringify(range)).toMatchObject({
          totalProposals: Number(proposals.rows[0]!.n), totalActualProposals: Number(proposals.rows[0]!.actual ?? 0),
          totalPolicies: Number(policies.rows[0]!.n), totalPremiumFils: Number(policies.rows[0]!.premium ?? 0), totalLeads: Number(leads.rows[0]!.n),
        });

        const perInsurer = await sql<{ company_id: string | null; n: number; premium: number }>`SELECT company_id, COUNT(*) AS n, SUM(premium_fils) AS premium
          FROM policies WHERE line = ${line} AND created_at >= ${start} AND created_at <= ${end} GROUP BY company_id, company_name`.execute(db);
        const insurers = await data<Array<{ companyId: string | null; policies: number; premiumFils: number }>>(
          `${base}/${line === 'motor' ? 'insurancecompanywisepolicy' : 'insuranceCompanyWisePolicy'}`, range);
        expect(insurers.map((row) => [row.companyId, row.policies, row.premiumFils]).sort(), JSON.stringify(range))
          .toEqual(perInsurer.rows.map((row) => [row.company_id, Number(row.n), Number(row.premium)]).sort());

        const sources = await sql<{ source: string; n: number }>`SELECT source, COUNT(*) AS n FROM proposals
          WHERE line = ${line} AND created_at >= ${start} AND created_at <= ${end} GROUP BY source`.execute(db);
        const counted = await data<Array<{ source: string; count: number }>>(`${base}/${line === 'motor' ? 'quotesourcecounts' : 'quoteSourceCounts'}`, range);
        expect(counted.map((row) => [row.source, row.count]).sort()).toEqual(sources.rows.map((row) => [row.source, Number(row.n)]).sort());

        const perAgent = await sql<{ assigned_to: string | null; n: number }>`SELECT assigned_to, COUNT(*) AS n FROM proposals
          WHERE line = ${line} AND created_at >= ${start} AND created_at <= ${end} GROUP BY assigned_to`.execute(db);
        const agents = await data<Array<{ agentId: string | null; proposals: number }>>(`${base}/${line === 'motor' ? 'agentanalysis' : 'agentAnalysis'}`, range);
        expect(agents.filter((row) => row.proposals > 0).map((row) => [row.agentId ?? '', row.proposals]).sort())
          .toEqual(perAgent.rows.map((row) => [row.assigned_to ?? '', Number(row.n)]).sort());
      }
    });
  }
});
