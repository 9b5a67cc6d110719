import {
  HEALTH_BENEFIT_EXTRA_FIELDS, type CompanyNetwork, type HealthBenefit, type HealthBenefitExtraField, type PlanBenefit, type PlanBenefitEntry, type PlanBenefitValues,
} from '../../../shared/contract/health-benefits/index.js';
import type { HEALTH_CO_PAYS } from '../../../shared/contract/health-matrix/index.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import { badRequest, notFound } from '../../http/httpError.js';
import { healthTreeDb } from '../health-matrix/health-matrix.tables.js';

/** Tables of migration 0038 for the benefits master and a plan's values (kept beside the code that owns them). */
interface HealthBenefitsTable {
  seq: number;
  id: string;
  name: string;
  group_name: string;
  unit: string | null;
  value_type: string;
  /** JSON: the select's options. */
  options: string;
  /** JSON: the extra fields the benefit takes. */
  fields: string;
  sort_order: number;
}

interface PlanBenefitsTable {
  id: string;
  plan_id: string;
  benefit_id: string;
  is_enabled: number;
  limit_value: number | null;
  value: string | null;
  no_of_visits: number | null;
  reimbursement: number | null;
  time_period: string | null;
  co_pay_type: string | null;
  co_pay_value: number | null;
  no_of_sessions: number | null;
  deductible_type: string | null;
  deductible_value: number | null;
  max_value: number | null;
  co_pay_limit: number | null;
  description: string | null;
  created_at: string;
  updated_at: string;
}

type Tables = { health_benefits: HealthBenefitsTable; health_plan_benefits: PlanBenefitsTable };
const tablesOf = (db: Db) => healthTreeDb(db).withTables<Tables>();

/** The field of a plan's values and the column it is kept in. */
const COLUMNS = {
  limit: 'limit_value', value: 'value', noOfVisits: 'no_of_visits', reimbursement: 'reimbursement', timePeriod: 'time_period', coPayType: 'co_pay_type',
  coPayValue: 'co_pay_value', noOfSessions: 'no_of_sessions', deductibleType: 'deductible_type', deductibleValue: 'deductible_value', maxValue: 'max_value',
  coPayLimit: 'co_pay_limit', description: 'description',
} as const satisfies Record<Exclude<keyof PlanBenefitValues, 'isEnabled'>, keyof PlanBenefitsTable>;

const FIELD_WORDS: Record<HealthBenefitExtraField, string> = {
  noOfVisits: 'a number of visits', reimbursement: 'a reimbursement', timePeriod: 'a time period', coPayType: 'a co-pay', coPayValue: 'a co-pay',
  noOfSessions: 'a number of sessions', deductibleType: 'a deductible', deductibleValue: 'a deductible', maxValue: 'a maximum value', coPayLimit: 'a co-pay limit',
};

/** A benefit with nothing set: what a plan has until its values are saved. */
export const NO_VALUES: PlanBenefitValues = {
  isEnabled: false, limit: null, value: null, noOfVisits: null, reimbursement: null, timePeriod: null, coPayType: null, coPayValue: null, noOfSessions: null,
  deductibleType: null, deductibleValue: null, maxValue: null, coPayLimit: null, description: null,
};

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function valuesOf(row: PlanBenefitsTable): PlanBenefitValues {
  return {
    isEnabled: Number(row.is_enabled) === 1, limit: numberOrNull(row.limit_value), value: row.value, noOfVisits: numberOrNull(row.no_of_visits),
    reimbursement: numberOrNull(row.reimbursement), timePeriod: row.time_period as PlanBenefitValues['timePeriod'], coPayType: row.co_pay_type as PlanBenefitValues['coPayType'],
    coPayValue: numberOrNull(row.co_pay_value), noOfSessions: numberOrNull(row.no_of_sessions), deductibleType: row.deductible_type as PlanBenefitValues['deductibleType'],
    deductibleValue: numberOrNull(row.deductible_value), maxValue: numberOrNull(row.max_value), coPayLimit: numberOrNull(row.co_pay_limit), description: row.description,
  };
}

