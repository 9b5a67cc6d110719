import { RENEWAL_WINDOW_DAYS } from '../../shared/contract/renewals/index.js';
import { luhnCheckDigit } from '../../shared/domain/emiratesId.js';
import type { CustomerRow } from '../db/schema.js';
import { dubaiDate } from '../../shared/domain/dubaiDay.js';
import { customerRef } from '../modules/customers/customers.repository.js';
import { createCoverSales } from './coverSales.js';
import { COMMENTS, COMMUNITIES, EMAIL_DOMAINS, MOBILE_PREFIXES, type Community } from './demoNames.js';
import { DAY_MS, createDemoContext, emptyDemoData, iso, type DemoData, type DemoStaff, type RefSeries } from './demoRecords.js';
import { createMotorSales, type DemoPricing, type DemoTrim } from './motorSales.js';
import { createRandom, type Random } from './random.js';

export type { DemoData } from './demoRecords.js';

export interface DemoOptions {
  customers: number;
  seed: number;
  /** The moment the data is generated relative to ("signed up in the last 3 years"). */
  now: Date;
  /** Where the rows continue: the first customer's and car's seq (1 on an empty database) and each ref series' first free ref. */
  start: { customerSeq: number; carSeq: number; refs: Record<RefSeries, string> };
  staff: DemoStaff;
  /** The motor insurers' plans and the pricing settings, as the quoting service loads them. */
  pricing: DemoPricing;
  /** The car catalogue the demo's cars come from. */
  trims: readonly DemoTrim[];
  /**
   * How many customers' worth of sales each customer makes on average (1 by default): each makes
   * the default's sales that many times (a fraction by chance), so proposals, quotes, payments and
   * policies scale together and keep their proportions.
   */
  salesScale?: number;
}

export interface DemoStats {
  /** Risks the pricing engine priced: one per priced proposal, and one per buyer's choice of add-ons. */
  pricedRisks: number;
}

const YEAR_MS = 365.25 * DAY_MS;
/** A customer insures cars with probability MOTOR_BUYERS, one to MOTOR_CARS_MAX of them; buys health and travel cover with HEALTH_BUYERS and TRAVEL_BUYERS. */
const MOTOR_BUYERS = 0.35;
const MOTOR_CARS_MAX = 2;
const HEALTH_BUYERS = 0.1;
const TRAVEL_BUYERS = 0.08;
/** The proposals a customer makes on average at `salesScale` 1 (renewals and today's sales aside). */
export const PROPOSALS_PER_CUSTOMER = (MOTOR_BUYERS * (1 + MOTOR_CARS_MAX)) / 2 + HEALTH_BUYERS + TRAVEL_BUYERS;
/**
 * Motor sales timed so the policy comes up for renewal now, beyond those that do by chance (one
 * in eight of a year's): enough for the Renewals screen of a small demo to have work, and no more
 * than chance gives a large one.
 */
const RENEWALS_WANTED = 8;

const day = (ms: number) => iso(ms).slice(0, 10);
const slug = (text: string) => text.toLowerCase().normalize('NFKD').replace(/[^a-z]/g, '');

function pickCommunity(random: Random): Community {
  return random.weighted(COMMUNITIES.map((community) => [community, community.weight] as const));
}

/** 784 + a year (usually the birth year) + 7 digits + the Luhn check digit. */
function emiratesId(random: Random, birthYear: number): string {
  const year = random.chance(0.8) ? birthYear : random.int(1970, 2023);
  const body = `784${year}${random.digits(7)}`;
  return body + luhnCheckDigit(body);
}

/**
 * Realistic UAE customers and, for a share of them, their motor, health and travel proposals,
 * quotes, payments and policies, with comments, history and loyalty points, in batches of
 * `batchSize` customers so a large seed never holds more than one batch. Pure: the same options
 * give the same data, ids included, whatever the batch size.
 */
