import type { Kysely } from 'kysely';
import { addMenus } from './0012_document_menus.js';
import { runStatements, type Statement } from './statements.js';

/**
 * E-vouchers (issue 14): the e-voucher in the resource kit's shape, with `code_count` kept by
 * every write of its codes so the codes list never counts a million rows; its codes, unique
 * across all e-vouchers and stored upper-cased; one history row per code event (and per import);
 * and customers' requests. On PostgreSQL the code compares byte by byte (`COLLATE "C"`), so a
 * prefix search is a range of its unique index whatever the database's locale.
 */
const statements: Statement[] = [
  `CREATE TABLE evouchers (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL,
    brand TEXT NOT NULL,
    face_value_fils INTEGER NOT NULL CHECK (face_value_fils > 0),
    start_date TEXT NOT NULL,
    expiry_date TEXT NOT NULL,
    is_active INTEGER NOT NULL DEFAULT 1,
    is_revert INTEGER NOT NULL DEFAULT 0,
    description TEXT,
    code_count INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    removed_at TEXT,
    CHECK (expiry_date > start_date)
  )`,
  `CREATE UNIQUE INDEX evouchers_title_live ON evouchers(title) WHERE removed_at IS NULL`,
  `CREATE INDEX evouchers_created ON evouchers(created_at)`,
  `CREATE TABLE evoucher_codes (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    evoucher_id TEXT NOT NULL REFERENCES evouchers(id),
    code TEXT NOT NULL,
    expiry_date TEXT,
    status TEXT NOT NULL DEFAULT 'available' CHECK (status IN ('available', 'assigned', 'redeemed')),
    customer_id TEXT REFERENCES customers(id),
    channel TEXT CHECK (channel IN ('email', 'sms')),
    assigned_by TEXT REFERENCES accounts(id),
    assigned_at TEXT,
    redeemed_at TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  { sqlite: [], postgres: 'ALTER TABLE evoucher_codes ALTER COLUMN code SET DATA TYPE TEXT COLLATE "C"' },
  `CREATE UNIQUE INDEX evoucher_codes_code ON evoucher_codes(code)`,
  `CREATE INDEX evoucher_codes_voucher ON evoucher_codes(evoucher_id, seq)`,
  // Only the available codes: the next code to send is its first entry, and the list's (evoucher_id, seq) order never sorts a million rows.
  `CREATE INDEX evoucher_codes_available ON evoucher_codes(evoucher_id, seq) WHERE status = 'available'`,
  `CREATE TABLE evoucher_events (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    evoucher_id TEXT NOT NULL REFERENCES evouchers(id),
    code_id TEXT,
    code TEXT,
    action TEXT NOT NULL CHECK (action IN ('created', 'imported', 'updated', 'assigned', 'reverted', 'redeemed', 'deleted')),
    detail TEXT NOT NULL,
    customer_id TEXT REFERENCES customers(id),
    actor_id TEXT REFERENCES accounts(id),
    created_at TEXT NOT NULL
  )`,
  `CREATE INDEX evoucher_events_voucher ON evoucher_events(evoucher_id, seq)`,
  `CREATE TABLE evoucher_requests (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    evoucher_id TEXT NOT NULL REFERENCES evouchers(id),
    customer_id TEXT NOT NULL REFERENCES customers(id),
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
    note TEXT,
    reason TEXT,
    code_id TEXT REFERENCES evoucher_codes(id),
    decided_by TEXT REFERENCES accounts(id),
    decided_at TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE INDEX evoucher_requests_created ON evoucher_requests(created_at)`,
  `CREATE INDEX evoucher_requests_status ON evoucher_requests(status, created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
  await addMenus(db, [
    { group: 'catalogue', code: 'evouchers', name: 'E-vouchers', url: '/evouchers', icon: 'Gift' },
    { group: 'catalogue', code: 'evoucher-requests', name: 'E-voucher requests', url: '/evouchers/requests', icon: 'Gift' },
  ]);
}
