import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthProposalCreatedResultSchema } from '../../../shared/contract/health-proposals/index.js';
import { StartedPaymentResultSchema } from '../../../shared/contract/payments/index.js';
import type { Quote } from '../../../shared/contract/proposals/index.js';
import { OutboxListResultSchema, ShareResultSchema } from '../../../shared/contract/sharing/index.js';
import { formatAed } from '../../../shared/domain/format.js';
import { buildTestServer, signInWith, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { uploadHealthDocuments } from '../../../tests/fixtures/payments/salesFixture.js';
import { routeCalls } from '../../../tests/helpers/routeCalls.js';

const HEALTH = '/api/admin/health';
const SMS = `${HEALTH}/healthquote/sharepaymentlinkviasms`;
const EMAIL = `${HEALTH}/healthquote/sharepaymentlinkviaemail`;

let server: TestServer;
let admin: string;
let reader: string;
let motorOnly: string;
let proposalId: string;
/** The quote whose card link is started; `unstarted` has none. */
let quote: Quote;
let unstarted: Quote;
let link: string;

const { send, ok, refusal } = routeCalls(() => server, () => admin);
const yearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-03-15`;
const outboxRow = (id: string) => server.app.db.selectFrom('outbox_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const outboxCount = async () => Number((await server.app.db.selectFrom('outbox_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const history = (action: string) => server.app.db.selectFrom('history').selectAll().where('entity_id', '=', proposalId).where('action', '=', action).execute();

beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 3 } });
  admin = await server.login();
  reader = await signInWith(server, { healthQuote: { read: true } });
  motorOnly = await signInWith(server, { quote: { read: true, update: true }, proposal: { read: true } });

  const created = HealthProposalCreatedResultSchema.parse(await ok('POST', `${HEALTH}/healthgenerate/quotelistfromadmin`, {
    fullName: 'Omar Haddad', email: 'omar.links@example.ae', mobileNumber: '0501234567', gender: 'Male', maritalStatus: 'Married', dateOfBirth: yearsAgo(38),
    salary: '4000 - 12000', city: 'Dubai', insurerType: 'Self and Dependent', visaStatus: 'Renewal', source: 'Website',
    spouseDetails: [{ fullName: 'Lina Haddad', dateOfBirth: yearsAgo(34), gender: 'Female' }], kidsDetails: [],
  })).data;
  proposalId = created.proposal._id;
  [quote, unstarted] = [created.quotes[0]!, created.quotes[1]!];
  // A card link is only started once every member's documents are in.
  await uploadHealthDocuments(server.app.db, proposalId);
}, 60_000);
afterAll(async () => server.close());

describe("sharing a health quote's payment link", () => {
  it('refuses (409) a quote with no link started, saying to create one, and sends nothing', async () => {
    const before = await outboxCount();
    const refused = await refusal('POST', SMS, { quoteId: quote._id, mobileNumber: '0501234567', paymentLink: 'https://pay.example.ae/x' });
    expect(refused).toMatchObject({ status: 409, message: `Quote ${quote.ref} has no payment link open: create a card or buy-now-pay-later link first, then share it` });
    expect(await outboxCount()).toBe(before);

    link = StartedPaymentResultSchema.parse(await ok('POST', `${HEALTH}/healthquote/${quote._id}/payment`, { paidBy: 'CRM - Link' })).data.paymentUrl;
  });

  it('texts the link worded for the health plan, insurer and members, through the outbox, and remembers it on the health proposal', async () => {
    const response = await send('POST', SMS, { quoteId: quote._id, mobileNumber: '050 123 4567', paymentLink: link }, reader);
    expect(response.statusCode, response.body).toBe(200);
    const result = ShareResultSchema.parse(response.json());
    expect(result.message).toBe(`Payment link of ${quote.ref} for +971501234567 kept in the outbox (sandbox: not delivered)`);
    const sms = await outboxRow(result.data.outboxId);
    expect(sms).toMatchObject({ channel: 'sms', recipient: '+971501234567', proposal_id: proposalId, quote_id: quote._id });
    expect(sms.body).toContain(`Dear Omar Haddad, Pay ${formatAed(quote.totalFils)} for quote ${quote.ref}, your ${quote.companyName} ${quote.planName} health insurance for 2 insured members: ${link}`);
    expect(sms.body).not.toContain('motor');
    expect(await history('Payment link shared by SMS')).toEqual([expect.objectContaining({ line: 'health', detail: expect.stringMatching(new RegExp(`\\(${quote.ref}\\) to \\+971501234567$`)) })]);
  });

  it('e-mails the link with a subject naming the plan, listed in the outbox', async () => {
    const result = ShareResultSchema.parse(await ok('POST', EMAIL, { quoteId: quote._id, email: 'Omar@Example.ae', paymentLink: link }));
    const email = await outboxRow(result.data.outboxId);
    expect(email).toMatchObject({ channel: 'email', recipient: 'omar@example.ae', subject: `Payment link for your ${quote.companyName} ${quote.planName} health insurance (${quote.ref})` });
    expect(email.body).toContain(`your ${quote.companyName} ${quote.planName} health insurance for 2 insured members: ${link}`);
    const outbox = OutboxListResultSchema.parse(await ok('GET', '/api/admin/outbox?channel=email&search=omar%40example.ae'));
    expect(outbox.data.map((message) => message._id)).toContain(result.data.outboxId);
    expect(await history('Payment link shared by e-mail')).toEqual([expect.objectContaining({ line: 'health', detail: expect.stringContaining('to omar@example.ae') })]);
  });

  it('answers 400 naming the field for a bad mobile, e-mail or link, and 422 for a link that is not the quote\'s', async () => {
    const before = await outboxCount();
    expect((await refusal('POST', SMS, { quoteId: quote._id, mobileNumber: '0412345', paymentLink: link })).fieldErrors).toHaveProperty('mobileNumber');
    expect((await refusal('POST', EMAIL, { quoteId: quote._id, email: 'not-an-email', paymentLink: link })).fieldErrors).toHaveProperty('email');
    expect((await refusal('POST', EMAIL, { quoteId: quote._id, email: 'omar@example.ae', paymentLink: 'not a link' })).fieldErrors).toHaveProperty('paymentLink');
    const foreign = await refusal('POST', SMS, { quoteId: quote._id, mobileNumber: '0501234567', paymentLink: 'https://pay.example.ae/elsewhere' });
    expect(foreign).toMatchObject({ status: 422, message: "paymentLink: This is not the quote's payment link" });
    // Another quote of the proposal has no link of its own: the first quote's link is not its to share.
    expect((await refusal('POST', SMS, { quoteId: unstarted._id, mobileNumber: '0501234567', paymentLink: link })).status).toBe(409);
    expect(await outboxCount()).toBe(before);
  });

  it("takes only health quotes with the health quote module's right: 403 without it, 404 for a quote of the other line", async () => {
    const before = await outboxCount();
    expect((await refusal('POST', SMS, { quoteId: quote._id, mobileNumber: '0501234567', paymentLink: link }, motorOnly)).status).toBe(403);
    expect((await refusal('POST', EMAIL, { quoteId: quote._id, email: 'omar@example.ae', paymentLink: link }, motorOnly)).status).toBe(403);
    // Motor's path is not health's, and health's takes no motor quote.
    expect((await refusal('POST', '/api/quotes/sharepaymentlinkviasms', { quoteId: quote._id, mobileNumber: '0501234567', paymentLink: link })).status).toBe(404);
    const motorQuote = (await server.app.db.selectFrom('quotes').innerJoin('proposals', 'proposals.id', 'quotes.proposal_id')
      .select('quotes.id').where('proposals.line', '=', 'motor').executeTakeFirstOrThrow()).id;
    expect((await refusal('POST', SMS, { quoteId: motorQuote, mobileNumber: '0501234567', paymentLink: link })).status).toBe(404);
    expect(await outboxCount()).toBe(before);
  });
});
