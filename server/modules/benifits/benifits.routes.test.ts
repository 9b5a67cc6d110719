import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benifitsResource } from '../../../shared/contract/benifits/index.js';
import { detailResultSchema, listResultSchema } from '../../../shared/contract/index.js';
import { buildTestServer, type TestServer } from '../../../tests/helpers/buildTestServer.js';

const BASE = '/api/admin/benifits';
const BenefitResult = detailResultSchema(benifitsResource.schemas.record);
const BenefitList = listResultSchema(benifitsResource.schemas.record);

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 0 } });
  admin = await server.login();
});
afterAll(async () => server.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => server.injectAs(admin, { method, url, ...(payload && { payload }) });
const body = (overrides: Record<string, unknown> = {}) => ({ name: 'Roadside assistance', description: 'Towing and battery boost, day and night', limitType: 'boolean', limit: 'YES', additionalChargeFils: 5_000, ...overrides });

describe('benefits (the resource kit, with a rule between fields)', () => {
  it('creates, lists, edits and deletes a benefit at the seed system\'s paths', async () => {
    const created = await send('POST', `${BASE}/`, body());
    expect(created.statusCode, created.body).toBe(200);
    const benefit = BenefitResult.parse(created.json()).data;
    expect(benefit).toMatchObject({ name: 'Roadside assistance', limitType: 'boolean', limit: 'YES', image: null });
    expect(BenefitList.parse((await send('GET', `${BASE}?search=battery`)).json()).data.map((row) => row._id)).toEqual([benefit._id]);
    const edited = await send('PUT', `${BASE}/${benefit._id}`, { name: 'Roadside assistance', description: 'Towing and battery boost, day and night', limit: 'NO', additionalChargeFils: 5_000 });
    expect(BenefitResult.parse(edited.json()).data).toMatchObject({ limit: 'NO', limitType: 'boolean' });
    expect((await send('DELETE', `${BASE}/${benefit._id}`)).json()).toEqual({ success: true, message: 'Benefit removed' });
    expect((await send('GET', `${BASE}/${benefit._id}`)).statusCode).toBe(404);
  });

  it('takes YES or NO for a yes-or-no limit and a whole number above 0 for a number limit', async () => {
    expect((await send('POST', `${BASE}/`, body({ name: 'Hire car days', limitType: 'number', limit: '7' }))).statusCode).toBe(200);
    expect((await send('POST', `${BASE}/`, body({ name: 'Hire car max', limitType: 'number', limit: '999999999' }))).statusCode).toBe(200);
    for (const [limitType, limit, message] of [
      ['boolean', '7', 'A yes-or-no limit is YES or NO'], ['boolean', 'yes', 'A yes-or-no limit is YES or NO'],
      ['number', 'YES', 'A number limit is a whole number above 0'], ['number', '0', 'A number limit is a whole number above 0'], ['number', '1.5', 'A number limit is a whole number above 0'],
    ] as const) {
      const response = await send('POST', `${BASE}/`, body({ name: `Bad ${limitType} ${limit}`, limitType, limit }));
      expect(response.statusCode, `${limitType} ${limit}`).toBe(400);
      expect(response.json().fieldErrors).toEqual({ limit: message });
    }
  });

  it('judges an edit by the record it leaves: switching the limit type alone breaks the rule', async () => {
    const benefit = BenefitResult.parse((await send('POST', `${BASE}/`, body({ name: 'Off-road recovery' }))).json()).data;
    const response = await send('PUT', `${BASE}/${benefit._id}`, { name: 'Off-road recovery', description: 'Recovery from the desert', limit: 'YES', additionalChargeFils: 5_000, limitType: 'number' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ limit: 'A number limit is a whole number above 0' });
    expect(BenefitResult.parse((await send('GET', `${BASE}/${benefit._id}`)).json()).data.limitType).toBe('boolean');
  });

  it('refuses a limit type not offered and a duplicate name', async () => {
    const response = await send('POST', `${BASE}/`, body({ name: 'Odd', limitType: 'percent' }));
    expect(response.json().fieldErrors).toEqual({ limitType: 'Limit type must be one of: Yes or no, Number' });
    await send('POST', `${BASE}/`, body({ name: 'Personal accident' }));
    const again = await send('POST', `${BASE}/`, body({ name: 'Personal accident' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A benefit with this name already exists');
  });
});
