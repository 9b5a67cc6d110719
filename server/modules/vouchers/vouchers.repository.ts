import type { VoucherHistoryItem } from '../../../shared/contract/vouchers/index.js';
import { vouchersResource } from '../../../shared/contract/vouchers/index.js';
import type { Db } from '../../db/database.js';
import { createResourceRepository } from '../../kit/resourceRepository.js';
import { offsetOf } from '../../http/pagination.js';

/** Promo-code vouchers over the `vouchers` table the proposals use, and the history of their applications. */
export function createVouchersRepository(db: Db) {
  const vouchers = createResourceRepository(db, vouchersResource, 'vouchers', { totalsTopic: 'vouchers' });
  return {
    ...vouchers,

    /** The voucher's applications, newest first: the proposal, who applied it and whether it was used. */
    async history(voucherId: string, page: number, size: number): Promise<{ items: VoucherHistoryItem[]; totalItems: number }> {
      await vouchers.get(voucherId); // an unknown or removed voucher is a 404, not an empty history
      const applications = db.selectFrom('voucher_applications as va').where('va.voucher_id', '=', voucherId);
      const [rows, total] = await Promise.all([
        applications
          .innerJoin('proposals as p', 'p.id', 'va.proposal_id')
          .leftJoin('accounts as a', 'a.id', 'va.applied_by')
          .leftJoin('customers as c', 'c.id', 'p.customer_id')
          .select(['va.id', 'va.proposal_id', 'va.channel', 'va.applied_at', 'va.removed_at', 'p.ref', 'p.policy_id', 'a.full_name as staff_name', 'c.full_name as customer_name'])
          .orderBy('va.applied_at', 'desc').orderBy('va.seq', 'desc')
          .limit(size).offset(offsetOf(page, size))
          .execute(),
        applications.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map((row) => ({
          _id: row.id,
          proposalId: row.proposal_id,
          proposalNo: row.ref,
          appliedBy: row.channel === 'web' ? `${row.customer_name ?? 'Customer'} (Web)` : `${row.staff_name ?? 'Staff'} (Admin)`,
          status: row.removed_at ? 'Removed' : row.policy_id ? 'Added and Used' : 'Added Only',
          time: row.applied_at,
          removedAt: row.removed_at,
        })),
        totalItems: Number(total.count),
      };
    },
  };
}
