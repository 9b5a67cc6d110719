import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { z } from 'zod';
import type { Comment, HistoryEntry } from '../../../shared/contract/common.schema.js';
import type {
  CustomerAddon, CustomerPolicy, CustomerProposal, CustomerQuote, CustomerTransaction, RedeemPoints,
  PolicyStatusFilterSchema, ProposalStatusFilterSchema,
} from '../../../shared/contract/customers/index.js';
import type { Db } from '../../db/database.js';
import { createCommentsRepository } from '../comments/comments.repository.js';
import { createTransactionsRepository } from '../transactions/transactions.repository.js';
import type { Database, Line, PolicyRow } from '../../db/schema.js';
import { offsetOf, type ListPage } from '../../http/pagination.js';

export type PolicyFilter = z.output<typeof PolicyStatusFilterSchema>;
export type ProposalFilter = z.output<typeof ProposalStatusFilterSchema>;

export interface PageRequest {
  page: number;
  size: number;
  search?: string | undefined;
}

/** Policies within this many days of expiry count as expiring. */
const EXPIRING_WITHIN_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

async function pageOf<TB extends keyof Database, O>(
  query: SelectQueryBuilder<Database, TB, object>,
  select: (query: SelectQueryBuilder<Database, TB, object>) => SelectQueryBuilder<Database, TB, O>,
  request: PageRequest,
): Promise<ListPage<O>> {
  const [items, counted] = await Promise.all([
    select(query).limit(request.size).offset(offsetOf(request.page, request.size)).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, totalItems: Number(counted.total) };
}

function likeText(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function toPolicy(row: PolicyRow): CustomerPolicy {
  return {
    _id: row.id, ref: row.ref, line: row.line, companyName: row.company_name, insuranceType: row.insurance_type,
    insuredValueFils: row.insured_value_fils, premiumFils: row.premium_fils, status: row.status,
    startDate: row.start_date, expiryDate: row.expiry_date, hasFile: row.file_id !== null,
    createdAt: row.created_at, updatedAt: row.updated_at,
  };
}

/**
 * What the customer screens show of the sales areas: policies, quotes, proposals, transactions,
 * add-ons, comments, history and loyalty points, each newest first.
 */
export function createCustomerRecordsRepository(db: Db, now: () => number = Date.now) {
  const comments = createCommentsRepository(db, now);
  function policyStatus(filter: PolicyFilter) {
    const today = isoDay(now());
    const soon = isoDay(now() + EXPIRING_WITHIN_DAYS * DAY_MS);
    return (eb: ExpressionBuilder<Database, 'policies'>) => {
      const live = eb('policies.status', '!=', 'Cancelled');
      switch (filter) {
        case 'all': return eb.lit(true);
        case 'CANCELLED': return eb('policies.status', '=', 'Cancelled');
        case 'ACTIVE': return eb.and([live, eb('policies.expiry_date', '>=', today)]);
        case 'EXPIRING': return eb.and([live, eb('policies.expiry_date', '>=', today), eb('policies.expiry_date', '<', soon)]);
        case 'EXPIRED': return eb.and([live, eb('policies.expiry_date', '<', today)]);
      }
    };
  }

  return {
    policies(customerId: string, line: Line, filter: PolicyFilter, request: PageRequest): Promise<ListPage<CustomerPolicy>> {
      let query = db.selectFrom('policies').where('customer_id', '=', customerId).where('line', '=', line).where(policyStatus(filter));
      if (request.search) {
        const like = likeText(request.search);
        query = query.where((eb) => eb.or([eb('ref', 'like', like), eb('company_name', 'like', like), eb('insurance_type', 'like', like)]));
      }
      return pageOf(query, (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), request)
        .then((page) => ({ ...page, items: page.items.map(toPolicy) }));
    },

    findPolicy(policyId: string): Promise<PolicyRow | undefined> {
      return db.selectFrom('policies').selectAll().where('id', '=', policyId).executeTakeFirst();
    },

    quotes(customerId: string, request: PageRequest): Promise<ListPage<CustomerQuote>> {
      let query = db.selectFrom('quotes').innerJoin('proposals', 'proposals.id', 'quotes.proposal_id').where('quotes.customer_id', '=', customerId);
      if (request.search) {
        const like = likeText(request.search);
        query = query.where((eb) => eb.or([eb('quotes.ref', 'like', like), eb('quotes.company_name', 'like', like), eb('quotes.plan_name', 'like', like)]));
      }
      return pageOf(query, (q) => q.selectAll('quotes').select('proposals.ref as proposal_ref')
        .orderBy('quotes.created_at', 'desc').orderBy('quotes.id', 'desc'), request)
        .then((page) => ({ ...page, items: page.items.map((row) => ({
          _id: row.id, ref: row.ref, proposalRef: row.proposal_ref, companyName: row.company_name, planName: row.plan_name,
          priceFils: row.price_fils, status: row.status, createdAt: row.created_at, updatedAt: row.updated_at,
        })) }));
    },

    proposals(customerId: string, line: Line, filter: ProposalFilter, request: PageRequest): Promise<ListPage<CustomerProposal>> {
      const nowIso = new Date(now()).toISOString();
      let query = db.selectFrom('proposals').innerJoin('customers', 'customers.id', 'proposals.customer_id')
        .where('proposals.customer_id', '=', customerId).where('proposals.line', '=', line);
      if (filter === 'ACTIVE') query = query.where((eb) => eb.or([eb('proposals.expires_at', 'is', null), eb('proposals.expires_at', '>', nowIso)]));
      if (filter === 'EXPIRED') query = query.where('proposals.expires_at', '<=', nowIso);
      if (request.search) {
        const like = likeText(request.search);
        query = query.where((eb) => eb.or([eb('proposals.ref', 'like', like), eb('proposals.car', 'like', like), eb('proposals.source', 'like', like)]));
      }
      return pageOf(query, (q) => q.selectAll('proposals')
        .select(['customers.full_name', 'customers.mobile_number'])
        .select((eb) => eb.selectFrom('quotes').whereRef('quotes.proposal_id', '=', 'proposals.id').select(eb.fn.countAll<number>().as('n')).as('quote_count'))
        .orderBy('proposals.created_at', 'desc').orderBy('proposals.id', 'desc'), request)
        .then((page) => ({ ...page, items: page.items.map((row) => ({
          _id: row.id, ref: row.ref, line: row.line, customerName: row.full_name, mobileNumber: row.mobile_number,
          source: row.source, quoteCount: Number(row.quote_count ?? 0), car: row.car, valueFils: row.value_fils,
          status: row.status, expiresAt: row.expires_at, createdAt: row.created_at, updatedAt: row.updated_at,
        })) }));
    },

    /** Transactions of the customer's policies of a line, or of one of them: the line's transactions list, narrowed to the customer. */
    async transactions(customerId: string, scope: { line: Line; policyId?: string }, request: PageRequest): Promise<ListPage<CustomerTransaction>> {
      const page = await createTransactionsRepository(db, scope.line).list({ tType: 'all', customerId, policyId: scope.policyId }, { page: request.page, size: request.size });
      return { ...page, items: page.items.map(({ _id, ref, policyRef, amountFils, paidBy, status, createdAt, updatedAt }) => ({ _id, ref, policyRef, amountFils, paidBy, status, createdAt, updatedAt })) };
    },

    history(customerId: string, line: Line, request: PageRequest): Promise<ListPage<HistoryEntry>> {
      const query = db.selectFrom('history').leftJoin('accounts', 'accounts.id', 'history.account_id')
        .where('history.entity_type', '=', 'customer').where('history.entity_id', '=', customerId).where('history.line', '=', line);
      return pageOf(query, (q) => q.selectAll('history').select('accounts.full_name as actor_name')
        .orderBy('history.created_at', 'desc').orderBy('history.id', 'desc'), request)
        .then((page) => ({ ...page, items: page.items.map((row) => ({
          _id: row.id, action: row.action, detail: row.detail, actorName: row.actor_name ?? 'System',
          createdAt: row.created_at, updatedAt: row.updated_at,
        })) }));
    },

    async addons(customerId: string): Promise<CustomerAddon[]> {
      const rows = await db.selectFrom('quote_addons').innerJoin('quotes', 'quotes.id', 'quote_addons.quote_id')
        .selectAll('quote_addons').select('quotes.ref as quote_ref')
        .where('quote_addons.customer_id', '=', customerId)
        .orderBy('quote_addons.created_at', 'desc').orderBy('quote_addons.id', 'desc').execute();
      return rows.map((row) => ({
        _id: row.id, quoteRef: row.quote_ref, productName: row.product_name, priceFils: row.price_fils,
        createdAt: row.created_at, updatedAt: row.updated_at,
      }));
    },

    comments: (customerId: string): Promise<Comment[]> => comments.list('customer', customerId),

    addComment: (customerId: string, accountId: string, body: string): Promise<Comment> => comments.add('customer', customerId, accountId, body),

    async redeemPoints(customerId: string): Promise<RedeemPoints> {
      const rows = await db.selectFrom('loyalty_points').selectAll().where('customer_id', '=', customerId)
        .orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
      return {
        balance: rows.reduce((sum, row) => sum + row.points, 0),
        entries: rows.map((row) => ({ _id: row.id, points: row.points, reason: row.reason, createdAt: row.created_at, updatedAt: row.updated_at })),
      };
    },

    /**
     * Records the policy's new document in one transaction, dropping the record of the one it
     * replaces. Answers the replaced file's path: the caller removes that file once this has
     * committed, so a failed write never loses the document the policy still names.
     */
    async attachPolicyFile(policyId: string, file: { id: string; originalName: string; size: number; path: string }): Promise<{ policy: CustomerPolicy; replacedPath: string | null }> {
      const at = new Date(now()).toISOString();
      const replacedPath = await db.transaction().execute(async (trx) => {
        const { file_id: previousId } = await trx.selectFrom('policies').select('file_id').where('id', '=', policyId).executeTakeFirstOrThrow();
        await trx.insertInto('stored_files').values({
          id: file.id, owner_type: 'policy', owner_id: policyId, original_name: file.originalName, mime_type: 'application/pdf',
          size: file.size, path: file.path, created_at: at,
        }).execute();
        await trx.updateTable('policies').set({ file_id: file.id, updated_at: at }).where('id', '=', policyId).execute();
        if (!previousId) return null;
        const previous = await trx.selectFrom('stored_files').select('path').where('id', '=', previousId).executeTakeFirst();
        await trx.deleteFrom('stored_files').where('id', '=', previousId).execute();
        return previous?.path ?? null;
      });
      const row = await db.selectFrom('policies').selectAll().where('id', '=', policyId).executeTakeFirstOrThrow();
      return { policy: toPolicy(row), replacedPath };
    },

    storedFile(fileId: string) {
      return db.selectFrom('stored_files').selectAll().where('id', '=', fileId).executeTakeFirst();
    },
  };
}

export type CustomerRecordsRepository = ReturnType<typeof createCustomerRecordsRepository>;
