import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthProposalCreatedResultSchema, HealthProposalDetailResultSchema, HealthProposalEditSchema } from '../../../shared/contract/health-proposals/index.js';
import { wholeEdit } from '../../../shared/contract/health-proposals/health-proposal-form.js';
import { ProposalListResultSchema, QuoteListResultSchema, type Quote } from '../../../shared/contract/proposals/index.js';
import { newRequestRoom } from '../../../shared/contract/notifications/index.js';
import { buildTestServer, createTestAccount, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { routeCalls } from '../../../tests/helpers/routeCalls.js';

const BASE = '/api/admin/health';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 3 } });
  admin = await server.login();
});
afterAll(async () => server.close());

const { send, ok, refusal } = routeCalls(() => server, () => admin);

const yearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-03-15`;
/** A couple in Dubai with two children, as the create form sends them. */
const family = (email: string, values: Record<string, unknown> = {}) => ({
  fullName: 'Omar Haddad', email, mobileNumber: '0501234567', gender: 'Male', maritalStatus: 'Married', dateOfBirth: yearsAgo(38),
  salary: '4000 - 12000', city: 'Dubai', insurerType: 'Self and Dependent', visaStatus: 'Renewal', source: 'Website',
  spouseDetails: [{ fullName: 'Lina Haddad', dateOfBirth: yearsAgo(34), gender: 'Female' }],
  kidsDetails: [{ fullName: 'Sami Haddad', dateOfBirth: yearsAgo(6), gender: 'Male' }, { fullName: 'Noor Haddad', dateOfBirth: yearsAgo(3), gender: 'Female' }],
  ...values,
});
const create = async (email: string, values: Record<string, unknown> = {}, query = '') =>
  HealthProposalCreatedResultSchema.parse(await ok('POST', `${BASE}/healthgenerate/quotelistfromadmin${query}`, family(email, values))).data;

describe('creating a health proposal for a family', () => {
  it('prices every selling insurer\'s plans for the four members, streaming each insurer\'s quotes before the call answers', async () => {
    const room = newRequestRoom();
    const events: Array<[string, string, unknown] | 'answered'> = [];
    const original = server.app.sockets.emitToRoom;
    server.app.sockets.emitToRoom = (to, event, payload) => events.push([to, event, payload]);
    let created: Awaited<ReturnType<typeof create>>;
    try {
      created = await create('haddad.family@example.ae', { currentInsurer: 'Daman' }, `?reqId=${room}`).finally(() => events.push('answered'));
    } finally {
      server.app.sockets.emitToRoom = original;
    }
    const { proposal, quotes, refusals } = created;
    expect(proposal.health?.currentInsurer).toBe('Daman');
    expect(proposal.ref).toMatch(/^PRO-\d{6}$/);
    expect(proposal.health?.members.map((member) => [member.role, member.fullName])).toEqual([
      ['principal', 'Omar Haddad'], ['spouse', 'Lina Haddad'], ['child', 'Sami Haddad'], ['child', 'Noor Haddad'],
    ]);
    expect(quotes.length).toBeGreaterThan(10);
    expect(new Set(quotes.map((quote) => quote.companyName)).size).toBeGreaterThan(1);
    for (const quote of quotes) {
      expect(quote.health?.members).toHaveLength(4);
      expect(quote.priceFils).toBe(quote.health!.members.reduce((sum, member) => sum + member.totalFils, 0));
      expect(quote.lines.filter((line) => line.code !== 'vat').reduce((sum, line) => sum + line.amountFils, 0) + quote.vatFils).toBe(quote.totalFils);
    }
    // The Essential Benefits Plan refuses a principal earning over AED 4,000, with the reason.
    expect(refusals.some((refusal) => refusal.message.includes('Essential Benefits Plan covers salaries up to AED 4,000'))).toBe(true);

    expect(events.at(-1)).toBe('answered');
    const streamed = events.filter((entry) => entry !== 'answered' && entry[0] === room && entry[1] === 'health-quote-created') as Array<[string, string, { success: boolean; data?: Quote }]>;
    expect(streamed.filter(([, , payload]) => payload.success).map(([, , payload]) => payload.data!._id).sort()).toEqual(quotes.map((quote) => quote._id).sort());
    expect(streamed.filter(([, , payload]) => !payload.success)).toHaveLength(refusals.length);
  });

  it('charges VAT on the premium and the Basmah fee but not on the insurer\'s ICP fee', async () => {
    await server.app.db.updateTable('health_company_settings').set({ icp_fee_fils: 22_00 }).execute();
    try {
      const { quotes } = await create('icp.fee@example.ae', { salary: 'Up to 4000' });
      const sum = (quote: Quote, codes: string[]) => quote.lines.filter((line) => codes.includes(line.code)).reduce((total, line) => total + line.amountFils, 0);
      const ebp = quotes.find((quote) => quote.health?.scheme === 'dubaiEssential');
      expect(ebp, 'an Essential Benefits quote for a low salary in Dubai').toBeDefined();
      for (const quote of quotes) {
        expect(sum(quote, ['icpFee'])).toBe(4 * 22_00);
        expect(quote.vatFils).toBe(Math.round(sum(quote, ['memberPremium', 'maternity', 'loading', 'basmahFee']) * 0.05));
      }
      expect(sum(ebp!, ['basmahFee'])).toBe(4 * 37_00);
    } finally {
      await server.app.db.updateTable('health_company_settings').set({ icp_fee_fils: 0 }).execute();
    }
  });

  it('names the field of bad input and creates nothing', async () => {
    const before = await server.app.db.selectFrom('proposals').select((eb) => eb.fn.countAll<number>().as('n')).where('line', '=', 'health').executeTakeFirstOrThrow();
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const future = await refusal('POST', `${BASE}/healthgenerate/quotelistfromadmin`, family('bad@example.ae', { kidsDetails: [{ fullName: 'Baby Haddad', dateOfBirth: tomorrow, gender: 'Male' }] }));
    expect(future.status).toBe(400);
    expect(future.message).toContain('kidsDetails.0.dateOfBirth');
    const alone = await refusal('POST', `${BASE}/healthgenerate/quotelistfromadmin`, family('bad@example.ae', { insurerType: 'Self' }));
    expect([alone.status, alone.message]).toEqual([400, expect.stringContaining('Self alone covers no dependants')]);
    const none = await refusal('POST', `${BASE}/healthgenerate/quotelistfromadmin`, family('bad@example.ae', { spouseDetails: [], kidsDetails: [] }));
    expect([none.status, none.message]).toEqual([400, expect.stringContaining('Add the dependants to insure')]);
    const oneWord = await refusal('POST', `${BASE}/healthgenerate/quotelistfromadmin`, family('bad@example.ae', { fullName: 'Omar' }));
    expect([oneWord.status, oneWord.message]).toEqual([400, expect.stringContaining('Please enter your full name')]);
    // The current insurer comes from FIELDS.md's fixed list, which the form offers too.
    const insurer = await refusal('POST', `${BASE}/healthgenerate/quotelistfromadmin`, family('bad@example.ae', { currentInsurer: 'World Insurance' }));
    expect([insurer.status, insurer.message]).toEqual([400, expect.stringContaining('currentInsurer')]);
    expect(insurer.message).toContain('Choose the current insurer from the list');
    const band = await refusal('POST', `${BASE}/healthgenerate/quotelistfromadmin`, family('bad@example.ae', { salary: '5000' }));
    expect([band.status, band.message]).toEqual([400, expect.stringContaining('salary')]);
    const after = await server.app.db.selectFrom('proposals').select((eb) => eb.fn.countAll<number>().as('n')).where('line', '=', 'health').executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('the health proposals list, detail and re-pricing', () => {
  it('lists health proposals only, and motor\'s list none of them', async () => {
    const { proposal } = await create('listed.family@example.ae');
    const health = ProposalListResultSchema.parse(await ok('POST', `${BASE}/healthproposal/gethealthproposals?page=1&size=50`, {}));
    const listed = health.data.find((item) => item.ref === proposal.ref);
    expect(listed).toMatchObject({ insuredType: 'Self and Dependent', customer: { email: 'listed.family@example.ae', fullName: 'Omar Haddad' } });
    const searched = ProposalListResultSchema.parse(await ok('POST', `${BASE}/healthproposal/gethealthproposals?page=1&size=10&search=${proposal.ref}`, {}));
    expect(searched.data.map((item) => item.ref)).toEqual([proposal.ref]);
    const motor = ProposalListResultSchema.parse(await ok('POST', `/api/admin/proposals/getproposals?page=1&size=10&search=${proposal.ref}`, {}));
    expect(motor.data).toEqual([]);
  });

  it('shows a proposal with its members and history, and re-prices it replacing the current quotes', async () => {
    const { proposal, quotes } = await create('detail.family@example.ae');
    const shown = HealthProposalDetailResultSchema.parse(await ok('POST', `${BASE}/healthproposal/${proposal._id}/gethealthinfoproposal`)).data;
    expect(shown.health?.city).toBe('Dubai');
    expect(shown.customer.email).toBe('detail.family@example.ae');
    const listed = QuoteListResultSchema.parse(await ok('POST', `${BASE}/healthproposal/${proposal._id}/groupQuotesByCompany`)).data;
    expect(listed.map((quote) => quote._id).sort()).toEqual(quotes.map((quote) => quote._id).sort());
    expect(listed.map((quote) => quote.totalFils)).toEqual(quotes.map((quote) => quote.totalFils));
    expect(listed[0]!.health?.members).toHaveLength(4);
    const again = HealthProposalCreatedResultSchema.parse(await ok('POST', `${BASE}/healthproposal/regenerateproposal?pId=${proposal._id}`)).data;
    expect(again.quotes.map((quote) => quote.totalFils)).toEqual(quotes.map((quote) => quote.totalFils));
    const current = await server.app.db.selectFrom('quotes').select('id').where('proposal_id', '=', proposal._id).where('is_current', '=', 1).execute();
    expect(current.map((row) => row.id).sort()).toEqual(again.quotes.map((quote) => quote._id).sort());
    // An insurer that stops selling health is priced no more on the next run (the kept plans are read again).
    const stopped = quotes[0]!.companyId!;
    await server.app.db.updateTable('health_company_settings').set({ is_active: 0 }).where('company_id', '=', stopped).execute();
    try {
      const without = HealthProposalCreatedResultSchema.parse(await ok('POST', `${BASE}/healthproposal/regenerateproposal?pId=${proposal._id}`)).data;
      expect(without.quotes.length).toBeGreaterThan(0);
      expect(without.quotes.some((quote) => quote.companyId === stopped)).toBe(false);
    } finally {
      await server.app.db.updateTable('health_company_settings').set({ is_active: 1 }).where('company_id', '=', stopped).execute();
    }
    expect((await send('POST', `${BASE}/healthproposal/regenerateproposal?pId=unknown-id`)).statusCode).toBe(404);
    // A motor proposal is not a health one.
    const motorId = (await server.app.db.selectFrom('proposals').select('id').where('line', '=', 'motor').executeTakeFirstOrThrow()).id;
    expect((await send('POST', `${BASE}/healthproposal/${motorId}/gethealthinfoproposal`)).statusCode).toBe(404);
  });

  it('answers only staff with the health quote module', async () => {
    await createTestAccount(server.app, { email: 'health-reader@brokerdesk.test', moduleAccess: { healthQuote: { read: true } } });
    await createTestAccount(server.app, { email: 'motor-only@brokerdesk.test', moduleAccess: { proposal: { read: true, create: true } } });
    const reader = await server.login('health-reader@brokerdesk.test');
    const outsider = await server.login('motor-only@brokerdesk.test');
    expect((await send('POST', `${BASE}/healthproposal/gethealthproposals?page=1&size=10`, {}, reader)).statusCode).toBe(200);
    expect((await send('POST', `${BASE}/healthgenerate/quotelistfromadmin`, family('reader@example.ae'), reader)).statusCode).toBe(403);
    expect((await send('POST', `${BASE}/healthproposal/gethealthproposals?page=1&size=10`, {}, outsider)).statusCode).toBe(403);
  });
});

describe('editing a health proposal', () => {
  /** The whole form the edit page sends: the family with every field the form has, empty ones as null. */
  const edit = (_id: string, email: string, values: Record<string, unknown> = {}) => {
    const { source: _source, ...form } = family(email, { policyStartDate: new Date().toISOString().slice(0, 10), ...values });
    return wholeEdit(HealthProposalEditSchema.parse(form));
  };
  const url = (id: string) => `${BASE}/healthproposal/${id}/updatehealthproposal`;

  it('replaces the family and cover, names the changed fields in the history and asks for a re-generation that prices the new family', async () => {
    const { proposal, quotes } = await create('edit.family@example.ae');
    const kids = [{ fullName: 'Sami Haddad', dateOfBirth: yearsAgo(6), gender: 'Male' }];
    const saved = HealthProposalDetailResultSchema.parse(await ok('PUT', url(proposal._id), edit(proposal._id, 'edit.family@example.ae', { kidsDetails: kids, city: 'Sharjah' }))).data;
    expect(saved.health?.members.map((member) => member.fullName)).toEqual(['Omar Haddad', 'Lina Haddad', 'Sami Haddad']);
    expect(saved.health?.city).toBe('Sharjah');
    expect(saved.needsRegeneration).toBe(true);
    expect(saved.history.find((entry) => entry.action === 'Proposal edited')?.detail).toBe('Changed City, Kids');
    // The quotes stay as priced until Re-generate, which prices three members.
    const current = QuoteListResultSchema.parse(await ok('POST', `${BASE}/healthproposal/${proposal._id}/groupQuotesByCompany`)).data;
    expect(current.map((quote) => quote._id).sort()).toEqual(quotes.map((quote) => quote._id).sort());
    const again = HealthProposalCreatedResultSchema.parse(await ok('POST', `${BASE}/healthproposal/regenerateproposal?pId=${proposal._id}`)).data;
    expect(again.quotes.length).toBeGreaterThan(0);
    expect(again.quotes.every((quote) => quote.health?.members.length === 3)).toBe(true);
    expect(again.proposal.needsRegeneration).toBe(false);
    // The same form again changes nothing and writes no history.
    const unchanged = await ok('PUT', url(proposal._id), edit(proposal._id, 'edit.family@example.ae', { kidsDetails: kids, city: 'Sharjah' }));
    expect(unchanged).toMatchObject({ message: 'Nothing to change' });
    const edits = await server.app.db.selectFrom('history').select('id').where('entity_id', '=', proposal._id).where('action', '=', 'Proposal edited').execute();
    expect(edits).toHaveLength(1);
  });

  it('names the field of bad input, and refuses a paid or unknown proposal and staff without healthQuote.update', async () => {
    const { proposal } = await create('edit.refused@example.ae');
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const bad = await refusal('PUT', url(proposal._id), { ...edit(proposal._id, 'edit.refused@example.ae'), spouseDetails: [{ fullName: 'Lina Haddad', dateOfBirth: tomorrow, gender: 'Female', working: false }] });
    expect([bad.status, bad.message]).toEqual([400, expect.stringContaining('spouseDetails.0.dateOfBirth')]);
    expect((await send('PUT', url('unknown-id'), edit('unknown-id', 'edit.refused@example.ae'))).statusCode).toBe(404);

    await createTestAccount(server.app, { email: 'health-editor-reader@brokerdesk.test', moduleAccess: { healthQuote: { read: true } } });
    const reader = await server.login('health-editor-reader@brokerdesk.test');
    expect((await send('PUT', url(proposal._id), edit(proposal._id, 'edit.refused@example.ae'), reader)).statusCode).toBe(403);

    const quote = await server.app.db.selectFrom('quotes').select('id').where('proposal_id', '=', proposal._id).executeTakeFirstOrThrow();
    await server.app.db.updateTable('proposals').set({ paid_quote_id: quote.id }).where('id', '=', proposal._id).execute();
    const paid = await refusal('PUT', url(proposal._id), edit(proposal._id, 'edit.refused@example.ae', { city: 'Sharjah' }));
    expect([paid.status, paid.message]).toEqual([409, expect.stringContaining('already has a paid quote')]);
    const stored = await server.app.db.selectFrom('proposals').select('details').where('id', '=', proposal._id).executeTakeFirstOrThrow();
    expect(JSON.parse(stored.details)).toMatchObject({ city: 'Dubai' });
  });
});
