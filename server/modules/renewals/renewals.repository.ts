import { sql } from 'kysely';
import type { z } from 'zod';
import type { ListQuery } from '../../../shared/contract/common.schema.js';
import type { RenewalListFilterSchema, RenewalListItem } from '../../../shared/contract/renewals/renewals.schema.js';
import type { Db } from '../../db/database.js';
import { offsetOf, type ListPage } from '../../http/pagination.js';
import { countingUpTo, searchTotal, type PageTotal } from '../../db/paging.js';
import { searchCondition, toListItem, withListColumns } from '../proposals/proposals.repository.js';

/** The renewals list (spec 000 §7 "Renewals"): renewal proposals with the policy each renews and its best current quote. */
export function createRenewalsRepository(db: Db) {
  return {
    /** A page of renewals by the expiry of the policy each renews; a search counts its matches up to the cap. */
    async list(query: ListQuery, body: z.output<typeof RenewalListFilterSchema>): Promise<ListPage<RenewalListItem>> {
      let filtered = db.selectFrom('proposals').innerJoin('policies as previous', 'previous.id', 'proposals.renewal_of_policy_id')
        .where('proposals.line', '=', 'motor');
      if (body.qType === 'OPEN') filtered = filtered.where('proposals.status', '!=', 'Lost').where('proposals.policy_id', 'is', null);
      if (body.qType === 'RENEWED') filtered = filtered.where('proposals.policy_id', 'is not', null);
      if (body.qType === 'LOST') filtered = filtered.where('proposals.status', '=', 'Lost');
      // The dates pick the expiring policies: the renewal list is about when cover ends.
      if (body.startDate) filtered = filtered.where('previous.expiry_date', '>=', body.startDate.slice(0, 10));
      if (body.endDate) filtered = filtered.where('previous.expiry_date', '<=', body.endDate.slice(0, 10));
      const searched = searchCondition(db, query.search);
      if (searched) filtered = filtered.where(searched);
      const direction = body.isRevert ? 'desc' : 'asc';
      const offset = offsetOf(query.page, query.size);
      const [rows, counted] = await Promise.all([
        withListColumns(filtered)
          .select((eb) => eb.selectFrom('quotes').whereRef('quotes.proposal_id', '=', 'proposals.id').where('quotes.is_current', '=', 1)
            .select((q) => q.fn.min<number>('quotes.total_fils').as('best')).as('best_quote_fils'))
          .orderBy(sql.ref('previous.expiry_date'), direction).orderBy('proposals.id', direction)
          .limit(query.size).offset(offset).execute(),
        searched ? undefined : filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      const total: PageTotal = counted
        ? { total: Number(counted.total), capped: false }
        : await searchTotal(rows.length, offset, query.size, countingUpTo(db, filtered.select('proposals.id')));
      const previous = new Map((rows.length === 0 ? [] : await db.selectFrom('policies').select(['id', 'ref', 'company_name', 'expiry_date', 'premium_fils'])
        .where('id', 'in', rows.map((row) => row.renewal_of_policy_id!)).execute()).map((policy) => [policy.id, policy]));
      const items: RenewalListItem[] = rows.map((row) => {
        const policy = previous.get(row.renewal_of_policy_id!)!;
        return {
          ...toListItem(row),
          previousPolicy: { _id: policy.id, ref: policy.ref, companyName: policy.company_name, expiryDate: policy.expiry_date, premiumFils: policy.premium_fils },
          bestQuoteFils: row.best_quote_fils === null ? null : Number(row.best_quote_fils),
        };
      });
      return { items, totalItems: total.total, totalCapped: total.capped };
    },
  };
}
