import { LeadCreateSchema } from '../../shared/contract/leads/index.js';
import { todayInDubai } from '../../shared/domain/dubaiDay.js';
import type { Db } from '../db/database.js';
import { createLeadsRepository } from '../modules/leads/leads.repository.js';

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
