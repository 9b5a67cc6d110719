import type { Insertable } from 'kysely';
import { GENERAL_SUB_PRODUCTS, INDUSTRIES, LINE_STATUSES } from '../../shared/contract/corporate-customers/corporate-customers.schema.js';
import { EMIRATES } from '../../shared/domain/emirates.js';
import type { Db } from '../db/database.js';
import type { CorporateCustomersTable } from '../db/schema.js';
import { COMMUNITIES } from './demoNames.js';
import { createRandom } from './random.js';

/** One corporate customer per this many retail customers: a broker's book is mostly people. */
export const CUSTOMERS_PER_CORPORATE = 50;

const TRADES = ['Trading', 'Logistics', 'Contracting', 'General Trading', 'Hospitality', 'Facilities Management', 'Engineering', 'Foodstuff Trading', 'Technologies', 'Transport'];
const NAMES = ['Falcon', 'Desert Rose', 'Al Noor', 'Gulf Star', 'Oasis', 'Pearl Coast', 'Sandstone', 'Palm Crest', 'Blue Dune', 'Emirates Crown', 'Al Safa', 'Horizon'];
const FORMS = ['LLC', 'FZE', 'FZCO', 'L.L.C', 'Est.'];
const INSURERS = ['None', 'Oman Insurance', 'AXA Gulf', 'Orient Insurance', 'Sukoon', 'RSA', 'Abu Dhabi National Insurance', 'Dubai Insurance'];
const BROKERS = ['Gulf Brokers', 'Nexus Insurance Brokers', 'Lifecare Brokers', null];
const POSITIONS = ['Finance manager', 'HR manager', 'Fleet manager', 'Procurement officer', 'Managing director'];

/**
 * Corporate customers sized by the seed's customers (one per `CUSTOMERS_PER_CORPORATE`): each
 * with one or two contact persons and one to three lines of business, a third of them brought by
 * the demo agents, rows mostly being quoted with some won and lost.
 */
export async function seedCorporateDemo(db: Db, options: { customers: number; seed: number; now: Date; agentIds: readonly string[] }): Promise<number> {
  const count = Math.floor(options.customers / CUSTOMERS_PER_CORPORATE);
  if (count === 0) return 0;
  const random = createRandom(options.seed + 31);
  const at = options.now.toISOString();
  const renewal = () => new Date(options.now.getTime() + random.int(10, 360) * 86_400_000).toISOString().slice(0, 10);
  const row = () => ({
    currentInsurer: random.pick(INSURERS), currentInsurerYears: random.int(0, 8), existingBroker: random.pick(BROKERS), existingBrokerYears: random.int(0, 5),
    renewalDate: renewal(), probability: String(random.int(1, 5)), status: random.weighted([[LINE_STATUSES[1], 7], [LINE_STATUSES[2], 2], [LINE_STATUSES[0], 1]] as const),
  });
  const rows = (has: boolean, extra: () => Record<string, unknown>) => (has ? Array.from({ length: random.int(1, 2) }, () => ({ ...row(), ...extra() })) : []);
  const customers: Array<Insertable<CorporateCustomersTable>> = [];
  for (let index = 0; index < count; index++) {
    const lines = [random.chance(0.6), random.chance(0.4), random.chance(0.4)];
    if (!lines.some(Boolean)) lines[random.int(0, 2)] = true;
    const [fleet, health, general] = lines as [boolean, boolean, boolean];
    const byAgent = options.agentIds.length > 0 && random.chance(1 / 3);
    const community = random.pick(COMMUNITIES);
    const contacts = Array.from({ length: random.int(1, 2) }, (_, contact) => ({
      personName: `${random.pick(community.maleFirst)} ${random.pick(community.last)}`, email: `contact${contact + 1}@corporate${index + 1}.ae`,
      mobileNumber: `5${random.pick(['0', '2', '5', '6'])}${random.digits(7)}`, position: random.pick(POSITIONS),
    }));
    customers.push({
      id: `demo-corporate-${options.seed}-${index}`, full_name: `${random.pick(NAMES)} ${random.pick(TRADES)} ${random.pick(FORMS)} ${index + 1}`,
      emirates: random.pick(EMIRATES), industry: random.pick(INDUSTRIES), source: byAgent ? 'Agents' : random.pick(['Direct', 'Referral']),
      agent_id: byAgent ? random.pick(options.agentIds) : null, trade_license_number: `CN-${random.digits(7)}`, trade_license_expiry: renewal(),
      contact_persons: JSON.stringify(contacts),
      car_fleet_insurance: fleet ? 1 : 0, health_insurance: health ? 1 : 0, general_insurance: general ? 1 : 0,
      car_fleet: JSON.stringify(rows(fleet, () => ({ noOfCars: random.int(3, 250) }))),
      health: JSON.stringify(rows(health, () => ({ groupSize: random.int(1, 6), noOfPeople: random.int(10, 800), type: random.pick(['Basic', 'Enhance', 'Basic & Enhance']) }))),
      general: JSON.stringify(rows(general, () => ({ subProduct: random.pick(GENERAL_SUB_PRODUCTS) }))),
      created_at: at, updated_at: at, removed_at: null,
    });
  }
  for (let start = 0; start < customers.length; start += 500) await db.insertInto('corporate_customers').values(customers.slice(start, start + 500)).execute();
  return customers.length;
}
