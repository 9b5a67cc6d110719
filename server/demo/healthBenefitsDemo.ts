import type { PlanBenefitEntry } from '../../shared/contract/health-benefits/index.js';
import type { Emirate } from '../../shared/domain/emirates.js';
import type { Db } from '../db/database.js';
import { NO_VALUES, savePlanBenefits } from '../modules/health-benefits/health-benefits.repository.js';
import { healthTreeDb } from '../modules/health-matrix/health-matrix.tables.js';
import { createRandom } from './random.js';

type Tier = 'Essential' | 'Bronze' | 'Silver' | 'Gold' | 'Platinum';
const TIERS: readonly Tier[] = ['Essential', 'Bronze', 'Silver', 'Gold', 'Platinum'];
const AED = 100;

/** A tier's plan, by the demo generator's names ("Gold 10", "Essential Benefits Plan"). */
const tierOf = (planName: string): Tier => TIERS.find((tier) => planName.startsWith(tier)) ?? 'Silver';
const rank = (tier: Tier) => TIERS.indexOf(tier);

/** Of a network's providers in its emirates, the share it holds: a wider tier holds more. */
const NETWORK_SHARE = [0.75, 0.55, 0.4] as const;

/**
 * The benefits of a plan of `tier` as UAE insurers' tables show them (DOMAIN.md §5.2 for the
 * Essential plan: AED 150,000 a year, 20 % co-insurance capped at AED 500 a visit, drugs 30 %
 * within AED 1,500, maternity 10 %), growing to AED 5,000,000 worldwide for Platinum. Co-pays
 * follow the plan's own.
 */
export function demoBenefits(tier: Tier, coPay: number, networkId: string): PlanBenefitEntry[] {
  const level = rank(tier);
  const pick = <T,>(values: readonly [T, T, T, T, T]) => values[level]!;
  const annual = pick([150_000, 500_000, 1_000_000, 3_000_000, 5_000_000]) * AED;
  const share = (percent: number) => (percent > 0 ? { coPayType: 'percentage' as const, coPayValue: percent } : {});
  const on = (benefitId: string, values: Partial<PlanBenefitEntry> = {}): PlanBenefitEntry => ({ ...NO_VALUES, benefitId, isEnabled: true, ...values });
  const off = (benefitId: string): PlanBenefitEntry => ({ ...NO_VALUES, benefitId });
  const essential = tier === 'Essential';
  return [
    on('annualLimit', { limit: annual, value: 'Per person per policy year' }),
    on('areaOfCover', { value: pick(['UAE', 'UAE', 'UAE and home country', 'Worldwide excluding USA and Canada', 'Worldwide']) }),
    on('network', { value: networkId }),
    on('preExisting', { limit: level >= 3 ? annual : 150_000 * AED, value: essential ? 'Covered after a 6-month waiting period' : 'Covered from day one' }),
    level >= 2 ? on('outOfNetwork', { value: 'Reimbursed', reimbursement: pick([0, 0, 80, 90, 100]) }) : on('outOfNetwork', { value: 'Emergencies only' }),
    on('inpatient', { value: 'Covered up to the limit', ...share(coPay), ...(coPay > 0 && { coPayLimit: 500 * AED }) }),
    on('accommodation', { value: pick(['Ward', 'Ward', 'Semi-private room', 'Private room', 'Private room']) }),
    level >= 2 ? on('companion', { limit: pick([0, 0, 300, 500, 1_000]) * AED, timePeriod: 'perDay' }) : off('companion'),
    on('outpatient', { ...share(coPay), ...(coPay > 0 && { coPayLimit: pick([100, 100, 50, 50, 50]) * AED }), ...(level <= 1 && { deductibleType: 'fixed', deductibleValue: 50 * AED }) }),
    on('consultation', { noOfVisits: level >= 3 ? null : 12, timePeriod: 'perYear', ...share(coPay) }),
    on('diagnostics', share(coPay)),
    on('pharmacy', { limit: pick([1_500, 5_000, 10_000, 25_000, 50_000]) * AED, timePeriod: 'perYear', ...share(essential ? 30 : coPay) }),
    level >= 3 ? on('healthCheck', { limit: 1, timePeriod: 'perYear' }) : off('healthCheck'),
    on('maternityDelivery', { limit: pick([7_000, 10_000, 15_000, 20_000, 30_000]) * AED, value: 'Normal and caesarean delivery', ...share(essential ? 10 : 0) }),
    on('maternityCare', { limit: pick([3_000, 4_000, 5_000, 7_500, 10_000]) * AED, noOfVisits: 8, ...share(essential ? 10 : 0) }),
    on('newborn', { limit: 30 }),
    level >= 2 ? on('dental', { limit: pick([0, 0, 2_000, 5_000, 10_000]) * AED, value: pick(['', '', 'Emergency dental only', 'Routine dental', 'Routine and major dental']), timePeriod: 'perYear', ...share(20) }) : off('dental'),
    level >= 3 ? on('optical', { limit: pick([0, 0, 0, 1_000, 2_000]) * AED, timePeriod: 'perTwoYears' }) : off('optical'),
    on('physiotherapy', { limit: pick([6, 10, 12, 20, 30]), timePeriod: 'perYear', ...share(coPay) }),
    level >= 2 ? on('psychiatry', { limit: pick([0, 0, 5_000, 10_000, 20_000]) * AED, value: level >= 3 ? 'Inpatient and outpatient' : 'Outpatient only', noOfSessions: pick([0, 0, 10, 15, 20]) }) : off('psychiatry'),
    level >= 3 ? on('alternativeMedicine', { limit: pick([0, 0, 0, 3_000, 5_000]) * AED, noOfSessions: 10, timePeriod: 'perYear' }) : off('alternativeMedicine'),
    on('emergency', { value: pick(['Within the UAE', 'Within the UAE', 'Within the area of cover', 'Worldwide', 'Worldwide']) }),
    on('ambulance'),
    on('repatriation', { limit: pick([10_000, 10_000, 10_000, 20_000, 20_000]) * AED }),
    level >= 2 ? on('travelEmergency', { limit: pick([0, 0, 30, 60, 90]) }) : off('travelEmergency'),
  ];
}

