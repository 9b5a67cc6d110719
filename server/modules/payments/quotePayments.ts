import type { FastifyInstance } from 'fastify';
import type { PaymentSummary, PolicySummary } from '../../../shared/contract/proposals/index.js';
import { formatAed } from '../../../shared/domain/format.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import type { Line, PaymentRow, PaymentStatus, PaymentProvider as ProviderKind } from '../../db/schema.js';
import { conflict, notFound, unprocessable } from '../../http/httpError.js';
import {
  PaymentProviderRefusal, hasValidSignature, type PaymentProvider, type ProviderOrder,
} from '../../services/payments/paymentProvider.js';
import { ensurePolicy, type PolicyIssuer } from '../policies/issuing.js';
import { isFrozen } from '../../sales/quoteGeneration.js';
import { addHistory, nextRef, selectQuotes, toPaymentSummary, toPolicySummary } from '../../sales/salesRecords.js';
import { createProviderRefunds, type PaymentEvent } from './providerRefunds.js';
import { lockRow } from '../../db/dialect.js';

/** The spec's message for paying or buying again what is already paid (FIELDS.md pre-purchase checks). */
export const ALREADY_BOUGHT = 'You already bought policy for this proposal!';

/** The gateways a callback can come from; a payment link is a card-gateway order. */
export type Gateway = 'card' | 'bnpl';
const PROOF_MIME: Record<string, string> = { pdf: 'application/pdf', png: 'image/png', jpeg: 'image/jpeg' };
/** The gateway that takes (and refunds) each kind of payment; the others are taken another way. */
export const GATEWAY_OF: Partial<Record<ProviderKind, Gateway>> = { card: 'card', link: 'card', bnpl: 'bnpl' };
/** Payments never booked: a capture the provider still reports for one of them is refunded. */
const UNBOOKED = new Set<PaymentStatus>(['cancelled', 'declined', 'expired']);

export interface QuotePaymentsDeps {
  providers: Record<Gateway, PaymentProvider>;
  issuer: PolicyIssuer;
  /** Key the providers sign their notifications with. */
  webhookSecret: string;
  now?: () => number;
}

type Outcome = { outcome: 'applied' } | { outcome: 'ignored'; reason: string };

/** How the provider's page and the customer's statement name what is paid for. */
const LINE_NAMES: Record<Line, string> = { motor: 'Motor', health: 'Health', travel: 'Travel' };

/**
 * A quote's payments: starting a provider payment, recording a manual one, applying a provider's
 * confirmation, reconciling, and moving a payment to another quote. Marking a quote paid is one
 * transaction (payment, quote, proposal, the Pending policy, the transaction row, the other
 * pending payments cancelled); then their orders are cancelled at the providers, staff are told
 * and the policy is issued. A capture that still reaches a payment never booked is kept in view
 * and refunded through its provider (`providerRefunds.ts`); the contract's comment has the rules.
 */
