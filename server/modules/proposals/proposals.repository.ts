import { sql, type ExpressionBuilder, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { z } from 'zod';
import type { AuthContext } from '../../http/auth.js';
import {
  CustomerProfileSchema, PROPOSAL_COUNTERS, ProposalStatusChangeSchema, type CustomerProfile, type ProposalCarInputSchema, type ProposalCounterKey,
  type ProposalCustomerInputSchema, type ProposalDetail, type ProposalListFilterSchema, type ProposalListItem,
} from '../../../shared/contract/proposals/index.js';
import { DEFAULT_NATIONALITY } from '../../../shared/domain/nationalities.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import type { Database, Line, ProposalRow } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/errors.js';
import { conflict, notFound, unprocessable } from '../../http/httpError.js';
import { offsetOf, type ListPage } from '../../http/pagination.js';
import { anchoredKeys, countingUpTo, SEARCH_READ_AHEAD, searchTotal, type SortKey } from '../../db/paging.js';
import { matchingCustomerSeqs, toSearchQuery } from '../customers/customerSearch.js';
import { NO_ROW, rowKey } from '../../db/dialect.js';
import { customerRef, nextCustomerSeq } from '../customers/customers.repository.js';
import { carPhotosOf } from './carPhotos.js';
import { createStampedCache } from '../../db/stampedCache.js';
import { isFrozen } from '../../sales/quoteGeneration.js';
import { toVoucher } from '../vouchers/voucherUse.js';
import {
  addHistory, agentDiscountLimit, historyOf, nextRefs, readJson, refIn, refRange, readProposalDetails, toCustomerWithProfile, toPaymentSummary, toPolicySummary, toProposalCar,
} from '../../sales/salesRecords.js';

export type ProposalListFilter = z.output<typeof ProposalListFilterSchema>;
type CustomerInput = z.output<typeof ProposalCustomerInputSchema>;
type CarInput = z.output<typeof ProposalCarInputSchema>;

const DUBAI_OFFSET_MS = 4 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Dubai day `now` falls in, as UTC instants: call-backs are "due today" in the office's day. */
export function dubaiDay(now: Date): { start: string; end: string } {
  const startMs = Math.floor((now.getTime() + DUBAI_OFFSET_MS) / DAY_MS) * DAY_MS - DUBAI_OFFSET_MS;
  return { start: new Date(startMs).toISOString(), end: new Date(startMs + DAY_MS).toISOString() };
}

type ProposalEb = ExpressionBuilder<Database, 'proposals'>;

/** The condition of each counter tile; the tile's count and its list filter are the same rows. */
function counterCondition(key: ProposalCounterKey, now: Date): (eb: ProposalEb) => Expression<SqlBool> {
  const nowIso = now.toISOString();
  const today = dubaiDay(now);
  const open = (eb: ProposalEb) => eb.and([eb('proposals.status', '!=', 'Lost'), eb('proposals.policy_id', 'is', null)]);
  const dueToday = (column: 'callback_at' | 'quoted_callback_at', done: 'callback_done' | 'quoted_callback_done') => (eb: ProposalEb) =>
    eb.and([eb(`proposals.${done}`, '=', 0), eb(`proposals.${column}`, '>=', today.start), eb(`proposals.${column}`, '<', today.end)]);
  const overDue = (column: 'callback_at' | 'quoted_callback_at', done: 'callback_done' | 'quoted_callback_done') => (eb: ProposalEb) =>
    eb.and([eb(`proposals.${done}`, '=', 0), eb(`proposals.${column}`, '<', nowIso)]);
  switch (key) {
    case 'nonClosedActiveProposal': return (eb) => eb.and([open(eb), eb.or([eb('proposals.expires_at', 'is', null), eb('proposals.expires_at', '>', nowIso)])]);
    case 'nonClosedExpiredProposal': return (eb) => eb.and([open(eb), eb('proposals.expires_at', '<=', nowIso)]);
    case 'paidProposals': return (eb) => eb('proposals.paid_quote_id', 'is not', null);
    case 'callBackDue': return dueToday('callback_at', 'callback_done');
    case 'callBackOverDue': return overDue('callback_at', 'callback_done');
    case 'lost': return (eb) => eb('proposals.status', '=', 'Lost');
    case 'quoted': return (eb) => eb.and([eb('proposals.status', '=', 'Customer contacted'), eb('proposals.status_reason', '=', 'Quoted')]);
    case 'quotedDue': return dueToday('quoted_callback_at', 'quoted_callback_done');
    case 'quotedOverDue': return overDue('quoted_callback_at', 'quoted_callback_done');
  }
}

/**
 * The proposal columns a list row shows (`toListItem`). Named rather than `proposals.*`: the
 * drivers build every selected column of every row, and the whole row costs three times these.
 */
const LIST_COLUMNS = [
  'id', 'ref', 'line', 'created_at', 'updated_at', 'customer_id', 'car', 'details', 'value_fils', 'created_by', 'assigned_to', 'source',
  'paid_quote_id', 'status', 'status_reason', 'quotes_generated_at', 'expires_at', 'renewal_of_policy_id',
] as const satisfies ReadonlyArray<keyof ProposalRow>;

/** The people, policy state and quote count of each proposal; the caller picks the proposal's own columns. */
export function withListJoins(query: SelectQueryBuilder<Database, 'proposals', object>) {
  return query.innerJoin('customers', 'customers.id', 'proposals.customer_id')
    .leftJoin('accounts as creator', 'creator.id', 'proposals.created_by')
    .leftJoin('accounts as assignee', 'assignee.id', 'proposals.assigned_to')
    .leftJoin('policies as policy', 'policy.id', 'proposals.policy_id')
    .select([
      'customers.full_name as customer_name', 'customers.mobile_number as customer_mobile', 'customers.email as customer_email', 'creator.full_name as creator_name',
      'assignee.full_name as assignee_name', 'policy.status as policy_status',
      (eb) => eb.selectFrom('quotes').whereRef('quotes.proposal_id', '=', 'proposals.id').where('quotes.is_current', '=', 1)
        .select(eb.fn.countAll<number>().as('n')).as('quote_count'),
    ]);
}

/** The list's rows: the columns `toListItem` reads, with their people, policy state and quote count. */
export function withListColumns(query: SelectQueryBuilder<Database, 'proposals', object>) {
  return withListJoins(query).select(LIST_COLUMNS.map((column) => `proposals.${column}` as const));
}

/** A proposal ref typed in the search box: `PRO-12`, `pro12`. */
const REF_LIKE = /^pro-?\d*$/i;

/** The search: a ref by its prefix (the unique index), else the customers' search (name, mobile, e-mail). */
export function searchCondition(db: Db, search: string | undefined): ((eb: ProposalEb) => Expression<SqlBool>) | null {
  const text = search?.trim() ?? '';
  if (!text) return null;
  // As a subquery of row keys, so the ref index drives the search rather than the list's order.
  if (REF_LIKE.test(text)) return () => sql<SqlBool>`proposals.${rowKey(db)} IN (SELECT ${rowKey(db)} FROM proposals WHERE ${refIn('ref', refRange('PRO', text))})`;
  const query = toSearchQuery(text);
  if (!query) return () => NO_ROW;
  // Each proposal keeps its customer's `seq` (migration 0011).
  return () => sql<SqlBool>`proposals.customer_seq IN (${matchingCustomerSeqs(db, query)})`;
}

/**
 * The proposals of one line (motor unless told): the list and its counters, the detail, and the rows
 * the wizards write; every line lists, counts and searches its proposals the same way. The list
 * walks `proposals_line_created` newest first from the anchor nearest the page, so a page costs
 * about the same at any depth of 200,000 proposals; selective filters have their own indexes
 * (status, assignee, expiry, call-backs).
 */
export function createProposalsRepository(db: Db, now: () => Date = () => new Date(), line: Line = 'motor') {
  function filtered(filter: ProposalListFilter, search?: string) {
    let query = db.selectFrom('proposals').where('proposals.line', '=', line);
    const at = now();
    if (filter.status !== 'all') query = query.where('proposals.status', '=', filter.status);
    if (filter.qType === 'ACTIVE') query = query.where((eb) => eb.or([eb('proposals.expires_at', 'is', null), eb('proposals.expires_at', '>', at.toISOString())]));
    if (filter.qType === 'EXPIRED') query = query.where('proposals.expires_at', '<=', at.toISOString());
    if (filter.startDate) query = query.where('proposals.created_at', '>=', filter.startDate);
    if (filter.endDate) query = query.where('proposals.created_at', '<=', filter.endDate);
    if (filter.agentId) query = query.where('proposals.assigned_to', '=', filter.agentId);
    if (filter.vehicleType) query = query.where('proposals.vehicle_type', '=', filter.vehicleType);
    if (filter.proposalsFilter) query = query.where(counterCondition(filter.proposalsFilter, at));
    if (filter.appliedForContact !== undefined) {
      // Read through the partial index of the quotes asked about (0052), a few rows whatever the list's size.
      const contacted = db.selectFrom('quotes').select('quotes.proposal_id').where('quotes.applied_for_contact_at', 'is not', null);
      query = query.where('proposals.id', filter.appliedForContact ? 'in' : 'not in', contacted);
    }
    const searched = searchCondition(db, search);
    if (searched) query = query.where(searched);
    return query;
  }

  /**
   * Deep pages of each filter's list seek from anchors (`anchoredKeys`) rather than skip every
   * newer proposal. Kept while no proposal is written, and for at most a minute, since some
   * filters ("expired", "due") move with the clock.
   */
  const anchorSets = createStampedCache<SortKey[]>(db, 'proposals', { limit: 100, periodMs: 60_000, now: () => now().getTime() });

  /** The ids of `limit` proposals `offset` into the list, walking an index of the proposals alone newest first from the nearest anchor. */
  async function pageIds(query: ReturnType<typeof filtered>, key: string, limit: number, offset: number): Promise<string[]> {
    const keysAfter = async (after: SortKey | undefined, skip: number, take: number): Promise<SortKey[]> => {
      const from = after ? query.where((eb) => eb(eb.refTuple('proposals.created_at', 'proposals.id'), '<', eb.tuple(String(after.value), String(after.seq)))) : query;
      const found = await from.select(['proposals.id', 'proposals.created_at']).orderBy('proposals.created_at', 'desc').orderBy('proposals.id', 'desc')
        .limit(take).offset(skip).execute();
      return found.map((row) => ({ value: row.created_at, seq: row.id }));
    };
    const keys = await anchoredKeys(keysAfter, await anchorSets.get(key, () => Promise.resolve([])), offset, limit);
    return keys.map((found) => String(found.seq));
  }

  /** The list's columns of these proposals, with their customer, people and quote count, in the ids' order. */
  async function rowsOf(ids: string[]): Promise<ListRow[]> {
    if (ids.length === 0) return [];
    const rows = await withListColumns(db.selectFrom('proposals').where('proposals.id', 'in', ids)).execute();
    const position = new Map(ids.map((id, index) => [id, index]));
    return rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  }

  /**
   * Totals and counters are cached while no proposal was written (the trigger-kept counter) and
   * for at most a minute, since "expired" and "due" move with the clock.
   */
  const cached = createStampedCache<unknown>(db, 'proposals', { limit: 500, periodMs: 60_000, now: () => now().getTime() });

  /** Every counter in one pass over the line's proposals (of one agent when given). */
  async function countAll(agentId: string | null | undefined): Promise<Record<ProposalCounterKey, number>> {
    const at = now();
    const keys = Object.keys(PROPOSAL_COUNTERS) as ProposalCounterKey[];
    let query = db.selectFrom('proposals').where('proposals.line', '=', line);
    if (agentId) query = query.where('proposals.assigned_to', '=', agentId);
    const counts = await query.select((eb) => keys.map((key) =>
      eb.fn.sum<number>(eb.case().when(counterCondition(key, at)(eb)).then(1).else(0).end()).as(key))).executeTakeFirstOrThrow();
    return Object.fromEntries(keys.map((key) => [key, Number(counts[key] ?? 0)])) as Record<ProposalCounterKey, number>;
  }

  function remembered<T>(key: string, compute: () => Promise<T>): Promise<T> {
    return cached.get(key, compute) as Promise<T>;
  }

  async function row(id: string): Promise<ProposalRow> {
    const found = await db.selectFrom('proposals').selectAll().where('id', '=', id).where('line', '=', line).executeTakeFirst();
    if (!found) throw notFound('Proposal not found');
    return found;
  }

  return {
    row,

    async list(filter: ProposalListFilter, page: { page: number; size: number; search?: string | undefined }): Promise<ListPage<ProposalListItem>> {
      const query = filtered(filter, page.search);
      const offset = offsetOf(page.page, page.size);
      const key = `${JSON.stringify(filter)}|${page.search ?? ''}`;
      // A search reads ahead of its page and counts its matches (up to the cap) only when more came than were read.
      if (page.search?.trim()) {
        const reading = page.size + SEARCH_READ_AHEAD;
        const ids = await pageIds(query, key, reading, offset);
        const rows = await rowsOf(ids.slice(0, page.size));
        const counted = await searchTotal(ids.length, offset, reading, (limit) => remembered(`up to ${limit}|${key}`, () => countingUpTo(db, query.select('proposals.id'))(limit)));
        return { items: rows.map(toListItem), totalItems: counted.total, totalCapped: counted.capped };
      }
      const rows = await rowsOf(await pageIds(query, key, page.size, offset));
      // A short page that is not past the end tells the total too.
      const total = rows.length < page.size && (rows.length > 0 || offset === 0)
        ? offset + rows.length
        : await remembered(`total|${key}`, async () => Number((await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total));
      return { items: rows.map(toListItem), totalItems: total };
    },

    /** The counter tiles, cached while no proposal changes (at most a minute). */
    dashboard(agentId: string | null | undefined): Promise<Record<ProposalCounterKey, number>> {
      return remembered(`dashboard|${agentId ?? ''}`, () => countAll(agentId));
    },

    /** The proposals before (newer) and after (older) one in the list's order. */
    async nextPrevious(id: string) {
      const current = await row(id);
      const newer = await db.selectFrom('proposals').select('id').where('line', '=', line)
        .where((eb) => eb.or([eb('created_at', '>', current.created_at), eb.and([eb('created_at', '=', current.created_at), eb('id', '>', current.id)])]))
        .orderBy('created_at', 'asc').orderBy('id', 'asc').limit(1).executeTakeFirst();
      const older = await db.selectFrom('proposals').select('id').where('line', '=', line)
        .where((eb) => eb.or([eb('created_at', '<', current.created_at), eb.and([eb('created_at', '=', current.created_at), eb('id', '<', current.id)])]))
        .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
      return { previousId: newer?.id ?? null, nextId: older?.id ?? null };
    },

    async detail(id: string, caller: AuthContext): Promise<ProposalDetail> {
      const listed = await withListJoins(filtered({ status: 'all', qType: 'all' }).where('proposals.id', '=', id)).selectAll('proposals').executeTakeFirst();
      if (!listed) throw notFound('Proposal not found');
      const [customer, car, voucher, salesAgent, policy, payments, history, account, expiredCarPhotos] = await Promise.all([
        db.selectFrom('customers').selectAll().where('id', '=', listed.customer_id).executeTakeFirstOrThrow(),
        listed.car_id ? db.selectFrom('cars').selectAll().where('id', '=', listed.car_id).executeTakeFirst() : undefined,
        listed.voucher_id ? db.selectFrom('vouchers').selectAll().where('id', '=', listed.voucher_id).executeTakeFirst() : undefined,
        listed.sales_agent_id ? db.selectFrom('sales_agents').select(['id', 'full_name']).where('id', '=', listed.sales_agent_id).executeTakeFirst() : undefined,
        listed.policy_id ? db.selectFrom('policies').selectAll().where('id', '=', listed.policy_id).executeTakeFirst() : undefined,
        db.selectFrom('payments').selectAll().where('proposal_id', '=', id).orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),
        historyOf(db, 'proposal', id),
        db.selectFrom('accounts').select(['role', 'max_discount', 'max_health_discount']).where('id', '=', caller.accountId).executeTakeFirst(),
        carPhotosOf(db, id),
      ]);
      const details = readProposalDetails(listed.details);
      const generated = listed.quotes_generated_at;
      const paidPayment = payments.find((payment) => payment.status === 'paid' && payment.quote_id === listed.paid_quote_id);
      const main = paidPayment ?? payments[0];
      return {
        ...toListItem(listed),
        customer: toCustomerWithProfile(customer),
        carDetails: car ? toProposalCar(car) : null,
        details,
        insuranceType: listed.insurance_type as ProposalDetail['insuranceType'],
        vehicleType: listed.vehicle_type,
        callbackTimes: readJson(listed.callback_times, TIMES, []),
        callBackDone: listed.callback_done === 1,
        quotedCallbackTimes: readJson(listed.quoted_callback_times, TIMES, []),
        quotedCallBackDone: listed.quoted_callback_done === 1,
        voucher: voucher ? toVoucher(voucher) : null,
        agentDiscountPercent: listed.agent_discount_percent,
        maxAgentDiscountPercent: account ? agentDiscountLimit(account, line) : 0,
        salesAgent: salesAgent ? { _id: salesAgent.id, fullName: salesAgent.full_name } : null,
        paidQuoteId: listed.paid_quote_id,
        policy: policy ? toPolicySummary(policy) : null,
        payment: main ? toPaymentSummary(main) : null,
        additionalPayments: payments.filter((payment) => payment !== main).map(toPaymentSummary),
        history,
        renewalOfPolicyId: listed.renewal_of_policy_id,
        expiredCarPhotos,
        needsRegeneration: Boolean(car && details) && (generated === null
          || (car !== undefined && car.updated_at > generated) || (listed.details_updated_at !== null && listed.details_updated_at > generated)),
        isFrozen: isFrozen(listed),
      };
    },

    /**
     * The wizard's customer: the one named by id, else the one with this e-mail, updated with what
     * the wizard says; a new one otherwise. The customers' search indexes follow through their triggers.
     */
    async upsertCustomer(executor: Db, input: CustomerInput, at: string): Promise<string> {
      const existing = input.customerId
        ? await executor.selectFrom('customers').selectAll().where('id', '=', input.customerId).executeTakeFirst()
        : await executor.selectFrom('customers').selectAll().where('email', '=', input.email).executeTakeFirst();
      if (input.customerId && !existing) throw unprocessable('customer.customerId: No customer with this id');
      const columns = {
        full_name: input.fullName, email: input.email, mobile_number: input.mobileNumber, date_of_birth: input.dateOfBirth,
        nationality: input.nationality ?? existing?.nationality ?? DEFAULT_NATIONALITY,
        emirates_id: input.emiratesId ?? existing?.emirates_id ?? null,
        driving_license_no: input.drivingLicenseNo ?? existing?.driving_license_no ?? null,
        driving_license_issue_date: input.drivingLicenseIssueDate ?? existing?.driving_license_issue_date ?? null,
        driving_license_expiry_date: input.drivingLicenseExpiryDate ?? existing?.driving_license_expiry_date ?? null,
      };
      const profile = mergeProfile(existing ? readJson(existing.profile, CustomerProfileSchema, {}) : {}, input);
      try {
        if (existing) {
          await executor.updateTable('customers').set({ ...columns, profile: JSON.stringify(profile), updated_at: at }).where('id', '=', existing.id).execute();
          return existing.id;
        }
        const seq = await nextCustomerSeq(executor);
        const id = newId();
        await executor.insertInto('customers').values({
          seq, id, customer_ref: customerRef(seq), role: 'User', is_block: 0, country_code: '971', ...columns, profile: JSON.stringify(profile),
          created_at: at, updated_at: at,
        }).execute();
        return id;
      } catch (error) {
        if (isUniqueViolation(error, 'email')) throw conflict(`customer.email: Another customer already uses ${input.email}.`);
        throw error;
      }
    },

    /** A new motor proposal, Un Attended, with the next ref and its "Proposal created" history entry. */
    /** A new proposal of the line; a motor one names its car, which the list shows. */
    async insertProposal(executor: Db, input: {
      customerId: string; carId?: string; car?: Pick<CarInput, 'year' | 'make' | 'model' | 'valueFils'>; details: unknown; source: string;
      insuranceType: string; vehicleType: string; createdBy: string | null; assignedTo: string | null; salesAgentId: string | null; note: string; at: string;
    }): Promise<{ id: string; ref: string }> {
      const [ref] = await nextRefs(executor, 'proposals', 1);
      const id = newId();
      await executor.insertInto('proposals').values({
        id, ref: ref!, line, customer_id: input.customerId, source: input.source, ...(input.car ? listedCar(input.car) : { car: null, value_fils: null }), status: 'Un Attended', expires_at: null,
        created_at: input.at, updated_at: input.at, car_id: input.carId ?? null,
        created_by: input.createdBy, assigned_to: input.assignedTo, insurance_type: input.insuranceType, vehicle_type: input.vehicleType,
        details: JSON.stringify(input.details), sales_agent_id: input.salesAgentId,
      }).execute();
      await addHistory(executor, { entityType: 'proposal', entityId: id, line, accountId: input.createdBy, action: 'Proposal created', detail: input.note, at: input.at });
      return { id, ref: ref! };
    },

    /** The proposal's car: the one created by VIN when named (it must be the customer's or nobody's), else a new row. */
    async saveCar(executor: Db, input: CarInput, customerId: string, at: string): Promise<string> {
      const columns = carColumns(input);
      if (input.carId) {
        const car = await executor.selectFrom('cars').select(['id', 'customer_id']).where('id', '=', input.carId).executeTakeFirst();
        if (!car || (car.customer_id !== null && car.customer_id !== customerId)) throw unprocessable('car.carId: No car of this customer with this id');
        await executor.updateTable('cars').set({ ...columns, customer_id: customerId, updated_at: at }).where('id', '=', car.id).execute();
        return car.id;
      }
      const id = newId();
      await executor.insertInto('cars').values({ id, vin: null, vin_decode: null, customer_id: customerId, ...columns, created_at: at, updated_at: at }).execute();
      return id;
    },
  };
}

/** What a proposal's list row keeps of its car: "2024 Toyota Camry" and the value. */
export function listedCar(car: { year: number; make: string; model: string; valueFils: number }) {
  return { car: `${car.year} ${car.make} ${car.model}`, value_fils: car.valueFils };
}

/** The call-back slots as `setproposalstatus` takes them. */
const TIMES = ProposalStatusChangeSchema.shape.callbackTimeArray.unwrap();

export function carColumns(input: Partial<CarInput>) {
  return {
    make: input.make, model: input.model, trim: input.trim ?? null, trim_id: input.trimId ?? null, year: input.year,
    body_type: input.bodyType ?? null, vehicle_type: input.vehicleType, cylinders: input.cylinders, seats: input.seats ?? null,
    colour: input.colour ?? null, gcc_spec: input.gccSpec === false ? 0 : 1, first_registration_date: input.firstRegistrationDate ?? null,
    mileage_km: input.mileageKm ?? null, value_fils: input.valueFils, registration: JSON.stringify(input.registration ?? { useOfVehicle: 'Personal' }),
  };
}

/** The profile fields the input carries replace the stored ones; the others stay. */
export function mergeProfile(stored: CustomerProfile, input: Partial<CustomerProfile>): CustomerProfile {
  const keys = Object.keys(CustomerProfileSchema.shape) as Array<keyof CustomerProfile>;
  const merged: Record<string, unknown> = { ...stored };
  for (const key of keys) if (input[key] !== undefined) merged[key] = input[key];
  return merged;
}

type ListRow = Pick<ProposalRow, typeof LIST_COLUMNS[number]> & {
  customer_name: string; customer_mobile: string; customer_email: string; creator_name: string | null; assignee_name: string | null; policy_status: string | null;
  quote_count: number | null;
};

/** Made once: a zod schema compiles itself on its first parse, which would cost every listed row. */
const InsuredTypeSchema = z.object({ insurerType: z.string() });

/** A health proposal's insured type ("Self and Dependent"…), kept in its details. */
function insuredTypeOf(details: string | null): string | null {
  return readJson(details, InsuredTypeSchema, null)?.insurerType ?? null;
}

export function toListItem(row: ListRow): ProposalListItem {
  return {
    _id: row.id, ref: row.ref, createdAt: row.created_at, updatedAt: row.updated_at,
    customer: { _id: row.customer_id, fullName: row.customer_name, mobileNumber: row.customer_mobile, email: row.customer_email },
    car: row.car, insuredType: row.line === 'health' ? insuredTypeOf(row.details) : null, valueFils: row.value_fils,
    createdBy: row.created_by && row.creator_name !== null ? { _id: row.created_by, fullName: row.creator_name } : null,
    assignedTo: row.assigned_to && row.assignee_name !== null ? { _id: row.assigned_to, fullName: row.assignee_name } : null,
    source: row.source, isPaid: row.paid_quote_id !== null, status: row.status, statusReason: row.status_reason, policyStatus: row.policy_status,
    quoteCount: Number(row.quote_count ?? 0), quotesCreatedAt: row.quotes_generated_at, expiresAt: row.expires_at,
    isRenewal: row.renewal_of_policy_id !== null,
  };
}

export type ProposalsRepository = ReturnType<typeof createProposalsRepository>;
