import type { Generated, Selectable } from 'kysely';
import type { Emirate } from '../../../shared/domain/emirates.js';
import type { Db } from '../../db/database.js';
import type { MatrixRowValues } from './healthTreeRules.js';

/** Tables of migration 0036 for an insurer's health tree (kept here, beside the code that owns them). */
interface Stamps {
  seq: Generated<number>;
  id: string;
  created_at: string;
  updated_at: string;
}

export interface HealthTpasTable extends Stamps {
  company_id: string;
  tpa_name: string;
}

export interface HealthNetworksTable extends Stamps {
  tpa_id: string;
  network_name: string;
}

export interface HealthCitiesTable extends Stamps {
  network_id: string;
  /** JSON: `[{ emirate }]`. */
  city_name: string;
}

export interface HealthPlansTable extends Stamps {
  city_id: string;
  plan_name: string;
  co_pay: string;
  scheme: string;
  is_basic: number;
  is_enable: number;
  is_premium_request_upon: number;
}

export interface HealthMatrixRowsTable extends Stamps {
  plan_id: string;
  /** JSON: `[{ visaType }]`. */
  visa_type: string;
  age_from: number;
  age_to: number;
  salary_from: number | null;
  salary_to: number | null;
  gender: string;
  relation: string;
  premium_fils: number;
  maternity_amount_fils: number;
}

export type HealthTreeTables = {
  health_tpas: HealthTpasTable;
  health_networks: HealthNetworksTable;
  health_cities: HealthCitiesTable;
  health_plans: HealthPlansTable;
  health_matrix_rows: HealthMatrixRowsTable;
};

export function healthTreeDb(db: Db) {
  return db.withTables<HealthTreeTables>();
}

/** A stored matrix row's values as the forms give them (PostgreSQL's integers may come as text). */
export function matrixRowValues(row: Omit<Selectable<HealthMatrixRowsTable>, 'seq' | 'id' | 'plan_id' | 'created_at' | 'updated_at'>): MatrixRowValues {
  return {
    visaType: JSON.parse(row.visa_type) as MatrixRowValues['visaType'], ageFrom: Number(row.age_from), ageTo: Number(row.age_to),
    salaryFrom: row.salary_from === null ? null : Number(row.salary_from), salaryTo: row.salary_to === null ? null : Number(row.salary_to),
    gender: row.gender as MatrixRowValues['gender'], relation: row.relation,
    premium: Number(row.premium_fils), maternityAmount: Number(row.maternity_amount_fils),
  };
}

/** The emirates of a stored city level (the kit's group JSON `[{ emirate }]`), in their stored order. */
export function cityEmirates(cityName: string): Emirate[] {
  return (JSON.parse(cityName) as Array<{ emirate: Emirate }>).map((entry) => entry.emirate);
}