/** The master list of benefit lines, in the order of its groups. */
export async function benefitMaster(db: Db): Promise<HealthBenefit[]> {
  const rows = await tablesOf(db).selectFrom('health_benefits').selectAll().orderBy('sort_order').orderBy('seq').execute();
  return rows.map((row) => ({
    _id: row.id, name: row.name, group: row.group_name as HealthBenefit['group'], unit: row.unit as HealthBenefit['unit'], valueType: row.value_type as HealthBenefit['valueType'],
    options: JSON.parse(row.options) as string[], fields: JSON.parse(row.fields) as HealthBenefitExtraField[], sortOrder: Number(row.sort_order),
  }));
}

/**
 * Every master benefit with each plan's values (the defaults where a plan has none saved), by
 * plan id, in one read of the values: for the plan's page and for the TPA workbook's export.
 * `db` may be a transaction.
 */
export async function planBenefits(db: Db, planIds: readonly string[]): Promise<Map<string, PlanBenefit[]>> {
  const master = await benefitMaster(db);
  const ids = [...new Set(planIds)];
  const rows = ids.length === 0 ? [] : await tablesOf(db).selectFrom('health_plan_benefits').selectAll().where('plan_id', 'in', ids).execute();
  const saved = new Map(rows.map((row) => [`${row.plan_id} ${row.benefit_id}`, row]));
  return new Map(ids.map((planId) => [planId, master.map((benefit) => {
    const row = saved.get(`${planId} ${benefit._id}`);
    return { ...benefit, ...(row ? valuesOf(row) : NO_VALUES), saved: row !== undefined };
  })]));
}

/** The networks of an insurer's health tree with their TPA, by TPA then network name; undefined for an unknown insurer. */
export async function companyNetworks(db: Db, companyId: string): Promise<CompanyNetwork[] | undefined> {
  if (!(await db.selectFrom('insurance_companies').select('id').where('id', '=', companyId).executeTakeFirst())) return undefined;
  const rows = await healthTreeDb(db).selectFrom('health_networks as n').innerJoin('health_tpas as t', 't.id', 'n.tpa_id')
    .select(['n.id', 'n.network_name', 't.id as tpa_id', 't.tpa_name']).where('t.company_id', '=', companyId).orderBy('t.tpa_name').orderBy('n.network_name').orderBy('n.seq').execute();
  return rows.map((row) => ({ _id: row.id, networkName: row.network_name, tpa: row.tpa_id, TPAName: row.tpa_name }));
}

/** The plan with its insurer, or 404. */
export async function planOf(db: Db, planId: string): Promise<{ planId: string; planName: string; coPay: (typeof HEALTH_CO_PAYS)[number]; companyId: string } | undefined> {
  const row = await healthTreeDb(db).selectFrom('health_plans as p').innerJoin('health_cities as c', 'c.id', 'p.city_id').innerJoin('health_networks as n', 'n.id', 'c.network_id')
    .innerJoin('health_tpas as t', 't.id', 'n.tpa_id').select(['p.id', 'p.plan_name', 'p.co_pay', 't.company_id']).where('p.id', '=', planId).executeTakeFirst();
  return row && { planId: row.id, planName: row.plan_name, coPay: row.co_pay as (typeof HEALTH_CO_PAYS)[number], companyId: row.company_id };
}

/**
 * What a plan's values of one benefit may not hold, by field, judged against the master line: a
 * limit where it has none, a value not among its options or not a network of the plan's insurer
 * (`networkKnown`), a field it does not take. Shared by the save and the TPA workbook's import.
 */
