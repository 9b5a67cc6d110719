import type { Kysely } from 'kysely';
import { runStatements, type Statement } from './statements.js';

/**
 * Motor master data (issue 5): insurance companies, their motor plans (benefits and coverages as
 * JSON on the plan), matrix rows, excess rules and underwriting conditions; the car catalogue
 * (makes and trims with new-car values) and the cars of proposals. Quotes and policies gain the
 * ids of the company and plan they name, so deleting either can be refused while they refer to it.
 */
const statements: Statement[] = [
  `CREATE TABLE insurance_companies (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    company_name TEXT NOT NULL COLLATE NOCASE UNIQUE,
    company_email TEXT,
    praktora_company_name TEXT,
    contact_no TEXT,
    company_portal TEXT,
    company_website TEXT NOT NULL,
    headquarters TEXT NOT NULL,
    started_year TEXT NOT NULL,
    google_place_id TEXT NOT NULL,
    dec TEXT NOT NULL,
    logo_url TEXT,
    banner_url TEXT,
    motor_active INTEGER NOT NULL DEFAULT 0,
    health_active INTEGER NOT NULL DEFAULT 0,
    travel_active INTEGER NOT NULL DEFAULT 0,
    pet_active INTEGER NOT NULL DEFAULT 0,
    land_active INTEGER NOT NULL DEFAULT 0,
    line_settings TEXT NOT NULL,
    admin_fee_fils INTEGER NOT NULL DEFAULT 0 CHECK (admin_fee_fils >= 0),
    issuing_mode TEXT NOT NULL CHECK (issuing_mode IN ('online', 'email')),
    issuing_email TEXT,
    is_active INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE TABLE motor_plans (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    company_id TEXT NOT NULL REFERENCES insurance_companies(id) ON DELETE CASCADE,
    plan_name TEXT NOT NULL,
    insurance_type TEXT NOT NULL CHECK (insurance_type IN ('comprehensive', 'thirdparty')),
    repair_condition TEXT CHECK (repair_condition IN ('agency', 'nonagency')),
    description TEXT,
    is_active INTEGER NOT NULL DEFAULT 1,
    benefits TEXT NOT NULL DEFAULT '[]',
    coverages TEXT NOT NULL DEFAULT '[]',
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE UNIQUE INDEX motor_plans_name ON motor_plans(company_id, plan_name COLLATE NOCASE)`,
  `CREATE TABLE motor_matrix (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    company_id TEXT NOT NULL REFERENCES insurance_companies(id) ON DELETE CASCADE,
    plan_id TEXT NOT NULL REFERENCES motor_plans(id) ON DELETE CASCADE,
    insurance_type TEXT NOT NULL,
    vehicle_type TEXT NOT NULL,
    valuation_from_fils INTEGER,
    valuation_to_fils INTEGER,
    no_of_cylinders INTEGER,
    repair_condition TEXT,
    rate_in_percentage REAL CHECK (rate_in_percentage IS NULL OR rate_in_percentage >= 0),
    fixed_premium_fils INTEGER,
    minimum_premium_fils INTEGER NOT NULL CHECK (minimum_premium_fils >= 0),
    car_age TEXT,
    benefits TEXT NOT NULL DEFAULT '[]',
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE INDEX motor_matrix_plan ON motor_matrix(plan_id)`,
  `CREATE INDEX motor_matrix_company ON motor_matrix(company_id, seq)`,
  `CREATE TABLE motor_excess (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    company_id TEXT NOT NULL REFERENCES insurance_companies(id) ON DELETE CASCADE,
    plan_id TEXT NOT NULL REFERENCES motor_plans(id) ON DELETE CASCADE,
    vehicle_types TEXT NOT NULL DEFAULT '[]',
    valuation_from_fils INTEGER,
    valuation_to_fils INTEGER,
    charge_fils INTEGER NOT NULL CHECK (charge_fils >= 0),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE INDEX motor_excess_company ON motor_excess(company_id, seq)`,
  `CREATE INDEX motor_excess_plan ON motor_excess(plan_id)`,
  `CREATE TABLE motor_conditions (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    company_id TEXT NOT NULL REFERENCES insurance_companies(id) ON DELETE CASCADE,
    plan_id TEXT REFERENCES motor_plans(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    rules TEXT NOT NULL,
    is_active INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE INDEX motor_conditions_company ON motor_conditions(company_id, seq)`,

  `CREATE TABLE car_makes (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL COLLATE NOCASE UNIQUE,
    country TEXT,
    is_top INTEGER NOT NULL DEFAULT 0,
    is_active INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE TABLE car_trims (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    make_id TEXT NOT NULL REFERENCES car_makes(id),
    model TEXT NOT NULL COLLATE NOCASE,
    trim TEXT NOT NULL COLLATE NOCASE,
    year INTEGER NOT NULL,
    body_type TEXT NOT NULL,
    vehicle_type TEXT NOT NULL,
    cylinders INTEGER NOT NULL,
    seats INTEGER NOT NULL,
    new_value_fils INTEGER NOT NULL CHECK (new_value_fils >= 0),
    is_top_model INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE UNIQUE INDEX car_trims_key ON car_trims(make_id, model, trim, year)`,
  `CREATE INDEX car_trims_year ON car_trims(year, make_id)`,
  `CREATE TABLE cars (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    vin TEXT,
    customer_id TEXT REFERENCES customers(id),
    make TEXT,
    model TEXT,
    trim TEXT,
    trim_id TEXT REFERENCES car_trims(id) ON DELETE SET NULL,
    year INTEGER,
    body_type TEXT,
    vehicle_type TEXT,
    cylinders INTEGER,
    colour TEXT,
    gcc_spec INTEGER NOT NULL DEFAULT 1,
    first_registration_date TEXT,
    mileage_km INTEGER,
    value_fils INTEGER,
    vin_decode TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE INDEX cars_vin ON cars(vin)`,

  `ALTER TABLE quotes ADD COLUMN company_id TEXT`,
  `ALTER TABLE quotes ADD COLUMN plan_id TEXT`,
  `ALTER TABLE policies ADD COLUMN company_id TEXT`,
  `CREATE INDEX quotes_company ON quotes(company_id)`,
  `CREATE INDEX quotes_plan ON quotes(plan_id)`,
  `CREATE INDEX quotes_company_name ON quotes(company_name)`,
  `CREATE INDEX policies_company ON policies(company_id)`,
  `CREATE INDEX policies_company_name ON policies(company_name)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
