import type { Kysely } from 'kysely';
import { runStatements, type Statement } from './statements.js';

/**
 * A customer is never charged twice (issue 12, item 4). A payment superseded on BrokerDesk's side
 * is cancelled at its provider too (`order_closed_at` once the provider confirmed it), and a
 * capture that still arrives for it is refunded through the provider and kept in view:
 * - `payment_refunds`: every refund asked of a provider, keyed by the idempotency key it was asked
 *   with, so a replayed callback or a second server instance can never ask for a second refund;
 * - on `payments`, what the screens show of it (`refund_status`, `refunded_fils`, `refunded_at`);
 * - `transactions.payment_id`: the money record names the payment it records.
 * The sandbox providers keep their side: who cancelled an order, and the refunds they made.
 */
const statements: Statement[] = [
  `ALTER TABLE payments ADD COLUMN refund_status TEXT CHECK (refund_status IN ('requested', 'refunded', 'failed'))`,
  `ALTER TABLE payments ADD COLUMN refunded_fils INTEGER NOT NULL DEFAULT 0`,
  `ALTER TABLE payments ADD COLUMN refunded_at TEXT`,
  `ALTER TABLE payments ADD COLUMN order_closed_at TEXT`,
  `CREATE TABLE payment_refunds (
    id TEXT PRIMARY KEY,
    payment_id TEXT NOT NULL REFERENCES payments(id),
    kind TEXT NOT NULL CHECK (kind IN ('unbookedCapture', 'moveExcess')),
    gateway TEXT NOT NULL CHECK (gateway IN ('card', 'bnpl')),
    order_id TEXT NOT NULL,
    amount_fils INTEGER NOT NULL CHECK (amount_fils > 0),
    idempotency_key TEXT NOT NULL UNIQUE,
    reason TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('requested', 'refunded', 'failed')),
    provider_refund_id TEXT,
    failure_reason TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE INDEX payment_refunds_payment ON payment_refunds(payment_id)`,
  `ALTER TABLE transactions ADD COLUMN payment_id TEXT REFERENCES payments(id)`,
  `CREATE INDEX transactions_payment ON transactions(payment_id)`,

  `ALTER TABLE sandbox_orders ADD COLUMN cancelled_by TEXT CHECK (cancelled_by IN ('customer', 'merchant'))`,
  `CREATE TABLE sandbox_refunds (
    id TEXT PRIMARY KEY,
    gateway TEXT NOT NULL CHECK (gateway IN ('card', 'bnpl')),
    order_id TEXT NOT NULL REFERENCES sandbox_orders(id),
    idempotency_key TEXT NOT NULL,
    amount_fils INTEGER NOT NULL CHECK (amount_fils > 0),
    created_at TEXT NOT NULL
  )`,
  // A provider answers a repeated idempotency key with the refund it already made.
  `CREATE UNIQUE INDEX sandbox_refunds_key ON sandbox_refunds(gateway, idempotency_key)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
