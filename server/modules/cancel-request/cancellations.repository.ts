import { sql, type Selectable, type SqlBool } from 'kysely';
import type {
  CancellablePolicy, CancellationDetail, CancellationListFilter, CancellationListItem, CancellationRefund,
} from '../../../shared/contract/cancel-request/index.js';
import { refundQuote } from '../../../shared/domain/cancellationRefund.js';
import { plainMoves } from '../../../shared/domain/cancellationRules.js';
import type { Db } from '../../db/database.js';
import type { CancellationRequestsTable, PolicyRow } from '../../db/schema.js';
import { notFound } from '../../http/httpError.js';
import { offsetOf } from '../../http/pagination.js';
import { countingUpTo, pageOfKeys, searchPage } from '../../db/paging.js';
import { createStampedCache } from '../../db/stampedCache.js';
import { GATEWAY_OF } from '../payments/quotePayments.js';
import { matchingCustomerSeqs, toSearchQuery } from '../customers/customerSearch.js';
import { isRecordRef, policyRecordSearch } from '../policies/policyRecordSearch.js';
import { NO_ROW } from '../../db/dialect.js';
import { historyOf } from '../../sales/salesRecords.js';

export type RequestRow = Selectable<CancellationRequestsTable>;

/** The files a request keeps, by the role `stored_files.owner_type` gives them. */
export const FILE_ROLE = {
  'cancellation-paper': 'paper', 'cancellation-insurer-paper': 'insurerPaper', 'cancellation-refund-proof': 'refundProof',
} as const;
export type FileOwnerType = keyof typeof FILE_ROLE;
const FILE_OWNER_TYPES = Object.keys(FILE_ROLE) as FileOwnerType[];

/** What the refund is computed from: the policy's period, its premium before VAT and the fees it keeps. */
export interface PolicyTerms {
  startDate: string;
  endDate: string;
  netPremiumFils: number;
  policyFeesFils: number;
}

/** VAT-inclusive premiums of policies without a quote are counted as premium plus 5 %. */
const WITH_VAT = 1.05;

/**
 * A policy's refund terms. With its quote, the premium before VAT is what the customer paid less
 * VAT and the admin fee, which is kept; without one (an offline upload) the premium is taken as
 * VAT included and nothing is kept. A policy without a period has no terms: it cannot be cancelled here.
 */
export async function policyTerms(db: Db, policy: PolicyRow): Promise<PolicyTerms | null> {
  if (!policy.start_date || !policy.expiry_date) return null;
  const quote = policy.quote_id
    ? await db.selectFrom('quotes').select(['total_fils', 'vat_fils', 'admin_fee_fils']).where('id', '=', policy.quote_id).executeTakeFirst()
    : undefined;
  const period = { startDate: policy.start_date.slice(0, 10), endDate: policy.expiry_date.slice(0, 10) };
  if (!quote) return { ...period, netPremiumFils: Math.round(policy.premium_fils / WITH_VAT), policyFeesFils: 0 };
  return { ...period, netPremiumFils: Math.max(0, quote.total_fils - quote.vat_fils - quote.admin_fee_fils), policyFeesFils: quote.admin_fee_fils };
}

/** The short-period refund (with the pro rata figure) of a request on its policy's terms. */
export function computeRefund(terms: PolicyTerms, request: { cancelDate: string; atFaultClaim: boolean }) {
  return refundQuote({
    startDate: terms.startDate, endDate: terms.endDate, cancelDate: request.cancelDate, premiumFils: terms.netPremiumFils,
    policyFeesFils: terms.policyFeesFils, atFaultClaim: request.atFaultClaim,
  });
}

/** What the request owes the customer: the override when staff set one, the computed amount otherwise. */
export const dueOf = (row: Pick<RequestRow, 'refund_fils' | 'refund_override_fils'>) => row.refund_override_fils ?? row.refund_fils;

const LIST_COLUMNS = [
  'r.id', 'r.seq', 'r.ref', 'r.status', 'r.reason', 'r.cancel_date', 'r.refund_fils', 'r.refund_override_fils', 'r.refunded_fils',
  'r.created_at', 'r.updated_at',
  'p.id as policy_id', 'p.ref as policy_ref', 'p.company_policy_number', 'p.company_name', 'p.insurance_type', 'p.status as policy_status',
  'p.start_date', 'p.expiry_date', 'p.premium_fils',
  'c.id as customer_id', 'c.full_name', 'c.mobile_number', 'c.email',
  'a.full_name as created_by_name',
] as const;

