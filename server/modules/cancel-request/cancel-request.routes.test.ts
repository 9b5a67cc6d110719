import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CancellationListResultSchema, CancellationResultSchema, CancellablePolicyListSchema, type CancellationDetail } from '../../../shared/contract/cancel-request/index.js';
import { SAMPLE_PDF, buildTestServer, createTestAccount, multipartForm, type FormFile, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { SAMPLE_PNG } from '../../../tests/fixtures/uploads/sampleFiles.js';
import { createSaleFixture, payByCard } from '../../../tests/fixtures/payments/salesFixture.js';
import { generateCard, textLayerPdf } from '../../../tests/fixtures/ocr/syntheticCards.js';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await buildTestServer();
  token = await server.login();
});
afterAll(async () => server.close());

const db = () => server.app.db;
const E = '/api/admin/endorsement';
const VALID_IBAN = 'AE07 0331 2345 6789 0123 456';
const PAPER: FormFile = { field: 'papers', name: 'request.pdf', bytes: SAMPLE_PDF };
const today = () => new Date().toISOString().slice(0, 10);

/** An Active policy sold today and paid by card on the sandbox gateway (2,625.00: 2,500.00 premium and 125.00 VAT, no fee). */
async function cardPolicy() {
  const sale = await createSaleFixture(server.app);
  await payByCard(server, token, sale.quoteIds[0]!);
  const policy = await db().selectFrom('policies').selectAll().where('quote_id', '=', sale.quoteIds[0]!).executeTakeFirstOrThrow();
  expect(policy.status).toBe('Active');
  return policy;
}

/** An Active policy paid by bank transfer (not through the gateway). */
async function bankPolicy() {
  const sale = await createSaleFixture(server.app);
  const quoteId = sale.quoteIds[0]!;
  const paid = await server.injectAs(token, { method: 'POST', url: `/api/quotes/${quoteId}/paybylink`, ...multipartForm({ paidBy: 'CRM - Bank transfer', orderRef: `BANK-${quoteId.slice(-6)}` }) });
  expect(paid.statusCode, paid.body).toBe(200);
  const policy = await db().selectFrom('policies').selectAll().where('quote_id', '=', quoteId).executeTakeFirstOrThrow();
  expect(policy.status).toBe('Active');
  return policy;
}

function raiseRaw(fields: Record<string, string>, files: FormFile[] = [PAPER], as = token) {
  return server.injectAs(as, { method: 'POST', url: `${E}/cancel-policy-request`, ...multipartForm(fields, files) });
}

async function raise(policyId: string, fields: Record<string, string> = {}): Promise<CancellationDetail> {
  const response = await raiseRaw({ policyId, reason: 'Vehicle sold (ownership transfer)', cancelDate: today(), iban: VALID_IBAN, ...fields });
  expect(response.statusCode, response.body).toBe(200);
  return CancellationResultSchema.parse(response.json()).data;
}

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => server.injectAs(token, { method, url, ...(payload !== undefined && { payload: payload as object }) });
const detail = async (id: string) => CancellationResultSchema.parse((await send('GET', `${E}/getStandaloneCancelReqById/${id}`)).json()).data;
const confirm = (id: string, files: FormFile[] = [{ field: 'cancellationPaper', name: 'insurer.pdf', bytes: SAMPLE_PDF }]) =>
  server.injectAs(token, { method: 'POST', url: `/api/admin/customers/${id}/confirmcancelledpolicy`, ...multipartForm({}, files) });
const refund = (id: string) => send('POST', '/api/quotes/refundamountnetwork', { id });

