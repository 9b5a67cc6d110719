import { sql, type Kysely } from 'kysely';
import { runStatements, type Statement } from './statements.js';

/**
 * "Applied for Contact" (issue 17; FIELDS.md's motor, health and travel quote tables): when the
 * customer asked to be called about a quote, and who recorded it (NULL when the marketplace did, or
 * once the account is gone). Any line's quote may carry it. The partial index holds only the quotes
 * asked about, so the proposals lists' "Applied for contact" filter reads just those.
 */
const statements: Statement[] = [
  'ALTER TABLE quotes ADD COLUMN applied_for_contact_at TEXT',
  'ALTER TABLE quotes ADD COLUMN applied_for_contact_by TEXT REFERENCES accounts(id) ON DELETE SET NULL',
  'CREATE INDEX quotes_applied_for_contact ON quotes(proposal_id) WHERE applied_for_contact_at IS NOT NULL',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP INDEX IF EXISTS quotes_applied_for_contact').execute(db);
  await sql.raw('ALTER TABLE quotes DROP COLUMN applied_for_contact_by').execute(db);
  await sql.raw('ALTER TABLE quotes DROP COLUMN applied_for_contact_at').execute(db);
}
