import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PromoCodeChoicesResultSchema, SponsorClaimListResultSchema, SponsorClaimResultSchema, SponsorListResultSchema, SponsorResultSchema, USER_AGENT_MAX,
} from '../../../shared/contract/sponsors/index.js';
import { buildTestServer, type TestServer } from '../../../tests/helpers/buildTestServer.js';
import { DEMO_AGENT_EMAIL } from '../../demo/seedDemo.js';
import { sponsorCallHeaders } from './claimSignature.js';
import { SANDBOX_SPONSOR_KEY } from './sponsorSettings.js';

const BASE = '/api/admin/sponsor';
const MARKETPLACE = 'https://shop.example.ae';
const PER_MINUTE = 3;

let server: TestServer;
let admin: string;
let promoCodes: Array<{ _id: string; promoCode: string }>;
beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 0 }, sponsors: { marketplaceUrl: MARKETPLACE, claimsPerMinute: PER_MINUTE } });
  admin = await server.login();
  promoCodes = PromoCodeChoicesResultSchema.parse((await send('GET', `${BASE}/promocodes`)).json()).data;
});
afterAll(async () => server.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => server.injectAs(admin, { method, url, ...(payload && { payload }) });
let named = 0;
const create = async (overrides: Record<string, unknown> = {}) => {
  const response = await send('POST', `${BASE}/createsponsor`, { companyName: `Sponsor ${++named}`, voucherId: promoCodes[0]!._id, ...overrides });
  expect(response.statusCode, response.body).toBe(200);
  return SponsorResultSchema.parse(response.json()).data;
};
const slugOf = (sponsor: { uniqueUrl: string | null }) => sponsor.uniqueUrl!.split('/r/')[1]!;

/** A call of the marketplace, signed as it signs them (or not, or with another key or time). */
function publicCall(path: string, payload?: object, sign: { key?: string; at?: number; headers?: Record<string, string> } = {}) {
  const rawBody = payload ? JSON.stringify(payload) : '';
  const headers = sign.headers ?? sponsorCallHeaders(sign.key ?? SANDBOX_SPONSOR_KEY, { method: 'POST', path, rawBody }, sign.at);
  return server.app.inject({ method: 'POST', url: path, payload: rawBody, headers: { ...(payload && { 'content-type': 'application/json' }), ...headers } });
}
const claim = (slug: string, visitor: object = { ipAddress: '203.0.113.7', userAgent: 'Mozilla/5.0 (Test)' }, sign = {}) =>
  publicCall(`/api/public/sponsor/${slug}/claims`, visitor, sign);
const redeem = (slug: string, claimId: string, sign = {}) => publicCall(`/api/public/sponsor/${slug}/claims/${claimId}/redeem`, undefined, sign);
const claims = async (id: string, query = '') => SponsorClaimListResultSchema.parse((await send('GET', `${BASE}/${id}/getsponsorvoucherlist${query}`)).json());

describe('sponsors', () => {
  it('creates a sponsor with a link made by the server, which an edit keeps', async () => {
    const sponsor = await create({ companyName: 'Gulf Motors Club', contactEmail: 'partners@gulfmotors.example.ae', uniqueUrl: 'https://evil.example/r/mine' });
    expect(sponsor).toMatchObject({ companyName: 'Gulf Motors Club', contactEmail: 'partners@gulfmotors.example.ae', isActive: true, voucherId: promoCodes[0]!._id, promoCode: promoCodes[0]!.promoCode });
    expect(sponsor.uniqueUrl).toMatch(/^https:\/\/shop\.example\.ae\/r\/[A-Za-z0-9_-]{22}$/);
    const other = await create();
    expect(slugOf(other)).not.toBe(slugOf(sponsor));
    const edited = await send('PUT', `${BASE}/${sponsor._id}/updatesponsor`, { companyName: 'Gulf Motors', uniqueUrl: 'https://evil.example/r/x', voucherId: promoCodes[1]!._id });
    expect(SponsorResultSchema.parse(edited.json()).data).toMatchObject({ companyName: 'Gulf Motors', uniqueUrl: sponsor.uniqueUrl, contactEmail: 'partners@gulfmotors.example.ae', promoCode: promoCodes[1]!.promoCode });
    expect(SponsorResultSchema.parse((await send('GET', `${BASE}/${sponsor._id}/getsponsor`)).json()).data.companyName).toBe('Gulf Motors');
  });

  it('lists sponsors by page, searches name and URL, filters by status and sorts by name', async () => {
    const sponsor = await create({ companyName: 'Zeta Listing Partner', isActive: false });
    const page = SponsorListResultSchema.parse((await send('GET', `${BASE}/getsponsorpartners?page=1&size=2`)).json());
    expect(page.data).toHaveLength(2);
    expect(page.pagination).toMatchObject({ page: 1, size: 2 });
    expect(SponsorListResultSchema.parse((await send('GET', `${BASE}/getsponsorpartners?search=zeta listing`)).json()).data.map((s) => s._id)).toEqual([sponsor._id]);
    expect(SponsorListResultSchema.parse((await send('GET', `${BASE}/getsponsorpartners?search=${slugOf(sponsor)}`)).json()).data.map((s) => s._id)).toEqual([sponsor._id]);
    expect(SponsorListResultSchema.parse((await send('GET', `${BASE}/getsponsorpartners?isActive=false`)).json()).data.every((s) => !s.isActive)).toBe(true);
    const names = SponsorListResultSchema.parse((await send('GET', `${BASE}/getsponsorpartners?sortField=companyName&sortDirection=asc&size=100`)).json()).data.map((s) => s.companyName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('refuses a taken name (409), a missing or unknown promo code, a blank name, a bad e-mail and a name over 120 characters (400)', async () => {
    await create({ companyName: 'Taken Name' });
    expect((await send('POST', `${BASE}/createsponsor`, { companyName: 'Taken Name', voucherId: promoCodes[0]!._id })).statusCode).toBe(409);
    const missing = await send('POST', `${BASE}/createsponsor`, { companyName: 'No Code' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ voucherId: 'Promo code is required' });
    const unknown = await send('POST', `${BASE}/createsponsor`, { companyName: 'Unknown Code', voucherId: 'ffffffffffffffffffffffff' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ voucherId: 'Choose an existing promo code' });
    expect((await send('POST', `${BASE}/createsponsor`, { companyName: ' ', voucherId: promoCodes[0]!._id })).json().fieldErrors).toHaveProperty('companyName');
    expect((await send('POST', `${BASE}/createsponsor`, { companyName: 'Mail', contactEmail: 'not-mail', voucherId: promoCodes[0]!._id })).json().fieldErrors).toHaveProperty('contactEmail');
    expect((await send('POST', `${BASE}/createsponsor`, { companyName: 'n'.repeat(121), voucherId: promoCodes[0]!._id })).statusCode).toBe(400);
    expect((await send('POST', `${BASE}/createsponsor`, { companyName: 'n'.repeat(120), voucherId: promoCodes[0]!._id })).statusCode).toBe(200);
    const cleared = await send('PUT', `${BASE}/${(await create())._id}/updatesponsor`, { companyName: 'Cleared', voucherId: null });
    expect(cleared.statusCode).toBe(400);
  });

  it('removes softly: the sponsor leaves the list, its link stops working, its claims stay and its name is free', async () => {
    const sponsor = await create({ companyName: 'Leaving Partner' });
    const claimed = await claim(slugOf(sponsor));
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect((await send('DELETE', `${BASE}/${sponsor._id}/deletesponsor`)).json()).toEqual({ success: true, message: 'Sponsor removed' });
    expect((await send('GET', `${BASE}/${sponsor._id}/getsponsor`)).statusCode).toBe(404);
    expect((await claim(slugOf(sponsor))).statusCode).toBe(404);
    expect(await server.app.db.selectFrom('sponsor_claims').select('id').where('sponsor_id', '=', sponsor._id).execute()).toHaveLength(1);
    await create({ companyName: 'Leaving Partner' });
  });

  it('refuses an account without the sponsors permission', async () => {
    const agent = await server.login(DEMO_AGENT_EMAIL);
    const response = await server.injectAs(agent, { method: 'GET', url: `${BASE}/getsponsorpartners` });
    expect(response.statusCode).toBe(403);
  });
});

describe('claims through a sponsor\'s link', () => {
  it('records a visit, answers the promo code, lists it newest first as not redeemed, and redeems it once', async () => {
    const sponsor = await create();
    const first = await claim(slugOf(sponsor), { ipAddress: '2001:db8::1', userAgent: 'Mozilla/5.0 (First)' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ success: true, data: { promoCode: promoCodes[0]!.promoCode, claimId: expect.any(String) }, message: 'Claim recorded' });
    const second = (await claim(slugOf(sponsor))).json().data as { claimId: string };
    const listed = await claims(sponsor._id);
    expect(listed.data.map((row) => row._id)).toEqual([second.claimId, first.json().data.claimId]);
    expect(listed.data[1]).toMatchObject({ promoCode: promoCodes[0]!.promoCode, isRedeem: false, ipAddress: '2001:db8::1', userAgent: 'Mozilla/5.0 (First)', redeemedAt: null });
    expect(listed.pagination).toMatchObject({ page: 1, size: 10, totalItems: 2 });
    expect((await claims(sponsor._id, '?page=2&size=1')).data.map((row) => row._id)).toEqual([first.json().data.claimId]);

    const redeemed = await redeem(slugOf(sponsor), second.claimId);
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const once = SponsorClaimResultSchema.parse(redeemed.json());
    expect(once).toMatchObject({ message: 'Claim redeemed', data: { isRedeem: true, redeemedAt: expect.any(String) } });
    const again = SponsorClaimResultSchema.parse((await redeem(slugOf(sponsor), second.claimId)).json());
    expect(again).toEqual({ ...once, message: 'Claim was already redeemed' });
    expect((await claims(sponsor._id)).data[0]).toMatchObject({ isRedeem: true });
  });

  it('refuses a call without a signature, with a bad one, another key, a stale time or a signature of another body (401)', async () => {
    const sponsor = await create();
    const slug = slugOf(sponsor);
    expect((await claim(slug, undefined, { headers: {} })).statusCode).toBe(401);
    expect((await claim(slug, undefined, { headers: { 'x-brokerdesk-timestamp': String(Math.floor(Date.now() / 1000)), 'x-brokerdesk-signature': 'ab'.repeat(32) } })).statusCode).toBe(401);
    expect((await claim(slug, undefined, { key: 'another-key-that-is-at-least-32-characters' })).statusCode).toBe(401);
    expect((await claim(slug, undefined, { at: Date.now() - 6 * 60_000 })).statusCode).toBe(401);
    expect((await claim(slug, undefined, { at: Date.now() - 4 * 60_000 })).statusCode).toBe(200);
    const path = `/api/public/sponsor/${slug}/claims`;
    const signedOther = sponsorCallHeaders(SANDBOX_SPONSOR_KEY, { method: 'POST', path, rawBody: '{"ipAddress":"10.0.0.1","userAgent":"x"}' });
    const tampered = await server.app.inject({ method: 'POST', url: path, payload: '{"ipAddress":"10.0.0.2","userAgent":"x"}', headers: { 'content-type': 'application/json', ...signedOther } });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json()).toEqual({ success: false, message: 'Missing or invalid marketplace signature' });
    // Unsigned bad input is refused as unsigned: the input rules are not told to strangers.
    expect((await claim(slug, { ipAddress: 'nope' }, { headers: {} })).statusCode).toBe(401);
    expect((await claims(sponsor._id)).pagination.totalItems).toBe(1);
  });

  it('refuses an unknown slug or claim (404), an inactive sponsor (409), but redeems a claim made before it was switched off', async () => {
    const sponsor = await create();
    const slug = slugOf(sponsor);
    expect((await claim('unknownslugunknownslug')).json()).toEqual({ success: false, message: 'Sponsor not found' });
    const made = (await claim(slug)).json().data as { claimId: string };
    expect((await redeem(slug, 'ffffffffffffffffffffffff')).statusCode).toBe(404);
    const other = await create();
    expect((await redeem(slugOf(other), made.claimId)).json()).toEqual({ success: false, message: 'Claim not found' });
    await send('PUT', `${BASE}/${sponsor._id}/updatesponsor`, { companyName: sponsor.companyName, voucherId: sponsor.voucherId, isActive: false });
    const refused = await claim(slug);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This sponsor\'s link is not active');
    expect((await redeem(slug, made.claimId)).statusCode).toBe(200);
  });

  it('takes an IPv4 or IPv6 address and a user agent up to its limit, and refuses anything else (400 naming the field)', async () => {
    const sponsor = await create();
    const slug = slugOf(sponsor);
    expect((await claim(slug, { ipAddress: '198.51.100.1', userAgent: 'u'.repeat(USER_AGENT_MAX) })).statusCode).toBe(200);
    const cases: Array<[object, string]> = [
      [{ ipAddress: '256.1.1.1', userAgent: 'x' }, 'ipAddress'],
      [{ ipAddress: 'not-an-ip', userAgent: 'x' }, 'ipAddress'],
      [{ userAgent: 'x' }, 'ipAddress'],
      [{ ipAddress: '198.51.100.1', userAgent: 'u'.repeat(USER_AGENT_MAX + 1) }, 'userAgent'],
      [{ ipAddress: '198.51.100.1', userAgent: ' ' }, 'userAgent'],
    ];
    for (const [visitor, field] of cases) {
      const response = await claim(slug, visitor);
      expect(response.statusCode, JSON.stringify(visitor)).toBe(400);
      expect(Object.keys(response.json().fieldErrors)).toEqual([field]);
    }
    expect((await claims(sponsor._id)).pagination.totalItems).toBe(1);
  });

  it(`takes at most ${PER_MINUTE} claims a minute through one link (429 beyond), other links unaffected`, async () => {
    const busy = await create();
    for (let index = 0; index < PER_MINUTE; index++) expect((await claim(slugOf(busy))).statusCode).toBe(200);
    const limited = await claim(slugOf(busy));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect((await claim(slugOf(await create()))).statusCode).toBe(200);
    expect((await claims(busy._id)).pagination.totalItems).toBe(PER_MINUTE);
  });

  it('lists the claims of an unknown sponsor as 404 and refuses the list to an account without the permission', async () => {
    expect((await send('GET', `${BASE}/ffffffffffffffffffffffff/getsponsorvoucherlist`)).statusCode).toBe(404);
    const agent = await server.login(DEMO_AGENT_EMAIL);
    expect((await server.injectAs(agent, { method: 'GET', url: `${BASE}/ffffffffffffffffffffffff/getsponsorvoucherlist` })).statusCode).toBe(403);
    expect((await send('GET', `${BASE}/ffffffffffffffffffffffff/getsponsorvoucherlist?size=101`)).statusCode).toBe(400);
  });
});