export function benefitProblems(entry: PlanBenefitValues, benefit: HealthBenefit, networkKnown: (value: string) => boolean): Array<{ field: string; message: string }> {
  const problems: Array<{ field: string; message: string }> = [];
  if (benefit.unit === null && entry.limit !== null) problems.push({ field: 'limit', message: `${benefit.name} has no limit` });
  if (entry.value !== null && entry.value !== '') {
    if (benefit.valueType === 'select' && !benefit.options.includes(entry.value)) problems.push({ field: 'value', message: `${benefit.name} must be one of: ${benefit.options.join(', ')}` });
    if (benefit.valueType === 'network' && !networkKnown(entry.value)) problems.push({ field: 'value', message: 'Choose a network of this insurer' });
  }
  for (const field of HEALTH_BENEFIT_EXTRA_FIELDS) {
    if (entry[field] !== null && !benefit.fields.includes(field)) problems.push({ field, message: `${benefit.name} does not take ${FIELD_WORDS[field]}` });
  }
  return problems;
}

/**
 * Writes a plan's values of the benefits given, each whole; the others keep theirs. Checked
 * against the master first, every problem named by its place (`benefits.3.value`, or
 * `<prefix>.3.value`): a benefit unknown, a limit on a benefit without one, a value not among
 * its options or not a network of the plan's insurer, a field the benefit does not take. Call it
 * inside a transaction (`db` may be one) to keep it all or nothing with the caller's writes.
 */
export async function savePlanBenefits(db: Db, planId: string, entries: readonly PlanBenefitEntry[], at: string, prefix = 'benefits'): Promise<void> {
  const plan = await planOf(db, planId);
  if (!plan) throw badRequest('planId: Choose an existing plan', { planId: 'Choose an existing plan' });
  const master = new Map((await benefitMaster(db)).map((benefit) => [benefit._id, benefit]));
  const networks = entries.some((entry) => master.get(entry.benefitId)?.valueType === 'network') ? new Set((await companyNetworks(db, plan.companyId) ?? []).map((network) => network._id)) : new Set<string>();
  const problems: Record<string, string> = {};
  entries.forEach((entry, index) => {
    const at = (field: string) => `${prefix}.${index}.${field}`;
    const benefit = master.get(entry.benefitId);
    if (!benefit) {
      problems[at('benefitId')] = `No benefit has the id ${entry.benefitId}`;
      return;
    }
    for (const problem of benefitProblems(entry, benefit, (value) => networks.has(value))) problems[at(problem.field)] ??= problem.message;
  });
  if (Object.keys(problems).length > 0) throw badRequest(Object.entries(problems).map(([field, message]) => `${field}: ${message}`).join('; '), problems);
  if (entries.length === 0) return;
  const rows = entries.map((entry) => ({
    id: newId(), plan_id: planId, benefit_id: entry.benefitId, is_enabled: entry.isEnabled ? 1 : 0, created_at: at, updated_at: at,
    ...(Object.fromEntries(Object.entries(COLUMNS).map(([field, column]) => [column, field === 'value' && entry.value === '' ? null : entry[field as keyof typeof COLUMNS]])) as Pick<PlanBenefitsTable, (typeof COLUMNS)[keyof typeof COLUMNS]>),
  }));
  // One statement for the plan's benefits: a stored benefit takes the new values (both databases name them `excluded`).
  const written = ['is_enabled', 'updated_at', ...Object.values(COLUMNS)] as const;
  await tablesOf(db).insertInto('health_plan_benefits').values(rows)
    .onConflict((conflict) => conflict.columns(['plan_id', 'benefit_id']).doUpdateSet((eb) => Object.fromEntries(written.map((column) => [column, eb.ref(`excluded.${column}`)]))))
    .execute();
}

/** The plan's page: the plan with its insurer and every benefit with its values; 404 for an unknown plan. */
export async function planBenefitsPage(db: Db, planId: string) {
  const plan = await planOf(db, planId);
  if (!plan) throw notFound('Plan not found');
  return { ...plan, benefits: (await planBenefits(db, [planId])).get(planId)! };
}