export function* generateDemoBatches(options: DemoOptions, batchSize: number): Generator<DemoData, DemoStats> {
  const random = createRandom(options.seed);
  const nowMs = options.now.getTime();
  const ctx = createDemoContext(random, nowMs, options.staff, options.start.refs);
  const motor = createMotorSales(ctx, options.pricing, options.trims, options.start.carSeq);
  const covers = createCoverSales(ctx, options.pricing.catalogue.map(({ company }) => ({ id: company._id, name: company.companyName })));
  const usedEmails = new Set<string>();
  const salesScale = options.salesScale ?? 1;
  const renewalShare = Math.min(0.5, RENEWALS_WANTED / Math.max(1, (options.customers * salesScale * MOTOR_BUYERS * (1 + MOTOR_CARS_MAX)) / 2));
  // A whole scale draws nothing here, so the default demo stays the same for the same seed.
  const salesRounds = () => Math.floor(salesScale) + (Number.isInteger(salesScale) || !random.chance(salesScale % 1) ? 0 : 1);

  // Sign-up times sorted oldest first, so seq (creation order) agrees with createdAt.
  const signedUp = Array.from({ length: options.customers }, () => nowMs - 3 * YEAR_MS + random.next() * (3 * YEAR_MS - DAY_MS)).sort((a, b) => a - b);

  for (const [index, createdMs] of signedUp.entries()) {
    const seq = options.start.customerSeq + index;
    // Cars insured in each round of sales.
    const motorSales = Array.from({ length: salesRounds() }, () => (random.chance(MOTOR_BUYERS) ? random.int(1, MOTOR_CARS_MAX) : 0));
    const community = pickCommunity(random);
    const female = random.chance(0.45);
    const first = random.pick(female ? community.femaleFirst : community.maleFirst);
    const last = random.pick(community.last);
    const birthMs = createdMs - random.int(19, 68) * YEAR_MS - random.next() * YEAR_MS;
    let email = `${slug(first)}.${slug(last)}@${random.pick(EMAIL_DOMAINS)}`;
    if (usedEmails.has(email)) email = `${slug(first)}${slug(last)}${seq}@${random.pick(EMAIL_DOMAINS)}`;
    usedEmails.add(email);
    // Everyone insuring a car drives it; of the others most hold a licence.
    const hasLicence = motorSales.some((cars) => cars > 0) || random.chance(0.75);
    const adultMs = birthMs + 18 * YEAR_MS;
    const licenceIssueMs = adultMs + random.next() * Math.max(0, createdMs - adultMs);
    const customer: CustomerRow = {
      seq, id: ctx.idAt(createdMs), customer_ref: customerRef(seq), full_name: `${first} ${last}`, email, country_code: '971',
      mobile_number: random.pick(MOBILE_PREFIXES) + random.digits(7), role: 'User', date_of_birth: day(birthMs),
      nationality: random.pick(community.nationalities), emirates_id: random.chance(0.95) ? emiratesId(random, new Date(birthMs).getUTCFullYear()) : null,
      driving_license_no: hasLicence ? String(random.int(1_000_000, 99_999_999)) : null,
      driving_license_issue_date: hasLicence ? day(licenceIssueMs) : null,
      driving_license_expiry_date: hasLicence ? day(licenceIssueMs + random.pick([2, 5, 10]) * YEAR_MS) : null,
      is_block: random.chance(0.03) ? 1 : 0, created_at: iso(createdMs), updated_at: iso(createdMs), profile: '{}',
    };
    ctx.data.customers.push(customer);

    // Activity happens after sign-up and not in the last three days (today's sales are made live).
    const laterMs = () => createdMs + random.next() * Math.max(0, nowMs - createdMs - 3 * DAY_MS);
    for (const cars of motorSales) {
      for (let sale = 0; sale < cars; sale++) {
        // A policy bought 11 to 12 months ago ends within the renewal window now.
        const renewalStart = dubaiDate(new Date(nowMs - (365 - random.int(3, RENEWAL_WINDOW_DAYS - 8)) * DAY_MS));
        const renewalSaleMs = Date.parse(`${renewalStart}T00:00:00Z`) - random.int(0, 3) * DAY_MS + random.int(5, 16) * 3_600_000;
        if (random.chance(renewalShare) && renewalSaleMs > createdMs) {
          motor.sell(customer, renewalSaleMs, renewalStart, true);
        } else {
          const atMs = laterMs();
          motor.sell(customer, atMs, dubaiDate(new Date(atMs + random.int(0, 5) * DAY_MS)), false);
        }
      }
      if (random.chance(HEALTH_BUYERS)) covers.sell('health', customer, laterMs());
      if (random.chance(TRAVEL_BUYERS)) covers.sell('travel', customer, laterMs());
    }
    if (random.chance(0.15)) {
      const atMs = laterMs();
      ctx.data.comments.push({
        id: ctx.idAt(atMs), entity_type: 'customer', entity_id: customer.id, account_id: options.staff.adminId, body: random.pick(COMMENTS),
        created_at: iso(atMs), updated_at: iso(atMs),
      });
    }
    if ((index + 1) % batchSize === 0 || index === signedUp.length - 1) {
      yield ctx.data;
      ctx.data = emptyDemoData();
    }
  }
  return { ...motor.stats };
}

/**
 * The whole demo at once (small sizes: tests and the first run's few hundred customers).
 *
 * @example generateDemo(options).policies // every policy, each with its payment and proposal
 */
export function generateDemo(options: DemoOptions): DemoData & { stats: DemoStats } {
  const all = emptyDemoData();
  const batches = generateDemoBatches(options, Math.max(1, options.customers));
  for (;;) {
    const next = batches.next();
    if (next.done) return { ...all, stats: next.value };
    for (const key of Object.keys(all) as Array<keyof DemoData>) (all[key] as unknown[]).push(...next.value[key]);
  }
}
