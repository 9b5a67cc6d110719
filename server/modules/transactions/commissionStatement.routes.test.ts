import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthPayableResultSchema } from '../../../shared/contract/health-proposals/index.js';
import {
  CommissionStatementResultSchema, TransactionDetailResultSchema, TransactionListResultSchema, type CommissionStatementTotals, type SaleBreakdown,
} from '../../../shared/contract/transactions/index.js';
import { dubaiDate } from '../../../shared/domain/dubaiDay.js';
import { percentOf } from '../../../shared/domain/money.js';
import { createSaleFixture } from '../../../tests/fixtures/payments/salesFixture.js';
import { SAMPLE_PNG } from '../../../tests/fixtures/uploads/sampleFiles.js';
import { SAMPLE_PDF, buildTestServer, createTestAccount, multipartForm, signInWith, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { routeCalls } from '../../../tests/helpers/routeCalls.js';

const HEALTH = '/api/admin/health/healthtransaction';
const STATEMENT = '/api/admin/transactions/commissionstatement';
const STATEMENT_CSV = '/api/admin/transactions/commissionstatementcsv';

let server: TestServer;
let admin: string;
let agentId: string;
beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 2 } });
  admin = await server.login();
  // The agent the proposals are assigned to earns 10 % of motor's net commission and 20 % of health's.
  const agent = await createTestAccount(server.app, { email: 'commission-agent@brokerdesk.test' });
  await server.app.db.updateTable('accounts').set({ auto_commission: 10, health_commission: 20 }).where('id', '=', agent.id).execute();
  agentId = agent.id;
});
afterAll(async () => server.close());

const { send, ok } = routeCalls(() => server, () => admin);

/** A sale of `line` assigned to the agent and paid by bank transfer: its transaction, policy and quote. */
async function paidSale(line: 'motor' | 'health', n: number) {
  const sale = await createSaleFixture(server.app, { line });
  await server.app.db.updateTable('proposals').set({ assigned_to: agentId }).where('id', '=', sale.proposalId).execute();
  const path = line === 'health' ? `/api/admin/health/healthquote/${sale.quoteIds[0]}/paybylink` : `/api/quotes/${sale.quoteIds[0]}/paybylink`;
  const paid = await send('POST', path, { paidBy: 'CRM - Bank transfer', orderRef: `BANK-${n}` });
  expect(paid.statusCode, paid.body).toBe(200);
  const transaction = await server.app.db.selectFrom('transactions').select(['id', 'ref', 'policy_id', 'created_at'])
    .where('customer_id', '=', sale.customerId).executeTakeFirstOrThrow();
  return { ...transaction, sale, quoteId: sale.quoteIds[0]! };
}

const around = () => ({ startDate: new Date(Date.now() - 60_000).toISOString(), endDate: new Date(Date.now() + 60_000).toISOString() });
const statement = async (body: object) => CommissionStatementResultSchema.parse(await ok('POST', STATEMENT, body)).data;
const FIGURES = ['basePremiumFils', 'grandTotalFils', 'commissionFils', 'commissionFromInsurerFils', 'netPayableToInsurerFils', 'netCommissionFils', 'agentCommissionFils'] as const;
function summed(breakdowns: SaleBreakdown[]): CommissionStatementTotals {
  const totals = { policies: breakdowns.length } as CommissionStatementTotals;
  for (const figure of FIGURES) totals[figure] = breakdowns.reduce((sum, breakdown) => sum + breakdown[figure], 0);
  return totals;
}

