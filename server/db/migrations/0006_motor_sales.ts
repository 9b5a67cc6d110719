import type { Kysely } from 'kysely';
import { runStatements, type Statement } from './statements.js';

/**
 * The motor sales flow (issue 6): proposals gain the car, the driver and current-insurance details,
 * the lead-status block, assignment, voucher and agent discount; quotes keep the engine's priced
 * lines and their payment state; payments and every gateway callback are recorded; policies gain
 * the insurer's number, issuing errors and finance; insurer calls are logged per proposal.
 * Vouchers and sales (commission) agents get their tables, which the proposal screens read.
 *
 * Earlier rows are moved to the status vocabulary of FIELDS.md (lead statuses, `Active` policies).
 */
/** Everything the pricing engine reads. */
const CATALOGUE_TABLES = ['insurance_companies', 'motor_plans', 'motor_matrix', 'motor_excess', 'motor_conditions', 'app_settings'];

const statements: Statement[] = [
  `CREATE TABLE vouchers (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    promo_code TEXT NOT NULL COLLATE NOCASE UNIQUE,
    discount_type TEXT NOT NULL CHECK (discount_type IN ('percentage', 'fixedPrice')),
    discount_value REAL NOT NULL CHECK (discount_value >= 0),
    created_date TEXT NOT NULL,
    expiry_date TEXT NOT NULL,
    max_uses INTEGER,
    used_count INTEGER NOT NULL DEFAULT 0,
    plan_ids TEXT NOT NULL DEFAULT '[]',
    is_active INTEGER NOT NULL DEFAULT 1,
    is_default INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,

  `CREATE TABLE sales_agents (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    full_name TEXT NOT NULL,
    email TEXT NOT NULL COLLATE NOCASE UNIQUE,
    mobile_number TEXT,
    lines TEXT NOT NULL DEFAULT '["motor"]',
    motor_commission_percent REAL NOT NULL DEFAULT 0,
    deleted_at TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,

  // KYC and wizard facts of a customer (gender, Arabic name, address, source of funds…), JSON `CustomerProfile`.
  `ALTER TABLE customers ADD COLUMN profile TEXT NOT NULL DEFAULT '{}'`,
  // Registration-card facts of a proposal's car (plate, chassis, emirate…), JSON `CarRegistration`.
  `ALTER TABLE cars ADD COLUMN registration TEXT NOT NULL DEFAULT '{}'`,
  `ALTER TABLE cars ADD COLUMN seats INTEGER`,

  `ALTER TABLE proposals ADD COLUMN car_id TEXT REFERENCES cars(id)`,
  `ALTER TABLE proposals ADD COLUMN created_by TEXT REFERENCES accounts(id)`,
  `ALTER TABLE proposals ADD COLUMN assigned_to TEXT REFERENCES accounts(id)`,
  `ALTER TABLE proposals ADD COLUMN status_reason TEXT`,
  `ALTER TABLE proposals ADD COLUMN callback_times TEXT NOT NULL DEFAULT '[]'`,
  `ALTER TABLE proposals ADD COLUMN callback_done INTEGER NOT NULL DEFAULT 0`,
  `ALTER TABLE proposals ADD COLUMN quoted_callback_times TEXT NOT NULL DEFAULT '[]'`,
  `ALTER TABLE proposals ADD COLUMN quoted_callback_done INTEGER NOT NULL DEFAULT 0`,
  `ALTER TABLE proposals ADD COLUMN insurance_type TEXT NOT NULL DEFAULT 'all'`,
  `ALTER TABLE proposals ADD COLUMN vehicle_type TEXT NOT NULL DEFAULT 'Individual'`,
  `ALTER TABLE proposals ADD COLUMN details TEXT NOT NULL DEFAULT '{}'`,
  `ALTER TABLE proposals ADD COLUMN voucher_id TEXT REFERENCES vouchers(id)`,
  `ALTER TABLE proposals ADD COLUMN agent_discount_percent REAL NOT NULL DEFAULT 0`,
  `ALTER TABLE proposals ADD COLUMN sales_agent_id TEXT REFERENCES sales_agents(id)`,
  `ALTER TABLE proposals ADD COLUMN paid_quote_id TEXT`,
  `ALTER TABLE proposals ADD COLUMN policy_id TEXT`,
  `ALTER TABLE proposals ADD COLUMN renewal_of_policy_id TEXT`,
  `ALTER TABLE proposals ADD COLUMN quotes_generated_at TEXT`,
  // The call-back due (the last of each JSON array), kept beside it so the counters and their list
  // filters read a partial index instead of parsing every row's JSON.
  `ALTER TABLE proposals ADD COLUMN callback_at TEXT`,
  `ALTER TABLE proposals ADD COLUMN quoted_callback_at TEXT`,
  // When the driver, current insurance or requested cover last changed: later than the quotes means re-generate.
  `ALTER TABLE proposals ADD COLUMN details_updated_at TEXT`,
  // With the id, the list's order and its paging walk this index alone.
  `CREATE INDEX proposals_line_created ON proposals(line, created_at, id)`,
  // A number that moves with every write to proposals: cached list totals and counters are valid while it stands still.
  `CREATE TABLE change_counters (name TEXT PRIMARY KEY, n INTEGER NOT NULL)`,
  `INSERT INTO change_counters (name, n) VALUES ('proposals', 0)`,
  {
    sqlite: ['INSERT', 'UPDATE', 'DELETE'].map((event) => `CREATE TRIGGER proposals_count_${event.toLowerCase()} AFTER ${event} ON proposals
      BEGIN UPDATE change_counters SET n = n + 1 WHERE name = 'proposals'; END`),
    // Once per statement: the number only has to move, and a bulk write moves it once.
    postgres: [
      `CREATE FUNCTION bump_change_counter() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN UPDATE change_counters SET n = n + 1 WHERE name = TG_ARGV[0]; RETURN NULL; END $$`,
      `CREATE TRIGGER proposals_count AFTER INSERT OR UPDATE OR DELETE ON proposals
        FOR EACH STATEMENT EXECUTE FUNCTION bump_change_counter('proposals')`,
    ],
  },
  // The same for everything the pricing engine reads, so quoting keeps the catalogue loaded between writes.
  `INSERT INTO change_counters (name, n) VALUES ('motor_catalogue', 0)`,
  {
    sqlite: CATALOGUE_TABLES.flatMap((table) =>
      ['INSERT', 'UPDATE', 'DELETE'].map((event) => `CREATE TRIGGER ${table}_catalogue_${event.toLowerCase()} AFTER ${event} ON ${table}
        BEGIN UPDATE change_counters SET n = n + 1 WHERE name = 'motor_catalogue'; END`)),
    postgres: CATALOGUE_TABLES.map((table) => `CREATE TRIGGER ${table}_catalogue AFTER INSERT OR UPDATE OR DELETE ON ${table}
      FOR EACH STATEMENT EXECUTE FUNCTION bump_change_counter('motor_catalogue')`),
  },
  `CREATE INDEX proposals_line_expires ON proposals(line, expires_at)`,
  // A customer's proposals with their ids: a search by customer name sorts its matches from this index alone.
  `DROP INDEX proposals_customer`,
  `CREATE INDEX proposals_customer ON proposals(customer_id, line, created_at, id)`,
  `CREATE INDEX proposals_callback_due ON proposals(line, callback_at) WHERE callback_done = 0 AND callback_at IS NOT NULL`,
  `CREATE INDEX proposals_quoted_callback_due ON proposals(line, quoted_callback_at) WHERE quoted_callback_done = 0 AND quoted_callback_at IS NOT NULL`,
  `CREATE INDEX proposals_line_status ON proposals(line, status, created_at, id)`,
  `CREATE INDEX proposals_assigned ON proposals(assigned_to, created_at, id)`,
  `CREATE UNIQUE INDEX proposals_renewal_of ON proposals(renewal_of_policy_id) WHERE renewal_of_policy_id IS NOT NULL`,
  `UPDATE proposals SET status = CASE status
     WHEN 'new' THEN 'Un Attended' WHEN 'quoted' THEN 'Quote generated' WHEN 'lost' THEN 'Lost'
     WHEN 'converted' THEN 'Policy paid and Issued' ELSE status END`,

  `ALTER TABLE quotes ADD COLUMN insurance_type TEXT`,
  `ALTER TABLE quotes ADD COLUMN repair_condition TEXT`,
  `ALTER TABLE quotes ADD COLUMN value_fils INTEGER`,
  `ALTER TABLE quotes ADD COLUMN excess_fils INTEGER`,
  `ALTER TABLE quotes ADD COLUMN admin_fee_fils INTEGER NOT NULL DEFAULT 0`,
  `ALTER TABLE quotes ADD COLUMN vat_fils INTEGER NOT NULL DEFAULT 0`,
  `ALTER TABLE quotes ADD COLUMN total_fils INTEGER NOT NULL DEFAULT 0`,
  `ALTER TABLE quotes ADD COLUMN pricing TEXT`,
  `ALTER TABLE quotes ADD COLUMN selected_addons TEXT NOT NULL DEFAULT '[]'`,
  `ALTER TABLE quotes ADD COLUMN price_edit_count INTEGER NOT NULL DEFAULT 0`,
  `ALTER TABLE quotes ADD COLUMN payment_status TEXT NOT NULL DEFAULT 'unpaid'`,
  `ALTER TABLE quotes ADD COLUMN is_bought INTEGER NOT NULL DEFAULT 0`,
  `ALTER TABLE quotes ADD COLUMN is_current INTEGER NOT NULL DEFAULT 1`,
  `ALTER TABLE quotes ADD COLUMN expires_at TEXT`,
  `CREATE INDEX quotes_created ON quotes(created_at)`,
  // The quotations list searched by insurer walks one company's quotes newest first.
  `CREATE INDEX quotes_company_created ON quotes(company_name, created_at)`,
  `UPDATE quotes SET payment_status = 'paid', is_bought = 1, total_fils = price_fils WHERE status = 'paid'`,
  `UPDATE quotes SET total_fils = price_fils WHERE total_fils = 0`,

  `CREATE TABLE payments (
    id TEXT PRIMARY KEY,
    ref TEXT NOT NULL UNIQUE,
    quote_id TEXT NOT NULL REFERENCES quotes(id),
    proposal_id TEXT NOT NULL REFERENCES proposals(id),
    customer_id TEXT NOT NULL REFERENCES customers(id),
    provider TEXT NOT NULL CHECK (provider IN ('card', 'bnpl', 'link', 'bank', 'direct')),
    paid_by TEXT NOT NULL,
    amount_fils INTEGER NOT NULL CHECK (amount_fils > 0),
    status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'declined', 'cancelled', 'expired', 'refunded', 'moved')),
    order_id TEXT UNIQUE,
    payment_url TEXT,
    redirect_uri TEXT,
    order_ref TEXT,
    proof_file_id TEXT REFERENCES stored_files(id),
    failure_reason TEXT,
    created_by TEXT REFERENCES accounts(id),
    paid_at TEXT,
    expires_at TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE INDEX payments_quote ON payments(quote_id, created_at)`,
  `CREATE INDEX payments_proposal ON payments(proposal_id, created_at)`,
  // A quote is paid once, whatever arrives twice or at once.
  `CREATE UNIQUE INDEX payments_one_paid_per_quote ON payments(quote_id) WHERE status = 'paid'`,
  `CREATE TABLE payment_events (
    id TEXT PRIMARY KEY,
    payment_id TEXT REFERENCES payments(id),
    order_id TEXT,
    kind TEXT NOT NULL,
    payload TEXT NOT NULL,
    outcome TEXT NOT NULL CHECK (outcome IN ('applied', 'ignored')),
    reason TEXT,
    created_at TEXT NOT NULL
  )`,
  `CREATE INDEX payment_events_payment ON payment_events(payment_id, created_at)`,

  `ALTER TABLE policies ADD COLUMN proposal_id TEXT REFERENCES proposals(id)`,
  `ALTER TABLE policies ADD COLUMN car_id TEXT REFERENCES cars(id)`,
  `ALTER TABLE policies ADD COLUMN payment_id TEXT REFERENCES payments(id)`,
  `ALTER TABLE policies ADD COLUMN company_policy_number TEXT`,
  `ALTER TABLE policies ADD COLUMN issue_error TEXT`,
  `ALTER TABLE policies ADD COLUMN issue_attempts INTEGER NOT NULL DEFAULT 0`,
  `ALTER TABLE policies ADD COLUMN finance TEXT NOT NULL DEFAULT '{}'`,
  `ALTER TABLE policies ADD COLUMN assigned_to TEXT REFERENCES accounts(id)`,
  `ALTER TABLE policies ADD COLUMN renewal_requested_at TEXT`,
  // One policy per quote: two purchases of the same quote at once leave exactly one.
  `CREATE UNIQUE INDEX policies_one_per_quote ON policies(quote_id) WHERE quote_id IS NOT NULL`,
  `CREATE INDEX policies_line_created ON policies(line, created_at)`,
  `CREATE INDEX policies_line_expiry ON policies(line, status, expiry_date)`,
  `UPDATE policies SET status = CASE status WHEN 'active' THEN 'Active' WHEN 'cancelled' THEN 'Cancelled' ELSE status END`,

  `CREATE TABLE insurer_calls (
    id TEXT PRIMARY KEY,
    proposal_id TEXT NOT NULL REFERENCES proposals(id),
    quote_id TEXT REFERENCES quotes(id),
    company_id TEXT,
    company_name TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('quote', 'policy')),
    status TEXT NOT NULL CHECK (status IN ('ok', 'error')),
    error_message TEXT,
    request TEXT NOT NULL,
    response TEXT NOT NULL,
    created_at TEXT NOT NULL
  )`,
  `CREATE INDEX insurer_calls_proposal ON insurer_calls(proposal_id, kind, created_at)`,

];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
