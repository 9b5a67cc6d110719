import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { InsuranceCompaniesTable, MotorPlansTable } from '../../db/schema.js';
import { HttpError, notFound } from '../../http/httpError.js';

/**
 * What the companies' sub-repositories (companies, plans, matrix, excess, conditions) share: the
 * rows they check a request against, the references that keep a record from being deleted, and
 * the 422 that names the field breaking a rule.
 */

export type CompanyRow = Selectable<InsuranceCompaniesTable>;
export type PlanRow = Selectable<MotorPlansTable>;
export type PlanWithCompany = PlanRow & { company_name: string };

/** A 422 naming the field (and, for a matrix, the row) that breaks a rule. */
export function unprocessableField(field: string, message: string, prefix = ''): HttpError {
  return new HttpError(422, `${prefix}${field}: ${message}`, { [field]: message });
}

export const json = <T>(text: string): T => JSON.parse(text) as T;
export const nowIso = () => new Date().toISOString();
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function createCompanyRows(db: Db) {
  const count = async (table: 'motor_plans' | 'motor_conditions' | 'motor_matrix' | 'motor_excess', column: 'company_id' | 'plan_id', id: string) =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where(column, '=', id).executeTakeFirstOrThrow()).n);

  async function companyRow(id: string): Promise<CompanyRow> {
    const row = await db.selectFrom('insurance_companies').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Company not found');
    return row;
  }

  async function planRow(id: string): Promise<PlanWithCompany> {
    const row = await db.selectFrom('motor_plans').innerJoin('insurance_companies as c', 'c.id', 'motor_plans.company_id')
      .selectAll('motor_plans').select('c.company_name').where('motor_plans.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Motor plan not found');
    return row;
  }
  /** The plan a body names: 422 on the field when it does not exist or belongs to another company. */
  async function referencedPlan(planId: string, companyId?: string): Promise<PlanWithCompany> {
    const row = await db.selectFrom('motor_plans').innerJoin('insurance_companies as c', 'c.id', 'motor_plans.company_id')
      .selectAll('motor_plans').select('c.company_name').where('motor_plans.id', '=', planId).executeTakeFirst();
    if (!row) throw unprocessableField('planId', 'No motor plan with this id');
    if (companyId !== undefined && row.company_id !== companyId) throw unprocessableField('planId', 'The plan belongs to another company');
    return row;
  }

  /** How many quotes and policies name a company (or one of its plans): what keeps it from being deleted. */
  async function referenceCounts(where: { companyId: string; companyName: string; planId?: string; planName?: string }) {
    let quotes = db.selectFrom('quotes').select((eb) => eb.fn.countAll<number>().as('n'));
    let policies = db.selectFrom('policies').select((eb) => eb.fn.countAll<number>().as('n'));
    if (where.planId !== undefined) {
      quotes = quotes.where((eb) => eb.or([eb('plan_id', '=', where.planId!), eb.and([eb('company_name', '=', where.companyName), eb('plan_name', '=', where.planName!)])]));
      policies = policies.where((eb) => eb.and([
        eb.or([eb('company_id', '=', where.companyId), eb('company_name', '=', where.companyName)]),
        eb('quote_id', 'in', db.selectFrom('quotes').select('id').where((q) => q.or([q('plan_id', '=', where.planId!), q.and([q('company_name', '=', where.companyName), q('plan_name', '=', where.planName!)])]))),
      ]));
    } else {
      quotes = quotes.where((eb) => eb.or([eb('company_id', '=', where.companyId), eb('company_name', '=', where.companyName)]));
      policies = policies.where((eb) => eb.or([eb('company_id', '=', where.companyId), eb('company_name', '=', where.companyName)]));
    }
    const [q, p] = await Promise.all([quotes.executeTakeFirstOrThrow(), policies.executeTakeFirstOrThrow()]);
    return { quotes: Number(q.n), policies: Number(p.n) };
  }

  return { count, companyRow, planRow, referencedPlan, referenceCounts };
}

export type CompanyRows = ReturnType<typeof createCompanyRows>;