describe('the transaction breakdown and the commission statement', () => {
  it("shows a health transaction's breakdown equal to the payable details its quote showed, with the insurer's documents", async () => {
    const sale = await paidSale('health', 1);
    const payable = HealthPayableResultSchema.parse(await ok('GET', `/api/admin/health/healthquote/${sale.quoteId}/healthquotepayabledetails`)).data;
    const detail = TransactionDetailResultSchema.parse(await ok('GET', `${HEALTH}/${sale.id}/gettransactiondetails`)).data;
    const breakdown = detail.breakdown!;
    expect(breakdown).toMatchObject({
      basePremiumFils: payable.premiumFils, discountFils: payable.discountFils, agentSellingPriceFils: payable.agentSellingPriceFils, vatFils: payable.vatFils,
      otherFeesFils: payable.icpFeeFils + payable.basmahFeeFils, grandTotalFils: payable.totalFils, agentSharePercent: 20,
    });
    expect(breakdown.grandTotalFils).toBe(detail.amountFils);
    expect(breakdown.commissionPercent).toBeGreaterThan(0);
    expect(breakdown.commissionFils).toBe(percentOf(payable.premiumFils, breakdown.commissionPercent));
    expect(breakdown.agentCommissionFils).toBe(percentOf(breakdown.netCommissionFils, 20));
    expect(breakdown.netPayableToInsurerFils).toBe(payable.totalFils - breakdown.netCommissionFils);

    // The fixture captured the insurer's tax invoice and credit note on the quote: the policy took their numbers, the files stay the quote's.
    expect(detail.documents.map((document) => document.document)).toEqual(['creditNote', 'debitNote', 'taxInvoice']);
    const [creditNote, debitNote, taxInvoice] = detail.documents;
    expect(creditNote).toMatchObject({ label: 'Credit Note', number: expect.any(String), file: { quoteId: sale.quoteId, fileName: expect.any(String) } });
    expect(taxInvoice).toMatchObject({ label: 'Tax Invoice', number: expect.any(String), file: { quoteId: sale.quoteId } });
    expect(debitNote).toMatchObject({ label: 'Debit Note', number: null, file: null });

    // A policy without its quote (an imported one) has nothing to work the money out from.
    await server.app.db.updateTable('policies').set({ quote_id: null }).where('id', '=', sale.policy_id).execute();
    const bare = TransactionDetailResultSchema.parse(await ok('GET', `${HEALTH}/${sale.id}/gettransactiondetails`)).data;
    expect(bare.breakdown).toBeNull();
    expect(bare.documents.every((document) => document.file === null)).toBe(true);
    await server.app.db.updateTable('policies').set({ quote_id: sale.quoteId }).where('id', '=', sale.policy_id).execute();
  });

  it("sums the policies' breakdowns per insurer and Dubai month, to the fils of the transactions list over the same range", async () => {
    const before = new Date().toISOString();
    await paidSale('health', 2);
    await paidSale('health', 3);
    const motor = await paidSale('motor', 4);
    // The motor insurer's comprehensive rate is 15 %: motor quotes keep no rate of their own.
    const company = await server.app.db.selectFrom('insurance_companies').select('line_settings').where('id', '=', motor.sale.companyId).executeTakeFirstOrThrow();
    const settings = JSON.parse(company.line_settings) as { motorInsurance: Record<string, unknown> };
    await server.app.db.updateTable('insurance_companies')
      .set({ line_settings: JSON.stringify({ ...settings, motorInsurance: { ...settings.motorInsurance, commissionComprehensive: 15 } }) })
      .where('id', '=', motor.sale.companyId).execute();
    const range = { startDate: before, endDate: new Date(Date.now() + 60_000).toISOString() };

    // A later part payment of a counted policy and a refund record add nothing: each policy counts once.
    const at = new Date().toISOString();
    await server.app.db.insertInto('transactions').values([
      { id: 'extra-success', ref: 'TRX-900001', customer_id: motor.sale.customerId, policy_id: motor.policy_id, amount_fils: 100_00, paid_by: 'CRM - Bank transfer', status: 'SUCCESS', created_at: at, updated_at: at },
      { id: 'extra-refund', ref: 'TRX-900002', customer_id: motor.sale.customerId, policy_id: motor.policy_id, amount_fils: 100_00, paid_by: 'CRM - Link', status: 'REFUND_PENDING', created_at: at, updated_at: at },
    ]).execute();

    const listed = TransactionListResultSchema.parse(await ok('POST', `${HEALTH}/gettransactions?size=100`, range)).data;
    expect(listed).toHaveLength(2);
    const details = await Promise.all(listed.map(async (row) => TransactionDetailResultSchema.parse(await ok('GET', `${HEALTH}/${row._id}/gettransactiondetails`)).data));
    const health = await statement({ ...range, line: 'health' });
    expect(health.totals).toEqual(summed(details.map((detail) => detail.breakdown!)));
    expect(health.totals.agentCommissionFils).toBeGreaterThan(0);
    expect(health.rows).toHaveLength(1);
    expect(health.rows[0]).toEqual({ companyName: details[0]!.policy!.companyName, month: dubaiDate(new Date()).slice(0, 7), ...health.totals });

    const motorOnly = await statement({ ...range, line: 'motor' });
    const quote = await server.app.db.selectFrom('quotes').select(['price_fils', 'total_fils', 'admin_fee_fils']).where('id', '=', motor.quoteId).executeTakeFirstOrThrow();
    const commission = percentOf(quote.price_fils, 15);
    const netCommission = commission + quote.admin_fee_fils;
    expect(motorOnly.totals).toEqual({
      policies: 1, basePremiumFils: quote.price_fils, grandTotalFils: quote.total_fils, commissionFils: commission, commissionFromInsurerFils: commission,
      netPayableToInsurerFils: quote.total_fils - netCommission, netCommissionFils: netCommission, agentCommissionFils: percentOf(netCommission, 10),
    });

    const all = await statement(range);
    expect(all.rows).toHaveLength(2);
    for (const figure of ['policies', ...FIGURES] as const) expect(all.totals[figure]).toBe(health.totals[figure] + motorOnly.totals[figure]);
    // A range before any sale finds none.
    expect(await statement({ startDate: '2020-01-01T00:00:00.000Z', endDate: '2020-12-31T23:59:59.999Z' }))
      .toEqual({ rows: [], totals: { policies: 0, basePremiumFils: 0, grandTotalFils: 0, commissionFils: 0, commissionFromInsurerFils: 0, netPayableToInsurerFils: 0, netCommissionFils: 0, agentCommissionFils: 0 } });

    const csv = await send('POST', STATEMENT_CSV, { ...range, line: 'motor' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('Month,Insurance company,Policies,Base premium (AED),Grand total (AED),Total commission (AED),Commission earned (AED),'
      + 'Net payable to insurance company (AED),Net commission (AED),Agent commission (AED)');
    expect(lines[1]).toBe(`${dubaiDate(new Date()).slice(0, 7)},${motor.sale.companyName},1,${(quote.price_fils / 100).toFixed(2)},${(quote.total_fils / 100).toFixed(2)},`
      + `${(commission / 100).toFixed(2)},${(commission / 100).toFixed(2)},${((quote.total_fils - netCommission) / 100).toFixed(2)},${(netCommission / 100).toFixed(2)},`
      + `${(percentOf(netCommission, 10) / 100).toFixed(2)}`);
    expect(lines[2]).toMatch(/^Total,,1,/);
    expect(lines).toHaveLength(3);
  });

  it('refuses a range ending before it starts or longer than five years, naming the field, and takes both limits', async () => {
    const refusal = async (body: object) => {
      const response = await send('POST', STATEMENT, body);
      return { status: response.statusCode, message: response.json<{ message: string }>().message };
    };
    const start = '2021-03-01T00:00:00.000Z';
    expect(await refusal({ startDate: start, endDate: '2021-02-28T23:59:59.999Z' })).toEqual({ status: 400, message: expect.stringMatching(/^endDate/) });
    expect((await send('POST', STATEMENT, { startDate: start, endDate: start })).statusCode).toBe(200);
    expect((await send('POST', STATEMENT, { startDate: start, endDate: '2026-03-01T00:00:00.000Z' })).statusCode).toBe(200);
    expect(await refusal({ startDate: start, endDate: '2026-03-01T00:00:00.001Z' })).toEqual({ status: 400, message: expect.stringMatching(/^endDate/) });
    expect(await refusal({ endDate: start })).toEqual({ status: 400, message: expect.stringMatching(/^startDate/) });
    expect(await refusal({ ...around(), line: 'travel' })).toEqual({ status: 400, message: expect.stringMatching(/^line/) });
    expect((await send('POST', STATEMENT_CSV, { startDate: start, endDate: '2020-01-01T00:00:00.000Z' })).statusCode).toBe(400);
  });

  it("keeps the policy's commission invoice number and file, replaced whole by a new upload, the number also editable on the policy", async () => {
    const sale = await paidSale('health', 5);
    const upload = (fields: Record<string, string>, file?: { name: string; bytes: Buffer; type: string }, as = admin) => server.injectAs(as, {
      method: 'PUT', url: `${HEALTH}/${sale.id}/commissioninvoice`, ...multipartForm(fields, file ? [{ field: 'file', ...file }] : []),
    });
    const invoices = async () => server.app.db.selectFrom('policy_commission_invoices').selectAll().where('policy_id', '=', sale.policy_id!).execute();
    const before = TransactionDetailResultSchema.parse(await ok('GET', `${HEALTH}/${sale.id}/gettransactiondetails`)).data;
    expect(before.commissionInvoice).toEqual({ number: null, file: null });
    expect((await send('GET', `${HEALTH}/${sale.id}/commissioninvoice`)).statusCode).toBe(404);

    // Without its number, nothing is kept.
    const unnamed = await upload({}, { name: 'invoice.pdf', bytes: SAMPLE_PDF, type: 'application/pdf' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json<{ message: string }>().message).toMatch(/^commissionInvoiceNumber/);
    expect(await invoices()).toEqual([]);

    const saved = await upload({ commissionInvoiceNumber: 'CI-2026-0042' }, { name: 'invoice.pdf', bytes: SAMPLE_PDF, type: 'application/pdf' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(TransactionDetailResultSchema.parse(saved.json()).data.commissionInvoice).toEqual({
      number: 'CI-2026-0042', file: { fileName: 'invoice.pdf', mimeType: 'application/pdf', size: SAMPLE_PDF.length, uploadedAt: expect.any(String) },
    });
    const file = await send('GET', `${HEALTH}/${sale.id}/commissioninvoice`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(SAMPLE_PDF)).toBe(true);

    const replaced = await upload({ commissionInvoiceNumber: 'CI-2026-0043' }, { name: 'invoice.png', bytes: SAMPLE_PNG, type: 'image/png' });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await invoices()).toMatchObject([{ file_name: 'invoice.png', mime_type: 'image/png' }]);
    expect((await send('GET', `${HEALTH}/${sale.id}/commissioninvoice`)).rawPayload.equals(SAMPLE_PNG)).toBe(true);

    // FIELDS.md's `updatepolicydetails` edits the number the transaction page shows.
    const edited = await send('POST', `/api/admin/health/healthpolicy/${sale.policy_id}/updatepolicydetails`, { commissionInvoiceNumber: 'CI-2026-0044' });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = TransactionDetailResultSchema.parse(await ok('GET', `${HEALTH}/${sale.id}/gettransactiondetails`)).data;
    expect(after.commissionInvoice).toMatchObject({ number: 'CI-2026-0044', file: { fileName: 'invoice.png' } });

    const motor = await paidSale('motor', 6);
    expect((await server.injectAs(admin, {
      method: 'PUT', url: `${HEALTH}/${motor.id}/commissioninvoice`, ...multipartForm({ commissionInvoiceNumber: 'CI-1' }, [{ field: 'file', name: 'i.pdf', bytes: SAMPLE_PDF }]),
    })).statusCode).toBe(404);
    const reader = await signInWith(server, { healthQuote: { read: true } });
    expect((await upload({ commissionInvoiceNumber: 'CI-9' }, { name: 'invoice.pdf', bytes: SAMPLE_PDF, type: 'application/pdf' }, reader)).statusCode).toBe(403);
    expect((await send('GET', `${HEALTH}/${sale.id}/commissioninvoice`, undefined, reader)).statusCode).toBe(200);
  });

  it('needs the transactions module: health readers are refused, transaction readers are not', async () => {
    const healthReader = await signInWith(server, { healthQuote: { read: true } });
    expect((await send('POST', STATEMENT, around(), healthReader)).statusCode).toBe(403);
    expect((await send('POST', STATEMENT_CSV, around(), healthReader)).statusCode).toBe(403);
    const finance = await signInWith(server, { transaction: { read: true } });
    expect((await send('POST', STATEMENT, around(), finance)).statusCode).toBe(200);
    expect((await send('POST', STATEMENT_CSV, around(), finance)).statusCode).toBe(200);
  });
});