/**
 * The demo trees' networks get providers of the emirates their city levels sell in (a wider
 * network more of them), and every demo plan its benefits by tier, through the save the screen
 * uses (so the demo passes its rules).
 */
export async function seedHealthBenefitsDemo(db: Db, options: { seed: number; now: Date }): Promise<{ links: number; plans: number }> {
  const tree = healthTreeDb(db);
  const random = createRandom(options.seed + 38);
  const at = options.now.toISOString();
  const cities = await tree.selectFrom('health_cities as c').innerJoin('health_networks as n', 'n.id', 'c.network_id')
    .select(['n.id as network_id', 'n.tpa_id', 'c.city_name']).where('n.id', 'like', 'demo-%').orderBy('n.seq').execute();
  const emiratesOf = new Map<string, Set<Emirate>>();
  for (const city of cities) {
    const emirates = emiratesOf.get(city.network_id) ?? new Set<Emirate>();
    for (const entry of JSON.parse(city.city_name) as Array<{ emirate: Emirate }>) emirates.add(entry.emirate);
    emiratesOf.set(city.network_id, emirates);
  }
  const providers = await db.selectFrom('health_providers').select(['id', 'emirate']).where('removed_at', 'is', null).orderBy('seq').execute();
  const links: Array<{ network_id: string; provider_id: string; created_at: string }> = [];
  for (const [position, [networkId, emirates]] of [...emiratesOf.entries()].entries()) {
    const share = NETWORK_SHARE[position % NETWORK_SHARE.length]!;
    for (const provider of providers) {
      if (emirates.has(provider.emirate as Emirate) && random.chance(share)) links.push({ network_id: networkId, provider_id: provider.id, created_at: at });
    }
  }
  const linked = db.withTables<{ health_network_providers: { network_id: string; provider_id: string; created_at: string } }>();
  for (let start = 0; start < links.length; start += 1000) await linked.insertInto('health_network_providers').values(links.slice(start, start + 1000)).execute();

  const plans = await tree.selectFrom('health_plans as p').innerJoin('health_cities as c', 'c.id', 'p.city_id')
    .select(['p.id', 'p.plan_name', 'p.co_pay', 'c.network_id']).where('p.id', 'like', 'demo-%').orderBy('p.seq').execute();
  await db.transaction().execute(async (trx) => {
    for (const plan of plans) await savePlanBenefits(trx, plan.id, demoBenefits(tierOf(plan.plan_name), Number(plan.co_pay), plan.network_id), at);
  });
  return { links: links.length, plans: plans.length };
}
