import { sql, type SqlBool } from 'kysely';
import type { z } from 'zod';
import type { HistoryEntry } from '../../shared/contract/common.schema.js';
import { QuoteEditSchema } from '../../shared/contract/quotations/index.js';
import type { PlanQuote } from '../../shared/contract/companies/index.js';
import {
  CarRegistrationSchema, CustomerProfileSchema, ProposalDetailsSchema, type CustomerWithProfile, type HealthQuoteDetail, type PaymentSummary,
  type PolicySummary, type ProposalCar, type ProposalDetails, type Quote,
} from '../../shared/contract/proposals/index.js';
import type { Db } from '../db/database.js';
import { dialectOf, lockSeries } from '../db/dialect.js';
import { newId } from '../db/ids.js';
import type { AccountRow, CarRow, CustomerRow, EntityType, Line, PaymentRow, PolicyRow, QuoteRow } from '../db/schema.js';
import { ADMIN_ROLE } from '../../shared/access/index.js';
import { toCustomer } from '../modules/customers/customers.repository.js';

/**
 * Rows of the sales tables as the contract shapes them. Proposals, quotations, payments, policies
 * and renewals all answer with these, so a quote or a payment reads the same on every screen.
 */

/**
 * A JSON column read back through its schema; a row written by an older version falls back.
 * The schema should be a module constant: zod compiles a schema on its first parse, which a schema
 * made per call pays on every row.
 */
