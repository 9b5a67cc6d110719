import { sql, type SqlBool } from 'kysely';
import type { z } from 'zod';
import type { CallbackFilterSchema, CallbackItem } from '../../../shared/contract/callbacks/index.js';
import type { Db } from '../../db/database.js';
import { likeContaining } from '../../db/like.js';
import { offsetOf, type ListPage } from '../../http/pagination.js';

export type CallbackFilter = z.output<typeof CallbackFilterSchema>;

/** The two call-backs of a proposal's status block: each is a row of the list. */
const SIDES = [
  { kind: 'callback', at: 'p.callback_at', done: 'p.callback_done' },
  { kind: 'quoted', at: 'p.quoted_callback_at', done: 'p.quoted_callback_done' },
] as const;

const LINE = { Health: 'health', Motor: 'motor' } as const;

/**
 * Call-backs set on proposals of one line, soonest first: one query per side of the status block,
 * joined with UNION ALL, so each side's own conditions use the call-back indexes of 0006 (line,
 * time) and the page is cut after both are merged.
 */
export function createCallbacksRepository(db: Db) {
  function side(which: (typeof SIDES)[number], filter: CallbackFilter & { startDate: string; endDate: string }, search: string | undefined) {
    const agent = sql<string | null>`coalesce(p.assigned_to, p.created_by)`;
    let query = db.selectFrom('proposals as p')
      .innerJoin('customers as c', 'c.id', 'p.customer_id')
      .leftJoin('accounts as a', (join) => join.on(sql`a.id`, '=', agent))
      .select([
        'p.id as proposal_id', 'p.ref as proposal_no', 'p.line', 'c.full_name as customer_name', 'c.mobile_number', 'a.full_name as agent_name',
        agent.as('agent_id'), sql<string>`${sql.ref(which.at)}`.as('callback_at'), sql<string>`${sql.lit(which.kind)}`.as('kind'),
        sql<number>`${sql.ref(which.done)}`.as('done'),
      ])
      .where('p.line', '=', LINE[filter.leadType])
      .where(which.at, 'is not', null)
      .where(which.at, '>=', filter.startDate)
      .where(which.at, '<=', filter.endDate);
    if (filter.status !== 'All') query = query.where(which.done, '=', filter.status === 'Callback Done' ? 1 : 0);
    if (filter.agentId) query = query.where(agent, '=', filter.agentId);
    if (filter.source) query = query.where('p.source', '=', filter.source);
    if (search) {
      const pattern = likeContaining(search);
      query = query.where(sql<SqlBool>`(c.full_name LIKE ${pattern} ESCAPE '\\' OR c.mobile_number LIKE ${pattern} ESCAPE '\\' OR p.ref LIKE ${pattern} ESCAPE '\\')`);
    }
    return query;
  }

  return {
    async list(query: { page: number; size: number; search?: string | undefined }, filter: CallbackFilter & { startDate: string; endDate: string }): Promise<ListPage<CallbackItem>> {
      const search = query.search?.trim();
      const both = side(SIDES[0], filter, search).unionAll(side(SIDES[1], filter, search));
      const rows = await db.selectFrom(both.as('cb')).selectAll().orderBy('callback_at').orderBy('proposal_no').orderBy('kind')
        .limit(query.size).offset(offsetOf(query.page, query.size)).execute();
      const counted = await db.selectFrom(both.as('cb')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return {
        items: rows.map((row) => ({
          _id: `${row.proposal_id}:${row.kind}`, proposalId: row.proposal_id, proposalNo: row.proposal_no, line: row.line,
          customerName: row.customer_name, mobileNumber: row.mobile_number, agentId: row.agent_id, agentName: row.agent_name,
          callbackAt: row.callback_at, kind: row.kind as CallbackItem['kind'], done: Number(row.done) === 1,
        })),
        totalItems: Number(counted.n),
        totalCapped: false,
      };
    },
  };
}

