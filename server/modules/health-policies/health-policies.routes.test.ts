import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthPolicyDetailResultSchema } from '../../../shared/contract/health-policies/index.js';
import { HealthProposalCreatedResultSchema } from '../../../shared/contract/health-proposals/index.js';
import { PolicyListResultSchema } from '../../../shared/contract/policies/index.js';
import { CommentListResultSchema } from '../../../shared/contract/proposals/proposals.schema.js';
import { TransactionListResultSchema } from '../../../shared/contract/transactions/index.js';
import { SAMPLE_PDF } from '../../../tests/fixtures/uploads/sampleFiles.js';
import { captureInsurerDocuments, createSaleFixture, uploadHealthDocuments } from '../../../tests/fixtures/payments/salesFixture.js';
import { buildTestServer, createTestAccount, multipartFile, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { routeCalls } from '../../../tests/helpers/routeCalls.js';

const BASE = '/api/admin/health';
const POLICY = `${BASE}/healthpolicy`;
const COMMENTS = `${BASE}/healthcomments`;
const TRANSACTIONS = `${BASE}/healthtransaction`;

let server: TestServer;
let admin: string;
let healthPolicyId: string;
let motorPolicyId: string;
const { send, ok, refusal } = routeCalls(() => server, () => admin);
const yearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-03-15`;

/** A health proposal priced through the app, its first quote paid by bank transfer and its policy issued. */
async function healthPolicy(email: string): Promise<string> {
  const { proposal, quotes } = HealthProposalCreatedResultSchema.parse(await ok('POST', `${BASE}/healthgenerate/quotelistfromadmin`, {
    fullName: 'Huda Karim', email, mobileNumber: '0504445566', gender: 'Female', maritalStatus: 'Married', dateOfBirth: yearsAgo(34),
    salary: '4000 - 12000', city: 'Dubai', insurerType: 'Self and Dependent', visaStatus: 'Renewal', source: 'Website',
    kidsDetails: [{ fullName: 'Lina Karim', dateOfBirth: yearsAgo(6), gender: 'Female' }],
  })).data;
  await uploadHealthDocuments(server.app.db, proposal._id);
  await captureInsurerDocuments(server.app.db, quotes[0]!._id);
  await server.app.db.updateTable('customers').set({ emirates_id: '784199012345676' }).where('id', '=', proposal.customer._id).execute();
  await ok('POST', `${BASE}/healthquote/${quotes[0]!._id}/paybylink`, { paidBy: 'CRM - Bank transfer', orderRef: 'BANK-HP' });
  await ok('POST', `${BASE}/healthquote/${quotes[0]!._id}/buyhealthpolicy`);
  return (await server.app.db.selectFrom('policies').select('id').where('quote_id', '=', quotes[0]!._id).executeTakeFirstOrThrow()).id;
}

/** A motor sale paid by bank transfer on the motor path: its policy is issued by the sandbox insurer. */
async function motorPolicy(): Promise<string> {
  const sale = await createSaleFixture(server.app);
  const boundary = '----healthpolicytest';
  const payload = Object.entries({ paidBy: 'CRM - Bank transfer', orderRef: 'BANK-M' })
    .map(([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`).join('') + `--${boundary}--\r\n`;
  const paid = await server.injectAs(admin, {
    method: 'POST', url: `/api/quotes/${sale.quoteIds[0]}/paybylink`, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return (await server.app.db.selectFrom('policies').select('id').where('quote_id', '=', sale.quoteIds[0]!).executeTakeFirstOrThrow()).id;
}

const list = async (body: object, query = '') => PolicyListResultSchema.parse(await ok('POST', `${POLICY}/filterpolicies?page=1&size=100${query}`, body)).data;
const detail = async (id: string) => HealthPolicyDetailResultSchema.parse(await ok('GET', `${POLICY}/${id}/getpolicydetails`)).data;

beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 3 } });
  admin = await server.login();
  healthPolicyId = await healthPolicy('huda.karim@example.ae');
  motorPolicyId = await motorPolicy();
});
afterAll(async () => server.close());

