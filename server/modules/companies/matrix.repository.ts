import type { Selectable } from 'kysely';
import type { z } from 'zod';
import {
  MatrixInputSchema, MatrixUpdateSchema, type MatrixListQuerySchema, type MatrixReplaceSchema, type MatrixRow,
} from '../../../shared/contract/companies/index.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import type { MotorMatrixTable } from '../../db/schema.js';
import { applyEdit } from '../../http/edits.js';
import { conflict, HttpError, notFound } from '../../http/httpError.js';
import { offsetOf } from '../../http/pagination.js';
import { matrixRowProblems, matrixSetProblems, type MatrixRowFields } from '../../services/pricing/regulation.js';
import { json, nowIso, unprocessableField, type CompanyRows, type PlanRow } from './companyRows.js';
import type { PricingSettingsRepository } from './pricingSettings.repository.js';

type MatrixFields = z.output<typeof MatrixInputSchema>;
type MatrixDbRow = Selectable<MotorMatrixTable>;

export function toMatrix(row: MatrixDbRow): MatrixRow {
  return {
    _id: row.id, createdAt: row.created_at, updatedAt: row.updated_at, companyId: row.company_id, planId: row.plan_id,
    insuranceType: row.insurance_type, vehicleType: row.vehicle_type, vehicleValuationFromFils: row.valuation_from_fils,
    vehicleValuationToFils: row.valuation_to_fils, noOfCylinders: row.no_of_cylinders, repairCondition: row.repair_condition,
    rateInPercentage: row.rate_in_percentage, fixedPremiumFils: row.fixed_premium_fils, minimumPremiumFils: row.minimum_premium_fils,
    carAge: row.car_age, benefits: json<string[]>(row.benefits),
  };
}

/** A matrix input as the rules read it: third-party rows drop value bands, rate and age (FIELDS.md: "removed for third party"). */
function normalizedMatrix(input: Omit<MatrixFields, 'companyId' | 'planId'>): MatrixRowFields & { repairCondition: MatrixRow['repairCondition']; benefits: string[] } {
  const thirdParty = input.insuranceType === 'thirdparty';
  return {
    insuranceType: input.insuranceType, vehicleType: input.vehicleType,
    vehicleValuationFromFils: thirdParty ? null : (input.vehicleValuationFromFils ?? null),
    vehicleValuationToFils: thirdParty ? null : (input.vehicleValuationToFils ?? null),
    noOfCylinders: thirdParty ? (input.noOfCylinders ?? null) : null,
    repairCondition: thirdParty ? null : (input.repairCondition ?? null),
    rateInPercentage: input.rateInPercentage ?? null,
    fixedPremiumFils: input.fixedPremiumFils ?? null,
    minimumPremiumFils: input.minimumPremiumFils,
    carAge: thirdParty ? null : (input.carAge ?? null),
    benefits: input.benefits,
  };
}

function matrixColumns(row: ReturnType<typeof normalizedMatrix>) {
  return {
    insurance_type: row.insuranceType, vehicle_type: row.vehicleType, valuation_from_fils: row.vehicleValuationFromFils,
    valuation_to_fils: row.vehicleValuationToFils, no_of_cylinders: row.noOfCylinders, repair_condition: row.repairCondition,
    rate_in_percentage: row.rateInPercentage, fixed_premium_fils: row.fixedPremiumFils, minimum_premium_fils: row.minimumPremiumFils,
    car_age: row.carAge, benefits: JSON.stringify(row.benefits),
  };
}

/**
 * A plan's rating matrix: its rows are checked against the regulated bands and against the plan's
 * other rows before they are saved.
 */
