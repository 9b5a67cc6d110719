import type { z } from 'zod';
import {
  coverageLabel, MotorPlanInputSchema, MotorPlanUpdateSchema, type MotorPlan, type PlanBenefit, type PlanBenefitsUpdateSchema, type PlanCoverage,
  type PlanCoveragesUpdateSchema,
} from '../../../shared/contract/companies/index.js';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { newId } from '../../db/ids.js';
import { applyEdit } from '../../http/edits.js';
import { conflict } from '../../http/httpError.js';
import { benefitNames } from '../benifits/benefitMasters.js';
import { json, nowIso, plural, unprocessableField, type CompanyRows, type PlanWithCompany } from './companyRows.js';

type PlanFields = z.output<typeof MotorPlanInputSchema>;
type StoredBenefit = Omit<PlanBenefit, 'label'>;
type StoredCoverage = Omit<PlanCoverage, 'label'>;

function toPlan(row: PlanWithCompany, counts: { matrix: number; excess: number }): MotorPlan {
  return {
    _id: row.id, createdAt: row.created_at, updatedAt: row.updated_at, companyId: row.company_id, companyName: row.company_name,
    planName: row.plan_name, insuranceType: row.insurance_type, repairCondition: row.repair_condition, description: row.description,
    isActive: row.is_active === 1, matrixRowCount: counts.matrix, excessRuleCount: counts.excess,
  };
}

/** The benefits a plan stores (each by the id of its master benefit). */
export const storedBenefitsOf = (plan: { benefits: string }): StoredBenefit[] => json<StoredBenefit[]>(plan.benefits);
/** A plan's stored benefits, named by the benefits master list. */
export const namedBenefits = (stored: readonly StoredBenefit[], names: ReadonlyMap<string, string>): PlanBenefit[] =>
  stored.map((benefit) => ({ ...benefit, label: names.get(benefit.benifit) ?? benefit.benifit }));
/** A plan's stored coverages, named by the unified policy's list. */
export const planCoveragesOf = (plan: { coverages: string }): PlanCoverage[] =>
  json<StoredCoverage[]>(plan.coverages).map((coverage) => ({ ...coverage, label: coverageLabel(coverage.coverage) }));

