import type { Insertable } from 'kysely';
import { formatAed } from '../../shared/domain/format.js';
import type {
  CarsTable, CommentsTable, CustomersTable, EntityType, HistoryTable, Line, LoyaltyPointsTable, PaymentProvider, PaymentsTable, PoliciesTable,
  ProposalsTable, QuoteAddonsTable, QuoteRow, SandboxOrdersTable, TransactionsTable,
} from '../db/schema.js';
import type { Random } from './random.js';

/**
 * What the demo generator writes, table by table, and the bookkeeping every sale shares: refs that
 * continue the database's series, ids that sort by creation, history entries and the payment of a
 * quote as the payment services record it (one paid payment, the provider's settled order, the
 * transaction, loyalty points).
 */

export const DAY_MS = 24 * 60 * 60 * 1000;
export const iso = (ms: number) => new Date(ms).toISOString();

export interface DemoData {
  customers: Array<Insertable<CustomersTable>>;
  cars: Array<Insertable<CarsTable>>;
  proposals: Array<Insertable<ProposalsTable>>;
  quotes: QuoteRow[];
  payments: Array<Insertable<PaymentsTable>>;
  sandboxOrders: Array<Insertable<SandboxOrdersTable>>;
  policies: Array<Insertable<PoliciesTable>>;
  transactions: Array<Insertable<TransactionsTable>>;
  quoteAddons: Array<Insertable<QuoteAddonsTable>>;
  comments: Array<Insertable<CommentsTable>>;
  history: Array<Insertable<HistoryTable>>;
  loyaltyPoints: Array<Insertable<LoyaltyPointsTable>>;
}

/** Parents before children: the order the tables are inserted in, for the foreign keys. */
export const DEMO_TABLES = {
  customers: 'customers', cars: 'cars', proposals: 'proposals', quotes: 'quotes', payments: 'payments', sandboxOrders: 'sandbox_orders',
  policies: 'policies', transactions: 'transactions', quoteAddons: 'quote_addons', comments: 'comments', history: 'history', loyaltyPoints: 'loyalty_points',
} as const satisfies Record<keyof DemoData, string>;

export function emptyDemoData(): DemoData {
  return {
    customers: [], cars: [], proposals: [], quotes: [], payments: [], sandboxOrders: [], policies: [], transactions: [], quoteAddons: [],
    comments: [], history: [], loyaltyPoints: [],
  };
}

/**
 * Every column a demo proposal or policy sets, at its default: rows of every line then name the
 * same columns, and a batch of them goes in as one statement.
 */
export function proposalRow(row: Pick<Insertable<ProposalsTable>, 'id' | 'ref' | 'line' | 'customer_id' | 'source' | 'status' | 'created_at'> & Partial<Insertable<ProposalsTable>>) {
  return {
    car: null as string | null, value_fils: null as number | null, status_reason: null as string | null, expires_at: null as string | null, updated_at: row.created_at,
    car_id: null as string | null, created_by: null as string | null, assigned_to: null as string | null, insurance_type: 'all', vehicle_type: 'Individual', details: '{}',
    agent_discount_percent: 0, sales_agent_id: null as string | null, quotes_generated_at: null as string | null, paid_quote_id: null as string | null,
    policy_id: null as string | null, callback_times: '[]', callback_at: null as string | null, callback_done: 0, quoted_callback_times: '[]',
    quoted_callback_at: null as string | null, quoted_callback_done: 0, ...row,
  };
}
export function policyRow(row: Omit<Insertable<PoliciesTable>, 'file_id' | 'updated_at'> & Partial<Insertable<PoliciesTable>>) {
  return {
    company_id: null as string | null, file_id: null as string | null, proposal_id: null as string | null, car_id: null as string | null,
    payment_id: null as string | null, company_policy_number: null as string | null, issue_error: null as string | null, issue_attempts: 1,
    assigned_to: null as string | null, updated_at: row.created_at, ...row,
  };
}

