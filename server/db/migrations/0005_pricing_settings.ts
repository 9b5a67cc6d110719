import { sql, type Kysely } from 'kysely';
import { runStatements, type Statement } from './statements.js';

/**
 * Stored settings (issue 5): one row per setting, its JSON value and who saved it last and when
 * (the motor pricing settings are the first, under `motorPricing`; without a row their defaults
 * in code apply). Insurance companies gain `show_portal`, set on those created through a portal
 * short form (FIELDS.md "Portals").
 */
const statements: Statement[] = [
  `CREATE TABLE app_settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL CHECK (json_valid(value)),
    updated_at TEXT NOT NULL,
    updated_by TEXT REFERENCES accounts(id) ON DELETE SET NULL
  )`,
  `ALTER TABLE insurance_companies ADD COLUMN show_portal INTEGER NOT NULL DEFAULT 0`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE IF EXISTS app_settings').execute(db);
  await sql.raw('ALTER TABLE insurance_companies DROP COLUMN show_portal').execute(db);
}
