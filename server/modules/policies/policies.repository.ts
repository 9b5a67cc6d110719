import type { ExpressionBuilder } from 'kysely';
import type { z } from 'zod';
import {
  EXPIRING_WITHIN_DAYS, PolicyFinanceSchema, type PolicyDetail, type PolicyListItem, type PolicyTypeFilterSchema, type PolicyUpdateSchema,
} from '../../../shared/contract/policies/index.js';
import type { Comment } from '../../../shared/contract/common.schema.js';
import { normalizeUaeMobile } from '../../../shared/domain/mobile.js';
import type { Db } from '../../db/database.js';
import { createCommentsRepository } from '../comments/comments.repository.js';
import type { Database, Line, PolicyRow } from '../../db/schema.js';
import { notFound } from '../../http/httpError.js';
import { offsetOf, type ListPage } from '../../http/pagination.js';
import { countingUpTo, searchTotal } from '../../db/paging.js';
import { dubaiDate } from '../../../shared/domain/dubaiDay.js';
import { addHistory, historyOf, readJson, selectQuotes, toCustomerWithProfile, toPaymentSummary, toProposalCar, toQuote } from '../../sales/salesRecords.js';

export type PolicyType = z.output<typeof PolicyTypeFilterSchema>;
export type PolicyUpdate = z.output<typeof PolicyUpdateSchema>;
export interface PolicyFilter {
  pType?: PolicyType;
  startDate?: string | undefined;
  endDate?: string | undefined;
  agentId?: string | null | undefined;
  search?: string | undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;
type Scope = ExpressionBuilder<Database, 'policies' | 'proposals' | 'customers'>;

function likeText(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A line's policies with the proposal and customer a list row shows. */
function listQuery(db: Db, line: Line) {
  return db.selectFrom('policies')
    .innerJoin('customers', 'customers.id', 'policies.customer_id')
    .leftJoin('proposals', 'proposals.id', 'policies.proposal_id')
    .where('policies.line', '=', line);
}

const LIST_COLUMNS = [
  'proposals.ref as proposal_ref', 'proposals.source as proposal_source', 'customers.full_name as customer_name', 'customers.mobile_number as customer_mobile',
] as const;
type ListRow = PolicyRow & { proposal_ref: string | null; proposal_source: string | null; customer_name: string; customer_mobile: string };

export function toPolicyListItem(row: ListRow): PolicyListItem {
  return {
    _id: row.id, ref: row.ref, proposalId: row.proposal_id, proposalRef: row.proposal_ref, companyPolicyNumber: row.company_policy_number,
    companyId: row.company_id, companyName: row.company_name, insuranceType: row.insurance_type, insuredValueFils: row.insured_value_fils,
    premiumFils: row.premium_fils, status: row.status, customer: { _id: row.customer_id, fullName: row.customer_name, mobileNumber: row.customer_mobile },
    source: row.proposal_source, startDate: row.start_date, expiryDate: row.expiry_date, issueError: row.issue_error, hasFile: row.file_id !== null,
    createdAt: row.created_at, updatedAt: row.updated_at,
  };
}

/**
 * A line's policies list (motor by default; health's for the health policies area), its CSV and a
 * policy's record: a policy of another line is not found. The type filter reads the day in UAE
 * time: ACTIVE is Active and not past its expiry, EXPIRING is Active and ending within
 * `EXPIRING_WITHIN_DAYS`, EXPIRED is past its expiry (or marked Expired).
 */
export function createPoliciesRepository(db: Db, now: () => number = Date.now, line: Line = 'motor') {
  const commentsRepository = createCommentsRepository(db, now);
  function filtered(filter: PolicyFilter) {
    const today = dubaiDate(new Date(now()));
    const soon = dubaiDate(new Date(now() + EXPIRING_WITHIN_DAYS * DAY_MS));
    const type = (eb: Scope) => {
      switch (filter.pType ?? 'all') {
        case 'all': return eb.lit(true);
        case 'PENDING': return eb('policies.status', '=', 'Pending');
        case 'CANCELLED': return eb('policies.status', '=', 'Cancelled');
        case 'ACTIVE': return eb.and([eb('policies.status', '=', 'Active'), eb.or([eb('policies.expiry_date', 'is', null), eb('policies.expiry_date', '>=', today)])]);
        case 'EXPIRING': return eb.and([eb('policies.status', '=', 'Active'), eb('policies.expiry_date', '>=', today), eb('policies.expiry_date', '<', soon)]);
        case 'EXPIRED': return eb.or([eb('policies.status', '=', 'Expired'), eb.and([eb('policies.status', '=', 'Active'), eb('policies.expiry_date', '<', today)])]);
      }
    };
    let query = listQuery(db, line).where(type);
    // Date filters are ISO instants at the start (and end) of the picked days; policies start on a day.
    if (filter.startDate) query = query.where('policies.start_date', '>=', filter.startDate.slice(0, 10));
    if (filter.endDate) query = query.where('policies.start_date', '<=', filter.endDate.slice(0, 10));
    if (filter.agentId) {
      const agentId = filter.agentId;
      query = query.where((eb) => eb.or([
        eb('policies.assigned_to', '=', agentId),
        eb.and([eb('policies.assigned_to', 'is', null), eb('proposals.assigned_to', '=', agentId)]),
      ]));
    }
    const search = filter.search?.trim();
    if (search) {
      const like = likeText(search);
      const mobile = /^[\d\s+\-()]+$/.test(search) ? normalizeUaeMobile(search.replace(/\D/g, '')) : '';
      query = query.where((eb) => eb.or([
        eb('policies.ref', 'like', like), eb('policies.company_policy_number', 'like', like), eb('customers.full_name', 'like', like),
        eb('proposals.ref', 'like', like), ...(mobile ? [eb('customers.mobile_number', 'like', `${mobile}%`)] : []),
      ]));
    }
    return query;
  }

  async function row(id: string): Promise<ListRow> {
    const found = await listQuery(db, line).selectAll('policies').select(LIST_COLUMNS).where('policies.id', '=', id).executeTakeFirst();
    if (!found) throw notFound('Policy not found');
    return found;
  }

  const comments = (policyId: string): Promise<Comment[]> => commentsRepository.list('policy', policyId);

  /** The policy of this repository's line. */
  async function lineRow(id: string): Promise<PolicyRow> {
    const found = await db.selectFrom('policies').selectAll().where('id', '=', id).where('line', '=', line).executeTakeFirst();
    if (!found) throw notFound('Policy not found');
    return found;
  }

  return {
    row,

    async list(filter: PolicyFilter, page: { page: number; size: number }): Promise<ListPage<PolicyListItem>> {
      const query = filtered(filter);
      const offset = offsetOf(page.page, page.size);
      const rowsOf = () => query.selectAll('policies').select(LIST_COLUMNS).orderBy('policies.created_at', 'desc').orderBy('policies.id', 'desc')
        .limit(page.size).offset(offset).execute();
      // A search counts its matches up to the cap; the filters alone are counted exactly.
      if (filter.search?.trim()) {
        const rows = await rowsOf();
        const counted = await searchTotal(rows.length, offset, page.size, countingUpTo(db, query.select('policies.id')));
        return { items: rows.map(toPolicyListItem), totalItems: counted.total, totalCapped: counted.capped };
      }
      const [rows, counted] = await Promise.all([rowsOf(), query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()]);
      return { items: rows.map(toPolicyListItem), totalItems: Number(counted.total) };
    },

    async total(filter: PolicyFilter): Promise<number> {
      return Number((await filtered(filter).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total);
    },

    /** Rows newest first in chunks, up to `limit` in all, for the CSV export. */
    async *inChunks(filter: PolicyFilter, chunkRows: number, limit: number): AsyncGenerator<PolicyListItem[]> {
      for (let offset = 0; offset < limit; offset += chunkRows) {
        const rows = await filtered(filter).selectAll('policies').select(LIST_COLUMNS).orderBy('policies.created_at', 'desc').orderBy('policies.id', 'desc')
          .limit(Math.min(chunkRows, limit - offset)).offset(offset).execute();
        if (rows.length === 0) return;
        yield rows.map(toPolicyListItem);
      }
    },

    async detail(id: string): Promise<PolicyDetail> {
      const base = await row(id);
      const customer = await db.selectFrom('customers').selectAll().where('id', '=', base.customer_id).executeTakeFirstOrThrow();
      const car = base.car_id ? await db.selectFrom('cars').selectAll().where('id', '=', base.car_id).executeTakeFirst() : undefined;
      const quote = base.quote_id ? await selectQuotes(db).where('quotes.id', '=', base.quote_id).executeTakeFirst() : undefined;
      const payments = base.quote_id
        ? await db.selectFrom('payments').selectAll().where('quote_id', '=', base.quote_id).orderBy('created_at', 'desc').orderBy('id', 'desc').execute()
        : [];
      const paidBy = payments.find((payment) => payment.id === base.payment_id)?.paid_by ?? payments.find((payment) => payment.status === 'paid')?.paid_by ?? null;
      const renewal = await db.selectFrom('proposals').select('id').where('renewal_of_policy_id', '=', base.id).executeTakeFirst();
      return {
        ...toPolicyListItem(base),
        customer: toCustomerWithProfile(customer),
        car: car ? toProposalCar(car) : null,
        quote: quote ? toQuote(quote) : null,
        payments: payments.map(toPaymentSummary),
        finance: readJson(base.finance, PolicyFinanceSchema, {}),
        repairCondition: quote?.repair_condition ?? null,
        paidBy,
        issueAttempts: base.issue_attempts,
        renewalProposalId: renewal?.id ?? null,
        renewalRequestedAt: base.renewal_requested_at,
        comments: await comments(base.id),
        history: await historyOf(db, 'policy', base.id),
      };
    },

    lineRow,

    /**
     * Stores staff's edit of the finance figures and the insurer's number (fields left out keep
     * theirs), with its history line when something was sent.
     */
    async updateDetails(id: string, edit: PolicyUpdate, accountId: string): Promise<void> {
      const policy = await lineRow(id);
      const { companyPolicyNumber, ...financeInput } = edit;
      const changes = Object.entries(financeInput).filter(([, value]) => value !== undefined);
      const finance = { ...readJson(policy.finance, PolicyFinanceSchema, {}), ...Object.fromEntries(changes) };
      const changed = [...(companyPolicyNumber !== undefined ? ['companyPolicyNumber'] : []), ...changes.map(([field]) => field)];
      const history = changed.length === 0 ? null
        : companyPolicyNumber !== undefined && companyPolicyNumber !== policy.company_policy_number
          ? `Insurer policy number ${policy.company_policy_number ?? '-'} → ${companyPolicyNumber}; fields: ${changed.join(', ')}`
          : `Fields: ${changed.join(', ')}`;
      const at = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('policies')
          .set({ finance: JSON.stringify(finance), ...(companyPolicyNumber !== undefined && { company_policy_number: companyPolicyNumber }), updated_at: at })
          .where('id', '=', policy.id).execute();
        if (history) await addHistory(trx, { entityType: 'policy', entityId: policy.id, accountId, action: 'Policy details updated', detail: history, at });
      });
    },

    /** An insurer as a policy's new company: whether it writes motor insurance now. */
    motorCompany(id: string) {
      return db.selectFrom('insurance_companies').select(['id', 'company_name', 'is_active', 'motor_active']).where('id', '=', id).executeTakeFirst();
    },

    /** Moves the policy to another insurer (a Pending one forgets its last issuing error), with history. */
    async moveToCompany(policy: PolicyRow, company: { id: string; company_name: string }, history: { accountId: string; detail: string }) {
      const at = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('policies').set({ company_id: company.id, company_name: company.company_name, ...(policy.status === 'Pending' && { issue_error: null }), updated_at: at })
          .where('id', '=', policy.id).execute();
        await addHistory(trx, { entityType: 'policy', entityId: policy.id, accountId: history.accountId, action: 'Insurance company changed', detail: history.detail, at });
      });
    },

    /** The details of the policy's proposal (a health policy's insured members). */
    async proposalDetails(proposalId: string): Promise<string | null> {
      return (await db.selectFrom('proposals').select('details').where('id', '=', proposalId).executeTakeFirst())?.details ?? null;
    },

    /** The stored schedule of an issued policy, if the insurer's document was kept. */
    async scheduleFile(policy: PolicyRow) {
      return policy.file_id ? db.selectFrom('stored_files').selectAll().where('id', '=', policy.file_id).executeTakeFirst() : undefined;
    },

    holder(policy: PolicyRow) {
      return db.selectFrom('customers').select(['full_name', 'email']).where('id', '=', policy.customer_id).executeTakeFirstOrThrow();
    },

    async markRenewalRequested(policy: PolicyRow, history: { accountId: string; detail: string }) {
      const at = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('policies').set({ renewal_requested_at: at, updated_at: at }).where('id', '=', policy.id).execute();
        await addHistory(trx, { entityType: 'policy', entityId: policy.id, accountId: history.accountId, action: 'Renewal requested', detail: history.detail, at });
      });
    },
  };
}

export type PoliciesRepository = ReturnType<typeof createPoliciesRepository>;