export type RefSeries = 'proposals' | 'quotes' | 'payments' | 'policies' | 'transactions';

/** The staff the demo's sales belong to. */
export interface DemoStaff {
  adminId: string;
  supervisorId: string | null;
  agentId: string | null;
  /** Outside sales agents paid a commission. */
  salesAgentIds: string[];
}

export interface DemoContext {
  random: Random;
  /** The batch being filled; the generator starts a new one after handing it out. */
  data: DemoData;
  nowMs: number;
  staff: DemoStaff;
  /** A record id for a moment: seconds then seeded hex, so ids sort by creation like `newId`'s. */
  idAt(ms: number): string;
  ref(series: RefSeries): string;
}

/**
 * Refs that continue each series from the first free one (`PRO-000041` then `PRO-000042`), as
 * `nextRefs` would hand them out one sale at a time.
 */
export function createRefs(first: Record<RefSeries, string>): (series: RefSeries) => string {
  const state = Object.fromEntries(Object.entries(first).map(([series, ref]) => {
    const [, prefix = '', digits = '1'] = /^(.*?)(\d+)$/.exec(ref) ?? [];
    return [series, { prefix, next: Number(digits), width: digits.length }];
  })) as Record<RefSeries, { prefix: string; next: number; width: number }>;
  return (series) => {
    const counter = state[series];
    const ref = `${counter.prefix}${String(counter.next).padStart(counter.width, '0')}`;
    counter.next += 1;
    return ref;
  };
}

export function createDemoContext(random: Random, nowMs: number, staff: DemoStaff, firstRefs: Record<RefSeries, string>): DemoContext {
  return {
    random, nowMs, staff, data: emptyDemoData(), ref: createRefs(firstRefs),
    idAt: (ms) => Math.floor(ms / 1000).toString(16).padStart(8, '0') + random.hex(16),
  };
}

export function addHistory(ctx: DemoContext, entry: { entityType: EntityType; entityId: string; line?: Line; accountId: string | null; action: string; detail: string; atMs: number }) {
  ctx.data.history.push({
    id: ctx.idAt(entry.atMs), entity_type: entry.entityType, entity_id: entry.entityId, line: entry.line ?? null, account_id: entry.accountId,
    action: entry.action, detail: entry.detail, created_at: iso(entry.atMs), updated_at: iso(entry.atMs),
  });
}

/**
 * The customer asked from the marketplace to be called about a quote they have not bought (no staff
 * account recorded it), with the proposal's history entry the applyforcontact call writes.
 */
export function askForContact(ctx: DemoContext, quote: QuoteRow, line: Line, atMs: number): void {
  Object.assign(quote, { applied_for_contact_at: iso(atMs), applied_for_contact_by: null });
  addHistory(ctx, {
    entityType: 'proposal', entityId: quote.proposal_id, line, accountId: null, atMs,
    action: `Customer asked to be contacted about ${`${quote.company_name} ${quote.plan_name}`.trim()}`, detail: quote.ref,
  });
}

/** How a customer paid: the provider and `paidBy` as the payment routes record them. */
interface PaymentMethod {
  provider: PaymentProvider;
  paidBy: string;
  /** The sandbox provider whose order it was; none for a transfer staff record. */
  gateway: 'card' | 'bnpl' | null;
}
const METHODS: Array<readonly [PaymentMethod, number]> = [
  [{ provider: 'card', paidBy: 'CRM - Link', gateway: 'card' }, 35],
  [{ provider: 'link', paidBy: 'link', gateway: 'card' }, 15],
  [{ provider: 'card', paidBy: 'user', gateway: 'card' }, 10],
  [{ provider: 'bnpl', paidBy: 'CRM - Tamara', gateway: 'bnpl' }, 15],
  [{ provider: 'bank', paidBy: 'CRM - Bank transfer', gateway: null }, 25],
];
/** The sandbox pay-later provider's limits (`SANDBOX_BNPL`): outside them the customer paid by card. */
const BNPL_FILS = { min: 100_00, max: 20_000_00 };
const TEST_CARDS_LAST4 = ['1111', '4444', '4242'];
/** The embedded server's default address: where these settled orders were paid and called back (never again). */
const DEMO_ORIGIN = 'http://127.0.0.1:4310';
const ORDER_MINUTES = 60;

