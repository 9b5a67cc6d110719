import type { Kysely } from 'kysely';
import { runStatements, type Statement } from './statements.js';

/**
 * An insurer's health conditions (issue 16, part 4): the master of the three factors a health
 * proposal asks about (smoker, hypertension, diabetes: pricing's `HEALTH_FACTORS`, seeded here,
 * read-only), and the loadings each insurer charges for them by emirate. A loading is a
 * percentage of the member's premium (0–100, up to 2 decimals) or a fixed amount in fils; the
 * other column is null. Emirates are the kit's group (JSON `[{ emirate }]`), as a city level's.
 * The loadings go with their insurer (cascade); the factor is the master's key.
 */
const statements: Statement[] = [
  `CREATE TABLE health_conditions (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    condition_name TEXT NOT NULL,
    question TEXT NOT NULL,
    amount_key TEXT NOT NULL,
    display_order INTEGER NOT NULL
  )`,
  `INSERT INTO health_conditions (id, condition_name, question, amount_key, display_order) VALUES
    ('smoker', 'Smoker', 'Is Smoking', 'amount.smoker', 1),
    ('hypertension', 'Hypertension', 'Is Hypertension', 'amount.hypertensionCondition', 2),
    ('diabetes', 'Diabetes', 'Is Diabetes', 'amount.diabetesCondition', 3)`,
  `CREATE TABLE health_company_conditions (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    company_id TEXT NOT NULL REFERENCES insurance_companies(id) ON DELETE CASCADE,
    condition_id TEXT NOT NULL REFERENCES health_conditions(id),
    city_name TEXT NOT NULL CHECK (json_valid(city_name)),
    operator TEXT NOT NULL CHECK (operator IN ('equals')),
    amount_type TEXT NOT NULL CHECK (amount_type IN ('percentage', 'fixed')),
    percentage REAL CHECK (percentage IS NULL OR (percentage >= 0 AND percentage <= 100)),
    amount_fils INTEGER CHECK (amount_fils IS NULL OR amount_fils >= 0),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE INDEX health_company_conditions_company ON health_company_conditions(company_id, condition_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
