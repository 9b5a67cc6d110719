import type { ImportRejection, ImportReport } from '../../../shared/contract/evouchers/index.js';
import type { Db } from '../../db/database.js';
import { lockRow } from '../../db/dialect.js';
import { newId } from '../../db/ids.js';
import type { GoodCode } from './codeSheet.js';
import { duplicateCode, type CodesRepository } from './codes.repository.js';
import { isUniqueViolation } from '../../db/errors.js';

/** Rows per statement: 7 values each stays far under both databases' limit on a statement's values. */
const BATCH = 1000;
/** The report lists this many bad rows; `rejected` counts them all. */
const REPORTED = 1000;

function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}

/**
 * Saves the good codes of an import: those already stored (in any e-voucher) join the bad rows;
 * with `allOrNothing`, one bad row saves nothing. The codes go in multi-row INSERTs in one
 * transaction with the e-voucher's count and one history row for the import.
 */
export async function importCodes(
  db: Db, codes: CodesRepository,
  input: { evoucherId: string; fileName: string; allOrNothing: boolean; good: GoodCode[]; rejections: ImportRejection[]; totalRows: number },
  actorId: string, at: string,
): Promise<ImportReport> {
  await codes.voucher(input.evoucherId);
  const rejections = [...input.rejections];
  const taken = new Set<string>();
  for (const batch of chunks(input.good, BATCH)) {
    const rows = await db.selectFrom('evoucher_codes').select('code').where('code', 'in', batch.map((row) => row.code)).execute();
    for (const row of rows) taken.add(row.code);
  }
  const fresh = taken.size === 0 ? input.good : input.good.filter((row) => {
    if (!taken.has(row.code)) return true;
    rejections.push({ line: row.line, code: row.code, reason: 'Already exists' });
    return false;
  });
  rejections.sort((a, b) => a.line - b.line);
  const report = (saved: number): ImportReport => ({
    fileName: input.fileName, totalRows: input.totalRows, saved, rejected: rejections.length, allOrNothing: input.allOrNothing, rejections: rejections.slice(0, REPORTED),
  });
  if (fresh.length === 0 || (input.allOrNothing && rejections.length > 0)) return report(0);
  try {
    await db.transaction().execute(async (trx) => {
      await lockRow(trx, 'evouchers', input.evoucherId);
      await codes.voucher(input.evoucherId, trx);
      for (const batch of chunks(fresh, BATCH)) {
        await trx.insertInto('evoucher_codes').values(batch.map((row) => ({
          id: newId(), evoucher_id: input.evoucherId, code: row.code, expiry_date: row.expiryDate, status: 'available' as const, created_at: at, updated_at: at,
        }))).execute();
      }
      await codes.countCodes(trx, input.evoucherId, fresh.length, at);
      const bad = rejections.length > 0 ? ` (${rejections.length.toLocaleString('en-US')} rows rejected)` : '';
      await codes.addEvent(trx, {
        evoucherId: input.evoucherId, action: 'imported', actorId, at,
        detail: `${fresh.length.toLocaleString('en-US')} codes imported from ${input.fileName} by ${await codes.actorName(trx, actorId)}${bad}`,
      });
    });
  } catch (error) {
    // Another import or a new code took one of these codes after they were checked.
    if (isUniqueViolation(error, 'code')) throw duplicateCode('in this file');
    throw error;
  }
  return report(fresh.length);
}
