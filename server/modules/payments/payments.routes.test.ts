import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MigratePaymentResultSchema, PaymentResultSchema, PaymentStatusResultSchema, PurchaseResultSchema, StartedPaymentResultSchema } from '../../../shared/contract/payments/index.js';
import { ProposalDetailResultSchema } from '../../../shared/contract/proposals/index.js';
import { SIGNATURE_HEADER, signPayload } from '../../services/payments/paymentProvider.js';
import { SAMPLE_PDF, multipartForm, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { SAMPLE_PNG } from '../../../tests/fixtures/uploads/sampleFiles.js';
import { buildPaymentsTestServer } from './paymentsTestServer.js';
import { createSaleFixture, createTestInsurer, type SaleFixtureOptions } from '../../../tests/fixtures/payments/salesFixture.js';

const WEBHOOK_SECRET = 'test-webhook-secret';
const PNG = SAMPLE_PNG;

/** The sandbox insurer, which a test can take offline. */
const { gateway: insurer, state: insurerState } = createTestInsurer();

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await buildPaymentsTestServer({ insurers: insurer, paymentWebhookSecret: WEBHOOK_SECRET });
  token = await server.login();
});
afterAll(async () => server.close());

const db = () => server.app.db;
const post = (url: string, payload: Record<string, unknown> = {}) => server.injectAs(token, { method: 'POST', url, payload });

async function startCard(quoteId: string, body: Record<string, unknown> = {}) {
  const response = await post(`/api/quotes/${quoteId}/payment`, body);
  expect(response.statusCode, response.body).toBe(200);
  return StartedPaymentResultSchema.parse(response.json()).data;
}

