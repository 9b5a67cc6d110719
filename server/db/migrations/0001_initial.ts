import type { Kysely } from 'kysely';
import { runStatements, type Statement } from './statements.js';

/**
 * The first schema: accounts and sessions, customers with their search index, and the tables
 * of the sales areas that the customer screens already read.
 */
const statements: Statement[] = [
  // Case-insensitive unique names (SQLite's COLLATE NOCASE) are citext columns on PostgreSQL.
  { sqlite: [], postgres: 'CREATE EXTENSION IF NOT EXISTS citext' },
  `CREATE TABLE accounts (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    full_name TEXT NOT NULL,
    type TEXT NOT NULL CHECK (type IN ('employee', 'user')),
    role TEXT NOT NULL,
    module_access TEXT,
    is_supervisor INTEGER NOT NULL DEFAULT 0,
    disabled INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE TABLE sessions (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    last_seen_at TEXT NOT NULL,
    revoked_at TEXT
  )`,
  `CREATE INDEX sessions_account ON sessions(account_id)`,

  // seq is the rowid: creation order, so "newest first" is a backwards walk of the table and of
  // the search index, with no sort.
  `CREATE TABLE customers (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    customer_ref TEXT NOT NULL UNIQUE,
    full_name TEXT NOT NULL,
    email TEXT NOT NULL UNIQUE,
    country_code TEXT NOT NULL DEFAULT '971',
    mobile_number TEXT NOT NULL,
    role TEXT NOT NULL DEFAULT 'User',
    date_of_birth TEXT,
    nationality TEXT,
    emirates_id TEXT,
    driving_license_no TEXT,
    driving_license_issue_date TEXT,
    driving_license_expiry_date TEXT,
    is_block INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE INDEX customers_mobile ON customers(mobile_number)`,
  `CREATE INDEX customers_block ON customers(is_block)`,
  // Customer search. SQLite: two FTS5 indexes kept in sync by triggers. Names are searched word by
  // word, each word a prefix. E-mail, mobile digits and Emirates ID digits are whole tokens searched
  // by prefix; kept apart so that the thousands of distinct e-mail tokens never slow a name search
  // down. Prefix indexes keep one- to three-character searches cheap. PostgreSQL: the name's words
  // in a GIN index of its text-search vector (prefix queries), and prefix-searchable b-trees on
  // e-mail, mobile and Emirates ID.
  {
    sqlite: [
      `CREATE VIRTUAL TABLE customers_name_search USING fts5(
      full_name, content='customers', content_rowid='seq', tokenize='unicode61 remove_diacritics 2', prefix='1 2 3'
    )`,
      `CREATE VIRTUAL TABLE customers_contact_search USING fts5(
      email, mobile_number, emirates_id, content='customers', content_rowid='seq',
      tokenize="unicode61 tokenchars '@.-_+'", prefix='1 2 3'
    )`,
      `CREATE TRIGGER customers_search_insert AFTER INSERT ON customers BEGIN
      INSERT INTO customers_name_search(rowid, full_name) VALUES (new.seq, new.full_name);
      INSERT INTO customers_contact_search(rowid, email, mobile_number, emirates_id)
      VALUES (new.seq, new.email, new.mobile_number, new.emirates_id);
    END`,
      `CREATE TRIGGER customers_search_delete AFTER DELETE ON customers BEGIN
      INSERT INTO customers_name_search(customers_name_search, rowid, full_name) VALUES ('delete', old.seq, old.full_name);
      INSERT INTO customers_contact_search(customers_contact_search, rowid, email, mobile_number, emirates_id)
      VALUES ('delete', old.seq, old.email, old.mobile_number, old.emirates_id);
    END`,
      `CREATE TRIGGER customers_search_update_name AFTER UPDATE OF full_name ON customers BEGIN
      INSERT INTO customers_name_search(customers_name_search, rowid, full_name) VALUES ('delete', old.seq, old.full_name);
      INSERT INTO customers_name_search(rowid, full_name) VALUES (new.seq, new.full_name);
    END`,
      `CREATE TRIGGER customers_search_update_contact AFTER UPDATE OF email, mobile_number, emirates_id ON customers BEGIN
      INSERT INTO customers_contact_search(customers_contact_search, rowid, email, mobile_number, emirates_id)
      VALUES ('delete', old.seq, old.email, old.mobile_number, old.emirates_id);
      INSERT INTO customers_contact_search(rowid, email, mobile_number, emirates_id)
      VALUES (new.seq, new.email, new.mobile_number, new.emirates_id);
    END`,
    ],
    postgres: [
      `CREATE INDEX customers_name_search ON customers USING GIN (to_tsvector('simple', full_name))`,
      `CREATE INDEX customers_email_prefix ON customers (lower(email) text_pattern_ops)`,
      `CREATE INDEX customers_mobile_prefix ON customers (mobile_number text_pattern_ops)`,
      `CREATE INDEX customers_emirates_id_prefix ON customers (emirates_id text_pattern_ops)`,
    ],
  },

  `CREATE TABLE proposals (
    id TEXT PRIMARY KEY,
    ref TEXT NOT NULL UNIQUE,
    line TEXT NOT NULL CHECK (line IN ('motor', 'health', 'travel')),
    customer_id TEXT NOT NULL REFERENCES customers(id),
    source TEXT NOT NULL,
    car TEXT,
    value_fils INTEGER,
    status TEXT NOT NULL,
    expires_at TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE INDEX proposals_customer ON proposals(customer_id, line, created_at)`,
  `CREATE TABLE quotes (
    id TEXT PRIMARY KEY,
    ref TEXT NOT NULL UNIQUE,
    proposal_id TEXT NOT NULL REFERENCES proposals(id),
    customer_id TEXT NOT NULL REFERENCES customers(id),
    company_name TEXT NOT NULL,
    plan_name TEXT NOT NULL,
    price_fils INTEGER NOT NULL,
    status TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE INDEX quotes_customer ON quotes(customer_id, created_at)`,
  `CREATE INDEX quotes_proposal ON quotes(proposal_id)`,
  `CREATE TABLE stored_files (
    id TEXT PRIMARY KEY,
    owner_type TEXT NOT NULL,
    owner_id TEXT NOT NULL,
    original_name TEXT NOT NULL,
    mime_type TEXT NOT NULL,
    size INTEGER NOT NULL,
    path TEXT NOT NULL,
    created_at TEXT NOT NULL
  )`,
  `CREATE INDEX stored_files_owner ON stored_files(owner_type, owner_id)`,
  `CREATE TABLE policies (
    id TEXT PRIMARY KEY,
    ref TEXT NOT NULL UNIQUE,
    line TEXT NOT NULL CHECK (line IN ('motor', 'health', 'travel')),
    customer_id TEXT NOT NULL REFERENCES customers(id),
    quote_id TEXT REFERENCES quotes(id),
    company_name TEXT NOT NULL,
    insurance_type TEXT NOT NULL,
    insured_value_fils INTEGER,
    premium_fils INTEGER NOT NULL,
    status TEXT NOT NULL,
    start_date TEXT,
    expiry_date TEXT,
    file_id TEXT REFERENCES stored_files(id),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE INDEX policies_customer ON policies(customer_id, line, created_at)`,
  `CREATE TABLE transactions (
    id TEXT PRIMARY KEY,
    ref TEXT NOT NULL UNIQUE,
    customer_id TEXT NOT NULL REFERENCES customers(id),
    policy_id TEXT REFERENCES policies(id),
    amount_fils INTEGER NOT NULL,
    paid_by TEXT NOT NULL,
    status TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE INDEX transactions_customer ON transactions(customer_id, policy_id, created_at)`,
  `CREATE INDEX transactions_policy ON transactions(policy_id)`,
  `CREATE TABLE quote_addons (
    id TEXT PRIMARY KEY,
    quote_id TEXT NOT NULL REFERENCES quotes(id),
    customer_id TEXT NOT NULL REFERENCES customers(id),
    product_name TEXT NOT NULL,
    price_fils INTEGER NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE INDEX quote_addons_customer ON quote_addons(customer_id, created_at)`,
  `CREATE TABLE comments (
    id TEXT PRIMARY KEY,
    entity_type TEXT NOT NULL,
    entity_id TEXT NOT NULL,
    account_id TEXT REFERENCES accounts(id) ON DELETE SET NULL,
    body TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE INDEX comments_entity ON comments(entity_type, entity_id, created_at)`,
  `CREATE TABLE history (
    id TEXT PRIMARY KEY,
    entity_type TEXT NOT NULL,
    entity_id TEXT NOT NULL,
    line TEXT,
    account_id TEXT REFERENCES accounts(id) ON DELETE SET NULL,
    action TEXT NOT NULL,
    detail TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE INDEX history_entity ON history(entity_type, entity_id, line, created_at)`,
  `CREATE TABLE loyalty_points (
    id TEXT PRIMARY KEY,
    customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    points INTEGER NOT NULL,
    reason TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE INDEX loyalty_points_customer ON loyalty_points(customer_id, created_at)`,
  `CREATE TABLE outbox_messages (
    id TEXT PRIMARY KEY,
    channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
    recipient TEXT NOT NULL,
    subject TEXT,
    body TEXT NOT NULL,
    status TEXT NOT NULL,
    created_at TEXT NOT NULL
  )`,
  `CREATE INDEX outbox_messages_created ON outbox_messages(created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
