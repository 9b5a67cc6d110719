import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { ExcessInputSchema, ExcessUpdateSchema, type Excess } from '../../../shared/contract/companies/index.js';
import { formatAed as aed } from '../../../shared/domain/format.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import type { MotorExcessTable } from '../../db/schema.js';
import { applyEdit } from '../../http/edits.js';
import { notFound } from '../../http/httpError.js';
import { offsetOf } from '../../http/pagination.js';
import { maxDeductibleFils } from '../../services/pricing/regulation.js';
import { json, nowIso, unprocessableField, type CompanyRows } from './companyRows.js';
import type { PricingSettingsRepository } from './pricingSettings.repository.js';

type ExcessFields = z.output<typeof ExcessInputSchema>;
type ExcessRow = Selectable<MotorExcessTable>;

export function toExcess(row: ExcessRow & { plan_name: string }): Excess {
  return {
    _id: row.id, createdAt: row.created_at, updatedAt: row.updated_at, companyId: row.company_id, planId: row.plan_id, planName: row.plan_name,
    vehicleType: json<Excess['vehicleType']>(row.vehicle_types), vehicleValuationFromFils: row.valuation_from_fils,
    vehicleValuationToFils: row.valuation_to_fils, chargeFils: row.charge_fils,
  };
}


/** A company's excess (deductible) rules, each within the maximum deductible of the pricing settings. */
export function createExcessRepository(db: Db, { companyRow, referencedPlan }: CompanyRows, { getMotorPricingSettings }: PricingSettingsRepository) {
  async function excessRow(companyId: string, excessId: string): Promise<ExcessRow & { plan_name: string }> {
    await companyRow(companyId);
    const row = await db.selectFrom('motor_excess').innerJoin('motor_plans as p', 'p.id', 'motor_excess.plan_id')
      .selectAll('motor_excess').select('p.plan_name').where('motor_excess.id', '=', excessId).where('motor_excess.company_id', '=', companyId).executeTakeFirst();
    if (!row) throw notFound('Excess rule not found');
    return row;
  }
  async function checkExcess(companyId: string, input: ExcessFields): Promise<void> {
    await referencedPlan(input.planId, companyId);
    const from = input.vehicleValuationFromFils ?? null;
    const to = input.vehicleValuationToFils ?? null;
    if (input.vehicleType.length === 0 && (from === null || to === null)) {
      throw unprocessableField(from === null ? 'vehicleValuationFromFils' : 'vehicleValuationToFils', 'Give a value band when no vehicle type is chosen');
    }
    if (from !== null && to !== null && from > to) throw unprocessableField('vehicleValuationFromFils', 'Valuation from is above valuation to');
    const max = maxDeductibleFils(await getMotorPricingSettings(), from ?? 0);
    if (input.chargeFils > max) {
      throw unprocessableField('chargeFils', `An excess of ${aed(input.chargeFils)} is above the maximum deductible of ${aed(max)} for cars worth ${aed(from ?? 0)} (Schedule 3)`);
    }
  }

  return {
    async listExcess(companyId: string, query: { page: number; size: number; planId?: string | undefined }) {
      await companyRow(companyId);
      const filtered = () => {
        let q = db.selectFrom('motor_excess').innerJoin('motor_plans as p', 'p.id', 'motor_excess.plan_id').where('motor_excess.company_id', '=', companyId);
        if (query.planId) q = q.where('motor_excess.plan_id', '=', query.planId);
        return q;
      };
      const [rows, total] = await Promise.all([
        filtered().selectAll('motor_excess').select('p.plan_name').orderBy('motor_excess.seq').limit(query.size).offset(offsetOf(query.page, query.size)).execute(),
        filtered().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toExcess), totalItems: Number(total.n) };
    },
    async getExcess(companyId: string, excessId: string): Promise<Excess> {
      return toExcess(await excessRow(companyId, excessId));
    },
    async createExcess(companyId: string, input: ExcessFields): Promise<Excess> {
      await companyRow(companyId);
      await checkExcess(companyId, input);
      const id = newId();
      const at = nowIso();
      await db.insertInto('motor_excess').values({
        id, company_id: companyId, plan_id: input.planId, vehicle_types: JSON.stringify(input.vehicleType), valuation_from_fils: input.vehicleValuationFromFils ?? null,
        valuation_to_fils: input.vehicleValuationToFils ?? null, charge_fils: input.chargeFils, created_at: at, updated_at: at,
      }).execute();
      return toExcess(await excessRow(companyId, id));
    },
    async updateExcess(companyId: string, excessId: string, edit: z.output<typeof ExcessUpdateSchema>): Promise<Excess> {
      const input = applyEdit(ExcessInputSchema, ExcessUpdateSchema, toExcess(await excessRow(companyId, excessId)), edit);
      await checkExcess(companyId, input);
      await db.updateTable('motor_excess').set({
        plan_id: input.planId, vehicle_types: JSON.stringify(input.vehicleType), valuation_from_fils: input.vehicleValuationFromFils ?? null,
        valuation_to_fils: input.vehicleValuationToFils ?? null, charge_fils: input.chargeFils, updated_at: nowIso(),
      }).where('id', '=', excessId).execute();
      return toExcess(await excessRow(companyId, excessId));
    },
    async removeExcess(companyId: string, excessId: string): Promise<void> {
      await excessRow(companyId, excessId);
      await db.deleteFrom('motor_excess').where('id', '=', excessId).execute();
    },
  };
}
