import { NO_CLAIM_YEARS, type ProposalDetails } from '../../shared/contract/proposals/index.js';
import type { Db } from '../db/database.js';
import { newId } from '../db/ids.js';
import { createProposalsRepository } from '../modules/proposals/proposals.repository.js';
import { createQuotingService } from '../modules/proposals/quoting.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const AED = 100;
const DEMO_PROPOSALS = 8;

const SALES_AGENTS = [
  { full_name: 'Rashid Al Hammadi', email: 'rashid.sales@brokerdesk.demo', mobile_number: '551234001', motor_commission_percent: 3 },
  { full_name: 'Fatima Qureshi', email: 'fatima.sales@brokerdesk.demo', mobile_number: '551234002', motor_commission_percent: 2.5 },
  { full_name: 'Joseph Mathew', email: 'joseph.sales@brokerdesk.demo', mobile_number: '551234003', motor_commission_percent: 2 },
  { full_name: 'Noura Al Suwaidi', email: 'noura.sales@brokerdesk.demo', mobile_number: null, motor_commission_percent: 4 },
];

/**
 * The motor sales demo: promo codes (active percentage and fixed ones, one expired, one used up),
 * sales agents, and a handful of proposals priced by the quoting service against the demo
 * insurers, so the sales screens show real quotes. Runs once: skipped when any voucher exists.
 * Needs the demo insurers, the car catalogue and the demo customers (seed them first); `creatorEmail`'s
 * account creates the proposals.
 */
export async function seedSalesDemo(db: Db, now: Date, creatorEmail: string): Promise<{ vouchers: number; salesAgents: number; proposals: number }> {
  if (await db.selectFrom('vouchers').select('id').limit(1).executeTakeFirst()) return { vouchers: 0, salesAgents: 0, proposals: 0 };
  const staffAccountId = (await db.selectFrom('accounts').select('id').where('email', '=', creatorEmail).executeTakeFirst())?.id ?? null;
  const at = now.toISOString();
  const iso = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  const voucher = (promo_code: string, discount_type: 'percentage' | 'fixedPrice', discount_value: number, from: number, to: number, uses: { max: number | null; used: number }) => ({
    id: newId(now), promo_code, discount_type, discount_value, created_date: iso(from), expiry_date: iso(to), max_uses: uses.max, used_count: uses.used,
    created_at: at, updated_at: at,
  });
  const vouchers = [
    voucher('WELCOME10', 'percentage', 10, -30, 180, { max: null, used: 0 }),
    voucher('DRIVE5', 'percentage', 5, -10, 90, { max: 500, used: 12 }),
    voucher('FLAT150', 'fixedPrice', 150 * AED, -5, 60, { max: 200, used: 3 }),
    voucher('SUMMER15', 'percentage', 15, -120, -20, { max: null, used: 40 }),
    voucher('LAUNCH200', 'fixedPrice', 200 * AED, -60, 30, { max: 25, used: 25 }),
  ];
  await db.insertInto('vouchers').values(vouchers).execute();
  await db.insertInto('sales_agents').values(SALES_AGENTS.map((agent) => ({ ...agent, id: newId(now), created_at: at, updated_at: at }))).execute();

  const customers = await db.selectFrom('customers').select(['id', 'driving_license_issue_date']).where('date_of_birth', 'is not', null)
    .where('date_of_birth', '<', iso(-25 * 365).slice(0, 10)).orderBy('seq').limit(DEMO_PROPOSALS).execute();
  const trims = await db.selectFrom('car_trims').innerJoin('car_makes as m', 'm.id', 'car_trims.make_id')
    .select(['car_trims.id', 'm.name as make', 'car_trims.model', 'car_trims.trim', 'car_trims.year', 'car_trims.body_type', 'car_trims.vehicle_type',
      'car_trims.cylinders', 'car_trims.seats', 'car_trims.new_value_fils'])
    .where('car_trims.year', '<', now.getUTCFullYear()).orderBy('car_trims.seq').limit(DEMO_PROPOSALS * 7).execute();
  const agents = await db.selectFrom('sales_agents').select('id').orderBy('seq').execute();
  const proposals = createProposalsRepository(db);
  const quoting = createQuotingService(db);
  let created = 0;
  for (const [index, customer] of customers.entries()) {
    // Every seventh trim: a spread of makes, bodies and values rather than one make's models.
    const trim = trims[(index * 7) % Math.max(1, trims.length)];
    if (!trim) break;
    const valueFils = Math.round((trim.new_value_fils * (0.85 - (index % 3) * 0.1)) / (100 * AED)) * 100 * AED;
    const details: ProposalDetails = {
      driver: { licenceIssueDate: customer.driving_license_issue_date ?? '2012-06-01' },
      insurance: {
        typeOfIssues: index % 4 === 0 ? 'New' : 'Renewal', currentInsurer: index % 4 === 0 ? null : 'Orient Insurance Co.', claimHistory: index % 5 === 4,
        yearOfNoClaim: NO_CLAIM_YEARS[index % NO_CLAIM_YEARS.length]!, hasNoClaimsProof: index % 2 === 0,
      },
      policyEffectiveDate: iso(index + 1).slice(0, 10),
      isQuickProposal: false,
    };
    await db.transaction().execute(async (trx) => {
      const carId = newId(now);
      await trx.insertInto('cars').values({
        id: carId, vin: null, vin_decode: null, customer_id: customer.id, make: trim.make, model: trim.model, trim: trim.trim, trim_id: trim.id,
        year: trim.year, body_type: trim.body_type, vehicle_type: trim.vehicle_type, cylinders: trim.cylinders, seats: trim.seats, colour: 'White',
        gcc_spec: 1, first_registration_date: `${trim.year}-03-01`, mileage_km: (now.getUTCFullYear() - trim.year) * 18_000, value_fils: valueFils,
        registration: JSON.stringify({ useOfVehicle: 'Personal', registrationEmirate: 'Dubai', plateCode: 'A', plateNumber: String(10_000 + index) }),
        created_at: at, updated_at: at,
      }).execute();
      const { id } = await proposals.insertProposal(trx, {
        customerId: customer.id, carId, car: { year: trim.year, make: trim.make, model: trim.model, valueFils }, details,
        source: ['Website', 'Social Media', 'WhatsApp Campaign', 'Friend Referral'][index % 4]!, insuranceType: 'all', vehicleType: 'Individual',
        createdBy: staffAccountId, assignedTo: null, salesAgentId: index % 3 === 0 ? agents[index % agents.length]?.id ?? null : null, note: 'Demo proposal', at,
      });
      await quoting.generateIn(trx, id, staffAccountId);
    });
    created += 1;
  }
  return { vouchers: vouchers.length, salesAgents: SALES_AGENTS.length, proposals: created };
}
