import type { Kysely } from 'kysely';
import { runStatements, type Statement } from './statements.js';

/**
 * Motor leads: the contact and car as columns for the list and its search, the whole wizard input
 * as JSON (read and written with the lead, never queried), and the proposal a quoted lead became.
 * A lead is quoted once: its proposal is set only while it has none.
 */
const statements: Statement[] = [
  `CREATE TABLE motor_leads (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    full_name TEXT NOT NULL,
    email TEXT NOT NULL,
    mobile_number TEXT NOT NULL,
    car_name TEXT NOT NULL,
    wizard TEXT NOT NULL CHECK (json_valid(wizard)),
    status TEXT NOT NULL DEFAULT 'New' CHECK (status IN ('New', 'Quoted')),
    proposal_id TEXT REFERENCES proposals(id),
    created_by TEXT REFERENCES accounts(id),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    CHECK ((status = 'Quoted') = (proposal_id IS NOT NULL))
  )`,
  `CREATE INDEX motor_leads_created ON motor_leads(created_at, seq)`,
  `CREATE UNIQUE INDEX motor_leads_proposal ON motor_leads(proposal_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // The menu entry is 0002's ("Leads", /leads).
  await runStatements(db, statements);
}
