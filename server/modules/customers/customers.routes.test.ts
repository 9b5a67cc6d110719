import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerListResultSchema, CustomerResultSchema } from '../../../shared/contract/customers/index.js';
import { ProposalCreatedResultSchema } from '../../../shared/contract/proposals/index.js';
import { DEMO_VIEWER_EMAIL } from '../../demo/seedDemo.js';
import { buildTestServer, chunksEndingAt, multipartFile, SAMPLE_PDF, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { SAMPLE_PNG, cutShort, samplePdf } from '../../../tests/fixtures/uploads/sampleFiles.js';
import { POLICY_FILE_MAX_BYTES } from './policyDocument.js';
import { wizardBody } from '../../../tests/fixtures/proposals/wizardFixture.js';

const LIST = '/api/admin/customers/get-customer';
const base = '/api/admin/customers';

const zuleikha = {
  fullName: 'Zuleikha Testington',
  email: 'zuleikha.testington@example.ae',
  mobileNumber: '058 000 1234',
  emiratesId: '784-1990-1234567-6',
  nationality: 'Jordan',
  dateOfBirth: '1990-05-01',
};

let server: TestServer;
let token: string;

async function create(input: Record<string, unknown>) {
  const response = await server.injectAs(token, { method: 'POST', url: `${base}/add-customer`, payload: input });
  expect(response.statusCode, response.body).toBe(200);
  return CustomerResultSchema.parse(response.json()).data;
}

async function list(query: string, body: Record<string, unknown> = {}) {
  const response = await server.injectAs(token, { method: 'POST', url: `${LIST}?${query}`, payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return CustomerListResultSchema.parse(response.json());
}

beforeAll(async () => {
  server = await buildTestServer();
  token = await server.login();
});
afterAll(async () => server.close());

describe('customer list', () => {
  it('pages newest first with the spec pagination numbers', async () => {
    const first = await list('page=1&size=15');
    expect(first.pagination).toEqual({ page: 1, size: 15, totalItems: 40, totalPages: 3, currentPage: 1 });
    const third = await list('page=3&size=15');
    expect(third.data).toHaveLength(10);
    const created = [...first.data, ...third.data].map((c) => c.createdAt);
    expect(first.data.map((c) => c.createdAt)).toEqual([...first.data.map((c) => c.createdAt)].sort().reverse());
    expect(created[0]! >= created[created.length - 1]!).toBe(true);
  });

  it('puts a new customer first and finds it by name, by 05… mobile and by dashed Emirates ID', async () => {
    const customer = await create(zuleikha);
    expect(customer).toMatchObject({ fullName: 'Zuleikha Testington', mobileNumber: '580001234', emiratesId: '784199012345676', isBlock: false });
    expect((await list('page=1&size=1')).data[0]!._id).toBe(customer._id);
    for (const search of ['zuleikha', 'Testing', '0580001234', '+971 58 000 12', '784-1990-1234567-6']) {
      const found = await list(`search=${encodeURIComponent(search)}`);
      expect(found.data.map((c) => c._id), search).toContain(customer._id);
      expect(found.pagination.totalItems, search).toBe(1);
    }
  });

  it('filters by blocked status', async () => {
    const blocked = await list('size=100', { isBlock: true });
    expect(blocked.data.every((c) => c.isBlock)).toBe(true);
    const active = await list('size=100', { isBlock: false });
    expect(blocked.pagination.totalItems + active.pagination.totalItems).toBe((await list('size=1')).pagination.totalItems);
  });

  it('answers an empty page, not an error, for a search with no match', async () => {
    const none = await list('search=nobodyhasthisname');
    expect(none.data).toEqual([]);
    expect(none.pagination).toMatchObject({ totalItems: 0, totalPages: 0 });
  });
});

describe('customer record', () => {
  it('refuses a second customer with the same e-mail (409)', async () => {
    const response = await server.injectAs(token, {
      method: 'POST', url: `${base}/add-customer`, payload: { ...zuleikha, email: 'ZULEIKHA.testington@example.ae', mobileNumber: '0551112233' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/already exists/);
    // Named on its field, so the form shows it on the e-mail input (issue 23 item 8).
    expect(response.json().fieldErrors).toEqual({ email: response.json().message });
  });

  it('404s an unknown id', async () => {
    const response = await server.injectAs(token, { method: 'GET', url: `${base}/000000000000000000000000` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Customer not found' });
  });

  it('saves an edit, records it in the history, and keeps it after the server restarts', async () => {
    const customer = await create({ ...zuleikha, fullName: 'Edit Me', email: 'edit.me@example.ae', emiratesId: null });
    const response = await server.injectAs(token, {
      method: 'POST', url: `${base}/${customer._id}/edit-customer`,
      payload: { coustomerId: customer._id, fullName: 'Edited Name', email: 'edited@example.ae', mobileNumber: '0561234567', countryCode: '971' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ fullName: 'Edited Name', email: 'edited@example.ae', mobileNumber: '561234567' });
    const history = await server.app.db.selectFrom('history').selectAll().where('entity_id', '=', customer._id).where('action', '=', 'updated').execute();
    expect(history[0]?.detail).toBe('Changed full name, e-mail, mobile number');

    server = await server.restart();
    token = await server.login();
    const reread = await server.injectAs(token, { method: 'GET', url: `${base}/${customer._id}` });
    expect(reread.json().data).toMatchObject({ fullName: 'Edited Name', email: 'edited@example.ae' });
  });

  it('refuses an edit whose coustomerId is another customer (400) or whose e-mail is taken (409)', async () => {
    const customer = await create({ ...zuleikha, email: 'mismatch@example.ae', emiratesId: null });
    const mismatch = await server.injectAs(token, {
      method: 'POST', url: `${base}/${customer._id}/edit-customer`, payload: { ...zuleikha, email: 'mismatch@example.ae', coustomerId: 'someone-else' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toMatch(/^coustomerId/);
    const taken = await server.injectAs(token, {
      method: 'POST', url: `${base}/${customer._id}/edit-customer`, payload: { ...zuleikha, coustomerId: customer._id },
    });
    expect(taken.statusCode).toBe(409);
    expect((await server.injectAs(token, { method: 'GET', url: `${base}/${customer._id}` })).json().data.email).toBe('mismatch@example.ae');
  });

  it('blocks and unblocks a customer, writing the history', async () => {
    const customer = await create({ ...zuleikha, email: 'block.me@example.ae', emiratesId: null });
    const blocked = await server.injectAs(token, { method: 'POST', url: `${base}/change-status`, payload: { coustomerId: customer._id, isBlock: true } });
    expect(blocked.json().data.isBlock).toBe(true);
    expect((await server.injectAs(token, { method: 'GET', url: `${base}/${customer._id}` })).json().data.isBlock).toBe(true);
    const actions = await server.app.db.selectFrom('history').select('action').where('entity_id', '=', customer._id).orderBy('created_at').execute();
    expect(actions.map((a) => a.action)).toEqual(['created', 'blocked']);
  });

  it('deletes a customer without policies, and refuses one with policies (409)', async () => {
    const customer = await create({ ...zuleikha, email: 'delete.me@example.ae', emiratesId: null });
    const removed = await server.injectAs(token, { method: 'DELETE', url: `${base}/${customer._id}` });
    expect(removed.statusCode).toBe(200);
    expect((await server.injectAs(token, { method: 'GET', url: `${base}/${customer._id}` })).statusCode).toBe(404);

    const holder = await server.app.db.selectFrom('policies').select('customer_id').executeTakeFirstOrThrow();
    const refused = await server.injectAs(token, { method: 'DELETE', url: `${base}/${holder.customer_id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/cannot be deleted; block the customer instead/);
  });
});

describe('editing a customer with only the required fields (issue 12)', () => {
  it('keeps every field the edit leaves out, so the proposals can still be priced', async () => {
    const created = await server.injectAs(token, {
      method: 'POST', url: '/api/admin/proposals/generatenewquotes',
      payload: wizardBody('kept.fields@example.ae', {
        customer: {
          fullName: 'Kept Fields', email: 'kept.fields@example.ae', mobileNumber: '0501239876', dateOfBirth: '1984-02-29', nationality: 'Egypt',
          emiratesId: '784-1984-1234567-4', drivingLicenseNo: 'DL-778899', drivingLicenseIssueDate: '2006-05-01', drivingLicenseExpiryDate: '2031-05-01',
        },
      }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const { proposal } = ProposalCreatedResultSchema.parse(created.json()).data;
    const before = CustomerResultSchema.parse((await server.injectAs(token, { method: 'GET', url: `${base}/${proposal.customer._id}` })).json()).data;
    expect(before).toMatchObject({ dateOfBirth: '1984-02-29', nationality: 'Egypt', drivingLicenseNo: 'DL-778899' });

    const edited = await server.injectAs(token, {
      method: 'POST', url: `${base}/${before._id}/edit-customer`, payload: { fullName: 'Kept Fields Renamed', email: before.email, mobileNumber: before.mobileNumber },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = CustomerResultSchema.parse((await server.injectAs(token, { method: 'GET', url: `${base}/${before._id}` })).json()).data;
    expect({ ...after, updatedAt: before.updatedAt }).toEqual({ ...before, fullName: 'Kept Fields Renamed' });

    const repriced = await server.injectAs(token, { method: 'POST', url: `/api/admin/proposals/generatequotes?pId=${proposal._id}` });
    expect(repriced.statusCode, repriced.body).toBe(200);
  });

  it('clears a field the edit sets to null, and changes nothing (no history) when it gives what is stored', async () => {
    const customer = await create({ ...zuleikha, email: 'clear.one@example.ae', emiratesId: null, drivingLicenseNo: 'DL-1' });
    const required = { fullName: customer.fullName, email: customer.email, mobileNumber: customer.mobileNumber };
    const same = await server.injectAs(token, { method: 'POST', url: `${base}/${customer._id}/edit-customer`, payload: required });
    expect(same.json().data).toEqual(customer);
    const cleared = await server.injectAs(token, { method: 'POST', url: `${base}/${customer._id}/edit-customer`, payload: { ...required, drivingLicenseNo: null } });
    expect(cleared.json().data).toMatchObject({ drivingLicenseNo: null, nationality: 'Jordan', dateOfBirth: '1990-05-01' });
    const actions = await server.app.db.selectFrom('history').select(['action', 'detail']).where('entity_id', '=', customer._id).orderBy('created_at').execute();
    expect(actions).toEqual([{ action: 'created', detail: 'Customer added' }, { action: 'updated', detail: 'Changed driving licence number' }]);
  });
});

describe('access', () => {
  it('answers 401 without a token and with a bad token', async () => {
    expect((await server.app.inject({ method: 'POST', url: LIST, payload: {} })).statusCode).toBe(401);
    expect((await server.injectAs('not-a-token', { method: 'POST', url: LIST, payload: {} })).statusCode).toBe(401);
  });

  it('lets the viewer read customers but not edit them (403)', async () => {
    const viewer = await server.login(DEMO_VIEWER_EMAIL);
    expect((await server.injectAs(viewer, { method: 'POST', url: LIST, payload: {} })).statusCode).toBe(200);
    const { data: [first] } = await list('size=1');
    const response = await server.injectAs(viewer, {
      method: 'POST', url: `${base}/${first!._id}/edit-customer`, payload: { ...zuleikha, email: 'viewer.edit@example.ae' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: 'You do not have the "Update" permission for Individual Customers.' });
    expect((await server.injectAs(token, { method: 'GET', url: `${base}/${first!._id}` })).json().data.email).toBe(first!.email);
  });
});

describe('detail tabs', () => {
  it('adds a comment authored by the signed-in account and lists it first', async () => {
    const { data: [customer] } = await list('size=1');
    const added = await server.injectAs(token, { method: 'POST', url: `${base}/${customer!._id}/createcomment`, payload: { comment: '  Prefers calls after 5 pm ' } });
    expect(added.statusCode).toBe(200);
    const comments = await server.injectAs(token, { method: 'GET', url: `${base}/${customer!._id}/getcomments` });
    expect(comments.json().data[0]).toMatchObject({ comment: 'Prefers calls after 5 pm', author: { fullName: 'Aisha Al Mansoori' } });
  });

  it('lists a policy holder\'s motor policies, filtered by status', async () => {
    const holder = await server.app.db.selectFrom('policies').select('customer_id').where('line', '=', 'motor').executeTakeFirstOrThrow();
    const all = await server.injectAs(token, { method: 'POST', url: `${base}/${holder.customer_id}/filterpolicies`, payload: { pType: 'all' } });
    expect(all.statusCode).toBe(200);
    expect(all.json().pagination.totalItems).toBeGreaterThan(0);
    const cancelled = await server.injectAs(token, { method: 'POST', url: `${base}/${holder.customer_id}/filterpolicies`, payload: { pType: 'CANCELLED' } });
    expect(cancelled.json().data.every((p: { status: string }) => p.status === 'Cancelled')).toBe(true);
  });

  it('sums loyalty points into the balance', async () => {
    const holder = await server.app.db.selectFrom('loyalty_points').select('customer_id').executeTakeFirstOrThrow();
    const response = await server.injectAs(token, { method: 'GET', url: `/api/user/${holder.customer_id}/getRedeemPoints` });
    const { balance, entries } = response.json().data as { balance: number; entries: Array<{ points: number }> };
    expect(balance).toBe(entries.reduce((sum, entry) => sum + entry.points, 0));
  });
});

describe('policy document', () => {
  async function policy() {
    return server.app.db.selectFrom('policies').selectAll().where('file_id', 'is', null).executeTakeFirstOrThrow();
  }

  it('stores an uploaded PDF under the policy id, whatever the file is called', async () => {
    const target = await policy();
    const upload = multipartFile('file', '../../etc/passwd.pdf', SAMPLE_PDF);
    const response = await server.injectAs(token, { method: 'POST', url: `${base}/${target.id}/uploadpolicy`, ...upload });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.hasFile).toBe(true);
    const stored = await server.app.db.selectFrom('stored_files').selectAll().where('owner_id', '=', target.id).executeTakeFirstOrThrow();
    expect(stored.path).toMatch(new RegExp(`^files/policies/${target.id}/[0-9a-f]{24}\\.pdf$`));
    expect(readFileSync(join(server.dataDir, stored.path))).toEqual(SAMPLE_PDF);
  });

  it('refuses a file that is not a PDF, whatever its name says', async () => {
    const target = await policy();
    const upload = multipartFile('file', 'policy.pdf', Buffer.from('MZ\x90\x00 not a pdf'));
    const response = await server.injectAs(token, { method: 'POST', url: `${base}/${target.id}/uploadpolicy`, ...upload });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('"policy.pdf" is not a PDF: its content does not match its name or type.');
    const image = await server.injectAs(token, { method: 'POST', url: `${base}/${target.id}/uploadpolicy`, ...multipartFile('file', 'scan.png', SAMPLE_PNG, 'image/png') });
    expect(image.statusCode).toBe(415);
    expect(image.json().message).toBe('"scan.png" is not a PDF. The policy document must be a PDF file of at most 10 MB.');
    expect((await server.app.db.selectFrom('policies').select('file_id').where('id', '=', target.id).executeTakeFirstOrThrow()).file_id).toBeNull();
  });

  it('refuses a PDF cut short (422), keeping nothing', async () => {
    const target = await policy();
    const response = await server.injectAs(token, { method: 'POST', url: `${base}/${target.id}/uploadpolicy`, ...multipartFile('file', 'cut.pdf', cutShort(samplePdf(200_000))) });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('"cut.pdf" is damaged or cut short: its end is missing. Send the whole file again.');
    expect(existsSync(join(server.dataDir, 'files', 'policies', target.id))).toBe(false);
    expect(readdirSync(join(server.dataDir, 'files', 'tmp'))).toEqual([]);
  });

  it('refuses a file over 10 MB (413) every time, however the stream is cut, and keeps nothing of it', async () => {
    const target = await policy();
    // Sent whole and in chunks that end exactly at the limit: the parser's cut then falls between chunks.
    const big = samplePdf(POLICY_FILE_MAX_BYTES + 1);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const form = multipartFile('file', 'big.pdf', big);
      const payload = attempt === 0 ? form.payload : Readable.from(chunksEndingAt(form.payload, form.payload.indexOf(big) + POLICY_FILE_MAX_BYTES));
      const response = await server.injectAs(token, { method: 'POST', url: `${base}/${target.id}/uploadpolicy`, headers: form.headers, payload });
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe('"big.pdf" is too large. The policy document must be a PDF file of at most 10 MB.');
    }
    expect(existsSync(join(server.dataDir, 'files', 'policies', target.id))).toBe(false);
    expect(readdirSync(join(server.dataDir, 'files', 'tmp'))).toEqual([]);
  });

  it('takes a PDF of exactly 10 MB, and a new document replaces the old one on disk once recorded', async () => {
    const target = await policy();
    const url = `${base}/${target.id}/uploadpolicy`;
    const exact = await server.injectAs(token, { method: 'POST', url, ...multipartFile('file', 'exact.pdf', samplePdf(POLICY_FILE_MAX_BYTES)) });
    expect(exact.statusCode, exact.body).toBe(200);
    // The specification's field name is taken too.
    const again = await server.injectAs(token, { method: 'POST', url, ...multipartFile('policy', 'again.pdf', SAMPLE_PDF) });
    expect(again.statusCode, again.body).toBe(200);
    const kept = await server.app.db.selectFrom('stored_files').selectAll().where('owner_type', '=', 'policy').where('owner_id', '=', target.id).execute();
    expect(kept.map((file) => file.original_name)).toEqual(['again.pdf']);
    expect(readdirSync(join(server.dataDir, 'files', 'policies', target.id))).toEqual([kept[0]!.path.split('/').pop()]);
    const row = await server.app.db.selectFrom('policies').select('file_id').where('id', '=', target.id).executeTakeFirstOrThrow();
    expect(row.file_id).toBe(kept[0]!.id);
  });

  it('refuses a file in any other field (400 naming the field), keeping nothing', async () => {
    const target = await policy();
    const response = await server.injectAs(token, { method: 'POST', url: `${base}/${target.id}/uploadpolicy`, ...multipartFile('document', 'p.pdf', SAMPLE_PDF) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'file: Attach the policy document as "file"', fieldErrors: { file: 'Attach the policy document as "file"' } });
    expect(existsSync(join(server.dataDir, 'files', 'policies', target.id))).toBe(false);
  });

  it('e-mails a policy with a document and refuses one without (422), through the outbox', async () => {
    const withoutFile = await policy();
    const refused = await server.injectAs(token, { method: 'POST', url: `${base}/${withoutFile.id}/resendpolicy`, payload: {} });
    expect(refused.statusCode).toBe(422);
    await server.injectAs(token, { method: 'POST', url: `${base}/${withoutFile.id}/uploadpolicy`, ...multipartFile('file', 'p.pdf', SAMPLE_PDF) });
    const sent = await server.injectAs(token, { method: 'POST', url: `${base}/${withoutFile.id}/resendpolicy`, payload: { toEmail: 'copy@example.ae' } });
    expect(sent.statusCode).toBe(200);
    const sms = await server.injectAs(token, { method: 'POST', url: `${base}/${withoutFile.id}/sharepolicyviasms`, payload: { toMobileNumber: '0501112222' } });
    expect(sms.statusCode).toBe(200);
    const outbox = await server.app.db.selectFrom('outbox_messages').selectAll().orderBy('created_at').execute();
    expect(outbox.map((m) => [m.channel, m.recipient])).toEqual(expect.arrayContaining([['email', 'copy@example.ae'], ['sms', '+971501112222']]));
    expect(outbox.find((m) => m.channel === 'email')?.body).toContain(withoutFile.ref);
  });
});

describe('CSV export', () => {
  it('exports the current search with a header row, RFC 4180 quoting and defused formulas', async () => {
    await create({ ...zuleikha, fullName: '=HYPERLINK("http://x") Csvtest', email: 'csv.formula@example.ae', emiratesId: null });
    await create({ ...zuleikha, fullName: 'Khan, "Csvtest" Imran', email: 'csv.quote@example.ae', emiratesId: null, nationality: 'Pakistan' });
    const response = await server.injectAs(token, { method: 'POST', url: `${base}/exportuserscsv`, payload: { search: 'csvtest' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Name,Email,Mobile,Emirates ID,Nationality,Date of birth,Status,Signed up');
    expect(lines[1]).toMatch(/^"Khan, ""Csvtest"" Imran",csv\.quote@example\.ae,0580001234,,Pakistan,1990-05-01,Active,\d{4}-\d{2}-\d{2}$/);
    expect(lines[2]).toMatch(/^"'=HYPERLINK\(""http:\/\/x""\) Csvtest",/);
    expect(lines.slice(3)).toEqual(['']);
  });
});