export function readJson<S extends z.ZodType, F = z.output<S>>(text: string | null, schema: S, fallback: F): z.output<S> | F {
  if (!text) return fallback;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

export function readProposalDetails(text: string | null): ProposalDetails | null {
  const parsed = readJson(text, ProposalDetailsSchema, null);
  return parsed;
}

export function toCustomerWithProfile(row: CustomerRow): CustomerWithProfile {
  return { ...toCustomer(row), profile: readJson(row.profile, CustomerProfileSchema, {}) };
}

/** The customer and the car a proposal names, as the sales screens and documents show them (a proposal saved before its car has none). */
export async function proposalParties(db: Db, proposal: { customer_id: string; car_id: string | null }): Promise<{ customer: CustomerWithProfile; car: ProposalCar | null }> {
  const [customer, car] = await Promise.all([
    db.selectFrom('customers').selectAll().where('id', '=', proposal.customer_id).executeTakeFirstOrThrow(),
    proposal.car_id ? db.selectFrom('cars').selectAll().where('id', '=', proposal.car_id).executeTakeFirst() : undefined,
  ]);
  return { customer: toCustomerWithProfile(customer), car: car ? toProposalCar(car) : null };
}

export function toProposalCar(row: CarRow): ProposalCar {
  return {
    _id: row.id,
    vin: row.vin,
    year: row.year ?? 0,
    make: row.make ?? '',
    model: row.model ?? '',
    trim: row.trim,
    trimId: row.trim_id,
    bodyType: (row.body_type as ProposalCar['bodyType']) ?? null,
    vehicleType: (row.vehicle_type as ProposalCar['vehicleType'] | null) ?? 'sedan',
    cylinders: row.cylinders ?? 4,
    seats: row.seats,
    gccSpec: row.gcc_spec === 1,
    colour: row.colour,
    firstRegistrationDate: row.first_registration_date,
    mileageKm: row.mileage_km,
    valueFils: row.value_fils ?? 0,
    registration: readJson(row.registration, CarRegistrationSchema, { useOfVehicle: 'Personal' }),
  };
}

/** What a quote row is read with: its proposal's ref, the customer's name and the policy made from it. */
export type QuoteRowWithRefs = QuoteRow & { proposal_ref: string; customer_name: string; policy_id: string | null };

export function toQuote(row: QuoteRowWithRefs): Quote {
  // A line's own part of the price rides in `pricing` beside the lines every line has (health's members).
  const pricing = row.pricing ? (JSON.parse(row.pricing) as Partial<PlanQuote> & { health?: HealthQuoteDetail }) : null;
  return {
    _id: row.id,
    ref: row.ref,
    proposalId: row.proposal_id,
    proposalRef: row.proposal_ref,
    customerId: row.customer_id,
    customerName: row.customer_name,
    companyId: row.company_id,
    companyName: row.company_name,
    planId: row.plan_id,
    planName: row.plan_name,
    insuranceType: (row.insurance_type as Quote['insuranceType']) ?? null,
    repairCondition: (row.repair_condition as Quote['repairCondition']) ?? null,
    issuingMode: pricing?.issuingMode ?? null,
    valueFils: row.value_fils,
    excessFils: row.excess_fils,
    priceFils: row.price_fils,
    adminFeeFils: row.admin_fee_fils,
    vatFils: row.vat_fils,
    totalFils: row.total_fils,
    lines: pricing?.lines ?? [],
    includedBenefits: pricing?.includedBenefits ?? [],
    addons: pricing?.addons ?? [],
    coverages: pricing?.coverages ?? [],
    warnings: pricing?.warnings ?? [],
    health: pricing?.health ?? null,
    priceEditCount: row.price_edit_count,
    paymentStatus: row.payment_status,
    isBought: row.is_bought === 1,
    isCurrent: row.is_current === 1,
    status: row.status,
    expiresAt: row.expires_at,
    policyId: row.policy_id,
    appliedForContactAt: row.applied_for_contact_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toPaymentSummary(row: PaymentRow): PaymentSummary {
  return {
    _id: row.id,
    ref: row.ref,
    quoteId: row.quote_id,
    provider: row.provider,
    paidBy: row.paid_by,
    amountFils: row.amount_fils,
    status: row.status,
    paymentUrl: row.payment_url,
    orderRef: row.order_ref,
    failureReason: row.failure_reason,
    paidAt: row.paid_at,
    refundStatus: row.refund_status,
    refundedFils: row.refunded_fils,
    refundedAt: row.refunded_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toPolicySummary(row: PolicyRow): PolicySummary {
  return {
    _id: row.id,
    ref: row.ref,
    companyName: row.company_name,
    companyPolicyNumber: row.company_policy_number,
    status: row.status,
    startDate: row.start_date,
    expiryDate: row.expiry_date,
    premiumFils: row.premium_fils,
    issueError: row.issue_error,
    hasFile: row.file_id !== null,
  };
}

/** Quotes with what `toQuote` needs: the proposal's ref, the customer's name and the policy made from it. */
export function selectQuotes(db: Db) {
  return db.selectFrom('quotes')
    .innerJoin('proposals', 'proposals.id', 'quotes.proposal_id')
    .innerJoin('customers', 'customers.id', 'quotes.customer_id')
    .leftJoin('policies', 'policies.quote_id', 'quotes.id')
    .selectAll('quotes')
    .select(['proposals.ref as proposal_ref', 'customers.full_name as customer_name', 'policies.id as policy_id']);
}

/** One entry of a record's history (the proposal's activity, a quote's edits). */
export function addHistory(
  db: Db, entry: { entityType: EntityType; entityId: string; accountId: string | null; action: string; detail: string; at?: string; line?: Line },
) {
  const at = entry.at ?? new Date().toISOString();
  // A proposal's entries name its line (a customer's history lists them by line): the caller's, or
  // else the proposal's own, so the services every line shares (payments, status, sharing) never
  // file a health proposal's entry under motor.
  const line = entry.entityType !== 'proposal' ? null
    : entry.line ?? sql<Line>`COALESCE((SELECT line FROM proposals WHERE id = ${entry.entityId}), 'motor')`;
  return db.insertInto('history').values({
    id: newId(), entity_type: entry.entityType, entity_id: entry.entityId, line,
    account_id: entry.accountId, action: entry.action, detail: entry.detail, created_at: at, updated_at: at,
  }).execute();
}

/** A record's history, newest first, with who did each thing. */
export async function historyOf(db: Db, entityType: EntityType, entityId: string): Promise<HistoryEntry[]> {
  const rows = await db.selectFrom('history').leftJoin('accounts', 'accounts.id', 'history.account_id')
    .selectAll('history').select('accounts.full_name as actor_name')
    .where('history.entity_type', '=', entityType).where('history.entity_id', '=', entityId)
    .orderBy('history.created_at', 'desc').orderBy('history.id', 'desc').execute();
  return rows.map((row) => ({
    _id: row.id, action: row.action, detail: row.detail, actorName: row.actor_name ?? 'System', createdAt: row.created_at, updatedAt: row.updated_at,
  }));
}

/** Whole years from one ISO day to another. */
export function wholeYears(fromDay: string, toDay: string): number {
  const from = new Date(`${fromDay.slice(0, 10)}T00:00:00Z`);
  const to = new Date(`${toDay.slice(0, 10)}T00:00:00Z`);
  let years = to.getUTCFullYear() - from.getUTCFullYear();
  if (to.getUTCMonth() < from.getUTCMonth() || (to.getUTCMonth() === from.getUTCMonth() && to.getUTCDate() < from.getUTCDate())) years -= 1;
  return years;
}

const REF_PREFIXES = {
  proposals: 'PRO', quotes: 'QUO', payments: 'PAY', policies: 'POL', transactions: 'TRX', cancellation_requests: 'CAN', motor_claims: 'CLM', group_health_proposals: 'GHP',
} as const;
type RefTable = keyof typeof REF_PREFIXES;

/**
 * The next refs of a series (`QUO-000124`…): the newest row holds the highest number, so this reads
 * one row. Call it inside the transaction that inserts the rows, so two writers never draw the same number.
 */
export async function nextRefs(db: Db, table: RefTable, count: number): Promise<string[]> {
  const series = await refSeries(db, table);
  return Array.from({ length: count }, () => series.next());
}

/**
 * The refs of a series drawn one at a time, for a writer that learns how many it needs as it goes
 * (a pricing run, insurer by insurer). The series stays locked to the caller's transaction, so
 * nobody else draws from it until that transaction ends.
 */
export async function refSeries(db: Db, table: RefTable): Promise<{ next(): string }> {
  await lockSeries(db, `refs:${table}`);
  // PostgreSQL has no rowid: the highest number is the longest, then greatest, ref (migration 0017's index).
  const newest = dialectOf(db) === 'postgres' ? sql`length(ref) DESC, ref DESC` : sql`rowid DESC`;
  const { rows: [last] } = await sql<{ ref: string }>`SELECT ref FROM ${sql.table(table)} ORDER BY ${newest} LIMIT 1`.execute(db);
  let number = Number(/(\d+)$/.exec(last?.ref ?? '')?.[1] ?? 0);
  return { next: () => `${REF_PREFIXES[table]}-${String(++number).padStart(6, '0')}` };
}

export async function nextRef(db: Db, table: RefTable): Promise<string> {
  const [ref] = await nextRefs(db, table, 1);
  return ref!;
}

/** A staff edit of a quote as its history keeps it: the detail is this JSON, read back for "Edited Premium History". */
const QuoteEditRecordSchema = QuoteEditSchema.pick({ field: true, beforeFils: true, afterFils: true, reason: true });
export type QuoteEditRecord = z.infer<typeof QuoteEditRecordSchema>;
export const QUOTE_EDIT_ACTION = 'Quote edited';
const EDIT_LABELS: Record<QuoteEditRecord['field'], string> = {
  price: 'Premium', vehicleValue: 'Car value', adminFees: 'Processing fee', addons: 'Total with add-ons', products: 'Total with add-on products',
  memberPremiums: 'Total with the members\' premiums', loading: 'Total with the loading',
};

export function addQuoteEdit(db: Db, quoteId: string, accountId: string, edit: QuoteEditRecord, at?: string) {
  return addHistory(db, { entityType: 'quote', entityId: quoteId, accountId, action: QUOTE_EDIT_ACTION, detail: JSON.stringify(edit), ...(at && { at }) });
}

/** A quote's history with each edit said in words, and its edits with who made them. */
export async function quoteHistoryOf(db: Db, quoteId: string) {
  const rows = await db.selectFrom('history').leftJoin('accounts', 'accounts.id', 'history.account_id')
    .selectAll('history').select(['accounts.full_name as actor_name', 'accounts.email as actor_email'])
    .where('history.entity_type', '=', 'quote').where('history.entity_id', '=', quoteId)
    .orderBy('history.created_at', 'desc').orderBy('history.id', 'desc').execute();
  const aed = (fils: number | null) => (fils === null ? '-' : `AED ${(fils / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
  const history: HistoryEntry[] = [];
  const edits = [];
  for (const row of rows) {
    const edit = row.action === QUOTE_EDIT_ACTION ? readJson(row.detail, QuoteEditRecordSchema, null) : null;
    history.push({
      _id: row.id, action: row.action, actorName: row.actor_name ?? 'System', createdAt: row.created_at, updatedAt: row.updated_at,
      detail: edit ? `${EDIT_LABELS[edit.field]} ${aed(edit.beforeFils)} → ${aed(edit.afterFils)}: ${edit.reason}` : row.detail,
    });
    if (edit) edits.push({ _id: row.id, ...edit, adminName: row.actor_name ?? 'System', adminEmail: row.actor_email ?? '', createdAt: row.created_at });
  }
  return { history, edits };
}

/**
 * A ref typed in a search box (`PRO-123`, `pro000123`, `QUO12`) as the range of refs it names: a
 * short number is the whole ref's number (`PRO-000123`), six digits or more its start. A range of
 * bound values, unlike a bound GLOB pattern, is answered by the unique ref index.
 *
 * @example refRange('QUO', 'quo-12') // { from: 'QUO-000012', to: 'QUO-000012' }
 */
export function refRange(prefix: 'PRO' | 'QUO', text: string): { from: string; to: string } {
  const digits = text.replace(/\D/g, '');
  if (digits.length > 0 && digits.length < 6) {
    const ref = `${prefix}-${digits.padStart(6, '0')}`;
    return { from: ref, to: ref };
  }
  // Refs hold only digits after the dash, and '~' sorts after every digit.
  return { from: `${prefix}-${digits}`, to: `${prefix}-${digits}~` };
}

/** `column` within a ref range, as a condition. */
export function refIn(column: string, range: { from: string; to: string }) {
  return sql<SqlBool>`${sql.ref(column)} BETWEEN ${range.from} AND ${range.to}`;
}

/** The most agent discount an account may give on a line, in percent (Admins and Agents' "Maximum Discount"): all of it for an Admin. */
export function agentDiscountLimit(account: Pick<AccountRow, 'role' | 'max_discount' | 'max_health_discount'>, line: Line): number {
  if (account.role === ADMIN_ROLE) return 100;
  return line === 'health' ? account.max_health_discount : account.max_discount;
}
