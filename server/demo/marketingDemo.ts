import type { Insertable } from 'kysely';
import { todayInDubai } from '../../shared/domain/dubaiDay.js';
import type { Db } from '../db/database.js';
import type { DiscountOffersTable, EvoucherCodesTable, EvoucherRequestsTable, OfferRedemptionsTable } from '../db/schema.js';
import { createSponsorsRepository } from '../modules/sponsors/sponsors.repository.js';
import { DEFAULT_MARKETPLACE_URL } from '../modules/sponsors/sponsorSettings.js';
import { createRandom, type Random } from './random.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const AED = 100;

/** Gift cards a motor broker hands its customers (fuel, car care, shopping), with their face value in AED. */
const EVOUCHERS = [
  { title: 'ENOC fuel card', brand: 'ENOC', aed: 100 },
  { title: 'ADNOC fuel voucher', brand: 'ADNOC', aed: 50 },
  { title: 'Car wash and polish', brand: 'Emirates Auto Spa', aed: 75 },
  { title: 'Carrefour gift card', brand: 'Carrefour', aed: 200 },
  { title: 'Tyre fitting credit', brand: 'Al-Futtaim Tyres', aed: 150 },
] as const;

/** Club partners by category, each with a 4-character code and its branches. */
const PARTNERS = [
  { name: 'Dubai Autodrome Karting', category: 'club-automotive', code: 'DAKT', places: ['Motor City, Dubai'] },
  { name: 'Quick Lube Service Centre', category: 'club-automotive', code: 'QLUB', places: ['Al Quoz Industrial 3, Dubai', 'Mussafah M-9, Abu Dhabi'] },
  { name: 'Shawarma Corner', category: 'club-dining', code: 'SHWC', places: ['Jumeirah Lake Towers, Dubai', 'Al Majaz, Sharjah'] },
  { name: 'Gulf Health Club', category: 'club-health-fitness', code: 'GHCL', places: ['Business Bay, Dubai'] },
  { name: 'Desert Trails Tours', category: 'club-travel', code: 'DTTR', places: ['Al Qusais, Dubai'] },
  { name: 'Home Fix Handyman', category: 'club-services', code: 'HFIX', places: ['Al Nahda, Dubai', 'Al Khalidiyah, Abu Dhabi', 'Al Nuaimiya, Ajman'] },
] as const;

/** Motoring and lifestyle sites that send visitors to the marketplace with a promo code. */
const SPONSORS = ['DriveArabia Forum', 'UAE Car Club', 'Expat Motors Blog', 'Gulf Road Trips'] as const;
const USER_AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 15; SM-S928B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
] as const;

/** Codes of each demo e-voucher on a first run and in `npm run seed` unless `--evoucher-codes` says otherwise. */
export const DEMO_EVOUCHER_CODES = 100;

export interface MarketingDemoOptions {
  seed: number;
  now: Date;
  /** Codes per e-voucher. */
  codesPerEvoucher: number;
  adminId: string;
}

export interface MarketingDemoCounts {
  evoucherCodes: number;
  partners: number;
  sponsorClaims: number;
}

