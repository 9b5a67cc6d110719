import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ProposalStatusChangeSchema } from '../../shared/contract/proposals/index.js';
import type { Db } from '../db/database.js';
import type { ProposalRow } from '../db/schema.js';
import type { AuthContext } from '../http/auth.js';
import { conflict, unprocessable } from '../http/httpError.js';
import type { ProposalActionsRepository } from '../modules/proposals/proposalActions.repository.js';
import { applyStatusChange } from '../modules/proposals/proposalStatusChange.js';
import type { ProposalsRepository } from '../modules/proposals/proposals.repository.js';
import { applicableVoucher, releaseVoucher, takeVoucher } from '../modules/vouchers/voucherUse.js';
import { isFrozen } from './quoteGeneration.js';

interface SalesProposalActionsOptions {
  /** The line's proposals (`row` finds only this line's). */
  proposals: ProposalsRepository;
  actions: ProposalActionsRepository;
  /** Re-prices the unpaid current quotes in place, in the caller's transaction. */
  repriceIn: (executor: Db, proposalId: string) => Promise<void>;
  discountLine: 'motor' | 'health';
}

/**
 * What staff do on a proposal of any line, the same way on each: the status block, assignment,
 * the promo code and the agent discount (each re-pricing the quotes in one transaction with the
 * change), and comments. A line's routes map their paths onto these.
 */
export function createSalesProposalActions(app: FastifyInstance, options: SalesProposalActionsOptions) {
  const db = app.db;
  const { proposals, actions } = options;

  /** The proposal row, refused when frozen (Lost as fake or duplicate). */
  async function changeable(id: string): Promise<ProposalRow> {
    const row = await proposals.row(id);
    if (isFrozen(row)) throw conflict(`Proposal ${row.ref} was closed as ${row.status_reason}; nothing can be changed on it.`);
    return row;
  }

  async function repricedWith(id: string, write: (trx: Db) => Promise<void>) {
    await db.transaction().execute(async (trx) => {
      await write(trx);
      await options.repriceIn(trx, id);
    });
  }

  return {
    changeable,

    async setStatus(id: string, body: z.output<typeof ProposalStatusChangeSchema>, auth: AuthContext): Promise<string> {
      const row = await changeable(id);
      const { set, note } = applyStatusChange(row, body);
      await db.transaction().execute((trx) => actions.change(trx, row, set, { accountId: auth.accountId, action: 'Status changed', detail: note }));
      if (set.status !== undefined && set.status !== row.status) {
        await app.notify({ kind: 'proposalStatusChanged', proposalId: row.id, proposalNo: row.ref, status: String(set.status) }, auth.accountId);
      }
      return 'Status updated successfully';
    },

    /** Answers what the screen says ("Proposal assigned to …"), as each call below. */
    async assign(id: string, agentId: string, auth: AuthContext): Promise<string> {
      const row = await changeable(id);
      const agent = await actions.activeStaffMember(agentId);
      if (!agent) throw unprocessable('agentId: No active staff account with this id');
      await actions.assign(row, agent, auth.accountId);
      await app.notify({ kind: 'agentAssigned', proposalId: row.id, proposalNo: row.ref, agentName: agent.full_name }, auth.accountId);
      return `Proposal assigned to ${agent.full_name}`;
    },

    /** Applies a promo code, replacing the one held. */
    async addVoucher(id: string, promoCode: string, auth: AuthContext): Promise<string> {
      const row = await changeable(id);
      const voucher = await applicableVoucher(db, promoCode, row, await actions.currentPlanIds(row.id));
      if (row.voucher_id === voucher.id) return `${voucher.promo_code} is already applied`;
      await repricedWith(row.id, async (trx) => {
        const at = new Date().toISOString();
        if (row.voucher_id) await releaseVoucher(trx, { voucherId: row.voucher_id, proposalId: row.id, at });
        await takeVoucher(trx, { voucherId: voucher.id, proposalId: row.id, accountId: auth.accountId, channel: 'admin', at });
        await actions.change(trx, row, { voucher_id: voucher.id }, { accountId: auth.accountId, action: 'Voucher applied', detail: voucher.promo_code, at });
      });
      return `${voucher.promo_code} applied`;
    },

    async removeVoucher(id: string, auth: AuthContext): Promise<string> {
      const row = await changeable(id);
      if (!row.voucher_id) throw conflict(`Proposal ${row.ref} has no promo code to remove.`);
      if (row.paid_quote_id) throw conflict(`Proposal ${row.ref} is paid; its promo code can no longer change.`);
      const voucherId = row.voucher_id;
      await repricedWith(row.id, async (trx) => {
        const at = new Date().toISOString();
        await releaseVoucher(trx, { voucherId, proposalId: row.id, at });
        await actions.change(trx, row, { voucher_id: null }, { accountId: auth.accountId, action: 'Voucher removed', detail: 'Promo code removed', at });
      });
      return 'Promo code removed';
    },

    /** Sets the agent's discount within the agent's limit for the line ("Maximum Discount"). */
    async agentDiscount(id: string, percent: number, auth: AuthContext): Promise<string> {
      const row = await changeable(id);
      if (row.paid_quote_id) throw conflict(`Proposal ${row.ref} is paid; its discount can no longer change.`);
      if (row.voucher_id && percent > 0) {
        throw conflict(`Proposal ${row.ref} has a promo code; a promo code and an agent discount do not combine. Remove the promo code first.`);
      }
      const limit = await actions.discountLimitOf(auth.accountId, options.discountLine);
      if (percent > limit) throw unprocessable(`agentDiscountPercent: Your maximum agent discount is ${limit} %; ${percent} % is above it`);
      await repricedWith(row.id, async (trx) => {
        await actions.change(trx, row, { agent_discount_percent: percent }, { accountId: auth.accountId, action: 'Agent discount', detail: `${percent} %` });
      });
      return `Agent discount of ${percent} % applied`;
    },

    async comment(id: string, text: string, auth: AuthContext) {
      const row = await proposals.row(id);
      await actions.addComment(row.id, auth.accountId, text);
      return actions.comments(row.id);
    },
    comments: async (id: string) => actions.comments((await proposals.row(id)).id),
  };
}
