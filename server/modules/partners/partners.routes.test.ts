import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailResultSchema, listResultSchema } from '../../../shared/contract/index.js';
import { ClubCategoriesResultSchema, RedemptionResultSchema, ValidatedOffersResultSchema, discountOffersResource, partnersResource } from '../../../shared/contract/partners/index.js';
import { buildTestServer, multipartFile, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { DEMO_AGENT_EMAIL } from '../../demo/seedDemo.js';
import { SAMPLE_PNG } from '../../../tests/fixtures/uploads/sampleFiles.js';

const PARTNER = '/api/admin/partner';
const OFFER = '/api/admin/partneroffer';
const PartnerResult = detailResultSchema(partnersResource.schemas.record);
const PartnerList = listResultSchema(partnersResource.schemas.record);
const OfferResult = detailResultSchema(discountOffersResource.schemas.record);
const OfferList = listResultSchema(discountOffersResource.schemas.record);

// 2026-06-15 10:00 in Dubai.
const NOW = Date.parse('2026-06-15T06:00:00.000Z');

let server: TestServer;
let admin: string;
let customers: string[];
beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 3 }, clock: () => NOW });
  admin = await server.login();
  customers = (await server.app.db.selectFrom('customers').select('id').orderBy('seq').limit(2).execute()).map((row) => row.id);
});
afterAll(async () => server.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (method: Method, url: string, payload?: object) => server.injectAs(admin, { method, url, ...(payload && { payload }) });
const location = { location: 'Dubai Mall, Downtown', googleLocation: 'https://maps.app.goo.gl/abc123' };
let codes = 0;
const nextCode = () => `P${String(++codes).padStart(3, '0')}`;
const partnerBody = (overrides: Record<string, unknown> = {}) => ({ companyName: 'Zaatar w Zeit', category: 'club-dining', discountCode: nextCode(), locations: [location], ...overrides });
const createPartner = async (overrides: Record<string, unknown> = {}) => {
  const response = await send('POST', `${PARTNER}/createpartner`, partnerBody(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return PartnerResult.parse(response.json()).data;
};
const offerBody = (partner: string, overrides: Record<string, unknown> = {}) => ({
  partner, category: 'club-dining', discountTitle: '20% off the bill', discountType: 'percentage', discountValue: 20, useageLimitPerUser: 2,
  startDate: '2026-06-01', expiryDate: '2026-06-30', description: 'On dine-in bills', termsNConditions: '<p>One use per visit</p>', ...overrides,
});
const createOffer = async (partner: string, overrides: Record<string, unknown> = {}) => {
  const response = await send('POST', `${OFFER}/creatediscountoffer`, offerBody(partner, overrides));
  expect(response.statusCode, response.body).toBe(200);
  return OfferResult.parse(response.json()).data;
};
const refusal = async (method: Method, url: string, payload: object) => {
  const response = await send(method, url, payload);
  return { status: response.statusCode, fieldErrors: response.json().fieldErrors as Record<string, string> | undefined, message: response.json().message as string };
};

describe('club categories', () => {
  it('lists the seeded categories to any signed-in staff, and to no one else', async () => {
    const agent = await server.login(DEMO_AGENT_EMAIL);
    const result = ClubCategoriesResultSchema.parse((await server.injectAs(agent, { method: 'GET', url: '/api/club/listallcategories' })).json());
    expect(result.data.map((category) => category.title)).toEqual(expect.arrayContaining(['Dining', 'Automotive', 'Travel', 'Health & Fitness', 'Shopping', 'Entertainment', 'Services']));
    expect((await server.app.inject({ method: 'GET', url: '/api/club/listallcategories' })).statusCode).toBe(401);
  });
});

describe('partners', () => {
  it('creates a partner with its category, upper-cased code and locations, and reads and lists it', async () => {
    const partner = await createPartner({ companyName: 'Tyre Hub', category: 'club-automotive', discountCode: 'ab12', locations: [location, { location: 'Al Quoz 3', googleLocation: 'https://www.google.com/maps/place/Al+Quoz' }] });
    expect(partner).toMatchObject({ companyName: 'Tyre Hub', categoryName: 'Automotive', discountCode: 'AB12', logoImg: null, coverImg: null });
    expect(partner.locations).toHaveLength(2);
    expect(PartnerResult.parse((await send('GET', `${PARTNER}/${partner._id}/readpartner`)).json()).data).toEqual(partner);
    const listed = PartnerList.parse((await send('GET', `${PARTNER}/readallpartners?search=tyre`)).json());
    expect(listed.data.map((row) => row.discountCode)).toEqual(['AB12']);
    expect(listed.pagination.size).toBe(5);
  });

  it('takes a code of exactly 4 letters or digits and refuses 3 or 5, or other signs', async () => {
    expect((await createPartner({ discountCode: 'z9z9' })).discountCode).toBe('Z9Z9');
    for (const discountCode of ['ABC', 'ABCDE', 'AB-1', '']) {
      const { status, fieldErrors } = await refusal('POST', `${PARTNER}/createpartner`, partnerBody({ discountCode }));
      expect(status).toBe(400);
      expect(fieldErrors?.discountCode).toMatch(discountCode === '' ? /Discount code is required/ : /Must be exactly 4 characters/);
    }
  });

  it('refuses a code another live partner has with 409 naming it, in any case', async () => {
    await createPartner({ discountCode: 'DUPE' });
    const { status, message } = await refusal('POST', `${PARTNER}/createpartner`, partnerBody({ discountCode: 'dupe' }));
    expect(status).toBe(409);
    expect(message).toBe("The discount code DUPE is already another partner's");
  });

  it('needs at least one location, each with a place and a Google Maps https link, and at most 20', async () => {
    expect((await refusal('POST', `${PARTNER}/createpartner`, partnerBody({ locations: [] }))).fieldErrors).toEqual({ locations: 'Locations: add at least 1' });
    expect((await refusal('POST', `${PARTNER}/createpartner`, partnerBody({ locations: [{ location: ' ', googleLocation: '' }] }))).fieldErrors)
      .toEqual({ 'locations.0.location': 'Location is required', 'locations.0.googleLocation': 'Google map url is required' });
    for (const googleLocation of ['http://maps.google.com/?q=1', 'https://maps.example.com/google.com/maps', 'https://evil.com/?https://goo.gl/maps']) {
      expect((await refusal('POST', `${PARTNER}/createpartner`, partnerBody({ locations: [{ location: 'JLT', googleLocation }] }))).fieldErrors)
        .toEqual({ 'locations.0.googleLocation': 'Google map url must be an https link of Google Maps' });
    }
    expect((await createPartner({ locations: Array.from({ length: 20 }, () => location) })).locations).toHaveLength(20);
    expect((await refusal('POST', `${PARTNER}/createpartner`, partnerBody({ locations: Array.from({ length: 21 }, () => location) }))).fieldErrors).toEqual({ locations: 'Locations: at most 20' });
  });

  it('refuses a missing name and category, and an unknown category', async () => {
    expect((await refusal('POST', `${PARTNER}/createpartner`, partnerBody({ companyName: '', category: undefined }))).fieldErrors)
      .toEqual({ companyName: 'Company name is required', category: 'Category is required' });
    expect((await refusal('POST', `${PARTNER}/createpartner`, partnerBody({ category: 'club-nope' }))).fieldErrors).toEqual({ category: 'Choose a club category' });
  });

  it('edits only what is given, takes its logo and cover, and removes a partner only without live offers', async () => {
    const partner = await createPartner({ companyName: 'Fit Club' });
    const edited = PartnerResult.parse((await send('PUT', `${PARTNER}/${partner._id}/updatepartner`, { companyName: 'Fit Club JLT', category: 'club-health-fitness', discountCode: partner.discountCode, locations: partner.locations })).json()).data;
    expect(edited).toMatchObject({ companyName: 'Fit Club JLT', categoryName: 'Health & Fitness' });
    for (const field of ['logoImg', 'coverImg']) {
      const form = multipartFile('file', 'logo.png', SAMPLE_PNG, 'image/png');
      const upload = await server.injectAs(admin, { method: 'POST', url: `${PARTNER}/${partner._id}/images/${field}`, payload: form.payload, headers: form.headers });
      expect(upload.statusCode, upload.body).toBe(200);
    }
    expect(PartnerResult.parse((await send('GET', `${PARTNER}/${partner._id}/readpartner`)).json()).data.logoImg).toMatch(/images\/logoImg\?v=/);
    const offer = await createOffer(partner._id);
    const refused = await send('DELETE', `${PARTNER}/${partner._id}/deletepartner`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Fit Club JLT has 1 discount offer. Remove them first.');
    expect((await send('DELETE', `${OFFER}/${offer._id}/deletediscountoffer`)).json()).toEqual({ success: true, message: 'Discount offer removed' });
    expect((await send('DELETE', `${PARTNER}/${partner._id}/deletepartner`)).json()).toEqual({ success: true, message: 'Partner removed' });
    expect((await send('GET', `${PARTNER}/${partner._id}/readpartner`)).statusCode).toBe(404);
    expect((await send('GET', `${OFFER}/${partner._id}/readalldiscountoffer`)).statusCode).toBe(404);
  });

  it('refuses partners to an account without the club grants', async () => {
    const agent = await server.login(DEMO_AGENT_EMAIL);
    expect((await server.injectAs(agent, { method: 'GET', url: `${PARTNER}/readallpartners` })).statusCode).toBe(403);
    expect((await server.injectAs(agent, { method: 'POST', url: `${PARTNER}/createpartner`, payload: partnerBody() })).statusCode).toBe(403);
  });
});

describe('discount offers', () => {
  it("creates offers under a partner, lists only that partner's, reads and edits them", async () => {
    const partner = await createPartner({ companyName: 'Cinema City' });
    const other = await createPartner({ companyName: 'Bowling Bay' });
    const offer = await createOffer(partner._id, { discountTitle: 'Two tickets for one', category: 'club-entertainment', maxDiscountFils: 5_000 });
    await createOffer(other._id);
    expect(offer).toMatchObject({ partner: partner._id, partnerName: 'Cinema City', categoryName: 'Entertainment', discountType: 'percentage', isActive: true, maxDiscountFils: 5_000 });
    const listed = OfferList.parse((await send('GET', `${OFFER}/${partner._id}/readalldiscountoffer`)).json());
    expect(listed.data.map((row) => row._id)).toEqual([offer._id]);
    expect((await send('GET', `${OFFER}/nope/readalldiscountoffer`)).statusCode).toBe(404);
    const edited = await send('PUT', `${OFFER}/${offer._id}/updatediscountoffer`, { ...offerBody(partner._id), discountTitle: 'Two for one', maxDiscountFils: null });
    expect(OfferResult.parse(edited.json()).data).toMatchObject({ discountTitle: 'Two for one', maxDiscountFils: null });
    const moved = await refusal('PUT', `${OFFER}/${offer._id}/updatediscountoffer`, { ...offerBody(other._id) });
    expect(moved).toMatchObject({ status: 400, fieldErrors: { partner: 'A discount offer stays with its partner' } });
  });

  it('takes a percentage above 0 up to 100, and a fixed amount in whole fils up to AED 100,000', async () => {
    const { _id } = await createPartner();
    expect((await createOffer(_id, { discountValue: 100 })).discountValue).toBe(100);
    expect((await createOffer(_id, { discountValue: 0.5 })).discountValue).toBe(0.5);
    expect((await createOffer(_id, { discountType: 'fixedPrice', discountValue: 10_000_000 })).discountValue).toBe(10_000_000);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ discountValue: 0 }, 'Discount value must be more than 0'],
      [{ discountValue: 100.01 }, 'A percentage is at most 100'],
      [{ discountType: 'fixedPrice', discountValue: 10.5 }, 'A fixed discount is whole fils'],
      [{ discountType: 'fixedPrice', discountValue: 10_000_001 }, 'Discount value is at most 10000000'],
      [{ discountType: 'percentage', discountValue: -1 }, 'Discount value is at least 0'],
    ];
    for (const [overrides, message] of cases) {
      expect((await refusal('POST', `${OFFER}/creatediscountoffer`, offerBody(_id, overrides))).fieldErrors).toEqual({ discountValue: message });
    }
  });

  it('refuses an expiry before the start (the same day is one day), a usage limit under 1, and the required fields', async () => {
    const { _id } = await createPartner();
    expect((await createOffer(_id, { startDate: '2026-07-01', expiryDate: '2026-07-01' })).expiryDate).toBe('2026-07-01');
    expect((await refusal('POST', `${OFFER}/creatediscountoffer`, offerBody(_id, { startDate: '2026-07-02', expiryDate: '2026-07-01' }))).fieldErrors)
      .toEqual({ expiryDate: 'Expiry date must not be before the start date' });
    expect((await refusal('POST', `${OFFER}/creatediscountoffer`, offerBody(_id, { useageLimitPerUser: 0 }))).fieldErrors).toEqual({ useageLimitPerUser: 'Useage limit per user is at least 1' });
    expect((await refusal('POST', `${OFFER}/creatediscountoffer`, offerBody(_id, { useageLimitPerUser: 1.5 }))).fieldErrors).toEqual({ useageLimitPerUser: 'Useage limit per user must be a whole number' });
    expect((await refusal('POST', `${OFFER}/creatediscountoffer`, { partner: _id })).fieldErrors).toMatchObject({
      discountTitle: 'Voucher title is required', category: 'Category is required', description: 'Description is required', termsNConditions: 'Terms and conditions is required',
    });
    expect((await refusal('POST', `${OFFER}/creatediscountoffer`, offerBody('nope'))).fieldErrors).toEqual({ partner: 'Choose an existing partner' });
  });

  it('switches an offer off and on by its status call', async () => {
    const offer = await createOffer((await createPartner())._id);
    const off = await send('PUT', `${OFFER}/${offer._id}/updatediscountofferstatus`, { isActive: false });
    expect(off.json()).toMatchObject({ success: true, message: 'Discount offer disabled', data: { isActive: false } });
    expect((await send('PUT', `${OFFER}/nope/updatediscountofferstatus`, { isActive: true })).statusCode).toBe(404);
  });
});

describe('redemption and validated offers', () => {
  const redeem = (offerId: string, payload: object) => send('POST', `${OFFER}/${offerId}/redeem`, payload);

  it('saves a percentage of the bill up to the cap, counts each use, and refuses the use past the limit naming it', async () => {
    const offer = await createOffer((await createPartner())._id, { discountValue: 20, maxDiscountFils: 3_000, useageLimitPerUser: 2 });
    const first = RedemptionResultSchema.parse((await redeem(offer._id, { customerId: customers[0], billFils: 10_000 })).json());
    expect(first.data).toMatchObject({ savedFils: 2_000, used: 1, limit: 2 });
    expect(first.message).toBe('Offer redeemed: AED 20.00 saved (1 of 2 uses)');
    expect(RedemptionResultSchema.parse((await redeem(offer._id, { customerId: customers[0], billFils: 50_000 })).json()).data).toMatchObject({ savedFils: 3_000, used: 2 });
    const third = await redeem(offer._id, { customerId: customers[0], billFils: 10_000 });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toMatch(/has used this offer 2 times, its limit per customer$/);
    expect((await redeem(offer._id, { customerId: customers[1], billFils: 1_000 })).statusCode).toBe(200);
    const validated = ValidatedOffersResultSchema.parse((await send('GET', `${OFFER}/${offer._id}/discountofferanalytics?page=1&size=5`)).json());
    expect(validated.pagination.totalItems).toBe(2);
    const row = validated.data.find((entry) => entry.customerId === customers[0])!;
    expect(row).toMatchObject({ offerUsed: 2, savedFils: 5_000 });
    expect(row.mobileNumber).toMatch(/^\+971 \d+$/);
    expect((await send('GET', `${OFFER}/nope/discountofferanalytics`)).statusCode).toBe(404);
  });

  it('saves a fixed amount up to the bill, and answers a retried request with the redemption it made', async () => {
    const offer = await createOffer((await createPartner())._id, { discountType: 'fixedPrice', discountValue: 2_500, useageLimitPerUser: 1 });
    const payload = { customerId: customers[1], billFils: 2_000, requestKey: 'counter-7-0001' };
    const once = RedemptionResultSchema.parse((await redeem(offer._id, payload)).json()).data;
    expect(once.savedFils).toBe(2_000);
    expect(RedemptionResultSchema.parse((await redeem(offer._id, payload)).json()).data._id).toBe(once._id);
  });

  it('refuses an offer switched off, not started or expired, an unknown customer and a bad bill', async () => {
    const { _id } = await createPartner();
    const off = await createOffer(_id);
    await send('PUT', `${OFFER}/${off._id}/updatediscountofferstatus`, { isActive: false });
    expect((await redeem(off._id, { customerId: customers[0], billFils: 100 })).json().message).toBe('This offer is switched off');
    const later = await createOffer(_id, { startDate: '2026-06-16', expiryDate: '2026-07-01' });
    expect((await redeem(later._id, { customerId: customers[0], billFils: 100 })).json()).toMatchObject({ message: 'This offer starts on 16/06/2026' });
    const past = await createOffer(_id, { startDate: '2026-06-01', expiryDate: '2026-06-14' });
    const expired = await redeem(past._id, { customerId: customers[0], billFils: 100 });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe('This offer expired on 14/06/2026');
    const lastDay = await createOffer(_id, { startDate: '2026-06-15', expiryDate: '2026-06-15' });
    expect((await redeem(lastDay._id, { customerId: customers[0], billFils: 100 })).statusCode).toBe(200);
    expect((await refusal('POST', `${OFFER}/${lastDay._id}/redeem`, { customerId: 'nobody', billFils: 100 })).fieldErrors).toEqual({ customerId: 'Choose an existing customer' });
    expect((await refusal('POST', `${OFFER}/${lastDay._id}/redeem`, { customerId: customers[1], billFils: 0 })).fieldErrors).toEqual({ billFils: 'Bill amount must be more than 0' });
    expect((await redeem('nope', { customerId: customers[0], billFils: 100 })).statusCode).toBe(404);
  });

  it('lets one of two redemptions at once win at the limit', async () => {
    const offer = await createOffer((await createPartner())._id, { useageLimitPerUser: 1 });
    const answers = await Promise.all([1, 2, 3].map(() => redeem(offer._id, { customerId: customers[0], billFils: 1_000 })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const { count } = await server.app.db.selectFrom('offer_redemptions').select((eb) => eb.fn.countAll<number>().as('count')).where('offer_id', '=', offer._id).executeTakeFirstOrThrow();
    expect(Number(count)).toBe(1);
  });
});