describe('health policies list', () => {
  it('lists health policies only, and the motor list no health one', async () => {
    const health = await list({});
    expect(health.map((policy) => policy._id)).toContain(healthPolicyId);
    expect(health.map((policy) => policy._id)).not.toContain(motorPolicyId);
    expect(health.find((policy) => policy._id === healthPolicyId)).toMatchObject({ status: 'Active', customer: { fullName: 'Huda Karim' } });
    const motor = PolicyListResultSchema.parse(await ok('POST', '/api/admin/customers/filterallpolicies?page=1&size=100', {})).data;
    expect(motor.map((policy) => policy._id)).toContain(motorPolicyId);
    expect(motor.map((policy) => policy._id)).not.toContain(healthPolicyId);
  });

  it('filters by type and dates and finds a policy by its number or customer', async () => {
    expect((await list({ pType: 'ACTIVE' })).map((policy) => policy._id)).toContain(healthPolicyId);
    expect((await list({ pType: 'CANCELLED' })).map((policy) => policy._id)).not.toContain(healthPolicyId);
    expect(await list({ startDate: '2001-01-01T00:00:00.000Z', endDate: '2001-01-31T23:59:59.999Z' })).toEqual([]);
    const row = await server.app.db.selectFrom('policies').select('ref').where('id', '=', healthPolicyId).executeTakeFirstOrThrow();
    expect((await list({}, `&search=${row.ref}`)).map((policy) => policy._id)).toEqual([healthPolicyId]);
    expect((await list({}, '&search=Huda%20Karim')).map((policy) => policy._id)).toEqual([healthPolicyId]);
  });

  it('refuses a bad filter naming the field', async () => {
    const refused = await refusal('POST', `${POLICY}/filterpolicies?page=1&size=10`, { pType: 'SOLD' });
    expect(refused.status).toBe(400);
    expect(refused.fieldErrors).toHaveProperty('pType');
  });

  it('exports the health policies as CSV, without motor ones', async () => {
    const response = await send('POST', `${POLICY}/policygeneration`, {});
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('health-policies-');
    const refs = await server.app.db.selectFrom('policies').select(['id', 'ref']).where('id', 'in', [healthPolicyId, motorPolicyId]).execute();
    const refOf = (id: string) => refs.find((row) => row.id === id)!.ref;
    expect(response.body).toContain(refOf(healthPolicyId));
    expect(response.body).not.toContain(refOf(motorPolicyId));
  });
});

