import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listResultSchema, detailResultSchema, ImageDataResultSchema } from '../../../shared/contract/index.js';
import { productsResource } from '../../../shared/contract/products/index.js';
import { SAMPLE_PDF, buildTestServer, multipartFile, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { DEMO_AGENT_EMAIL } from '../../demo/seedDemo.js';
import { SAMPLE_PNG, samplePng } from '../../../tests/fixtures/uploads/sampleFiles.js';

const BASE = '/api/admin/products';
const ProductList = listResultSchema(productsResource.schemas.record);
const ProductResult = detailResultSchema(productsResource.schemas.record);

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 0 } });
  admin = await server.login();
});
afterAll(async () => server.close());

const send = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => server.injectAs(admin, { method, url, ...(payload && { payload }) });
const body = (overrides: Record<string, unknown> = {}) => ({ productName: 'Roadside assistance', priceFils: 15_000, description: '<p>Towing <strong>anywhere</strong> in the UAE</p>', ...overrides });
const create = async (overrides: Record<string, unknown> = {}) => {
  const response = await send('POST', `${BASE}/add-product`, body(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return ProductResult.parse(response.json()).data;
};
const list = async (query = '') => ProductList.parse((await send('GET', `${BASE}/get-product${query}`)).json());

describe('products (the resource kit)', () => {
  it('creates a product, enabled by default, and reads it back', async () => {
    const product = await create();
    expect(product).toMatchObject({ productName: 'Roadside assistance', priceFils: 15_000, isActive: true, icon: null });
    expect(ProductResult.parse((await send('GET', `${BASE}/${product._id}`)).json()).data).toEqual(product);
  });

  it('keeps only the allowed formatting of a description: no script, no handlers, no javascript: links', async () => {
    const product = await create({
      productName: 'Pasted text',
      description: '<p onclick="steal()">Cover<script>alert(1)</script></p><a href="javascript:alert(1)">terms</a><img src=x onerror=alert(1)>',
    });
    expect(product.description).toBe('<p>Cover</p><a target="_blank" rel="noopener noreferrer">terms</a>');
    const edited = ProductResult.parse((await send('POST', `${BASE}/${product._id}`, { productName: 'Pasted text', priceFils: 100, description: '<h2 style="x">Ok</h2>' })).json()).data;
    expect(edited.description).toBe('<h2>Ok</h2>');
  });

  it('takes a price from 1 fils to AED 100,000 and refuses 0, negatives, fractions of a fils and more', async () => {
    expect((await create({ productName: 'Cheapest', priceFils: 1 })).priceFils).toBe(1);
    expect((await create({ productName: 'Dearest', priceFils: 10_000_000 })).priceFils).toBe(10_000_000);
    for (const [priceFils, message] of [[0, 'Price must be more than 0'], [-5, 'Price must be more than 0'], [10.5, 'Price must be whole fils'], [10_000_001, 'Price is at most AED 100,000']] as const) {
      const response = await send('POST', `${BASE}/add-product`, body({ productName: `Bad ${priceFils}`, priceFils }));
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({ priceFils: message });
    }
  });

  it('refuses a blank name and an empty description, naming each field', async () => {
    const response = await send('POST', `${BASE}/add-product`, body({ productName: '  ', description: '<p></p>' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ productName: 'Product name is required', description: 'Description is required' });
  });

  it('refuses a second live product of the same name with 409, and frees the name once it is removed', async () => {
    const first = await create({ productName: 'Windscreen cover' });
    const again = await send('POST', `${BASE}/add-product`, body({ productName: 'Windscreen cover' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A product with this name already exists');
    expect((await send('DELETE', `${BASE}/${first._id}`)).json()).toEqual({ success: true, message: 'Product removed' });
    expect((await send('GET', `${BASE}/${first._id}`)).statusCode).toBe(404);
    expect((await list('?search=Windscreen')).data).toEqual([]);
    expect((await create({ productName: 'Windscreen cover' })).productName).toBe('Windscreen cover');
  });

  it('changes only what an edit gives', async () => {
    const product = await create({ productName: 'Replacement car' });
    const response = await send('POST', `${BASE}/${product._id}`, { productName: 'Replacement car (7 days)', priceFils: 20_000, description: product.description });
    expect(ProductResult.parse(response.json()).data).toMatchObject({ productName: 'Replacement car (7 days)', priceFils: 20_000, isActive: true });
    const missing = await send('POST', `${BASE}/${product._id}`, { priceFils: 5 });
    expect(missing.statusCode).toBe(400);
  });

  it('switches the status with the product id in the body, and lists by status, name and price', async () => {
    const product = await create({ productName: 'Off-road cover', priceFils: 99_900 });
    const off = await send('POST', `${BASE}/product-status`, { productId: product._id, isActive: false });
    expect(off.json()).toMatchObject({ success: true, message: 'Product disabled', data: { isActive: false } });
    expect((await list('?isActive=false&size=100')).data.map((row) => row.productName)).toEqual(['Off-road cover']);
    expect((await list('?isActive=true&size=100')).data.map((row) => row.productName)).not.toContain('Off-road cover');
    expect((await send('GET', `${BASE}/get-product?isActive=maybe`)).statusCode).toBe(400);
    expect((await send('POST', `${BASE}/product-status`, { productId: 'nope', isActive: true })).statusCode).toBe(404);
    const byPrice = (await list('?sortField=priceFils&sortDirection=desc&size=3')).data.map((row) => row.priceFils);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => b - a));
    expect((await list('?search=off-ROAD')).data.map((row) => row.productName)).toEqual(['Off-road cover']);
  });

  it('takes an icon checked by its content, serves it back, and replaces it', async () => {
    const product = await create({ productName: 'Icon test' });
    const upload = (fileName: string, bytes: Buffer, mimeType: string) => {
      const form = multipartFile('file', fileName, bytes, mimeType);
      return server.injectAs(admin, { method: 'POST', url: `${BASE}/${product._id}/images/icon`, payload: form.payload, headers: form.headers });
    };
    expect((await send('GET', `${BASE}/${product._id}/images/icon`)).statusCode).toBe(404);
    const first = await upload('icon.png', SAMPLE_PNG, 'image/png');
    expect(first.statusCode, first.body).toBe(200);
    const url = ProductResult.parse(first.json()).data.icon;
    expect(url).toMatch(new RegExp(`^/api/admin/products/${product._id}/images/icon\\?v=[0-9a-z_-]+\\.png$`, 'i'));
    expect(ImageDataResultSchema.parse((await send('GET', `${BASE}/${product._id}/images/icon`)).json()).data.dataUrl).toBe(`data:image/png;base64,${SAMPLE_PNG.toString('base64')}`);
    const renamed = await upload('icon.png', SAMPLE_PDF, 'image/png');
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().message).toMatch(/Icons must be PNG, JPG or WebP images of at most 2 MB/);
    expect((await upload('huge.png', samplePng(2 * 1024 * 1024 + 1), 'image/png')).statusCode).toBe(413);
    expect(ProductResult.parse((await send('GET', `${BASE}/${product._id}`)).json()).data.icon).toBe(url);
    const second = ProductResult.parse((await upload('again.png', samplePng(1000), 'image/png')).json()).data.icon;
    expect(second).not.toBe(url);
    expect(await readdir(join(server.dataDir, 'files', 'products', product._id))).toHaveLength(1);
    expect((await send('GET', `${BASE}/${product._id}/images/banner`)).statusCode).toBe(400);
  });

  it('refuses products to an account without the product flags', async () => {
    const agent = await server.login(DEMO_AGENT_EMAIL);
    const response = await server.injectAs(agent, { method: 'GET', url: `${BASE}/get-product` });
    expect(response.statusCode).toBe(403);
    expect((await server.injectAs(agent, { method: 'POST', url: `${BASE}/add-product`, payload: body({ productName: 'Sneaky' }) })).statusCode).toBe(403);
  });
});
