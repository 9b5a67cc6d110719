import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProposalListResultSchema, QuoteSchema } from '../../shared/contract/proposals/index.js';
import { detailResultSchema } from '../../shared/contract/common.schema.js';
import { buildTestServer, createTestAccount, type TestServer } from '../../tests/helpers/buildTestServer.js';
import { routeCalls } from '../../tests/helpers/routeCalls.js';
import { notificationsDb } from '../services/notifications/notifications.tables.js';
import { createSaleFixture } from '../../tests/fixtures/payments/salesFixture.js';

const QuoteResultSchema = detailResultSchema(QuoteSchema);
const PATHS = {
  motor: { apply: (id: string) => `/api/admin/proposals/${id}/applyforcontact`, list: '/api/admin/proposals/getproposals?page=1&size=50' },
  health: {
    apply: (id: string) => `/api/admin/health/healthquote/${id}/applyforcontact`,
    list: '/api/admin/health/healthproposal/gethealthproposals?page=1&size=50',
  },
} as const;

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 2 } });
  admin = await server.login();
});
afterAll(async () => server.close());

const { send, ok } = routeCalls(() => server, () => admin);

const historyOf = (proposalId: string) => server.app.db.selectFrom('history').select(['action', 'detail', 'line'])
  .where('entity_type', '=', 'proposal').where('entity_id', '=', proposalId).where('action', 'like', 'Customer asked%').execute();
const notificationsOf = (proposalId: string) => notificationsDb(server.app.db).selectFrom('notifications').select(['kind', 'description', 'record_type', 'recipient_id'])
  .where('record_id', '=', proposalId).where('kind', '=', 'quoteContactRequested').execute();
const listed = async (line: 'motor' | 'health', appliedForContact: boolean) =>
  ProposalListResultSchema.parse(await ok('POST', PATHS[line].list, { appliedForContact })).data.map((proposal) => proposal._id);

describe.each(['motor', 'health'] as const)('"Applied for Contact" on a %s quote', (line) => {
  it('marks the quote once, writes the history, notifies the agent and the list filters on it', async () => {
    const agent = await createTestAccount(server.app, { email: `${line}-agent@brokerdesk.test` });
    const sale = await createSaleFixture(server.app, { line, quotes: [{ totalFils: 2_625_00 }, { totalFils: 3_150_00 }] });
    const untouched = await createSaleFixture(server.app, { line });
    await server.app.db.updateTable('proposals').set({ assigned_to: agent.id }).where('id', '=', sale.proposalId).execute();
    const [quoteId] = sale.quoteIds as [string];
    const quote = await server.app.db.selectFrom('quotes').select(['ref', 'company_name', 'plan_name']).where('id', '=', quoteId).executeTakeFirstOrThrow();
    const customer = await server.app.db.selectFrom('customers').select('full_name').where('id', '=', sale.customerId).executeTakeFirstOrThrow();
    expect(await listed(line, true)).not.toContain(sale.proposalId);

    const first = QuoteResultSchema.parse(await ok('POST', PATHS[line].apply(quoteId), { note: ' Call after 5 pm ' }));
    expect(first.message).toBe(`Quote ${quote.ref} marked as applied for contact`);
    const at = first.data.appliedForContactAt!;
    expect(Date.now() - Date.parse(at)).toBeLessThan(60_000);

    // A second request (the marketplace's, a colleague's) keeps the first time and adds nothing.
    const second = QuoteResultSchema.parse(await ok('POST', PATHS[line].apply(quoteId), {}));
    expect(second.data.appliedForContactAt).toBe(at);
    expect(second.message).toMatch(new RegExp(`^The customer already asked to be contacted about quote ${quote.ref} on \\d\\d/\\d\\d/\\d{4}`));

    expect(await historyOf(sale.proposalId)).toEqual([{
      action: `Customer asked to be contacted about ${quote.company_name} ${quote.plan_name}`, detail: `${quote.ref}: Call after 5 pm`, line,
    }]);
    expect(await notificationsOf(sale.proposalId)).toEqual([{
      kind: 'quoteContactRequested', recipient_id: agent.id, record_type: line === 'health' ? 'healthProposal' : 'proposal',
      description: `${customer.full_name} asked to be contacted about ${quote.company_name} ${quote.plan_name} on proposal ${sale.proposalRef}`,
    }]);
    const row = await server.app.db.selectFrom('quotes').select(['applied_for_contact_by']).where('id', '=', quoteId).executeTakeFirstOrThrow();
    expect(row.applied_for_contact_by).not.toBeNull();

    // The quotes the screen reads carry it; the other quote of the proposal stays No.
    const quotesPath = line === 'health' ? `/api/admin/health/healthproposal/${sale.proposalId}/groupQuotesByCompany` : `/api/admin/proposals/${sale.proposalId}/getquotesbypid`;
    const quotes = detailResultSchema(QuoteSchema.array()).parse(await ok('POST', quotesPath, {})).data;
    expect(Object.fromEntries(quotes.map((q) => [q._id, q.appliedForContactAt]))).toEqual({ [quoteId]: at, [sale.quoteIds[1]!]: null });

    const contacted = await listed(line, true);
    expect(contacted).toContain(sale.proposalId);
    expect(contacted).not.toContain(untouched.proposalId);
    const notContacted = await listed(line, false);
    expect(notContacted).toContain(untouched.proposalId);
    expect(notContacted).not.toContain(sale.proposalId);
  });

  it("refuses an unknown quote or another line's quote (404) and a caller without the line's quote rights (403)", async () => {
    expect((await send('POST', PATHS[line].apply('no-such-quote'), {})).statusCode).toBe(404);
    const other = await createSaleFixture(server.app, { line: line === 'health' ? 'motor' : 'health' });
    expect((await send('POST', PATHS[line].apply(other.quoteIds[0]!), {})).statusCode).toBe(404);

    const sale = await createSaleFixture(server.app, { line });
    const module = line === 'health' ? 'healthQuote' : 'quote';
    await createTestAccount(server.app, { email: `${line}-quote-reader@brokerdesk.test`, moduleAccess: { [module]: { read: true } } });
    const reader = await server.login(`${line}-quote-reader@brokerdesk.test`);
    expect((await send('POST', PATHS[line].apply(sale.quoteIds[0]!), {}, reader)).statusCode).toBe(403);
    const bad = await send('POST', PATHS[line].apply(sale.quoteIds[0]!), { note: 'x'.repeat(501) });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('note');
    const stored = await server.app.db.selectFrom('quotes').select('applied_for_contact_at').where('id', '=', sale.quoteIds[0]!).executeTakeFirstOrThrow();
    expect(stored.applied_for_contact_at).toBeNull();
  });
});
