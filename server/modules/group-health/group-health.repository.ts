import { sql, type Selectable, type SqlBool, type Updateable } from 'kysely';
import type { z } from 'zod';
import type { LineStatus } from '../../../shared/contract/corporate-customers/index.js';
import type { StoredFileSchema } from '../../../shared/contract/group-health/index.js';
import {
  CategoryTotalSchema, CensusReportSchema, CompanyErrorSchema, GROUP_HEALTH_STATUSES, RefusedMemberSchema, type CensusReport,
  type Endorsement, type GroupHealthDetail, type GroupHealthListFilterSchema, type GroupHealthListItem, type GroupHealthMember, type GroupHealthQuote,
  type GroupHealthStatus, type GroupHealthStatusBlock,
} from '../../../shared/contract/group-health/index.js';
import { VAT_PERCENT } from '../../../shared/domain/money.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import { lockRow } from '../../db/dialect.js';
import { likeContaining } from '../../db/like.js';
import type { GroupHealthMembersTable, GroupHealthProposalsTable, GroupHealthQuotesTable } from '../../db/schema.js';
import { notFound } from '../../http/httpError.js';
import { offsetOf } from '../../http/pagination.js';
import { addHistory, historyOf, nextRef } from '../../sales/salesRecords.js';
import type { CensusMember } from './census.js';
import { corporateHealthStatus } from './groupHealthStatus.js';
import type { CensusQuote, PricedCensus, PricingMember } from './groupHealthPricing.js';

type ListFilter = z.output<typeof GroupHealthListFilterSchema>;
type ProposalRow = Selectable<GroupHealthProposalsTable>;
type Row = ProposalRow & { company_name: string; agent_name: string | null; members_count: number | null; quotes_count: number | null; lowest_total: number | null };
/** The trade licence kept on a proposal: the file as shown, and where it is stored. */
export type TradeLicenseFile = z.infer<typeof StoredFileSchema> & { path: string };

const strings = (text: string): string[] => JSON.parse(text) as string[];
const GROUP_HEALTH = 'groupHealth' as const;

function statusBlock(row: ProposalRow): GroupHealthStatusBlock {
  const callbacks = strings(row.callback_times);
  const quoted = strings(row.quoted_callback_times);
  return {
    _id: row.id, proposalStatus: row.status as GroupHealthStatus, reason: row.status_reason,
    callBackDone: row.callback_done === 1, callbackTime: callbacks.at(-1) ?? null, callbackTimeArray: callbacks,
    quotedCallBackDone: row.quoted_callback_done === 1, quotedCallbackTime: quoted.at(-1) ?? null, quotedCallbackTimeArray: quoted,
    readStatus: row.read_status === 1, updatedAt: row.updated_at,
  };
}

function listItem(row: Row): GroupHealthListItem {
  return {
    ...statusBlock(row), proposalId: row.ref, corporateCustomerId: row.corporate_customer_id, companyName: row.company_name,
    emirate: row.emirate as GroupHealthListItem['emirate'], policyStartDate: row.policy_start_date,
    membersCount: Number(row.members_count), quotesCount: Number(row.quotes_count), lowestTotalFils: row.lowest_total === null ? null : Number(row.lowest_total),
    agent: row.agent_id ? { _id: row.agent_id, fullName: row.agent_name ?? 'Former staff member' } : null, createdAt: row.created_at,
  };
}

function member(row: Selectable<GroupHealthMembersTable>): GroupHealthMember {
  return {
    _id: row.id, rowNumber: row.row_number, fullName: row.full_name, dateOfBirth: row.date_of_birth, gender: row.gender as GroupHealthMember['gender'],
    nationality: row.nationality, emiratesId: row.emirates_id, relation: row.relation as GroupHealthMember['relation'],
    maritalStatus: row.marital_status as GroupHealthMember['maritalStatus'], salaryBand: row.salary_band as GroupHealthMember['salaryBand'],
    visaEmirate: row.visa_emirate as GroupHealthMember['visaEmirate'], category: row.category, status: row.status, addedOn: row.added_on, deletedOn: row.deleted_on,
  };
}

