import { HealthLeadCreateSchema } from '../../shared/contract/health-leads/index.js';
import { LeadCreateSchema } from '../../shared/contract/leads/index.js';
import { todayInDubai } from '../../shared/domain/dubaiDay.js';
import type { Db } from '../db/database.js';
import { createHealthLeadsRepository } from '../modules/health-leads/health-leads.repository.js';
import { createLeadsRepository } from '../modules/leads/leads.repository.js';
import { COMMUNITIES, EMAIL_DOMAINS, MOBILE_PREFIXES } from './demoNames.js';
import { createRandom } from './random.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Website enquiries not yet quoted: who, which car, and how many days ago. */
const DEMO_LEADS = [
  { fullName: 'Mariam Al Suwaidi', email: 'mariam.suwaidi@lead.example', mobile: '0501470001', make: 'Toyota', model: 'Camry', bodyType: 'Sedan', vehicleType: 'sedan', cylinders: 4, aed: 98_000, age: 3, daysAgo: 1 },
  { fullName: 'Rahul Menon', email: 'rahul.menon@lead.example', mobile: '0551470002', make: 'Nissan', model: 'Patrol', bodyType: 'SUV', vehicleType: '4wd', cylinders: 6, aed: 210_000, age: 2, daysAgo: 2 },
  { fullName: 'Fatima Khan', email: 'fatima.khan@lead.example', mobile: '0521470003', make: 'Toyota', model: 'Land Cruiser', bodyType: 'SUV', vehicleType: '4wd', cylinders: 6, aed: 265_000, age: 1, daysAgo: 4 },
  { fullName: 'Youssef Haddad', email: 'youssef.haddad@lead.example', mobile: '0561470004', make: 'Toyota', model: 'Camry', bodyType: 'Sedan', vehicleType: 'sedan', cylinders: 4, aed: 76_000, age: 5, daysAgo: 9 },
] as const;

/** A few motor leads from the website, each with the wizard's input, none quoted yet. */
export async function seedLeadsDemo(db: Db, now: Date): Promise<number> {
  const leads = createLeadsRepository(db);
  const day = (offset: number) => todayInDubai(new Date(now.getTime() + offset * DAY_MS));
  for (const lead of DEMO_LEADS) {
    const year = Number(day(0).slice(0, 4)) - lead.age;
    const input = LeadCreateSchema.parse({
      customer: { fullName: lead.fullName, email: lead.email, mobileNumber: lead.mobile, dateOfBirth: '1987-06-21', drivingLicenseIssueDate: '2011-03-02' },
      car: { year, make: lead.make, model: lead.model, bodyType: lead.bodyType, vehicleType: lead.vehicleType, cylinders: lead.cylinders, valueFils: lead.aed * 100 },
      driver: { licenceIssueDate: '2011-03-02' },
      insurance: { yearOfNoClaim: 'No Claims for One Year', hasNoClaimsProof: true },
      policyEffectiveDate: day(7),
    });
    await leads.create(input, null, new Date(now.getTime() - lead.daysAgo * DAY_MS).toISOString());
  }
  return DEMO_LEADS.length;
}

/** Where health enquiries come from (the health create form's sources and the website), as often as agents see them. */
const HEALTH_LEAD_SOURCES = [['Website', 5], ['Social Media', 3], ['WhatsApp Campaign', 2], ['Email Campaign', 1], ['Friend Referral', 1]] as const;

/**
 * Health leads from the website and campaigns, one for every 50 demo customers (at least six; none
 * in a demo of no customers, which tests start from),
 * spread over the last three weeks: people of the demo's communities aged 22 to 60, none quoted
 * yet (a lead turns Quoted only when a proposal is made from it). The same for the same seed.
 */
export async function seedHealthLeadsDemo(db: Db, options: { customers: number; seed: number; now: Date }): Promise<number> {
  const random = createRandom(options.seed + 17);
  const leads = createHealthLeadsRepository(db);
  const count = options.customers === 0 ? 0 : Math.max(6, Math.ceil(options.customers / 50));
  const thisYear = Number(todayInDubai(options.now).slice(0, 4));
  for (let index = 0; index < count; index++) {
    const community = random.weighted(COMMUNITIES.map((entry) => [entry, entry.weight] as const));
    const male = random.chance(0.55);
    const first = random.pick(male ? community.maleFirst : community.femaleFirst);
    const last = random.pick(community.last);
    const input = HealthLeadCreateSchema.parse({
      fullName: `${first} ${last}`,
      email: `${first}.${last}.h${index + 1}`.toLowerCase().replace(/[^a-z0-9.]+/g, '') + `@${random.pick(EMAIL_DOMAINS)}`,
      mobileNumber: `0${random.pick(MOBILE_PREFIXES)}${random.digits(7)}`,
      nationality: random.pick(community.nationalities),
      dateOfBirth: `${thisYear - random.int(22, 60)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      gender: male ? 'Male' : 'Female',
      source: random.weighted(HEALTH_LEAD_SOURCES),
    });
    const at = new Date(options.now.getTime() - random.int(0, 21 * 24 * 60) * 60 * 1000).toISOString();
    await leads.create(input, null, at);
  }
  return count;
}
