import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSURER_DOCUMENTS_MISSING, InsurerDocumentsResultSchema } from '../../../shared/contract/health-proposals/index.js';
import { PolicyFinanceSchema } from '../../../shared/contract/policies/index.js';
import { resolveStoredPath } from '../../services/storage/storedPath.js';
import { PaymentResultSchema } from '../../../shared/contract/payments/index.js';
import { buildTestServer, createTestAccount, multipartForm, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { routeCalls } from '../../../tests/helpers/routeCalls.js';
import { createSaleFixture } from '../../../tests/fixtures/payments/salesFixture.js';
import { SAMPLE_PDF, SAMPLE_PNG } from '../../../tests/fixtures/uploads/sampleFiles.js';

const BASE = '/api/admin/health/healthquote';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 2 } });
  admin = await server.login();
});
afterAll(async () => server.close());

const { send, ok } = routeCalls(() => server, () => admin);

/** A health quote with its members' documents uploaded and no insurer documents yet. */
async function healthQuote() {
  const sale = await createSaleFixture(server.app, { line: 'health', insurerDocuments: false });
  return sale.quoteIds[0]!;
}

let variant = 0;
const pdf = () => ({ field: 'file', name: 'invoice.pdf', bytes: Buffer.concat([SAMPLE_PDF, Buffer.from(`% ${++variant}\n`)]) });

function capture(quoteId: string, fields: Record<string, string>, file: { field: string; name: string; bytes: Buffer; type?: string } | null = pdf(), token = admin) {
  return server.injectAs(token, { method: 'PUT', url: `${BASE}/${quoteId}/updatequotedetails`, ...multipartForm(fields, file ? [file] : []) });
}

async function captured(quoteId: string, fields: Record<string, string>) {
  const response = await capture(quoteId, fields);
  expect(response.statusCode, response.body).toBe(200);
  return InsurerDocumentsResultSchema.parse(response.json());
}

const stored = async (quoteId: string) => server.app.db.selectFrom('quote_insurer_documents').selectAll().where('quote_id', '=', quoteId).orderBy('document').execute();
const bankTransfer = (quoteId: string, orderRef: string) => send('POST', `${BASE}/${quoteId}/paybylink`, { paidBy: 'CRM - Bank transfer', orderRef });

