import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HealthPayableResultSchema, HealthProposalCreatedResultSchema, HealthProposalDetailResultSchema,
} from '../../../shared/contract/health-proposals/index.js';
import { CommentListResultSchema, QuoteListResultSchema, type Quote } from '../../../shared/contract/proposals/index.js';
import { QuoteSchema } from '../../../shared/contract/proposals/proposals.schema.js';
import { detailResultSchema } from '../../../shared/contract/common.schema.js';
import { todayInDubai } from '../../../shared/domain/dubaiDay.js';
import { newId } from '../../db/ids.js';
import { quoteHistoryOf } from '../../sales/salesRecords.js';
import { buildTestServer, createTestAccount, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { routeCalls } from '../../../tests/helpers/routeCalls.js';

const BASE = '/api/admin/health';
const DAY_MS = 86_400_000;

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 3 } });
  admin = await server.login();
});
afterAll(async () => server.close());

const { send, ok } = routeCalls(() => server, () => admin);

const yearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-03-15`;
const family = (email: string, values: Record<string, unknown> = {}) => ({
  fullName: 'Huda Karim', email, mobileNumber: '0507654321', gender: 'Female', maritalStatus: 'Married', dateOfBirth: yearsAgo(36),
  salary: '4000 - 12000', city: 'Dubai', insurerType: 'Self and Dependent', visaStatus: 'Renewal', source: 'Website',
  spouseDetails: [{ fullName: 'Adel Karim', dateOfBirth: yearsAgo(39), gender: 'Male' }],
  kidsDetails: [{ fullName: 'Yara Karim', dateOfBirth: yearsAgo(4), gender: 'Female' }],
  ...values,
});
const create = async (email: string, values: Record<string, unknown> = {}) =>
  HealthProposalCreatedResultSchema.parse(await ok('POST', `${BASE}/healthgenerate/quotelistfromadmin`, family(email, values))).data;
const quotesOf = async (id: string) => QuoteListResultSchema.parse(await ok('POST', `${BASE}/healthproposal/${id}/groupQuotesByCompany`)).data;
const payable = async (quoteId: string) => HealthPayableResultSchema.parse(await ok('GET', `${BASE}/healthquote/${quoteId}/healthquotepayabledetails`)).data;
const sumOf = (quote: Quote, codes: string[]) => quote.lines.filter((line) => codes.includes(line.code)).reduce((total, line) => total + line.amountFils, 0);

async function addVoucher(code: string, type: 'percentage' | 'fixedPrice', value: number) {
  const at = new Date().toISOString();
  await server.app.db.insertInto('vouchers').values({
    id: newId(), promo_code: code, discount_type: type, discount_value: value, created_date: todayInDubai(new Date(Date.now() - DAY_MS)),
    expiry_date: todayInDubai(new Date(Date.now() + 30 * DAY_MS)), max_uses: null, used_count: 0, plan_ids: '[]', created_at: at, updated_at: at,
  }).execute();
}

describe('payable details of a health quote', () => {
  it('charges the Basmah fee per member on Essential Benefits Plans only, with VAT on it and not on the ICP fee', async () => {
    const { quotes } = await create('ebp.family@example.ae', { salary: 'Up to 4000' });
    const ebp = quotes.find((quote) => quote.health?.scheme === 'dubaiEssential');
    const standard = quotes.find((quote) => quote.health?.scheme === 'standard');
    expect(ebp, 'an Essential Benefits Plan quote').toBeDefined();
    expect(standard, 'a standard plan quote').toBeDefined();
    const ebpPay = await payable(ebp!._id);
    expect(ebpPay.basmahFeeFils).toBe(3 * 37_00);
    expect(ebpPay.members).toHaveLength(3);
    expect((await payable(standard!._id)).basmahFeeFils).toBe(0);
    const taxable = sumOf(ebp!, ['memberPremium', 'maternity', 'loading', 'basmahFee']);
    expect(ebpPay.vatFils).toBe(Math.round(taxable * 0.05));
    expect(ebpPay.premiumFils).toBe(ebpPay.members.reduce((total, member) => total + member.totalFils, 0));
    expect(ebpPay.totalFils).toBe(ebpPay.premiumFils + ebpPay.basmahFeeFils + ebpPay.icpFeeFils + ebpPay.vatFils);
    expect(ebpPay.totalFils).toBe(ebp!.totalFils);
    expect(ebpPay.agentSellingPriceFils).toBe(ebpPay.premiumFils);

    // The ICP fee set on the insurer is charged per member, outside VAT.
    await server.app.db.updateTable('health_company_settings').set({ icp_fee_fils: 50_00 }).where('company_id', '=', standard!.companyId!).execute();
    try {
      const { quotes: withIcp } = await create('icp.family@example.ae');
      const quote = withIcp.find((candidate) => candidate.companyId === standard!.companyId)!;
      const pay = await payable(quote._id);
      expect(pay.icpFeeFils).toBe(3 * 50_00);
      expect(pay.vatFils).toBe(Math.round(sumOf(quote, ['memberPremium', 'maternity', 'loading', 'basmahFee']) * 0.05));
    } finally {
      await server.app.db.updateTable('health_company_settings').set({ icp_fee_fils: 0 }).where('company_id', '=', standard!.companyId!).execute();
    }
    expect((await send('GET', `${BASE}/healthquote/unknown-quote/healthquotepayabledetails`)).statusCode).toBe(404);
  });
});

describe('discounts on a health proposal', () => {
  it('gives an agent discount within the agent\'s health limit, re-pricing every quote in place with VAT on the discounted premium', async () => {
    const { proposal, quotes } = await create('discount.family@example.ae');
    const agent = await createTestAccount(server.app, { moduleAccess: { healthQuote: { read: true, update: true } } });
    await server.app.db.updateTable('accounts').set({ max_health_discount: 5, max_discount: 50 }).where('id', '=', agent.id).execute();
    const token = await server.login(agent.email);
    const above = await send('POST', `${BASE}/healthproposal/${proposal._id}/addagentdiscounttoproposal`, { agentDiscountPercent: 5.5 }, token);
    expect(above.statusCode).toBe(422);
    expect(above.json().message).toMatch(/^agentDiscountPercent: Your maximum agent discount is 5 %/);
    const within = await send('POST', `${BASE}/healthproposal/${proposal._id}/addagentdiscounttoproposal`, { agentDiscountPercent: 5 }, token);
    expect(within.statusCode, within.body).toBe(200);
    expect(HealthProposalDetailResultSchema.parse(within.json()).data).toMatchObject({ agentDiscountPercent: 5, maxAgentDiscountPercent: 5 });
    const after = await quotesOf(proposal._id);
    expect(after.map((quote) => quote._id).sort()).toEqual(quotes.map((quote) => quote._id).sort());
    const before = quotes[0]!;
    const now = after.find((quote) => quote._id === before._id)!;
    const premium = sumOf(before, ['memberPremium', 'maternity', 'loading']);
    const discount = Math.round(premium * 0.05);
    expect(sumOf(now, ['agentDiscount'])).toBe(-discount);
    expect(now.vatFils).toBe(Math.round((sumOf(before, ['memberPremium', 'maternity', 'loading', 'basmahFee']) - discount) * 0.05));
    const pay = await payable(now._id);
    expect(pay).toMatchObject({ discountFils: discount, agentSellingPriceFils: premium - discount, totalFils: now.totalFils });
    expect(pay.commissionFils).toBe(Math.round(((premium - discount) * (now.health?.commissionPercent ?? 0)) / 100));

    // A promo code does not combine with the discount; once it is removed, the code applies.
    await addVoucher('HEALTH10', 'percentage', 10);
    expect((await send('POST', `${BASE}/healthproposal/${proposal._id}/applyVoucherToProposals`, { promoCode: 'HEALTH10' })).statusCode).toBe(409);
    await ok('POST', `${BASE}/healthproposal/${proposal._id}/addagentdiscounttoproposal`, { agentDiscountPercent: 0 });
    const applied = HealthProposalDetailResultSchema.parse(await ok('POST', `${BASE}/healthproposal/${proposal._id}/applyVoucherToProposals`, { promoCode: 'HEALTH10' }));
    expect(applied.message).toBe('HEALTH10 applied');
    const coded = (await quotesOf(proposal._id)).find((quote) => quote._id === before._id)!;
    expect(sumOf(coded, ['voucherDiscount'])).toBe(-Math.round(premium * 0.1));
    expect(sumOf(coded, ['agentDiscount'])).toBe(0);
    await ok('PUT', `${BASE}/healthproposal/${proposal._id}/removevoucherfromproposal`);
    const plain = (await quotesOf(proposal._id)).find((quote) => quote._id === before._id)!;
    expect(plain.totalFils).toBe(before.totalFils);
    expect((await send('PUT', `${BASE}/healthproposal/${proposal._id}/removevoucherfromproposal`)).statusCode).toBe(409);
  });
});

describe('editing a health quote', () => {
  it('sets a member\'s premium and a loading with its reason, keeps both through a discount, and keeps the edit in the quote\'s history', async () => {
    const { proposal, quotes } = await create('edit.family@example.ae');
    const quote = quotes[0]!;
    const spouse = quote.health!.members[1]!;
    const missingReason = await send('POST', `${BASE}/healthquote/${quote._id}/updatehealthquote`, { members: [{ memberId: spouse.memberId, premiumFils: 100_000 }], loadingFils: 0, loadingReason: null });
    expect(missingReason.statusCode).toBe(400);
    expect(missingReason.json().message).toMatch(/reason/i);
    const loadingWithoutReason = await send('POST', `${BASE}/healthquote/${quote._id}/updatehealthquote`, { members: [], loadingFils: 20_000, loadingReason: null, reason: 'Insurer underwriting' });
    expect(loadingWithoutReason.statusCode).toBe(400);
    expect(loadingWithoutReason.json().message).toMatch(/Reason for loading premium is required/);
    const stranger = await send('POST', `${BASE}/healthquote/${quote._id}/updatehealthquote`, { members: [{ memberId: 'm9', premiumFils: 1 }], loadingFils: 0, loadingReason: null, reason: 'Insurer confirmed' });
    expect(stranger.statusCode).toBe(422);

    const edited = detailResultSchema(QuoteSchema).parse(await ok('POST', `${BASE}/healthquote/${quote._id}/updatehealthquote`, {
      members: [{ memberId: spouse.memberId, premiumFils: spouse.premiumFils + 50_000 }], loadingFils: 20_000, loadingReason: 'Declared diabetes', reason: 'Insurer confirmed by e-mail',
    })).data;
    expect(edited.health!.members[1]!.premiumFils).toBe(spouse.premiumFils + 50_000);
    expect(edited.health).toMatchObject({ staffLoadingFils: 20_000, loadingReason: 'Declared diabetes' });
    expect(edited.priceFils).toBe(quote.priceFils + 50_000 + 20_000);
    expect(edited.vatFils).toBe(quote.vatFils + 3_500);
    expect(edited.totalFils).toBe(quote.totalFils + 70_000 + 3_500);
    expect(edited.lines.filter((line) => line.code !== 'vat').reduce((total, line) => total + line.amountFils, 0) + edited.vatFils).toBe(edited.totalFils);

    await ok('POST', `${BASE}/healthproposal/${proposal._id}/addagentdiscounttoproposal`, { agentDiscountPercent: 10 });
    const discounted = (await quotesOf(proposal._id)).find((candidate) => candidate._id === quote._id)!;
    expect(discounted.health!.members[1]!.premiumFils).toBe(spouse.premiumFils + 50_000);
    expect(discounted.health!.staffLoadingFils).toBe(20_000);
    expect(sumOf(discounted, ['agentDiscount'])).toBe(-Math.round(edited.priceFils * 0.1));

    const history = await quoteHistoryOf(server.app.db, quote._id);
    expect(history.edits[0]).toMatchObject({ field: 'memberPremiums', beforeFils: quote.totalFils, afterFils: edited.totalFils });
    expect(history.edits[0]!.reason).toContain('Declared diabetes');
  });
});

describe('the status block, assignment and comments of a health proposal', () => {
  it('sets a call-back, assigns an agent and keeps comments, on health proposals only', async () => {
    const { proposal } = await create('status.family@example.ae');
    const callbackAt = new Date(Date.now() + 2 * 3_600_000).toISOString();
    const status = HealthProposalDetailResultSchema.parse(await ok('POST', `${BASE}/healthproposal/${proposal._id}/setproposalstatus`, {
      proposalStatus: 'Customer contacted', reason: 'Requested a call back later', callbackTimeArray: [callbackAt],
    })).data;
    expect(status).toMatchObject({ status: 'Customer contacted', statusReason: 'Requested a call back later' });
    const agent = await createTestAccount(server.app, { moduleAccess: { healthQuote: { read: true, update: true } } });
    const agents = (await ok('GET', `${BASE}/healthproposal/listofagents`)) as { data: Array<{ _id: string }> };
    expect(agents.data.map((row) => row._id)).toContain(agent.id);
    const assigned = HealthProposalDetailResultSchema.parse(await ok('POST', `${BASE}/healthproposal/${proposal._id}/assignproposaltoadmin`, { agentId: agent.id }));
    expect(assigned.data.assignedTo?._id).toBe(agent.id);
    // Assigning is a supervisor's: the agent cannot reassign.
    const agentToken = await server.login(agent.email);
    expect((await send('POST', `${BASE}/healthproposal/${proposal._id}/assignproposaltoadmin`, { agentId: agent.id }, agentToken)).statusCode).toBe(403);
    expect((await send('POST', `${BASE}/healthproposal/${proposal._id}/assignproposaltoadmin`, { agentId: 'no-such-agent' })).statusCode).toBe(422);

    const comments = CommentListResultSchema.parse(await ok('POST', `${BASE}/healthproposal/${proposal._id}/createproposalcomment`, { comment: 'Asked for the Daman quote by e-mail' })).data;
    expect(comments.map((comment) => comment.comment)).toContain('Asked for the Daman quote by e-mail');
    expect(CommentListResultSchema.parse(await ok('GET', `${BASE}/healthproposal/${proposal._id}/getproposalcomments`)).data).toHaveLength(1);
    expect((await send('POST', `${BASE}/healthproposal/${proposal._id}/createproposalcomment`, { comment: '  ' })).statusCode).toBe(400);

    const motorId = (await server.app.db.selectFrom('proposals').select('id').where('line', '=', 'motor').executeTakeFirstOrThrow()).id;
    expect((await send('POST', `${BASE}/healthproposal/${motorId}/setproposalstatus`, { proposalStatus: 'Customer contacted', reason: null })).statusCode).toBe(404);
    const motorQuote = (await server.app.db.selectFrom('quotes').select('id').where('proposal_id', '=', motorId).executeTakeFirstOrThrow()).id;
    expect((await send('GET', `${BASE}/healthquote/${motorQuote}/healthquotepayabledetails`)).statusCode).toBe(404);
  });
});
