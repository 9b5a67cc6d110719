import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanQuote } from '../../shared/contract/companies/index.js';
import { corporateCustomersResource } from '../../shared/contract/corporate-customers/index.js';
import { DASHBOARD_OPERATIONS, dashboardContract } from '../../shared/contract/dashboard/index.js';
import { listResultSchema } from '../../shared/contract/index.js';
import { NotificationListResultSchema } from '../../shared/contract/notifications/index.js';
import { PolicyDetailResultSchema, PolicyListResultSchema } from '../../shared/contract/policies/index.js';
import { RENEWAL_WINDOW_DAYS, RenewalListResultSchema } from '../../shared/contract/renewals/index.js';
import { formatAed } from '../../shared/domain/format.js';
import { buildTestServer, type TestServer } from '../../tests/helpers/buildTestServer.js';
import { dubaiDate, todayInDubai } from '../../shared/domain/dubaiDay.js';
import { policyPeriod } from '../modules/policies/issuing.js';
import { buildRisk, createQuotingService, priceProposal } from '../modules/proposals/quoting.js';
import { readProposalDetails } from '../sales/salesRecords.js';
import { CUSTOMERS_PER_CORPORATE } from './corporateDemo.js';
import { DEMO_ADMIN_EMAIL, DEMO_AGENT_EMAIL, DEMO_SUPERVISOR_EMAIL } from './seedDemo.js';