describe("the insurer's tax invoice and credit note of a health quote", () => {
  it('captures both with number, date and file, lists them, serves the files and replaces one sent again', async () => {
    const quoteId = await healthQuote();
    const empty = InsurerDocumentsResultSchema.parse(await ok('GET', `${BASE}/${quoteId}/insurerdocuments`)).data;
    expect(empty).toEqual({ quoteId, documents: [], missingMessage: INSURER_DOCUMENTS_MISSING });

    const first = await captured(quoteId, { document: 'creditNote', number: 'CN-2001', date: '2026-11-20' });
    expect(first.message).toBe('Credit Note saved');
    expect(first.data.missingMessage).toBe(INSURER_DOCUMENTS_MISSING);
    const both = await captured(quoteId, { document: 'taxInvoice', number: ' TI-1001 ', date: '2026-11-21T00:00:00.000Z' });
    expect(both.data.missingMessage).toBeNull();
    // The tax invoice first, whatever the order they came in; the number trimmed, the date a day.
    expect(both.data.documents.map(({ document, number, date, fileName, mimeType }) => ({ document, number, date, fileName, mimeType }))).toEqual([
      { document: 'taxInvoice', number: 'TI-1001', date: '2026-11-21', fileName: 'invoice.pdf', mimeType: 'application/pdf' },
      { document: 'creditNote', number: 'CN-2001', date: '2026-11-20', fileName: 'invoice.pdf', mimeType: 'application/pdf' },
    ]);

    const download = await send('GET', `${BASE}/${quoteId}/insurerdocuments/taxInvoice`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Sent again: the new number and file, the old file gone from disk, one row per document.
    const before = (await stored(quoteId)).find((row) => row.document === 'taxInvoice')!;
    await captured(quoteId, { document: 'taxInvoice', number: 'TI-1002', date: '2026-11-22' });
    const after = await stored(quoteId);
    expect(after.map((row) => [row.document, row.number])).toEqual([['creditNote', 'CN-2001'], ['taxInvoice', 'TI-1002']]);
    expect(existsSync(resolveStoredPath(server.filesDir, before.path))).toBe(false);
    expect(existsSync(resolveStoredPath(server.filesDir, after.find((row) => row.document === 'taxInvoice')!.path))).toBe(true);

    const proposalId = (await server.app.db.selectFrom('quotes').select('proposal_id').where('id', '=', quoteId).executeTakeFirstOrThrow()).proposal_id;
    const history = await server.app.db.selectFrom('history').select(['action', 'detail', 'line']).where('entity_id', '=', proposalId).orderBy('created_at').execute();
    expect(history.slice(-3)).toEqual([
      { action: 'Credit Note captured', detail: 'CN-2001 dated 2026-11-20', line: 'health' },
      { action: 'Tax Invoice captured', detail: 'TI-1001 dated 2026-11-21', line: 'health' },
      { action: 'Tax Invoice replaced', detail: 'TI-1002 dated 2026-11-22', line: 'health' },
    ]);
  });

  it('refuses bad fields and files naming them, keeping nothing', async () => {
    const quoteId = await healthQuote();
    const cases: Array<[Record<string, string>, string]> = [
      [{ number: 'TI-1', date: '2026-11-20' }, 'document'],
      [{ document: 'debitNote', number: 'TI-1', date: '2026-11-20' }, 'document'],
      [{ document: 'taxInvoice', number: '  ', date: '2026-11-20' }, 'number'],
      [{ document: 'taxInvoice', number: 'x'.repeat(61), date: '2026-11-20' }, 'number'],
      [{ document: 'taxInvoice', number: 'TI-1', date: '20/11/2026' }, 'date'],
    ];
    for (const [fields, field] of cases) {
      const refused = await capture(quoteId, fields);
      expect(refused.statusCode, JSON.stringify(fields)).toBe(400);
      expect(refused.json<{ message: string }>().message).toMatch(new RegExp(`^${field}`));
    }
    // 60 characters is the longest number taken.
    expect((await capture(quoteId, { document: 'taxInvoice', number: 'x'.repeat(60), date: '2026-11-20' })).statusCode).toBe(200);
    await server.app.db.deleteFrom('quote_insurer_documents').where('quote_id', '=', quoteId).execute();

    const fields = { document: 'taxInvoice', number: 'TI-1', date: '2026-11-20' };
    expect((await capture(quoteId, fields, null)).statusCode).toBe(400);
    const renamed = await capture(quoteId, fields, { field: 'file', name: 'invoice.pdf', bytes: SAMPLE_PNG, type: 'application/pdf' });
    expect(renamed.statusCode).toBe(415);
    const excel = await capture(quoteId, fields, { field: 'file', name: 'invoice.xlsx', bytes: Buffer.from('PK\u0003\u0004rest'), type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    expect(excel.statusCode).toBe(415);
    expect(await stored(quoteId)).toEqual([]);
  });

  it('finds only health quotes, and needs the health quote module to read and to capture', async () => {
    const motor = (await createSaleFixture(server.app)).quoteIds[0]!;
    expect((await capture(motor, { document: 'taxInvoice', number: 'TI-1', date: '2026-11-20' })).statusCode).toBe(404);
    expect((await send('GET', `${BASE}/${motor}/insurerdocuments`)).statusCode).toBe(404);
    const quoteId = await healthQuote();
    expect((await send('GET', `${BASE}/${quoteId}/insurerdocuments/creditNote`)).statusCode).toBe(404);

    await createTestAccount(server.app, { email: 'health-reader@brokerdesk.test', moduleAccess: { healthQuote: { read: true } } });
    const reader = await server.login('health-reader@brokerdesk.test');
    expect((await send('GET', `${BASE}/${quoteId}/insurerdocuments`, undefined, reader)).statusCode).toBe(200);
    expect((await capture(quoteId, { document: 'taxInvoice', number: 'TI-1', date: '2026-11-20' }, pdf(), reader)).statusCode).toBe(403);
    await createTestAccount(server.app, { email: 'motor-only@brokerdesk.test', moduleAccess: { quote: { read: true, update: true } } });
    const motorOnly = await server.login('motor-only@brokerdesk.test');
    expect((await send('GET', `${BASE}/${quoteId}/insurerdocuments`, undefined, motorOnly)).statusCode).toBe(403);
  });

  it('refuses a bank transfer or a payment to the insurer until both are captured, not a card link, and the policy takes their numbers', async () => {
    const quoteId = await healthQuote();
    const refused = await bankTransfer(quoteId, 'BANK-I1');
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ message: string }>().message).toBe(INSURER_DOCUMENTS_MISSING);
    const direct = await server.injectAs(admin, {
      method: 'POST', url: `${BASE}/${quoteId}/paybylink`,
      ...multipartForm({ paidBy: 'CRM - Direct to insurance company', orderRef: 'TRX-I1', proofAmount: '26.25' }, [{ field: 'proofOfPayment', name: 'proof.pdf', bytes: SAMPLE_PDF }]),
    });
    expect(direct.statusCode).toBe(422);
    expect(direct.json<{ message: string }>().message).toBe(INSURER_DOCUMENTS_MISSING);
    await captured(quoteId, { document: 'taxInvoice', number: 'TI-3001', date: '2026-11-20' });
    expect((await bankTransfer(quoteId, 'BANK-I2')).statusCode).toBe(422);
    expect(await server.app.db.selectFrom('payments').select('id').where('quote_id', '=', quoteId).execute()).toEqual([]);

    // A card link is the customer paying the broker: no insurer documents are asked for.
    const other = await healthQuote();
    expect((await send('POST', `${BASE}/${other}/payment`, { paidBy: 'CRM - Admin' })).statusCode).toBe(200);

    await captured(quoteId, { document: 'creditNote', number: 'CN-3001', date: '2026-11-19' });
    const paid = PaymentResultSchema.parse((await bankTransfer(quoteId, 'BANK-I3')).json()).data;
    expect(paid.status).toBe('paid');
    const policy = await server.app.db.selectFrom('policies').select('finance').where('quote_id', '=', quoteId).executeTakeFirstOrThrow();
    expect(PolicyFinanceSchema.parse(JSON.parse(policy.finance))).toEqual({ taxInvoice: 'TI-3001', taxInvoiceDate: '2026-11-20', creditNote: 'CN-3001', creditNoteDate: '2026-11-19' });
  });
});
