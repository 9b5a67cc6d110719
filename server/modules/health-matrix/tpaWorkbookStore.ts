import type { TpaImportReport } from '../../../shared/contract/health-matrix/index.js';
import type { Db } from '../../db/database.js';
import { lockSeries } from '../../db/dialect.js';
import { newId } from '../../db/ids.js';
import { badRequest, notFound } from '../../http/httpError.js';
import { cityEmirates, healthTreeDb, matrixRowValues } from './health-matrix.tables.js';
import type { MatrixRowValues } from './healthTreeRules.js';
import { NO_VALUES, planBenefits, savePlanBenefits } from '../health-benefits/health-benefits.repository.js';
import type { PlanBenefitValues } from '../../../shared/contract/health-benefits/index.js';
import type { TpaWorkbookValues } from './tpaWorkbook.js';
import {
  benefitCells, cityKey, matrixCells, matrixSignature, networkKey, planCells, planKey, type PlanValues, type WorkbookTree,
} from './tpaWorkbookRows.js';

type TreeDb = ReturnType<typeof healthTreeDb>;
type Counts = TpaImportReport['networks'];
type Applied = Pick<TpaImportReport, 'tpaId' | 'networks' | 'cities' | 'plans' | 'matrices' | 'benefits'>;

/** Rows a multi-row insert carries: 13 columns each stays far below either database's parameter limit. */
const INSERT_CHUNK = 500;
/** Plan ids an `IN` list carries at once. */
const IN_CHUNK = 500;

const flag = (value: number | boolean) => Number(value) === 1 || value === true;
const chunks = <T>(items: readonly T[], size: number) => Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

function planValuesOf(row: { plan_name: string; co_pay: string; scheme: string; is_basic: number; is_enable: number; is_premium_request_upon: number }): PlanValues {
  return {
    planName: row.plan_name, coPay: row.co_pay as PlanValues['coPay'], scheme: row.scheme as PlanValues['scheme'],
    isBasic: flag(row.is_basic), isEnable: flag(row.is_enable), isPremiumRequestUpon: flag(row.is_premium_request_upon),
  };
}

const planColumns = (values: PlanValues) => ({
  plan_name: values.planName, co_pay: values.coPay, scheme: values.scheme,
  is_basic: values.isBasic ? 1 : 0, is_enable: values.isEnable ? 1 : 0, is_premium_request_upon: values.isPremiumRequestUpon ? 1 : 0,
});

const samePlan = (a: PlanValues, b: PlanValues) => (Object.keys(a) as Array<keyof PlanValues>).every((key) => a[key] === b[key]);

/** The stored matrix rows of these plans, by plan id. */
async function matrixOf(tree: TreeDb, planIds: readonly string[]): Promise<Map<string, MatrixRowValues[]>> {
  const byPlan = new Map<string, MatrixRowValues[]>(planIds.map((id) => [id, []]));
  for (const ids of chunks(planIds, IN_CHUNK)) {
    const rows = await tree.selectFrom('health_matrix_rows').selectAll().where('plan_id', 'in', ids).orderBy('plan_id').orderBy('age_from').orderBy('seq').execute();
    for (const row of rows) byPlan.get(row.plan_id)!.push(matrixRowValues(row));
  }
  return byPlan;
}

/** A TPA's subtree as stored: its networks, their cities, the cities' plans, in creation order. */
async function storedSubtree(tree: TreeDb, tpaId: string) {
  const networks = await tree.selectFrom('health_networks').select(['id', 'network_name']).where('tpa_id', '=', tpaId).orderBy('seq').execute();
  const networkIds = networks.map((network) => network.id);
  const cities = networkIds.length === 0 ? [] : await tree.selectFrom('health_cities').select(['id', 'network_id', 'city_name']).where('network_id', 'in', networkIds).orderBy('seq').execute();
  const cityIds = cities.map((city) => city.id);
  const plans = cityIds.length === 0 ? [] : await tree.selectFrom('health_plans').selectAll().where('city_id', 'in', cityIds).orderBy('seq').execute();
  return { networks, cities, plans };
}

/**
 * Writes the tree of a judged workbook under the insurer: the TPA of
 * that name (created when the insurer has none), then each level matched by its names, created
 * or updated, and each plan's matrix rewritten only where its rows differ; all in one
 * transaction. Imports for one insurer take turns, so two at once cannot both create the same TPA.
 */
