import { sql, type Expression, type ExpressionBuilder, type Selectable, type SqlBool } from 'kysely';
import type { PaymentLink, PaymentLinkDetail, PaymentLinkFilter } from '../../../shared/contract/payment-link/index.js';
import { PAYMENT_LINK_PROVIDERS } from '../../../shared/contract/payment-link/index.js';
import type { Db } from '../../db/database.js';
import { likeContaining, likeStartingWith } from '../../db/like.js';
import type { Database, PaymentLinksTable } from '../../db/schema.js';
import { createStampedCache } from '../../db/stampedCache.js';
import { countingUpTo, pageOfKeys, searchPage } from '../../db/paging.js';
import { notFound } from '../../http/httpError.js';
import { offsetOf, type ListPage } from '../../http/pagination.js';

export type PaymentLinkRow = Selectable<PaymentLinksTable>;
type Row = PaymentLinkRow & { agent_name: string | null };
type LinkEb = ExpressionBuilder<Database, 'payment_links'>;

/** The custom transaction's number: `CTX-` and the row's creation number. */
export const transactionNumber = (seq: number) => `CTX-${String(seq).padStart(6, '0')}`;
const NUMBER_LIKE = /^(?:CTX-?)?0*(\d{1,15})$/i;
const WHOLE_NUMBER = /^CTX-?\d+$/i;
const PROVIDER_LABEL = new Map<string, string>(PAYMENT_LINK_PROVIDERS.map(({ value, label }) => [value, label]));

/** Whose links a caller sees: an agent's own only, or everyone's (Admin, supervisors). */
export interface Scope {
  ownerId: string | null;
}