/** The customer on the hosted page: open it, then press a button. */
async function onPage(paymentUrl: string, action: 'pay' | 'decline' | 'cancel', cardNumber = '') {
  const path = new URL(paymentUrl).pathname;
  const page = await server.app.inject({ method: 'GET', url: path });
  expect(page.statusCode).toBe(200);
  return server.app.inject({
    method: 'POST', url: path, payload: new URLSearchParams({ action, cardNumber }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

function signedCallback(gateway: 'card' | 'bnpl', body: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const rawBody = JSON.stringify(body);
  return server.app.inject({
    method: 'POST', url: `/api/payments/callback/${gateway}`, payload: rawBody,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload(secret, rawBody) },
  });
}

type ProofFile = { name: string; bytes: Buffer; type: string; field?: 'proofOfPayment' | 'file' };

function multipart(fields: Record<string, string>, file?: ProofFile) {
  return multipartForm(fields, file ? [{ field: file.field ?? 'proofOfPayment', name: file.name, bytes: file.bytes, type: file.type }] : []);
}

function manual(quoteId: string, fields: Record<string, string>, file?: ProofFile) {
  return server.injectAs(token, { method: 'POST', url: `/api/quotes/${quoteId}/paybylink`, ...multipart(fields, file) });
}

async function payByBank(quoteId: string) {
  const response = await manual(quoteId, { paidBy: 'CRM - Bank transfer', orderRef: `BANK-${quoteId.slice(-6)}` });
  expect(response.statusCode, response.body).toBe(200);
  return PaymentResultSchema.parse(response.json()).data;
}

async function sale(options: SaleFixtureOptions = {}) {
  return createSaleFixture(server.app, options);
}

async function state(quoteId: string) {
  const quote = await db().selectFrom('quotes').selectAll().where('id', '=', quoteId).executeTakeFirstOrThrow();
  const proposal = await db().selectFrom('proposals').selectAll().where('id', '=', quote.proposal_id).executeTakeFirstOrThrow();
  const payments = await db().selectFrom('payments').selectAll().where('quote_id', '=', quoteId).orderBy('created_at').execute();
  const policies = await db().selectFrom('policies').selectAll().where('quote_id', '=', quoteId).execute();
  const transactions = policies[0] ? await db().selectFrom('transactions').selectAll().where('policy_id', '=', policies[0].id).execute() : [];
  return { quote, proposal, payments, policy: policies[0], policies, transactions };
}

const eventsOf = (paymentId: string) => db().selectFrom('payment_events').selectAll().where('payment_id', '=', paymentId).orderBy('created_at').execute();

describe('card payment, end to end', () => {
  it('pays on the hosted page, confirms by signed callback, issues the policy Active with its number and PDF', async () => {
    // The demo's own sales of today went through this insurer too.
    const calls = insurerState.calls;
    const fixture = await sale();
    const [quoteId] = fixture.quoteIds as [string];
    const started = await startCard(quoteId, { redirectUri: 'https://shop.example.ae/paid' });
    expect(started.payment).toMatchObject({ status: 'pending', amountFils: 2_625_00, provider: 'card' });

    const page = await server.app.inject({ method: 'GET', url: new URL(started.paymentUrl).pathname });
    expect(page.body).toContain('AED 2,625.00');
    expect(page.body).toContain('BrokerDesk Insurance Brokers');
    expect(page.body).toContain(started.payment.ref);
    for (const button of ['>Pay<', '>Decline<', '>Cancel<']) expect(page.body).toContain(button);
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'.*form-action 'self' https:\/\/shop\.example\.ae/);

    const paid = await onPage(started.paymentUrl, 'pay', '4111 1111 1111 1111');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(/^https:\/\/shop\.example\.ae\/paid\?orderId=ORD-.+&status=paid$/);

    const after = await state(quoteId);
    expect(after.payments.map((p) => p.status)).toEqual(['paid']);
    expect(after.quote).toMatchObject({ payment_status: 'paid', is_bought: 1 });
    expect(after.proposal).toMatchObject({ paid_quote_id: quoteId, status: 'Policy paid and Issued', policy_id: after.policy!.id });
    expect(after.policy).toMatchObject({ status: 'Active', issue_error: null, issue_attempts: 1, payment_id: after.payments[0]!.id, premium_fils: 2_625_00 });
    expect(after.policy!.company_policy_number).toMatch(/\d{5,}/);
    expect(after.policy!.file_id).not.toBeNull();
    expect(after.transactions).toMatchObject([{ amount_fils: 2_625_00, status: 'SUCCESS', paid_by: 'CRM - Link' }]);
    expect((await eventsOf(after.payments[0]!.id)).map((e) => e.outcome)).toEqual(['applied']);
    const kinds = await sql<{ kind: string }>`SELECT kind FROM notifications WHERE record_id IN (${fixture.proposalId}, ${after.policy!.id})`.execute(db());
    expect(kinds.rows.map((row) => row.kind).sort()).toEqual(['policyIssued', 'quotePaid']);

    const listed = await post(`/api/admin/customers/${fixture.customerId}/filterpolicies`, { pType: 'ACTIVE' });
    expect(listed.json().data).toMatchObject([{ _id: after.policy!.id, status: 'Active', hasFile: true }]);

    const purchase = PurchaseResultSchema.parse((await post(`/api/quotes/${quoteId}/purchase`)).json());
    expect(purchase.data).toMatchObject({ _id: after.policy!.id, status: 'Active' });
    expect(insurerState.calls - calls).toBe(1);
  });

  it('changes nothing when the customer declines or cancels; cancel without a return address lands on the result page', async () => {
    const { quoteIds: [quoteId] } = await sale();
    const declined = await onPage((await startCard(quoteId!)).paymentUrl, 'pay', '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(303);
    const cancelled = await onPage((await startCard(quoteId!)).paymentUrl, 'cancel');
    expect(cancelled.headers.location).toMatch(/^\/sandbox\/pay\/ORD-.+\/result$/);
    const result = await server.app.inject({ method: 'GET', url: cancelled.headers.location as string });
    expect(result.body).toContain('Payment cancelled');
    const after = await state(quoteId!);
    expect(after.payments.map((p) => p.status)).toEqual(['declined', 'cancelled']);
    expect(after.quote).toMatchObject({ payment_status: 'unpaid', is_bought: 0 });
    expect(after.proposal.paid_quote_id).toBeNull();
    expect(after.policies).toEqual([]);
  });

  it('keeps the order open after a card number that fails Luhn or is not a test card', async () => {
    const { quoteIds: [quoteId] } = await sale();
    const { paymentUrl, payment } = await startCard(quoteId!);
    const typo = await onPage(paymentUrl, 'pay', '4111 1111 1111 1112');
    expect(typo.statusCode).toBe(400);
    expect(typo.body).toContain('Card number is not valid');
    const real = await onPage(paymentUrl, 'pay', '4012 8888 8888 1881');
    expect(real.body).toContain('use a test card number');
    expect((await state(quoteId!)).payments).toMatchObject([{ id: payment._id, status: 'pending' }]);
    expect((await startCard(quoteId!)).payment._id).toBe(payment._id);
  });
});

describe('callbacks are never trusted on their own', () => {
  it('ignores and records a replayed callback, a bad signature and a wrong amount', async () => {
    const paidSale = await sale();
    const { payment, paymentUrl } = await startCard(paidSale.quoteIds[0]!);
    await onPage(paymentUrl, 'pay', '4242424242424242');
    const orderId = (await db().selectFrom('payments').select('order_id').where('id', '=', payment._id).executeTakeFirstOrThrow()).order_id!;

    const replay = await signedCallback('card', { eventId: 'evt-1', orderId, status: 'paid', amountFils: 2_625_00 });
    expect(replay.json()).toMatchObject({ success: true, outcome: 'ignored', reason: expect.stringContaining('already paid') });
    const forged = await signedCallback('card', { orderId, status: 'paid' }, 'not-the-secret');
    expect(forged.statusCode).toBe(401);
    const events = await db().selectFrom('payment_events').selectAll().where('order_id', '=', orderId).orderBy('created_at').execute();
    expect(events.map((e) => [e.outcome, e.reason])).toEqual([
      ['applied', null], ['ignored', expect.stringContaining('already paid')], ['ignored', 'bad signature'],
    ]);
    expect((await state(paidSale.quoteIds[0]!)).transactions).toHaveLength(1);

    const other = await sale();
    const open = await startCard(other.quoteIds[0]!);
    const otherOrder = (await db().selectFrom('payments').select('order_id').where('id', '=', open.payment._id).executeTakeFirstOrThrow()).order_id!;
    // The provider settled a different amount than the quote's total.
    await db().updateTable('sandbox_orders').set({ status: 'paid', amount_fils: 100_00 }).where('id', '=', otherOrder).execute();
    const mismatch = await signedCallback('card', { orderId: otherOrder, status: 'paid', amountFils: 2_625_00 });
    expect(mismatch.json()).toMatchObject({ outcome: 'ignored', reason: expect.stringContaining('amount mismatch') });
    const after = await state(other.quoteIds[0]!);
    expect(after.payments.map((p) => p.status)).toEqual(['pending']);
    expect(after.quote.payment_status).toBe('unpaid');
  });

  it('books one paid payment when two callbacks for the same order arrive at once', async () => {
    const { quoteIds: [quoteId] } = await sale();
    const { payment } = await startCard(quoteId!);
    const orderId = (await db().selectFrom('payments').select('order_id').where('id', '=', payment._id).executeTakeFirstOrThrow()).order_id!;
    await db().updateTable('sandbox_orders').set({ status: 'paid' }).where('id', '=', orderId).execute();
    const body = { orderId, status: 'paid', amountFils: 2_625_00 };
    const answers = await Promise.all([signedCallback('card', { ...body, eventId: 'a' }), signedCallback('card', { ...body, eventId: 'b' })]);
    expect(answers.map((a) => a.json().outcome).sort()).toEqual(['applied', 'ignored']);
    const after = await state(quoteId!);
    expect(after.payments.filter((p) => p.status === 'paid')).toHaveLength(1);
    expect(after.transactions).toHaveLength(1);
    expect(after.policies).toHaveLength(1);
  });

  it('reconciles a payment whose callback never arrived when staff check its status', async () => {
    const { quoteIds: [quoteId] } = await sale();
    const { payment } = await startCard(quoteId!);
    const orderId = (await db().selectFrom('payments').select('order_id').where('id', '=', payment._id).executeTakeFirstOrThrow()).order_id!;
    const statusOf = async () => PaymentStatusResultSchema.parse((await server.injectAs(token, { method: 'GET', url: `/api/admin/proposals/${quoteId}/payment-status` })).json()).data;
    expect((await statusOf()).policy).toBeNull();
    await db().updateTable('sandbox_orders').set({ status: 'paid' }).where('id', '=', orderId).execute();
    const status = await statusOf();
    expect(status).toMatchObject({ paymentStatus: 'paid', payments: [{ _id: payment._id, status: 'paid' }] });
    // The check also shows the policy the payment made, issued by the insurer.
    const { policy } = await state(quoteId!);
    expect(status.policy).toMatchObject({ _id: policy!.id, ref: policy!.ref, status: policy!.status, companyPolicyNumber: policy!.company_policy_number });
  });
});

describe('refusals', () => {
  it('refuses to purchase an unpaid quote, and to pay an expired, replaced, paid or frozen one', async () => {
    const fixture = await sale({ quotes: [{ totalFils: 2_000_00 }, { totalFils: 2_100_00, expiresAt: '2020-01-01T00:00:00.000Z' }, { totalFils: 2_200_00, isCurrent: false }] });
    const [fresh, expired, replaced] = fixture.quoteIds as [string, string, string];
    const unpaid = await post(`/api/quotes/${fresh}/purchase`);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe('Quote is not paid');
    expect((await post(`/api/quotes/${expired}/payment`)).json().message).toMatch(/expired on 2020-01-01/);
    expect((await post(`/api/quotes/${replaced}/payment`)).json().message).toMatch(/replaced/);
    await payByBank(fresh);
    for (const quoteId of [fresh, expired]) {
      const again = await post(`/api/quotes/${quoteId}/payment`);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('You already bought policy for this proposal!');
    }
    const secondQuote = await sale({ quotes: [{ totalFils: 2_000_00 }, { totalFils: 2_300_00 }] });
    await payByBank(secondQuote.quoteIds[0]!);
    const other = await post(`/api/quotes/${secondQuote.quoteIds[1]}/tamarapayment`);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('You already bought policy for this proposal!');
    const frozen = await sale({ proposalStatus: { status: 'Lost', reason: 'Fake inquiry' } });
    expect((await post(`/api/quotes/${frozen.quoteIds[0]}/payment`)).statusCode).toBe(422);
  });

  it('refuses a buy-now-pay-later order outside the amounts the provider takes, and leaves no payment', async () => {
    const { quoteIds: [small] } = await sale({ quotes: [{ totalFils: 50_00 }] });
    const refused = await post(`/api/quotes/${small}/tamarapayment`, { paidBy: 'CRM - Tamara' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/Sandbox Pay Later accepts orders of AED 100\.00 or more/);
    expect((await state(small!)).payments).toEqual([]);
    const { quoteIds: [ok] } = await sale();
    const started = StartedPaymentResultSchema.parse((await post(`/api/quotes/${ok}/tamarapayment`, { paidBy: 'CRM - Tamara' })).json()).data;
    expect(started.payment).toMatchObject({ provider: 'bnpl', paidBy: 'CRM - Tamara' });
    const page = await server.app.inject({ method: 'GET', url: new URL(started.paymentUrl).pathname });
    expect(page.body).toContain('Split in 4');
  });
});

describe('issuing', () => {
  it('keeps the payment when the insurer is down, leaves the policy Pending with the error, and issues on purchase', async () => {
    const { quoteIds: [quoteId], proposalId } = await sale();
    insurerState.down = true;
    try {
      await payByBank(quoteId!);
    } finally {
      insurerState.down = false;
    }
    const pending = await state(quoteId!);
    expect(pending.quote.payment_status).toBe('paid');
    expect(pending.payments.map((p) => p.status)).toEqual(['paid']);
    expect(pending.policy).toMatchObject({ status: 'Pending', issue_attempts: 1, issue_error: expect.stringContaining('could not be reached') });
    expect(pending.proposal.status).toBe('Policy paid and Pending issue');
    const errors = await db().selectFrom('insurer_calls').selectAll().where('proposal_id', '=', proposalId).where('kind', '=', 'policy').execute();
    expect(errors).toMatchObject([{ status: 'error', error_message: expect.stringContaining('ECONNREFUSED') }]);

    const purchase = await post(`/api/quotes/${quoteId}/purchase`);
    expect(PurchaseResultSchema.parse(purchase.json()).data).toMatchObject({ _id: pending.policy!.id, status: 'Active', issueError: null });
    expect((await state(quoteId!)).proposal.status).toBe('Policy paid and Issued');
  });

  it('records the insurer\'s field errors when the chassis number is missing', async () => {
    const { quoteIds: [quoteId] } = await sale({ chesisNo: null, emiratesId: null });
    await payByBank(quoteId!);
    const { policy } = await state(quoteId!);
    expect(policy!.status).toBe('Pending');
    expect(policy!.issue_error).toContain('ChassisNo: Chassis number is required');
    expect(policy!.issue_error).toContain('EmiratesId: Emirates ID is required');
    const notified = await sql<{ kind: string }>`SELECT kind FROM notifications WHERE record_id = ${policy!.id}`.execute(db());
    expect(notified.rows.map((row) => row.kind)).toEqual(['policyIssueFailed']);
  });

  it('issues exactly one policy when two purchases of the same quote run at once', async () => {
    const { quoteIds: [quoteId] } = await sale();
    insurerState.down = true;
    await payByBank(quoteId!).finally(() => { insurerState.down = false; });
    const calls = insurerState.calls;
    const answers = await Promise.all([post(`/api/quotes/${quoteId}/purchase`), post(`/api/quotes/${quoteId}/purchase`)]);
    const ids = answers.map((answer) => PurchaseResultSchema.parse(answer.json()).data._id);
    expect(new Set(ids).size).toBe(1);
    const after = await state(quoteId!);
    expect(after.policies).toHaveLength(1);
    expect(after.policy!.status).toBe('Active');
    expect(insurerState.calls - calls).toBe(1);
  });
});

describe('manual payments', () => {
  it('checks the proof, the amount and the processing fee of a payment to the insurance company', async () => {
    const { quoteIds: [withFee] } = await sale({ quotes: [{ totalFils: 2_625_00, adminFeeFils: 50_00 }] });
    const fee = await manual(withFee!, { paidBy: 'CRM - Direct to insurance company', orderRef: 'INS-1', proofAmount: '2625' }, { name: 'proof.png', bytes: PNG, type: 'image/png' });
    expect(fee.statusCode).toBe(422);
    expect(fee.json().message).toBe("Please set Processing fees to '0' because of mode of payment!");

    const { quoteIds: [quoteId] } = await sale();
    const noProof = await manual(quoteId!, { paidBy: 'CRM - Direct to insurance company', orderRef: 'INS-1', proofAmount: '2625' });
    expect(noProof.statusCode).toBe(400);
    expect(noProof.json().fieldErrors).toHaveProperty('proofOfPayment');
    const wrongType = await manual(quoteId!, { paidBy: 'CRM - Direct to insurance company', orderRef: 'INS-1', proofAmount: '2625' }, { name: 'proof.txt', bytes: Buffer.from('hello'), type: 'text/plain' });
    expect(wrongType.statusCode).toBe(415);
    const disguised = await manual(quoteId!, { paidBy: 'CRM - Direct to insurance company', orderRef: 'INS-1', proofAmount: '2625' }, { name: 'proof.pdf', bytes: PNG, type: 'application/pdf' });
    expect(disguised.statusCode).toBe(415);
    const short = await manual(quoteId!, { paidBy: 'CRM - Direct to insurance company', orderRef: 'INS-1', proofAmount: '2600.5' }, { name: 'proof.pdf', bytes: SAMPLE_PDF, type: 'application/pdf' });
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toMatch(/^proofAmount: Paid amount AED 2,600\.50 must equal the quote's total AED 2,625\.00/);
    const noRef = await manual(quoteId!, { paidBy: 'CRM - Bank transfer' });
    expect(noRef.statusCode).toBe(400);
    expect(noRef.json().fieldErrors).toHaveProperty('orderRef');
    expect((await state(quoteId!)).payments).toEqual([]);

    // The desktop and browser hosts send every file as `file`.
    const ok = await manual(quoteId!, { paidBy: 'CRM - Direct to insurance company', orderRef: 'INS-1', proofAmount: '2625.00' }, { name: 'proof.png', bytes: PNG, type: 'image/png', field: 'file' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(PaymentResultSchema.parse(ok.json()).data).toMatchObject({ status: 'paid', provider: 'direct', orderRef: 'INS-1', amountFils: 2_625_00 });
    const [payment] = (await state(quoteId!)).payments;
    const proof = await db().selectFrom('stored_files').selectAll().where('id', '=', payment!.proof_file_id!).executeTakeFirstOrThrow();
    expect(proof).toMatchObject({ owner_type: 'payment', owner_id: payment!.id, mime_type: 'image/png', original_name: 'proof.png' });
  });

  it('takes a bank transfer, which has no file, as JSON too', async () => {
    const { quoteIds: [quoteId] } = await sale();
    const missing = await server.injectAs(token, { method: 'POST', url: `/api/quotes/${quoteId!}/paybylink`, payload: { paidBy: 'CRM - Bank transfer' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toHaveProperty('orderRef');
    const response = await server.injectAs(token, { method: 'POST', url: `/api/quotes/${quoteId!}/paybylink`, payload: { paidBy: 'CRM - Bank transfer', orderRef: 'BANK-9' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(PaymentResultSchema.parse(response.json()).data).toMatchObject({ status: 'paid', provider: 'bank', orderRef: 'BANK-9' });
  });
});

describe('moving a payment', () => {
  it('moves a paid payment to a dearer quote and asks for the difference by link, then issues once it is paid', async () => {
    const { quoteIds: [cheap, dear] } = await sale({ quotes: [{ totalFils: 2_625_00 }, { totalFils: 3_000_00 }] });
    insurerState.down = true;
    await payByBank(cheap!).finally(() => { insurerState.down = false; });
    const moved = await post('/api/quotes/migratequotepaymentInproposal', { oldQuoteId: cheap, newQuoteId: dear });
    expect(moved.statusCode, moved.body).toBe(200);
    const { data } = MigratePaymentResultSchema.parse(moved.json());
    expect(data.payment).toMatchObject({ amountFils: 2_625_00, status: 'paid' });
    expect(data.paymentLink).toMatch(/\/sandbox\/pay\/ORD-/);
    const old = await state(cheap!);
    expect(old.payments.map((p) => p.status)).toEqual(['moved']);
    expect(old.quote).toMatchObject({ payment_status: 'unpaid', is_bought: 0 });
    const waiting = await state(dear!);
    expect(waiting.quote.payment_status).toBe('pending');
    expect(waiting.policy).toMatchObject({ status: 'Pending', premium_fils: 3_000_00 });
    expect((await post(`/api/quotes/${dear}/purchase`)).statusCode).toBe(409);

    await onPage(data.paymentLink!, 'pay', '5555 5555 5555 4444');
    const done = await state(dear!);
    expect(done.quote.payment_status).toBe('paid');
    expect(done.payments.filter((p) => p.status === 'paid')).toMatchObject([{ amount_fils: 3_000_00 }]);
    expect(done.policy!.status).toBe('Active');
    const refused = await post('/api/quotes/migratequotepaymentInproposal', { oldQuoteId: dear, newQuoteId: cheap });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/already Active/);
  });
});

describe('a customer is never charged twice', () => {
  const orderOf = async (paymentId: string) =>
    (await db().selectFrom('payments').select('order_id').where('id', '=', paymentId).executeTakeFirstOrThrow()).order_id!;
  const sandboxOrder = (orderId: string) => db().selectFrom('sandbox_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const refundsAt = (orderId: string) => db().selectFrom('sandbox_refunds').selectAll().where('order_id', '=', orderId).execute();
  const refundNotices = async (proposalId: string) =>
    (await sql<{ description: string }>`SELECT description FROM notifications WHERE kind = 'paymentRefunded' AND record_id = ${proposalId}`.execute(db())).rows;
  const transactionsOf = (paymentId: string) => db().selectFrom('transactions').selectAll().where('payment_id', '=', paymentId).execute();

  async function startBnpl(quoteId: string) {
    const response = await post(`/api/quotes/${quoteId}/tamarapayment`, { paidBy: 'CRM - Tamara' });
    expect(response.statusCode, response.body).toBe(200);
    return StartedPaymentResultSchema.parse(response.json()).data;
  }

  /** The customer opens a link and presses Pay with a test card, whatever the page shows. */
  async function tryToPay(paymentUrl: string) {
    const path = new URL(paymentUrl).pathname;
    const page = await server.app.inject({ method: 'GET', url: path });
    const attempt = await server.app.inject({
      method: 'POST', url: path, payload: new URLSearchParams({ action: 'pay', cardNumber: '4111 1111 1111 1111' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    return { page, attempt };
  }

  async function proposalPayments(proposalId: string) {
    const response = await server.injectAs(token, { method: 'GET', url: `/api/admin/proposals/${proposalId}/getquotesbyproposalid` });
    const { data } = ProposalDetailResultSchema.parse(response.json());
    return [data.payment, ...data.additionalPayments];
  }

  /** Two quotes of one proposal, each with an open card link, and the customer pays the first. */
  async function paidWithSecondLinkOpen() {
    const fixture = await sale({ quotes: [{ totalFils: 2_625_00 }, { totalFils: 3_000_00 }] });
    const [first, second] = fixture.quoteIds as [string, string];
    const firstLink = await startCard(first);
    const secondLink = await startCard(second);
    return { fixture, first, second, firstLink, secondLink, secondOrder: await orderOf(secondLink.payment._id) };
  }

  it('pays one of two links of a proposal and cancels the other at its provider, whose page then refuses to take a payment', async () => {
    const fixture = await sale({ quotes: [{ totalFils: 2_625_00 }, { totalFils: 3_000_00 }] });
    const [first, second] = fixture.quoteIds as [string, string];
    const card = await startCard(first);
    const later = await startBnpl(second);
    const laterOrder = await orderOf(later.payment._id);
    expect((await sandboxOrder(laterOrder)).status).toBe('pending');

    await onPage(card.paymentUrl, 'pay', '4111 1111 1111 1111');

    expect(await sandboxOrder(laterOrder)).toMatchObject({ status: 'cancelled', cancelled_by: 'merchant', refunded_fils: 0 });
    const { page, attempt } = await tryToPay(later.paymentUrl);
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('This payment link is no longer valid');
    expect(page.body).not.toContain('>Pay<');
    expect(attempt.statusCode).toBe(410);
    expect((await sandboxOrder(laterOrder)).status).toBe('cancelled');
    expect((await state(second)).payments).toMatchObject([{ id: later.payment._id, status: 'cancelled', order_closed_at: expect.any(String), refund_status: null }]);
    expect(await refundsAt(laterOrder)).toEqual([]);
  });

  it('cancels at the provider a link left open when staff record a bank transfer', async () => {
    const { quoteIds: [quoteId] } = await sale();
    const open = await startCard(quoteId!);
    await payByBank(quoteId!);
    expect(await sandboxOrder(await orderOf(open.payment._id))).toMatchObject({ status: 'cancelled', cancelled_by: 'merchant' });
    expect((await tryToPay(open.paymentUrl)).attempt.statusCode).toBe(410);
  });

  it('refunds once, through the provider, a capture that raced in for a superseded order, shows it on the proposal and in the transactions, and tells the agent', async () => {
    const { fixture, first, firstLink, secondLink, secondOrder } = await paidWithSecondLinkOpen();
    await onPage(firstLink.paymentUrl, 'pay', '4111 1111 1111 1111');
    // The customer was already on the second page and paid as the cancellation reached the provider: it captured anyway.
    await db().updateTable('sandbox_orders').set({ status: 'paid', cancelled_by: null }).where('id', '=', secondOrder).execute();
    const body = { orderId: secondOrder, status: 'paid', amountFils: 3_000_00 };
    const answers = await Promise.all([signedCallback('card', { ...body, eventId: 'late-1' }), signedCallback('card', { ...body, eventId: 'late-2' })]);
    expect(answers.map((answer) => answer.json().outcome).sort()).toEqual(['applied', 'ignored']);

    expect(await refundsAt(secondOrder)).toMatchObject([{ amount_fils: 3_000_00 }]);
    expect((await sandboxOrder(secondOrder)).refunded_fils).toBe(3_000_00);
    const payments = await proposalPayments(fixture.proposalId);
    expect(payments).toHaveLength(2);
    expect(payments[0]).toMatchObject({ _id: firstLink.payment._id, status: 'paid' });
    expect(payments[1]).toMatchObject({
      _id: secondLink.payment._id, status: 'refunded', amountFils: 3_000_00, paidAt: expect.any(String),
      refundStatus: 'refunded', refundedFils: 3_000_00, refundedAt: expect.any(String),
    });
    expect((await state(first)).quote.payment_status).toBe('paid');

    const policy = (await state(first)).policy!;
    const listed = await server.injectAs(token, { method: 'GET', url: `/api/admin/customers/${fixture.customerId}/${policy.id}/gettransactions` });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.map((row: { amountFils: number; status: string }) => [row.amountFils, row.status]).sort()).toEqual([[2_625_00, 'SUCCESS'], [3_000_00, 'REFUNDED']]);

    const notices = await refundNotices(fixture.proposalId);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.description).toContain(`AED 3,000.00 of payment ${secondLink.payment.ref} refunded`);

    // The provider sends its notification again later: nothing more is refunded, recorded or announced.
    const replay = await signedCallback('card', { ...body, eventId: 'late-1' });
    expect(replay.json()).toMatchObject({ success: true, outcome: 'ignored', reason: expect.stringContaining('refunded') });
    expect(await refundsAt(secondOrder)).toHaveLength(1);
    expect(await transactionsOf(secondLink.payment._id)).toMatchObject([{ status: 'REFUNDED' }]);
    expect(await refundNotices(fixture.proposalId)).toHaveLength(1);
  });

  it('refunds a capture the cancellation itself finds paid (the callback was lost)', async () => {
    const { fixture, firstLink, secondLink, secondOrder } = await paidWithSecondLinkOpen();
    await db().updateTable('sandbox_orders').set({ status: 'paid' }).where('id', '=', secondOrder).execute();
    await onPage(firstLink.paymentUrl, 'pay', '4111 1111 1111 1111');
    expect(await refundsAt(secondOrder)).toMatchObject([{ amount_fils: 3_000_00 }]);
    expect((await proposalPayments(fixture.proposalId)).find((payment) => payment?._id === secondLink.payment._id)).toMatchObject({ status: 'refunded', refundedFils: 3_000_00 });
    expect(await refundNotices(fixture.proposalId)).toHaveLength(1);
  });

  it('keeps a refund the provider refused in view as due, and finishes it at the next payment status check', async () => {
    const { fixture, first, firstLink, secondLink, secondOrder } = await paidWithSecondLinkOpen();
    await onPage(firstLink.paymentUrl, 'pay', '4111 1111 1111 1111');
    // Captured anyway, and the provider refuses refunds for now (it says nothing is left to refund).
    await db().updateTable('sandbox_orders').set({ status: 'paid', cancelled_by: null, refunded_fils: 3_000_00 }).where('id', '=', secondOrder).execute();
    await signedCallback('card', { orderId: secondOrder, status: 'paid', amountFils: 3_000_00 });
    const due = (await proposalPayments(fixture.proposalId)).find((payment) => payment?._id === secondLink.payment._id);
    expect(due).toMatchObject({ status: 'cancelled', refundStatus: 'failed', refundedFils: 0, paidAt: expect.any(String), failureReason: expect.stringMatching(/refund/i) });
    expect(await transactionsOf(secondLink.payment._id)).toMatchObject([{ amount_fils: 3_000_00, status: 'REFUND_PENDING' }]);
    expect(await refundNotices(fixture.proposalId)).toHaveLength(0);

    await db().updateTable('sandbox_orders').set({ refunded_fils: 0 }).where('id', '=', secondOrder).execute();
    const status = await server.injectAs(token, { method: 'GET', url: `/api/admin/proposals/${first}/payment-status` });
    expect(status.statusCode, status.body).toBe(200);
    expect(await refundsAt(secondOrder)).toHaveLength(1);
    expect(await transactionsOf(secondLink.payment._id)).toMatchObject([{ status: 'REFUNDED' }]);
    expect(await refundNotices(fixture.proposalId)).toHaveLength(1);
  });

  it('cancels the open link of a quote at the provider when a new one replaces it after a price change, and keeps another method open', async () => {
    const { quoteIds: [quoteId] } = await sale();
    const old = await startCard(quoteId!);
    const payLater = await startBnpl(quoteId!);
    // Staff changed the selling price: the open links are for the old amount (the pricing engine is not under test here).
    await db().updateTable('quotes').set({ total_fils: 2_500_00 }).where('id', '=', quoteId!).execute();
    const fresh = await startCard(quoteId!);
    expect(fresh.payment).toMatchObject({ amountFils: 2_500_00, status: 'pending' });
    expect(fresh.payment._id).not.toBe(old.payment._id);
    for (const stale of [old, payLater]) {
      expect(await sandboxOrder(await orderOf(stale.payment._id))).toMatchObject({ status: 'cancelled', cancelled_by: 'merchant' });
      expect((await tryToPay(stale.paymentUrl)).page.statusCode).toBe(410);
    }
    const payments = (await state(quoteId!)).payments;
    expect(payments.map((payment) => [payment.id, payment.status])).toEqual([[old.payment._id, 'cancelled'], [payLater.payment._id, 'cancelled'], [fresh.payment._id, 'pending']]);
    expect(payments[0]!.failure_reason).toContain(fresh.payment.ref);

    const otherMethod = await startBnpl(quoteId!);
    expect((await sandboxOrder(await orderOf(fresh.payment._id))).status).toBe('pending');
    await onPage(otherMethod.paymentUrl, 'pay', '4242 4242 4242 4242');
    expect((await sandboxOrder(await orderOf(fresh.payment._id))).status).toBe('cancelled');
  });

  it('refunds through the provider what a card payment moved to a cheaper quote paid above its total', async () => {
    const { quoteIds: [cheap, dear], proposalId } = await sale({ quotes: [{ totalFils: 2_625_00 }, { totalFils: 3_000_00 }] });
    const link = await startCard(dear!);
    insurerState.down = true;
    await onPage(link.paymentUrl, 'pay', '4111 1111 1111 1111').finally(() => { insurerState.down = false; });
    const moved = await post('/api/quotes/migratequotepaymentInproposal', { oldQuoteId: dear, newQuoteId: cheap });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(MigratePaymentResultSchema.parse(moved.json()).data).toMatchObject({ payment: { amountFils: 2_625_00, status: 'paid' }, paymentLink: null });
    const order = await orderOf(link.payment._id);
    expect(await refundsAt(order)).toMatchObject([{ amount_fils: 375_00 }]);
    expect((await state(dear!)).payments).toMatchObject([{ id: link.payment._id, status: 'moved', refund_status: 'refunded', refunded_fils: 375_00 }]);
    const notices = await refundNotices(proposalId);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.description).toContain('AED 375.00');
  });

  it('keeps a moved payment saying where it went while the provider refuses its excess refund, and refunds it at the next status check', async () => {
    const { quoteIds: [cheap, dear] } = await sale({ quotes: [{ totalFils: 2_625_00 }, { totalFils: 3_000_00 }] });
    const link = await startCard(dear!);
    insurerState.down = true;
    await onPage(link.paymentUrl, 'pay', '4111 1111 1111 1111').finally(() => { insurerState.down = false; });
    const order = await orderOf(link.payment._id);
    await db().updateTable('sandbox_orders').set({ refunded_fils: 3_000_00 }).where('id', '=', order).execute();
    expect((await post('/api/quotes/migratequotepaymentInproposal', { oldQuoteId: dear, newQuoteId: cheap })).statusCode).toBe(200);
    expect((await state(dear!)).payments).toMatchObject([{ status: 'moved', refund_status: 'failed', refunded_fils: 0, failure_reason: expect.stringContaining('Moved to quote') }]);

    await db().updateTable('sandbox_orders').set({ refunded_fils: 0 }).where('id', '=', order).execute();
    expect((await server.injectAs(token, { method: 'GET', url: `/api/admin/proposals/${cheap}/payment-status` })).statusCode).toBe(200);
    expect(await refundsAt(order)).toMatchObject([{ amount_fils: 375_00 }]);
    expect((await state(dear!)).payments).toMatchObject([{ status: 'moved', refund_status: 'refunded', refunded_fils: 375_00, failure_reason: expect.stringContaining('Moved to quote') }]);
  });
});