/**
 * The rules a demo database must keep, checked over a freshly seeded server (the first-run path):
 * a newcomer judges the product by what the demo shows, so every record must be one the product
 * itself could have made.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const VAT_PERCENT = 5;
const MONEY_COLUMNS = {
  quotes: ['price_fils', 'admin_fee_fils', 'vat_fils', 'total_fils', 'value_fils', 'excess_fils'],
  policies: ['premium_fils', 'insured_value_fils'],
  payments: ['amount_fils'],
  transactions: ['amount_fils'],
  proposals: ['value_fils'],
  cars: ['value_fils'],
  quote_addons: ['price_fils'],
  sandbox_orders: ['amount_fils', 'refunded_fils'],
} as const;

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 150, seed: 23, evoucherCodes: 30 } });
  token = await server.login();
}, 120_000);
afterAll(async () => server.close());

const db = () => server.app.db;
const get = async (url: string, as = token) => (await server.injectAs(as, { method: 'GET', url })).json();
const post = async (url: string, payload: Record<string, unknown>) => (await server.injectAs(token, { method: 'POST', url, payload })).json();

describe('the demo data', () => {
  it('fills every figure of the motor and health dashboards for the demo Admin (issue 18)', async () => {
    for (const line of ['motor', 'health'] as const) {
      const answer = async (operation: keyof typeof DASHBOARD_OPERATIONS) => {
        const body = await post(dashboardContract[DASHBOARD_OPERATIONS[operation][line]].path, {});
        expect(body.success, `${line} ${operation}: ${JSON.stringify(body)}`).toBe(true);
        return body.data;
      };
      const counters = await answer('counters');
      for (const [tile, value] of Object.entries(counters)) {
        // The agent's own commission is a tile of a chosen agent only.
        if (tile !== 'agentCommissionFils') expect(value, `${line} ${tile}`).toBeGreaterThan(0);
      }
      // Some proposals were Lost as fakes or duplicates: fewer actual proposals than proposals.
      expect(counters.totalActualProposals, line).toBeLessThan(counters.totalProposals);
      for (const operation of ['insurerPolicies', 'insurerProposals', 'quoteSources', 'premiums', 'policyCommission', 'companyPerformance'] as const) {
        expect((await answer(operation)).length, `${line} ${operation}`).toBeGreaterThan(0);
      }
      expect((await answer('promoCodes')).some((row: { used: number }) => row.used > 0), `${line} promo codes used`).toBe(true);
      for (const step of await answer('statusTimes')) expect(step.proposals, `${line} ${step.step}`).toBeGreaterThan(0);
      expect((await answer('salesMonths')).some((month: { policies: number }) => month.policies > 0), `${line} sales months`).toBe(true);
      const agents = (await answer('agentAnalysis')).filter((row: { agentId: string | null }) => row.agentId !== null);
      expect(agents.some((row: { policies: number }) => row.policies > 0), `${line} agents with policies`).toBe(true);
      expect((await answer('agentCommission')).some((row: { agentCommissionFils: number }) => row.agentCommissionFils > 0), `${line} agent commission`).toBe(true);
      expect((await answer('agentPerformance')).some((row: { overDue: number }) => row.overDue > 0), `${line} overdue call-backs`).toBe(true);
    }
  });

  it('issues a policy only for a paid proposal, and a paid proposal has its paid payment', async () => {
    const proposals = await db().selectFrom('proposals').selectAll().execute();
    const issued = proposals.filter((p) => p.status === 'Policy paid and Issued');
    expect(issued.length).toBeGreaterThan(10);
    for (const proposal of proposals) {
      const paid = proposal.status.startsWith('Policy paid');
      expect(proposal.paid_quote_id !== null, `${proposal.ref} ${proposal.status}`).toBe(paid);
      expect(proposal.policy_id !== null, `${proposal.ref} ${proposal.status}`).toBe(paid);
      if (!paid) continue;
      const quote = await db().selectFrom('quotes').selectAll().where('id', '=', proposal.paid_quote_id!).executeTakeFirstOrThrow();
      expect(quote).toMatchObject({ proposal_id: proposal.id, payment_status: 'paid', is_bought: 1 });
      const payment = await db().selectFrom('payments').selectAll().where('quote_id', '=', quote.id).where('status', '=', 'paid').executeTakeFirst();
      expect(payment, proposal.ref).toMatchObject({ amount_fils: quote.total_fils, proposal_id: proposal.id, paid_at: expect.any(String) });
      const policy = await db().selectFrom('policies').selectAll().where('id', '=', proposal.policy_id!).executeTakeFirstOrThrow();
      expect(policy).toMatchObject({ quote_id: quote.id, proposal_id: proposal.id, payment_id: payment!.id, premium_fils: quote.total_fils });
      expect(policy.status).toBe(proposal.status === 'Policy paid and Issued' ? 'Active' : 'Pending');
      if (policy.status === 'Active' && policy.line === 'motor') expect(policy.company_policy_number).toBeTruthy();
      if (policy.status === 'Pending') expect(policy.issue_error).toBeTruthy();
      const transaction = await db().selectFrom('transactions').selectAll().where('policy_id', '=', policy.id).executeTakeFirst();
      expect(transaction).toMatchObject({ amount_fils: quote.total_fils, status: 'SUCCESS' });
    }
    // Nothing paid hangs off a proposal that is not paid.
    const strayPaid = await db().selectFrom('quotes').innerJoin('proposals', 'proposals.id', 'quotes.proposal_id')
      .select('quotes.ref').where('quotes.payment_status', '=', 'paid').whereRef('proposals.paid_quote_id', '!=', 'quotes.id').execute();
    expect(strayPaid).toEqual([]);
  });

  it('prices every motor quote with the pricing engine, its total the sum of its lines and VAT 5 % of the taxable amount', async () => {
    const motorQuotes = await db().selectFrom('quotes').innerJoin('proposals', 'proposals.id', 'quotes.proposal_id').where('proposals.line', '=', 'motor')
      .select(['quotes.ref', 'quotes.pricing', 'quotes.insurance_type', 'quotes.price_fils']).execute();
    expect(motorQuotes.filter((quote) => quote.pricing === null).map((quote) => quote.ref)).toEqual([]);
    // Third party cover costs what the regulated bands allow (Decision 30/2016: AED 2,150 at most), not a comprehensive premium.
    const thirdParty = motorQuotes.filter((quote) => quote.insurance_type === 'thirdparty').map((quote) => quote.price_fils);
    expect(thirdParty.length).toBeGreaterThan(10);
    expect(Math.max(...thirdParty)).toBeLessThanOrEqual(2_150_00);

    const { catalogue, settings } = await createQuotingService(db()).pricingInputs(db());
    const quotes = await db().selectFrom('quotes').innerJoin('proposals', 'proposals.id', 'quotes.proposal_id').innerJoin('cars', 'cars.id', 'proposals.car_id')
      .innerJoin('customers', 'customers.id', 'proposals.customer_id').where('proposals.line', '=', 'motor').where('quotes.is_current', '=', 1)
      .selectAll('quotes').select(['proposals.insurance_type as requested', 'proposals.agent_discount_percent', 'proposals.details', 'proposals.voucher_id',
        'cars.make', 'cars.model', 'cars.body_type', 'cars.vehicle_type', 'cars.cylinders', 'cars.year', 'cars.value_fils as car_value_fils', 'cars.gcc_spec',
        'cars.first_registration_date', 'customers.date_of_birth'])
      .execute();
    expect(quotes.length).toBeGreaterThan(100);
    for (const quote of quotes) {
      const plan = JSON.parse(quote.pricing!) as PlanQuote;
      const sum = plan.lines.reduce((total, line) => total + line.amountFils, 0);
      expect(sum, quote.ref).toBe(quote.total_fils);
      const vat = plan.lines.find((line) => line.code === 'vat')!;
      expect(vat.amountFils, quote.ref).toBe(Math.round(((quote.total_fils - vat.amountFils) * VAT_PERCENT) / 100));
      expect(quote.vat_fils, quote.ref).toBe(vat.amountFils);
      expect(quote.price_fils, quote.ref).toBe(plan.lines.find((line) => line.code === 'basePremium')!.amountFils);
      if (quote.voucher_id) continue;
      // The engine, asked again for the same proposal, gives the same price.
      const risk = buildRisk({
        proposal: { insurance_type: quote.requested, agent_discount_percent: quote.agent_discount_percent },
        car: { ...quote, value_fils: quote.car_value_fils }, customer: quote, details: readProposalDetails(quote.details)!,
      }, { selectedAddons: JSON.parse(quote.selected_addons) as string[] });
      const engine = priceProposal(risk, null, catalogue, settings).quotes.find((candidate) => candidate.planId === quote.plan_id);
      expect(engine?.totalFils, quote.ref).toBe(quote.total_fils);
    }
  });

  it('adds 5 % VAT to the other lines\' premiums too', async () => {
    const quotes = await db().selectFrom('quotes').innerJoin('proposals', 'proposals.id', 'quotes.proposal_id').selectAll('quotes')
      .where('proposals.line', '!=', 'motor').execute();
    expect(quotes.length).toBeGreaterThan(5);
    for (const quote of quotes) {
      expect(quote.vat_fils, quote.ref).toBe(Math.round((quote.price_fils * VAT_PERCENT) / 100));
      expect(quote.total_fils, quote.ref).toBe(quote.price_fils + quote.admin_fee_fils + quote.vat_fils);
    }
  });

  it('has quotes customers asked to be contacted about on both lines, only of open proposals, each in its proposal\'s history', async () => {
    const asked = await db().selectFrom('quotes').innerJoin('proposals', 'proposals.id', 'quotes.proposal_id')
      .select(['quotes.ref', 'quotes.proposal_id', 'quotes.created_at', 'quotes.applied_for_contact_at', 'proposals.line', 'proposals.status', 'proposals.paid_quote_id'])
      .where('quotes.applied_for_contact_at', 'is not', null).execute();
    expect([...new Set(asked.map((quote) => quote.line))]).toEqual(expect.arrayContaining(['motor', 'health']));
    for (const quote of asked) {
      expect(quote.paid_quote_id, quote.ref).toBeNull();
      expect(quote.status, quote.ref).not.toBe('Lost');
      expect(quote.applied_for_contact_at! > quote.created_at, quote.ref).toBe(true);
      const entry = await db().selectFrom('history').select('action').where('entity_type', '=', 'proposal').where('entity_id', '=', quote.proposal_id)
        .where('detail', '=', quote.ref).executeTakeFirst();
      expect(entry?.action, quote.ref).toMatch(/^Customer asked to be contacted about /);
    }
  });

  it('keeps money in whole fils with no negative zero, and never shows -0.00', async () => {
    for (const [table, columns] of Object.entries(MONEY_COLUMNS) as Array<[keyof typeof MONEY_COLUMNS, readonly string[]]>) {
      const rows = await db().selectFrom(table).selectAll().execute() as Array<Record<string, unknown>>;
      for (const column of columns) {
        const odd = rows.map((row) => row[column]).filter((value) => value !== null && (!Number.isInteger(value) || Object.is(value, -0) || (value as number) < 0));
        expect(odd, `${table}.${column}`).toEqual([]);
      }
    }
    const quotes = await db().selectFrom('quotes').select(['ref', 'pricing']).where('pricing', 'is not', null).execute();
    for (const quote of quotes) {
      expect(quote.pricing, quote.ref).not.toMatch(/:-0[,}]/);
      const lines = (JSON.parse(quote.pricing!) as PlanQuote).lines;
      for (const line of lines) expect(formatAed(line.amountFils), `${quote.ref} ${line.code}`).not.toBe('AED -0.00');
      // The policy screen's "Total Discount": minus the sum of the discount lines.
      expect(formatAed(-lines.filter((line) => line.amountFils < 0).reduce((sum, line) => sum + line.amountFils, 0))).not.toContain('-');
    }
  });

  it('gives every motor policy its proposal ref, car and payment, and the quote\'s VAT, as staff see them', async () => {
    const list = PolicyListResultSchema.parse(await post('/api/admin/customers/filterallpolicies?size=100', { pType: 'all' }));
    expect(list.data.length).toBeGreaterThan(10);
    for (const item of list.data) expect(item.proposalRef, item.ref).toMatch(/^PRO-\d{6}$/);
    for (const item of list.data.slice(0, 15)) {
      const { data: policy } = PolicyDetailResultSchema.parse(await get(`/api/admin/customers/${item._id}/getpolicydetails`));
      expect(policy.car, policy.ref).toMatchObject({ make: expect.any(String), registration: { registrationEmirate: expect.any(String) } });
      expect(policy.payments.some((payment) => payment.status === 'paid'), policy.ref).toBe(true);
      expect(policy.paidBy, policy.ref).toBeTruthy();
      expect(policy.quote!.vatFils, policy.ref).toBeGreaterThan(0);
      expect(policy.quote!.totalFils).toBe(policy.premiumFils);
      const requested = readProposalDetails((await db().selectFrom('proposals').select('details').where('id', '=', policy.proposalId!).executeTakeFirstOrThrow()).details)!;
      expect({ startDate: policy.startDate, expiryDate: policy.expiryDate }).toEqual(policyPeriod(requested.policyEffectiveDate, requested.policyEffectiveDate));
    }
  });

  it('has motor policies ending within the renewal window, each with its renewal proposal on the Renewals screen', async () => {
    const today = todayInDubai();
    const windowEnd = dubaiDate(new Date(Date.now() + RENEWAL_WINDOW_DAYS * DAY_MS));
    const ending = await db().selectFrom('policies').select(['id', 'ref']).where('line', '=', 'motor').where('status', '=', 'Active')
      .where('expiry_date', '>=', today).where('expiry_date', '<=', windowEnd).execute();
    expect(ending.length).toBeGreaterThan(2);
    const renewals = RenewalListResultSchema.parse(await post('/api/admin/proposals/getrenewalproposals?size=100', {}));
    expect(renewals.data.map((item) => item.previousPolicy._id).sort()).toEqual(expect.arrayContaining(ending.map((policy) => policy.id).sort()));
    expect(renewals.data.filter((item) => item.bestQuoteFils !== null).length).toBeGreaterThan(0);
  });

  it('gives the admin, the supervisor and the agent today\'s notifications of sales', async () => {
    for (const email of [DEMO_ADMIN_EMAIL, DEMO_SUPERVISOR_EMAIL, DEMO_AGENT_EMAIL]) {
      const { data, unreadCount } = NotificationListResultSchema.parse(await get('/api/admin/proposals/getAllNotifications', await server.login(email)));
      expect(data.length, email).toBeGreaterThan(5);
      expect(unreadCount, email).toBe(data.length);
      expect(Date.now() - Date.parse(data[0]!.createdAt), email).toBeLessThan(DAY_MS);
      expect(new Set(data.map((notification) => notification.kind)), email).toEqual(new Set(['proposalCreated', 'agentAssigned', 'quotePaid', 'policyIssued', 'policyIssueFailed']));
    }
  });

  it('has campaign promo codes staff can list: unique, valid spans and discounts, some expired and some switched off', async () => {
    const vouchers = await db().selectFrom('vouchers').selectAll().execute();
    expect(vouchers.length).toBe(25);
    expect(new Set(vouchers.map((voucher) => voucher.promo_code.toUpperCase())).size).toBe(vouchers.length);
    for (const voucher of vouchers) {
      expect(voucher.expiry_date >= voucher.created_date, voucher.promo_code).toBe(true);
      if (voucher.max_uses !== null) expect(voucher.used_count, voucher.promo_code).toBeLessThanOrEqual(voucher.max_uses);
      if (voucher.discount_type === 'percentage') expect(voucher.discount_value, voucher.promo_code).toBeLessThanOrEqual(100);
      expect(voucher.discount_value, voucher.promo_code).toBeGreaterThan(0);
    }
    const today = todayInDubai();
    expect(vouchers.some((voucher) => voucher.expiry_date < today)).toBe(true);
    const off = await get('/api/admin/vouchers/get-voucher?isActive=false&size=100');
    expect(off.pagination.totalItems).toBeGreaterThan(0);
    expect(off.data.every((voucher: { isActive: boolean }) => !voucher.isActive)).toBe(true);
  });

  it('fills the marketing areas with records their rules allow: e-voucher codes, requests, partner offers and sponsor claims', async () => {
    const db = server.app.db;
    const evouchers = await db.selectFrom('evouchers').select(['id', 'code_count']).execute();
    const codes = await db.selectFrom('evoucher_codes').selectAll().execute();
    expect(evouchers.length).toBe(5);
    for (const evoucher of evouchers) expect(codes.filter((code) => code.evoucher_id === evoucher.id)).toHaveLength(evoucher.code_count);
    expect(new Set(codes.map((code) => code.status))).toEqual(new Set(['available', 'assigned', 'redeemed']));
    for (const code of codes) {
      expect(code.customer_id === null).toBe(code.status === 'available');
      expect(code.channel === null).toBe(code.status === 'available');
      expect(code.redeemed_at === null).toBe(code.status !== 'redeemed');
    }
    const requests = await db.selectFrom('evoucher_requests').selectAll().execute();
    expect(requests.some((request) => request.status === 'pending')).toBe(true);
    for (const request of requests) expect(request.reason === null).toBe(request.status !== 'rejected');

    const offers = await db.selectFrom('discount_offers').selectAll().execute();
    const redemptions = await db.selectFrom('offer_redemptions').selectAll().execute();
    expect(redemptions.length).toBeGreaterThan(0);
    for (const redemption of redemptions) {
      const offer = offers.find((candidate) => candidate.id === redemption.offer_id)!;
      expect(redemption.saved_fils).toBeLessThanOrEqual(Math.min(redemption.bill_fils, offer.max_discount_fils ?? redemption.bill_fils));
      const uses = redemptions.filter((other) => other.offer_id === offer.id && other.customer_id === redemption.customer_id).length;
      expect(uses).toBeLessThanOrEqual(offer.useage_limit_per_user);
    }
    const partners = await get('/api/admin/partner/readallpartners?size=100');
    expect(partners.data.map((partner: { discountCode: string }) => partner.discountCode).sort()).toEqual(['DAKT', 'DTTR', 'GHCL', 'HFIX', 'QLUB', 'SHWC']);

    const sponsors = await db.selectFrom('sponsors').innerJoin('vouchers', 'vouchers.id', 'sponsors.voucher_id').select(['sponsors.id', 'vouchers.promo_code']).execute();
    expect(sponsors).toHaveLength(4);
    for (const sponsor of sponsors) {
      const claims = await get(`/api/admin/sponsor/${sponsor.id}/getsponsorvoucherlist?size=100`);
      expect(claims.pagination.totalItems).toBeGreaterThan(0);
      for (const claim of claims.data as Array<{ promoCode: string; isRedeem: boolean; createdAt: string; redeemedAt: string | null }>) {
        expect(claim.promoCode).toBe(sponsor.promo_code);
        expect(claim.redeemedAt === null).toBe(!claim.isRedeem);
        if (claim.redeemedAt) expect(claim.redeemedAt > claim.createdAt).toBe(true);
      }
    }
  });

  it('has corporate customers sized by the seed, each one the create rules accept, found by their line of business', async () => {
    const response = await server.injectAs(token, { method: 'POST', url: '/api/admin/businesslines/getallbusinesslines?size=100' });
    const page = listResultSchema(corporateCustomersResource.schemas.record).parse(response.json());
    expect(page.pagination.totalItems).toBe(Math.floor(150 / CUSTOMERS_PER_CORPORATE));
    for (const customer of page.data) {
      const input = corporateCustomersResource.schemas.input.safeParse(customer);
      expect(input.success, `${customer.fullName}: ${input.error?.message}`).toBe(true);
    }
    const fleets = await server.injectAs(token, { method: 'POST', url: '/api/admin/businesslines/getallbusinesslines?size=100', payload: { insuranceType: 'carFleetInsurance' } });
    expect(fleets.json().data.map((customer: { _id: string }) => customer._id).sort()).toEqual(page.data.filter((customer) => customer.carFleetInsurance).map((customer) => customer._id).sort());
  });
});
