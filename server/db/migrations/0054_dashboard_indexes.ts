import { sql, type Kysely } from 'kysely';
import { runStatements, type Statement } from './statements.js';

/**
 * The dashboards' figures (issue 18) are aggregates over a line's proposals and policies in a
 * creation range. These indexes hold the columns they count and group by (and the proposal's id,
 * which the first-status-change lookup takes), so SQLite's plans read an index range without
 * visiting the rows ("USING COVERING INDEX"), as do the quotes per insurer of those proposals; the
 * partial history index finds a proposal's first status change in one seek instead of reading
 * every history entry of the proposal.
 */
const INDEXES = {
  proposals_line_created_figures: 'proposals(line, created_at, assigned_to, source, status, status_reason, id)',
  policies_line_created_figures: 'policies(line, created_at, assigned_to, company_id, premium_fils)',
  quotes_proposal_company: 'quotes(proposal_id, is_current, company_id, company_name)',
} as const;

const statements: Statement[] = [
  ...Object.entries(INDEXES).map(([name, columns]) => `CREATE INDEX ${name} ON ${columns}`),
  `CREATE INDEX history_status_changes ON history(entity_id, created_at) WHERE entity_type = 'proposal' AND action = 'Status changed'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [...Object.keys(INDEXES), 'history_status_changes']) await sql.raw(`DROP INDEX IF EXISTS ${name}`).execute(db);
}
