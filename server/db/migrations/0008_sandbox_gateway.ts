import type { Kysely } from 'kysely';
import { runStatements, type Statement } from './statements.js';

/**
 * The sandbox payment providers' own order store (issue 7). The sandbox card gateway and the
 * sandbox buy-now-pay-later provider stand in for outside services, so their orders live apart
 * from BrokerDesk's `payments`: the callback handler must learn an order's state by asking the
 * provider (`getOrder`), exactly as it would ask N-Genius or Tamara, never by reading its own rows.
 *
 * Also the indexes of the motor policies list's agent and start-date filters.
 */
const statements: Statement[] = [
  `CREATE TABLE sandbox_orders (
    id TEXT PRIMARY KEY,
    gateway TEXT NOT NULL CHECK (gateway IN ('card', 'bnpl')),
    amount_fils INTEGER NOT NULL CHECK (amount_fils > 0),
    currency TEXT NOT NULL,
    reference TEXT NOT NULL,
    description TEXT NOT NULL,
    redirect_uri TEXT,
    callback_url TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'declined', 'cancelled', 'expired')),
    card_last4 TEXT,
    refunded_fils INTEGER NOT NULL DEFAULT 0,
    expires_at TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  // A merchant reference is unique per attempt at a provider (DOMAIN.md §7).
  `CREATE UNIQUE INDEX sandbox_orders_reference ON sandbox_orders(gateway, reference)`,
  `CREATE INDEX policies_assigned ON policies(assigned_to, created_at)`,
  `CREATE INDEX policies_line_start ON policies(line, start_date)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
