import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProposalCreatedResultSchema, type Quote } from '../../../shared/contract/proposals/index.js';
import { QuoteDetailResultSchema, QuoteListResultSchema } from '../../../shared/contract/quotations/index.js';
import { buildTestServer, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { wizardBody } from '../../../tests/fixtures/proposals/wizardFixture.js';

const BASE = '/api/admin/customers';
let server: TestServer;
let admin: string;
let quotes: Quote[];
beforeAll(async () => {
  server = await buildTestServer();
  admin = await server.login();
  const created = await server.injectAs(admin, { method: 'POST', url: '/api/admin/proposals/generatenewquotes', payload: wizardBody('quotations@example.ae') });
  quotes = ProposalCreatedResultSchema.parse(created.json()).data.quotes;
});
afterAll(async () => server.close());

const send = (url: string, payload?: Record<string, unknown>, method: 'GET' | 'POST' = 'POST') => server.injectAs(admin, { method, url, ...(payload && { payload }) });

describe('quotations', () => {
  it('lists current quotes newest first, searched by quote ref and filtered by type', async () => {
    const quote = quotes[0]!;
    const byRef = QuoteListResultSchema.parse((await send(`${BASE}/filterallquotes?search=${quote.ref}`, {})).json());
    expect(byRef.data.map((q) => q._id)).toEqual([quote._id]);
    const comprehensive = QuoteListResultSchema.parse((await send(`${BASE}/filterallquotes?size=25`, { insuranceType: 'comprehensive' })).json());
    expect(comprehensive.data.every((q) => q.insuranceType === 'comprehensive')).toBe(true);
    const byProposal = QuoteListResultSchema.parse((await send(`${BASE}/filterallquotes?size=50&search=${quote.proposalRef}`, {})).json());
    expect(byProposal.pagination.totalItems).toBe(quotes.length);
  });

  it("keeps the list's total while no quote is written, and counts the new quotes of a proposal at once", async () => {
    const total = async () => QuoteListResultSchema.parse((await send(`${BASE}/filterallquotes`, {})).json()).pagination.totalItems;
    const before = await total();
    expect(await total()).toBe(before);
    const created = await server.injectAs(admin, { method: 'POST', url: '/api/admin/proposals/generatenewquotes', payload: wizardBody('quotations-total@example.ae') });
    const added = ProposalCreatedResultSchema.parse(created.json()).data.quotes.length;
    expect(added).toBeGreaterThan(0);
    expect(await total()).toBe(before + added);
  });

  it('edits the premium once, inside the regulated band, and keeps the edit in the history', async () => {
    const quote = quotes[0]!;
    const detail = QuoteDetailResultSchema.parse((await send(`${BASE}/${quote._id}/getquotedetails`, undefined, 'GET')).json()).data;
    const outside = await send(`${BASE}/${quote._id}/editprice`, { price: 1, reason: 'Insurer quote' });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().message).toMatch(/^price: .*outside the regulated band/);
    const newPrice = quote.priceFils / 100 + 10;
    const edited = await send(`${BASE}/${quote._id}/editprice`, { price: newPrice, reason: 'Insurer quote' });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = QuoteDetailResultSchema.parse((await send(`${BASE}/${quote._id}/getquotedetails`, undefined, 'GET')).json()).data;
    expect(after.quote.priceFils).toBe(quote.priceFils + 1000);
    expect(after.quote.totalFils).toBe(after.payable.premiumNonTaxableFils - after.payable.discountFils + after.payable.policyFeeFils + after.payable.vatFils);
    expect(after.edits[0]).toMatchObject({ field: 'price', beforeFils: detail.quote.priceFils, afterFils: quote.priceFils + 1000, reason: 'Insurer quote' });
    const twice = await send(`${BASE}/${quote._id}/editprice`, { price: newPrice, reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/Maximum editable limit exceeded!/);
  });

  it('sets the processing fee and recomputes VAT and the total', async () => {
    const quote = quotes[1]!;
    const response = await send(`${BASE}/${quote._id}/editquoteadminfees`, { adminFees: 0, reason: 'Paid to the company' });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as Quote;
    expect(data.adminFeeFils).toBe(0);
    expect(data.lines.some((line) => line.code === 'adminFee')).toBe(false);
  });

  it('re-prices a quote on a car value inside the accepted range only', async () => {
    const quote = quotes.find((q) => q.insuranceType === 'comprehensive')!;
    const far = await send(`${BASE}/${quote._id}/editvehiclevalue`, { carValue: 1_000_000, reason: 'Valuation' });
    expect(far.statusCode).toBe(422);
    expect(far.json().message).toMatch(/^carValue: .*outside the accepted value range/);
    const near = await send(`${BASE}/${quote._id}/editvehiclevalue`, { carValue: 78_000, reason: 'Valuation' });
    expect(near.statusCode, near.body).toBe(200);
    expect((near.json().data as Quote).valueFils).toBe(7_800_000);
  });
});
