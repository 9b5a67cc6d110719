import type { Selectable } from 'kysely';
import type { Claim, ClaimFile, ClaimListItem } from '../../../shared/contract/claims/index.js';
import { claimClock, isTotalLoss, nextClaimStatuses, type ClaimDates, type ClaimStatus } from '../../../shared/domain/claimRules.js';
import type { Db } from '../../db/database.js';
import { lockRow } from '../../db/dialect.js';
import { newId } from '../../db/ids.js';
import { countingUpTo, pageOfKeys, searchPage } from '../../db/paging.js';
import { createStampedCache } from '../../db/stampedCache.js';
import type { MotorClaimsTable } from '../../db/schema.js';
import { notFound } from '../../http/httpError.js';
import { offsetOf, type ListPage } from '../../http/pagination.js';
import { garageInNetwork } from '../garages/network.repository.js';
import { nextRef } from '../../sales/salesRecords.js';
import { policyRecordSearch } from '../policies/policyRecordSearch.js';

/** Who owns a claim's photos and papers in `stored_files`. */
export const CLAIM_FILE_OWNER = 'motor-claim' as const;

export interface ClaimListFilters {
  search?: string | undefined;
  status?: ClaimStatus | undefined;
  insurer?: string | undefined;
  overdue?: boolean | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The clock's dates of a claim row: an ended claim (settled, rejected, closed) has no deadline running. */
export function claimDates(row: Pick<MotorClaimsTable, 'registered_on' | 'acknowledged_on' | 'documents_complete_on' | 'settled_on' | 'closed_on'>): ClaimDates {
  return {
    notifiedOn: row.registered_on, acknowledgedOn: row.acknowledged_on, documentsCompleteOn: row.documents_complete_on, settledOn: row.settled_on ?? row.closed_on,
  };
}

/** The day the running deadline falls due, stored so the overdue filter is an indexed comparison. */
export function clockDueOn(dates: ClaimDates): string | null {
  return claimClock(dates, dates.notifiedOn).dueOn;
}

export interface NewClaim {
  policyId: string;
  customerId: string;
  companyId: string;
  accidentDate: string;
  description: string;
  garageId: string | null;
  garageOverrideReason: string | null;
  assignedTo: string | null;
  registeredOn: string;
  files: Array<{ id: string; fileName: string; mimeType: string; size: number; path: string }>;
}

type ClaimRecord = Selectable<MotorClaimsTable>;

/** Motor claims: the filtered list, a claim with everything its page shows, and its writes. */
export function createClaimsRepository(db: Db) {
  const listRows = () => db.selectFrom('motor_claims as m')
    .innerJoin('customers as cu', 'cu.id', 'm.customer_id')
    .innerJoin('policies as p', 'p.id', 'm.policy_id')
    .innerJoin('insurance_companies as ic', 'ic.id', 'm.company_id')
    .leftJoin('accounts as a', 'a.id', 'm.assigned_to');

  function filtered(filters: ClaimListFilters, today: string) {
    let query = db.selectFrom('motor_claims as m');
    if (filters.status) query = query.where('m.status', '=', filters.status);
    if (filters.insurer) query = query.where('m.company_id', '=', filters.insurer);
    if (filters.overdue) query = query.where('m.clock_due_on', '<', today);
    if (filters.from) query = query.where('m.registered_on', '>=', filters.from);
    if (filters.to) query = query.where('m.registered_on', '<=', filters.to);
    // The claim's or its policy's number, or its customer (the customer search index, not a scan of claims).
    const condition = policyRecordSearch(db, filters.search, 'm');
    if (condition) query = query.where(condition);
    return query;
  }

  const totals = createStampedCache<number>(db, 'motor_claims', { limit: 500 });

  /**
   * How many claims the filters and search find, counted on the claims alone. A filter's total is
   * kept for the day while no claim is written (overdue moves with the day); a search's is not (it
   * also follows the customers' names).
   */
  async function count(filters: ClaimListFilters, today: string): Promise<number> {
    const counted = async () => Number((await filtered(filters, today).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()).count);
    return filters.search?.trim() ? counted() : totals.get(JSON.stringify({ ...filters, today }), counted);
  }

  const keysOf = (filters: ClaimListFilters, today: string) => filtered(filters, today).orderBy('m.created_at', 'desc').orderBy('m.seq', 'desc');

  const rowsOf = (seqs: number[]) => listRows().where('m.seq', 'in', seqs)
    .select([
      'm.seq', 'm.id', 'm.ref', 'm.status', 'm.accident_date', 'm.registered_on', 'm.acknowledged_on', 'm.documents_complete_on', 'm.settled_on', 'm.closed_on',
      'm.assigned_to', 'm.created_at', 'm.updated_at', 'cu.full_name as customer_name', 'p.ref as policy_ref', 'ic.company_name', 'a.full_name as assigned_name',
    ]).execute();

  function toListItem(row: Awaited<ReturnType<typeof rowsOf>>[number], today: string): ClaimListItem {
    return {
      _id: row.id, createdAt: row.created_at, updatedAt: row.updated_at, claimNo: row.ref, status: row.status,
      customerName: row.customer_name, policyRef: row.policy_ref, insurerName: row.company_name, accidentDate: row.accident_date, registeredOn: row.registered_on,
      assignedTo: row.assigned_to ? { _id: row.assigned_to, fullName: row.assigned_name ?? '' } : null,
      clock: claimClock(claimDates(row), today),
    };
  }

  async function listPage(filters: ClaimListFilters, page: { page: number; size: number }, today: string): Promise<ClaimListItem[]> {
    const rows = await pageOfKeys(keysOf(filters, today).select('m.seq').limit(page.size).offset(offsetOf(page.page, page.size)), rowsOf);
    return rows.map((row) => toListItem(row, today));
  }

  async function row(id: string) {
    const found = await db.selectFrom('motor_claims').selectAll().where('id', '=', id).executeTakeFirst();
    if (!found) throw notFound('Claim not found');
    return found;
  }

  async function files(claimId: string): Promise<ClaimFile[]> {
    const rows = await db.selectFrom('stored_files').select(['id', 'original_name', 'mime_type', 'size', 'created_at'])
      .where('owner_type', '=', CLAIM_FILE_OWNER).where('owner_id', '=', claimId).orderBy('created_at').orderBy('id').execute();
    return rows.map((file) => ({
      _id: file.id, fileName: file.original_name, mimeType: file.mime_type, size: Number(file.size), kind: file.mime_type === 'application/pdf' ? 'paper' : 'photo', createdAt: file.created_at,
    }));
  }

  async function history(claimId: string): Promise<Claim['history']> {
    const rows = await db.selectFrom('motor_claim_history as h').leftJoin('accounts as a', 'a.id', 'h.account_id')
      .select(['h.id', 'h.created_at', 'h.account_id', 'a.full_name', 'h.from_status', 'h.to_status', 'h.note'])
      .where('h.claim_id', '=', claimId).orderBy('h.seq').execute();
    return rows.map((entry) => ({
      _id: entry.id, at: entry.created_at, by: entry.account_id ? { _id: entry.account_id, fullName: entry.full_name ?? '' } : null,
      from: entry.from_status, to: entry.to_status, note: entry.note,
    }));
  }

  async function detail(id: string, today: string): Promise<Claim> {
    const claim = await row(id);
    const [policy, customer, insurer, garage, people] = await Promise.all([
      db.selectFrom('policies').select(['id', 'ref', 'company_policy_number', 'status', 'insurance_type', 'start_date', 'expiry_date']).where('id', '=', claim.policy_id).executeTakeFirstOrThrow(),
      db.selectFrom('customers').select(['id', 'full_name', 'mobile_number', 'email']).where('id', '=', claim.customer_id).executeTakeFirstOrThrow(),
      db.selectFrom('insurance_companies').select(['id', 'company_name']).where('id', '=', claim.company_id).executeTakeFirstOrThrow(),
      claim.garage_id ? db.selectFrom('garages').select(['id', 'name', 'emirate', 'area', 'phone']).where('id', '=', claim.garage_id).executeTakeFirst() : undefined,
      names([claim.assigned_to, claim.garage_override_by]),
    ]);
    const person = (accountId: string | null) => (accountId ? { _id: accountId, fullName: people.get(accountId) ?? '' } : null);
    const amounts = claim.repair_estimate_fils !== null && claim.pre_accident_value_fils !== null
      ? isTotalLoss(Number(claim.repair_estimate_fils), Number(claim.pre_accident_value_fils)) : null;
    return {
      _id: claim.id, createdAt: claim.created_at, updatedAt: claim.updated_at, claimNo: claim.ref, status: claim.status,
      customerName: customer.full_name, policyRef: policy.ref, insurerName: insurer.company_name, accidentDate: claim.accident_date, registeredOn: claim.registered_on,
      assignedTo: person(claim.assigned_to), clock: claimClock(claimDates(claim), today), description: claim.description,
      policy: {
        _id: policy.id, ref: policy.ref, companyPolicyNumber: policy.company_policy_number, status: policy.status, insuranceType: policy.insurance_type,
        startDate: policy.start_date, expiryDate: policy.expiry_date,
      },
      customer: { _id: customer.id, fullName: customer.full_name, mobileNumber: customer.mobile_number, email: customer.email },
      insurer: { _id: insurer.id, companyName: insurer.company_name },
      garage: garage ? { _id: garage.id, name: garage.name, emirate: garage.emirate, area: garage.area, phone: garage.phone, inNetwork: await garageInNetwork(db, claim.company_id, garage.id) } : null,
      garageOverride: claim.garage_override_reason
        ? { reason: claim.garage_override_reason, by: person(claim.garage_override_by), at: claim.garage_override_at ?? claim.updated_at } : null,
      repairEstimateFils: claim.repair_estimate_fils === null ? null : Number(claim.repair_estimate_fils),
      preAccidentValueFils: claim.pre_accident_value_fils === null ? null : Number(claim.pre_accident_value_fils),
      totalLoss: amounts,
      acknowledgedOn: claim.acknowledged_on, documentsCompleteOn: claim.documents_complete_on, settledOn: claim.settled_on,
      rejectionReasons: claim.rejection_reasons,
      files: await files(claim.id),
      history: await history(claim.id),
      nextStatuses: [...nextClaimStatuses(claim.status)],
    };
  }

  async function names(ids: ReadonlyArray<string | null>): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
    if (wanted.length === 0) return new Map();
    const rows = await db.selectFrom('accounts').select(['id', 'full_name']).where('id', 'in', wanted).execute();
    return new Map(rows.map((account) => [account.id, account.full_name]));
  }

