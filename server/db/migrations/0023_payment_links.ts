import type { Kysely } from 'kysely';
import { changeCounterOf, runStatements, type Statement } from './statements.js';

/**
 * Payment links (custom invoices, issue 14). One row is both the custom transaction (its number is
 * `CTX-` and the zero-padded `seq`, so a search by number is a key look-up) and its order at the
 * payment provider. The list walks `payment_links_created` newest first (or an agent's, or a
 * status's, index) and stops at the page; its totals are kept while the `payment_links` change
 * counter stands. An idempotency key names one link per account.
 */
const statements: Statement[] = [
  `CREATE TABLE payment_links (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    amount_fils INTEGER NOT NULL CHECK (amount_fils > 0),
    comments TEXT,
    paid_by TEXT NOT NULL,
    provider TEXT NOT NULL CHECK (provider IN ('card', 'bnpl')),
    order_id TEXT UNIQUE,
    payment_url TEXT,
    redirect_uri TEXT,
    expires_at TEXT,
    status TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SUCCESS')),
    auth_reference TEXT,
    paid_at TEXT,
    created_by TEXT NOT NULL REFERENCES accounts(id),
    idempotency_key TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE INDEX payment_links_created ON payment_links(created_at, seq)`,
  `CREATE INDEX payment_links_agent ON payment_links(created_by, created_at, seq)`,
  `CREATE INDEX payment_links_status ON payment_links(status, created_at, seq)`,
  `CREATE UNIQUE INDEX payment_links_idempotency ON payment_links(created_by, idempotency_key) WHERE idempotency_key IS NOT NULL`,
  ...changeCounterOf('payment_links'),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // The menu entry is 0002's ("Payment links", /payment-link).
  await runStatements(db, statements);
}
