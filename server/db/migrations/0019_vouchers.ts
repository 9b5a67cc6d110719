import type { Kysely } from 'kysely';
import { runStatements, type Statement } from './statements.js';

/**
 * Promo-code vouchers become a managed area of the resource kit (issue 14): their validity is a
 * span of calendar days in Dubai (`yyyy-MM-dd`, the start and expiry days both count), a removed
 * voucher is kept (`removed_at`) because proposals and their history point at it, and every time
 * a code is applied to a proposal is recorded, so the voucher's history reads real applications
 * (who applied it, when, whether it was taken off again) rather than today's proposals only.
 */
const statements: Statement[] = [
  // The earlier rows held times; the day part is the day they meant (the seed system sent end-of-day times).
  `UPDATE vouchers SET created_date = substr(created_date, 1, 10), expiry_date = substr(expiry_date, 1, 10)`,
  `ALTER TABLE vouchers ADD COLUMN removed_at TEXT`,
  `CREATE INDEX vouchers_created ON vouchers(created_at)`,
  `CREATE TABLE voucher_applications (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    voucher_id TEXT NOT NULL REFERENCES vouchers(id),
    proposal_id TEXT NOT NULL REFERENCES proposals(id),
    applied_by TEXT REFERENCES accounts(id),
    channel TEXT NOT NULL CHECK (channel IN ('admin', 'web')),
    applied_at TEXT NOT NULL,
    removed_at TEXT
  )`,
  `CREATE INDEX voucher_applications_voucher ON voucher_applications(voucher_id, applied_at)`,
  `CREATE INDEX voucher_applications_proposal ON voucher_applications(proposal_id)`,
  // The codes proposals hold today, applied when their proposal was made, by whoever made it.
  `INSERT INTO voucher_applications (id, voucher_id, proposal_id, applied_by, channel, applied_at)
    SELECT 'va-' || id, voucher_id, id, created_by, 'admin', created_at FROM proposals WHERE voucher_id IS NOT NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