/** Cancellation requests as the list, its CSV, the detail and the policy search read them. */
export function createCancellationsRepository(db: Db) {
  const joined = () => db.selectFrom('cancellation_requests as r')
    .innerJoin('policies as p', 'p.id', 'r.policy_id')
    .innerJoin('customers as c', 'c.id', 'r.customer_id')
    .leftJoin('accounts as a', 'a.id', 'r.created_by');
  type ListRow = Awaited<ReturnType<ReturnType<typeof listRows>['executeTakeFirstOrThrow']>>;
  const listRows = () => joined().select(LIST_COLUMNS);

  function toListItem(row: ListRow): CancellationListItem {
    return {
      _id: row.id, ref: row.ref, status: row.status, reason: row.reason, cancelDate: row.cancel_date,
      policy: {
        _id: row.policy_id, ref: row.policy_ref, companyPolicyNumber: row.company_policy_number, companyName: row.company_name,
        insuranceType: row.insurance_type, status: row.policy_status, startDate: row.start_date, expiryDate: row.expiry_date, premiumFils: row.premium_fils,
      },
      customer: { _id: row.customer_id, fullName: row.full_name, mobileNumber: row.mobile_number, email: row.email },
      dueFils: dueOf(row), refundedFils: row.refunded_fils, createdBy: row.created_by_name, createdAt: row.created_at, updatedAt: row.updated_at,
    };
  }

  /**
   * The list's filters and search, on the requests' own columns, so the count needs no join and
   * each filter walks its index. A ref (`CAN-000123`, `POL-000456`) finds its request or its
   * policy's; anything else is the customer search (name words, mobile or Emirates ID digits, e-mail).
   */
  function filtered<Q extends { where: (...args: never[]) => Q }>(query: Q, filter: CancellationListFilter, search: string | undefined): Q {
    let q = query as unknown as ReturnType<typeof requestsOnly>;
    if (filter.status) q = q.where('r.status', '=', filter.status);
    if (filter.companyId) q = q.where('r.company_id', '=', filter.companyId);
    // Days are compared with the request's creation instant, Dubai being UTC+4.
    if (filter.startDate) q = q.where('r.created_at', '>=', new Date(`${filter.startDate}T00:00:00+04:00`).toISOString());
    if (filter.endDate) q = q.where('r.created_at', '<', new Date(Date.parse(`${filter.endDate}T00:00:00+04:00`) + 86_400_000).toISOString());
    const condition = policyRecordSearch(db, search, 'r');
    if (condition) q = q.where(condition);
    return q as unknown as Q;
  }

  const requestsOnly = () => db.selectFrom('cancellation_requests as r');

  const totals = createStampedCache<number>(db, 'cancellation_requests', { limit: 500 });

  /**
   * How many requests the filters and search find, counted on the requests alone. A filter's total
   * is kept while no request is written; a search's is not (it also follows the customers' names).
   */
  async function count(filter: CancellationListFilter, search: string | undefined): Promise<number> {
    const counted = async () => Number((await filtered(requestsOnly().select((eb) => eb.fn.countAll<number>().as('count')), filter, search).executeTakeFirstOrThrow()).count);
    return search?.trim() ? counted() : totals.get(JSON.stringify(filter), counted);
  }

  /** A page of the filtered requests, newest first: keys first, so skipped requests are never joined. */
  const keysOf = (filter: CancellationListFilter, search: string | undefined) => filtered(requestsOnly(), filter, search).orderBy('r.created_at', 'desc').orderBy('r.seq', 'desc');
  const rowsOf = (seqs: number[]) => listRows().where('r.seq', 'in', seqs).execute();
  const page = (filter: CancellationListFilter, search: string | undefined, limit: number, offset: number) => pageOfKeys(
    keysOf(filter, search).select('r.seq').limit(limit).offset(offset), rowsOf,
  );

  async function row(id: string): Promise<RequestRow> {
    const found = await db.selectFrom('cancellation_requests').selectAll().where('id', '=', id).executeTakeFirst();
    if (!found) throw notFound('Cancellation request not found');
    return found;
  }

  return {
    row,

    async list(query: { page: number; size: number; search?: string | undefined }, filter: CancellationListFilter) {
      const offset = offsetOf(query.page, query.size);
      if (query.search?.trim()) {
        const { rows, total, capped } = await searchPage(
          keysOf(filter, query.search).select('r.seq').limit(query.size).offset(offset), rowsOf,
          countingUpTo(db, filtered(requestsOnly().select('r.seq'), filter, query.search)), offset, query.size,
        );
        return { items: rows.map(toListItem), totalItems: total, totalCapped: capped };
      }
      const [items, totalItems] = await Promise.all([page(filter, query.search, query.size, offset), count(filter, query.search)]);
      return { items: items.map(toListItem), totalItems };
    },

    total: count,

    /** The filtered requests for the CSV, newest first, a chunk at a time up to `limit`. */
    async *inChunks(filter: CancellationListFilter, search: string | undefined, chunkRows: number, limit: number): AsyncGenerator<CancellationListItem[]> {
      for (let offset = 0; offset < limit; offset += chunkRows) {
        const rows = await page(filter, search, Math.min(chunkRows, limit - offset), offset);
        if (rows.length === 0) return;
        yield rows.map(toListItem);
      }
    },

    async detail(id: string): Promise<CancellationDetail> {
      const found = await listRows().select(['r.note', 'r.iban', 'r.at_fault_claim', 'r.rejection_reason', 'r.refund_override_reason', 'r.refund_method', 'r.refund_failure'])
        .where('r.id', '=', id).executeTakeFirst();
      if (!found) throw notFound('Cancellation request not found');
      const policy = await db.selectFrom('policies').selectAll().where('id', '=', found.policy_id).executeTakeFirstOrThrow();
      const terms = await policyTerms(db, policy);
      const [payment, files, history] = await Promise.all([
        policy.payment_id ? db.selectFrom('payments').selectAll().where('id', '=', policy.payment_id).executeTakeFirst() : undefined,
        db.selectFrom('stored_files').selectAll().where('owner_id', '=', id).where('owner_type', 'in', FILE_OWNER_TYPES).orderBy('created_at').orderBy('id').execute(),
        historyOf(db, 'cancellation', id),
      ]);
      const quote = terms ? computeRefund(terms, { cancelDate: found.cancel_date, atFaultClaim: found.at_fault_claim === 1 }) : null;
      const refund: CancellationRefund = {
        bandLabel: quote?.band.label ?? '-', refundPercent: quote?.band.refundPercent ?? 0, daysInForce: quote?.daysInForce ?? 0,
        daysOfCover: quote?.daysOfCover ?? 0, shortPeriod: quote?.shortPeriod ?? { premiumFils: 0, vatFils: 0, totalFils: found.refund_fils },
        proRata: quote?.proRata ?? { premiumFils: 0, vatFils: 0, totalFils: 0 }, policyFeesKeptFils: quote?.policyFeesKeptFils ?? 0,
        nilReason: quote?.reason ?? null,
        override: found.refund_override_fils === null ? null : { amountFils: found.refund_override_fils, reason: found.refund_override_reason ?? '' },
        dueFils: dueOf(found), refundedFils: found.refunded_fils, method: found.refund_method, failure: found.refund_failure,
      };
      const throughGateway = payment ? GATEWAY_OF[payment.provider] !== undefined : false;
      return {
        ...toListItem(found),
        note: found.note, iban: found.iban, atFaultClaim: found.at_fault_claim === 1, rejectionReason: found.rejection_reason, refund,
        payment: payment
          ? {
            _id: payment.id, ref: payment.ref, provider: payment.provider, paidBy: payment.paid_by, amountFils: payment.amount_fils,
            refundedFils: payment.refunded_fils, throughGateway, refundableFils: throughGateway ? Math.max(0, payment.amount_fils - payment.refunded_fils) : 0,
          }
          : null,
        files: files.map((file) => ({
          _id: file.id, role: FILE_ROLE[file.owner_type as FileOwnerType], fileName: file.original_name, mimeType: file.mime_type, size: file.size, createdAt: file.created_at,
        })),
        nextStatuses: plainMoves(found.status),
        history,
      };
    },

    /** A stored file of the request, by id. */
    async file(id: string, fileId: string) {
      const file = await db.selectFrom('stored_files').selectAll().where('id', '=', fileId).where('owner_id', '=', id)
        .where('owner_type', 'in', FILE_OWNER_TYPES).executeTakeFirst();
      if (!file) throw notFound('File not found');
      return file;
    },

    /** Active motor policies matching the search (policy numbers, customer name or mobile), at most 10, with any request already raised. */
    async cancellablePolicies(search: string): Promise<CancellablePolicy[]> {
      let query = db.selectFrom('policies as p').innerJoin('customers as c', 'c.id', 'p.customer_id')
        .selectAll('p').select(['c.full_name', 'c.mobile_number', 'c.email'])
        .select((eb) => eb.selectFrom('cancellation_requests as r').select('r.id').whereRef('r.policy_id', '=', 'p.id').where('r.status', '<>', 'Rejected').limit(1).as('open_request_id'))
        .where('p.line', '=', 'motor').where('p.status', '=', 'Active');
      if (search) {
        const ref = search.toUpperCase();
        const customers = toSearchQuery(search);
        query = query.where(isRecordRef(search)
          ? sql<SqlBool>`p.ref = ${ref}`
          : customers ? sql<SqlBool>`c.seq IN (${matchingCustomerSeqs(db, customers)})` : NO_ROW);
      }
      const rows = await query.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(10).execute();
      return Promise.all(rows.map(async (policy) => {
        const terms = await policyTerms(db, policy);
        return {
          _id: policy.id, ref: policy.ref, companyPolicyNumber: policy.company_policy_number, companyName: policy.company_name,
          insuranceType: policy.insurance_type, status: policy.status, startDate: policy.start_date, expiryDate: policy.expiry_date,
          premiumFils: policy.premium_fils, customer: { _id: policy.customer_id, fullName: policy.full_name, mobileNumber: policy.mobile_number, email: policy.email },
          openRequestId: policy.open_request_id, netPremiumFils: terms?.netPremiumFils ?? 0, policyFeesFils: terms?.policyFeesFils ?? 0,
        };
      }));
    },
  };
}
