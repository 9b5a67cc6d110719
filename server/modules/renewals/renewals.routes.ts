import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { contract } from '../../../shared/contract/index.js';
import { offsetOf, pagination } from '../../http/pagination.js';
import { registerArea, type AreaHandlers } from '../../http/registerArea.js';
import { searchCondition, toListItem, withListColumns } from '../proposals/proposals.repository.js';
import { schedulePeriodicJob } from '../../services/jobs/periodicJob.js';
import { createRenewals, SWEEP_INTERVAL_MS } from './renewals.js';

export interface RenewalsRoutesOptions {
  /** How often the renewal sweep runs across all instances (it also runs once at start); 0 turns it off. Off under tests by default. */
  sweepEveryMs?: number;
}

/** Renewals (spec 000 §7 "Renewals"): the list, and the sweep that makes renewal proposals of policies near expiry. */
export function renewalsRoutes(app: FastifyInstance, options: RenewalsRoutesOptions, done: () => void): void {
  const renewals = createRenewals(app);
  const sweepEveryMs = options.sweepEveryMs ?? (process.env.NODE_ENV === 'test' ? 0 : SWEEP_INTERVAL_MS);

  const handlers: AreaHandlers<typeof contract.renewals> = {
    list: async ({ query, body }) => {
      let filtered = app.db.selectFrom('proposals').innerJoin('policies as previous', 'previous.id', 'proposals.renewal_of_policy_id')
        .where('proposals.line', '=', 'motor');
      if (body.qType === 'OPEN') filtered = filtered.where('proposals.status', '!=', 'Lost').where('proposals.policy_id', 'is', null);
      if (body.qType === 'RENEWED') filtered = filtered.where('proposals.policy_id', 'is not', null);
      if (body.qType === 'LOST') filtered = filtered.where('proposals.status', '=', 'Lost');
      // The dates pick the expiring policies: the renewal list is about when cover ends.
      if (body.startDate) filtered = filtered.where('previous.expiry_date', '>=', body.startDate.slice(0, 10));
      if (body.endDate) filtered = filtered.where('previous.expiry_date', '<=', body.endDate.slice(0, 10));
      const searched = searchCondition(app.db, query.search);
      if (searched) filtered = filtered.where(searched);
      const direction = body.isRevert ? 'desc' : 'asc';
      const [rows, counted] = await Promise.all([
        withListColumns(filtered)
          .select((eb) => eb.selectFrom('quotes').whereRef('quotes.proposal_id', '=', 'proposals.id').where('quotes.is_current', '=', 1)
            .select((q) => q.fn.min<number>('quotes.total_fils').as('best')).as('best_quote_fils'))
          .orderBy(sql.ref('previous.expiry_date'), direction).orderBy('proposals.id', direction)
          .limit(query.size).offset(offsetOf(query.page, query.size)).execute(),
        filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      const previous = new Map((rows.length === 0 ? [] : await app.db.selectFrom('policies').select(['id', 'ref', 'company_name', 'expiry_date', 'premium_fils'])
        .where('id', 'in', rows.map((row) => row.renewal_of_policy_id!)).execute()).map((policy) => [policy.id, policy]));
      return {
        success: true,
        data: rows.map((row) => {
          const policy = previous.get(row.renewal_of_policy_id!)!;
          return {
            ...toListItem(row),
            previousPolicy: { _id: policy.id, ref: policy.ref, companyName: policy.company_name, expiryDate: policy.expiry_date, premiumFils: policy.premium_fils },
            bestQuoteFils: row.best_quote_fils === null ? null : Number(row.best_quote_fils),
          };
        }),
        pagination: pagination(query.page, query.size, Number(counted.total)),
      };
    },
  };
  registerArea(app, contract.renewals, handlers);

  schedulePeriodicJob(app, { name: 'renewal sweep', everyMs: sweepEveryMs, run: () => renewals.sweep() });
  done();
}
