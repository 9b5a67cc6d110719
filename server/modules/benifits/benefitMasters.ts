import type { MasterItem } from '../../../shared/contract/companies/index.js';
import type { Db } from '../../db/database.js';

/**
 * The benefits master list as motor plans read it (`getallmasterbenefits` and the matrix's
 * checklist): the live benefits by name, each under its id, the code a plan stores.
 */
export async function masterBenefits(db: Db): Promise<MasterItem[]> {
  const rows = await db.selectFrom('benefits').selectAll().where('removed_at', 'is', null).orderBy('name').orderBy('seq').execute();
  return rows.map((row) => ({
    code: row.id,
    label: row.name,
    dType: row.limit_type,
    hasLimit: row.limit_type === 'number',
    limitUnit: row.limit_unit === 'none' ? null : row.limit_unit,
    suggestedChargeFils: row.additional_charge_fils > 0 ? row.additional_charge_fils : null,
  }));
}

/**
 * The name of each of these benefits, removed ones too: a plan keeps naming a benefit taken off
 * the list after it was chosen. A code no benefit has is left out (its own code names it).
 */
export async function benefitNames(db: Db, codes: Iterable<string>): Promise<Map<string, string>> {
  const wanted = [...new Set(codes)];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('benefits').select(['id', 'name']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}
