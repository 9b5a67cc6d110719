import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailResultSchema } from '../../../shared/contract/index.js';
import { productsResource } from '../../../shared/contract/products/index.js';
import { ProposalCreatedResultSchema, type Quote } from '../../../shared/contract/proposals/index.js';
import { QuoteDetailResultSchema } from '../../../shared/contract/quotations/index.js';
import { buildTestServer, createTestAccount, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { wizardBody } from '../../../tests/fixtures/proposals/wizardFixture.js';

const ProductResult = detailResultSchema(productsResource.schemas.record);
let server: TestServer;
let admin: string;
let quotes: Quote[];
let roadside: string;
let windscreen: string;
beforeAll(async () => {
  server = await buildTestServer();
  admin = await server.login();
  const created = await server.injectAs(admin, { method: 'POST', url: '/api/admin/proposals/generatenewquotes', payload: wizardBody('products@example.ae') });
  quotes = ProposalCreatedResultSchema.parse(created.json()).data.quotes;
  const product = async (productName: string, priceFils: number) => {
    const response = await server.injectAs(admin, { method: 'POST', url: '/api/admin/products/add-product', payload: { productName, priceFils, description: '<p>Add-on</p>' } });
    expect(response.statusCode, response.body).toBe(200);
    return ProductResult.parse(response.json()).data._id;
  };
  roadside = await product('Roadside assistance', 15_000);
  windscreen = await product('Windscreen cover', 9_950);
});
afterAll(async () => server.close());

const update = (quoteId: string, productIds: unknown, token = admin) =>
  server.injectAs(token, { method: 'POST', url: `/api/quotes/${quoteId}/updateaddons`, payload: { productIds } });
const detailOf = async (quoteId: string) =>
  QuoteDetailResultSchema.parse((await server.injectAs(admin, { method: 'GET', url: `/api/admin/customers/${quoteId}/getquotedetails` })).json()).data;
const vatOf = (fils: number) => Math.round(fils * 0.05);

describe('add-on products on a quote (updateaddons)', () => {
  it('adds products to the amount to pay with their VAT, records the purchases, and a repeat changes nothing', async () => {
    const quote = quotes[0]!;
    const before = await detailOf(quote._id);
    const response = await update(quote._id, [roadside, windscreen]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Add-on products updated');
    const after = await detailOf(quote._id);
    expect(after.quote.totalFils - before.quote.totalFils).toBe(15_000 + 9_950 + vatOf(15_000 + 9_950));
    expect(after.quote.lines.filter((line) => line.code === 'product').map((line) => [line.label, line.amountFils]))
      .toEqual([['Roadside assistance', 15_000], ['Windscreen cover', 9_950]]);
    expect(after.products.map((product) => product.productId)).toEqual([roadside, windscreen]);
    expect(after.payable.totalFils).toBe(after.quote.totalFils);
    expect(after.payable.premiumNonTaxableFils - after.payable.discountFils + after.payable.policyFeeFils + after.payable.vatFils).toBe(after.quote.totalFils);
    expect(after.edits[0]).toMatchObject({ field: 'products', beforeFils: before.quote.totalFils, afterFils: after.quote.totalFils, reason: 'Add-on products: Roadside assistance, Windscreen cover' });

    const customerAddons = await server.injectAs(admin, { method: 'GET', url: `/api/admin/customers/${quote.customerId}/getaddons` });
    expect((customerAddons.json().data as Array<{ productName: string; quoteRef: string }>).filter((addon) => addon.quoteRef === quote.ref).map((addon) => addon.productName).sort())
      .toEqual(['Roadside assistance', 'Windscreen cover']);

    const again = await update(quote._id, [roadside, windscreen]);
    expect(again.json().message).toMatch(/^No change/);
    const unchanged = await detailOf(quote._id);
    expect(unchanged.quote.totalFils).toBe(after.quote.totalFils);
    expect(unchanged.edits).toHaveLength(after.edits.length);
  });

  it('removes a product and its purchase, keeping the price a kept product was added at', async () => {
    const quote = quotes[1]!;
    await update(quote._id, [roadside, windscreen]);
    await server.injectAs(admin, { method: 'POST', url: `/api/admin/products/${roadside}`, payload: { productName: 'Roadside assistance', priceFils: 99_999, description: '<p>Add-on</p>' } });
    const response = await update(quote._id, [roadside]);
    expect(response.statusCode, response.body).toBe(200);
    const after = await detailOf(quote._id);
    expect(after.products).toEqual([{ productId: roadside, productName: 'Roadside assistance', priceFils: 15_000 }]);
    const none = await update(quote._id, []);
    expect(none.statusCode).toBe(200);
    const cleared = await detailOf(quote._id);
    expect(cleared.products).toEqual([]);
    expect(cleared.quote.lines.some((line) => line.code === 'product')).toBe(false);
    expect(cleared.edits[0]?.reason).toBe('Add-on products removed');
  });

  it('keeps the products when the engine prices the quote again', async () => {
    const quote = quotes.find((candidate) => candidate.insuranceType === 'comprehensive' && candidate._id !== quotes[0]!._id && candidate._id !== quotes[1]!._id)!;
    await update(quote._id, [windscreen]);
    const repriced = await server.injectAs(admin, { method: 'POST', url: `/api/admin/customers/${quote._id}/editvehiclevalue`, payload: { carValue: 78_000, reason: 'Valuation' } });
    expect(repriced.statusCode, repriced.body).toBe(200);
    const lines = (repriced.json().data as Quote).lines;
    expect(lines.filter((line) => line.code === 'product')).toEqual([{ code: 'product', label: 'Windscreen cover', amountFils: 9_950, detail: 'add-on product' }]);
    const subtotal = lines.filter((line) => line.code !== 'vat').reduce((sum, line) => sum + line.amountFils, 0);
    expect(lines.find((line) => line.code === 'vat')?.amountFils).toBe(vatOf(subtotal));
  });

  it('refuses unknown, disabled, repeated and too many products, naming productIds, and changes nothing', async () => {
    const quote = quotes[2]!;
    const before = await detailOf(quote._id);
    const unknown = await update(quote._id, ['no-such-product']);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('productIds: product no-such-product does not exist');
    await server.injectAs(admin, { method: 'POST', url: '/api/admin/products/product-status', payload: { productId: windscreen, isActive: false } });
    const disabled = await update(quote._id, [roadside, windscreen]);
    expect(disabled.statusCode).toBe(422);
    expect(disabled.json().message).toBe('productIds: Windscreen cover is disabled and cannot be sold');
    await server.injectAs(admin, { method: 'POST', url: '/api/admin/products/product-status', payload: { productId: windscreen, isActive: true } });
    const twice = await update(quote._id, [roadside, roadside]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toMatch(/productIds: a product is listed twice/);
    const many = await update(quote._id, Array.from({ length: 21 }, (_, i) => `p${i}`));
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toMatch(/productIds: at most 20 products/);
    expect((await update(quote._id, Array.from({ length: 20 }, (_, i) => `p${i}`))).statusCode).toBe(422);
    const notList = await update(quote._id, 'roadside');
    expect(notList.statusCode).toBe(400);
    const after = await detailOf(quote._id);
    expect(after.quote.totalFils).toBe(before.quote.totalFils);
    expect(after.products).toEqual([]);
  });

  it('refuses a paid quote and staff without quote.update', async () => {
    const quote = quotes[3]!;
    await server.app.db.updateTable('quotes').set({ payment_status: 'paid' }).where('id', '=', quote._id).execute();
    const paid = await update(quote._id, [roadside]);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe(`Quote ${quote.ref} is paid; it can no longer be edited.`);
    expect((await update('missing-quote', [roadside])).statusCode).toBe(404);
    const reader = await createTestAccount(server.app, { moduleAccess: { quote: { read: true } } });
    const refused = await update(quotes[4]!._id, [roadside], await server.login(reader.email));
    expect(refused.statusCode).toBe(403);
    expect((await detailOf(quotes[4]!._id)).products).toEqual([]);
  });
});
