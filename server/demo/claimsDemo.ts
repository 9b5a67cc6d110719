import { addDays, format, parseISO } from 'date-fns';
import type { Insertable } from 'kysely';
import type { ClaimStatus } from '../../shared/domain/claimRules.js';
import { todayInDubai } from '../../shared/domain/dubaiDay.js';
import type { Db } from '../db/database.js';
import type { MotorClaimHistoryTable, MotorClaimsTable } from '../db/schema.js';
import { claimDates, clockDueOn, datesAfterMove } from '../modules/claims/claims.repository.js';
import { createRandom } from './random.js';

/** How far along the desk each demo claim is, and how often. */
const PATHS: ReadonlyArray<readonly [readonly ClaimStatus[], number]> = [
  [['Registered'], 14],
  [['Registered', 'Documents pending'], 12],
  [['Registered', 'Submitted to insurer'], 12],
  [['Registered', 'Submitted to insurer', 'Survey'], 10],
  [['Registered', 'Submitted to insurer', 'Survey', 'Approved'], 8],
  [['Registered', 'Submitted to insurer', 'Survey', 'Rejected'], 5],
  [['Registered', 'Submitted to insurer', 'Survey', 'Approved', 'Repair in progress'], 10],
  [['Registered', 'Documents pending', 'Submitted to insurer', 'Survey', 'Approved', 'Repair in progress', 'Settled'], 12],
  [['Registered', 'Submitted to insurer', 'Survey', 'Approved', 'Repair in progress', 'Settled', 'Closed'], 12],
  [['Registered', 'Submitted to insurer', 'Survey', 'Rejected', 'Closed'], 5],
];

const ACCIDENTS = [
  'Rear-ended at a traffic signal', 'Side swipe while changing lanes on the highway', 'Reversed into a pillar in a mall car park',
  'Windscreen cracked by a stone from a truck', 'Front bumper hit at a roundabout', 'Door dented by a neighbouring car in a parking bay',
  'Hit a kerb in the rain; wheel and suspension damaged', 'Collision at a junction; other driver at fault per the police report',
];
const NOTES: Partial<Record<ClaimStatus, string>> = {
  'Documents pending': 'Insurer asked for the police report and the driving licence copy', 'Submitted to insurer': 'Claim form, photos and police report sent',
  Survey: 'Surveyor inspection booked', Approved: 'Insurer approved the repair', 'Repair in progress': 'Car delivered to the garage',
  Settled: 'Garage paid by the insurer', Closed: 'Customer collected the car',
};
const REJECTIONS = ['Driver not licensed for the vehicle class', 'Damage older than the reported accident', 'Car used for hire, outside the policy'];

const day = (value: string, days: number) => format(addDays(parseISO(value), days), 'yyyy-MM-dd');
const minDay = (a: string, b: string) => (a < b ? a : b);
/** A moment on a day, never after `now` (today's claims were recorded earlier today). */
const momentOn = (on: string, hour: number, minute: number, now: Date) => {
  const at = new Date(`${on}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`);
  return (at > now ? now : at).toISOString();
};

/**
 * `count` claims on the demo's motor policies (Active or Expired, the accident inside the cover),
 * spread over the workflow with their history, garages mostly from the insurer's network (some
 * overridden with a reason), and dates that leave some claims overdue, as a real desk's backlog.
 */
