import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  CompanyImageResultSchema, CompanyListResultSchema, CompanyResultSchema, DEFAULT_MOTOR_PRICING_SETTINGS as S, ExcessResultSchema, MatrixListResultSchema,
  MatrixReplaceResultSchema, MatrixResultSchema, MotorPlanListResultSchema, MotorPlanResultSchema, MotorPricingSettingsResultSchema, PlanBenefitsResultSchema,
  PricingPreviewResultSchema,
} from '../../../shared/contract/companies/index.js';
import { SAMPLE_PDF, buildTestServer, createTestAccount, multipartFile, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { SAMPLE_JPEG, SAMPLE_PNG, SAMPLE_WEBP, samplePng } from '../../../tests/fixtures/uploads/sampleFiles.js';

const AED = 100;
const COMPANY = '/api/admin/insuranceCompany';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await buildTestServer();
  admin = await server.login();
});
afterAll(async () => server.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  server.injectAs(admin, { method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

const companyBody = (name: string) => ({
  companyName: name, companyWebsite: 'https://www.example.ae', headquarters: 'Dubai', startedYear: '2001', googlePlaceId: 'ChIJtest', dec: 'A test insurer',
  motorInsuranceActive: true, adminFeeFils: 25 * AED, issuingMode: 'email', issuingEmail: 'Policies@Example.ae',
});
const sedanRow = (companyId: string, planId: string, fromAed: number, toAed: number, rate = 2.5) => ({
  companyId, planId, insuranceType: 'comprehensive', vehicleType: 'sedan', vehicleValuationFromFils: fromAed * AED, vehicleValuationToFils: toAed * AED,
  rateInPercentage: rate, minimumPremiumFils: 1300 * AED, carAge: '1', repairCondition: 'agency', benefits: [] as string[],
});
const risk = { car: { make: 'Toyota', model: 'Camry', vehicleType: 'sedan', cylinders: 4, year: 2025, valueFils: 100_000 * AED, gccSpec: true, firstRegistrationDate: '2025-03-01' }, driver: { age: 30, licenceYears: 8 }, quoteDate: '2025-09-01' };

describe('companies', () => {
  it('lists the demo insurers with their lines and plan counts, and searches them', async () => {
    const page = CompanyListResultSchema.parse((await send('GET', `${COMPANY}/get-company?size=5`)).json());
    expect(page.pagination.totalItems).toBe(12);
    expect(page.data[0]).toMatchObject({ lines: expect.arrayContaining(['motor']), motorPlanCount: expect.any(Number) });
    const found = CompanyListResultSchema.parse((await send('GET', `${COMPANY}/get-company?search=orient`)).json());
    expect(found.data.map((c) => c.companyName)).toEqual(['Orient Insurance']);
  });

  it('answers 400 naming the field for a bad company, and 409 for a duplicate name', async () => {
    const bad = await send('POST', `${COMPANY}/add-company`, { ...companyBody('X'), startedYear: '99' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: expect.stringContaining('startedYear:'), fieldErrors: { startedYear: 'Year is required' } });
    const duplicate = await send('POST', `${COMPANY}/add-company`, companyBody('orient insurance'));
    expect(duplicate.statusCode).toBe(409);
  });

  it('refuses to delete a company quotes or policies name (409), and deactivates it instead', async () => {
    const [company] = CompanyListResultSchema.parse((await send('GET', `${COMPANY}/get-company?search=orient`)).json()).data;
    const refused = await send('DELETE', `${COMPANY}/${company!._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Orient Insurance is named by \d+ quotes? .*Deactivate it instead/);
    const deactivated = CompanyResultSchema.parse((await send('POST', `${COMPANY}/${company!._id}/company-status`, { isActive: false })).json());
    expect(deactivated.data.isActive).toBe(false);
    const preview = PricingPreviewResultSchema.parse((await send('POST', '/api/admin/matrix/pricing-preview', { risk, companyId: company!._id })).json());
    expect(preview.data.quotes).toEqual([]);
  });

  it('answers 404 for an unknown company and 403 without the company permission', async () => {
    expect((await send('GET', `${COMPANY}/ffffffffffffffffffffffff`)).statusCode).toBe(404);
    const account = await createTestAccount(server.app, { moduleAccess: { customer: { read: true } } });
    const token = await server.login(account.email);
    expect((await server.injectAs(token, { method: 'GET', url: `${COMPANY}/get-company` })).statusCode).toBe(403);
  });
});

describe('a new insurer end to end', () => {
  let companyId: string;
  let planId: string;

  it('creates a company, a comprehensive plan, a matrix, an excess and benefits, and previews the price', async () => {
    const company = CompanyResultSchema.parse((await send('POST', `${COMPANY}/add-company`, companyBody('Emirates Test Insurance'))).json()).data;
    companyId = company._id;
    expect(company).toMatchObject({ issuingMode: 'email', issuingEmail: 'policies@example.ae', adminFeeFils: 2500, lines: ['motor'] });

    const plan = MotorPlanResultSchema.parse((await send('POST', '/api/admin/motorplans', { companyId, planName: 'Gold', insuranceType: 'comprehensive', repairCondition: 'agency' })).json()).data;
    planId = plan._id;
    MatrixResultSchema.parse((await send('POST', '/api/admin/matrix', sedanRow(companyId, planId, 20_000, 80_000))).json());
    MatrixResultSchema.parse((await send('POST', '/api/admin/matrix', sedanRow(companyId, planId, 80_001, 300_000, 2))).json());
    ExcessResultSchema.parse((await send('POST', `${COMPANY}/${companyId}/excess`, { planId, vehicleValuationFromFils: 50_001 * AED, vehicleValuationToFils: 300_000 * AED, chargeFils: 700 * AED })).json());
    PlanBenefitsResultSchema.parse((await send('PUT', '/api/admin/benefitcoverage/updatebenefit', {
      planId, benifits: [
        { benifit: 'roadsideAssistance', isEnabled: true, isMandatory: false, chargeFils: 0 },
        { benifit: 'rentACar', isEnabled: true, isMandatory: false, chargeFils: 150 * AED },
      ],
    })).json());

    const plans = MotorPlanListResultSchema.parse((await send('GET', `${COMPANY}/${companyId}/motorplans`)).json()).data;
    expect(plans).toEqual([expect.objectContaining({ planName: 'Gold', matrixRowCount: 2, excessRuleCount: 1 })]);
    // A second plan of the same name, in any case, is a clash the database finds (409, on both databases).
    const twin = await send('POST', '/api/admin/motorplans', { companyId, planName: 'GOLD', insuranceType: 'thirdparty' });
    expect(twin.statusCode, twin.body).toBe(409);
    expect(twin.json()).toMatchObject({ message: 'The company already has a plan named "GOLD"', fieldErrors: { planName: 'Another plan of the company has this name' } });

    const preview = PricingPreviewResultSchema.parse((await send('POST', '/api/admin/matrix/pricing-preview', { risk: { ...risk, selectedAddons: ['rentACar'] }, planId })).json()).data;
    expect(preview.refusals).toEqual([]);
    const quote = preview.quotes[0]!;
    // 2 % of 100,000 = 2,000; rent-a-car 150; admin fee 25; VAT 5 % of 2,175 = 108.75
    expect(quote).toMatchObject({ premiumFils: 2000 * AED, excessFils: 700 * AED, subtotalFils: 2175 * AED, vatFils: 10_875, totalFils: 228_375 });
    expect(quote.lines.map((l) => l.code)).toEqual(['basePremium', 'addon', 'adminFee', 'vat']);
    expect(quote.includedBenefits.map((b) => b.code)).toEqual(['roadsideAssistance']);
  });

  it("prices on the value less the company's car value reduction, and says so", async () => {
    const reduced = { ...companyBody('Emirates Test Insurance'), motorInsurance: { carValueReduction: { reductionType: 'percentage', reductionValue: 10 } } };
    expect((await send('POST', `${COMPANY}/${companyId}`, reduced)).statusCode).toBe(200);
    const quote = PricingPreviewResultSchema.parse((await send('POST', '/api/admin/matrix/pricing-preview', { risk, planId })).json()).data.quotes[0]!;
    // 2 % of 90,000 (100,000 less 10 %)
    expect(quote.premiumFils).toBe(1800 * AED);
    expect(quote.warnings).toEqual(["Priced on an insured value of AED 90,000.00: the car's AED 100,000.00 less Emirates Test Insurance's car value reduction of 10 %"]);
    const tooMuch = await send('POST', `${COMPANY}/${companyId}`, { ...reduced, motorInsurance: { carValueReduction: { reductionType: 'percentage', reductionValue: 120 } } });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().fieldErrors).toEqual({ 'motorInsurance.carValueReduction.reductionValue': 'A percentage reduction cannot exceed 100 %' });
    expect((await send('POST', `${COMPANY}/${companyId}`, companyBody('Emirates Test Insurance'))).statusCode).toBe(200);
  });

  it('refuses overlapping and gapped bands (422 naming the field), and saves nothing', async () => {
    const overlap = await send('POST', '/api/admin/matrix', sedanRow(companyId, planId, 250_000, 400_000));
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json()).toMatchObject({ message: expect.stringMatching(/^vehicleValuationFromFils: Overlaps/), fieldErrors: { vehicleValuationFromFils: expect.any(String) } });
    const gap = await send('POST', '/api/admin/matrix', sedanRow(companyId, planId, 300_500, 400_000));
    expect(gap.statusCode).toBe(422);
    expect(gap.json().message).toMatch(/gap/);
    const rows = MatrixListResultSchema.parse((await send('GET', `/api/admin/matrix?planId=${planId}`)).json());
    expect(rows.pagination.totalItems).toBe(2);
  });

  it('refuses a negative rate (400), a rate over the cap and a minimum above the maximum (422)', async () => {
    const negative = await send('POST', '/api/admin/matrix', sedanRow(companyId, planId, 300_001, 400_000, -1));
    expect(negative.statusCode).toBe(400);
    expect(negative.json().fieldErrors).toHaveProperty('rateInPercentage');
    const overCap = await send('POST', '/api/admin/matrix', sedanRow(companyId, planId, 300_001, 400_000, 5.5));
    expect(overCap.statusCode).toBe(422);
    expect(overCap.json().message).toMatch(/^rateInPercentage: Rate 5.5 % is above the regulated maximum of 5 %/);
    const minimum = await send('POST', '/api/admin/matrix', { ...sedanRow(companyId, planId, 20_000, 80_000), carAge: '2', minimumPremiumFils: 1600 * AED });
    expect(minimum.statusCode).toBe(422);
    expect(minimum.json().message).toMatch(/^minimumPremiumFils: .*above the regulated maximum/);
  });

  it('names the row and field when a whole matrix is replaced, and keeps the old one', async () => {
    const response = await send('PUT', `/api/admin/matrix/plan/${planId}`, {
      rows: [sedanRow(companyId, planId, 20_000, 80_000), sedanRow(companyId, planId, 70_000, 300_000)],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: expect.stringMatching(/^Row 2, vehicleValuationFromFils: Overlaps row 1/), fieldErrors: { 'rows.1.vehicleValuationFromFils': expect.any(String) } });
    expect(MatrixListResultSchema.parse((await send('GET', `/api/admin/matrix?planId=${planId}`)).json()).pagination.totalItems).toBe(2);
    const ok = MatrixReplaceResultSchema.parse((await send('PUT', `/api/admin/matrix/plan/${planId}`, {
      rows: [sedanRow(companyId, planId, 20_000, 100_000), sedanRow(companyId, planId, 100_001, 300_000), { ...sedanRow(companyId, planId, 20_000, 300_000), carAge: '2' }],
    })).json());
    expect(ok.data).toHaveLength(3);
  });

  it('refuses an excess without a plan (400), with an unknown plan or above Schedule 3 (422)', async () => {
    const missing = await send('POST', `${COMPANY}/${companyId}/excess`, { chargeFils: 350 * AED, vehicleValuationFromFils: 0, vehicleValuationToFils: 50_000 * AED });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toHaveProperty('planId');
    const unknown = await send('POST', `${COMPANY}/${companyId}/excess`, { planId: 'ffffffffffffffffffffffff', chargeFils: 350 * AED, vehicleValuationFromFils: 0, vehicleValuationToFils: 50_000 * AED });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toMatch(/^planId:/);
    const tooHigh = await send('POST', `${COMPANY}/${companyId}/excess`, { planId, chargeFils: 500 * AED, vehicleValuationFromFils: 0, vehicleValuationToFils: 50_000 * AED });
    expect(tooHigh.statusCode).toBe(422);
    expect(tooHigh.json().message).toMatch(/^chargeFils: .*maximum deductible of AED 350.00/);
  });

  it('refuses a plan whose company has quotes naming it, and deletes an unused one with its matrix', async () => {
    await server.app.db.updateTable('quotes').set({ plan_id: planId }).where('id', '=', (await server.app.db.selectFrom('quotes').select('id').executeTakeFirstOrThrow()).id).execute();
    const refused = await send('DELETE', `/api/admin/motorplans/${planId}`);
    expect(refused.statusCode).toBe(409);
    await server.app.db.updateTable('quotes').set({ plan_id: null }).where('plan_id', '=', planId).execute();
    expect((await send('DELETE', `/api/admin/motorplans/${planId}`)).statusCode).toBe(200);
    expect(Number((await server.app.db.selectFrom('motor_matrix').select((eb) => eb.fn.countAll().as('n')).where('plan_id', '=', planId).executeTakeFirstOrThrow()).n)).toBe(0);
    expect((await send('DELETE', `${COMPANY}/${companyId}`)).statusCode).toBe(200);
  });
});

describe('pricing preview on the demo insurers', () => {
  it('quotes most plans and names the condition of every refusal', async () => {
    const preview = PricingPreviewResultSchema.parse((await send('POST', '/api/admin/matrix/pricing-preview', { risk })).json()).data;
    expect(preview.quotes.length).toBeGreaterThan(15);
    for (const refusal of preview.refusals) expect(refusal.reason.message).not.toBe('');
    const totals = preview.quotes.map((q) => q.totalFils);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });
});

describe('motor pricing settings', () => {
  const SETTINGS = '/api/admin/companies/motor-pricing-settings';
  const thirdPartyRisk = { ...risk, insuranceType: 'thirdparty' };

  it('answers the defaults until someone saves them', async () => {
    const record = MotorPricingSettingsResultSchema.parse((await send('GET', SETTINGS)).json()).data;
    expect(record).toEqual({ settings: S, isDefault: true, updatedAt: null, updatedBy: null });
  });

  it.each([
    ['a band maximum below its minimum', { thirdPartyBands: { ...S.thirdPartyBands, saloon: { ...S.thirdPartyBands.saloon, 4: { minFils: 1500 * AED, maxFils: 1300 * AED, maxPercentOfValue: null } } } },
      'thirdPartyBands.saloon.4.maxFils', 'Third party saloon 4 cylinders maximum is below its minimum'],
    ['a negative comprehensive minimum', { comprehensiveBands: { ...S.comprehensiveBands, saloon: { ...S.comprehensiveBands.saloon, minFils: -1 } } },
      'comprehensiveBands.saloon.minFils', 'Comprehensive saloon minimum cannot be negative'],
    ['VAT over its bound', { vatPercent: 60 }, 'vatPercent', 'VAT cannot exceed 50 %'],
    ['a falling no-claims scale', { noClaimsDiscountPercent: [0, 15, 10] }, 'noClaimsDiscountPercent.2', 'No-claims discount for 2 years is below the one for 1'],
    ['deductible steps out of order', { maxDeductibles: [{ upToValueFils: 100_000 * AED, maxFils: 700 * AED }, { upToValueFils: 50_000 * AED, maxFils: 350 * AED }, { upToValueFils: null, maxFils: 1400 * AED }] },
      'maxDeductibles.1.upToValueFils', 'Maximum deductible step 2 must end above step 1'],
    ['a last deductible step with an end', { maxDeductibles: [{ upToValueFils: 50_000 * AED, maxFils: 350 * AED }] },
      'maxDeductibles.0.upToValueFils', 'The last maximum deductible step must be open-ended (no upper value)'],
    ['a missing setting', { expectedKmPerYear: undefined }, 'expectedKmPerYear', 'Expected km per year must be a number'],
  ])('refuses %s with 400 naming the field, saving nothing', async (_name, change, field, message) => {
    const response = await send('PUT', SETTINGS, { ...S, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.stringContaining(`${field}: ${message}`), fieldErrors: { [field]: message } });
    expect(MotorPricingSettingsResultSchema.parse((await send('GET', SETTINGS)).json()).data.isDefault).toBe(true);
  });

  it('lets a reader read them, and refuses a save without company.update (403)', async () => {
    const account = await createTestAccount(server.app, { moduleAccess: { company: { read: true } } });
    const token = await server.login(account.email);
    expect((await server.injectAs(token, { method: 'GET', url: SETTINGS })).statusCode).toBe(200);
    const refused = await server.injectAs(token, { method: 'PUT', url: SETTINGS, payload: S });
    expect(refused.statusCode).toBe(403);
  });

  it('saves them with who and when, and an edit changes the prices (and the matrix and excess checks)', async () => {
    const before = PricingPreviewResultSchema.parse((await send('POST', '/api/admin/matrix/pricing-preview', { risk: thirdPartyRisk })).json()).data;
    expect(before.quotes.length).toBeGreaterThan(0);
    const tighter = {
      ...S, vatPercent: 10,
      thirdPartyBands: { ...S.thirdPartyBands, saloon: { ...S.thirdPartyBands.saloon, 4: { minFils: 1250 * AED, maxFils: 1300 * AED, maxPercentOfValue: null } } },
    };
    const saved = await send('PUT', SETTINGS, tighter);
    expect(saved.statusCode, saved.body).toBe(200);
    const record = MotorPricingSettingsResultSchema.parse(saved.json()).data;
    expect(record).toMatchObject({ settings: tighter, isDefault: false, updatedBy: { fullName: expect.any(String) } });
    expect(Date.now() - Date.parse(record.updatedAt!)).toBeLessThan(60_000);
    expect(MotorPricingSettingsResultSchema.parse((await send('GET', SETTINGS)).json()).data).toEqual(record);

    try {
      const after = PricingPreviewResultSchema.parse((await send('POST', '/api/admin/matrix/pricing-preview', { risk: thirdPartyRisk })).json()).data;
      for (const quote of after.quotes) {
        expect(quote.band.minFils).toBe(1250 * AED);
        expect(quote.lines.at(-1)!.label).toBe('VAT 10 %');
      }
      expect(after.refusals.some((refusal) => refusal.reason.code === 'premiumOutsideBand')).toBe(true);
      const companyId = CompanyResultSchema.parse((await send('POST', `${COMPANY}/add-company`, companyBody('Settings Test Insurance'))).json()).data._id;
      const plan = MotorPlanResultSchema.parse((await send('POST', '/api/admin/motorplans', { companyId, planName: 'Basic', insuranceType: 'thirdparty' })).json()).data;
      const row = await send('POST', '/api/admin/matrix', {
        companyId, planId: plan._id, insuranceType: 'thirdparty', vehicleType: 'coupe', noOfCylinders: 4, fixedPremiumFils: 900 * AED, minimumPremiumFils: 900 * AED,
      });
      expect(row.statusCode).toBe(422);
      expect(row.json().message).toMatch(/below the regulated minimum of AED 1,250.00/);
    } finally {
      expect((await send('PUT', SETTINGS, S)).statusCode).toBe(200);
    }
  });
});

describe('the portal short form', () => {
  const portal = { companyName: 'Portal Only Insurance', companyPortal: 'https://portal.portal-only.ae', showPortal: true, motorInsuranceActive: true };

  it('creates a company from its name and portal, leaving the full form blank', async () => {
    const response = await send('POST', `${COMPANY}/add-company`, portal);
    expect(response.statusCode, response.body).toBe(200);
    const company = CompanyResultSchema.parse(response.json()).data;
    expect(company).toMatchObject({
      companyName: 'Portal Only Insurance', companyPortal: 'https://portal.portal-only.ae', showPortal: true, lines: ['motor'],
      companyWebsite: '', headquarters: '', startedYear: '', googlePlaceId: '', dec: '', motorInsurance: { eSanadRecommendation: false },
    });
    const cards = CompanyListResultSchema.shape.data.parse((await send('GET', `${COMPANY}/getallcarinsurancecompanies?insurance=motor&search=portal only`)).json().data);
    expect(cards.map((c) => [c.companyName, c.showPortal])).toEqual([['Portal Only Insurance', true]]);
    // The portal form edits it as it is; the full form may not claim the short form for a full company.
    expect((await send('POST', `${COMPANY}/${company._id}`, { ...portal, companyName: 'Portal Only Insurance 2' })).statusCode).toBe(200);
    const full = CompanyListResultSchema.parse((await send('GET', `${COMPANY}/get-company?search=orient`)).json()).data[0]!;
    const claimed = await send('POST', `${COMPANY}/${full._id}`, { companyName: full.companyName, companyPortal: 'https://portal.orient.ae', showPortal: true });
    expect(claimed.statusCode).toBe(422);
    expect(claimed.json().fieldErrors).toHaveProperty('showPortal');
  });

  it.each([
    ['the portal missing', { ...portal, companyPortal: undefined }, { companyPortal: 'Please enter portal' }],
    ['a portal that is not a web address', { ...portal, companyPortal: 'portal dot example' }, { companyPortal: 'Enter the portal as a web address, e.g. https://portal.example.ae' }],
    ['the full form without its required fields', { companyName: 'Half Insurance', companyPortal: 'https://portal.half.ae' }, {
      companyWebsite: 'Please enter website', headquarters: 'Headquarters is required', startedYear: 'Year is required', googlePlaceId: 'Place Id is required', dec: 'Description is required',
    }],
  ])('refuses %s with 400 naming the fields', async (_name, body, fieldErrors) => {
    const response = await send('POST', `${COMPANY}/add-company`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual(fieldErrors);
  });
});

const PNG = SAMPLE_PNG;
const JPEG = SAMPLE_JPEG;
const WEBP = SAMPLE_WEBP;

describe('company logo and banner', () => {
  let companyId: string;
  const upload = (kind: 'logo' | 'banner', fileName: string, bytes: Buffer, mimeType: string, id = companyId) => {
    const body = multipartFile('file', fileName, bytes, mimeType);
    return server.injectAs(admin, { method: 'POST', url: `${COMPANY}/${id}/${kind}`, payload: body.payload, headers: body.headers });
  };

  beforeAll(async () => {
    companyId = CompanyResultSchema.parse((await send('POST', `${COMPANY}/add-company`, companyBody('Logo Test Insurance'))).json()).data._id;
  });

  it('takes a PNG logo, records its URL and serves it back as a data URL', async () => {
    expect((await send('GET', `${COMPANY}/${companyId}/logo`)).statusCode).toBe(404);
    const response = await upload('logo', 'logo.png', PNG, 'image/png');
    expect(response.statusCode, response.body).toBe(200);
    const company = CompanyResultSchema.parse(response.json()).data;
    expect(company.logoUrl).toMatch(new RegExp(`^/api/admin/insuranceCompany/${companyId}/logo\\?v=[0-9a-z_-]+\\.png$`, 'i'));
    expect(company.bannerUrl).toBeNull();
    const image = CompanyImageResultSchema.parse((await send('GET', `${COMPANY}/${companyId}/logo`)).json()).data;
    expect(image).toEqual({ mimeType: 'image/png', dataUrl: `data:image/png;base64,${PNG.toString('base64')}` });
  });

  it('takes a JPEG banner, and a new logo replaces the old one (new URL, old file removed)', async () => {
    const before = CompanyResultSchema.parse((await send('GET', `${COMPANY}/${companyId}`)).json()).data.logoUrl;
    const banner = await upload('banner', 'banner.jpg', JPEG, 'image/jpeg');
    expect(banner.statusCode, banner.body).toBe(200);
    expect(CompanyResultSchema.parse(banner.json()).data.bannerUrl).toMatch(/\/banner\?v=.+\.jpg$/);
    const bannerImage = CompanyImageResultSchema.parse((await send('GET', `${COMPANY}/${companyId}/banner`)).json()).data;
    expect(bannerImage.mimeType).toBe('image/jpeg');

    const replaced = CompanyResultSchema.parse((await upload('logo', 'new-logo.jpeg', JPEG, 'application/octet-stream')).json()).data;
    expect(replaced.logoUrl).not.toBe(before);
    expect(CompanyImageResultSchema.parse((await send('GET', `${COMPANY}/${companyId}/logo`)).json()).data.mimeType).toBe('image/jpeg');
    const files = await readdir(join(server.dataDir, 'files', 'companies', companyId));
    expect(files.filter((name) => name.startsWith('logo-'))).toHaveLength(1);
  });

  it('refuses a PDF renamed .png, a PDF, and an image over 2 MB with the reason, changing nothing', async () => {
    const before = CompanyResultSchema.parse((await send('GET', `${COMPANY}/${companyId}`)).json()).data;
    const renamed = await upload('logo', 'logo.png', SAMPLE_PDF, 'image/png');
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json()).toMatchObject({ success: false, message: expect.stringMatching(/"logo\.png" is not a PNG.*Logos must be PNG, JPG or WebP images of at most 2 MB\./) });
    const pdf = await upload('banner', 'brochure.pdf', SAMPLE_PDF, 'application/pdf');
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().message).toBe('Banner images must be PNG, JPG or WebP images of at most 2 MB.');
    const huge = await upload('logo', 'huge.png', samplePng(2 * 1024 * 1024 + 1), 'image/png');
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('The image is too large. Logos must be PNG, JPG or WebP images of at most 2 MB.');
    const webpAsPng = await upload('logo', 'logo.png', WEBP, 'image/png');
    expect(webpAsPng.statusCode).toBe(415);
    expect(webpAsPng.json().message).toMatch(/"logo\.png" is not a PNG image/);
    expect(CompanyResultSchema.parse((await send('GET', `${COMPANY}/${companyId}`)).json()).data).toEqual(before);
  });

  it('takes a WebP banner, told by its RIFF…WEBP signature, and serves it as WebP', async () => {
    const response = await upload('banner', 'banner.webp', WEBP, 'image/webp');
    expect(response.statusCode, response.body).toBe(200);
    expect(CompanyResultSchema.parse(response.json()).data.bannerUrl).toMatch(/\/banner\?v=.+\.webp$/);
    const image = CompanyImageResultSchema.parse((await send('GET', `${COMPANY}/${companyId}/banner`)).json()).data;
    expect(image).toEqual({ mimeType: 'image/webp', dataUrl: `data:image/webp;base64,${WEBP.toString('base64')}` });
    const files = await readdir(join(server.dataDir, 'files', 'companies', companyId));
    expect(files.filter((name) => name.startsWith('banner-'))).toEqual([expect.stringMatching(/\.webp$/)]);
  });

  it("removes the company's image files when it is deleted", async () => {
    const doomed = CompanyResultSchema.parse((await send('POST', `${COMPANY}/add-company`, companyBody('Doomed Logo Insurance'))).json()).data._id;
    expect((await upload('logo', 'logo.png', PNG, 'image/png', doomed)).statusCode).toBe(200);
    expect((await upload('banner', 'banner.webp', WEBP, 'image/webp', doomed)).statusCode).toBe(200);
    expect(await readdir(join(server.dataDir, 'files', 'companies', doomed))).toHaveLength(2);
    expect((await send('DELETE', `${COMPANY}/${doomed}`)).statusCode).toBe(200);
    expect(await readdir(join(server.dataDir, 'files', 'companies'))).not.toContain(doomed);
  });

  it('answers 404 for an unknown company, 400 without a file, 403 without company.update', async () => {
    const unknown = await upload('logo', 'logo.png', PNG, 'image/png', 'ffffffffffffffffffffffff');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Company not found');
    expect((await send('GET', `${COMPANY}/ffffffffffffffffffffffff/banner`)).statusCode).toBe(404);
    expect((await send('POST', `${COMPANY}/${companyId}/logo`, {})).statusCode).toBe(400);
    const account = await createTestAccount(server.app, { moduleAccess: { company: { read: true } } });
    const token = await server.login(account.email);
    const body = multipartFile('file', 'logo.png', PNG, 'image/png');
    const refused = await server.injectAs(token, { method: 'POST', url: `${COMPANY}/${companyId}/logo`, payload: body.payload, headers: body.headers });
    expect(refused.statusCode).toBe(403);
    expect((await server.injectAs(token, { method: 'GET', url: `${COMPANY}/${companyId}/logo` })).statusCode).toBe(200);
  });
});

describe('edits change only what they give (issue 12)', () => {
  const fullCompany = {
    ...companyBody('Partial Edit Insurance'), companyEmail: 'desk@partial-edit.ae', praktoraCompanyName: 'PARTIAL EDIT', contactNo: '045551234',
    companyPortal: 'https://portal.partial-edit.ae', healthInsuranceActive: true, isActive: false,
    motorInsurance: {
      carValueReduction: { reductionType: 'percentage', reductionValue: 5 }, commissionThirdparty: 7, commissionComprehensive: 12.5, fleetCommission: 3,
      eSanadRecommendation: true, roadSiteAssistNo: '800-123', isWithoutMatrixOrApi: false, isActive: true,
    },
    healthInsurance: { commission: 9, commissionType: 'fixedPrice', eSanadRecommendation: true, isActive: true },
  };
  let companyId: string;
  let planId: string;
  /** Reads a record, without `updatedAt`: an edit may touch that, and nothing else it was not given. */
  const read = async (url: string) => {
    const response = await send('GET', url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    const { updatedAt: _updatedAt, ...record } = response.json().data as Record<string, unknown>;
    return record;
  };
  const edit = async (method: 'POST' | 'PUT', url: string, body: Record<string, unknown>) => {
    const response = await send(method, url, body);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  };

  beforeAll(async () => {
    companyId = CompanyResultSchema.parse((await send('POST', `${COMPANY}/add-company`, fullCompany)).json()).data._id;
    planId = MotorPlanResultSchema.parse((await send('POST', '/api/admin/motorplans', {
      companyId, planName: 'Silver', insuranceType: 'comprehensive', repairCondition: 'nonagency', description: 'Garage repair', isActive: false,
    })).json()).data._id;
  });

  it('a company edit with its name keeps every other field, a given setting changes alone, and the full form\'s rules judge the result', async () => {
    const before = await read(`${COMPANY}/${companyId}`);
    await edit('POST', `${COMPANY}/${companyId}`, { companyName: 'Partial Edit Insurance' });
    expect(await read(`${COMPANY}/${companyId}`)).toEqual(before);
    await edit('POST', `${COMPANY}/${companyId}`, { companyName: 'Partial Edit Insurance', contactNo: null, adminFeeFils: 30 * AED });
    expect(await read(`${COMPANY}/${companyId}`)).toEqual({ ...before, contactNo: null, adminFeeFils: 30 * AED });
    const blanked = await send('POST', `${COMPANY}/${companyId}`, { companyName: 'Partial Edit Insurance', companyWebsite: '' });
    expect(blanked.statusCode).toBe(400);
    expect(blanked.json().fieldErrors).toEqual({ companyWebsite: 'Please enter website' });
    expect(await read(`${COMPANY}/${companyId}`)).toEqual({ ...before, contactNo: null, adminFeeFils: 30 * AED });
    await edit('POST', `${COMPANY}/${companyId}`, { companyName: 'Partial Edit Insurance', motorInsurance: { commissionThirdparty: 8 } });
    expect(await read(`${COMPANY}/${companyId}`)).toEqual({
      ...before, contactNo: null, adminFeeFils: 30 * AED, motorInsurance: { ...fullCompany.motorInsurance, commissionThirdparty: 8 },
    });
  });

  it("shows and edits an insurer's health settings as the company form's health section: one health commission", async () => {
    const settings = await send('POST', '/api/admin/health/healthmatrix/createhealthcompany', { companyId, commission: 12.5, reductionType: 'percentage', reductionValue: 5, eSanadRecommendation: true });
    expect(settings.statusCode, settings.body).toBe(200);
    const settingsId = settings.json<{ data: { _id: string } }>().data._id;
    const company = await read(`${COMPANY}/${companyId}`);
    expect(company).toMatchObject({ healthInsuranceActive: true, healthInsurance: { commission: 12.5, eSanadRecommendation: true, isActive: true } });
    await edit('POST', `${COMPANY}/${companyId}`, { companyName: company.companyName, healthInsurance: { commission: 9.75, eSanadRecommendation: false, isActive: false } });
    expect(await read(`/api/admin/health/healthmatrix/${settingsId}/gethealthcompany`)).toMatchObject({ commission: 9.75, eSanadRecommendation: false, isActive: false, reductionValue: 5 });
    // An edit of another part of the form leaves them as they are.
    await edit('POST', `${COMPANY}/${companyId}`, { companyName: company.companyName, contactNo: '045551234' });
    expect(await read(`/api/admin/health/healthmatrix/${settingsId}/gethealthcompany`)).toMatchObject({ commission: 9.75, eSanadRecommendation: false, isActive: false });
    expect((await send('DELETE', `/api/admin/health/healthmatrix/${settingsId}/deletehealthcompany`)).statusCode).toBe(200);
  });

  it('a plan edit with its name and type keeps its repair, description and status', async () => {
    const before = await read(`/api/admin/motorplans/${planId}`);
    await edit('PUT', `/api/admin/motorplans/${planId}`, { planName: 'Silver', insuranceType: 'comprehensive' });
    expect(await read(`/api/admin/motorplans/${planId}`)).toEqual(before);
    await edit('PUT', `/api/admin/motorplans/${planId}`, { planName: 'Silver Plus', insuranceType: 'comprehensive', description: null });
    expect(await read(`/api/admin/motorplans/${planId}`)).toMatchObject({ planName: 'Silver Plus', description: null, repairCondition: 'nonagency', isActive: false });
  });

  it('a matrix row edit with its required fields keeps its band, rate, age and benefits', async () => {
    const row = MatrixResultSchema.parse((await send('POST', '/api/admin/matrix', {
      ...sedanRow(companyId, planId, 20_000, 300_000), repairCondition: 'nonagency', benefits: ['roadsideAssistance', 'windscreen'],
    })).json()).data;
    const before = await read(`/api/admin/matrix/${row._id}`);
    await edit('PUT', `/api/admin/matrix/${row._id}`, { companyId, planId, insuranceType: 'comprehensive', vehicleType: 'sedan', minimumPremiumFils: row.minimumPremiumFils });
    expect(await read(`/api/admin/matrix/${row._id}`)).toEqual(before);
    await edit('PUT', `/api/admin/matrix/${row._id}`, { companyId, planId, insuranceType: 'comprehensive', vehicleType: 'sedan', minimumPremiumFils: row.minimumPremiumFils, rateInPercentage: 3 });
    expect(await read(`/api/admin/matrix/${row._id}`)).toEqual({ ...before, rateInPercentage: 3 });
  });

  it('an excess edit with its plan and charge keeps its vehicle types and band', async () => {
    const excess = ExcessResultSchema.parse((await send('POST', `${COMPANY}/${companyId}/excess`, {
      planId, vehicleType: ['sedan', 'coupe'], vehicleValuationFromFils: 0, vehicleValuationToFils: 50_000 * AED, chargeFils: 300 * AED,
    })).json()).data;
    const url = `${COMPANY}/${companyId}/excess/${excess._id}`;
    const before = await read(url);
    await edit('PUT', url, { planId, chargeFils: 300 * AED });
    expect(await read(url)).toEqual(before);
    await edit('PUT', url, { planId, chargeFils: 250 * AED });
    expect(await read(url)).toEqual({ ...before, chargeFils: 250 * AED });
  });

  it('a condition edit with its name keeps every limit, exclusion and flag', async () => {
    const condition = (await send('POST', '/api/admin/companyconditions/createcompanycondition', {
      companyId, planId, name: 'Strict', maxVehicleAgeYears: 8, minCarValueFils: 20_000 * AED, maxCarValueFils: 900_000 * AED, minUserAge: 21,
      minUserDrivingExperience: 2, excludedCarsMake: ['Tesla'], excludedCarMakeModel: [{ make: 'Toyota', model: 'Supra' }], gccSpecOnly: true,
      agencyRepairMaxYears: 3, agencyRepairMinValueFils: 60_000 * AED, offRoadCovered: true, isActive: false,
    })).json().data as { _id: string };
    const url = `/api/admin/companyconditions/${condition._id}/getcompanycondition`;
    const before = await read(url);
    await edit('PUT', `/api/admin/companyconditions/${condition._id}/updatecompanycondition`, { name: 'Strict' });
    expect(await read(url)).toEqual(before);
    await edit('PUT', `/api/admin/companyconditions/${condition._id}/updatecompanycondition`, { name: 'Strict', planId: null, minUserAge: null });
    expect(await read(url)).toEqual({ ...before, planId: null, minUserAge: null });
    const inverted = await send('PUT', `/api/admin/companyconditions/${condition._id}/updatecompanycondition`, { name: 'Strict', minCarValueFils: 1_000_000 * AED });
    expect(inverted.statusCode).toBe(422);
    expect(inverted.json().fieldErrors).toHaveProperty('minCarValueFils');
  });

  it('saving a plan\'s benefits and coverages states every field of each (400 otherwise), so none is reset to a default', async () => {
    await edit('PUT', '/api/admin/benefitcoverage/updatebenefit', {
      planId, benifits: [{ benifit: 'rentACar', isEnabled: true, isMandatory: true, chargeFils: 150 * AED, limitAmount: 10, limitUnit: 'days' }],
    });
    const partial = await send('PUT', '/api/admin/benefitcoverage/updatebenefit', { planId, benifits: [{ benifit: 'rentACar', isEnabled: true }] });
    expect(partial.statusCode).toBe(400);
    expect(Object.keys(partial.json().fieldErrors)).toEqual(['benifits.0.isMandatory', 'benifits.0.chargeFils']);
    expect(PlanBenefitsResultSchema.parse((await send('GET', `/api/admin/benefitcoverage/${planId}/benefits`)).json()).data)
      .toMatchObject([{ benifit: 'rentACar', isMandatory: true, chargeFils: 150 * AED, limitAmount: 10 }]);
    expect((await send('PUT', '/api/admin/benefitcoverage/updatecoverage', { planId, coverages: [{ coverage: 'ownDamage', isEnabled: true }] })).statusCode).toBe(400);
  });
});
