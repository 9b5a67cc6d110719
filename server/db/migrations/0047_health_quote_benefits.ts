import { sql, type Kysely } from 'kysely';
import { runStatements, type Statement } from './statements.js';

/**
 * A health comparison's own benefit values (issue 17, "editable benefit values for this
 * comparison"): what staff wrote for one quote's benefit on the compare page, shown instead of the
 * plan's value in that quote's comparison, its PDF and its Excel. Kept per quote, never on the
 * plan's master values (`health_plan_benefits`), so another customer's quote of the same plan is
 * untouched; a re-generated quote starts again from the plan. Removed with its quote.
 */
const statements: Statement[] = [
  `CREATE TABLE health_quote_benefits (
    quote_id TEXT NOT NULL REFERENCES quotes(id) ON DELETE CASCADE,
    benefit_id TEXT NOT NULL REFERENCES health_benefits(id),
    value TEXT NOT NULL CHECK (length(value) BETWEEN 1 AND 200),
    updated_by TEXT REFERENCES accounts(id) ON DELETE SET NULL,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (quote_id, benefit_id)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE IF EXISTS health_quote_benefits').execute(db);
}
