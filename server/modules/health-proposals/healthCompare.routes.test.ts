import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthComparisonResultSchema, HealthProposalCreatedResultSchema, HealthQuoteBenefitEditResultSchema, type HealthComparison } from '../../../shared/contract/health-proposals/index.js';
import { PlanBenefitsResultSchema } from '../../../shared/contract/health-benefits/index.js';
import type { Quote } from '../../../shared/contract/proposals/index.js';
import { ShareResultSchema } from '../../../shared/contract/sharing/index.js';
import { formatAed } from '../../../shared/domain/format.js';
import { buildTestServer, signInWith, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { readPdf } from '../../../tests/fixtures/pdf/pdf.fixture.js';
import { routeCalls } from '../../../tests/helpers/routeCalls.js';

const QUOTE = '/api/healthquote';
const EDIT = '/api/admin/health/healthcompanybenefits/updatehealthquotecompanybenefits';
const UNKNOWN_ID = 'ffffffffffffffffffffffff';

let server: TestServer;
let admin: string;
let reader: string;
let motorOnly: string;
let proposalId: string;
let proposalRef: string;
/** Three quotes of different insurers, the dearest first, so the cheapest is not simply the first. */
let chosen: Quote[];
let otherProposal: { id: string; quoteId: string };

const { send, ok, refusal } = routeCalls(() => server, () => admin);

const yearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-03-15`;
const family = (email: string) => ({
  fullName: 'Omar Haddad', email, mobileNumber: '0501234567', gender: 'Male', maritalStatus: 'Married', dateOfBirth: yearsAgo(38),
  salary: '4000 - 12000', city: 'Dubai', insurerType: 'Self and Dependent', visaStatus: 'Renewal', source: 'Website',
  spouseDetails: [{ fullName: 'Lina Haddad', dateOfBirth: yearsAgo(34), gender: 'Female' }], kidsDetails: [],
});
const createProposal = async (email: string) =>
  HealthProposalCreatedResultSchema.parse(await ok('POST', '/api/admin/health/healthgenerate/quotelistfromadmin', family(email))).data;

const ids = () => chosen.map((quote) => quote._id);
const compare = async (quoteIds = ids()) => HealthComparisonResultSchema.parse(await ok('POST', `${QUOTE}/${proposalId}/comparehealthquotes`, { ids: quoteIds })).data;
const benefitRow = (comparison: HealthComparison, id: string) => comparison.benefits.find((benefit) => benefit._id === id)!;
const flat = (text: string) => text.replace(/\s+/g, ' ');

beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 3 } });
  admin = await server.login();
  reader = await signInWith(server, { healthQuote: { read: true } });
  motorOnly = await signInWith(server, { quote: { read: true, update: true }, proposal: { read: true } });
  const created = await createProposal('compare.family@example.ae');
  proposalId = created.proposal._id;
  proposalRef = created.proposal.ref;
  const byInsurer = new Map<string, Quote>();
  const totals = new Set<number>();
  // Different totals, so the cheapest is one quote.
  for (const quote of created.quotes) {
    if (byInsurer.has(quote.companyName) || totals.has(quote.totalFils)) continue;
    byInsurer.set(quote.companyName, quote);
    totals.add(quote.totalFils);
  }
  chosen = [...byInsurer.values()].slice(0, 3).sort((a, b) => b.totalFils - a.totalFils);
  expect(chosen).toHaveLength(3);
  const other = await createProposal('other.family@example.ae');
  otherProposal = { id: other.proposal._id, quoteId: other.quotes[0]!._id };
});
afterAll(async () => server.close());

describe('comparing a health proposal\'s plans', () => {
  it('answers the quotes side by side in the order chosen, the cheapest marked, with every benefit of each plan', async () => {
    const comparison = await compare();
    expect(comparison.proposalRef).toBe(proposalRef);
    expect(comparison.customerName).toBe('Omar Haddad');
    expect(comparison.quotes.map((quote) => quote._id)).toEqual(ids());
    for (const [index, quote] of chosen.entries()) {
      expect(comparison.quotes[index]).toEqual({
        _id: quote._id, ref: quote.ref, companyName: quote.companyName, tpaName: quote.health!.tpaName, networkName: quote.health!.networkName,
        planName: quote.planName, coPay: quote.health!.coPay, premiumFils: quote.priceFils, totalFils: quote.totalFils,
      });
    }
    expect(comparison.cheapestQuoteId).toBe(chosen.at(-1)!._id);

    const master = PlanBenefitsResultSchema.parse(await ok('GET', `/api/admin/health/healthcompanybenefits/${chosen[0]!.planId}/gethealthcompanybenefits`)).data.benefits;
    expect(comparison.benefits.map((benefit) => benefit._id)).toEqual(master.map((benefit) => benefit._id));
    for (const benefit of comparison.benefits) {
      expect(benefit.cells.map((cell) => cell.quoteId)).toEqual(ids());
      for (const cell of benefit.cells) expect(cell).toMatchObject({ value: cell.planValue, edited: false });
    }
    // The plan's values written out: the annual limit in AED, the network by its name.
    const annual = master.find((benefit) => benefit._id === 'annualLimit')!;
    expect(benefitRow(comparison, 'annualLimit').cells[0]!.value).toContain(formatAed(annual.limit));
    expect(benefitRow(comparison, 'network').cells.map((cell) => cell.value)).toEqual(chosen.map((quote) => quote.health!.networkName));
  });

  it('refuses fewer than two or more than four quotes, a quote twice, and quotes that are not the proposal\'s', async () => {
    const url = `${QUOTE}/${proposalId}/comparehealthquotes`;
    for (const body of [{ ids: [chosen[0]!._id] }, { ids: [...ids(), UNKNOWN_ID, 'eeeeeeeeeeeeeeeeeeeeeeee'] }, { ids: [chosen[0]!._id, chosen[0]!._id] }, {}]) {
      const refused = await refusal('POST', url, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(refused.fieldErrors ?? {}).join(' ')).toContain('ids');
    }
    const foreign = await refusal('POST', url, { ids: [chosen[0]!._id, otherProposal.quoteId] });
    expect(foreign).toMatchObject({ status: 404 });
    expect(foreign.message).toContain(otherProposal.quoteId);
    expect((await refusal('POST', url, { ids: [chosen[0]!._id, UNKNOWN_ID] })).status).toBe(404);
    const motorProposal = (await server.app.db.selectFrom('proposals').select('id').where('line', '=', 'motor').executeTakeFirstOrThrow()).id;
    expect((await refusal('POST', `${QUOTE}/${motorProposal}/comparehealthquotes`, { ids: ids().slice(0, 2) })).status).toBe(404);
    // The health module's read right, not motor's.
    expect((await refusal('POST', url, { ids: ids() }, motorOnly)).status).toBe(403);
    expect((await send('POST', url, { ids: ids() }, reader)).statusCode).toBe(200);
  });
});

describe('editing a benefit for this comparison', () => {
  it('shows the edit on that quote only, leaves the plan as it was, remembers it on the proposal and goes back to the plan on null', async () => {
    const [first, second] = chosen as [Quote, Quote];
    const edited = HealthQuoteBenefitEditResultSchema.parse(await ok('POST', EDIT, { quoteId: first._id, benefitId: 'dental', value: '  Routine dental up to AED 3,000  ' }));
    expect(edited.data).toMatchObject({ quoteId: first._id, benefitId: 'dental', value: 'Routine dental up to AED 3,000', edited: true });

    const comparison = await compare();
    const dental = benefitRow(comparison, 'dental');
    expect(dental.cells[0]).toMatchObject({ value: 'Routine dental up to AED 3,000', edited: true, planValue: edited.data.planValue });
    expect(dental.cells[1]).toMatchObject({ edited: false });
    // Another proposal's quote of the same plan, and the plan's own values, keep the plan's value.
    const plan = PlanBenefitsResultSchema.parse(await ok('GET', `/api/admin/health/healthcompanybenefits/${first.planId}/gethealthcompanybenefits`)).data.benefits;
    expect(plan.find((benefit) => benefit._id === 'dental')!.value ?? '').not.toContain('AED 3,000');
    const history = await server.app.db.selectFrom('history').selectAll().where('entity_id', '=', proposalId).where('action', '=', 'Comparison benefit edited').execute();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ line: 'health' });
    expect(history[0]!.detail).toContain(`${first.ref} Dental treatment`);
    expect(history[0]!.detail).toContain('Routine dental up to AED 3,000');

    await ok('POST', EDIT, { quoteId: second._id, benefitId: 'annualLimit', value: 'AED 2,000,000 worldwide' });
    const reset = HealthQuoteBenefitEditResultSchema.parse(await ok('POST', EDIT, { quoteId: first._id, benefitId: 'dental', value: null }));
    expect(reset.data).toMatchObject({ value: edited.data.planValue, edited: false });
    const after = await compare();
    expect(benefitRow(after, 'dental').cells[0]).toMatchObject({ value: edited.data.planValue, edited: false });
    expect(benefitRow(after, 'annualLimit').cells[1]).toMatchObject({ value: 'AED 2,000,000 worldwide', edited: true });
  });

  it('refuses an unknown or motor quote, an unknown benefit, a long value, a missing field and a reader without the update right', async () => {
    const quoteId = chosen[0]!._id;
    expect((await refusal('POST', EDIT, { quoteId: UNKNOWN_ID, benefitId: 'dental', value: 'x' })).status).toBe(404);
    const motorQuote = (await server.app.db.selectFrom('quotes').innerJoin('proposals', 'proposals.id', 'quotes.proposal_id')
      .select('quotes.id').where('proposals.line', '=', 'motor').executeTakeFirstOrThrow()).id;
    expect((await refusal('POST', EDIT, { quoteId: motorQuote, benefitId: 'dental', value: 'x' })).status).toBe(404);
    expect(await refusal('POST', EDIT, { quoteId, benefitId: 'teleportation', value: 'x' })).toMatchObject({ status: 400, fieldErrors: { benefitId: expect.stringContaining('teleportation') } });
    expect((await refusal('POST', EDIT, { quoteId, benefitId: 'dental', value: 'x'.repeat(201) })).fieldErrors).toHaveProperty('value');
    expect((await refusal('POST', EDIT, { quoteId, benefitId: 'dental' })).fieldErrors).toHaveProperty('value');
    expect((await refusal('POST', EDIT, { quoteId, benefitId: 'dental', value: 'x' }, reader)).status).toBe(403);
    expect(benefitRow(await compare(), 'dental').cells[0]!.edited).toBe(false);
  });
});

describe('the comparison as a PDF and an Excel workbook', () => {
  it('draws the plans, their figures and the edited value in the PDF', async () => {
    await ok('POST', EDIT, { quoteId: chosen[2]!._id, benefitId: 'optical', value: 'Frames every year' });
    const response = await send('POST', `${QUOTE}/${proposalId}/generateplancomparepdf`, { ids: ids() });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = flat((await readPdf(new Uint8Array(response.rawPayload))).text);
    for (const expected of ['Comparison of health insurance plans', proposalRef, 'Omar Haddad', 'Grand total', 'Co-pay', 'Annual limit', 'Frames every year', '(cheapest)']) {
      expect(text, expected).toContain(expected);
    }
    for (const quote of chosen) {
      expect(text, quote.planName).toContain(quote.planName);
      expect(text, quote.ref).toContain(formatAed(quote.totalFils));
    }
    expect((await refusal('POST', `${QUOTE}/${proposalId}/generateplancomparepdf`, { ids: [chosen[0]!._id] })).status).toBe(400);
    expect((await refusal('POST', `${QUOTE}/${proposalId}/generateplancomparepdf`, { ids: [chosen[0]!._id, otherProposal.quoteId] })).status).toBe(404);
  });

  it('writes one column per quote with the screen\'s figures and the edited value in the Excel', async () => {
    const response = await send('POST', `${QUOTE}/${proposalId}/generateplancompareexcel`, { ids: ids() });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toHaveLength(1 + chosen.length);
    chosen.forEach((quote, index) => expect(String(header[index + 1])).toContain(`${quote.companyName} - ${quote.planName}`));
    expect(String(header[chosen.length])).toContain('(cheapest)');
    const rows = new Map<string, unknown[]>();
    sheet.eachRow((row) => {
      const values = (row.values as unknown[]).slice(1);
      rows.set(String(values[0]), values.slice(1));
    });
    expect(rows.get('Grand total')).toEqual(chosen.map((quote) => formatAed(quote.totalFils)));
    expect(rows.get('Premium')).toEqual(chosen.map((quote) => formatAed(quote.priceFils)));
    expect(rows.get('TPA')).toEqual(chosen.map((quote) => quote.health!.tpaName));
    expect(rows.get('Optical (frames and lenses)')?.[2]).toBe('Frames every year');
    expect((await refusal('POST', `${QUOTE}/${proposalId}/generateplancompareexcel`, { ids: [...ids(), UNKNOWN_ID, UNKNOWN_ID.replace('f', 'e')] })).status).toBe(400);
    expect((await refusal('POST', `${QUOTE}/${proposalId}/generateplancompareexcel`, { ids: ids() }, motorOnly)).status).toBe(403);
  });
});

describe('sharing the comparison through the outbox', () => {
  const outboxRow = (id: string) => server.app.db.selectFrom('outbox_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('sends an SMS worded for health plans, each plan with its grand total, and remembers it on the proposal', async () => {
    const response = await send('POST', `${QUOTE}/${proposalId}/sharecomparequoteviasms`, { ids: ids(), toMobileNumber: '050 123 4567' }, reader);
    expect(response.statusCode, response.body).toBe(200);
    const result = ShareResultSchema.parse(response.json());
    expect(result.message).toBe('Comparison of 3 plans for +971501234567 kept in the outbox (sandbox: not delivered)');
    const sms = await outboxRow(result.data.outboxId);
    expect(sms).toMatchObject({ channel: 'sms', recipient: '+971501234567', proposal_id: proposalId });
    expect(sms.body).toContain(`BrokerDesk plans ${proposalRef}, 2 insured members, incl. VAT:`);
    for (const quote of chosen) expect(sms.body).toContain(`${quote.companyName} ${quote.planName} ${formatAed(quote.totalFils)}`);
    const history = await server.app.db.selectFrom('history').selectAll().where('entity_id', '=', proposalId).where('action', '=', 'Comparison shared by SMS').executeTakeFirstOrThrow();
    expect(history).toMatchObject({ line: 'health', detail: `${chosen.map((quote) => quote.ref).join(', ')} to +971501234567` });
  });

  it('sends an e-mail with the comparison PDF attached, showing this comparison\'s edits', async () => {
    const result = ShareResultSchema.parse(await ok('POST', `${QUOTE}/${proposalId}/sharecomparequoteviaemail`, { ids: ids(), toEmail: 'Omar@Example.ae' }));
    const email = await outboxRow(result.data.outboxId);
    expect(email).toMatchObject({ channel: 'email', recipient: 'omar@example.ae', subject: `Your health insurance plans ${proposalRef}: 3 plans compared` });
    expect(email.body).toContain('comparison of 3 plans for 2 insured members');
    const attachment = await send('GET', `/api/admin/outbox/${result.data.outboxId}/attachment`);
    expect(attachment.statusCode).toBe(200);
    const text = flat((await readPdf(new Uint8Array(attachment.rawPayload))).text);
    expect(text).toContain('Comparison of health insurance plans');
    expect(text).toContain('Frames every year');
  });

  it('refuses a bad recipient, a wrong count, a foreign or replaced quote and a caller without the health read right, sending nothing', async () => {
    const before = (await server.app.db.selectFrom('outbox_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const sms = `${QUOTE}/${proposalId}/sharecomparequoteviasms`;
    const email = `${QUOTE}/${proposalId}/sharecomparequoteviaemail`;
    expect((await refusal('POST', sms, { ids: ids(), toMobileNumber: '0412345' })).fieldErrors).toHaveProperty('toMobileNumber');
    expect((await refusal('POST', email, { ids: ids(), toEmail: 'not-an-email' })).fieldErrors).toHaveProperty('toEmail');
    expect((await refusal('POST', sms, { ids: [chosen[0]!._id], toMobileNumber: '0501234567' })).fieldErrors).toHaveProperty('ids');
    expect((await refusal('POST', email, { ids: [chosen[0]!._id, otherProposal.quoteId], toEmail: 'omar@example.ae' })).status).toBe(404);
    expect((await refusal('POST', sms, { ids: ids(), toMobileNumber: '0501234567' }, motorOnly)).status).toBe(403);

    await server.app.db.updateTable('quotes').set({ is_current: 0 }).where('id', '=', chosen[1]!._id).execute();
    try {
      const replaced = await refusal('POST', sms, { ids: ids(), toMobileNumber: '0501234567' });
      expect(replaced.status).toBe(422);
      expect(replaced.message).toContain(chosen[1]!.ref);
    } finally {
      await server.app.db.updateTable('quotes').set({ is_current: 1 }).where('id', '=', chosen[1]!._id).execute();
    }
    const after = (await server.app.db.selectFrom('outbox_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    expect(Number(after)).toBe(Number(before));
  });
});