describe('raising a cancellation request', () => {
  it('computes the short-period refund beside the pro rata one, keeps the papers and the history', async () => {
    const policy = await cardPolicy();
    const request = await raise(policy.id, { note: 'Sold to a dealer' });
    expect(request).toMatchObject({ status: 'Requested', reason: 'Vehicle sold (ownership transfer)', cancelDate: today(), iban: 'AE070331234567890123456', note: 'Sold to a dealer' });
    expect(request.ref).toMatch(/^CAN-\d{6}$/);
    // In force up to 1 month: 80 % of the 2,500.00 premium, and its VAT.
    expect(request.refund).toMatchObject({ refundPercent: 80, shortPeriod: { premiumFils: 2_000_00, vatFils: 100_00, totalFils: 2_100_00 }, dueFils: 2_100_00, refundedFils: 0 });
    expect(request.refund.proRata.totalFils).toBeGreaterThan(request.refund.shortPeriod.totalFils);
    expect(request.files).toMatchObject([{ role: 'paper', fileName: 'request.pdf' }]);
    expect(request.history.map((entry) => entry.action)).toEqual(['Cancellation requested']);
    expect(request.nextStatuses).toEqual(['Sent to insurer', 'Rejected']);
    const file = await send('GET', `${E}/${request._id}/files/${request.files[0]!._id}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const more = await server.injectAs(token, {
      method: 'POST', url: `${E}/${request._id}/papers`, ...multipartForm({}, [{ field: 'file', name: 'export.png', bytes: SAMPLE_PNG, type: 'image/png' }]),
    });
    expect(more.statusCode, more.body).toBe(200);
    expect(CancellationResultSchema.parse(more.json()).data.files.map((paper) => paper.fileName)).toEqual(['request.pdf', 'export.png']);
    expect((await send('GET', `${E}/${request._id}/files/${request.files[0]!._id}x`)).statusCode).toBe(404);
  });

  it("reads the refund IBAN from the customer's IBAN letter when none is typed", async () => {
    const policy = await cardPolicy();
    const letter = await generateCard('ibanLetter', 7);
    const answer = await raiseRaw({ policyId: policy.id, reason: 'Vehicle exported', cancelDate: today() }, [{ field: 'papers', name: 'iban.pdf', bytes: await textLayerPdf(letter.lines) }]);
    expect(answer.statusCode, answer.body).toBe(200);
    const request = CancellationResultSchema.parse(answer.json()).data;
    expect(request.iban).toBe(letter.truth.fields.iban);
    expect(request.history.find((entry) => entry.action === 'IBAN read')?.detail).toBe(
      `${letter.truth.fields.iban} read from iban.pdf (account name ${letter.truth.fields.accountName}): check it against the letter`,
    );
  });

  it('refuses a second request on the same policy, and two raised at once make one', async () => {
    const policy = await cardPolicy();
    const fields = { policyId: policy.id, reason: 'Vehicle exported', cancelDate: today() };
    const answers = await Promise.all([raiseRaw(fields), raiseRaw(fields)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toMatch(/already has .*cancellation request/);
    expect(await db().selectFrom('cancellation_requests').select('id').where('policy_id', '=', policy.id).execute()).toHaveLength(1);
  });

  it('refuses bad input with the field named, and keeps nothing', async () => {
    const policy = await cardPolicy();
    const base = { policyId: policy.id, reason: 'Vehicle exported', cancelDate: today() };
    const badIban = await raiseRaw({ ...base, iban: 'AE07 0331 2345 6789 0123 457' });
    expect(badIban.statusCode).toBe(400);
    expect(badIban.json().fieldErrors.iban).toMatch(/mod-97/);
    expect((await raiseRaw({ ...base, iban: 'AE07 0331 2345' })).json().fieldErrors.iban).toMatch(/23 characters/);
    const beforeStart = await raiseRaw({ ...base, cancelDate: '2020-01-01' });
    expect(beforeStart.statusCode).toBe(400);
    expect(beforeStart.json().fieldErrors.cancelDate).toMatch(/within the policy's cover/);
    expect((await raiseRaw({ ...base, reason: 'Bored' })).json().fieldErrors.reason).toBe('Choose the reason for the cancellation');
    const noPaper = await raiseRaw(base, []);
    expect(noPaper.statusCode).toBe(400);
    expect(noPaper.json().message).toMatch(/^papers: Attach the customer's papers/);
    const fake = await raiseRaw(base, [{ field: 'papers', name: 'request.pdf', bytes: Buffer.from('not a pdf at all') }]);
    expect(fake.statusCode).toBe(415);
    expect((await raiseRaw({ ...base, policyId: 'ffffffffffffffffffffffff' })).statusCode).toBe(404);
    expect(await db().selectFrom('cancellation_requests').select('id').where('policy_id', '=', policy.id).execute()).toEqual([]);
  });

  it('refuses a policy that is not Active, naming its status', async () => {
    const policy = await cardPolicy();
    await db().updateTable('policies').set({ status: 'Pending' }).where('id', '=', policy.id).execute();
    const answer = await raiseRaw({ policyId: policy.id, reason: 'Vehicle exported', cancelDate: today() });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toBe(`Policy ${policy.ref} is Pending: only an Active policy can be cancelled.`);
  });

  it('is refused without the cancellation permission', async () => {
    const account = await createTestAccount(server.app, { moduleAccess: { policy: { read: true } } });
    const other = await server.login(account.email);
    expect((await raiseRaw({}, [PAPER], other)).statusCode).toBe(403);
    expect((await server.injectAs(other, { method: 'POST', url: `${E}/getraisecancelpolicyrequest`, payload: {} })).statusCode).toBe(403);
  });
});

describe('the list, the policy search and the CSV', () => {
  it('filters by status and searches by policy, customer or request number', async () => {
    const policy = await cardPolicy();
    const request = await raise(policy.id);
    const list = async (body: object, search = '') => CancellationListResultSchema.parse(
      (await send('POST', `${E}/getraisecancelpolicyrequest?page=1&size=10&search=${encodeURIComponent(search)}`, body)).json(),
    );
    expect((await list({ status: 'Requested' }, policy.ref)).data.map((item) => item._id)).toEqual([request._id]);
    expect((await list({}, request.ref)).data.map((item) => item._id)).toEqual([request._id]);
    expect((await list({}, request.ref.toLowerCase())).data.map((item) => item._id)).toEqual([request._id]);
    expect((await list({}, `0${request.customer.mobileNumber}`)).data.map((item) => item._id)).toContain(request._id);
    expect((await list({}, request.customer.fullName)).data.map((item) => item._id)).toContain(request._id);
    expect((await list({}, 'Nobody Withthisname')).data).toEqual([]);
    expect((await list({}, request.ref)).pagination.totalItems).toBe(1);
    const pastTheEnd = CancellationListResultSchema.parse((await send('POST', `${E}/getraisecancelpolicyrequest?page=4&size=10&search=${request.ref}`, {})).json());
    expect([pastTheEnd.data, pastTheEnd.pagination.totalItems]).toEqual([[], 1]);
    expect((await list({ status: 'Refunded' }, policy.ref)).data).toEqual([]);
    expect((await send('POST', `${E}/getraisecancelpolicyrequest`, { status: 'Lost' })).statusCode).toBe(400);
    // A filter's total is kept only while no request is written: the next request counts at once.
    const requested = (await list({ status: 'Requested' })).pagination.totalItems;
    await raise((await cardPolicy()).id);
    expect((await list({ status: 'Requested' })).pagination.totalItems).toBe(requested + 1);
    const found = CancellablePolicyListSchema.parse((await send('GET', `${E}/getPolicy?search=${policy.ref}`)).json()).data;
    expect(found).toMatchObject([{ _id: policy.id, openRequestId: request._id, netPremiumFils: 2_500_00, policyFeesFils: 0 }]);
    const csv = await send('POST', `${E}/policygeneration?search=${request.ref}`, { status: 'Requested' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^Request No,Status,Policy No/);
    expect(lines.slice(1)).toHaveLength(1);
    expect(lines[1]).toContain(`${request.ref},Requested,${policy.ref}`);
    expect(lines[1]).toContain('2100.00');
  });
});

describe('the workflow', () => {
  it('moves through plain status changes, and refuses moves outside it or that need their own call', async () => {
    const request = await raise((await cardPolicy()).id);
    const status = (status: string, note?: string) => send('POST', `${E}/updatestatus`, { id: request._id, data: { status, ...(note !== undefined && { note }) } });
    const refunded = await status('Refunded');
    expect(refunded.statusCode).toBe(422);
    expect(refunded.json().message).toMatch(/through refundamountnetwork or confirmotherwayrefund/);
    expect((await status('Confirmed')).json().message).toMatch(/through confirmcancelledpolicy/);
    const sent = await status('Sent to insurer', 'E-mailed to the insurer');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(CancellationResultSchema.parse(sent.json()).data).toMatchObject({ status: 'Sent to insurer', nextStatuses: ['Rejected'] });
    const again = await status('Sent to insurer');
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toMatch(/cannot go from Sent to insurer to Sent to insurer/);
    expect((await status('Rejected', '  ')).json().message).toMatch(/needs its reasons in writing/);
  });

  it('rejects by the policy (updatepolicy): the policy stays Active and can be cancelled again later', async () => {
    const policy = await cardPolicy();
    const request = await raise(policy.id);
    expect((await send('PUT', `/api/policies/${policy.id}/updatepolicy`, { data: { reason: '' } })).statusCode).toBe(400);
    const rejected = await send('PUT', `/api/policies/${policy.id}/updatepolicy`, { data: { reason: 'The customer withdrew the request' } });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(CancellationResultSchema.parse(rejected.json()).data).toMatchObject({ _id: request._id, status: 'Rejected', rejectionReason: 'The customer withdrew the request' });
    expect((await db().selectFrom('policies').select('status').where('id', '=', policy.id).executeTakeFirstOrThrow()).status).toBe('Active');
    expect((await send('PUT', `/api/policies/${policy.id}/updatepolicy`, { data: { reason: 'again' } })).statusCode).toBe(404);
    expect((await raise(policy.id)).status).toBe('Requested');
  });

  it('edits the details: a new day recomputes the refund, an override needs its reason and stays within the premium', async () => {
    const policy = await cardPolicy();
    const request = await raise(policy.id);
    const edit = (data: object) => send('PUT', `${E}/updatedetails/${request._id}`, data);
    const noReason = await edit({ refundOverrideFils: 1_500_00 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors.overrideReason).toBe('Say why the refund differs from the computed one');
    const tooMuch = await edit({ refundOverrideFils: 2_625_01, overrideReason: 'Goodwill' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().fieldErrors.refundOverrideFils).toMatch(/more than the premium paid/);
    const overridden = CancellationResultSchema.parse((await edit({ refundOverrideFils: 1_500_00, overrideReason: 'Agreed with the insurer' })).json()).data;
    expect(overridden.refund).toMatchObject({ override: { amountFils: 1_500_00, reason: 'Agreed with the insurer' }, dueFils: 1_500_00, shortPeriod: { totalFils: 2_100_00 } });
    const atFault = CancellationResultSchema.parse((await edit({ atFaultClaim: true, refundOverrideFils: null })).json()).data;
    expect(atFault.refund).toMatchObject({ override: null, dueFils: 0, nilReason: expect.stringMatching(/at-fault claim/) });
    expect(atFault.history[0]).toMatchObject({ action: 'Details edited', detail: expect.stringMatching(/at-fault claim.*2,100\.00 → AED 0\.00.*set back to the computed/) });
  });
});

describe('confirmation and refund through the gateway', () => {
  async function confirmed() {
    const policy = await cardPolicy();
    const request = await raise(policy.id);
    const answer = await confirm(request._id);
    expect(answer.statusCode, answer.body).toBe(200);
    return { policy, request: CancellationResultSchema.parse(answer.json()).data };
  }

  it("confirms with the insurer's paper: the policy is Cancelled and the customer's policies show it", async () => {
    const policy = await cardPolicy();
    const request = await raise(policy.id);
    const noPaper = await confirm(request._id, []);
    expect(noPaper.statusCode).toBe(400);
    expect(noPaper.json().message).toMatch(/^cancellationPaper: Attach the insurer's cancellation paper/);
    const answer = await confirm(request._id, [{ field: 'cancellationPaper', name: 'insurer.png', bytes: SAMPLE_PNG, type: 'image/png' }]);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(CancellationResultSchema.parse(answer.json()).data).toMatchObject({ status: 'Confirmed', policy: { status: 'Cancelled' } });
    const policies = await send('POST', `/api/admin/customers/${policy.customer_id}/filterpolicies?page=1&size=10`, {});
    expect(policies.json().data).toMatchObject([{ _id: policy.id, status: 'Cancelled' }]);
    expect((await confirm(request._id)).statusCode).toBe(422);
  });

  it('refunds through the sandbox gateway once, and books it on the payment', async () => {
    const { policy, request } = await confirmed();
    const answer = await refund(request._id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toBe('Refund paid through the payment gateway');
    const done = CancellationResultSchema.parse(answer.json()).data;
    expect(done).toMatchObject({ status: 'Refunded', refund: { refundedFils: 2_100_00, method: 'gateway' }, payment: { refundedFils: 2_100_00, refundableFils: 525_00 } });
    const payment = await db().selectFrom('payments').selectAll().where('id', '=', policy.payment_id!).executeTakeFirstOrThrow();
    expect(await db().selectFrom('sandbox_refunds').selectAll().where('order_id', '=', payment.order_id!).execute()).toMatchObject([{ amount_fils: 2_100_00 }]);
    const second = await refund(request._id);
    expect(second.statusCode).toBe(422);
    expect(second.json().message).toMatch(/is Refunded: a refund is paid once/);
  });

  it('sends one refund when two staff press refund at once', async () => {
    const { policy, request } = await confirmed();
    const answers = await Promise.all([refund(request._id), refund(request._id)]);
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    for (const answer of answers) expect([200, 409, 422]).toContain(answer.statusCode);
    const payment = await db().selectFrom('payments').selectAll().where('id', '=', policy.payment_id!).executeTakeFirstOrThrow();
    expect(await db().selectFrom('sandbox_refunds').select('amount_fils').where('order_id', '=', payment.order_id!).execute()).toEqual([{ amount_fils: 2_100_00 }]);
    expect(payment.refunded_fils).toBe(2_100_00);
    expect((await detail(request._id)).status).toBe('Refunded');
  });

  it('refuses a refund above what the gateway can still return, and changes nothing', async () => {
    const { policy, request } = await confirmed();
    // An earlier refund of this payment left 1,000.00 to return.
    await db().updateTable('payments').set({ refunded_fils: 1_625_00 }).where('id', '=', policy.payment_id!).execute();
    const answer = await refund(request._id);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toMatch(/AED 2,100\.00 is more than the gateway can return .*AED 2,625\.00 captured, AED 1,625\.00 refunded/);
    expect((await detail(request._id)).status).toBe('Confirmed');
    expect(await db().selectFrom('payment_refunds').select('id').where('cancellation_request_id', '=', request._id).execute()).toEqual([]);
  });

  it("keeps a refund the gateway refuses as Refund failed with the gateway's message; asking again pays it once", async () => {
    const { policy, request } = await confirmed();
    const payment = await db().selectFrom('payments').selectAll().where('id', '=', policy.payment_id!).executeTakeFirstOrThrow();
    // The gateway's own books say the order was refunded outside BrokerDesk: it refuses.
    await db().updateTable('sandbox_orders').set({ refunded_fils: 2_625_00 }).where('id', '=', payment.order_id!).execute();
    const failed = await refund(request._id);
    expect(failed.statusCode).toBe(200);
    const failedDetail = CancellationResultSchema.parse(failed.json()).data;
    expect(failedDetail).toMatchObject({ status: 'Refund failed', refund: { failure: expect.stringMatching(/more than was captured/) } });
    expect(failed.json().message).toMatch(/^Refund not made: /);
    const otherWay = await server.injectAs(token, {
      method: 'POST', url: '/api/quotes/confirmotherwayrefund',
      ...multipartForm({ id: request._id, method: 'Bank transfer', reference: 'TT-1' }, [{ field: 'proof', name: 'proof.pdf', bytes: SAMPLE_PDF }]),
    });
    expect(otherWay.statusCode).toBe(422);
    expect(otherWay.json().message).toMatch(/still open and may yet go through/);
    await db().updateTable('sandbox_orders').set({ refunded_fils: 0 }).where('id', '=', payment.order_id!).execute();
    const retried = CancellationResultSchema.parse((await refund(request._id)).json()).data;
    expect(retried).toMatchObject({ status: 'Refunded', refund: { refundedFils: 2_100_00, failure: null } });
    expect(await db().selectFrom('sandbox_refunds').select('amount_fils').where('order_id', '=', payment.order_id!).execute()).toEqual([{ amount_fils: 2_100_00 }]);
    expect(retried.history.map((entry) => entry.action)).toEqual(expect.arrayContaining(['Refund failed', 'Refund asked again', 'Refunded']));
  });

  it('withdraws a refund the gateway refuses for good, so it is paid another way and never asked again', async () => {
    const { policy, request } = await confirmed();
    const payment = await db().selectFrom('payments').selectAll().where('id', '=', policy.payment_id!).executeTakeFirstOrThrow();
    const withdraw = (reason: string) => send('POST', '/api/quotes/withdrawrefund', { id: request._id, reason });
    expect((await withdraw('Card closed')).json().message).toMatch(/is Confirmed: only a refund the gateway refused can be withdrawn/);
    await db().updateTable('sandbox_orders').set({ refunded_fils: 2_625_00 }).where('id', '=', payment.order_id!).execute();
    expect(CancellationResultSchema.parse((await refund(request._id)).json()).data.status).toBe('Refund failed');
    const blank = await withdraw('  ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/^reason: Say why the gateway refund is given up/);
    const withdrawn = await withdraw('The customer closed the card');
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().message).toBe('Gateway refund withdrawn: record the refund as paid another way');
    const back = CancellationResultSchema.parse(withdrawn.json()).data;
    expect(back).toMatchObject({ status: 'Confirmed', refund: { failure: null, refundedFils: 0 } });
    expect(back.history[0]).toMatchObject({ action: 'Gateway refund withdrawn', detail: expect.stringMatching(/^The customer closed the card \(the gateway said: .*more than was captured/) });
    expect(await db().selectFrom('payment_refunds').select('status').where('cancellation_request_id', '=', request._id).execute()).toEqual([{ status: 'withdrawn' }]);
    expect((await db().selectFrom('payments').select('refund_status').where('id', '=', payment.id).executeTakeFirstOrThrow()).refund_status).toBeNull();
    // The gateway's books clear again: the withdrawn refund is not sent by anything after this.
    await db().updateTable('sandbox_orders').set({ refunded_fils: 0 }).where('id', '=', payment.order_id!).execute();
    const otherWay = await server.injectAs(token, {
      method: 'POST', url: '/api/quotes/confirmotherwayrefund',
      ...multipartForm({ id: request._id, method: 'Bank transfer', reference: 'TT-9' }, [{ field: 'proof', name: 'proof.pdf', bytes: SAMPLE_PDF }]),
    });
    expect(otherWay.statusCode, otherWay.body).toBe(200);
    expect(CancellationResultSchema.parse(otherWay.json()).data).toMatchObject({ status: 'Refunded', refund: { method: 'other', refundedFils: 2_100_00 } });
    expect(await db().selectFrom('sandbox_refunds').select('amount_fils').where('order_id', '=', payment.order_id!).execute()).toEqual([]);
  });

  it('books a refund the gateway pays when asked once more on withdrawal', async () => {
    const { policy, request } = await confirmed();
    const payment = await db().selectFrom('payments').selectAll().where('id', '=', policy.payment_id!).executeTakeFirstOrThrow();
    await db().updateTable('sandbox_orders').set({ refunded_fils: 2_625_00 }).where('id', '=', payment.order_id!).execute();
    await refund(request._id);
    await db().updateTable('sandbox_orders').set({ refunded_fils: 0 }).where('id', '=', payment.order_id!).execute();
    const answer = await send('POST', '/api/quotes/withdrawrefund', { id: request._id, reason: 'Card closed' });
    expect(answer.json().message).toBe('The gateway paid the refund after all');
    expect(CancellationResultSchema.parse(answer.json()).data).toMatchObject({ status: 'Refunded', refund: { refundedFils: 2_100_00 } });
    expect(await db().selectFrom('sandbox_refunds').select('amount_fils').where('order_id', '=', payment.order_id!).execute()).toEqual([{ amount_fils: 2_100_00 }]);
  });

  it('refuses a refund before confirmation', async () => {
    const request = await raise((await cardPolicy()).id);
    const answer = await refund(request._id);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toMatch(/is Requested: a refund is paid once the insurer confirmed/);
  });
});

describe('a refund paid another way', () => {
  it('refuses the gateway for a bank transfer, and records the refund with its proof', async () => {
    const policy = await bankPolicy();
    const request = await raise(policy.id);
    expect((await confirm(request._id)).statusCode).toBe(200);
    const gateway = await refund(request._id);
    expect(gateway.statusCode).toBe(422);
    expect(gateway.json().message).toMatch(/was taken another way \(CRM - Bank transfer\), not through the gateway/);
    const other = (fields: Record<string, string>, files: FormFile[]) =>
      server.injectAs(token, { method: 'POST', url: '/api/quotes/confirmotherwayrefund', ...multipartForm(fields, files) });
    const noProof = await other({ id: request._id, method: 'Bank transfer', reference: 'TT-88' }, []);
    expect(noProof.statusCode).toBe(400);
    expect(noProof.json().fieldErrors.proof).toBe('Attach the proof of the refund');
    expect((await other({ id: request._id, method: 'Crypto', reference: 'x' }, [])).json().fieldErrors.method).toBe('Choose how the refund was paid');
    const paid = await other({ id: request._id, method: 'Bank transfer', reference: 'TT-88' }, [{ field: 'proof', name: 'transfer.pdf', bytes: SAMPLE_PDF }]);
    expect(paid.statusCode, paid.body).toBe(200);
    const data = CancellationResultSchema.parse(paid.json()).data;
    expect(data).toMatchObject({ status: 'Refunded', refund: { refundedFils: 2_100_00, method: 'other' }, payment: { throughGateway: false } });
    expect(data.files.map((file) => file.role)).toEqual(['paper', 'insurerPaper', 'refundProof']);
    expect(data.history[0]).toMatchObject({ action: 'Refunded another way', detail: 'AED 2,100.00 paid by bank transfer, reference TT-88' });
  });
});
