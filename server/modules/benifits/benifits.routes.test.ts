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
const body = (overrides: Record<string, unknown> = {}) => ({ name: 'Tyre and rim cover', description: 'Tyre and rim repair after a pothole, day and night', limitType: 'boolean', limit: 'YES', additionalChargeFils: 5_000, ...overrides });

describe('benefits (the resource kit, with a rule between fields)', () => {
  it('creates, lists, edits and deletes a benefit at the seed system\'s paths', async () => {
    const created = await send('POST', `${BASE}/`, body());
    expect(created.statusCode, created.body).toBe(200);
    const benefit = BenefitResult.parse(created.json()).data;
    expect(benefit).toMatchObject({ name: 'Tyre and rim cover', limitType: 'boolean', limit: 'YES', limitUnit: 'none', image: null });
    expect(BenefitList.parse((await send('GET', `${BASE}?search=pothole`)).json()).data.map((row) => row._id)).toEqual([benefit._id]);
    const edited = await send('PUT', `${BASE}/${benefit._id}`, { name: 'Tyre and rim cover', description: 'Tyre and rim repair after a pothole, day and night', limit: 'NO', additionalChargeFils: 5_000 });
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

  it('takes a charge of 0 (included at no charge) and a unit for a number limit only', async () => {
    const free = await send('POST', `${BASE}/`, body({ name: 'Courtesy car wash', additionalChargeFils: 0 }));
    expect(free.statusCode, free.body).toBe(200);
    expect((await send('POST', `${BASE}/`, body({ name: 'Minus', additionalChargeFils: -1 }))).json().fieldErrors).toEqual({ additionalChargeFils: 'Additional charge must be 0 or more' });
    const days = await send('POST', `${BASE}/`, body({ name: 'Replacement car days', limitType: 'number', limit: '15', limitUnit: 'days' }));
    expect(BenefitResult.parse(days.json()).data).toMatchObject({ limitUnit: 'days', limit: '15' });
    const unitOnYesNo = await send('POST', `${BASE}/`, body({ name: 'Unit on yes', limitUnit: 'AED' }));
    expect(unitOnYesNo.json().fieldErrors).toEqual({ limitUnit: 'A yes-or-no limit has no unit' });
    expect((await send('POST', `${BASE}/`, body({ name: 'Odd unit', limitType: 'number', limit: '5', limitUnit: 'km' }))).statusCode).toBe(400);
  });
});

describe('the master list motor plans take their benefits from', () => {
  const masters = async () => (await send('GET', '/api/admin/benifits/getallmasterbenefits')).json().data as Array<{ code: string; label: string; hasLimit: boolean; limitUnit: string | null; suggestedChargeFils: number | null }>;

  it('starts with the motor benefits, under the codes plans stored, with their units and indicative charges', async () => {
    const list = await masters();
    expect(list.find((item) => item.code === 'paDriver')).toEqual({ code: 'paDriver', label: 'Personal accident cover for the driver', dType: 'number', hasLimit: true, limitUnit: 'AED', suggestedChargeFils: 120_00 });
    expect(list.find((item) => item.code === 'rentACar')).toMatchObject({ limitUnit: 'days', suggestedChargeFils: 150_00 });
    expect(list.find((item) => item.code === 'agencyRepair')).toMatchObject({ hasLimit: false, limitUnit: null, suggestedChargeFils: null });
    expect(list.map((item) => item.label)).toEqual([...list.map((item) => item.label)].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('offers a benefit staff add, leaves out one they remove, and names a plan\'s benefit by its current name', async () => {
    const added = BenefitResult.parse((await send('POST', `${BASE}/`, body({ name: 'Key fob replacement', limitType: 'number', limit: '1500', limitUnit: 'AED', additionalChargeFils: 40_00 }))).json()).data;
    expect((await masters()).find((item) => item.code === added._id)).toEqual({ code: added._id, label: 'Key fob replacement', dType: 'number', hasLimit: true, limitUnit: 'AED', suggestedChargeFils: 40_00 });
    expect((await send('GET', '/api/admin/matrix/get-benefits')).json().data.map((item: { code: string }) => item.code)).toContain(added._id);

    const plan = (await server.app.db.selectFrom('motor_plans').select('id').executeTakeFirstOrThrow()).id;
    const saved = await send('PUT', '/api/admin/benefitcoverage/updatebenefit', {
      planId: plan, benifits: [{ benifit: added._id, isEnabled: true, isMandatory: false, chargeFils: 40_00, limitAmount: 1500, limitUnit: 'AED' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const renamed = await send('PUT', `${BASE}/${added._id}`, { name: 'Smart key replacement', description: 'A new smart key, coded to the car', limit: '1500', additionalChargeFils: 40_00 });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const benefits = (await send('GET', `/api/admin/benefitcoverage/${plan}/benefits`)).json().data as Array<{ benifit: string; label: string }>;
    expect(benefits).toEqual([expect.objectContaining({ benifit: added._id, label: 'Smart key replacement' })]);

    await send('DELETE', `${BASE}/${added._id}`);
    expect((await masters()).map((item) => item.code)).not.toContain(added._id);
    // A plan that chose it before keeps naming it.
    expect(((await send('GET', `/api/admin/benefitcoverage/${plan}/benefits`)).json().data as Array<{ label: string }>)[0]!.label).toBe('Smart key replacement');
  });
});
