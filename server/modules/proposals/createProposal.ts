import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { hasPermission } from '../../../shared/access/index.js';
import type { ProposalCreateSchema, ProposalDetails } from '../../../shared/contract/proposals/index.js';
import type { Db } from '../../db/database.js';
import type { AuthContext } from '../../http/auth.js';
import { unprocessable } from '../../http/httpError.js';
import { assertNotBlacklisted } from '../black-list/blacklistGuard.js';
import { applicableVoucher, takeVoucher, voucherPlanIds } from '../vouchers/voucherUse.js';
import { createProposalActionsRepository } from './proposalActions.repository.js';
import { createProposalsRepository } from './proposals.repository.js';
import { createQuoting } from './quoting.js';

export type ProposalCreateInput = z.output<typeof ProposalCreateSchema>;

const isAgent = (auth: AuthContext) => !hasPermission(auth.user, 'supervisor');

/**
 * Creating a motor proposal from the wizard's input and pricing it, in one transaction: the
 * customer (found by e-mail or id, else created), the car, the proposal, its promo code and its
 * quotes. The wizard (`generatenewquotes`) and a lead's conversion (`generatequotesfromleads`)
 * both create proposals here; `within` runs in the same transaction once the proposal exists
 * (a lead links itself), so its refusal undoes everything.
 */
export function createProposalCreation(app: FastifyInstance) {
  const db = app.db;
  const proposals = createProposalsRepository(db);
  const actions = createProposalActionsRepository(db);
  const quoting = createQuoting(app);

  return async function createProposal(body: ProposalCreateInput, auth: AuthContext, options: { reqId?: string | undefined; within?: (trx: Db, proposalId: string) => Promise<void> } = {}) {
    const at = new Date().toISOString();
    if (body.salesCommissionAgentId) {
      if (!(await actions.isActiveSalesAgent(body.salesCommissionAgentId))) throw unprocessable('salesCommissionAgentId: No sales agent with this id');
    }
    await assertNotBlacklisted(db, { email: body.customer.email, mobile: body.customer.mobileNumber });
    const details: ProposalDetails = { driver: body.driver, insurance: body.insurance, policyEffectiveDate: body.policyEffectiveDate, isQuickProposal: body.isQuickProposal };
    const { proposalId, generated } = await db.transaction().execute(async (trx) => {
      const customerId = await proposals.upsertCustomer(trx, body.customer, at);
      const carId = await proposals.saveCar(trx, body.car, customerId, at);
      const { id, ref } = await proposals.insertProposal(trx, {
        customerId, carId, car: body.car, details, source: body.source, insuranceType: body.insuranceType, vehicleType: body.vehicleType,
        createdBy: auth.accountId, assignedTo: isAgent(auth) ? auth.accountId : null, salesAgentId: body.salesCommissionAgentId ?? null,
        note: body.source === 'Source' ? `Source: ${body.sales}` : `Source: ${body.source}`, at,
      });
      let voucherPlans: string[] | null = null;
      if (body.promoCode) {
        const voucher = await applicableVoucher(trx, body.promoCode, { ref, paid_quote_id: null, agent_discount_percent: 0 }, null);
        await actions.setVoucher(trx, id, voucher.id);
        await takeVoucher(trx, { voucherId: voucher.id, proposalId: id, accountId: auth.accountId, channel: 'admin', at });
        voucherPlans = voucherPlanIds(voucher);
      }
      await options.within?.(trx, id);
      const priced = await quoting.generateIn(trx, id, auth.accountId, options.reqId);
      // Checked on the quotes just priced, like `addvoucherstoproposal` checks the current ones; a refusal undoes the whole wizard.
      if (voucherPlans?.length && !priced.quotes.some((quote) => quote.planId && voucherPlans.includes(quote.planId))) {
        throw unprocessable(`promoCode: ${body.promoCode} is not valid for any plan quoted on this proposal`);
      }
      return { proposalId: id, generated: priced };
    });
    const proposal = await proposals.detail(proposalId, auth);
    await app.notify({ kind: 'proposalCreated', proposalId, proposalNo: proposal.ref, customerName: proposal.customer.fullName }, auth.accountId);
    return { proposal, ...generated };
  };
}
