import type { Insertable } from 'kysely';
import { EMIRATES, type Emirate } from '../../shared/domain/emirates.js';
import { HEALTH_VISA_TYPES, type HealthMatrixRow, type HealthPlan } from '../../shared/domain/healthPricing.js';
import type { Db } from '../db/database.js';
import type { HealthCompanyConditionsTable } from '../modules/health-conditions/health-conditions.tables.js';
import { healthConditionsDb } from '../modules/health-conditions/health-conditions.tables.js';
import type { HealthMatrixRowsTable, HealthPlansTable } from '../modules/health-matrix/health-matrix.tables.js';
import { healthTreeDb } from '../modules/health-matrix/health-matrix.tables.js';
import { generateHealthPlans } from './healthDemo.js';
import { createRandom } from './random.js';

/** The UAE's large TPAs (DOMAIN.md §5.5) and networks of theirs. */
const TPAS = [['NAS', ['RN3', 'RN2', 'GN']], ['Nextcare', ['GN+', 'RN']], ['Mednet', ['Silver', 'Gold']]] as const;
export const DEMO_HEALTH_INSURERS = 8;
export const DEMO_HEALTH_PLANS = 40;

/**
 * The rows of a generated plan as the matrix screen takes them: a row for `all` visa types meets
 * every visa type (`healthMatrixOverlap`), so where the plan also prices some visa types on rows
 * of their own (parents, domestic workers, an Essential plan's dependants), its `all` rows name
 * the other visa types instead; the premiums are the generator's.
 */
export function storedRows(matrix: readonly HealthMatrixRow[]): HealthMatrixRow[] {
  const own = new Set(matrix.flatMap((row) => row.visaTypes.filter((visa) => visa !== 'all')));
  const rest = HEALTH_VISA_TYPES.filter((visa) => !own.has(visa));
  return matrix.map((row) => (row.visaTypes.includes('all') && own.size > 0 ? { ...row, visaTypes: rest } : row));
}

/**
 * The health trees of the first 8 insurers that sell health: 3 TPAs in all (each insurer works
 * with one or two), their networks, city levels across the 7 emirates and 40 plans with full
 * matrices from `generateHealthPlans` (the pricing benchmark's generator), spread over the
 * networks; each plan sits under the city level of its emirates.
 */
export async function seedHealthTreeDemo(db: Db, options: { seed: number; now: Date }): Promise<{ tpas: number; plans: number; rows: number; conditions: number }> {
  const tree = healthTreeDb(db);
  const random = createRandom(options.seed + 36);
  const at = options.now.toISOString();
  const stamp = { created_at: at, updated_at: at };
  const insurers = await db.selectFrom('insurance_companies').select('id').where('health_active', '=', 1).orderBy('seq').limit(DEMO_HEALTH_INSURERS).execute();
  if (insurers.length === 0) return { tpas: 0, plans: 0, rows: 0, conditions: 0 };
  const networks: string[] = [];
  let tpas = 0;
  for (const [index, insurer] of insurers.entries()) {
    const chosen = [TPAS[index % TPAS.length]!, ...(random.chance(0.5) ? [TPAS[(index + 1) % TPAS.length]!] : [])];
    for (const [name, networkNames] of chosen) {
      const tpaId = `demo-health-tpa-${options.seed}-${++tpas}`;
      await tree.insertInto('health_tpas').values({ id: tpaId, company_id: insurer.id, tpa_name: name, ...stamp }).execute();
      for (const networkName of networkNames.filter((_, position) => position === 0 || random.chance(0.5))) {
        const networkId = `${tpaId}-n${networks.length + 1}`;
        await tree.insertInto('health_networks').values({ id: networkId, tpa_id: tpaId, network_name: networkName, ...stamp }).execute();
        networks.push(networkId);
      }
    }
  }
  const plans = generateHealthPlans(random, DEMO_HEALTH_PLANS, EMIRATES);
  const cities = new Map<string, string>();
  const planRows: Array<Insertable<HealthPlansTable>> = [];
  const matrixRows: Array<Insertable<HealthMatrixRowsTable>> = [];
  for (const [index, plan] of plans.entries()) {
    const networkId = networks[index % networks.length]!;
    const emirates = EMIRATES.filter((emirate) => plan.emirates.includes(emirate));
    const cityKey = `${networkId}|${emirates.join(',')}`;
    let cityId = cities.get(cityKey);
    if (!cityId) {
      cityId = `${networkId}-c${cities.size + 1}`;
      cities.set(cityKey, cityId);
      await tree.insertInto('health_cities').values({ id: cityId, network_id: networkId, city_name: JSON.stringify(emirates.map((emirate) => ({ emirate }))), ...stamp }).execute();
    }
    const planId = `demo-${options.seed}-${plan.id}`;
    planRows.push(planRowOf(plan, planId, cityId, at));
    for (const [position, row] of storedRows(plan.matrix).entries()) {
      matrixRows.push({
        id: `${planId}-m${position + 1}`, plan_id: planId, visa_type: JSON.stringify(row.visaTypes.map((visaType) => ({ visaType }))),
        age_from: row.ageFrom, age_to: row.ageTo, salary_from: row.salaryFromAed, salary_to: row.salaryToAed, gender: row.gender, relation: row.relation ?? 'any',
        premium_fils: row.premiumFils, maternity_amount_fils: row.maternityFils, ...stamp,
      });
    }
  }
  await tree.insertInto('health_plans').values(planRows).execute();
  // Batches keep each insert under SQLite's limit of bound values.
  for (let start = 0; start < matrixRows.length; start += 500) await tree.insertInto('health_matrix_rows').values(matrixRows.slice(start, start + 500)).execute();
  const conditions = await seedHealthConditionsDemo(db, insurers.map((insurer) => insurer.id), options);
  return { tpas, plans: planRows.length, rows: matrixRows.length, conditions };
}

