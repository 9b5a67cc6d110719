import { sql, type Kysely } from 'kysely';
import { runStatements, type Statement } from './statements.js';

/**
 * Group health (issue 17): a corporate customer's proposal priced from its staff census. The
 * proposal keeps its status block (as the spec's set-status call answers it), the latest census
 * report and the insurers that failed (JSON), and the trade licence file; members are the census's
 * rows (a mid-term deletion keeps the row, marked deleted); quotes are one row per insurer plan with
 * the totals by category and the members it refused; endorsements the mid-term changes charged or
 * refunded pro rata.
 */
const statements: Statement[] = [
  `CREATE TABLE group_health_proposals (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    ref TEXT NOT NULL UNIQUE,
    corporate_customer_id TEXT NOT NULL REFERENCES corporate_customers(id),
    emirate TEXT NOT NULL,
    policy_start_date TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('New', 'Quoting', 'Quoted', 'Callback Scheduled', 'Sent to Customer', 'Won', 'Lost')),
    status_reason TEXT,
    callback_times TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(callback_times)),
    callback_done INTEGER NOT NULL DEFAULT 0,
    quoted_callback_times TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(quoted_callback_times)),
    quoted_callback_done INTEGER NOT NULL DEFAULT 0,
    read_status INTEGER NOT NULL DEFAULT 0,
    agent_id TEXT REFERENCES accounts(id) ON DELETE SET NULL,
    chosen_quote_id TEXT,
    census_report TEXT CHECK (census_report IS NULL OR json_valid(census_report)),
    company_errors TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(company_errors)),
    trade_license TEXT CHECK (trade_license IS NULL OR json_valid(trade_license)),
    created_by TEXT REFERENCES accounts(id) ON DELETE SET NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  'CREATE INDEX group_health_proposals_created ON group_health_proposals(created_at, seq)',
  'CREATE INDEX group_health_proposals_status ON group_health_proposals(status, created_at)',
  'CREATE INDEX group_health_proposals_agent ON group_health_proposals(agent_id, created_at)',
  { sqlite: [], postgres: 'CREATE INDEX group_health_proposals_ref_number ON group_health_proposals ((length(ref)), ref)' },
  `CREATE TABLE group_health_members (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    proposal_id TEXT NOT NULL REFERENCES group_health_proposals(id),
    row_number INTEGER,
    full_name TEXT NOT NULL,
    date_of_birth TEXT NOT NULL,
    gender TEXT NOT NULL CHECK (gender IN ('Male', 'Female')),
    nationality TEXT NOT NULL,
    emirates_id TEXT,
    relation TEXT NOT NULL CHECK (relation IN ('Employee', 'Spouse', 'Child', 'Parent')),
    marital_status TEXT NOT NULL,
    salary_band TEXT NOT NULL,
    visa_emirate TEXT NOT NULL,
    category TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'deleted')),
    added_on TEXT,
    deleted_on TEXT,
    created_at TEXT NOT NULL
  )`,
  'CREATE INDEX group_health_members_proposal ON group_health_members(proposal_id, seq)',
  `CREATE TABLE group_health_quotes (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    proposal_id TEXT NOT NULL REFERENCES group_health_proposals(id),
    company_id TEXT NOT NULL,
    company_name TEXT NOT NULL,
    plan_id TEXT NOT NULL,
    plan_name TEXT NOT NULL,
    tpa_name TEXT NOT NULL,
    network_name TEXT NOT NULL,
    co_pay REAL NOT NULL,
    scheme TEXT NOT NULL,
    members_count INTEGER NOT NULL,
    premium_fils INTEGER NOT NULL,
    basmah_fee_fils INTEGER NOT NULL,
    icp_fee_fils INTEGER NOT NULL,
    vat_fils INTEGER NOT NULL,
    total_fils INTEGER NOT NULL,
    categories TEXT NOT NULL CHECK (json_valid(categories)),
    refused TEXT NOT NULL CHECK (json_valid(refused)),
    created_at TEXT NOT NULL
  )`,
  'CREATE INDEX group_health_quotes_proposal ON group_health_quotes(proposal_id, total_fils)',
  `CREATE TABLE group_health_endorsements (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    proposal_id TEXT NOT NULL REFERENCES group_health_proposals(id),
    quote_id TEXT NOT NULL,
    member_id TEXT NOT NULL REFERENCES group_health_members(id),
    kind TEXT NOT NULL CHECK (kind IN ('addition', 'deletion')),
    effective_date TEXT NOT NULL,
    days_left INTEGER NOT NULL,
    annual_fils INTEGER NOT NULL,
    amount_fils INTEGER NOT NULL,
    created_by TEXT REFERENCES accounts(id) ON DELETE SET NULL,
    created_at TEXT NOT NULL
  )`,
  'CREATE INDEX group_health_endorsements_proposal ON group_health_endorsements(proposal_id, seq)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['group_health_endorsements', 'group_health_quotes', 'group_health_members', 'group_health_proposals']) {
    await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
  }
}
