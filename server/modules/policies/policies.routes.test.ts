import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PolicyDetailResultSchema, PolicyListResultSchema, RenewalRequestResultSchema } from '../../../shared/contract/policies/index.js';
import type { InsurerGateway } from '../../services/insurers/insurerGateway.js';
import { createSandboxInsurer } from '../../services/insurers/sandboxInsurer.js';
import { SAMPLE_PDF } from '../../../tests/fixtures/uploads/sampleFiles.js';
import { buildTestServer, createTestAccount, multipartFile, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { createSaleFixture, type SaleFixture } from '../../../tests/fixtures/payments/salesFixture.js';

const sandbox = createSandboxInsurer();
let insurerDown = false;
const insurer: InsurerGateway = {
  issuePolicy: (request) => (insurerDown ? Promise.reject(new Error('timeout')) : sandbox.issuePolicy(request)),
};

let server: TestServer;
let token: string;
let active: SaleFixture;
let pending: SaleFixture;
let agentId: string;

const post = (url: string, payload: Record<string, unknown> = {}) => server.injectAs(token, { method: 'POST', url, payload });
const list = async (body: Record<string, unknown>, query = '') => {
  const response = await post(`/api/admin/customers/filterallpolicies?size=100${query}`, body);
  expect(response.statusCode, response.body).toBe(200);
  return PolicyListResultSchema.parse(response.json());
};
function detailOf(response: { statusCode: number; body: string; json(): unknown }) {
  expect(response.statusCode, response.body).toBe(200);
  return PolicyDetailResultSchema.parse(response.json());
}
const policyOf = (fixture: SaleFixture) => server.app.db.selectFrom('policies').selectAll().where('quote_id', '=', fixture.quoteIds[0]!).executeTakeFirstOrThrow();

async function paidSale(down: boolean, name?: string) {
  const fixture = await createSaleFixture(server.app);
  if (name) await server.app.db.updateTable('customers').set({ full_name: name }).where('id', '=', fixture.customerId).execute();
  insurerDown = down;
  const fields = { paidBy: 'CRM - Bank transfer', orderRef: 'BANK-1' };
  const boundary = '----policytest';
  const payload = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('') + `--${boundary}--\r\n`;
  const response = await server.injectAs(token, {
    method: 'POST', url: `/api/quotes/${fixture.quoteIds[0]}/paybylink`, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  insurerDown = false;
  expect(response.statusCode, response.body).toBe(200);
  return fixture;
}

beforeAll(async () => {
  server = await buildTestServer({ insurers: insurer });
  token = await server.login();
  agentId = (await createTestAccount(server.app)).id;
  active = await paidSale(false, '=HYPERLINK("http://evil")');
  pending = await paidSale(true);
  await server.app.db.updateTable('proposals').set({ assigned_to: agentId }).where('id', '=', pending.proposalId).execute();
});
afterAll(async () => server.close());

describe('policy list', () => {
  it('filters by type, newest first, and finds a policy by its numbers, customer and proposal', async () => {
    const activePolicy = await policyOf(active);
    const pendingPolicy = await policyOf(pending);
    const all = await list({});
    expect(all.data.slice(0, 2).map((p) => p._id)).toEqual([pendingPolicy.id, activePolicy.id]);
    // The demo has policies waiting for the insurer too (a customer without an Emirates ID, a car without a chassis number).
    const pendingList = (await list({ pType: 'PENDING' })).data;
    expect(pendingList.map((p) => p._id)).toContain(pendingPolicy.id);
    expect(pendingList.every((p) => p.status === 'Pending')).toBe(true);
    expect((await list({ pType: 'ACTIVE' })).data.map((p) => p._id)).toContain(activePolicy.id);
    expect((await list({ pType: 'ACTIVE' })).data.every((p) => p.status === 'Active')).toBe(true);
    expect((await list({ pType: 'EXPIRING' })).data.map((p) => p._id)).not.toContain(activePolicy.id);

    for (const search of [activePolicy.ref, activePolicy.company_policy_number!, active.proposalRef, 'HYPERLINK']) {
      expect((await list({}, `&search=${encodeURIComponent(search)}`)).data.map((p) => p._id), search).toEqual([activePolicy.id]);
    }
    const mobile = (await server.app.db.selectFrom('customers').select('mobile_number').where('id', '=', active.customerId).executeTakeFirstOrThrow()).mobile_number;
    expect((await list({}, `&search=0${mobile}`)).data.map((p) => p._id)).toEqual([activePolicy.id]);
    expect((await list({ agentId })).data.map((p) => p._id)).toEqual([pendingPolicy.id]);
    const day = activePolicy.start_date!;
    const inRange = await list({ startDate: `${day}T00:00:00.000Z`, endDate: `${day}T23:59:59.999Z` });
    expect(inRange.data.map((p) => p._id)).toEqual(expect.arrayContaining([activePolicy.id, pendingPolicy.id]));
    expect((await list({ startDate: '2001-01-01T00:00:00.000Z', endDate: '2001-01-31T23:59:59.999Z' })).data).toEqual([]);
  });

  it('counts a policy past its expiry as EXPIRED and one ending this month as EXPIRING', async () => {
    const extra = await paidSale(false);
    const policy = await policyOf(extra);
    await server.app.db.updateTable('policies').set({ expiry_date: '2020-01-01' }).where('id', '=', policy.id).execute();
    expect((await list({ pType: 'EXPIRED' })).data.map((p) => p._id)).toContain(policy.id);
    expect((await list({ pType: 'ACTIVE' })).data.map((p) => p._id)).not.toContain(policy.id);
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await server.app.db.updateTable('policies').set({ expiry_date: soon }).where('id', '=', policy.id).execute();
    expect((await list({ pType: 'EXPIRING' })).data.map((p) => p._id)).toContain(policy.id);
  });

  it('exports the period as CSV with a BOM and formulas defused', async () => {
    const response = await post('/api/quotes/policygeneration', {});
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.body.startsWith('\uFEFFPolicy No,Company Policy No,Proposal,Customer')).toBe(true);
    const policy = await policyOf(active);
    const line = response.body.split('\r\n').find((row) => row.startsWith(policy.ref))!;
    expect(line).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(line).toContain('2625.00');
    expect(Number(response.headers['x-export-rows'])).toBeGreaterThanOrEqual(2);
  });
});

describe('policy record', () => {
  it('shows the policy with its customer, car, quote, payment and history', async () => {
    const policy = await policyOf(active);
    const detail = detailOf(await server.injectAs(token, { method: 'GET', url: `/api/admin/customers/${policy.id}/getpolicydetails` })).data;
    expect(detail).toMatchObject({
      _id: policy.id, status: 'Active', paidBy: 'CRM - Bank transfer', issueAttempts: 1, repairCondition: 'agency',
      car: { make: 'Toyota', registration: { plateNumber: '12345' } }, quote: { _id: active.quoteIds[0] }, payments: [{ status: 'paid' }],
    });
    expect(detail.history.map((h) => h.action)).toContain('Policy issued');
  });

  it('updates the insurer\'s number and finance fields, with history', async () => {
    const policy = await policyOf(active);
    const response = await post(`/api/admin/customers/${policy.id}/updatepolicydetails`, { companyPolicyNumber: 'ORI/FIX/1', category: 'Comprehensive Agency', taxInvoice: 'TI-9' });
    const detail = detailOf(response).data;
    expect(detail).toMatchObject({ companyPolicyNumber: 'ORI/FIX/1', finance: { category: 'Comprehensive Agency', taxInvoice: 'TI-9' } });
    expect(detail.history[0]).toMatchObject({ action: 'Policy details updated', detail: expect.stringContaining('→ ORI/FIX/1') });
    const again = detailOf(await post(`/api/admin/customers/${policy.id}/updatepolicydetails`, { outletCode: 'DXB-1' })).data;
    expect(again.finance).toMatchObject({ category: 'Comprehensive Agency', outletCode: 'DXB-1' });
  });

  it('re-issues a Pending policy with the new insurer, and only records the change on an Active one', async () => {
    const companies = await server.app.db.selectFrom('insurance_companies').select(['id', 'company_name']).where('motor_active', '=', 1).where('is_active', '=', 1).orderBy('seq').execute();
    const other = companies[1]!;
    const pendingPolicy = await policyOf(pending);
    const changed = await server.injectAs(token, { method: 'PUT', url: `/api/admin/proposals/${pendingPolicy.id}/changeInsuranceCompany`, payload: { companyId: other.id } });
    expect(detailOf(changed).data).toMatchObject({ companyName: other.company_name, status: 'Active' });

    const activePolicy = await policyOf(active);
    const recorded = await server.injectAs(token, { method: 'PUT', url: `/api/admin/proposals/${activePolicy.id}/changeInsuranceCompany`, payload: { companyId: other.id } });
    const detail = detailOf(recorded).data;
    expect(detail).toMatchObject({ companyName: other.company_name, companyPolicyNumber: 'ORI/FIX/1', status: 'Active' });
    expect(detail.history[0]!.detail).toContain('the issued policy is unchanged');

    await server.app.db.updateTable('insurance_companies').set({ is_active: 0 }).where('id', '=', companies[2]!.id).execute();
    const refused = await server.injectAs(token, { method: 'PUT', url: `/api/admin/proposals/${activePolicy.id}/changeInsuranceCompany`, payload: { companyId: companies[2]!.id } });
    expect(refused.statusCode).toBe(422);
    await server.app.db.updateTable('insurance_companies').set({ is_active: 1 }).where('id', '=', companies[2]!.id).execute();
  });

  it('downloads the stored policy schedule, and draws one for an older policy without a file', async () => {
    const policy = await policyOf(active);
    const stored = await post(`/api/admin/customers/${policy.id}/downloadpdfpolicy`);
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('application/pdf');
    expect(stored.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const demo = await server.app.db.selectFrom('policies').select('id').where('line', '=', 'motor').where('file_id', 'is', null).where('status', '=', 'Active')
      .where('quote_id', 'is not', null).executeTakeFirstOrThrow();
    const drawn = await post(`/api/admin/customers/${demo.id}/downloadpdfpolicy`);
    expect(drawn.statusCode, drawn.body).toBe(200);
    expect(drawn.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('accepts an uploaded insurer document through the customers area for a policy made here', async () => {
    const policy = await policyOf(pending);
    const upload = await server.injectAs(token, { method: 'POST', url: `/api/admin/customers/${policy.id}/uploadpolicy`, ...multipartFile('file', 'p.pdf', SAMPLE_PDF) });
    expect(upload.statusCode, upload.body).toBe(200);
  });

  it('creates the renewal proposal and e-mails the customer the renewal request', async () => {
    const policy = await policyOf(active);
    const response = await server.injectAs(token, { method: 'GET', url: `/api/admin/customers/${policy.id}/renewalpolicy` });
    expect(response.statusCode, response.body).toBe(200);
    const renewal = RenewalRequestResultSchema.parse(response.json()).data;
    const after = await policyOf(active);
    expect(after.renewal_requested_at).not.toBeNull();
    const customer = await server.app.db.selectFrom('customers').select('email').where('id', '=', active.customerId).executeTakeFirstOrThrow();
    const mail = await server.app.db.selectFrom('outbox_messages').selectAll().where('recipient', '=', customer.email).executeTakeFirstOrThrow();
    expect(mail.body).toContain(renewal.proposalRef);
  });
});
