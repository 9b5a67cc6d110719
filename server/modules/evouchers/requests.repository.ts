import { sql, type SqlBool } from 'kysely';
import type { z } from 'zod';
import type { RequestListQuerySchema, VoucherRequest } from '../../../shared/contract/evouchers/index.js';
import type { Db } from '../../db/database.js';
import { likeContaining } from '../../db/like.js';
import { notFound } from '../../http/httpError.js';
import { offsetOf, type ListPage } from '../../http/pagination.js';
import { countingUpTo, searchTotal, type PageTotal } from '../../db/paging.js';

type Executor = Pick<Db, 'selectFrom' | 'updateTable' | 'getExecutor' | 'executeQuery'>;

/** Customers' requests for e-vouchers, as staff read and decide them. */
export function createRequestsRepository(db: Db) {
  function selectRequests(on: Executor = db) {
    return on.selectFrom('evoucher_requests as r')
      .leftJoin('evouchers as v', 'v.id', 'r.evoucher_id')
      .leftJoin('customers as cu', 'cu.id', 'r.customer_id')
      .leftJoin('evoucher_codes as c', 'c.id', 'r.code_id')
      .leftJoin('accounts as a', 'a.id', 'r.decided_by')
      .selectAll('r').select(['v.title as evoucher_title', 'cu.full_name as customer_name', 'c.code as code', 'a.full_name as decided_by_name']);
  }
  type Row = Awaited<ReturnType<ReturnType<typeof selectRequests>['executeTakeFirstOrThrow']>>;

  const toRequest = (row: Row): VoucherRequest => ({
    _id: row.id, evoucherId: row.evoucher_id, evoucherTitle: row.evoucher_title, customerId: row.customer_id, customerName: row.customer_name,
    status: row.status, note: row.note, reason: row.reason, code: row.code, decidedByName: row.decided_by_name, decidedAt: row.decided_at,
    createdAt: row.created_at, updatedAt: row.updated_at,
  });

  async function get(id: string, on: Executor = db): Promise<VoucherRequest> {
    const row = await selectRequests(on).where('r.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Request not found');
    return toRequest(row);
  }

  return {
    get,

    /** Newest first; searched by the customer's name or the e-voucher's title. */
    async list(query: z.output<typeof RequestListQuerySchema>): Promise<ListPage<VoucherRequest>> {
      let rows = selectRequests();
      if (query.status) rows = rows.where('r.status', '=', query.status);
      const search = query.search?.trim();
      if (search) {
        const pattern = likeContaining(search);
        rows = rows.where(sql<SqlBool>`(cu.full_name LIKE ${pattern} ESCAPE '\\' OR v.title LIKE ${pattern} ESCAPE '\\')`);
      }
      const offset = offsetOf(query.page, query.size);
      const items = await rows.orderBy('r.created_at', 'desc').orderBy('r.seq', 'desc').limit(query.size).offset(offset).execute();
      // A search counts its matches up to the cap.
      const counted: PageTotal = search
        ? await searchTotal(items.length, offset, query.size, countingUpTo(db, rows.clearSelect().select('r.seq')))
        : { total: Number((await rows.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n), capped: false };
      return { items: items.map(toRequest), totalItems: counted.total, totalCapped: counted.capped };
    },

    /** Decides a request still Pending; false when another decision came first. */
    async decide(on: Executor, id: string, decision: { status: 'approved' | 'rejected'; reason: string | null; codeId: string | null; actorId: string; at: string }): Promise<boolean> {
      const result = await on.updateTable('evoucher_requests').set({
        status: decision.status, reason: decision.reason, code_id: decision.codeId, decided_by: decision.actorId, decided_at: decision.at, updated_at: decision.at,
      }).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Puts an approved request back to Pending when its code could not be sent: staff decide it again. */
    async reopen(id: string, at: string): Promise<void> {
      await db.updateTable('evoucher_requests').set({ status: 'pending', code_id: null, decided_by: null, decided_at: null, updated_at: at }).where('id', '=', id).execute();
    },
  };
}