export function storeTpaTree(db: Db, companyId: string, file: WorkbookTree, at: string): Promise<Applied> {
  return healthTreeDb(db).transaction().execute((tree) => storeIn(tree, companyId, file, at));
}

async function storeIn(tree: TreeDb, companyId: string, file: WorkbookTree, at: string): Promise<Applied> {
  await lockSeries(tree, `health-tpa-import:${companyId}`);
  const company = await tree.selectFrom('insurance_companies').select('id').where('id', '=', companyId).executeTakeFirst();
  if (!company) throw badRequest('companyId: Choose an existing insurance company', { companyId: 'Choose an existing insurance company' });

  const tpas = await tree.selectFrom('health_tpas').select(['id', 'tpa_name']).where('company_id', '=', companyId).orderBy('seq').execute();
  let tpaId = tpas.find((tpa) => networkKey(tpa.tpa_name) === networkKey(file.tpaName))?.id;
  if (!tpaId) {
    tpaId = newId();
    await tree.insertInto('health_tpas').values({ id: tpaId, company_id: companyId, tpa_name: file.tpaName, created_at: at, updated_at: at }).execute();
  }
  const stored = await storedSubtree(tree, tpaId);
  const counts = { networks: { created: 0, updated: 0, unchanged: 0 }, cities: { created: 0, updated: 0, unchanged: 0 }, plans: { created: 0, updated: 0, unchanged: 0 } } satisfies Record<string, Counts>;

  const networkIds = new Map(stored.networks.map((network) => [networkKey(network.network_name), network.id]));
  for (const network of file.networks) {
    const id = networkIds.get(network.key);
    const existing = stored.networks.find((row) => row.id === id);
    if (!id) {
      const created = newId();
      await tree.insertInto('health_networks').values({ id: created, tpa_id: tpaId, network_name: network.networkName, created_at: at, updated_at: at }).execute();
      networkIds.set(network.key, created);
      counts.networks.created += 1;
    } else if (existing!.network_name !== network.networkName) {
      await tree.updateTable('health_networks').set({ network_name: network.networkName, updated_at: at }).where('id', '=', id).execute();
      counts.networks.updated += 1;
    } else counts.networks.unchanged += 1;
  }

  const networkKeyOfId = new Map([...networkIds].map(([key, id]) => [id, key]));
  const cityIds = new Map<string, string>();
  for (const city of stored.cities) {
    const key = cityKey(networkKeyOfId.get(city.network_id)!, cityEmirates(city.city_name));
    if (!cityIds.has(key)) cityIds.set(key, city.id);
  }
  for (const city of file.cities) {
    if (cityIds.has(city.key)) { counts.cities.unchanged += 1; continue; }
    const created = newId();
    const cityName = JSON.stringify(city.emirates.map((emirate) => ({ emirate })));
    await tree.insertInto('health_cities').values({ id: created, network_id: networkIds.get(city.network)!, city_name: cityName, created_at: at, updated_at: at }).execute();
    cityIds.set(city.key, created);
    counts.cities.created += 1;
  }

  const cityKeyOfId = new Map([...cityIds].map(([key, id]) => [id, key]));
  const storedPlans = new Map<string, { id: string; values: PlanValues }>();
  for (const plan of stored.plans) {
    const key = planKey(cityKeyOfId.get(plan.city_id)!, plan.plan_name);
    if (!storedPlans.has(key)) storedPlans.set(key, { id: plan.id, values: planValuesOf(plan) });
  }
  const planIds = new Map<string, string>();
  for (const plan of file.plans) {
    const existing = storedPlans.get(plan.key);
    if (!existing) {
      const created = newId();
      await tree.insertInto('health_plans').values({ id: created, city_id: cityIds.get(plan.city)!, ...planColumns(plan.values), created_at: at, updated_at: at }).execute();
      planIds.set(plan.key, created);
      counts.plans.created += 1;
      continue;
    }
    planIds.set(plan.key, existing.id);
    if (samePlan(existing.values, plan.values)) counts.plans.unchanged += 1;
    else {
      await tree.updateTable('health_plans').set({ ...planColumns(plan.values), updated_at: at }).where('id', '=', existing.id).execute();
      counts.plans.updated += 1;
    }
  }

  const matrices = { replaced: 0, unchanged: 0, rowsWritten: 0 };
  const storedMatrix = await matrixOf(tree, [...planIds.values()]);
  for (const [key, rows] of file.matrix) {
    const planId = planIds.get(key)!;
    const before = storedMatrix.get(planId)!.map(matrixSignature).sort();
    const after = rows.map(matrixSignature).sort();
    if (before.length === after.length && before.every((signature, index) => signature === after[index])) {
      matrices.unchanged += 1;
      continue;
    }
    await tree.deleteFrom('health_matrix_rows').where('plan_id', '=', planId).execute();
    for (const part of chunks(rows, INSERT_CHUNK)) {
      await tree.insertInto('health_matrix_rows').values(part.map((row) => ({
        id: newId(), plan_id: planId, visa_type: JSON.stringify(row.visaType), age_from: row.ageFrom, age_to: row.ageTo,
        salary_from: row.salaryFrom ?? null, salary_to: row.salaryTo ?? null, gender: row.gender, relation: row.relation,
        premium_fils: row.premium, maternity_amount_fils: row.maternityAmount, created_at: at, updated_at: at,
      }))).execute();
    }
    matrices.replaced += 1;
    matrices.rowsWritten += rows.length;
  }

  // Benefit values through the benefits' own save (its checks, one upsert a plan), only where they differ.
  const benefits = { written: 0, unchanged: 0 };
  const db = tree as unknown as Db;
  const storedBenefits = await planBenefits(db, [...file.benefits.keys()].map((key) => planIds.get(key)!));
  for (const [key, entries] of file.benefits) {
    const planId = planIds.get(key)!;
    const current = new Map(storedBenefits.get(planId)!.map((benefit) => [benefit._id, benefit]));
    const given = entries.map((entry) => ({ benefitId: entry.benefitId, ...entry.values, value: entry.network ? networkIds.get(entry.network)! : entry.values.value }));
    const changed = given.filter((entry) => {
      const now = current.get(entry.benefitId);
      return !now?.saved || (Object.keys(NO_VALUES) as Array<keyof PlanBenefitValues>).some((field) => now[field] !== entry[field]);
    });
    benefits.unchanged += given.length - changed.length;
    benefits.written += changed.length;
    if (changed.length > 0) await savePlanBenefits(db, planId, changed, at, 'Benefits');
  }
  return { tpaId, ...counts, matrices, benefits };
}