/** A company's motor plans, with the benefits and coverages each offers. */
export function createPlansRepository(db: Db, { count, companyRow, planRow, referencedPlan, referenceCounts }: CompanyRows) {
  async function getPlan(id: string): Promise<MotorPlan> {
    const row = await planRow(id);
    return toPlan(row, { matrix: await count('motor_matrix', 'plan_id', id), excess: await count('motor_excess', 'plan_id', id) });
  }

  return {
    getPlan,

    async listPlans(companyId: string): Promise<MotorPlan[]> {
      await companyRow(companyId);
      const rows = await db.selectFrom('motor_plans').innerJoin('insurance_companies as c', 'c.id', 'motor_plans.company_id')
        .selectAll('motor_plans').select('c.company_name')
        .select((eb) => [
          eb.selectFrom('motor_matrix').select((s) => s.fn.countAll<number>().as('n')).whereRef('motor_matrix.plan_id', '=', 'motor_plans.id').as('matrix_count'),
          eb.selectFrom('motor_excess').select((s) => s.fn.countAll<number>().as('n')).whereRef('motor_excess.plan_id', '=', 'motor_plans.id').as('excess_count'),
        ])
        .where('motor_plans.company_id', '=', companyId).orderBy('motor_plans.seq').execute();
      return rows.map((row) => toPlan(row, { matrix: Number(row.matrix_count ?? 0), excess: Number(row.excess_count ?? 0) }));
    },

    async createPlan(input: PlanFields): Promise<MotorPlan> {
      const company = await db.selectFrom('insurance_companies').select('id').where('id', '=', input.companyId).executeTakeFirst();
      if (!company) throw unprocessableField('companyId', 'No company with this id');
      const repair = input.insuranceType === 'thirdparty' ? null : input.repairCondition;
      if (input.insuranceType === 'comprehensive' && !repair) throw unprocessableField('repairCondition', 'Choose agency or garage repair for a comprehensive plan');
      const id = newId();
      const at = nowIso();
      try {
        await db.insertInto('motor_plans').values({
          id, company_id: input.companyId, plan_name: input.planName, insurance_type: input.insuranceType, repair_condition: repair,
          description: input.description ?? null, is_active: input.isActive ? 1 : 0, benefits: '[]', coverages: '[]', created_at: at, updated_at: at,
        }).execute();
      } catch (error) {
        if (isUniqueViolation(error, 'plan_name')) throw conflict(`The company already has a plan named "${input.planName}"`, { planName: 'Another plan of the company has this name' });
        throw error;
      }
      return getPlan(id);
    },

    async updatePlan(id: string, edit: z.output<typeof MotorPlanUpdateSchema>): Promise<MotorPlan> {
      const current = await planRow(id);
      const input = applyEdit(MotorPlanInputSchema, MotorPlanUpdateSchema, toPlan(current, { matrix: 0, excess: 0 }), edit);
      const repair = input.insuranceType === 'thirdparty' ? null : input.repairCondition;
      if (input.insuranceType === 'comprehensive' && !repair) throw unprocessableField('repairCondition', 'Choose agency or garage repair for a comprehensive plan');
      if (input.insuranceType !== current.insurance_type && (await count('motor_matrix', 'plan_id', id)) > 0) {
        throw unprocessableField('insuranceType', 'The plan has matrix rows of its current type: replace its matrix first');
      }
      try {
        await db.updateTable('motor_plans').set({
          plan_name: input.planName, insurance_type: input.insuranceType, repair_condition: repair, description: input.description ?? null,
          is_active: input.isActive ? 1 : 0, updated_at: nowIso(),
        }).where('id', '=', id).execute();
      } catch (error) {
        if (isUniqueViolation(error, 'plan_name')) throw conflict(`The company already has a plan named "${input.planName}"`, { planName: 'Another plan of the company has this name' });
        throw error;
      }
      return getPlan(id);
    },

    async removePlan(id: string): Promise<void> {
      const plan = await planRow(id);
      const refs = await referenceCounts({ companyId: plan.company_id, companyName: plan.company_name, planId: id, planName: plan.plan_name });
      if (refs.quotes + refs.policies > 0) {
        throw conflict(`The plan "${plan.plan_name}" is named by ${plural(refs.quotes, 'quote')}. Deactivate it instead.`);
      }
      await db.deleteFrom('motor_plans').where('id', '=', id).execute();
    },

    async planBenefits(planId: string): Promise<PlanBenefit[]> {
      const stored = storedBenefitsOf(await planRow(planId));
      return namedBenefits(stored, await benefitNames(db, stored.map((benefit) => benefit.benifit)));
    },
    async planCoverages(planId: string): Promise<PlanCoverage[]> {
      return planCoveragesOf(await planRow(planId));
    },
    async updatePlanBenefits(input: z.output<typeof PlanBenefitsUpdateSchema>): Promise<PlanBenefit[]> {
      const plan = await referencedPlan(input.planId);
      const seen = new Set<string>();
      const stored: StoredBenefit[] = input.benifits.map((benefit, index) => {
        if (seen.has(benefit.benifit)) throw unprocessableField(`benifits.${index}.benifit`, `"${benefit.benifit}" is listed twice`, `Row ${index + 1}, `);
        seen.add(benefit.benifit);
        return {
          benifit: benefit.benifit, isEnabled: benefit.isEnabled, isMandatory: benefit.isMandatory, chargeFils: benefit.chargeFils,
          limitAmount: benefit.limitAmount ?? null, limitUnit: benefit.limitUnit ?? null,
        };
      });
      await db.updateTable('motor_plans').set({ benefits: JSON.stringify(stored), updated_at: nowIso() }).where('id', '=', plan.id).execute();
      return namedBenefits(stored, await benefitNames(db, stored.map((benefit) => benefit.benifit)));
    },
    async updatePlanCoverages(input: z.output<typeof PlanCoveragesUpdateSchema>): Promise<PlanCoverage[]> {
      const plan = await referencedPlan(input.planId);
      const stored: StoredCoverage[] = input.coverages.map((coverage) => ({ coverage: coverage.coverage, isEnabled: coverage.isEnabled, value: coverage.value }));
      await db.updateTable('motor_plans').set({ coverages: JSON.stringify(stored), updated_at: nowIso() }).where('id', '=', plan.id).execute();
      return stored.map((coverage) => ({ ...coverage, label: coverageLabel(coverage.coverage) }));
    },
  };
}
