import { rename, rm } from 'node:fs/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { paymentsContract } from '../../../shared/contract/payments/payments.contract.js';
import { ManualPaymentSchema } from '../../../shared/contract/payments/index.js';
import { formFields } from '../../http/formFields.js';
import { formatAed } from '../../../shared/domain/format.js';
import { newId } from '../../db/ids.js';
import { badRequest, conflict, notFound, unprocessable } from '../../http/httpError.js';
import type { Line } from '../../db/schema.js';
import { healthPaymentsContract } from '../../../shared/contract/payments/health-payments.contract.js';
import { registerArea, type AreaHandlers } from '../../http/registerArea.js';
import { placeStoredPath, removeStoredFile, storedPath, uploadTempDir } from '../../services/storage/storedPath.js';
import { receiveForm, receiveUpload } from '../../services/uploads/receiveUpload.js';
import { toPolicySummary } from '../../sales/salesRecords.js';
import type { SalesServices } from './salesServices.js';

type Area = typeof paymentsContract;

/**
 * A line's own refusal of a payment about to be started or recorded (health's missing member
 * documents, its insurer documents before a manual payment), given by the line's module.
 */
export type PaymentPrecheck = (payment: { quoteId: string; proposalId: string; manual: boolean }) => Promise<void>;

export interface PaymentsRoutesOptions {
  sales: SalesServices;
  filesDir: string;
  prechecks?: Partial<Record<Line, PaymentPrecheck>>;
}

/** A proof of payment: one image or PDF of at most 5 MB. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
const PROOF_KINDS = ['pdf', 'png', 'jpeg'] as const;
const PROOF_LIMITS = { documentBytes: PROOF_MAX_BYTES, zipBytes: 0, excelBytes: 0 };
const PROOF_REFUSAL = 'proofOfPayment: The proof of payment must be a JPG or PNG image or a PDF.';
const PROCESSING_FEE_MESSAGE = "Please set Processing fees to '0' because of mode of payment!";

/** The address the provider calls back and returns the customer to: this server as the caller reached it. */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Payments of a quote (`paymentsContract`). The provider confirmations arrive on
 * `gateway.routes.ts`; the bookkeeping is `quotePayments.ts`.
 */