/** A TPA's subtree as the rate workbook's rows, sheet by sheet; its file name names the TPA. */
export async function tpaWorkbookRows(db: Db, tpaId: string): Promise<{ tpaName: string; rows: TpaWorkbookValues }> {
  const tree = healthTreeDb(db);
  const tpa = await tree.selectFrom('health_tpas').select(['id', 'tpa_name']).where('id', '=', tpaId).executeTakeFirst();
  if (!tpa) throw notFound('TPA not found');
  const stored = await storedSubtree(tree, tpaId);
  const networkName = new Map(stored.networks.map((network) => [network.id, network.network_name]));
  const cities = new Map(stored.cities.map((city) => [city.id, { network: networkName.get(city.network_id)!, emirates: cityEmirates(city.city_name) }]));
  const matrix = await matrixOf(tree, stored.plans.map((plan) => plan.id));
  const benefits = await planBenefits(db, stored.plans.map((plan) => plan.id));
  return {
    tpaName: tpa.tpa_name,
    rows: {
      tpa: [{ tpaName: tpa.tpa_name }],
      networks: stored.networks.map((network) => ({ network: network.network_name })),
      cities: stored.cities.map((city) => ({ network: networkName.get(city.network_id)!, emirates: cityEmirates(city.city_name).join(', ') })),
      plans: stored.plans.map((plan) => planCells(cities.get(plan.city_id)!.network, cities.get(plan.city_id)!.emirates, planValuesOf(plan))),
      matrix: stored.plans.flatMap((plan) => {
        const city = cities.get(plan.city_id)!;
        return matrix.get(plan.id)!.map((row) => matrixCells(city.network, city.emirates, plan.plan_name, row));
      }),
      benefits: stored.plans.flatMap((plan) => {
        const city = cities.get(plan.city_id)!;
        return benefits.get(plan.id)!.filter((benefit) => benefit.saved)
          .map((benefit) => benefitCells(city.network, city.emirates, plan.plan_name, benefit, (id) => networkName.get(id) ?? id));
      }),
    },
  };
}