export async function seedClaimsDemo(db: Db, options: { count: number; seed: number; now: Date; staffIds: readonly string[] }): Promise<number> {
  if (options.count === 0) return 0;
  const random = createRandom(options.seed + 31);
  const today = todayInDubai(options.now);
  const policies = await db.selectFrom('policies').select(['id', 'customer_id', 'company_id', 'start_date', 'expiry_date', 'insured_value_fils'])
    .where('line', '=', 'motor').where('status', 'in', ['Active', 'Expired']).where('company_id', 'is not', null).where('start_date', '<', today)
    .orderBy('created_at').execute();
  if (policies.length === 0) return 0;
  const network = new Map<string, string[]>();
  for (const row of await db.selectFrom('company_garages').select(['company_id', 'garage_id']).orderBy('company_id').orderBy('garage_id').execute()) {
    network.set(row.company_id, [...(network.get(row.company_id) ?? []), row.garage_id]);
  }
  const garages = (await db.selectFrom('garages').select('id').where('removed_at', 'is', null).orderBy('seq').execute()).map((row) => row.id);
  const claims: Array<Insertable<MotorClaimsTable>> = [];
  const history: Array<Insertable<MotorClaimHistoryTable>> = [];
  for (let index = 0; index < options.count; index++) {
    const policy = random.pick(policies);
    const last = minDay(policy.expiry_date ?? today, today);
    const span = Math.max(0, Math.round((parseISO(last).getTime() - parseISO(policy.start_date!).getTime()) / 86_400_000));
    const accident = day(policy.start_date!, random.int(0, span));
    let on = minDay(day(accident, random.int(0, 2)), today);
    const path = random.weighted(PATHS);
    const id = `demo-claim-${options.seed}-${index}`;
    const createdAt = momentOn(on, random.int(4, 8), random.int(0, 59), options.now);
    const staff = options.staffIds.length > 0 && random.chance(0.8) ? random.pick(options.staffIds) : null;
    const insiders = network.get(policy.company_id!) ?? [];
    const outside = random.chance(0.1) || insiders.length === 0;
    const garageId = path.length > 2 || random.chance(0.5) ? (outside ? random.pick(garages) : random.pick(insiders)) : null;
    let dates = { acknowledged_on: null as string | null, documents_complete_on: null as string | null, settled_on: null as string | null, closed_on: null as string | null };
    history.push({ id: `${id}-0`, claim_id: id, account_id: staff, from_status: null, to_status: 'Registered', note: 'Claim registered', created_at: createdAt });
    const registeredOn = on;
    path.slice(1).forEach((status, step) => {
      on = minDay(day(on, random.int(1, 6)), today);
      dates = datesAfterMove(dates, status, on);
      history.push({
        id: `${id}-${step + 1}`, claim_id: id, account_id: staff, from_status: path[step]!, to_status: status,
        note: status === 'Rejected' ? 'Insurer rejected the claim in writing' : NOTES[status] ?? '', created_at: momentOn(on, 10, step, options.now),
      });
    });
    const value = policy.insured_value_fils ?? random.int(40_000, 250_000) * 100;
    const assessed = path.includes('Survey');
    const status = path.at(-1)!;
    claims.push({
      id, ref: `CLM-${String(index + 1).padStart(6, '0')}`, status, policy_id: policy.id, customer_id: policy.customer_id, company_id: policy.company_id!,
      accident_date: accident, description: random.pick(ACCIDENTS), garage_id: garageId,
      garage_override_reason: garageId && outside ? 'Customer asked for the dealer workshop; insurer agreed by phone' : null,
      garage_override_by: garageId && outside ? staff : null, garage_override_at: garageId && outside ? createdAt : null,
      repair_estimate_fils: assessed ? Math.round(value * random.int(3, 65) / 100) : null, pre_accident_value_fils: assessed ? value : null,
      assigned_to: staff, registered_on: registeredOn, ...dates, rejection_reasons: status === 'Rejected' || path.includes('Rejected') ? random.pick(REJECTIONS) : null,
      clock_due_on: clockDueOn(claimDates({ registered_on: registeredOn, ...dates })), created_by: staff, created_at: createdAt, updated_at: history.at(-1)!.created_at,
    });
  }
  // By registration, so claim numbers follow the order claims arrived in.
  claims.sort((a, b) => a.created_at.localeCompare(b.created_at));
  claims.forEach((claim, index) => { claim.ref = `CLM-${String(index + 1).padStart(6, '0')}`; });
  for (let start = 0; start < claims.length; start += 500) await db.insertInto('motor_claims').values(claims.slice(start, start + 500)).execute();
  for (let start = 0; start < history.length; start += 1000) await db.insertInto('motor_claim_history').values(history.slice(start, start + 1000)).execute();
  return claims.length;
}
