import { sql, type SqlBool } from 'kysely';
import type { PlanQuote } from '../../../shared/contract/companies/index.js';
import type { Quote } from '../../../shared/contract/proposals/index.js';
import type { ListQuery } from '../../../shared/contract/common.schema.js';
import type { QuoteListFilterSchema } from '../../../shared/contract/quotations/quotations.schema.js';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { NO_ROW, dialectOf, rowKey } from '../../db/dialect.js';
import { likeContaining } from '../../db/like.js';
import type { Line, QuoteRow } from '../../db/schema.js';
import { conflict, notFound } from '../../http/httpError.js';
import { offsetOf, type ListPage } from '../../http/pagination.js';
import { countingUpTo, searchTotal, type PageTotal } from '../../db/paging.js';
import { createStampedCache } from '../../db/stampedCache.js';
import { matchingCustomerSeqs, toSearchQuery } from '../customers/customerSearch.js';
import { quoteMoneyColumns } from '../../sales/quotePricing.js';
import { addQuoteEdit, proposalParties, quoteHistoryOf, refIn, refRange, selectQuotes, toQuote, type QuoteEditRecord } from '../../sales/salesRecords.js';
import { quoteProductsOf } from './quoteProducts.js';

const QUOTE_REF = /^quo-?\d*$/i;
const PROPOSAL_REF = /^pro-?\d*$/i;

/**
 * The search of the quotations list, by the shape of the text: a quote ref or a proposal ref by
 * prefix (their unique indexes), else an insurer's name (`quotes_company_created`) or a customer's
 * name, mobile or e-mail (the customers' search indexes).
 */
function searchCondition(db: Db, search: string | undefined) {
  const text = search?.trim() ?? '';
  if (!text) return null;
  // Subqueries, so the ref indexes drive a ref search rather than the list's order.
  if (QUOTE_REF.test(text)) return sql<SqlBool>`quotes.${rowKey(db)} IN (SELECT ${rowKey(db)} FROM quotes WHERE ${refIn('ref', refRange('QUO', text))})`;
  if (PROPOSAL_REF.test(text)) return sql<SqlBool>`quotes.proposal_id IN (SELECT id FROM proposals WHERE ${refIn('ref', refRange('PRO', text))})`;
  const customers = toSearchQuery(text);
  const byCustomer = customers
    ? sql<SqlBool>`quotes.customer_id IN (SELECT id FROM customers WHERE seq IN (${matchingCustomerSeqs(db, customers)}))`
    : NO_ROW;
  return sql<SqlBool>`(quotes.company_name IN (SELECT company_name FROM insurance_companies WHERE company_name LIKE ${likeContaining(text)} ESCAPE '\\') OR ${byCustomer})`;
}

/** A list's filters: motor's `insuranceType` is the quote's cover type, health's the proposal's insured type. */
export type QuoteListFilter = Omit<z.output<typeof QuoteListFilterSchema>, 'insuranceType'> & { insuranceType: string };

/** A health proposal's insured type ("Self and Dependent"…), read from its details on either database. */
function insuredTypeOf(db: Db) {
  return dialectOf(db) === 'postgres' ? sql<string>`(CAST(details AS jsonb) ->> 'insurerType')` : sql<string>`json_extract(details, '$.insurerType')`;
}

/**
 * The quotations areas' reads and writes of quotes (spec 000 §7 "Quote edits"; FIELDS.md "Motor
 * quotes"), for one line's quotes (motor unless said; health's for the health quotations): the
 * list and a quote's record know no quote of another line.
 */
