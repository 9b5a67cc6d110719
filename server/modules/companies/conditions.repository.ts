import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { ConditionInputSchema, ConditionUpdateSchema, type Condition } from '../../../shared/contract/companies/index.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import type { MotorConditionsTable } from '../../db/schema.js';
import { applyEdit } from '../../http/edits.js';
import { notFound } from '../../http/httpError.js';
import { offsetOf } from '../../http/pagination.js';
import { json, nowIso, unprocessableField, type CompanyRows } from './companyRows.js';

type ConditionFields = z.output<typeof ConditionInputSchema>;
type ConditionRow = Selectable<MotorConditionsTable>;

type ConditionRules = Omit<Condition, '_id' | 'createdAt' | 'updatedAt' | 'companyId' | 'planId' | 'name' | 'isActive'>;

export function toCondition(row: ConditionRow): Condition {
  return {
    _id: row.id, createdAt: row.created_at, updatedAt: row.updated_at, companyId: row.company_id, planId: row.plan_id, name: row.name,
    ...json<ConditionRules>(row.rules), isActive: row.is_active === 1,
  };
}
function conditionRules(input: Omit<ConditionFields, 'companyId'>): ConditionRules {
  return {
    maxVehicleAgeYears: input.maxVehicleAgeYears ?? null, minCarValueFils: input.minCarValueFils ?? null, maxCarValueFils: input.maxCarValueFils ?? null,
    minUserAge: input.minUserAge ?? null, minUserDrivingExperience: input.minUserDrivingExperience ?? null,
    excludedCarsMake: input.excludedCarsMake, excludedCarMakeModel: input.excludedCarMakeModel, gccSpecOnly: input.gccSpecOnly,
    agencyRepairMaxYears: input.agencyRepairMaxYears ?? null, agencyRepairMinValueFils: input.agencyRepairMinValueFils ?? null,
    offRoadCovered: input.offRoadCovered,
  };
}

/** A company's underwriting conditions: which cars and drivers its plans take. */
export function createConditionsRepository(db: Db, { companyRow, referencedPlan }: CompanyRows) {
  async function conditionRow(id: string): Promise<ConditionRow> {
    const row = await db.selectFrom('motor_conditions').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Condition not found');
    return row;
  }
  async function checkCondition(companyId: string, input: Omit<ConditionFields, 'companyId'>): Promise<void> {
    if (input.planId) await referencedPlan(input.planId, companyId);
    if (input.minCarValueFils != null && input.maxCarValueFils != null && input.minCarValueFils > input.maxCarValueFils) {
      throw unprocessableField('minCarValueFils', 'The minimum car value is above the maximum');
    }
  }

  return {
    async listConditions(companyId: string, query: { page: number; size: number }) {
      await companyRow(companyId);
      const [rows, total] = await Promise.all([
        db.selectFrom('motor_conditions').selectAll().where('company_id', '=', companyId).orderBy('seq').limit(query.size).offset(offsetOf(query.page, query.size)).execute(),
        db.selectFrom('motor_conditions').select((eb) => eb.fn.countAll<number>().as('n')).where('company_id', '=', companyId).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toCondition), totalItems: Number(total.n) };
    },
    async getCondition(id: string): Promise<Condition> {
      return toCondition(await conditionRow(id));
    },
    async createCondition(input: ConditionFields): Promise<Condition> {
      const company = await db.selectFrom('insurance_companies').select('id').where('id', '=', input.companyId).executeTakeFirst();
      if (!company) throw unprocessableField('companyId', 'No company with this id');
      await checkCondition(input.companyId, input);
      const id = newId();
      const at = nowIso();
      await db.insertInto('motor_conditions').values({
        id, company_id: input.companyId, plan_id: input.planId, name: input.name, rules: JSON.stringify(conditionRules(input)),
        is_active: input.isActive ? 1 : 0, created_at: at, updated_at: at,
      }).execute();
      return toCondition(await conditionRow(id));
    },
    async updateCondition(id: string, edit: z.output<typeof ConditionUpdateSchema>): Promise<Condition> {
      const current = await conditionRow(id);
      const input = applyEdit(ConditionInputSchema, ConditionUpdateSchema, toCondition(current), edit);
      await checkCondition(current.company_id, input);
      await db.updateTable('motor_conditions').set({
        plan_id: input.planId, name: input.name, rules: JSON.stringify(conditionRules(input)), is_active: input.isActive ? 1 : 0, updated_at: nowIso(),
      }).where('id', '=', id).execute();
      return toCondition(await conditionRow(id));
    },
    async removeCondition(id: string): Promise<void> {
      await conditionRow(id);
      await db.deleteFrom('motor_conditions').where('id', '=', id).execute();
    },
  };
}
