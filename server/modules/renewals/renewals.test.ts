import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../shared/contract/constants.js';
import { ProposalCreatedResultSchema } from '../../../shared/contract/proposals/index.js';
import { RenewalListResultSchema } from '../../../shared/contract/renewals/index.js';
import { newId } from '../../db/ids.js';
import { buildTestServer, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { wizardBody } from '../../../tests/fixtures/proposals/wizardFixture.js';
import { readProposalDetails } from '../../sales/salesRecords.js';
import { createRenewals } from './renewals.js';

const DAY_MS = 24 * 60 * 60 * 1000;
let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await buildTestServer();
  admin = await server.login();
});
afterAll(async () => server.close());

/** A policy sold through the wizard, expiring in `days` days. */
async function soldPolicy(email: string, days: number): Promise<string> {
  const created = await server.injectAs(admin, { method: 'POST', url: '/api/admin/proposals/generatenewquotes', payload: wizardBody(email) });
  const { proposal, quotes } = ProposalCreatedResultSchema.parse(created.json()).data;
  const id = newId();
  const at = new Date().toISOString();
  await server.app.db.insertInto('policies').values({
    id, ref: `POL-T${id.slice(-6)}`, line: 'motor', customer_id: proposal.customer._id, quote_id: quotes[0]!._id, company_name: quotes[0]!.companyName,
    insurance_type: quotes[0]!.insuranceType!, insured_value_fils: 8_000_000, premium_fils: quotes[0]!.totalFils, status: 'Active',
    start_date: new Date(Date.now() - 300 * DAY_MS).toISOString().slice(0, 10), expiry_date: new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10),
    file_id: null, created_at: at, updated_at: at, proposal_id: proposal._id, car_id: proposal.carDetails!._id,
  }).execute();
  await server.app.db.updateTable('proposals').set({ policy_id: id, paid_quote_id: quotes[0]!._id }).where('id', '=', proposal._id).execute();
  return id;
}

describe('renewals', () => {
  it('creates a renewal from a policy once, a day after its expiry, one claim-free year more', async () => {
    const policyId = await soldPolicy('renew.one@example.ae', 20);
    const renewals = createRenewals(server.app);
    const first = await renewals.createFromPolicy(policyId, null);
    expect(first.created).toBe(true);
    expect(first.proposalRef).toMatch(/^PRO-\d{6}$/);
    const again = await renewals.createFromPolicy(policyId, null);
    expect(again).toEqual({ ...first, created: false });
    const row = await server.app.db.selectFrom('proposals').selectAll().where('id', '=', first.proposalId).executeTakeFirstOrThrow();
    const policy = await server.app.db.selectFrom('policies').selectAll().where('id', '=', policyId).executeTakeFirstOrThrow();
    const details = readProposalDetails(row.details)!;
    expect(row).toMatchObject({ source: 'Renewal', renewal_of_policy_id: policyId, status: 'Quote generated' });
    expect(details.insurance).toMatchObject({ typeOfIssues: 'Renewal', currentInsurer: policy.company_name, yearOfNoClaim: 'No Claims for Three Years' });
    expect(details.policyEffectiveDate).toBe(new Date(Date.parse(`${policy.expiry_date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10));
  });

  it('sweeps the policies expiring within the window once, and lists them soonest expiry first', async () => {
    const soon = await soldPolicy('renew.soon@example.ae', 10);
    const later = await soldPolicy('renew.later@example.ae', 40);
    const outside = await soldPolicy('renew.outside@example.ae', 90);
    const renewals = createRenewals(server.app);
    const first = await renewals.sweep();
    expect(first.created).toBe(2);
    expect((await renewals.sweep()).created).toBe(0);
    const renewed = await server.app.db.selectFrom('proposals').select('renewal_of_policy_id').where('renewal_of_policy_id', 'in', [soon, later, outside]).execute();
    expect(renewed.map((row) => row.renewal_of_policy_id).sort()).toEqual([soon, later].sort());
    // One page holds every renewal, so the reversed order is this page backwards.
    const whole = `/api/admin/proposals/getrenewalproposals?page=1&size=${LIMITS.maxPageSize}`;
    const list = RenewalListResultSchema.parse((await server.injectAs(admin, { method: 'POST', url: whole, payload: {} })).json());
    expect(list.data.length).toBe(list.pagination.totalItems);
    const expiries = list.data.map((item) => item.previousPolicy.expiryDate);
    expect(expiries).toEqual([...expiries].sort());
    expect(list.data[0]!.bestQuoteFils).toEqual(expect.any(Number));
    const reverted = RenewalListResultSchema.parse((await server.injectAs(admin, { method: 'POST', url: whole, payload: { isRevert: true } })).json());
    expect(reverted.data.map((item) => item._id)).toEqual([...list.data.map((item) => item._id)].reverse());

    // A search finds the renewal by its customer's e-mail, with its exact total.
    const searched = RenewalListResultSchema.parse((await server.injectAs(admin, {
      method: 'POST', url: `/api/admin/proposals/getrenewalproposals?search=${encodeURIComponent('renew.later@example.ae')}`, payload: {},
    })).json());
    expect(searched.data.map((item) => item.previousPolicy._id)).toEqual([later]);
    expect([searched.pagination.totalItems, searched.pagination.totalCapped]).toEqual([1, undefined]);
  });
});
