import type { Generated } from 'kysely';
import type { Db } from '../../db/database.js';

/** Tables of migration 0039 for an insurer's health loadings (kept here, beside the code that owns them). */
export interface HealthConditionsTable {
  seq: Generated<number>;
  id: string;
  condition_name: string;
  question: string;
  amount_key: string;
  display_order: number;
}

export interface HealthCompanyConditionsTable {
  seq: Generated<number>;
  id: string;
  company_id: string;
  condition_id: string;
  /** JSON: `[{ emirate }]`. */
  city_name: string;
  operator: string;
  amount_type: string;
  percentage: number | null;
  amount_fils: number | null;
  created_at: string;
  updated_at: string;
}

export type HealthConditionTables = {
  health_conditions: HealthConditionsTable;
  health_company_conditions: HealthCompanyConditionsTable;
};

export function healthConditionsDb(db: Db) {
  return db.withTables<HealthConditionTables>();
}