describe('health policy record', () => {
  it('shows the insured members, the quote, payment and history; a motor policy is not found here', async () => {
    const policy = await detail(healthPolicyId);
    expect(policy).toMatchObject({ _id: healthPolicyId, status: 'Active', paidBy: 'CRM - Bank transfer', payments: [{ status: 'paid' }] });
    expect(policy.health?.members.map((member) => [member.role, member.fullName])).toEqual([['principal', 'Huda Karim'], ['child', 'Lina Karim']]);
    expect(policy.quote?.health?.members).toHaveLength(2);
    expect(policy.history.map((entry) => entry.action)).toContain('Policy issued');
    expect((await send('GET', `${POLICY}/${motorPolicyId}/getpolicydetails`)).statusCode).toBe(404);
    expect((await send('GET', `/api/admin/customers/${healthPolicyId}/getpolicydetails`)).statusCode).toBe(404);
    expect((await send('GET', `${POLICY}/pol-unknown/getpolicydetails`)).statusCode).toBe(404);
  });

  it("updates the insurer's number and the finance numbers, keeping the others, with history", async () => {
    const updated = HealthPolicyDetailResultSchema.parse(await ok('POST', `${POLICY}/${healthPolicyId}/updatepolicydetails`, {
      companyPolicyNumber: 'DNI/MED/FIX/1', taxInvoice: 'TI-77', taxInvoiceDate: '2026-01-10', creditNote: 'CN-5', creditNoteDate: '2026-01-11',
    })).data;
    expect(updated).toMatchObject({ companyPolicyNumber: 'DNI/MED/FIX/1', finance: { taxInvoice: 'TI-77', taxInvoiceDate: '2026-01-10', creditNote: 'CN-5' } });
    expect(updated.history[0]).toMatchObject({ action: 'Policy details updated', detail: expect.stringContaining('→ DNI/MED/FIX/1') });
    const again = HealthPolicyDetailResultSchema.parse(await ok('POST', `${POLICY}/${healthPolicyId}/updatepolicydetails`, { debitNote: 'DN-3', paymentId: 'POP-1' })).data;
    expect(again.finance).toMatchObject({ taxInvoice: 'TI-77', debitNote: 'DN-3', paymentId: 'POP-1' });
    const refused = await refusal('POST', `${POLICY}/${healthPolicyId}/updatepolicydetails`, { creditNoteDate: 'yesterday' });
    expect(refused.status).toBe(400);
    expect(refused.fieldErrors).toHaveProperty('creditNoteDate');
    expect((await send('POST', `${POLICY}/${motorPolicyId}/updatepolicydetails`, { taxInvoice: 'TI-X' })).statusCode).toBe(404);
  });

  it('keeps an uploaded PDF as the policy document and gives it back; a non-PDF is refused', async () => {
    // The sandbox insurer's schedule is kept at issue; a policy issued without one has nothing to give.
    await server.app.db.updateTable('policies').set({ file_id: null }).where('id', '=', healthPolicyId).execute();
    const none = await refusal('POST', `${POLICY}/${healthPolicyId}/downloadpolicy`);
    expect(none).toMatchObject({ status: 422, message: expect.stringContaining('no document') });
    const uploaded = await server.injectAs(admin, { method: 'POST', url: `${POLICY}/${healthPolicyId}/uploadpolicy`, ...multipartFile('file', 'policy.pdf', SAMPLE_PDF) });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(HealthPolicyDetailResultSchema.parse(uploaded.json()).data.hasFile).toBe(true);
    const file = await send('POST', `${POLICY}/${healthPolicyId}/downloadpolicy`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(SAMPLE_PDF)).toBe(true);
    const text = await server.injectAs(admin, { method: 'POST', url: `${POLICY}/${healthPolicyId}/uploadpolicy`, ...multipartFile('file', 'policy.pdf', Buffer.from('not a pdf at all')) });
    expect(text.statusCode).toBe(415);
    const motor = await server.injectAs(admin, { method: 'POST', url: `${POLICY}/${motorPolicyId}/uploadpolicy`, ...multipartFile('file', 'policy.pdf', SAMPLE_PDF) });
    expect(motor.statusCode).toBe(404);
  });

  it('needs the health quote module: reading with read, editing with update', async () => {
    await createTestAccount(server.app, { email: 'hp-reader@brokerdesk.test', moduleAccess: { healthQuote: { read: true } } });
    await createTestAccount(server.app, { email: 'hp-motor@brokerdesk.test', moduleAccess: { policy: { read: true, update: true } } });
    const reader = await server.login('hp-reader@brokerdesk.test');
    const motorStaff = await server.login('hp-motor@brokerdesk.test');
    expect((await send('GET', `${POLICY}/${healthPolicyId}/getpolicydetails`, undefined, reader)).statusCode).toBe(200);
    expect((await send('POST', `${POLICY}/${healthPolicyId}/updatepolicydetails`, { taxInvoice: 'TI-R' }, reader)).statusCode).toBe(403);
    expect((await send('POST', `${POLICY}/filterpolicies?page=1&size=10`, {}, motorStaff)).statusCode).toBe(403);
    expect((await send('POST', `${POLICY}/policygeneration`, {}, motorStaff)).statusCode).toBe(403);
  });
});

