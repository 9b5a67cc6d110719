import type { Kysely } from 'kysely';
import { runStatements, type Statement } from './statements.js';

/**
 * Several server instances on one database act as one server (issue 13): what one instance kept in
 * memory moves into the database every instance reads.
 * - `customers` gets a change counter, so every instance's customer list cache is dropped by a
 *   write on any instance (as proposals and the quoting catalogue already are).
 * - `sign_in_failures`: each wrong password with the address it came from, so the per-address
 *   slow-down counts attempts made on every instance.
 * - `unknown_sign_ins`: the lockout state of e-mails that have no account (known accounts keep it
 *   in their row), so an unknown e-mail locks exactly as a real one on every instance.
 * - `job_leases`: a periodic job (the renewal sweep, the clean-up) runs on the one instance that
 *   takes its lease for the period.
 * - `sessions(expires_at)`: the clean-up deletes ended sessions without reading them all.
 * - `policies.issuing_until`: the instance asking an insurer for a policy claims it until then, so
 *   two purchases of one quote on two instances never ask the insurer twice.
 */
const statements: Statement[] = [
  `INSERT INTO change_counters (name, n) VALUES ('customers', 0)`,
  {
    sqlite: ['INSERT', 'UPDATE', 'DELETE'].map((event) => `CREATE TRIGGER customers_count_${event.toLowerCase()} AFTER ${event} ON customers
      BEGIN UPDATE change_counters SET n = n + 1 WHERE name = 'customers'; END`),
    postgres: [`CREATE TRIGGER customers_count AFTER INSERT OR UPDATE OR DELETE ON customers
      FOR EACH STATEMENT EXECUTE FUNCTION bump_change_counter('customers')`],
  },
  `CREATE TABLE sign_in_failures (
    id TEXT PRIMARY KEY,
    address TEXT NOT NULL,
    failed_at TEXT NOT NULL
  )`,
  `CREATE INDEX sign_in_failures_address ON sign_in_failures(address, failed_at)`,
  `CREATE INDEX sign_in_failures_failed_at ON sign_in_failures(failed_at)`,
  `CREATE TABLE unknown_sign_ins (
    email TEXT PRIMARY KEY,
    failed_login_count INTEGER NOT NULL DEFAULT 0,
    first_failed_login_at TEXT,
    locked_until TEXT,
    updated_at TEXT NOT NULL
  )`,
  `CREATE TABLE job_leases (
    name TEXT PRIMARY KEY,
    holder TEXT,
    held_until TEXT NOT NULL
  )`,
  `CREATE INDEX sessions_expires ON sessions(expires_at)`,
  `ALTER TABLE policies ADD COLUMN issuing_until TEXT`,
  // Socket events larger than a NOTIFY carries pass through this table (socket.io's PostgreSQL adapter, on PostgreSQL only).
  {
    sqlite: [],
    postgres: [`CREATE TABLE socket_io_attachments (id bigserial UNIQUE, created_at timestamptz DEFAULT NOW(), payload bytea)`],
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
