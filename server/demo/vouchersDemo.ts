import type { Insertable } from 'kysely';
import { todayInDubai } from '../../shared/domain/dubaiDay.js';
import type { Db } from '../db/database.js';
import type { VouchersTable } from '../db/schema.js';
import { createRandom } from './random.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Fils per dirham: a fixed discount is stored in fils. */
const AED = 100;
/** The broker's campaigns over a year in the Emirates; each code is its campaign and a number. */
const CAMPAIGNS = ['RAMADAN', 'EID', 'NATIONALDAY', 'DSF', 'SUMMER', 'BACKTOSCHOOL', 'NEWYEAR', 'ENOCDRIVE', 'ADNOCFUEL', 'EMIRATESNBD', 'NOON', 'CARREFOUR'];
/** Rows per insert: 13 columns each, well under SQLite's bound-value limit. */
const ROWS_PER_INSERT = 1_000;

/**
 * `count` promo codes of past and running campaigns, beside the sales set-up's five: most a
 * percentage off (5 to 20 %), a third a fixed amount (AED 50 to 300); some capped and partly used,
 * about one in five already expired and one in ten switched off, so the list's filters show both.
 */
export async function seedVouchersDemo(db: Db, options: { count: number; seed: number; now: Date }): Promise<number> {
  if (options.count === 0) return 0;
  const random = createRandom(options.seed + 19);
  const day = (days: number) => todayInDubai(new Date(options.now.getTime() + days * DAY_MS));
  for (let from = 0; from < options.count; from += ROWS_PER_INSERT) {
    const rows: Array<Insertable<VouchersTable>> = [];
    for (let index = from; index < Math.min(options.count, from + ROWS_PER_INSERT); index++) {
      const fixed = random.chance(1 / 3);
      const expiry = random.chance(0.2) ? -random.int(1, 60) : random.int(1, 180);
      const start = Math.min(0, expiry) - random.int(0, 300);
      const maxUses = random.chance(0.5) ? random.int(1, 20) * 25 : null;
      const at = new Date(options.now.getTime() + start * DAY_MS).toISOString();
      rows.push({
        id: `demo-voucher-${options.seed}-${index}`, promo_code: `${random.pick(CAMPAIGNS)}${index + 1}`,
        discount_type: fixed ? 'fixedPrice' : 'percentage', discount_value: fixed ? random.int(2, 12) * 25 * AED : random.int(1, 4) * 5,
        created_date: day(start), expiry_date: day(expiry),
        max_uses: maxUses, used_count: maxUses === null ? random.int(0, 60) : random.int(0, maxUses), plan_ids: '[]',
        is_active: random.chance(0.1) ? 0 : 1, is_default: 0, created_at: at, updated_at: at,
      });
    }
    await db.insertInto('vouchers').values(rows).execute();
  }
  return options.count;
}