/** The emirates a demo insurer loads smokers in at one rate, and the others at another. */
const NORTHERN: readonly Emirate[] = ['Dubai', 'Sharjah', 'Ajman', 'Umm Al Quwain'];

/**
 * The demo insurers' loadings (migration 0039): smokers 10–25 % of the premium, at one rate in
 * Dubai and the northern emirates and another elsewhere; hypertension in every emirate and
 * diabetes in Dubai and Abu Dhabi, each a percentage or a fixed amount in AED. One factor is
 * loaded once per emirate, as the conditions' rule asks. A random of its own keeps the tree as it was.
 */
async function seedHealthConditionsDemo(db: Db, insurers: readonly string[], options: { seed: number; now: Date }): Promise<number> {
  const random = createRandom(options.seed + 39);
  const at = options.now.toISOString();
  const smokerRate = () => 10 + random.pick([0, 2.5, 5, 7.5, 10, 12.5, 15]);
  const percentOrFixed = () => (random.chance(0.5)
    ? { amount_type: 'percentage', percentage: random.pick([5, 7.5, 10, 15]), amount_fils: null }
    : { amount_type: 'fixed', percentage: null, amount_fils: random.pick([250, 400, 500, 750, 1000]) * 100 });
  const rows: Array<Insertable<HealthCompanyConditionsTable>> = [];
  for (const [index, company] of insurers.entries()) {
    const add = (condition: string, emirates: readonly Emirate[], amount: Pick<HealthCompanyConditionsTable, 'amount_type' | 'percentage' | 'amount_fils'>) => rows.push({
      id: `demo-health-condition-${options.seed}-${index + 1}-${rows.length + 1}`, company_id: company, condition_id: condition,
      city_name: JSON.stringify(emirates.map((emirate) => ({ emirate }))), operator: 'equals', ...amount, created_at: at, updated_at: at,
    });
    add('smoker', NORTHERN, { amount_type: 'percentage', percentage: smokerRate(), amount_fils: null });
    add('smoker', EMIRATES.filter((emirate) => !NORTHERN.includes(emirate)), { amount_type: 'percentage', percentage: smokerRate(), amount_fils: null });
    add('hypertension', EMIRATES, percentOrFixed());
    add('diabetes', ['Dubai', 'Abu Dhabi'], percentOrFixed());
  }
  await healthConditionsDb(db).insertInto('health_company_conditions').values(rows).execute();
  return rows.length;
}

function planRowOf(plan: HealthPlan, id: string, cityId: string, at: string): Insertable<HealthPlansTable> {
  return {
    id, city_id: cityId, plan_name: plan.planName, co_pay: String(plan.coPay), scheme: plan.scheme, is_basic: plan.scheme === 'standard' ? 0 : 1,
    is_enable: plan.isActive ? 1 : 0, is_premium_request_upon: plan.premiumOnRequest ? 1 : 0, created_at: at, updated_at: at,
  };
}