export function paymentsRoutes(app: FastifyInstance, options: PaymentsRoutesOptions, done: () => void): void {
  const { payments, issuer } = options.sales;
  const tempDir = uploadTempDir(options.filesDir);

  /** The manual payment's fields: a multipart form with the proof file, or JSON when there is no file (bank transfer). */
  async function readManualPayment(request: FastifyRequest) {
    const parse = (fields: unknown) => formFields(ManualPaymentSchema, fields);
    if (!request.isMultipart()) return { body: parse(request.body ?? {}), proof: null };
    // `proofOfPayment` is the seed system's name; the hosts send every file as `file`.
    const { files: [proof], fields } = await receiveForm(request, {
      fileFields: ['proofOfPayment', 'file'], attach: 'Attach the proof of payment as "proofOfPayment"',
      notMultipart: 'Send the proof of payment as multipart form data', fileOptional: true, maxBytes: PROOF_MAX_BYTES,
      receive: (part) => receiveUpload(part, tempDir, { limits: PROOF_LIMITS, only: { kinds: PROOF_KINDS, refusal: () => PROOF_REFUSAL } }),
    });
    try {
      return { body: parse(fields), proof: proof ?? null };
    } catch (error) {
      if (proof) await rm(proof.tempPath, { force: true });
      throw error;
    }
  }

  /**
   * The payment calls of one line's quotes: a quote of another line is not found (its own
   * screens, paths and module rights pay it). The line's precheck is asked before a payment is
   * started or recorded.
   */
  function handlersOf(line: Line): AreaHandlers<Area> {
    const precheck = options.prechecks?.[line];
    async function quoteContext(quoteId: string) {
      const context = await payments.quoteContext(quoteId);
      if (context.proposal.line !== line) throw notFound('Quote not found');
      return context;
    }
    /** The quote of a payment about to be taken, refused by the line's own check; `manual` for a bank transfer or a payment to the insurer. */
    async function payableContext(quoteId: string, manual = false) {
      const context = await quoteContext(quoteId);
      await precheck?.({ quoteId, proposalId: context.proposal.id, manual });
      return context;
    }

    return {
      cardPayment: async ({ params, body, auth, request }) => {
        await payableContext(params.id);
        const data = await payments.startProviderPayment(params.id, {
          provider: 'card', paidBy: body.paidBy, redirectUri: body.redirectUri ?? null, origin: originOf(request), accountId: auth.accountId,
        });
        return { success: true, data: { payment: data.payment, paymentUrl: data.paymentUrl }, message: data.reused ? 'Payment link still open' : 'Payment started' };
      },
      bnplPayment: async ({ params, body, auth, request }) => {
        await payableContext(params.id);
        const data = await payments.startProviderPayment(params.id, {
          provider: 'bnpl', paidBy: body.paidBy, redirectUri: body.redirectUri ?? null, origin: originOf(request), accountId: auth.accountId,
        });
        return { success: true, data: { payment: data.payment, paymentUrl: data.paymentUrl }, message: data.reused ? 'Payment link still open' : 'Payment started' };
      },
      paymentLink: async ({ body, auth, request }) => {
        // A link the insurer collects is "paid to the company", which carries no processing fee (FIELDS.md).
        const { quote } = await payableContext(body.quoteId, body.paidTo === 'company');
        if (body.paidTo === 'company' && quote.admin_fee_fils !== 0) throw unprocessable(PROCESSING_FEE_MESSAGE);
        const data = await payments.startProviderPayment(body.quoteId, {
          provider: 'link', paidBy: body.paidTo === 'company' ? 'CRM - Direct to insurance company' : 'link', redirectUri: null,
          origin: originOf(request), accountId: auth.accountId,
        });
        return { success: true, data: { payment: data.payment, paymentUrl: data.paymentUrl }, message: data.reused ? 'Payment link still open' : 'Payment link created' };
      },

      manualPayment: async ({ params, auth, request }) => {
        const context = await payableContext(params.id, true);
        payments.assertPayable(context);
        const { body, proof } = await readManualPayment(request);
        const { quote } = context;
        try {
          const direct = body.paidBy === 'CRM - Direct to insurance company';
          if (direct && quote.admin_fee_fils !== 0) throw unprocessable(PROCESSING_FEE_MESSAGE);
          if (direct && !proof) throw badRequest('proofOfPayment: Proof of payment is required', { proofOfPayment: 'Proof of payment is required' });
          if (direct && body.proofAmount === undefined) throw badRequest('proofAmount: Paid Amount in AED is required', { proofAmount: 'Paid Amount in AED is required' });
          if (body.proofAmount !== undefined && Math.round(body.proofAmount * 100) !== quote.total_fils) {
            throw unprocessable(`proofAmount: Paid amount ${formatAed(Math.round(body.proofAmount * 100))} must equal the quote's total ${formatAed(quote.total_fils)}`);
          }
          let stored = null;
          if (proof) {
            const path = storedPath('payments', `${newId()}.${proof.kind === 'jpeg' ? 'jpg' : proof.kind}`);
            await rename(proof.tempPath, await placeStoredPath(options.filesDir, path));
            stored = { path, size: proof.size, fileName: proof.fileName, kind: proof.kind };
          }
          const data = await payments.recordManualPayment(quote.id, {
            provider: direct ? 'direct' : 'bank', paidBy: body.paidBy, orderRef: body.orderRef, amountFils: quote.total_fils, proof: stored, accountId: auth.accountId,
          }).catch(async (error: unknown) => {
            // Not recorded: the proof moved into place must not stay behind.
            if (stored) await removeStoredFile(options.filesDir, stored.path);
            throw error;
          });
          return { success: true, data, message: 'Payment recorded' };
        } finally {
          if (proof) await rm(proof.tempPath, { force: true });
        }
      },

      status: async ({ params }) => {
        await quoteContext(params.id);
        await payments.reconcile(params.id);
        const { quote } = await payments.quoteContext(params.id);
        return {
          success: true,
          data: { quoteId: quote.id, paymentStatus: quote.payment_status, payments: await payments.paymentsOf(quote.id), policy: await payments.policyOf(quote.id) },
        };
      },

      purchase: async ({ params, auth }) => {
        const { quote } = await quoteContext(params.id);
        if (quote.payment_status !== 'paid') throw conflict('Quote is not paid');
        const policy = await issuer.issue(quote.id, auth.accountId);
        const message = policy.status === 'Active' ? `Policy ${policy.ref} issued` : `Policy ${policy.ref} is pending: ${policy.issue_error ?? 'waiting for the insurer'}`;
        return { success: true, data: toPolicySummary(policy), message };
      },

      migrate: async ({ body, auth, request }) => {
        await quoteContext(body.oldQuoteId);
        const data = await payments.migrate(body.oldQuoteId, body.newQuoteId, { origin: originOf(request), accountId: auth.accountId });
        return { success: true, data, message: data.paymentLink ? 'Payment moved; the difference is due by the link' : 'Payment moved' };
      },
    };
  }

  registerArea(app, paymentsContract, handlersOf('motor'));
  const { cardPayment, bnplPayment, manualPayment, status, purchase } = handlersOf('health');
  // The health calls take and answer motor's schemas; only their paths and rights differ, which the handlers never read.
  const health = { cardPayment, bnplPayment, manualPayment, status, purchase } as unknown as AreaHandlers<typeof healthPaymentsContract>;
  registerArea(app, healthPaymentsContract, health);
  done();
}