  return {
    row,
    detail,

    async list(filters: ClaimListFilters, page: { page: number; size: number }, today: string): Promise<ListPage<ClaimListItem>> {
      if (filters.search?.trim()) {
        const offset = offsetOf(page.page, page.size);
        const { rows, total, capped } = await searchPage(
          keysOf(filters, today).select('m.seq').limit(page.size).offset(offset), rowsOf, countingUpTo(db, filtered(filters, today).select('m.seq')), offset, page.size,
        );
        return { items: rows.map((row) => toListItem(row, today)), totalItems: total, totalCapped: capped };
      }
      const [items, totalItems] = await Promise.all([listPage(filters, page, today), count(filters, today)]);
      return { items, totalItems };
    },

    /** Every claim the filters match, a page at a time, up to `limit`, for the CSV. */
    async *inPages(filters: ClaimListFilters, size: number, limit: number, today: string): AsyncGenerator<ClaimListItem[]> {
      for (let page = 1; (page - 1) * size < limit; page += 1) {
        const items = await listPage(filters, { page, size: Math.min(size, limit - (page - 1) * size) }, today);
        if (items.length > 0) yield items;
        if (items.length < size) return;
      }
    },

    total: count,

    /** The policy a claim is made on, with what the cover check needs. */
    policy: (policyId: string) => db.selectFrom('policies').select(['id', 'ref', 'line', 'status', 'customer_id', 'company_id', 'start_date', 'expiry_date'])
      .where('id', '=', policyId).executeTakeFirst(),

    garage: (garageId: string) => db.selectFrom('garages').select(['id', 'name']).where('id', '=', garageId).where('removed_at', 'is', null).executeTakeFirst(),

    account: (accountId: string) => db.selectFrom('accounts').select(['id', 'full_name']).where('id', '=', accountId).where('deleted_at', 'is', null).executeTakeFirst(),

    /** Records a claim, its first history line and its files, numbered in the same transaction. */
    async create(input: NewClaim, accountId: string | null, at: string): Promise<string> {
      const id = newId();
      await db.transaction().execute(async (trx) => {
        const ref = await nextRef(trx, 'motor_claims');
        const dates: ClaimDates = { notifiedOn: input.registeredOn };
        await trx.insertInto('motor_claims').values({
          id, ref, status: 'Registered', policy_id: input.policyId, customer_id: input.customerId, company_id: input.companyId,
          accident_date: input.accidentDate, description: input.description, garage_id: input.garageId,
          garage_override_reason: input.garageOverrideReason, garage_override_by: input.garageOverrideReason ? accountId : null, garage_override_at: input.garageOverrideReason ? at : null,
          repair_estimate_fils: null, pre_accident_value_fils: null, assigned_to: input.assignedTo, registered_on: input.registeredOn,
          acknowledged_on: null, documents_complete_on: null, settled_on: null, closed_on: null, rejection_reasons: null, clock_due_on: clockDueOn(dates),
          created_by: accountId, created_at: at, updated_at: at,
        }).execute();
        await trx.insertInto('motor_claim_history').values({ id: newId(), claim_id: id, account_id: accountId, from_status: null, to_status: 'Registered', note: 'Claim registered', created_at: at }).execute();
        if (input.files.length > 0) await trx.insertInto('stored_files').values(fileRows(id, input.files, at)).execute();
      });
      return id;
    },

    /**
     * Moves a claim to `to` once `check` accepts the move from the status read under the row's lock
     * (two desks moving it at once take turns, and the second is judged from where the first left it).
     */
    async move(id: string, change: { to: ClaimStatus; note: string; rejectionReasons: string | null; accountId: string; at: string; today: string },
      check: (from: ClaimRecord) => void): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await lockRow(trx, 'motor_claims', id);
        const current = await trx.selectFrom('motor_claims').selectAll().where('id', '=', id).executeTakeFirst();
        if (!current) throw notFound('Claim not found');
        check(current);
        const dates = datesAfterMove(current, change.to, change.today);
        await trx.updateTable('motor_claims').set({
          status: change.to, ...dates, clock_due_on: clockDueOn(claimDates({ ...current, ...dates })), updated_at: change.at,
          ...(change.to === 'Rejected' && { rejection_reasons: change.rejectionReasons }),
        }).where('id', '=', id).execute();
        await trx.insertInto('motor_claim_history').values({
          id: newId(), claim_id: id, account_id: change.accountId, from_status: current.status, to_status: change.to, note: change.note, created_at: change.at,
        }).execute();
      });
    },

    async addFiles(id: string, files: NewClaim['files'], at: string): Promise<void> {
      await db.insertInto('stored_files').values(fileRows(id, files, at)).execute();
      await db.updateTable('motor_claims').set({ updated_at: at }).where('id', '=', id).execute();
    },

    /** A stored file of the claim, by id; another record's file is unknown here. */
    async file(id: string, fileId: string) {
      const file = await db.selectFrom('stored_files').select(['id', 'original_name', 'mime_type', 'path'])
        .where('id', '=', fileId).where('owner_type', '=', CLAIM_FILE_OWNER).where('owner_id', '=', id).executeTakeFirst();
      if (!file) throw notFound('File not found');
      return file;
    },

    /**
     * Forgets one of the claim's files once `check` accepts the claim read under its lock (a move to
     * Settled at the same moment is judged first or after, never half); answers the stored path,
     * whose file the caller removes once this is committed.
     */
    async removeFile(id: string, fileId: string, at: string, check: (claim: ClaimRecord) => void): Promise<string> {
      return db.transaction().execute(async (trx) => {
        await lockRow(trx, 'motor_claims', id);
        const claim = await trx.selectFrom('motor_claims').selectAll().where('id', '=', id).executeTakeFirst();
        if (!claim) throw notFound('Claim not found');
        const file = await trx.selectFrom('stored_files').select(['id', 'path'])
          .where('id', '=', fileId).where('owner_type', '=', CLAIM_FILE_OWNER).where('owner_id', '=', id).executeTakeFirst();
        if (!file) throw notFound('File not found');
        check(claim);
        await trx.deleteFrom('stored_files').where('id', '=', file.id).execute();
        await trx.updateTable('motor_claims').set({ updated_at: at }).where('id', '=', id).execute();
        return file.path;
      });
    },

    async update(id: string, changes: Partial<Omit<ClaimRecord, 'seq' | 'id'>>): Promise<void> {
      await db.updateTable('motor_claims').set(changes).where('id', '=', id).execute();
    },
  };
}

function fileRows(claimId: string, files: NewClaim['files'], at: string) {
  return files.map((file) => ({
    id: file.id, owner_type: CLAIM_FILE_OWNER, owner_id: claimId, original_name: file.fileName, mime_type: file.mimeType, size: file.size, path: file.path, created_at: at,
  }));
}

/**
 * The clock's dates after a move (the rules are in `claims.schema.ts`): the insurer's answer
 * acknowledges, a submission completes the documents, a step back to Documents pending reopens
 * them, and Settled, Rejected or Closed end the clock.
 */
export function datesAfterMove(current: Pick<ClaimRecord, 'acknowledged_on' | 'documents_complete_on' | 'settled_on' | 'closed_on'>, to: ClaimStatus, today: string) {
  const answered = to === 'Documents pending' || to === 'Survey' || to === 'Approved' || to === 'Rejected';
  return {
    acknowledged_on: current.acknowledged_on ?? (answered ? today : null),
    documents_complete_on: to === 'Submitted to insurer' ? today : to === 'Documents pending' ? null : current.documents_complete_on,
    settled_on: to === 'Settled' ? today : current.settled_on,
    closed_on: (to === 'Rejected' || to === 'Closed') ? current.closed_on ?? today : current.closed_on,
  };
}