/**
 * A quote paid in full, as `applyPaid` books it: the paid payment (with the sandbox provider's
 * settled order when paid through one), the quote paid and bought, a SUCCESS transaction for the
 * policy, loyalty points and the proposal's history. Returns the payment's id.
 */
export function payQuote(ctx: DemoContext, sale: {
  quote: QuoteRow; proposalRef: string; line: Line; policyId: string; policyRef: string; paidMs: number; accountId: string | null;
}): string {
  const { random, data } = ctx;
  const { quote, paidMs } = sale;
  let method = random.weighted(METHODS);
  if (method.provider === 'bnpl' && (quote.total_fils < BNPL_FILS.min || quote.total_fils > BNPL_FILS.max)) method = METHODS[0]![0];
  const openedMs = paidMs - random.int(2, 40) * 60_000;
  const id = ctx.idAt(openedMs);
  const ref = ctx.ref('payments');
  let orderId: string | null = null;
  if (method.gateway) {
    orderId = `${method.gateway === 'card' ? 'ORD' : 'BNPL'}-${ctx.idAt(openedMs)}`;
    data.sandboxOrders.push({
      id: orderId, gateway: method.gateway, amount_fils: quote.total_fils, currency: 'AED', reference: ref,
      description: `${sale.line === 'motor' ? 'Motor' : sale.line === 'health' ? 'Health' : 'Travel'} insurance ${quote.company_name} ${quote.plan_name}, quote ${quote.ref}`,
      redirect_uri: null, callback_url: `${DEMO_ORIGIN}/api/payments/callback/${method.gateway}`, status: 'paid', card_last4: random.pick(TEST_CARDS_LAST4),
      expires_at: iso(openedMs + ORDER_MINUTES * 60_000), created_at: iso(openedMs), updated_at: iso(paidMs),
    });
  }
  data.payments.push({
    id, ref, quote_id: quote.id, proposal_id: quote.proposal_id, customer_id: quote.customer_id, provider: method.provider, paid_by: method.paidBy,
    amount_fils: quote.total_fils, status: 'paid', order_id: orderId,
    payment_url: orderId ? `${DEMO_ORIGIN}/sandbox/pay/${orderId}` : null, redirect_uri: null,
    order_ref: method.provider === 'bank' ? `TRF${random.digits(10)}` : null, proof_file_id: null, failure_reason: null,
    created_by: method.paidBy === 'user' ? null : sale.accountId, paid_at: iso(paidMs),
    expires_at: orderId ? iso(openedMs + ORDER_MINUTES * 60_000) : null, created_at: iso(openedMs), updated_at: iso(paidMs),
  });
  quote.payment_status = 'paid';
  quote.is_bought = 1;
  quote.updated_at = iso(paidMs);
  data.transactions.push({
    id: ctx.idAt(paidMs), ref: ctx.ref('transactions'), customer_id: quote.customer_id, policy_id: sale.policyId, amount_fils: quote.total_fils,
    paid_by: method.paidBy, status: 'SUCCESS', created_at: iso(paidMs), updated_at: iso(paidMs),
  });
  data.loyaltyPoints.push({
    id: ctx.idAt(paidMs), customer_id: quote.customer_id, points: Math.floor(quote.total_fils / 100_00),
    reason: `Policy ${sale.policyRef} purchased`, created_at: iso(paidMs), updated_at: iso(paidMs),
  });
  addHistory(ctx, {
    entityType: 'proposal', entityId: quote.proposal_id, line: sale.line, accountId: sale.accountId, action: 'Payment received',
    detail: `${formatAed(quote.total_fils)} received for quote ${quote.ref} (${method.paidBy}, ${ref})`, atMs: paidMs,
  });
  return id;
}