describe('health policy comments', () => {
  it('adds a comment by its author and answers every comment newest first, also on the policy record', async () => {
    const first = CommentListResultSchema.parse(await ok('POST', `${COMMENTS}/${healthPolicyId}/createcomment`, { comment: 'Insurer asked for the visa copy' })).data;
    expect(first[0]).toMatchObject({ comment: 'Insurer asked for the visa copy', author: { fullName: expect.any(String) } });
    await ok('POST', `${COMMENTS}/${healthPolicyId}/createcomment`, { comment: '  Visa copy sent  ' });
    const listed = CommentListResultSchema.parse(await ok('GET', `${COMMENTS}/${healthPolicyId}/getcomments`)).data;
    expect(listed.map((comment) => comment.comment).slice(0, 2)).toEqual(['Visa copy sent', 'Insurer asked for the visa copy']);
    expect((await detail(healthPolicyId)).comments.map((comment) => comment.comment)).toContain('Visa copy sent');
  });

  it('refuses a blank comment naming it, and a motor or unknown policy as not found', async () => {
    const blank = await refusal('POST', `${COMMENTS}/${healthPolicyId}/createcomment`, { comment: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.fieldErrors).toHaveProperty('comment');
    expect((await send('POST', `${COMMENTS}/${motorPolicyId}/createcomment`, { comment: 'Not here' })).statusCode).toBe(404);
    expect((await send('GET', `${COMMENTS}/${motorPolicyId}/getcomments`)).statusCode).toBe(404);
    expect((await send('GET', `${COMMENTS}/pol-unknown/getcomments`)).statusCode).toBe(404);
  });

  it('reads with the health quote read right and adds with update', async () => {
    await createTestAccount(server.app, { email: 'hp-comment-reader@brokerdesk.test', moduleAccess: { healthQuote: { read: true } } });
    await createTestAccount(server.app, { email: 'hp-comment-motor@brokerdesk.test', moduleAccess: { policy: { read: true, update: true } } });
    const reader = await server.login('hp-comment-reader@brokerdesk.test');
    const motorStaff = await server.login('hp-comment-motor@brokerdesk.test');
    expect((await send('GET', `${COMMENTS}/${healthPolicyId}/getcomments`, undefined, reader)).statusCode).toBe(200);
    expect((await send('POST', `${COMMENTS}/${healthPolicyId}/createcomment`, { comment: 'Read only' }, reader)).statusCode).toBe(403);
    expect((await send('GET', `${COMMENTS}/${healthPolicyId}/getcomments`, undefined, motorStaff)).statusCode).toBe(403);
  });
});

describe('health policy transactions', () => {
  it("lists the policy's payment with its amount and no other policy's money", async () => {
    const policy = await detail(healthPolicyId);
    const transactions = TransactionListResultSchema.parse(await ok('GET', `${TRANSACTIONS}/${policy.customer._id}/${healthPolicyId}/gettransactions?page=1&size=10`));
    expect(transactions.data).toHaveLength(1);
    expect(transactions.data[0]).toMatchObject({ policyId: healthPolicyId, policyRef: policy.ref, amountFils: policy.quote?.totalFils, paidBy: 'CRM - Bank transfer' });
    expect(transactions.pagination).toMatchObject({ totalItems: 1 });
    // A second sale of the same customer is another policy: its money is not this one's.
    const other = await healthPolicy('huda.karim@example.ae');
    const again = TransactionListResultSchema.parse(await ok('GET', `${TRANSACTIONS}/${policy.customer._id}/${healthPolicyId}/gettransactions?page=1&size=10`)).data;
    expect(again.map((row) => row.policyId)).toEqual([healthPolicyId]);
    const theOther = TransactionListResultSchema.parse(await ok('GET', `${TRANSACTIONS}/${policy.customer._id}/${other}/gettransactions?page=1&size=10`)).data;
    expect(theOther.map((row) => row.policyId)).toEqual([other]);
  });

  it("refuses another customer's, a motor or an unknown policy as not found, and needs the health quote module", async () => {
    const policy = await detail(healthPolicyId);
    const motor = await server.app.db.selectFrom('policies').select('customer_id').where('id', '=', motorPolicyId).executeTakeFirstOrThrow();
    expect((await send('GET', `${TRANSACTIONS}/${motor.customer_id}/${healthPolicyId}/gettransactions`)).statusCode).toBe(404);
    expect((await send('GET', `${TRANSACTIONS}/${motor.customer_id}/${motorPolicyId}/gettransactions`)).statusCode).toBe(404);
    expect((await send('GET', `${TRANSACTIONS}/${policy.customer._id}/pol-unknown/gettransactions`)).statusCode).toBe(404);
    await createTestAccount(server.app, { email: 'hp-trx-motor@brokerdesk.test', moduleAccess: { policy: { read: true }, transaction: { read: true } } });
    const motorStaff = await server.login('hp-trx-motor@brokerdesk.test');
    expect((await send('GET', `${TRANSACTIONS}/${policy.customer._id}/${healthPolicyId}/gettransactions`, undefined, motorStaff)).statusCode).toBe(403);
  });
});
