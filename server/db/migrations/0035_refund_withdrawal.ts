import type { Kysely } from 'kysely';
import { runStatements, type Statement } from './statements.js';

const COLUMNS = 'id, payment_id, kind, gateway, order_id, amount_fils, idempotency_key, reason, status, provider_refund_id, failure_reason, created_at, updated_at, cancellation_request_id';

/**
 * A provider refund staff give up on (issue 15): the gateway refused it for good (the card is
 * closed), so the money goes back another way. A `withdrawn` refund is never asked again by the
 * payment status checks, and no longer blocks a refund recorded as paid another way. SQLite
 * cannot change a CHECK, so the table is rebuilt as 0031 left it, with the new status.
 */
const statements: Statement[] = [
  {
    sqlite: [
      `CREATE TABLE payment_refunds_next (
        id TEXT PRIMARY KEY,
        payment_id TEXT NOT NULL REFERENCES payments(id),
        kind TEXT NOT NULL CHECK (kind IN ('unbookedCapture', 'moveExcess', 'cancellation')),
        gateway TEXT NOT NULL CHECK (gateway IN ('card', 'bnpl')),
        order_id TEXT NOT NULL,
        amount_fils INTEGER NOT NULL CHECK (amount_fils > 0),
        idempotency_key TEXT NOT NULL UNIQUE,
        reason TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('requested', 'refunded', 'failed', 'withdrawn')),
        provider_refund_id TEXT,
        failure_reason TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        cancellation_request_id TEXT REFERENCES cancellation_requests(id)
      )`,
      `INSERT INTO payment_refunds_next (${COLUMNS}) SELECT ${COLUMNS} FROM payment_refunds`,
      'DROP TABLE payment_refunds',
      'ALTER TABLE payment_refunds_next RENAME TO payment_refunds',
      'CREATE INDEX payment_refunds_payment ON payment_refunds(payment_id)',
      'CREATE INDEX payment_refunds_cancellation ON payment_refunds(cancellation_request_id)',
    ],
    postgres: [
      'ALTER TABLE payment_refunds DROP CONSTRAINT payment_refunds_status_check',
      `ALTER TABLE payment_refunds ADD CONSTRAINT payment_refunds_status_check CHECK (status IN ('requested', 'refunded', 'failed', 'withdrawn'))`,
    ],
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