export function createQuotationsRepository(db: Db, line: Line = 'motor') {
  // Totals of the filters, kept while no quote is written and for at most a minute ("expired" moves with the clock).
  const totals = createStampedCache<number>(db, 'quotes', { limit: 500, periodMs: 60_000 });
  return {
    /**
     * Current and paid quotes across customers, newest first: the page's ids first, then their
     * joins for that page only. A search counts its matches up to the cap; the filters' totals are kept.
     */
    async list(query: ListQuery, filter: QuoteListFilter): Promise<ListPage<Quote>> {
      const nowIso = new Date().toISOString();
      let filtered = db.selectFrom('quotes').where((eb) => eb.or([eb('quotes.is_current', '=', 1), eb('quotes.payment_status', '=', 'paid')]))
        // Per row by the proposal's key, so the list's order index still drives the page.
        .where(sql<SqlBool>`EXISTS (SELECT 1 FROM proposals WHERE proposals.id = quotes.proposal_id AND proposals.line = ${line})`);
      if (filter.qType === 'ACTIVE') filtered = filtered.where((eb) => eb.or([eb('quotes.expires_at', 'is', null), eb('quotes.expires_at', '>', nowIso)]));
      if (filter.qType === 'EXPIRED') filtered = filtered.where('quotes.expires_at', '<=', nowIso);
      if (filter.insuranceType !== 'all') {
        const type = filter.insuranceType;
        filtered = line === 'health'
          ? filtered.where(sql<SqlBool>`quotes.proposal_id IN (SELECT id FROM proposals WHERE line = 'health' AND ${insuredTypeOf(db)} = ${type})`)
          : filtered.where('quotes.insurance_type', '=', type);
      }
      if (filter.startDate) filtered = filtered.where('quotes.created_at', '>=', filter.startDate);
      if (filter.endDate) filtered = filtered.where('quotes.created_at', '<=', filter.endDate);
      const searched = searchCondition(db, query.search);
      if (searched) filtered = filtered.where(searched);
      const offset = offsetOf(query.page, query.size);
      const ids = await filtered.select('quotes.id').orderBy('quotes.created_at', 'desc').orderBy('quotes.id', 'desc').limit(query.size).offset(offset).execute();
      const counted: PageTotal = searched
        ? await searchTotal(ids.length, offset, query.size, countingUpTo(db, filtered.select('quotes.id')))
        : { total: await totals.get(JSON.stringify(filter), async () => Number((await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total)), capped: false };
      const rows = ids.length === 0 ? [] : await selectQuotes(db).where('quotes.id', 'in', ids.map((row) => row.id)).execute();
      const byId = new Map(rows.map((row) => [row.id, row]));
      return { items: ids.map((row) => toQuote(byId.get(row.id)!)), totalItems: counted.total, totalCapped: counted.capped };
    },

    async read(id: string) {
      const row = await selectQuotes(db).where('quotes.id', '=', id).where('proposals.line', '=', line).executeTakeFirst();
      if (!row) throw notFound('Quote not found');
      return toQuote(row);
    },

    /** The details of the proposals of a page of quotes, by proposal id (a health list row shows the insured type). */
    async proposalDetails(proposalIds: readonly string[]): Promise<Map<string, string>> {
      if (proposalIds.length === 0) return new Map();
      const rows = await db.selectFrom('proposals').select(['id', 'details']).where('id', 'in', [...new Set(proposalIds)]).execute();
      return new Map(rows.map((row) => [row.id, row.details]));
    },

    /** A quote staff may still edit: not paid, not replaced by a regeneration. */
    async editable(id: string, executor: Db = db): Promise<QuoteRow> {
      const row = await executor.selectFrom('quotes').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound('Quote not found');
      if (row.payment_status === 'paid' || row.is_bought === 1) throw conflict(`Quote ${row.ref} is paid; it can no longer be edited.`);
      if (row.is_current !== 1) throw conflict(`Quote ${row.ref} was replaced by a regeneration; edit the current quotes instead.`);
      return row;
    },

    /** The quote's car and, for a catalogue car, its trim's new value and year (the valuation's inputs). */
    async carOf(row: QuoteRow) {
      const proposal = await db.selectFrom('proposals').select('car_id').where('id', '=', row.proposal_id).executeTakeFirstOrThrow();
      const car = proposal.car_id ? await db.selectFrom('cars').selectAll().where('id', '=', proposal.car_id).executeTakeFirst() : undefined;
      const trim = car?.trim_id ? await db.selectFrom('car_trims').select(['new_value_fils', 'year']).where('id', '=', car.trim_id).executeTakeFirst() : undefined;
      return { car, trim };
    },

    /** What the quote's page shows around the quote: customer, car, payments, policy, edits and products. */
    async around(quote: { _id: string; proposalId: string; policyId: string | null }) {
      const proposal = await db.selectFrom('proposals').select(['car_id', 'customer_id']).where('id', '=', quote.proposalId).executeTakeFirstOrThrow();
      const [{ customer, car }, payments, policy, edits, products] = await Promise.all([
        proposalParties(db, proposal),
        db.selectFrom('payments').selectAll().where('quote_id', '=', quote._id).orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),
        quote.policyId ? db.selectFrom('policies').selectAll().where('id', '=', quote.policyId).executeTakeFirst() : undefined,
        quoteHistoryOf(db, quote._id),
        quoteProductsOf(db, quote._id),
      ]);
      return { customer, car, payments, policy, edits, products };
    },

    /** Stores a quote's new amounts with the staff edit that made them, in one transaction. */
    async saveAmounts(row: QuoteRow, priced: PlanQuote, accountId: string, edit: QuoteEditRecord, columns: { price_edit_count?: number } = {}) {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('quotes').set({ ...quoteMoneyColumns(priced), ...columns, updated_at: new Date().toISOString() }).where('id', '=', row.id).execute();
        await addQuoteEdit(trx, row.id, accountId, edit);
      });
    },
  };
}
