import type { FastifyInstance } from 'fastify';
import { formatAed } from '../../../shared/domain/format.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import type { PaymentRefundsTable } from '../../db/schema.js';
import type { PaymentProvider, ProviderRefund } from '../../services/payments/paymentProvider.js';
import { addHistory } from '../../sales/salesRecords.js';
import type { Gateway } from './quotePayments.js';

/** What `payment_events` keeps of a provider call. */
export type PaymentEvent = { paymentId: string | null; orderId: string | null; kind: string; payload: string } & (
  { outcome: 'applied' } | { outcome: 'ignored'; reason: string }
);

export interface RefundClaim {
  paymentId: string;
  kind: PaymentRefundsTable['kind'];
  gateway: Gateway;
  orderId: string;
  amountFils: number;
  /** One key per refund that should happen once, whoever asks and however often. */
  idempotencyKey: string;
  /** Why the customer gets the money back, as staff and the notification read it. */
  reason: string;
  /** The cancellation request a `cancellation` refund pays. */
  cancellationRequestId?: string;
}

/** The notification keeps this much of a refund's reason. */
const REASON_MAX = 200;

/**
 * Refunds BrokerDesk asks of a payment provider on its own. A refund is first claimed in the
 * caller's transaction under its idempotency key (`payment_refunds` is unique by it, so a replayed
 * callback or another server instance finds the claim instead of making a second one), then asked
 * of the provider with that same key (so a retry after a crash or an outage moves no money twice),
 * then booked once: the payment, its transaction, the proposal's history, and the agent is told.
 *
 * @example const { claimId } = await refunds.claim(trx, claim); …commit…; await refunds.settle(claimId);
 */
