import type { Kysely } from 'kysely';
import { addMenus } from './0012_document_menus.js';
import { runStatements, type Statement } from './statements.js';

const STATUSES = `'Requested', 'Sent to insurer', 'Confirmed', 'Refund pending', 'Refunded', 'Refund failed', 'Rejected'`;

/**
 * Cancellation requests of motor policies (issue 15):
 * - the request, its computed refund (`refund_fils`, the short-period total when raised or last
 *   edited), a staff override with its reason, and what was paid back and how;
 * - one request per policy unless rejected (a partial unique index), so two agents raising at
 *   once make one request;
 * - its files are `stored_files` rows owned by the request (`cancellation-paper`,
 *   `cancellation-insurer-paper`, `cancellation-refund-proof`), its history the shared `history` table;
 * - `payment_refunds` learns the kind `cancellation` and names the request it pays. SQLite cannot
 *   change a CHECK in place, so the table is rebuilt there, its rows kept.
 */
const REFUND_COLUMNS = 'id, payment_id, kind, gateway, order_id, amount_fils, idempotency_key, reason, status, provider_refund_id, failure_reason, created_at, updated_at';
const statements: Statement[] = [
  `CREATE TABLE cancellation_requests (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    ref TEXT NOT NULL UNIQUE,
    policy_id TEXT NOT NULL REFERENCES policies(id),
    customer_id TEXT NOT NULL REFERENCES customers(id),
    company_id TEXT,
    reason TEXT NOT NULL,
    note TEXT NOT NULL DEFAULT '',
    cancel_date TEXT NOT NULL,
    iban TEXT,
    at_fault_claim INTEGER NOT NULL DEFAULT 0,
    status TEXT NOT NULL CHECK (status IN (${STATUSES})),
    refund_fils INTEGER NOT NULL CHECK (refund_fils >= 0),
    refund_override_fils INTEGER CHECK (refund_override_fils >= 0),
    refund_override_reason TEXT,
    refunded_fils INTEGER NOT NULL DEFAULT 0 CHECK (refunded_fils >= 0),
    refund_method TEXT CHECK (refund_method IN ('gateway', 'other')),
    refund_failure TEXT,
    rejection_reason TEXT,
    created_by TEXT REFERENCES accounts(id) ON DELETE SET NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    CHECK (refund_override_fils IS NULL OR refund_override_reason IS NOT NULL)
  )`,
  `CREATE INDEX cancellation_requests_created ON cancellation_requests(created_at, seq)`,
  `CREATE INDEX cancellation_requests_status ON cancellation_requests(status, created_at, seq)`,
  `CREATE INDEX cancellation_requests_company ON cancellation_requests(company_id, created_at, seq)`,
  `CREATE UNIQUE INDEX cancellation_requests_one_per_policy ON cancellation_requests(policy_id) WHERE status <> 'Rejected'`,
  { sqlite: [], postgres: ['CREATE INDEX cancellation_requests_ref_number ON cancellation_requests ((length(ref)), ref)'] },
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
        status TEXT NOT NULL CHECK (status IN ('requested', 'refunded', 'failed')),
        provider_refund_id TEXT,
        failure_reason TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        cancellation_request_id TEXT REFERENCES cancellation_requests(id)
      )`,
      `INSERT INTO payment_refunds_next (${REFUND_COLUMNS}) SELECT ${REFUND_COLUMNS} FROM payment_refunds`,
      'DROP TABLE payment_refunds',
      'ALTER TABLE payment_refunds_next RENAME TO payment_refunds',
      'CREATE INDEX payment_refunds_payment ON payment_refunds(payment_id)',
    ],
    postgres: [
      'ALTER TABLE payment_refunds DROP CONSTRAINT payment_refunds_kind_check',
      `ALTER TABLE payment_refunds ADD CONSTRAINT payment_refunds_kind_check CHECK (kind IN ('unbookedCapture', 'moveExcess', 'cancellation'))`,
      'ALTER TABLE payment_refunds ADD COLUMN cancellation_request_id TEXT REFERENCES cancellation_requests(id)',
    ],
  },
  `CREATE INDEX payment_refunds_cancellation ON payment_refunds(cancellation_request_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
  await addMenus(db, [{ group: 'sales', code: 'cancel-request', name: 'Cancellations', url: '/cancel-request', icon: 'cancellation' }]);
}