const mapsLink = (place: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
const ip = (random: Random) => `${random.pick([5, 31, 37, 86, 91, 94, 176, 185])}.${random.int(1, 254)}.${random.int(0, 255)}.${random.int(1, 254)}`;

/**
 * The marketing areas as staff find them after some months: e-vouchers with their codes (some sent
 * to customers, some used) and customers' requests for them; club partners with offers their
 * customers redeemed; sponsors whose links handed out promo codes, recorded through the same
 * service as the marketplace's public claim endpoint. Deterministic for a seed.
 */
export async function seedMarketingDemo(db: Db, options: MarketingDemoOptions): Promise<MarketingDemoCounts> {
  const random = createRandom(options.seed + 23);
  const daysAgo = (days: number) => new Date(options.now.getTime() - days * DAY_MS);
  const day = (days: number) => todayInDubai(new Date(options.now.getTime() + days * DAY_MS));
  const customers = (await db.selectFrom('customers').select('id').orderBy('seq').limit(200).execute()).map((row) => row.id);
  if (customers.length === 0) return { evoucherCodes: 0, partners: 0, sponsorClaims: 0 };

  let evoucherCodes = 0;
  for (const [index, card] of EVOUCHERS.entries()) {
    const evoucherId = `demo-evoucher-${options.seed}-${index}`;
    const created = daysAgo(random.int(60, 200)).toISOString();
    await db.insertInto('evouchers').values({
      id: evoucherId, title: card.title, brand: card.brand, face_value_fils: card.aed * AED, start_date: day(-200), expiry_date: day(random.int(60, 365)),
      is_active: 1, is_revert: 0, description: `AED ${card.aed} ${card.brand} voucher for customers who buy or renew a motor policy.`,
      code_count: options.codesPerEvoucher, created_at: created, updated_at: created,
    }).execute();
    const codes: Array<Insertable<EvoucherCodesTable>> = [];
    for (let n = 0; n < options.codesPerEvoucher; n++) {
      const given = random.chance(0.2);
      const used = given && random.chance(0.4);
      const assignedAt = given ? daysAgo(random.int(1, 50)).toISOString() : null;
      codes.push({
        id: `${evoucherId}-code-${n}`, evoucher_id: evoucherId, code: `${card.brand.replace(/[^A-Z]/gi, '').slice(0, 4).toUpperCase()}${index}${String(n + 1).padStart(6, '0')}`,
        expiry_date: null, status: used ? 'redeemed' : given ? 'assigned' : 'available', customer_id: given ? random.pick(customers) : null,
        channel: given ? random.pick(['email', 'sms'] as const) : null, assigned_by: given ? options.adminId : null, assigned_at: assignedAt,
        redeemed_at: used ? assignedAt : null, created_at: created, updated_at: assignedAt ?? created,
      });
    }
    for (let from = 0; from < codes.length; from += 500) await db.insertInto('evoucher_codes').values(codes.slice(from, from + 500)).execute();
    evoucherCodes += codes.length;
    const requests: Array<Insertable<EvoucherRequestsTable>> = Array.from({ length: random.int(2, 5) }, (_, n) => {
      const status = random.weighted([['pending', 3], ['rejected', 1]] as const);
      const at = daysAgo(random.int(0, 20)).toISOString();
      return {
        id: `${evoucherId}-request-${n}`, evoucher_id: evoucherId, customer_id: random.pick(customers), status,
        note: random.pick(['Renewed my policy last week', 'Promised by the agent on the phone', 'Bought two policies this year', null]),
        reason: status === 'rejected' ? 'The policy was cancelled within the cooling-off period' : null,
        decided_by: status === 'rejected' ? options.adminId : null, decided_at: status === 'rejected' ? at : null, created_at: at, updated_at: at,
      };
    });
    await db.insertInto('evoucher_requests').values(requests).execute();
  }

  for (const [index, partner] of PARTNERS.entries()) {
    const partnerId = `demo-partner-${options.seed}-${index}`;
    const created = daysAgo(random.int(90, 300)).toISOString();
    await db.insertInto('partners').values({
      id: partnerId, company_name: partner.name, category: partner.category, discount_code: partner.code,
      locations: JSON.stringify(partner.places.map((place) => ({ location: place, googleLocation: mapsLink(place) }))),
      logo_img: null, cover_img: null, created_at: created, updated_at: created, removed_at: null,
    }).execute();
    const offers: Array<Insertable<DiscountOffersTable>> = Array.from({ length: random.int(1, 3) }, (_, n) => {
      const percentage = random.chance(0.7);
      return {
        id: `${partnerId}-offer-${n}`, partner: partnerId, category: partner.category,
        discount_title: percentage ? `${random.int(2, 6) * 5} % off for BrokerDesk customers` : `AED ${random.int(2, 8) * 25} off your bill`,
        discount_type: percentage ? 'percentage' : 'fixedPrice', discount_value: percentage ? random.int(2, 6) * 5 : random.int(2, 8) * 25 * AED,
        max_discount_fils: percentage ? random.int(2, 10) * 50 * AED : null, useage_limit_per_user: random.int(1, 4),
        start_date: day(-random.int(30, 120)), expiry_date: day(random.int(30, 240)), is_active: 1,
        description: `Show your policy at ${partner.name} and quote code ${partner.code}.`, terms_n_conditions: 'One use per visit. Not combined with other offers.',
        cover_img: null, created_at: created, updated_at: created, removed_at: null,
      };
    });
    await db.insertInto('discount_offers').values(offers).execute();
    const redemptions: Array<Insertable<OfferRedemptionsTable>> = offers.flatMap((offer, n) => Array.from({ length: random.int(0, 6) }, (_, k) => {
      const billFils = random.int(8, 80) * 25 * AED;
      const saved = offer.discount_type === 'percentage'
        ? Math.min(Math.round((billFils * Number(offer.discount_value)) / 100), offer.max_discount_fils ?? Number.MAX_SAFE_INTEGER)
        : Math.min(Number(offer.discount_value), billFils);
      return {
        id: `${partnerId}-redemption-${n}-${k}`, offer_id: offer.id, customer_id: customers[(index * 7 + n * 3 + k) % customers.length]!,
        bill_fils: billFils, saved_fils: saved, redeemed_by: options.adminId, request_key: null, redeemed_at: daysAgo(random.int(0, 25)).toISOString(),
      };
    }));
    if (redemptions.length > 0) await db.insertInto('offer_redemptions').values(redemptions).execute();
  }

  // Sponsors through their own repository, their claims through the public endpoint's service.
  const sponsors = createSponsorsRepository(db, DEFAULT_MARKETPLACE_URL);
  const vouchers = await db.selectFrom('vouchers').select('id').where('is_active', '=', 1).where('expiry_date', '>=', day(0)).orderBy('promo_code').limit(SPONSORS.length).execute();
  let sponsorClaims = 0;
  for (const [index, name] of SPONSORS.entries()) {
    const voucher = vouchers[index % Math.max(vouchers.length, 1)];
    if (!voucher) break;
    const sponsor = await sponsors.create({ companyName: name, contactEmail: `partners@${name.toLowerCase().replace(/[^a-z]/g, '')}.ae`, voucherId: voucher.id, isActive: true }, daysAgo(90).toISOString());
    const slug = (await db.selectFrom('sponsors').select('slug').where('id', '=', sponsor._id).executeTakeFirstOrThrow()).slug!;
    const claims = random.int(8, 30);
    for (let n = 0; n < claims; n++) {
      const at = new Date(daysAgo(random.int(0, 80)).getTime() + random.int(0, 86_000) * 1000);
      const claim = await sponsors.recordClaim(slug, { ipAddress: ip(random), userAgent: random.pick(USER_AGENTS) }, at, Number.MAX_SAFE_INTEGER);
      if (random.chance(0.35)) await sponsors.redeemClaim(slug, claim.claimId, new Date(at.getTime() + random.int(5, 90) * 60_000).toISOString());
    }
    sponsorClaims += claims;
  }
  return { evoucherCodes, partners: PARTNERS.length, sponsorClaims };
}