export function createMatrixRepository(db: Db, { planRow, referencedPlan }: CompanyRows, { getMotorPricingSettings }: PricingSettingsRepository) {
  async function matrixRowById(id: string): Promise<MatrixDbRow> {
    const row = await db.selectFrom('motor_matrix').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Matrix row not found');
    return row;
  }

  /** 422 when the row breaks a rule alone or together with the plan's other rows. */
  async function checkMatrix(plan: PlanRow, row: ReturnType<typeof normalizedMatrix>, exceptId?: string): Promise<void> {
    if (row.insuranceType !== plan.insurance_type) throw unprocessableField('insuranceType', `The plan "${plan.plan_name}" is ${plan.insurance_type}`);
    if (row.repairCondition && plan.repair_condition && row.repairCondition !== plan.repair_condition) {
      throw unprocessableField('repairCondition', `The plan "${plan.plan_name}" repairs at ${plan.repair_condition === 'agency' ? 'the agency' : 'garages'}`);
    }
    const own = matrixRowProblems(row, await getMotorPricingSettings());
    if (own.length > 0) {
      const fieldErrors = Object.fromEntries(own.map((problem) => [problem.field, problem.message]));
      throw new HttpError(422, own.map((problem) => `${problem.field}: ${problem.message}`).join('; '), fieldErrors);
    }
    let others = (await db.selectFrom('motor_matrix').selectAll().where('plan_id', '=', plan.id).orderBy('seq').execute()).map(toMatrix);
    if (exceptId) others = others.filter((other) => other._id !== exceptId);
    const problem = matrixSetProblems([...others, row])[0];
    if (problem) {
      // Row numbers mean nothing to someone saving one row: name the other row by what it is.
      const message = problem.index === others.length
        ? problem.message.replace(/row \d+/, 'an existing row')
        : `Together with an existing row: ${problem.message.replace(/row \d+/, 'this row').replace(/^Duplicates/, 'duplicates').replace(/^Overlaps/, 'overlaps').replace(/^Leaves/, 'leaves')}`;
      throw unprocessableField(problem.field, message);
    }
  }

  return {
    async listMatrix(query: z.output<typeof MatrixListQuerySchema>) {
      const filtered = () => {
        let q = db.selectFrom('motor_matrix');
        if (query.companyId) q = q.where('company_id', '=', query.companyId);
        if (query.planId) q = q.where('plan_id', '=', query.planId);
        return q;
      };
      const [rows, total] = await Promise.all([
        filtered().selectAll().orderBy('plan_id').orderBy('vehicle_type').orderBy('car_age').orderBy('no_of_cylinders').orderBy('valuation_from_fils')
          .limit(query.size).offset(offsetOf(query.page, query.size)).execute(),
        filtered().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toMatrix), totalItems: Number(total.n) };
    },

    async getMatrixRow(id: string): Promise<MatrixRow> {
      return toMatrix(await matrixRowById(id));
    },

    async createMatrixRow(input: MatrixFields): Promise<MatrixRow> {
      const plan = await referencedPlan(input.planId, input.companyId);
      const row = normalizedMatrix(input);
      await checkMatrix(plan, row);
      const id = newId();
      const at = nowIso();
      await db.insertInto('motor_matrix').values({ id, company_id: plan.company_id, plan_id: plan.id, ...matrixColumns(row), created_at: at, updated_at: at }).execute();
      return toMatrix(await matrixRowById(id));
    },

    async updateMatrixRow(id: string, edit: z.output<typeof MatrixUpdateSchema>): Promise<MatrixRow> {
      const current = await matrixRowById(id);
      const input = applyEdit(MatrixInputSchema, MatrixUpdateSchema, toMatrix(current), edit);
      if (input.planId !== current.plan_id) throw unprocessableField('planId', 'A matrix row cannot move to another plan');
      const plan = await referencedPlan(input.planId, input.companyId);
      const row = normalizedMatrix(input);
      await checkMatrix(plan, row, id);
      await db.updateTable('motor_matrix').set({ ...matrixColumns(row), updated_at: nowIso() }).where('id', '=', id).execute();
      return toMatrix(await matrixRowById(id));
    },

    /** Refused when it would leave a gap between the bands around it. */
    async removeMatrixRow(id: string): Promise<void> {
      const current = await matrixRowById(id);
      const rest = (await db.selectFrom('motor_matrix').selectAll().where('plan_id', '=', current.plan_id).where('id', '!=', id).orderBy('seq').execute()).map(toMatrix);
      if (matrixSetProblems(rest).some((problem) => problem.message.startsWith('Leaves a gap'))) {
        throw conflict('Deleting this row would leave a gap between the value bands around it. Widen a neighbouring band first, or replace the whole matrix.');
      }
      await db.deleteFrom('motor_matrix').where('id', '=', id).execute();
    },

    /** Replaces every row of a plan in one transaction; the first problem found is named by row (1-based) and field. */
    async replaceMatrix(planId: string, input: z.output<typeof MatrixReplaceSchema>): Promise<MatrixRow[]> {
      const plan = await planRow(planId);
      const rows = input.rows.map(normalizedMatrix);
      const settings = await getMotorPricingSettings();
      const fieldErrors: Record<string, string> = {};
      rows.forEach((row, index) => {
        if (row.insuranceType !== plan.insurance_type) fieldErrors[`rows.${index}.insuranceType`] = `The plan is ${plan.insurance_type}`;
        for (const problem of matrixRowProblems(row, settings)) fieldErrors[`rows.${index}.${problem.field}`] ??= problem.message;
      });
      if (Object.keys(fieldErrors).length === 0) {
        for (const problem of matrixSetProblems(rows)) fieldErrors[`rows.${problem.index}.${problem.field}`] ??= problem.message;
      }
      const entries = Object.entries(fieldErrors);
      if (entries.length > 0) {
        const message = entries.slice(0, 5).map(([field, text]) => {
          const [, index, name] = field.split('.');
          return `Row ${Number(index) + 1}, ${name}: ${text}`;
        }).join('; ');
        throw new HttpError(422, entries.length > 5 ? `${message}; and ${entries.length - 5} more` : message, fieldErrors);
      }
      const at = nowIso();
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('motor_matrix').where('plan_id', '=', planId).execute();
        if (rows.length > 0) {
          await trx.insertInto('motor_matrix').values(rows.map((row) => ({
            id: newId(), company_id: plan.company_id, plan_id: planId, ...matrixColumns(row), created_at: at, updated_at: at,
          }))).execute();
        }
      });
      return (await db.selectFrom('motor_matrix').selectAll().where('plan_id', '=', planId).orderBy('seq').execute()).map(toMatrix);
    },
  };
}
