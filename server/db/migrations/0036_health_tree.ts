import type { Kysely } from 'kysely';
import { runStatements, type Statement } from './statements.js';

/**
 * An insurer's health tree (issue 16): TPA → network → city → plan → premium matrix rows, tables
 * of the resource kit (`shared/contract/health-matrix/`). Every level is removed with its whole
 * subtree: the parent keys cascade, so one DELETE of a level is one statement, all or nothing on
 * both databases (SQLite runs with `foreign_keys = ON`). Multi-choices (a city's emirates, a row's
 * visa types) are the kit's groups: JSON text. Each child key is indexed for the lists and the
 * counts of the level below.
 */
const statements: Statement[] = [
  `CREATE TABLE health_tpas (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    company_id TEXT NOT NULL REFERENCES insurance_companies(id) ON DELETE CASCADE,
    tpa_name TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE INDEX health_tpas_company ON health_tpas(company_id)`,
  `CREATE TABLE health_networks (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    tpa_id TEXT NOT NULL REFERENCES health_tpas(id) ON DELETE CASCADE,
    network_name TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE INDEX health_networks_tpa ON health_networks(tpa_id)`,
  `CREATE TABLE health_cities (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    network_id TEXT NOT NULL REFERENCES health_networks(id) ON DELETE CASCADE,
    city_name TEXT NOT NULL CHECK (json_valid(city_name)),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE INDEX health_cities_network ON health_cities(network_id)`,
  `CREATE TABLE health_plans (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    city_id TEXT NOT NULL REFERENCES health_cities(id) ON DELETE CASCADE,
    plan_name TEXT NOT NULL,
    co_pay TEXT NOT NULL CHECK (co_pay IN ('0', '5', '10', '15', '20', '30')),
    scheme TEXT NOT NULL CHECK (scheme IN ('standard', 'dubaiEssential', 'abuDhabiBasic')),
    is_basic INTEGER NOT NULL DEFAULT 0,
    is_enable INTEGER NOT NULL DEFAULT 1,
    is_premium_request_upon INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE INDEX health_plans_city ON health_plans(city_id)`,
  `CREATE TABLE health_matrix_rows (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    plan_id TEXT NOT NULL REFERENCES health_plans(id) ON DELETE CASCADE,
    visa_type TEXT NOT NULL CHECK (json_valid(visa_type)),
    age_from INTEGER NOT NULL CHECK (age_from >= 0),
    age_to INTEGER NOT NULL CHECK (age_to >= age_from),
    salary_from INTEGER CHECK (salary_from IS NULL OR salary_from >= 0),
    salary_to INTEGER CHECK (salary_to IS NULL OR salary_to >= 0),
    gender TEXT NOT NULL CHECK (gender IN ('all', 'Male', 'Female')),
    relation TEXT NOT NULL,
    premium_fils INTEGER NOT NULL CHECK (premium_fils >= 0),
    maternity_amount_fils INTEGER NOT NULL DEFAULT 0 CHECK (maternity_amount_fils >= 0),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE INDEX health_matrix_rows_plan ON health_matrix_rows(plan_id, age_from)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
