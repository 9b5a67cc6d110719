import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ProposalCreatedResultSchema, ProposalDashboardResultSchema, ProposalDetailResultSchema, ProposalListResultSchema, QuoteListResultSchema,
  QuotePayableResultSchema, NextPreviousResultSchema, ActiveVoucherListResultSchema, HistoryListResultSchema, CommentListResultSchema,
  InsurerErrorsResultSchema, type Quote,
} from '../../../shared/contract/proposals/index.js';
import { newRequestRoom } from '../../../shared/contract/notifications/index.js';
import { todayInDubai } from '../../../shared/domain/dubaiDay.js';
import { newId } from '../../db/ids.js';
import { priceRisk } from '../../services/pricing/motorPricing.js';
import { buildTestServer, createTestAccount, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { createCompaniesRepository } from '../companies/companies.repository.js';
import { buildRisk } from './quoting.js';
import { readProposalDetails } from '../../sales/salesRecords.js';
import { wizardBody } from '../../../tests/fixtures/proposals/wizardFixture.js';

const BASE = '/api/admin/proposals';
const DAY_MS = 24 * 60 * 60 * 1000;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await buildTestServer();
  admin = await server.login();
});
afterAll(async () => server.close());

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token = admin) =>
  server.injectAs(token, { method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

async function createProposal(email: string, extra: Record<string, unknown> = {}, query = '') {
  const response = await send('POST', `${BASE}/generatenewquotes${query}`, wizardBody(email, extra));
  expect(response.statusCode, response.body).toBe(200);
  return ProposalCreatedResultSchema.parse(response.json()).data;
}

async function addVoucher(code: string, overrides: Partial<{ expiry: string; created: string; maxUses: number | null; used: number; planIds: string[]; type: 'percentage' | 'fixedPrice'; value: number }> = {}) {
  const at = new Date().toISOString();
  await server.app.db.insertInto('vouchers').values({
    id: newId(), promo_code: code, discount_type: overrides.type ?? 'percentage', discount_value: overrides.value ?? 5,
    created_date: overrides.created ?? todayInDubai(new Date(Date.now() - DAY_MS)), expiry_date: overrides.expiry ?? todayInDubai(new Date(Date.now() + 30 * DAY_MS)),
    max_uses: overrides.maxUses ?? null, used_count: overrides.used ?? 0, plan_ids: JSON.stringify(overrides.planIds ?? []), created_at: at, updated_at: at,
  }).execute();
}

describe('creating a proposal from the wizard', () => {
  let created: Awaited<ReturnType<typeof createProposal>>;

  it('creates the customer, car and proposal and prices every plan with the engine', async () => {
    created = await createProposal('wizard.one@example.ae');
    const { proposal, quotes } = created;
    expect(proposal).toMatchObject({ status: 'Quote generated', source: 'Website', isPaid: false, needsRegeneration: false, isFrozen: false });
    expect(proposal.ref).toMatch(/^PRO-\d{6}$/);
    expect(proposal.carDetails).toMatchObject({ make: 'Toyota', model: 'Camry', valueFils: 8_000_000 });
    expect(quotes.length).toBeGreaterThan(5);

    const db = server.app.db;
    const companies = createCompaniesRepository(db);
    const row = await db.selectFrom('proposals').selectAll().where('id', '=', proposal._id).executeTakeFirstOrThrow();
    const car = await db.selectFrom('cars').selectAll().where('id', '=', row.car_id!).executeTakeFirstOrThrow();
    const customer = await db.selectFrom('customers').selectAll().where('id', '=', row.customer_id).executeTakeFirstOrThrow();
    const risk = buildRisk({ proposal: row, car, customer, details: readProposalDetails(row.details)!, voucher: null });
    expect(risk.driver).toMatchObject({ claimFreeYears: 2, hasNoClaimsProof: true });
    const expected = priceRisk(risk, await companies.pricingCatalogue(), await companies.getMotorPricingSettings());
    expect(quotes.map((q) => [q.planId, q.priceFils, q.vatFils, q.totalFils])).toEqual(
      expected.quotes.map((q) => [q.planId, q.premiumFils, q.vatFils, q.totalFils]),
    );
    const calls = await db.selectFrom('insurer_calls').select(['status']).where('proposal_id', '=', proposal._id).execute();
    expect(calls).toHaveLength(expected.quotes.length + expected.refusals.length);
    expect(calls.filter((call) => call.status === 'error')).toHaveLength(expected.refusals.length);
  });

  it('shows a customer the wizard created in the customers list at once (no stale cached page)', async () => {
    const search = (email: string) => send('POST', `/api/admin/customers/get-customer?search=${encodeURIComponent(email)}`, {});
    expect((await search('wizard.cache@example.ae')).json().data).toEqual([]);
    await createProposal('wizard.cache@example.ae');
    expect((await search('wizard.cache@example.ae')).json().data).toMatchObject([{ email: 'wizard.cache@example.ae' }]);
  });

  it('lists the current quotes cheapest first, filtered by insurance type', async () => {
    const all = QuoteListResultSchema.parse((await send('POST', `${BASE}/${created.proposal._id}/getquotesbypid`, {})).json()).data;
    expect(all.map((q) => q.totalFils)).toEqual([...all.map((q) => q.totalFils)].sort((a, b) => a - b));
    const thirdParty = QuoteListResultSchema.parse((await send('POST', `${BASE}/${created.proposal._id}/getquotesbypid`, { insuranceType: 'thirdparty' })).json()).data;
    expect(thirdParty.length).toBeGreaterThan(0);
    expect(thirdParty.every((q) => q.insuranceType === 'thirdparty')).toBe(true);
  });

  it('answers the payable details from the quote lines', async () => {
    const quote = created.quotes[0]!;
    const payable = QuotePayableResultSchema.parse((await send('GET', `${BASE}/${quote._id}/getquotepayabledetails`)).json()).data;
    expect(payable.premiumNonTaxableFils - payable.discountFils + payable.policyFeeFils + payable.vatFils).toBe(payable.totalFils);
    expect(payable.vatPercent).toBe(5);
  });

  it('sends each insurer\'s quotes to the wizard room as it is priced, before the call answers', async () => {
    const events: Array<[string, string, unknown] | 'answered'> = [];
    const original = server.app.sockets.emitToRoom;
    server.app.sockets.emitToRoom = (room, event, payload) => events.push([room, event, payload]);
    try {
      const reqId = newRequestRoom();
      const { quotes, refusals } = await createProposal('wizard.room@example.ae', {}, `?reqId=${reqId}`).finally(() => events.push('answered'));
      expect(events.at(-1)).toBe('answered');
      const emitted = events.filter((entry) => entry !== 'answered' && entry[0] === reqId) as Array<[string, string, unknown]>;
      const quoteEvents = emitted.filter(([, event, payload]) => event === 'admin-proposal-created' && (payload as { success: boolean }).success)
        .map(([, , payload]) => (payload as { data: Quote }).data);
      expect(quoteEvents.map((q) => q._id).sort()).toEqual(quotes.map((q) => q._id).sort());
      // Insurer by insurer: one insurer's quotes arrive together, not in the answer's cheapest-first order.
      const insurersInOrder = quoteEvents.map((q) => q.companyName).filter((name, index, names) => names[index - 1] !== name);
      expect(new Set(insurersInOrder).size).toBe(insurersInOrder.length);
      const counters = emitted.filter(([, event]) => event === 'quote-counter').map(([, , payload]) => (payload as { remaining: number }).remaining);
      expect(counters).toHaveLength(quotes.length + refusals.length);
      expect(counters).toEqual([...counters].sort((a, b) => b - a));
      expect(counters.at(-1)).toBe(0);
      expect(quotes.map((q) => q.totalFils)).toEqual(quotes.map((q) => q.totalFils).sort((a, b) => a - b));
    } finally {
      server.app.sockets.emitToRoom = original;
    }
  });

  it('re-generates: the old quotes stop being current, new ones replace them', async () => {
    const response = await send('POST', `${BASE}/generatequotes?pId=${created.proposal._id}`);
    expect(response.statusCode, response.body).toBe(200);
    const regenerated = ProposalCreatedResultSchema.parse(response.json()).data.quotes;
    const current = QuoteListResultSchema.parse((await send('POST', `${BASE}/${created.proposal._id}/getquotesbypid`, {})).json()).data;
    expect(current.map((q) => q._id).sort()).toEqual(regenerated.map((q) => q._id).sort());
    expect(current.some((q) => created.quotes.some((old) => old._id === q._id))).toBe(false);
  });

  it('flags the quotes stale after an edit of the car, until re-generated', async () => {
    const updated = ProposalDetailResultSchema.parse((await send('PUT', `${BASE}/${created.proposal._id}`, { car: { valueFils: 7_500_000 } })).json()).data;
    expect(updated.carDetails?.valueFils).toBe(7_500_000);
    expect(updated.needsRegeneration).toBe(true);
    await send('POST', `${BASE}/generatequotes?pId=${created.proposal._id}`);
    const after = ProposalDetailResultSchema.parse((await send('GET', `${BASE}/${created.proposal._id}/getquotesbyproposalid`)).json()).data;
    expect(after.needsRegeneration).toBe(false);
  });

  it('refuses a quote request the engine cannot price, naming the field', async () => {
    const response = await send('POST', `${BASE}/generatenewquotes`, wizardBody('too.young@example.ae', { customer: { ...wizardBody('').customer, email: 'too.young@example.ae', dateOfBirth: day(-365 * 15) } }));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/^customer\.dateOfBirth: /);
    expect(await server.app.db.selectFrom('customers').select('id').where('email', '=', 'too.young@example.ae').executeTakeFirst()).toBeUndefined();
  });
});

describe('lead status', () => {
  it('requires a reason from the list for the statuses that take one, and none otherwise', async () => {
    const { proposal } = await createProposal('status.rules@example.ae');
    const url = `${BASE}/${proposal._id}/setproposalstatus`;
    expect((await send('POST', url, { proposalStatus: 'Lost' })).json().message).toMatch(/^reason: Choose the reason/);
    expect((await send('POST', url, { proposalStatus: 'Lost', reason: 'Quoted' })).statusCode).toBe(422);
    expect((await send('POST', url, { proposalStatus: 'Document Requested', reason: 'Quoted' })).json().message).toMatch(/^reason: .*takes no reason/);
    expect((await send('POST', url, { proposalStatus: 'Policy paid and Issued' })).json().message).toMatch(/^proposalStatus: /);
    const callback = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const ok = await send('POST', url, { proposalStatus: 'Customer contacted', reason: 'Requested a call back later', callbackTimeArray: [callback] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ProposalDetailResultSchema.parse(ok.json()).data).toMatchObject({ status: 'Customer contacted', statusReason: 'Requested a call back later', callbackTimes: [callback] });
  });

  it('freezes a proposal lost as a fake inquiry: no quotes, no status change', async () => {
    const { proposal } = await createProposal('frozen@example.ae');
    await send('POST', `${BASE}/${proposal._id}/setproposalstatus`, { proposalStatus: 'Lost', reason: 'Fake inquiry' });
    expect((await send('POST', `${BASE}/generatequotes?pId=${proposal._id}`)).statusCode).toBe(409);
    expect((await send('POST', `${BASE}/${proposal._id}/setproposalstatus`, { proposalStatus: 'Un Attended' })).statusCode).toBe(409);
    const detail = ProposalDetailResultSchema.parse((await send('GET', `${BASE}/${proposal._id}/getquotesbyproposalid`)).json()).data;
    expect(detail.isFrozen).toBe(true);
  });
});

describe('vouchers and the agent discount', () => {
  it('applies a valid promo code and re-prices the same quotes, then removes it', async () => {
    await addVoucher('SAVE5');
    const { proposal, quotes } = await createProposal('voucher.ok@example.ae');
    const active = ActiveVoucherListResultSchema.parse((await send('GET', `${BASE}/getActiveVoucherList`)).json()).data;
    expect(active.map((v) => v.promoCode)).toContain('SAVE5');
    const applied = await send('POST', `${BASE}/${proposal._id}/addvoucherstoproposal`, { promoCode: 'save5' });
    expect(applied.statusCode, applied.body).toBe(200);
    const repriced = QuoteListResultSchema.parse((await send('POST', `${BASE}/${proposal._id}/getquotesbypid`, {})).json()).data;
    const first = repriced.find((q) => q._id === quotes[0]!._id)!;
    expect(first.lines.some((line) => line.code === 'voucherDiscount')).toBe(true);
    expect(first.totalFils).toBeLessThan(quotes[0]!.totalFils);
    expect((await send('PUT', `${BASE}/${proposal._id}/removevoucherfromproposal`)).statusCode).toBe(200);
    const back = QuoteListResultSchema.parse((await send('POST', `${BASE}/${proposal._id}/getquotesbypid`, {})).json()).data;
    expect(back.find((q) => q._id === quotes[0]!._id)!.totalFils).toBe(quotes[0]!.totalFils);
  });

  it('refuses expired, not yet valid, used up and other plans\' promo codes, naming the field', async () => {
    await addVoucher('OLD10', { expiry: todayInDubai(new Date(Date.now() - DAY_MS)) });
    await addVoucher('SOON10', { created: todayInDubai(new Date(Date.now() + 5 * DAY_MS)) });
    await addVoucher('GONE10', { maxUses: 2, used: 2 });
    await addVoucher('OTHERPLAN', { planIds: ['ffffffffffffffffffffffff'] });
    const { proposal } = await createProposal('voucher.refused@example.ae');
    const tryCode = async (promoCode: string) => (await send('POST', `${BASE}/${proposal._id}/addvoucherstoproposal`, { promoCode })).json().message as string;
    expect(await tryCode('OLD10')).toMatch(/^promoCode: OLD10 expired/);
    expect(await tryCode('SOON10')).toMatch(/^promoCode: SOON10 is not valid before/);
    expect(await tryCode('GONE10')).toMatch(/^promoCode: GONE10 has been used up/);
    expect(await tryCode('OTHERPLAN')).toMatch(/^promoCode: OTHERPLAN is not valid for any plan/);
    expect(await tryCode('NOSUCH')).toMatch(/^promoCode: NOSUCH is not a valid promo code/);
  });

  it('applies an agent discount within the caller\'s limit only, and never with a promo code', async () => {
    const { proposal } = await createProposal('discount@example.ae');
    const agent = await createTestAccount(server.app, { moduleAccess: { proposal: { read: true, update: true } } });
    await server.app.db.updateTable('accounts').set({ max_discount: 5 }).where('id', '=', agent.id).execute();
    const agentToken = await server.login(agent.email);
    const above = await send('POST', `${BASE}/${proposal._id}/addagentdiscounttoproposal`, { agentDiscountPercent: 8 }, agentToken);
    expect(above.statusCode).toBe(422);
    expect(above.json().message).toMatch(/^agentDiscountPercent: Your maximum agent discount is 5 %/);
    const within = await send('POST', `${BASE}/${proposal._id}/addagentdiscounttoproposal`, { agentDiscountPercent: 5 }, agentToken);
    expect(within.statusCode, within.body).toBe(200);
    expect(ProposalDetailResultSchema.parse(within.json()).data).toMatchObject({ agentDiscountPercent: 5, maxAgentDiscountPercent: 5 });
    await addVoucher('COMBO5');
    expect((await send('POST', `${BASE}/${proposal._id}/addvoucherstoproposal`, { promoCode: 'COMBO5' })).statusCode).toBe(409);
  });
});

describe('buying and paid proposals', () => {
  it('chooses a quote, then refuses regeneration and edits once a quote is paid', async () => {
    const { proposal, quotes } = await createProposal('paid@example.ae');
    const chosen = await send('POST', `${BASE}/${quotes[0]!._id}/buyquote`);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(ProposalDetailResultSchema.parse((await send('GET', `${BASE}/${proposal._id}/getquotesbyproposalid`)).json()).data.status).toBe('Under Process');
    await server.app.db.updateTable('quotes').set({ payment_status: 'paid' }).where('id', '=', quotes[0]!._id).execute();
    await server.app.db.updateTable('proposals').set({ paid_quote_id: quotes[0]!._id }).where('id', '=', proposal._id).execute();
    const regenerate = await send('POST', `${BASE}/generatequotes?pId=${proposal._id}`);
    expect(regenerate.statusCode).toBe(409);
    expect(regenerate.json().message).toMatch(/already has a paid quote/);
    expect((await send('POST', `${BASE}/${quotes[1]!._id}/buyquote`)).statusCode).toBe(409);
    expect((await send('POST', `${BASE}/${proposal._id}/addagentdiscounttoproposal`, { agentDiscountPercent: 1 })).statusCode).toBe(409);
  });
});

describe('the list, its counters and navigation', () => {
  it('searches by ref, customer name, mobile and e-mail, and filters by status and counters', async () => {
    const { proposal } = await createProposal('list.search@example.ae', { customer: { ...wizardBody('').customer, fullName: 'Zubair Quicklist', email: 'list.search@example.ae', mobileNumber: '0509876543' } });
    const list = async (search: string, body: Record<string, unknown> = {}) =>
      ProposalListResultSchema.parse((await send('POST', `${BASE}/getproposals?size=10&search=${encodeURIComponent(search)}`, body)).json());
    expect((await list(proposal.ref)).data.map((p) => p._id)).toEqual([proposal._id]);
    expect((await list('zubair quick')).data.map((p) => p._id)).toContain(proposal._id);
    expect((await list('0509876543')).data.map((p) => p._id)).toContain(proposal._id);
    expect((await list('list.search@')).data.map((p) => p._id)).toContain(proposal._id);
    const generated = await list('', { status: 'Quote generated' });
    expect(generated.data.every((p) => p.status === 'Quote generated')).toBe(true);
    const lost = await list('', { proposalsFilter: 'lost' });
    expect(lost.data.every((p) => p.status === 'Lost')).toBe(true);
    const counters = ProposalDashboardResultSchema.parse((await send('POST', `${BASE}/proposaldashboard`, {})).json()).data;
    expect(counters.lost).toBe(lost.pagination.totalItems);
    const all = await list('');
    expect(all.data.map((p) => p.createdAt)).toEqual([...all.data.map((p) => p.createdAt)].sort().reverse());
  });

  it('counts call-backs due today and overdue', async () => {
    const { proposal } = await createProposal('callbacks@example.ae');
    const before = ProposalDashboardResultSchema.parse((await send('POST', `${BASE}/proposaldashboard`, {})).json()).data;
    const past = new Date(Date.now() - 60_000).toISOString();
    await send('POST', `${BASE}/${proposal._id}/setproposalstatus`, { proposalStatus: 'Customer contacted', reason: 'Didn’t pick up', callbackTimeArray: [past] });
    const after = ProposalDashboardResultSchema.parse((await send('POST', `${BASE}/proposaldashboard`, {})).json()).data;
    expect(after.callBackOverDue).toBe(before.callBackOverDue + 1);
    await send('POST', `${BASE}/${proposal._id}/setproposalstatus`, { callBackDone: true });
    const done = ProposalDashboardResultSchema.parse((await send('POST', `${BASE}/proposaldashboard`, {})).json()).data;
    expect(done.callBackOverDue).toBe(before.callBackOverDue);
  });

  it('gives the previous (newer) and next (older) proposal in list order', async () => {
    const first = await createProposal('order.one@example.ae');
    const second = await createProposal('order.two@example.ae');
    const nav = NextPreviousResultSchema.parse((await send('GET', `${BASE}/nextpreviousproposal?id=${first.proposal._id}`)).json()).data;
    expect(nav.previousId).toBe(second.proposal._id);
    const back = NextPreviousResultSchema.parse((await send('GET', `${BASE}/nextpreviousproposal?id=${second.proposal._id}`)).json()).data;
    expect(back.nextId).toBe(first.proposal._id);
  });
});

describe('assignment, comments, history and insurer errors', () => {
  it('assigns only for supervisors (403 otherwise)', async () => {
    const { proposal } = await createProposal('assign@example.ae');
    const staff = await createTestAccount(server.app, { moduleAccess: { proposal: { read: true, update: true } } });
    const staffToken = await server.login(staff.email);
    expect((await send('PUT', `${BASE}/${proposal._id}/assignproposaltoadmin`, { agentId: staff.id }, staffToken)).statusCode).toBe(403);
    const assigned = await send('PUT', `${BASE}/${proposal._id}/assignproposaltoadmin`, { agentId: staff.id });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(ProposalDetailResultSchema.parse(assigned.json()).data.assignedTo?._id).toBe(staff.id);
  });

  it('keeps comments and visits, newest first', async () => {
    const { proposal } = await createProposal('comments@example.ae');
    await send('POST', `${BASE}/createproposalcomment`, { proposalId: proposal._id, comment: 'Called, will think' });
    const comments = CommentListResultSchema.parse((await send('GET', `${BASE}/getproposalcomments?proposalId=${proposal._id}`)).json()).data;
    expect(comments[0]).toMatchObject({ comment: 'Called, will think', author: { fullName: 'Aisha Al Mansoori' } });
    const history = HistoryListResultSchema.parse((await send('GET', `${BASE}/createvisitproposalhistory?proposalId=${proposal._id}`)).json()).data;
    expect(history[0]).toMatchObject({ action: 'Visited', actorName: 'Aisha Al Mansoori' });
  });

  it('keeps one visit per user per session, however often the proposal is opened', async () => {
    const { proposal } = await createProposal('visits@example.ae');
    const visit = async (token: string) => HistoryListResultSchema.parse((await send('GET', `${BASE}/createvisitproposalhistory?proposalId=${proposal._id}`, undefined, token)).json()).data
      .filter((entry) => entry.action === 'Visited');
    expect(await visit(admin)).toHaveLength(1);
    expect(await visit(admin)).toHaveLength(1);
    const otherSession = await server.login();
    expect(await visit(otherSession)).toHaveLength(2);
    expect(await visit(otherSession)).toHaveLength(2);
    expect(await visit(admin)).toHaveLength(2);
  });

  it('lists the refusals of a plan as company errors', async () => {
    const { proposal, refusals } = await createProposal('errors@example.ae', { car: { ...wizardBody('').car, gccSpec: false } });
    const errors = InsurerErrorsResultSchema.parse((await send('POST', `${BASE}/${proposal._id}/getthirdpartyapierrors`)).json());
    expect(errors.companyErrors).toHaveLength(refusals.length);
    expect(errors.companyPolicyErrors).toEqual([]);
  });
});

describe('edits change only what they give (issue 12)', () => {
  const detailOf = async (id: string) => ProposalDetailResultSchema.parse((await send('GET', `${BASE}/${id}/getquotesbyproposalid`)).json()).data;
  const historyOf = async (id: string) => (await detailOf(id)).history;

  it("keeps the insurance, driver and car fields a proposal edit leaves out, within each section", async () => {
    const { proposal } = await createProposal('partial.proposal@example.ae', {
      car: { ...wizardBody('x').car, gccSpec: false, colour: 'Red', registration: { useOfVehicle: 'Commercial', plateNumber: '5555', plateCode: 'B' } },
      insurance: { typeOfIssues: 'New', claimHistory: true, yearOfNoClaim: 'No Claims for One Year', hasNoClaimsProof: true, currentInsurer: 'Orient' },
      driver: { licenceNo: 'DL-9', licenceIssueDate: '2010-01-01', licenceExpiryDate: '2030-01-01' },
    });
    const response = await send('PUT', `${BASE}/${proposal._id}`, { insurance: { insuranceExpiryDate: day(10) }, car: { colour: 'Blue', registration: { plateNumber: '6666' } } });
    expect(response.statusCode, response.body).toBe(200);
    const after = await detailOf(proposal._id);
    expect(after.details).toEqual({ ...proposal.details, insurance: { ...proposal.details!.insurance, insuranceExpiryDate: day(10) } });
    expect(after.carDetails).toEqual({
      ...proposal.carDetails, colour: 'Blue', registration: { ...proposal.carDetails!.registration, plateNumber: '6666' },
    });
    expect(after.carDetails).toMatchObject({ gccSpec: false, registration: { useOfVehicle: 'Commercial', plateCode: 'B' } });
  });

  it('changes nothing, not even the history, for an edit that gives nothing', async () => {
    const { proposal } = await createProposal('empty.edit@example.ae');
    const before = await historyOf(proposal._id);
    const response = await send('PUT', `${BASE}/${proposal._id}`, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(await historyOf(proposal._id)).toEqual(before);
    expect((await detailOf(proposal._id)).updatedAt).toBe(proposal.updatedAt);
  });

  it("keeps a returning customer's stored nationality when the wizard names none, and KYC edits only what they give", async () => {
    const { proposal } = await createProposal('returning.customer@example.ae', {
      customer: { ...wizardBody('returning.customer@example.ae').customer, nationality: 'India', occupation: 'Engineer' },
    });
    const customerId = proposal.customer._id;
    const again = await createProposal('returning.customer@example.ae', { customer: { ...wizardBody('returning.customer@example.ae').customer, customerId } });
    expect(again.proposal.customer).toMatchObject({ _id: customerId, nationality: 'India', profile: { occupation: 'Engineer' } });

    const kycBefore = await server.app.db.selectFrom('customers').selectAll().where('id', '=', customerId).executeTakeFirstOrThrow();
    const noop = await send('POST', `/api/user/${customerId}/updateuser`, {});
    expect(noop.statusCode, noop.body).toBe(200);
    expect(await server.app.db.selectFrom('customers').selectAll().where('id', '=', customerId).executeTakeFirstOrThrow()).toEqual(kycBefore);
    const kyc = await send('POST', `/api/user/${customerId}/updateuser`, { employer: 'Emirates Steel' });
    expect(kyc.statusCode, kyc.body).toBe(200);
    const customer = (await detailOf(again.proposal._id)).customer;
    expect(customer).toMatchObject({ nationality: 'India', profile: { occupation: 'Engineer', employer: 'Emirates Steel' } });
  });
});