function toPaymentLink(row: Row): PaymentLink {
  return {
    _id: row.id,
    transactionNumber: transactionNumber(row.seq),
    orderRef: row.order_id,
    authReferenceNumber: row.auth_reference,
    billAmountFils: row.amount_fils,
    paymentLink: row.payment_url,
    provider: row.provider,
    status: row.status,
    comments: row.comments,
    paidBy: row.paid_by,
    agent: { _id: row.created_by, fullName: row.agent_name ?? '-' },
    expiresAt: row.expires_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toPaymentLinkDetail(row: Row): PaymentLinkDetail {
  const link = toPaymentLink(row);
  const transaction = row.status === 'SUCCESS' && row.paid_at
    ? {
      transactionNumber: link.transactionNumber, transactionTime: row.paid_at, amountPaidFils: row.amount_fils,
      paymentRefNo: row.order_id ?? '-', paymentType: PROVIDER_LABEL.get(row.provider) ?? row.provider,
    }
    : null;
  return { ...link, transaction };
}

/**
 * The search: a transaction number (`CTX-000123`, `123`) is a key look-up; otherwise the provider's
 * order reference by its start, or the comment containing the text (either case). A number typed
 * whole with its `CTX-` is that link alone, so it never reads every comment.
 */
function searchCondition(search: string | undefined): ((eb: LinkEb) => Expression<SqlBool>) | null {
  const text = search?.trim() ?? '';
  if (!text) return null;
  const number = NUMBER_LIKE.exec(text);
  const byText = (eb: LinkEb) => eb.or([
    eb('payment_links.order_id', 'like', likeStartingWith(text)),
    sql<SqlBool>`lower(payment_links.comments) LIKE ${likeContaining(text.toLowerCase())} ESCAPE '\\'`,
  ]);
  if (!number) return byText;
  if (WHOLE_NUMBER.test(text)) return (eb) => eb('payment_links.seq', '=', Number(number[1]));
  return (eb) => eb.or([eb('payment_links.seq', '=', Number(number[1])), byText(eb)]);
}

/**
 * Payment links: the list (newest first, stopping at the page on the index of its filter), its
 * totals (kept while no link was written), the detail, and the rows the create flow and the
 * provider's confirmation write.
 */
export function createPaymentLinksRepository(db: Db) {
  const totals = createStampedCache<number>(db, 'payment_links', { limit: 500 });

  function filtered(filter: PaymentLinkFilter, search: string | undefined, scope: Scope) {
    let query = db.selectFrom('payment_links');
    const owner = scope.ownerId ?? filter.agentId ?? null;
    if (owner) query = query.where('payment_links.created_by', '=', owner);
    if (filter.qType !== 'all') query = query.where('payment_links.status', '=', filter.qType);
    if (filter.startDate) query = query.where('payment_links.created_at', '>=', filter.startDate);
    if (filter.endDate) query = query.where('payment_links.created_at', '<=', filter.endDate);
    const searched = searchCondition(search);
    if (searched) query = query.where(searched);
    return query;
  }

  const withAgent = (query: ReturnType<typeof filtered>) =>
    query.leftJoin('accounts', 'accounts.id', 'payment_links.created_by').selectAll('payment_links').select('accounts.full_name as agent_name');

  async function row(id: string, scope: Scope): Promise<Row> {
    let query = withAgent(db.selectFrom('payment_links')).where('payment_links.id', '=', id);
    // Another agent's link answers as missing: an agent learns nothing of his colleagues' links.
    if (scope.ownerId) query = query.where('payment_links.created_by', '=', scope.ownerId);
    const found = await query.executeTakeFirst();
    if (!found) throw notFound('Payment link not found');
    return found;
  }

  return {
    row,
    /** A page of links, newest first; a search counts its matches up to the cap, the filters' totals are kept. */
    async list(filter: PaymentLinkFilter, page: { page: number; size: number; search?: string | undefined }, scope: Scope): Promise<ListPage<PaymentLink>> {
      const query = filtered(filter, page.search, scope);
      const offset = offsetOf(page.page, page.size);
      const keys = query.select('payment_links.seq').orderBy('payment_links.created_at', 'desc').orderBy('payment_links.seq', 'desc').limit(page.size).offset(offset);
      const rowsOf = (seqs: number[]) => withAgent(db.selectFrom('payment_links')).where('payment_links.seq', 'in', seqs).execute();
      if (page.search?.trim()) {
        const { rows, total, capped } = await searchPage(keys, rowsOf, countingUpTo(db, query.select('payment_links.seq')), offset, page.size);
        return { items: rows.map(toPaymentLink), totalItems: total, totalCapped: capped };
      }
      const key = JSON.stringify([filter, scope.ownerId]);
      const [totalItems, rows] = await Promise.all([
        totals.get(key, async () => Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)),
        pageOfKeys(keys, rowsOf),
      ]);
      return { items: rows.map(toPaymentLink), totalItems };
    },

    async total(filter: PaymentLinkFilter, search: string | undefined, scope: Scope): Promise<number> {
      return Number((await filtered(filter, search, scope).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    },

    /** The filtered links in pages of `chunkRows`, newest first, at most `limit` in all (the export). */
    async *inChunks(filter: PaymentLinkFilter, search: string | undefined, scope: Scope, chunkRows: number, limit: number): AsyncGenerator<PaymentLinkDetail[]> {
      for (let offset = 0; offset < limit; offset += chunkRows) {
        const rows = await withAgent(filtered(filter, search, scope)).orderBy('payment_links.created_at', 'desc').orderBy('payment_links.seq', 'desc')
          .limit(Math.min(chunkRows, limit - offset)).offset(offset).execute();
        if (rows.length === 0) return;
        yield rows.map(toPaymentLinkDetail);
      }
    },

    async detail(id: string, scope: Scope): Promise<PaymentLinkDetail> {
      return toPaymentLinkDetail(await row(id, scope));
    },

    /** Whether a staff account with this id exists (an agent filter's choice). */
    async accountExists(id: string): Promise<boolean> {
      return Boolean(await db.selectFrom('accounts').select('id').where('id', '=', id).executeTakeFirst());
    },

    byIdempotencyKey(accountId: string, key: string) {
      return db.selectFrom('payment_links').selectAll().where('created_by', '=', accountId).where('idempotency_key', '=', key).executeTakeFirst();
    },

    byOrder(orderId: string) {
      return db.selectFrom('payment_links').selectAll().where('order_id', '=', orderId).executeTakeFirst();
    },

    /** A new pending link, in its own transaction; answers its transaction number. */
    async insert(values: Omit<PaymentLinkRow, 'seq' | 'status' | 'order_id' | 'payment_url' | 'expires_at' | 'auth_reference' | 'paid_at'>): Promise<string> {
      return db.transaction().execute(async (trx) => {
        const { seq } = await trx.insertInto('payment_links').values(values).returning('seq').executeTakeFirstOrThrow();
        return transactionNumber(seq);
      });
    },

    async attachOrder(id: string, order: { orderId: string; paymentUrl: string; expiresAt: string }, at: string): Promise<void> {
      await db.updateTable('payment_links').set({ order_id: order.orderId, payment_url: order.paymentUrl, expires_at: order.expiresAt, updated_at: at })
        .where('id', '=', id).execute();
    },

    async remove(id: string): Promise<void> {
      await db.deleteFrom('payment_links').where('id', '=', id).execute();
    },

    /** Marks a pending link paid; false when it was not pending any more (a repeated confirmation). */
    async markPaid(id: string, authReference: string, at: string): Promise<boolean> {
      const result = await db.updateTable('payment_links').set({ status: 'SUCCESS', auth_reference: authReference, paid_at: at, updated_at: at })
        .where('id', '=', id).where('status', '=', 'PENDING').executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type PaymentLinksRepository = ReturnType<typeof createPaymentLinksRepository>;