export function createProviderRefunds(app: FastifyInstance, deps: {
  providers: Record<Gateway, PaymentProvider>;
  now: () => number;
  recordEvent: (trx: Db, event: PaymentEvent) => Promise<void>;
}) {
  const db = app.db;
  const nowIso = () => new Date(deps.now()).toISOString();

  /** Books a refund the provider made; false when another request booked it first. */
  async function book(claim: PaymentRefundsTable, refund: ProviderRefund): Promise<boolean> {
    const at = nowIso();
    return db.transaction().execute(async (trx) => {
      const done = await trx.updateTable('payment_refunds').set({ status: 'refunded', provider_refund_id: refund.refundId, failure_reason: null, updated_at: at })
        .where('id', '=', claim.id).where('status', '!=', 'refunded').executeTakeFirst();
      if (done.numUpdatedRows === 0n) return false;
      const payment = await trx.selectFrom('payments').selectAll().where('id', '=', claim.payment_id).executeTakeFirstOrThrow();
      // A capture BrokerDesk could not book goes back whole; a moved payment stays moved, less what came back.
      const whole = claim.kind === 'unbookedCapture';
      await trx.updateTable('payments').set((eb) => ({
        status: whole ? 'refunded' : payment.status, refund_status: 'refunded', refunded_fils: eb('refunded_fils', '+', claim.amount_fils), refunded_at: at,
        failure_reason: whole ? `Refunded in full: ${claim.reason}` : payment.failure_reason, updated_at: at,
      })).where('id', '=', payment.id).execute();
      await trx.updateTable('transactions').set({ status: whole ? 'REFUNDED' : 'PARTIALLY_REFUNDED', updated_at: at }).where('payment_id', '=', payment.id).execute();
      await addHistory(trx, {
        entityType: 'proposal', entityId: payment.proposal_id, accountId: null, action: 'Payment refunded',
        detail: `${formatAed(claim.amount_fils)} of payment ${payment.ref} refunded through the provider (${refund.refundId}): ${claim.reason}`, at,
      });
      await deps.recordEvent(trx, { paymentId: payment.id, orderId: claim.order_id, kind: 'refund', payload: JSON.stringify(refund), outcome: 'applied' });
      return true;
    });
  }

  /** Keeps a refused or unreachable refund in view as failed; the next status check asks again. */
  async function fail(claim: PaymentRefundsTable, message: string): Promise<void> {
    const at = nowIso();
    await db.transaction().execute(async (trx) => {
      const marked = await trx.updateTable('payment_refunds').set({ status: 'failed', failure_reason: message.slice(0, 500), updated_at: at })
        .where('id', '=', claim.id).where('status', '!=', 'refunded').executeTakeFirst();
      if (marked.numUpdatedRows === 0n) return;
      // A moved payment keeps saying where it went; the event below keeps why its refund failed.
      const failure = `Refund of ${formatAed(claim.amount_fils)} not made yet (${message}); asked again at the next payment status check`;
      await trx.updateTable('payments').set({ refund_status: 'failed', updated_at: at, ...(claim.kind === 'unbookedCapture' ? { failure_reason: failure } : {}) })
        .where('id', '=', claim.payment_id).execute();
      await deps.recordEvent(trx, {
        paymentId: claim.payment_id, orderId: claim.order_id, kind: 'refund', payload: JSON.stringify({ idempotencyKey: claim.idempotency_key }),
        outcome: 'ignored', reason: `refund failed: ${message}`,
      });
    });
  }

  /** Asks the provider for a claimed refund (again, after a failure) and books it once; the agent is told. */
  async function settle(claimId: string): Promise<void> {
    const claim = await db.selectFrom('payment_refunds').selectAll().where('id', '=', claimId).executeTakeFirstOrThrow();
    if (claim.status === 'refunded' || claim.status === 'withdrawn') return;
    let refund: ProviderRefund;
    try {
      refund = await deps.providers[claim.gateway].refund(claim.order_id, { amountFils: claim.amount_fils, idempotencyKey: claim.idempotency_key });
    } catch (error) {
      app.log.error({ err: error, orderId: claim.order_id, refundId: claim.id }, 'provider refund failed');
      await fail(claim, error instanceof Error ? error.message : String(error));
      return;
    }
    if (!(await book(claim, refund))) return;
    const payment = await db.selectFrom('payments').innerJoin('proposals', 'proposals.id', 'payments.proposal_id')
      .select(['payments.ref', 'proposals.id as proposal_id', 'proposals.ref as proposal_ref']).where('payments.id', '=', claim.payment_id).executeTakeFirstOrThrow();
    await app.notify({
      kind: 'paymentRefunded', proposalId: payment.proposal_id, proposalNo: payment.proposal_ref, paymentRef: payment.ref,
      amountFils: claim.amount_fils, reason: claim.reason.slice(0, REASON_MAX),
    });
  }

  return {
    /**
     * Claims a refund in the caller's transaction. `created` is false when the key was claimed
     * before; `claimId` is then the earlier claim's, or null once that one is refunded.
     */
    async claim(trx: Db, claim: RefundClaim): Promise<{ created: boolean; claimId: string | null; status: PaymentRefundsTable['status'] }> {
      const at = nowIso();
      const inserted = await trx.insertInto('payment_refunds').values({
        id: newId(), payment_id: claim.paymentId, kind: claim.kind, gateway: claim.gateway, order_id: claim.orderId, amount_fils: claim.amountFils,
        idempotency_key: claim.idempotencyKey, reason: claim.reason, status: 'requested', provider_refund_id: null, failure_reason: null,
        created_at: at, updated_at: at, cancellation_request_id: claim.cancellationRequestId ?? null,
      }).onConflict((conflict) => conflict.column('idempotency_key').doNothing()).returning('id').executeTakeFirst();
      if (inserted) {
        await trx.updateTable('payments').set({ refund_status: 'requested', updated_at: at }).where('id', '=', claim.paymentId).execute();
        return { created: true, claimId: inserted.id, status: 'requested' };
      }
      const earlier = await trx.selectFrom('payment_refunds').select(['id', 'status']).where('idempotency_key', '=', claim.idempotencyKey).executeTakeFirstOrThrow();
      return { created: false, claimId: earlier.status === 'refunded' ? null : earlier.id, status: earlier.status };
    },

    settle,

    /**
     * Gives up a refund the provider refused: it is asked once more under its key (it may have gone
     * through after all, and is then booked); still refused, it is withdrawn, never asked again, and
     * the payment shows no refund pending. True when withdrawn.
     */
    async withdraw(claimId: string): Promise<boolean> {
      await settle(claimId);
      return db.transaction().execute(async (trx) => {
        const at = nowIso();
        const done = await trx.updateTable('payment_refunds').set({ status: 'withdrawn', updated_at: at })
          .where('id', '=', claimId).where('status', '=', 'failed').returning('payment_id').executeTakeFirst();
        if (!done) return false;
        await trx.updateTable('payments').set((eb) => ({ refund_status: eb.case().when('refunded_fils', '>', 0).then('refunded' as const).else(null).end(), updated_at: at }))
          .where('id', '=', done.payment_id).execute();
        return true;
      });
    },

    /** The proposal's refunds the provider has not confirmed yet (and staff did not give up). */
    async unsettledOf(proposalId: string): Promise<string[]> {
      const rows = await db.selectFrom('payment_refunds').innerJoin('payments', 'payments.id', 'payment_refunds.payment_id')
        .select('payment_refunds.id').where('payments.proposal_id', '=', proposalId).where('payment_refunds.status', 'in', ['requested', 'failed'])
        .orderBy('payment_refunds.created_at').execute();
      return rows.map((row) => row.id);
    },
  };
}

export type ProviderRefunds = ReturnType<typeof createProviderRefunds>;
