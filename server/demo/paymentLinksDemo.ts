import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { PaymentLinksTable } from '../db/schema.js';
import { createRandom } from './random.js';

const COMMENTS = ['Renewal balance', 'Endorsement fee', 'Additional driver', 'Policy top-up', 'Agency repair upgrade', 'Outstanding premium', null];
/** Rows per insert: 17 columns each, well under SQLite's bound-value limit. */
const ROWS_PER_INSERT = 1_000;

/**
 * `count` past payment links over the last year, by the demo's staff, newest last so their
 * transaction numbers rise with time: about two in three paid (with the provider's references),
 * the rest left pending until their order expired. Their orders are history: the sandbox holds no
 * page for them, so they carry no link to copy.
 */
export async function seedPaymentLinksDemo(db: Db, options: { count: number; seed: number; now: Date; staffIds: readonly string[] }): Promise<number> {
  if (options.count === 0 || options.staffIds.length === 0) return 0;
  const random = createRandom(options.seed + 14);
  const yearMs = 365 * 24 * 3_600_000;
  const start = options.now.getTime() - yearMs;
  for (let from = 0; from < options.count; from += ROWS_PER_INSERT) {
    const rows: Array<Insertable<PaymentLinksTable>> = [];
    for (let index = from; index < Math.min(options.count, from + ROWS_PER_INSERT); index++) {
      const created = new Date(start + Math.floor((index / options.count) * yearMs));
      const paid = random.chance(0.65);
      const orderId = `ORD-demo-${options.seed}-${index}`;
      const provider = random.chance(0.85) ? 'card' : 'bnpl';
      rows.push({
        id: `demo-link-${options.seed}-${index}`, amount_fils: random.int(provider === 'bnpl' ? 100_00 : 50_00, 15_000_00), comments: random.pick(COMMENTS),
        paid_by: 'CRM - Admin', provider, order_id: orderId, payment_url: null, redirect_uri: null,
        expires_at: new Date(created.getTime() + 3_600_000).toISOString(), status: paid ? 'SUCCESS' : 'PENDING',
        auth_reference: paid ? `EVT-demo-${options.seed}-${index}` : null, paid_at: paid ? new Date(created.getTime() + random.int(60, 3_000) * 1000).toISOString() : null,
        created_by: random.pick(options.staffIds), idempotency_key: null, created_at: created.toISOString(), updated_at: created.toISOString(),
      });
    }
    await db.insertInto('payment_links').values(rows).execute();
  }
  return options.count;
}