export function createQuotePayments(app: FastifyInstance, deps: QuotePaymentsDeps) {
  const db = app.db;
  const now = deps.now ?? Date.now;
  const nowIso = () => new Date(now()).toISOString();

  async function quoteContext(quoteId: string) {
    const quote = await selectQuotes(db).where('quotes.id', '=', quoteId).executeTakeFirst();
    if (!quote) throw notFound('Quote not found');
    const proposal = await db.selectFrom('proposals').selectAll().where('id', '=', quote.proposal_id).executeTakeFirstOrThrow();
    return { quote, proposal };
  }
  type QuoteContext = Awaited<ReturnType<typeof quoteContext>>;

  /** Refuses a payment of a quote that cannot be paid now, naming why. */
  function assertPayable({ quote, proposal }: QuoteContext, options: { ignorePaidProposal?: boolean } = {}): void {
    if (isFrozen(proposal)) throw unprocessable(`Proposal ${proposal.ref} was closed as ${proposal.status_reason}; no payment can be taken on it.`);
    if (quote.payment_status === 'paid' || (!options.ignorePaidProposal && proposal.paid_quote_id)) throw conflict(ALREADY_BOUGHT);
    if (quote.is_current !== 1) throw unprocessable(`Quote ${quote.ref} was replaced when the quotes were re-generated; choose one of the current quotes.`);
    if (quote.expires_at && quote.expires_at <= nowIso()) {
      throw unprocessable(`Quote ${quote.ref} expired on ${quote.expires_at.slice(0, 10)}; re-generate the quotes for a current price.`);
    }
    if (quote.total_fils <= 0) throw unprocessable(`Quote ${quote.ref} has no amount to pay.`);
  }

  async function recordEvent(trx: Db, event: PaymentEvent) {
    await trx.insertInto('payment_events').values({
      id: newId(), payment_id: event.paymentId, order_id: event.orderId, kind: event.kind, payload: event.payload,
      outcome: event.outcome, reason: event.outcome === 'ignored' ? event.reason : null, created_at: nowIso(),
    }).execute();
    // Stryker disable next-line all: logging only; what staff rely on is the event recorded above
    if (event.outcome === 'ignored') app.log.warn({ paymentId: event.paymentId, orderId: event.orderId, kind: event.kind, reason: event.reason }, 'payment event ignored');
  }

  const refunds = createProviderRefunds(app, { providers: deps.providers, now, recordEvent });

  /**
   * The paid bookkeeping, in the caller's transaction, for a payment already in `payments`. A
   * payment for a quote that already holds a paid payment (the difference after a move) is added
   * to that payment, since a quote has exactly one paid payment (`payments_one_paid_per_quote`).
   */
  async function applyPaid(trx: Db, payment: PaymentRow, accountId: string | null): Promise<Outcome & { quotePaid?: boolean }> {
    const at = nowIso();
    // One proposal is paid once: two payments of it booked at once take turns (always after their payment's own lock).
    await lockRow(trx, 'proposals', payment.proposal_id);
    const quote = await trx.selectFrom('quotes').selectAll().where('id', '=', payment.quote_id).executeTakeFirstOrThrow();
    const proposal = await trx.selectFrom('proposals').selectAll().where('id', '=', quote.proposal_id).executeTakeFirstOrThrow();
    if (quote.payment_status === 'paid') return { outcome: 'ignored', reason: `quote ${quote.ref} is already paid` };
    if (proposal.paid_quote_id && proposal.paid_quote_id !== quote.id) return { outcome: 'ignored', reason: `proposal ${proposal.ref} is already paid on another quote` };

    const earlier = await trx.selectFrom('payments').selectAll().where('quote_id', '=', quote.id).where('status', '=', 'paid').where('id', '!=', payment.id).executeTakeFirst();
    let paidFils = payment.amount_fils;
    if (earlier) {
      paidFils += earlier.amount_fils;
      await trx.updateTable('payments').set({ amount_fils: paidFils, updated_at: at }).where('id', '=', earlier.id).execute();
      await trx.updateTable('payments').set({ status: 'moved', paid_at: at, failure_reason: `Added to payment ${earlier.ref}`, updated_at: at })
        .where('id', '=', payment.id).execute();
    } else {
      await trx.updateTable('payments').set({ status: 'paid', paid_at: at, updated_at: at }).where('id', '=', payment.id).execute();
    }
    const quotePaid = paidFils >= quote.total_fils;
    await trx.updateTable('quotes').set({ payment_status: quotePaid ? 'paid' : 'pending', is_bought: 1, updated_at: at }).where('id', '=', quote.id).execute();
    await trx.updateTable('proposals').set({ paid_quote_id: quote.id, status: 'Policy paid and Pending issue', updated_at: at }).where('id', '=', proposal.id).execute();
    await trx.updateTable('payments').set({ status: 'cancelled', failure_reason: `Payment ${payment.ref} was received for this proposal`, updated_at: at })
      .where('proposal_id', '=', proposal.id).where('status', '=', 'pending').where('id', '!=', payment.id).execute();
    const policy = await ensurePolicy(trx, quote, proposal, earlier?.id ?? payment.id, at);
    await trx.insertInto('transactions').values({
      id: newId(), ref: await nextRef(trx, 'transactions'), customer_id: quote.customer_id, policy_id: policy.id,
      amount_fils: payment.amount_fils, paid_by: payment.paid_by, status: 'SUCCESS', payment_id: payment.id, created_at: at, updated_at: at,
    }).execute();
    await addHistory(trx, {
      entityType: 'proposal', entityId: proposal.id, accountId, action: 'Payment received',
      detail: `${formatAed(payment.amount_fils)} received for quote ${quote.ref} (${payment.paid_by}, ${payment.ref})`, at,
    });
    return { outcome: 'applied', quotePaid };
  }

  /**
   * A capture the proposal cannot take (its payment was superseded, or the proposal was paid
   * meanwhile), in the caller's transaction: in view at once (the payment's capture time and
   * "refund requested", a transaction, the proposal's history) and claimed for a refund under a key
   * of its own, so however often the provider's news arrives, one refund is asked.
   */
  async function keepUnbookedCapture(trx: Db, payment: PaymentRow, amountFils: number): Promise<{ outcome: Outcome; claimId: string | null }> {
    const gateway = GATEWAY_OF[payment.provider]!;
    const reason = `captured after it was ${payment.status}${payment.failure_reason ? ` (${payment.failure_reason})` : ''}`;
    const claim = await refunds.claim(trx, {
      paymentId: payment.id, kind: 'unbookedCapture', gateway, orderId: payment.order_id!, amountFils, idempotencyKey: `unbooked-capture:${payment.id}`, reason,
    });
    if (!claim.created) return { outcome: { outcome: 'ignored', reason: `the refund of payment ${payment.ref} is already ${claim.status}` }, claimId: claim.claimId };
    const at = nowIso();
    await trx.updateTable('payments').set({ paid_at: at, failure_reason: `${reason}; refund of ${formatAed(amountFils)} requested from the provider`, updated_at: at })
      .where('id', '=', payment.id).execute();
    const proposal = await trx.selectFrom('proposals').select(['policy_id']).where('id', '=', payment.proposal_id).executeTakeFirstOrThrow();
    await trx.insertInto('transactions').values({
      id: newId(), ref: await nextRef(trx, 'transactions'), customer_id: payment.customer_id, policy_id: proposal.policy_id, payment_id: payment.id,
      amount_fils: amountFils, paid_by: payment.paid_by, status: 'REFUND_PENDING', created_at: at, updated_at: at,
    }).execute();
    await addHistory(trx, {
      entityType: 'proposal', entityId: payment.proposal_id, accountId: null, action: 'Payment to refund',
      detail: `${formatAed(amountFils)} ${reason}: payment ${payment.ref} is refunded through the provider`, at,
    });
    return { outcome: { outcome: 'applied' }, claimId: claim.claimId };
  }

  /**
   * Asks the payment's provider to cancel its order and answers the order as it is then. An order
   * the customer paid before the cancellation arrived goes through `applyOrder` instead (booked if
   * the payment is still pending, refunded if not), and null is answered, as when the provider
   * could not be reached (recorded; the order is asked again later).
   */
  async function cancelAtProvider(payment: PaymentRow): Promise<ProviderOrder | null> {
    const gateway = GATEWAY_OF[payment.provider];
    if (!gateway || !payment.order_id) return null;
    let order: ProviderOrder;
    try {
      order = await deps.providers[gateway].cancelOrder(payment.order_id);
    } catch (error) {
      app.log.error({ err: error, orderId: payment.order_id }, 'provider order cancellation failed');
      await recordEvent(db, {
        paymentId: payment.id, orderId: payment.order_id, kind: 'cancel-order', payload: '{}', outcome: 'ignored',
        reason: 'the provider could not cancel the order; it is asked again later',
      });
      return null;
    }
    if (order.status !== 'paid') return order;
    await applyOrder(payment, order, { kind: 'cancel-order', payload: JSON.stringify(order) });
    return null;
  }

  /** Cancels at their provider the orders of the proposal's superseded payments not yet confirmed closed. */
  async function closeSupersededOrders(proposalId: string): Promise<void> {
    const open = await db.selectFrom('payments').selectAll().where('proposal_id', '=', proposalId).where('status', '=', 'cancelled')
      .where('order_id', 'is not', null).where('order_closed_at', 'is', null).orderBy('created_at').execute();
    for (const payment of open) {
      const order = await cancelAtProvider(payment);
      if (!order) continue;
      const closed = order.status !== 'pending';
      if (closed) await db.updateTable('payments').set({ order_closed_at: nowIso(), updated_at: nowIso() }).where('id', '=', payment.id).execute();
      await recordEvent(db, {
        paymentId: payment.id, orderId: payment.order_id, kind: 'cancel-order', payload: JSON.stringify(order),
        ...(closed ? { outcome: 'applied' } : { outcome: 'ignored', reason: 'the provider still shows the order open' }),
      });
    }
  }

  /**
   * A new order of a quote replaces the quote's open order of the same method and its open orders
   * for another amount (the price changed). Each is cancelled at its provider before it is marked
   * replaced, so one the customer paid meanwhile is booked rather than cancelled; one the provider
   * could not cancel stays open (a capture of it is then handled like any second payment).
   */
  async function replaceOpenOrders(fresh: PaymentRow): Promise<void> {
    const replaced = await db.selectFrom('payments').selectAll().where('quote_id', '=', fresh.quote_id).where('status', '=', 'pending')
      .where('order_id', 'is not', null).where('id', '!=', fresh.id)
      .where((eb) => eb.or([eb('provider', '=', fresh.provider), eb('amount_fils', '!=', fresh.amount_fils)])).execute();
    for (const old of replaced) {
      const order = await cancelAtProvider(old);
      if (!order) continue;
      const at = nowIso();
      await db.transaction().execute(async (trx) => {
        const result = await trx.updateTable('payments')
          .set({ status: 'cancelled', failure_reason: `Replaced by payment ${fresh.ref}`, order_closed_at: order.status === 'pending' ? null : at, updated_at: at })
          .where('id', '=', old.id).where('status', '=', 'pending').executeTakeFirst();
        await recordEvent(trx, {
          paymentId: old.id, orderId: old.order_id, kind: 'cancel-order', payload: JSON.stringify(order),
          ...(result.numUpdatedRows > 0n ? { outcome: 'applied' } : { outcome: 'ignored', reason: `payment ${old.ref} was no longer pending` }),
        });
      });
    }
  }

  /** After a payment is booked: the orders it superseded are cancelled at their provider, staff are told, and a fully paid quote's policy is issued. */
  async function afterPaid(payment: PaymentRow, quotePaid: boolean, accountId: string | null) {
    const { quote, proposal } = await quoteContext(payment.quote_id);
    await closeSupersededOrders(proposal.id);
    await app.notify({ kind: 'quotePaid', quoteId: quote.id, proposalId: proposal.id, proposalNo: proposal.ref, amountFils: payment.amount_fils }, accountId);
    if (quotePaid) await deps.issuer.issue(quote.id, accountId);
  }

  /** What the provider says about a pending payment, applied once; every call is kept in `payment_events`. */
  async function applyOrder(payment: PaymentRow, order: ProviderOrder, event: { kind: string; payload: string }): Promise<Outcome> {
    let paid: { quotePaid: boolean } | null = null;
    let refundClaim: string | null = null;
    const outcome = await db.transaction().execute(async (trx): Promise<Outcome> => {
      // The same order's callback and status check may arrive at once, on two server instances.
      await lockRow(trx, 'payments', payment.id);
      const current = await trx.selectFrom('payments').selectAll().where('id', '=', payment.id).executeTakeFirstOrThrow();
      /** The provider took money BrokerDesk cannot book: kept in view, and the refund is asked once this transaction holds. */
      const refundCapture = async (unbooked: PaymentRow): Promise<Outcome> => {
        const kept = await keepUnbookedCapture(trx, unbooked, order.amountFils);
        refundClaim = kept.claimId;
        return kept.outcome;
      };
      const decide = async (): Promise<Outcome> => {
        if (current.status !== 'pending') {
          if (order.status === 'paid' && UNBOOKED.has(current.status)) return refundCapture(current);
          return { outcome: 'ignored', reason: `payment ${current.ref} is already ${current.status}` };
        }
        if (order.amountFils !== current.amount_fils) {
          return { outcome: 'ignored', reason: `amount mismatch: provider ${order.amountFils} fils, payment ${current.amount_fils} fils` };
        }
        if (order.status === 'pending') return { outcome: 'ignored', reason: 'order is still pending at the provider' };
        if (order.status !== 'paid') {
          await trx.updateTable('payments').set({ status: order.status, failure_reason: `The provider reports the order ${order.status}`, order_closed_at: nowIso(), updated_at: nowIso() })
            .where('id', '=', current.id).execute();
          return { outcome: 'applied' };
        }
        const applied = await applyPaid(trx, current, null);
        if (applied.outcome === 'applied') {
          paid = { quotePaid: applied.quotePaid ?? false };
          return applied;
        }
        // Paid, but the proposal was paid meanwhile by another payment: this one is superseded after the fact.
        const failureReason = `Not booked: ${applied.reason}`;
        await trx.updateTable('payments').set({ status: 'cancelled', failure_reason: failureReason, updated_at: nowIso() }).where('id', '=', current.id).execute();
        return refundCapture({ ...current, status: 'cancelled', failure_reason: failureReason });
      };
      const result = await decide();
      await recordEvent(trx, { paymentId: current.id, orderId: current.order_id, ...event, ...result });
      return result;
    });
    const booked = paid as { quotePaid: boolean } | null;
    if (booked) await afterPaid(payment, booked.quotePaid, null);
    const claim = refundClaim as string | null;
    if (claim) await refunds.settle(claim);
    return outcome;
  }

  async function paymentsOf(quoteId: string): Promise<PaymentSummary[]> {
    const rows = await db.selectFrom('payments').selectAll().where('quote_id', '=', quoteId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    return rows.map(toPaymentSummary);
  }

  /** The policy a paid quote was made into, once issuing started. */
  async function policyOf(quoteId: string): Promise<PolicySummary | null> {
    const policy = await db.selectFrom('policies').selectAll().where('quote_id', '=', quoteId).executeTakeFirst();
    return policy ? toPolicySummary(policy) : null;
  }

  /**
   * Asks the providers about what a lost callback or an outage may have left unfinished on the
   * quote's proposal: its pending payments, the orders of superseded ones not confirmed closed, and
   * refunds not confirmed.
   */
  async function reconcile(quoteId: string): Promise<void> {
    const quote = await db.selectFrom('quotes').select('proposal_id').where('id', '=', quoteId).executeTakeFirst();
    if (!quote) return;
    const pending = await db.selectFrom('payments').selectAll().where('proposal_id', '=', quote.proposal_id).where('status', '=', 'pending')
      .where('order_id', 'is not', null).orderBy('created_at').execute();
    for (const payment of pending) {
      const gateway = GATEWAY_OF[payment.provider];
      if (!gateway) continue;
      let order: ProviderOrder;
      try {
        order = await deps.providers[gateway].getOrder(payment.order_id!);
      } catch (error) {
        app.log.error({ err: error, orderId: payment.order_id }, 'provider order look-up failed');
        await recordEvent(db, { paymentId: payment.id, orderId: payment.order_id, kind: 'status-check', payload: '{}', outcome: 'ignored', reason: 'the provider could not confirm the order' });
        continue;
      }
      await applyOrder(payment, order, { kind: 'status-check', payload: JSON.stringify(order) });
    }
    await closeSupersededOrders(quote.proposal_id);
    for (const claimId of await refunds.unsettledOf(quote.proposal_id)) await refunds.settle(claimId);
  }

  /**
   * A pending payment and its order at the provider; an order the provider refuses leaves no
   * payment behind (the attempt never reached the customer). The quote's open orders it replaces
   * are cancelled (`replaceOpenOrders`); the payment is answered as it is afterwards.
   */
  async function openOrder(quote: QuoteContext['quote'], input: {
    provider: 'card' | 'bnpl' | 'link'; paidBy: string; amountFils: number; redirectUri: string | null; origin: string; accountId: string; description: string;
  }): Promise<PaymentRow> {
    const gateway = GATEWAY_OF[input.provider]!;
    const at = nowIso();
    const id = newId();
    const ref = await db.transaction().execute(async (trx) => {
      const next = await nextRef(trx, 'payments');
      await trx.insertInto('payments').values({
        id, ref: next, quote_id: quote.id, proposal_id: quote.proposal_id, customer_id: quote.customer_id, provider: input.provider,
        paid_by: input.paidBy, amount_fils: input.amountFils, status: 'pending', redirect_uri: input.redirectUri, created_by: input.accountId,
        created_at: at, updated_at: at,
      }).execute();
      return next;
    });
    try {
      const order = await deps.providers[gateway].createOrder({
        amountFils: input.amountFils, currency: 'AED', reference: ref, description: input.description, redirectUri: input.redirectUri,
        callbackUrl: `${input.origin}/api/payments/callback/${gateway}`,
      });
      await db.updateTable('payments').set({ order_id: order.orderId, payment_url: order.paymentUrl, expires_at: order.expiresAt, updated_at: nowIso() })
        .where('id', '=', id).execute();
    } catch (error) {
      await db.deleteFrom('payments').where('id', '=', id).execute();
      if (error instanceof PaymentProviderRefusal) throw unprocessable(error.message);
      throw error;
    }
    await replaceOpenOrders(await db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
    return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  return {
    refunds,
    quoteContext,
    assertPayable,
    paymentsOf,
    policyOf,
    reconcile,

    /**
     * A provider payment of the quote's total: an unexpired pending one of the same provider is
     * reused (after asking the provider), otherwise a new order is created.
     */
    async startProviderPayment(quoteId: string, input: { provider: 'card' | 'bnpl' | 'link'; paidBy: string; redirectUri: string | null; origin: string; accountId: string }) {
      await reconcile(quoteId);
      const context = await quoteContext(quoteId);
      assertPayable(context);
      const { quote, proposal } = context;
      const reusable = await db.selectFrom('payments').selectAll().where('quote_id', '=', quote.id).where('provider', '=', input.provider)
        .where('status', '=', 'pending').where('amount_fils', '=', quote.total_fils).where('expires_at', '>', nowIso())
        .orderBy('created_at', 'desc').executeTakeFirst();
      if (reusable?.payment_url) return { payment: toPaymentSummary(reusable), paymentUrl: reusable.payment_url, reused: true };

      const row = await openOrder(quote, {
        ...input, amountFils: quote.total_fils, description: `${LINE_NAMES[proposal.line]} insurance ${quote.company_name} ${quote.plan_name}, quote ${quote.ref}`,
      });
      // A replaced order the customer had just paid was booked instead, which superseded this one.
      if (row.status !== 'pending') throw conflict(ALREADY_BOUGHT);
      return { payment: toPaymentSummary(row), paymentUrl: row.payment_url!, reused: false };
    },

    /** A payment staff record as received (to the insurer, or by bank transfer): paid at once. */
    async recordManualPayment(quoteId: string, input: {
      provider: 'direct' | 'bank'; paidBy: string; orderRef: string; amountFils: number; accountId: string;
      /** The proof file, already in its place under the files folder. */
      proof: { path: string; size: number; fileName: string; kind: string } | null;
    }): Promise<PaymentSummary> {
      const { quote } = await quoteContext(quoteId);
      const at = nowIso();
      const id = newId();
      const proofFileId = input.proof ? newId() : null;
      const { quotePaid } = await db.transaction().execute(async (trx) => {
        if (input.proof) {
          await trx.insertInto('stored_files').values({
            id: proofFileId!, owner_type: 'payment', owner_id: id, original_name: input.proof.fileName, mime_type: PROOF_MIME[input.proof.kind] ?? 'application/octet-stream',
            size: input.proof.size, path: input.proof.path, created_at: at,
          }).execute();
        }
        await trx.insertInto('payments').values({
          id, ref: await nextRef(trx, 'payments'), quote_id: quote.id, proposal_id: quote.proposal_id, customer_id: quote.customer_id,
          provider: input.provider, paid_by: input.paidBy, amount_fils: input.amountFils, status: 'pending', order_ref: input.orderRef,
          proof_file_id: proofFileId, created_by: input.accountId, created_at: at, updated_at: at,
        }).execute();
        const payment = await trx.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
        const applied = await applyPaid(trx, payment, input.accountId);
        // Checked before the write; a payment that raced in meanwhile rolls this one back.
        if (applied.outcome === 'ignored') throw conflict(ALREADY_BOUGHT);
        return { quotePaid: applied.quotePaid ?? false };
      });
      const payment = await db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      await afterPaid(payment, quotePaid, input.accountId);
      return toPaymentSummary(await db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
    },

    /**
     * A provider's signed notification. The redirect is never trusted and neither is the body: the
     * signature proves the sender, then the provider is asked for the order's state and amount.
     */
    async handleCallback(gateway: Gateway, rawBody: string, signature: string | undefined): Promise<{ status: number; outcome: Outcome }> {
      const kind = `callback:${gateway}`;
      let orderId: string | null = null;
      try {
        const parsed = JSON.parse(rawBody) as { orderId?: unknown };
        if (typeof parsed.orderId === 'string') orderId = parsed.orderId.slice(0, 100);
        // Stryker disable next-line BlockStatement: orderId is still null when the body is not JSON
      } catch {
        orderId = null;
      }
      const ignore = async (status: number, reason: string, paymentId: string | null = null) => {
        await recordEvent(db, { paymentId, orderId, kind, payload: rawBody.slice(0, 10_000), outcome: 'ignored', reason });
        return { status, outcome: { outcome: 'ignored', reason } as Outcome };
      };
      if (!hasValidSignature(deps.webhookSecret, rawBody, signature)) return ignore(401, 'bad signature');
      if (!orderId) return ignore(400, 'no order id');
      const payment = await db.selectFrom('payments').selectAll().where('order_id', '=', orderId).executeTakeFirst();
      if (!payment || GATEWAY_OF[payment.provider] !== gateway) return ignore(404, `unknown order ${orderId}`);
      let order: ProviderOrder;
      try {
        order = await deps.providers[gateway].getOrder(orderId);
      } catch (error) {
        // Stryker disable next-line all: logging only; the ignored event below is what staff see
        app.log.error({ err: error, orderId }, 'provider order look-up failed');
        return ignore(502, 'the provider could not confirm the order', payment.id);
      }
      return { status: 200, outcome: await applyOrder(payment, order, { kind, payload: rawBody.slice(0, 10_000) }) };
    },

    /**
     * Moves the paid payment of one quote to another quote of the proposal, before its policy is
     * issued. The new quote receives a paid payment of at most its total; when it costs more, a
     * payment link for the difference is created and its policy waits for it. When it costs less,
     * what was paid above its total is refunded through the provider that took it; a payment made
     * outside the providers names the amount due back in the proposal's history.
     */
    async migrate(oldQuoteId: string, newQuoteId: string, input: { origin: string; accountId: string }) {
      const from = await quoteContext(oldQuoteId);
      const to = await quoteContext(newQuoteId);
      if (from.quote.proposal_id !== to.quote.proposal_id) throw unprocessable('newQuoteId: Choose a quote of the same proposal');
      if (from.quote.payment_status !== 'paid') throw conflict('Quote is not paid');
      if (from.quote.policy_id) {
        const policy = await db.selectFrom('policies').select(['status', 'ref']).where('id', '=', from.quote.policy_id).executeTakeFirstOrThrow();
        if (policy.status !== 'Pending') throw conflict(`Policy ${policy.ref} is already ${policy.status}; its payment can no longer be moved.`);
      }
      assertPayable(to, { ignorePaidProposal: true });
      const at = nowIso();
      const newPaymentId = newId();
      const { differenceFils, refundClaim } = await db.transaction().execute(async (trx) => {
        const old = await trx.selectFrom('payments').selectAll().where('quote_id', '=', oldQuoteId).where('status', '=', 'paid').executeTakeFirst();
        if (!old) throw conflict('Quote is not paid');
        const target = await trx.selectFrom('quotes').selectAll().where('id', '=', newQuoteId).executeTakeFirstOrThrow();
        const amountFils = Math.min(old.amount_fils, target.total_fils);
        const newRef = await nextRef(trx, 'payments');
        await trx.updateTable('payments').set({ status: 'moved', failure_reason: `Moved to quote ${target.ref} (${newRef})`, updated_at: at }).where('id', '=', old.id).execute();
        await trx.updateTable('quotes').set({ payment_status: 'unpaid', is_bought: 0, updated_at: at }).where('id', '=', oldQuoteId).execute();
        await trx.insertInto('payments').values({
          id: newPaymentId, ref: newRef, quote_id: target.id, proposal_id: target.proposal_id, customer_id: target.customer_id, provider: old.provider,
          paid_by: old.paid_by, amount_fils: amountFils, status: 'paid', order_ref: old.order_ref, proof_file_id: old.proof_file_id,
          created_by: input.accountId, paid_at: old.paid_at ?? at, created_at: at, updated_at: at,
        }).execute();
        const covered = amountFils >= target.total_fils;
        await trx.updateTable('quotes').set({ payment_status: covered ? 'paid' : 'pending', is_bought: 1, updated_at: at }).where('id', '=', target.id).execute();
        await trx.updateTable('proposals').set({ paid_quote_id: target.id, updated_at: at }).where('id', '=', target.proposal_id).execute();
        // The Pending policy follows the payment to its new quote and insurer.
        await trx.updateTable('policies').set({
          quote_id: target.id, company_id: target.company_id, company_name: target.company_name, insured_value_fils: target.value_fils,
          premium_fils: target.total_fils, payment_id: newPaymentId, issue_error: null, updated_at: at,
        }).where('quote_id', '=', oldQuoteId).where('status', '=', 'Pending').execute();
        const excessFils = old.amount_fils - amountFils;
        const gateway = GATEWAY_OF[old.provider];
        const claim = excessFils > 0 && gateway && old.order_id
          ? await refunds.claim(trx, {
            paymentId: old.id, kind: 'moveExcess', gateway, orderId: old.order_id, amountFils: excessFils, idempotencyKey: `move-excess:${newPaymentId}`,
            reason: `paid above the total of quote ${target.ref} when the payment was moved to it`,
          })
          : null;
        const excess = excessFils <= 0 ? ''
          : `; ${formatAed(excessFils)} paid above its total ${claim ? 'is refunded through the provider' : 'is due back to the customer: refund it outside BrokerDesk'}`;
        await addHistory(trx, {
          entityType: 'proposal', entityId: target.proposal_id, accountId: input.accountId, action: 'Payment moved',
          detail: `${formatAed(amountFils)} moved from quote ${from.quote.ref} to quote ${target.ref}${excess}`, at,
        });
        return { differenceFils: target.total_fils - amountFils, refundClaim: claim?.claimId ?? null };
      });
      if (refundClaim) await refunds.settle(refundClaim);
      let paymentLink: string | null = null;
      if (differenceFils > 0) {
        const difference = await openOrder(to.quote, {
          ...input, provider: 'link', paidBy: 'CRM - Link', amountFils: differenceFils, redirectUri: null, description: `Difference for quote ${to.quote.ref}`,
        });
        paymentLink = difference.payment_url;
      } else {
        await deps.issuer.issue(newQuoteId, input.accountId);
      }
      const payment = await db.selectFrom('payments').selectAll().where('id', '=', newPaymentId).executeTakeFirstOrThrow();
      return { payment: toPaymentSummary(payment), paymentLink };
    },
  };
}

export type QuotePayments = ReturnType<typeof createQuotePayments>;