function quote(row: Selectable<GroupHealthQuotesTable>): GroupHealthQuote {
  return {
    _id: row.id, companyId: row.company_id, companyName: row.company_name, planId: row.plan_id, planName: row.plan_name, tpaName: row.tpa_name,
    networkName: row.network_name, coPay: Number(row.co_pay), scheme: row.scheme as GroupHealthQuote['scheme'], membersCount: Number(row.members_count),
    premiumFils: Number(row.premium_fils), basmahFeeFils: Number(row.basmah_fee_fils), icpFeeFils: Number(row.icp_fee_fils), vatPercent: VAT_PERCENT,
    vatFils: Number(row.vat_fils), totalFils: Number(row.total_fils),
    categories: CategoryTotalSchema.array().parse(JSON.parse(row.categories)), refusedMembers: RefusedMemberSchema.array().parse(JSON.parse(row.refused)),
    createdAt: row.created_at,
  };
}

/** Group health proposals, their census members, quotes and mid-term changes (issue 17). */
export function createGroupHealthRepository(db: Db) {
  const base = (executor: Db = db) => executor.selectFrom('group_health_proposals as p')
    .innerJoin('corporate_customers as c', 'c.id', 'p.corporate_customer_id')
    .leftJoin('accounts as a', 'a.id', 'p.agent_id')
    .selectAll('p')
    .select((eb) => [
      'c.full_name as company_name', 'a.full_name as agent_name',
      eb.selectFrom('group_health_members as m').select((inner) => inner.fn.countAll<number>().as('n')).whereRef('m.proposal_id', '=', 'p.id').where('m.status', '=', 'active').as('members_count'),
      eb.selectFrom('group_health_quotes as q').select((inner) => inner.fn.countAll<number>().as('n')).whereRef('q.proposal_id', '=', 'p.id').as('quotes_count'),
      eb.selectFrom('group_health_quotes as q').select((inner) => inner.fn.min('q.total_fils').as('t')).whereRef('q.proposal_id', '=', 'p.id').as('lowest_total'),
    ]);

  async function insertMembers(executor: Db, proposalId: string, members: readonly CensusMember[], at: string, addedOn: string | null = null): Promise<string[]> {
    const rows = members.map((entry) => ({
      id: newId(), proposal_id: proposalId, row_number: entry.rowNumber, full_name: entry.fullName, date_of_birth: entry.dateOfBirth, gender: entry.gender,
      nationality: entry.nationality, emirates_id: entry.emiratesId, relation: entry.relation, marital_status: entry.maritalStatus,
      salary_band: entry.salaryBand, visa_emirate: entry.visaEmirate, category: entry.category, status: 'active' as const, added_on: addedOn, deleted_on: null, created_at: at,
    }));
    // Chunked: PostgreSQL and SQLite limit the parameters of one statement.
    for (let start = 0; start < rows.length; start += 200) await executor.insertInto('group_health_members').values(rows.slice(start, start + 200)).execute();
    return rows.map((row) => row.id);
  }

  /** The members inserted, as pricing reads them (with their ids). */
  async function insertMembersAndRead(executor: Db, proposalId: string, members: readonly CensusMember[], at: string): Promise<PricingMember[]> {
    const ids = await insertMembers(executor, proposalId, members, at);
    return members.map((entry, index) => ({ ...entry, id: ids[index]! }));
  }

  async function insertQuotes(executor: Db, proposalId: string, quotes: readonly CensusQuote[], at: string): Promise<void> {
    const rows = quotes.map((entry) => ({
      id: newId(), proposal_id: proposalId, company_id: entry.companyId, company_name: entry.companyName, plan_id: entry.planId, plan_name: entry.planName,
      tpa_name: entry.tpaName, network_name: entry.networkName, co_pay: entry.coPay, scheme: entry.scheme, members_count: entry.membersCount,
      premium_fils: entry.premiumFils, basmah_fee_fils: entry.basmahFeeFils, icp_fee_fils: entry.icpFeeFils, vat_fils: entry.vatFils, total_fils: entry.totalFils,
      categories: JSON.stringify(entry.categories), refused: JSON.stringify(entry.refusedMembers), created_at: at,
    }));
    for (let start = 0; start < rows.length; start += 50) await executor.insertInto('group_health_quotes').values(rows.slice(start, start + 50)).execute();
  }

  /**
   * Keeps the corporate customer's health rows in step with its proposal `proposalId`, created or
   * now `status` (`corporateHealthStatus`); a customer without health rows, or whose rows already
   * say it, is left as it is.
   */
  async function keepCustomerInStep(executor: Db, proposalId: string, status: GroupHealthStatus, at: string): Promise<void> {
    const { corporate_customer_id: customerId } = await executor.selectFrom('group_health_proposals').select('corporate_customer_id').where('id', '=', proposalId).executeTakeFirstOrThrow();
    // Two of the customer's proposals changing at once on PostgreSQL would each miss the other's new
    // status: the second waits here for the first to commit, then reads it.
    await lockRow(executor, 'corporate_customers', customerId);
    const others = await executor.selectFrom('group_health_proposals').select('status').where('corporate_customer_id', '=', customerId).where('id', '!=', proposalId).execute();
    const lineStatus = corporateHealthStatus(status, others.map((other) => other.status));
    const customer = await executor.selectFrom('corporate_customers').select('health').where('id', '=', customerId).executeTakeFirstOrThrow();
    const rows = JSON.parse(customer.health) as Array<{ status: LineStatus }>;
    if (rows.every((row) => row.status === lineStatus)) return;
    await executor.updateTable('corporate_customers')
      .set({ health: JSON.stringify(rows.map((row) => ({ ...row, status: lineStatus }))), updated_at: at }).where('id', '=', customerId).execute();
  }

  /** Replaces the proposal's quotes with a new pricing run; the chosen quote goes with the old ones. */
  async function storePricing(executor: Db, proposalId: string, priced: PricedCensus, at: string): Promise<void> {
    await executor.deleteFrom('group_health_quotes').where('proposal_id', '=', proposalId).execute();
    await insertQuotes(executor, proposalId, priced.quotes, at);
    await executor.updateTable('group_health_proposals')
      .set({ company_errors: JSON.stringify(priced.companyErrors), chosen_quote_id: null, updated_at: at }).where('id', '=', proposalId).execute();
  }

  return {
    async corporateCustomer(id: string) {
      return db.selectFrom('corporate_customers').select(['id', 'full_name', 'trade_license_number', 'contact_persons'])
        .where('id', '=', id).where('removed_at', 'is', null).executeTakeFirst();
    },

    async accountExists(id: string): Promise<boolean> {
      return Boolean(await db.selectFrom('accounts').select('id').where('id', '=', id).executeTakeFirst());
    },

    async row(id: string): Promise<ProposalRow> {
      const row = await db.selectFrom('group_health_proposals').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound(`Group health proposal ${id} not found`);
      return row;
    },

    /** The active members as pricing reads them. */
    async pricingMembers(proposalId: string): Promise<PricingMember[]> {
      const rows = await db.selectFrom('group_health_members').selectAll().where('proposal_id', '=', proposalId).where('status', '=', 'active').orderBy('seq').execute();
      return rows.map((row) => ({ ...member(row), id: row.id }));
    },

    async member(proposalId: string, memberId: string): Promise<GroupHealthMember | undefined> {
      const row = await db.selectFrom('group_health_members').selectAll().where('proposal_id', '=', proposalId).where('id', '=', memberId).executeTakeFirst();
      return row && member(row);
    },

    async quote(proposalId: string, quoteId: string): Promise<GroupHealthQuote | undefined> {
      const row = await db.selectFrom('group_health_quotes').selectAll().where('proposal_id', '=', proposalId).where('id', '=', quoteId).executeTakeFirst();
      return row && quote(row);
    },

    /** A new proposal with its census, priced once its members have their ids (`price` reads them). */
    async create(input: {
      corporateCustomerId: string; emirate: string; policyStartDate: string; members: readonly CensusMember[]; report: CensusReport; accountId: string; at: string;
    }, price: (members: PricingMember[]) => PricedCensus): Promise<string> {
      return db.transaction().execute(async (trx) => {
        const id = newId();
        const ref = await nextRef(trx, 'group_health_proposals');
        await trx.insertInto('group_health_proposals').values({
          id, ref, corporate_customer_id: input.corporateCustomerId, emirate: input.emirate, policy_start_date: input.policyStartDate,
          status: 'New', status_reason: null, callback_times: '[]', callback_done: 0, quoted_callback_times: '[]', quoted_callback_done: 0,
          read_status: 0, agent_id: input.accountId, chosen_quote_id: null, census_report: JSON.stringify(input.report), company_errors: '[]',
          trade_license: null, created_by: input.accountId, created_at: input.at, updated_at: input.at,
        }).execute();
        const priced = price(await insertMembersAndRead(trx, id, input.members, input.at));
        await storePricing(trx, id, priced, input.at);
        await keepCustomerInStep(trx, id, 'New', input.at);
        await addHistory(trx, {
          entityType: GROUP_HEALTH, entityId: id, accountId: input.accountId, action: 'Proposal created',
          detail: `${input.members.length} members from ${input.report.fileName}; ${priced.quotes.length} quotes`, at: input.at,
        });
        return id;
      });
    },

    /** A census re-upload: every member replaced, then priced again (`price` reads the new members). */
    async replaceCensus(id: string, members: readonly CensusMember[], report: CensusReport, price: (members: PricingMember[]) => PricedCensus, accountId: string, at: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('group_health_quotes').where('proposal_id', '=', id).execute();
        await trx.deleteFrom('group_health_members').where('proposal_id', '=', id).execute();
        await trx.updateTable('group_health_proposals').set({ census_report: JSON.stringify(report), updated_at: at }).where('id', '=', id).execute();
        const priced = price(await insertMembersAndRead(trx, id, members, at));
        await storePricing(trx, id, priced, at);
        await addHistory(trx, { entityType: GROUP_HEALTH, entityId: id, accountId, action: 'Census uploaded', detail: `${members.length} members from ${report.fileName}; ${priced.quotes.length} quotes`, at });
      });
    },

    async reprice(id: string, priced: PricedCensus, accountId: string, at: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await storePricing(trx, id, priced, at);
        await addHistory(trx, { entityType: GROUP_HEALTH, entityId: id, accountId, action: 'Quotes regenerated', detail: `${priced.quotes.length} quotes`, at });
      });
    },

    /** A change of the proposal with its history; a new status is carried to the corporate customer's health rows. */
    async update(id: string, set: Updateable<GroupHealthProposalsTable>, history: { accountId: string; action: string; detail: string; at: string }): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('group_health_proposals').select('status').where('id', '=', id).executeTakeFirstOrThrow();
        await trx.updateTable('group_health_proposals').set({ ...set, updated_at: history.at }).where('id', '=', id).execute();
        if (typeof set.status === 'string' && set.status !== before.status) await keepCustomerInStep(trx, id, set.status as GroupHealthStatus, history.at);
        await addHistory(trx, { entityType: GROUP_HEALTH, entityId: id, ...history });
      });
    },

    async statusBlock(id: string): Promise<GroupHealthStatusBlock> {
      return statusBlock(await this.row(id));
    },

    async list(filter: ListFilter, query: { page: number; size: number; search?: string | undefined }): Promise<{ items: GroupHealthListItem[]; totalItems: number }> {
      let q = base();
      if (filter.status !== 'all') q = q.where('p.status', '=', filter.status);
      if (filter.agentId) q = q.where('p.agent_id', '=', filter.agentId);
      if (filter.startDate) q = q.where('p.created_at', '>=', filter.startDate);
      // The end day is included: anything created before the next day's start.
      if (filter.endDate) q = q.where('p.created_at', '<', `${filter.endDate}T99`);
      if (query.search) {
        const pattern = likeContaining(query.search.toLowerCase());
        q = q.where(sql<SqlBool>`(lower(c.full_name) LIKE ${pattern} ESCAPE '\\' OR lower(p.ref) LIKE ${pattern} ESCAPE '\\')`);
      }
      const [{ total }] = [await q.clearSelect().select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()];
      const rows = await q.orderBy('p.created_at', 'desc').orderBy('p.seq', 'desc').limit(query.size).offset(offsetOf(query.page, query.size)).execute();
      return { items: rows.map(listItem), totalItems: Number(total) };
    },

    async detail(id: string): Promise<GroupHealthDetail> {
      const row = await base().where('p.id', '=', id).executeTakeFirst();
      if (!row) throw notFound(`Group health proposal ${id} not found`);
      const [members, quotes, endorsements, customer, history] = await Promise.all([
        db.selectFrom('group_health_members').selectAll().where('proposal_id', '=', id).orderBy('status').orderBy('seq').execute(),
        db.selectFrom('group_health_quotes').selectAll().where('proposal_id', '=', id).orderBy('total_fils').orderBy('seq').execute(),
        db.selectFrom('group_health_endorsements as e').innerJoin('group_health_members as m', 'm.id', 'e.member_id')
          .selectAll('e').select(['m.full_name', 'm.category']).where('e.proposal_id', '=', id).orderBy('e.seq').execute(),
        this.corporateCustomer(row.corporate_customer_id),
        historyOf(db, GROUP_HEALTH, id),
      ]);
      const contact = (JSON.parse(customer?.contact_persons ?? '[]') as Array<{ email?: string | null; mobileNumber?: string | null }>)[0];
      const license = row.trade_license ? (JSON.parse(row.trade_license) as TradeLicenseFile) : null;
      return {
        ...listItem(row),
        company: {
          _id: row.corporate_customer_id, name: row.company_name, email: contact?.email ?? null, mobileNumber: contact?.mobileNumber ?? null,
          tradeLicenseNo: customer?.trade_license_number ?? null,
        },
        members: members.map(member),
        censusReport: row.census_report ? CensusReportSchema.parse(JSON.parse(row.census_report)) : null,
        quotes: quotes.map(quote),
        companyErrors: CompanyErrorSchema.array().parse(JSON.parse(row.company_errors)),
        chosenQuoteId: row.chosen_quote_id,
        tradeLicense: license && { fileName: license.fileName, mimeType: license.mimeType, size: license.size, uploadedAt: license.uploadedAt },
        endorsements: endorsements.map((entry): Endorsement => ({
          _id: entry.id, kind: entry.kind, memberId: entry.member_id, fullName: entry.full_name, category: entry.category, effectiveDate: entry.effective_date,
          daysLeft: Number(entry.days_left), annualFils: Number(entry.annual_fils), amountFils: Number(entry.amount_fils), createdAt: entry.created_at,
        })),
        history,
      };
    },

    async summary(agentId: string | undefined, today: string) {
      let q = db.selectFrom('group_health_proposals').select(['status', 'read_status', 'callback_times', 'callback_done']);
      if (agentId) q = q.where('agent_id', '=', agentId);
      const rows = await q.execute();
      const byStatus = Object.fromEntries(GROUP_HEALTH_STATUSES.map((status) => [status, 0])) as Record<GroupHealthStatus, number>;
      for (const row of rows) byStatus[row.status as GroupHealthStatus] += 1;
      const dueToday = rows.filter((row) => row.status === 'Callback Scheduled' && row.callback_done === 0 && (strings(row.callback_times).at(-1) ?? '').slice(0, 10) === today);
      return { total: rows.length, byStatus, unread: rows.filter((row) => row.read_status === 0).length, callbacksDueToday: dueToday.length };
    },

    /** A mid-term change: the member added or marked deleted, the charge or refund kept, and the history. */
    async endorse(input: {
      proposalId: string; quoteId: string; kind: 'addition' | 'deletion'; member: CensusMember | { id: string }; effectiveDate: string; daysLeft: number;
      annualFils: number; amountFils: number; accountId: string; at: string; note: string;
    }): Promise<void> {
      await db.transaction().execute(async (trx) => {
        let memberId: string;
        if ('id' in input.member) {
          memberId = input.member.id;
          await trx.updateTable('group_health_members').set({ status: 'deleted', deleted_on: input.effectiveDate }).where('id', '=', memberId).execute();
        } else {
          [memberId] = (await insertMembers(trx, input.proposalId, [input.member], input.at, input.effectiveDate)) as [string];
        }
        await trx.insertInto('group_health_endorsements').values({
          id: newId(), proposal_id: input.proposalId, quote_id: input.quoteId, member_id: memberId, kind: input.kind, effective_date: input.effectiveDate,
          days_left: input.daysLeft, annual_fils: input.annualFils, amount_fils: input.amountFils, created_by: input.accountId, created_at: input.at,
        }).execute();
        await trx.updateTable('group_health_proposals').set({ updated_at: input.at }).where('id', '=', input.proposalId).execute();
        await addHistory(trx, { entityType: GROUP_HEALTH, entityId: input.proposalId, accountId: input.accountId, action: input.kind === 'addition' ? 'Member added' : 'Member deleted', detail: input.note, at: input.at });
      });
    },
  };
}
export type GroupHealthRepository = ReturnType<typeof createGroupHealthRepository>;
