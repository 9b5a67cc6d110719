import type { Insertable } from 'kysely';
import { luhnCheckDigit } from '../../shared/domain/emiratesId.js';
import type {
  CommentsTable, CustomersTable, HistoryTable, Line, LoyaltyPointsTable, PoliciesTable, ProposalsTable, QuoteAddonsTable,
  QuotesTable, TransactionsTable,
} from '../db/schema.js';
import { customerRef } from '../modules/customers/customers.repository.js';
import { ADDONS, CARS, COMMENTS, COMMUNITIES, EMAIL_DOMAINS, INSURERS, MOBILE_PREFIXES, PROPOSAL_SOURCES, type Community } from './demoNames.js';
import { createRandom, type Random } from './random.js';

export interface DemoOptions {
  customers: number;
  seed: number;
  /** The moment the data is generated relative to ("signed up in the last 3 years"). */
  now: Date;
  /** seq of the first customer (1 on an empty database). */
  firstSeq: number;
  /** The demo staff account comments and history are attributed to. */
  staffAccountId: string;
}

export interface DemoData {
  customers: Array<Insertable<CustomersTable>>;
  proposals: Array<Insertable<ProposalsTable>>;
  quotes: Array<Insertable<QuotesTable>>;
  policies: Array<Insertable<PoliciesTable>>;
  transactions: Array<Insertable<TransactionsTable>>;
  quoteAddons: Array<Insertable<QuoteAddonsTable>>;
  comments: Array<Insertable<CommentsTable>>;
  history: Array<Insertable<HistoryTable>>;
  loyaltyPoints: Array<Insertable<LoyaltyPointsTable>>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const YEAR_MS = 365.25 * DAY_MS;

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const iso = (ms: number) => new Date(ms).toISOString();
const ref = (prefix: string, n: number) => `${prefix}-${String(n).padStart(6, '0')}`;
const slug = (text: string) => text.toLowerCase().normalize('NFKD').replace(/[^a-z]/g, '');

function pickCommunity(random: Random): Community {
  const total = COMMUNITIES.reduce((sum, c) => sum + c.weight, 0);
  let roll = random.next() * total;
  for (const community of COMMUNITIES) {
    roll -= community.weight;
    if (roll < 0) return community;
  }
  return COMMUNITIES[0]!;
}

/** 784 + a year (usually the birth year) + 7 digits + the Luhn check digit. */
function emiratesId(random: Random, birthYear: number): string {
  const year = random.chance(0.8) ? birthYear : random.int(1970, 2023);
  const body = `784${year}${random.digits(7)}`;
  return body + luhnCheckDigit(body);
}

/**
 * Realistic UAE customers and, for a share of them, their proposals, quotes, policies,
 * payments, add-ons, comments, history and loyalty points. Pure: the same options give the
 * same data, ids included.
 */
export function generateDemo(options: DemoOptions): DemoData {
  const random = createRandom(options.seed);
  const data: DemoData = {
    customers: [], proposals: [], quotes: [], policies: [], transactions: [], quoteAddons: [], comments: [], history: [], loyaltyPoints: [],
  };
  const counters = { proposal: 0, quote: 0, policy: 0, transaction: 0 };
  const usedEmails = new Set<string>();
  const idAt = (ms: number) => Math.floor(ms / 1000).toString(16).padStart(8, '0') + random.hex(16);
  const nowMs = options.now.getTime();

  // Sign-up times sorted oldest first, so seq (creation order) agrees with createdAt.
  const signedUp = Array.from({ length: options.customers }, () => nowMs - 3 * YEAR_MS + random.next() * (3 * YEAR_MS - DAY_MS)).sort((a, b) => a - b);

  signedUp.forEach((createdMs, index) => {
    const seq = options.firstSeq + index;
    const community = pickCommunity(random);
    const female = random.chance(0.45);
    const first = random.pick(female ? community.femaleFirst : community.maleFirst);
    const last = random.pick(community.last);
    const birthMs = createdMs - random.int(19, 68) * YEAR_MS - random.next() * YEAR_MS;
    const birthYear = new Date(birthMs).getUTCFullYear();
    let email = `${slug(first)}.${slug(last)}@${random.pick(EMAIL_DOMAINS)}`;
    if (usedEmails.has(email)) email = `${slug(first)}${slug(last)}${seq}@${random.pick(EMAIL_DOMAINS)}`;
    usedEmails.add(email);
    const hasLicence = random.chance(0.85);
    const adultMs = birthMs + 18 * YEAR_MS;
    const licenceIssueMs = adultMs + random.next() * Math.max(0, createdMs - adultMs);
    const customerId = idAt(createdMs);
    data.customers.push({
      seq, id: customerId, customer_ref: customerRef(seq), full_name: `${first} ${last}`, email, country_code: '971',
      mobile_number: random.pick(MOBILE_PREFIXES) + random.digits(7), role: 'User', date_of_birth: day(birthMs),
      nationality: random.pick(community.nationalities), emirates_id: random.chance(0.9) ? emiratesId(random, birthYear) : null,
      driving_license_no: hasLicence ? String(random.int(1_000_000, 99_999_999)) : null,
      driving_license_issue_date: hasLicence ? day(licenceIssueMs) : null,
      driving_license_expiry_date: hasLicence ? day(licenceIssueMs + random.pick([2, 5, 10]) * YEAR_MS) : null,
      is_block: random.chance(0.03) ? 1 : 0, created_at: iso(createdMs), updated_at: iso(createdMs),
    });

    const sale = (line: Line, atMs: number) => {
      const expiresMs = atMs + 30 * DAY_MS;
      const car = line === 'motor' ? random.pick(CARS) : undefined;
      const valueFils = line === 'motor' ? random.int(30, 400) * 1000_00 : null;
      const proposalId = idAt(atMs);
      const converted = random.chance(0.6);
      data.proposals.push({
        id: proposalId, ref: ref('PRO', ++counters.proposal), line, customer_id: customerId, source: random.pick(PROPOSAL_SOURCES),
        car: car ? `${new Date(atMs).getUTCFullYear() - random.int(0, 6)} ${car[0]} ${car[1]}` : null, value_fils: valueFils,
        status: converted ? 'Policy paid and Issued' : random.pick(['Un Attended', 'Quote generated', 'Customer contacted', 'Lost']), expires_at: iso(expiresMs),
        created_at: iso(atMs), updated_at: iso(atMs),
      });
      const quoteIds: string[] = [];
      for (let q = random.int(2, 4); q > 0; q--) {
        const quoteMs = atMs + random.int(1, 48) * 3_600_000;
        const quoteId = idAt(quoteMs);
        quoteIds.push(quoteId);
        const priceFils = valueFils ? Math.round(valueFils * (random.int(18, 45) / 1000)) : random.int(250, 12_000) * 100;
        data.quotes.push({
          id: quoteId, ref: ref('QUO', ++counters.quote), proposal_id: proposalId, customer_id: customerId,
          company_name: random.pick(INSURERS), plan_name: line === 'motor' ? random.pick(['Comprehensive', 'Third Party', 'Comprehensive Plus']) : random.pick(['Basic', 'Enhanced', 'Premier']),
          price_fils: priceFils, total_fils: priceFils, payment_status: 'unpaid', is_bought: 0, status: 'offered', created_at: iso(quoteMs), updated_at: iso(quoteMs),
        });
        if (line === 'motor' && random.chance(0.3)) {
          data.quoteAddons.push({
            id: idAt(quoteMs), quote_id: quoteId, customer_id: customerId, product_name: random.pick(ADDONS),
            price_fils: random.int(50, 600) * 100, created_at: iso(quoteMs), updated_at: iso(quoteMs),
          });
        }
      }
      if (line !== 'motor') {
        data.history.push({
          id: idAt(atMs), entity_type: 'customer', entity_id: customerId, line, account_id: options.staffAccountId,
          action: 'proposal created', detail: `${line === 'health' ? 'Health' : 'Travel'} proposal ${ref('PRO', counters.proposal)} created`,
          created_at: iso(atMs), updated_at: iso(atMs),
        });
      }
      if (!converted) return;

      const chosen = data.quotes[data.quotes.length - 1 - random.int(0, quoteIds.length - 1)]!;
      chosen.status = 'paid';
      chosen.payment_status = 'paid';
      chosen.is_bought = 1;
      const startMs = atMs + 2 * DAY_MS;
      const lengthMs = line === 'travel' ? random.int(7, 90) * DAY_MS : YEAR_MS;
      const policyId = idAt(startMs);
      data.policies.push({
        id: policyId, ref: ref('POL', ++counters.policy), line, customer_id: customerId, quote_id: chosen.id ?? null,
        company_name: chosen.company_name, insurance_type: chosen.plan_name, insured_value_fils: valueFils, premium_fils: chosen.price_fils,
        status: random.chance(0.05) ? 'Cancelled' : 'Active', start_date: day(startMs), expiry_date: day(startMs + lengthMs),
        file_id: null, created_at: iso(startMs), updated_at: iso(startMs),
      });
      data.transactions.push({
        id: idAt(startMs), ref: ref('TRX', ++counters.transaction), customer_id: customerId, policy_id: policyId,
        amount_fils: chosen.price_fils, paid_by: random.pick(['Card', 'Card', 'Tabby', 'Payment link', 'Bank transfer']),
        status: 'success', created_at: iso(startMs), updated_at: iso(startMs),
      });
      data.loyaltyPoints.push({
        id: idAt(startMs), customer_id: customerId, points: Math.round(chosen.price_fils / 10_000),
        reason: `Policy ${ref('POL', counters.policy)} purchased`, created_at: iso(startMs), updated_at: iso(startMs),
      });
      if (line !== 'motor') {
        data.history.push({
          id: idAt(startMs), entity_type: 'customer', entity_id: customerId, line, account_id: options.staffAccountId,
          action: 'policy issued', detail: `Policy ${ref('POL', counters.policy)} issued by ${chosen.company_name}`,
          created_at: iso(startMs), updated_at: iso(startMs),
        });
      }
    };

    // Activity happens after sign-up and not in the future.
    const laterMs = () => createdMs + random.next() * Math.max(0, nowMs - createdMs - 3 * DAY_MS);
    if (random.chance(0.35)) for (let n = random.int(1, 2); n > 0; n--) sale('motor', laterMs());
    if (random.chance(0.1)) sale('health', laterMs());
    if (random.chance(0.08)) sale('travel', laterMs());
    if (random.chance(0.15)) {
      const atMs = laterMs();
      data.comments.push({
        id: idAt(atMs), entity_type: 'customer', entity_id: customerId, account_id: options.staffAccountId, body: random.pick(COMMENTS),
        created_at: iso(atMs), updated_at: iso(atMs),
      });
    }
  });
  return data;
}
