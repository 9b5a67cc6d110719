import type { Db } from '../db/database.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The blacklist as a broker's desk keeps it: contacts refused after fraud, charge-backs or abuse,
 * by e-mail, by mobile or both. None is a demo customer, so the demo's sales go through; staff
 * try one of these on the proposal wizard to see the refusal.
 */
export const DEMO_BLACKLIST: ReadonlyArray<{ email: string | null; mobile: string | null; reason: string; daysAgo: number }> = [
  { email: 'fake.claims@blocked.example', mobile: '509990001', reason: 'Staged accident claim reported by the insurer', daysAgo: 200 },
  { email: null, mobile: '559990002', reason: 'Three card charge-backs on payment links', daysAgo: 120 },
  { email: 'forged.docs@blocked.example', mobile: null, reason: 'Forged Emirates ID uploaded twice', daysAgo: 75 },
  { email: 'abusive.caller@blocked.example', mobile: '529990004', reason: 'Abusive to the call centre staff', daysAgo: 30 },
  { email: null, mobile: '569990005', reason: 'Insurer refuses cover: previous fraud conviction', daysAgo: 6 },
];

/** Writes the demo's blacklist entries (on an empty list) and answers how many. */
export async function seedBlacklistDemo(db: Db, now: Date): Promise<number> {
  const rows = DEMO_BLACKLIST.map((entry, index) => {
    const at = new Date(now.getTime() - entry.daysAgo * DAY_MS).toISOString();
    return { id: `demo-blacklist-${index + 1}`, email: entry.email, mobile_number: entry.mobile, reason: entry.reason, created_at: at, updated_at: at };
  });
  await db.insertInto('blacklist').values(rows).execute();
  return rows.length;
}
