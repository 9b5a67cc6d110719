import type { z } from 'zod';
import type { EndpointOutput } from '../../../shared/contract/index.js';
import type { paymentsContract } from '../../../shared/contract/payments/payments.contract.js';
import type { ManualPaymentSchema, StartPaymentSchema } from '../../../shared/contract/payments/payments.schema.js';
import type { Permission } from '../../../shared/access/modules.js';
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';
import { recordTags, type LiveTag } from '../../app/live/liveTags.js';
import type { ShareLine } from '../sharing/public.js';

type C = typeof paymentsContract;
export type StartedPayment = EndpointOutput<C['cardPayment']>['data'];
export type PaymentStatusRecord = EndpointOutput<C['status']>['data'];
export type PaymentRecord = EndpointOutput<C['manualPayment']>['data'];
export type IssuedPolicy = EndpointOutput<C['purchase']>['data'];
export type ManualPaymentBody = z.input<typeof ManualPaymentSchema>;

/**
 * What a payment changes: the quote and its payments, every proposal screen (its payment, status
 * and policy banner) and the policies lists. Nothing is changed on screen before the server answers.
 */
const paidTags = (quoteId: string) => [
  { type: 'Payment' as const, id: quoteId },
  { type: 'Quote' as const, id: quoteId },
  { type: 'Quote' as const, id: 'LIST' },
  'Proposal' as const,
  'Policy' as const,
];

/**
 * The payments area's calls (spec 000 §7 "Payments"); `id` is always the quote's id. A manual
 * payment with a proof file goes through the host's file upload (`recordManualPayment` in
 * `manualPayment.ts`), which then invalidates the same tags.
 */
export const apiWithPayments = api.injectEndpoints({
  endpoints: (build) => ({
    getQuotePaymentStatus: build.query<PaymentStatusRecord, string>({
      query: (id) => hostCall('payments.status', { params: { id } }),
      transformResponse: (response: EndpointOutput<C['status']>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Payment', id }],
    }),
    startCardPayment: build.mutation<StartedPayment, { id: string; body?: z.input<typeof StartPaymentSchema> }>({
      query: ({ id, body }) => hostCall('payments.cardPayment', { params: { id }, body: body ?? { paidBy: 'CRM - Link' } }),
      transformResponse: (response: EndpointOutput<C['cardPayment']>) => response.data,
      invalidatesTags: (_result, error, { id }) => (error ? [] : paidTags(id)),
    }),
    startBnplPayment: build.mutation<StartedPayment, { id: string; body?: z.input<typeof StartPaymentSchema> }>({
      query: ({ id, body }) => hostCall('payments.bnplPayment', { params: { id }, body: body ?? { paidBy: 'CRM - Tamara' } }),
      transformResponse: (response: EndpointOutput<C['bnplPayment']>) => response.data,
      invalidatesTags: (_result, error, { id }) => (error ? [] : paidTags(id)),
    }),
    /** A manual payment without a file (bank transfer). */
    recordBankTransfer: build.mutation<PaymentRecord, { id: string; body: ManualPaymentBody }>({
      query: ({ id, body }) => hostCall('payments.manualPayment', { params: { id }, body }),
      transformResponse: (response: EndpointOutput<C['manualPayment']>) => response.data,
      invalidatesTags: (_result, error, { id }) => (error ? [] : paidTags(id)),
    }),
    purchaseQuote: build.mutation<IssuedPolicy, string>({
      query: (id) => hostCall('payments.purchase', { params: { id } }),
      transformResponse: (response: EndpointOutput<C['purchase']>) => response.data,
      // A refusal may still have recorded the insurer's error on a Pending policy: refresh either way.
      invalidatesTags: (_result, _error, id) => paidTags(id),
    }),
  }),
});

export const {
  useGetQuotePaymentStatusQuery,
  useStartCardPaymentMutation,
  useStartBnplPaymentMutation,
  useRecordBankTransferMutation,
  usePurchaseQuoteMutation,
} = apiWithPayments;

/**
 * A line's payment calls (motor's, health's…): the same bodies, answers and payment services at
 * the line's own paths and rights, so one `PaymentActions` serves every line.
 */
export interface PaymentsApi {
  useStatus: typeof useGetQuotePaymentStatusQuery;
  useCardPayment: typeof useStartCardPaymentMutation;
  useBnplPayment: typeof useStartBnplPaymentMutation;
  useBankTransfer: typeof useRecordBankTransferMutation;
  usePurchase: typeof usePurchaseQuoteMutation;
  /** The multipart call "Paid to the company" uploads its proof through. */
  manualPaymentEndpoint: 'payments.manualPayment' | 'healthPayments.manualPayment';
  /** What a payment changes, invalidated once a proof-file payment is answered. */
  paidTags: (quoteId: string) => LiveTag[];
  /** What a status check may settle: the line's proposals (superseded orders, refunds). */
  checkedTags: LiveTag[];
  /** The quote and its proposal, when the check finds the payment or the policy moved on. */
  movedTags: (quote: { _id: string; proposalId: string }) => LiveTag[];
  /** Taking a payment, and issuing the policy ("Complete"). */
  permissions: { pay: Permission; issue: Permission };
  /** The line whose sharing calls send its payment links by SMS and e-mail, worded for it, with its rights. */
  line: ShareLine;
  /** A policy's page on the line's own screens. */
  policyPath: (policyId: string) => string;
}

/** Motor's payment calls (`payments.*`). */
export const motorPayments: PaymentsApi = {
  useStatus: useGetQuotePaymentStatusQuery,
  useCardPayment: useStartCardPaymentMutation,
  useBnplPayment: useStartBnplPaymentMutation,
  useBankTransfer: useRecordBankTransferMutation,
  usePurchase: usePurchaseQuoteMutation,
  manualPaymentEndpoint: 'payments.manualPayment',
  paidTags,
  checkedTags: ['Proposal'],
  movedTags: (quote) => [...recordTags({ kind: 'quote', id: quote._id }), ...recordTags({ kind: 'proposal', id: quote.proposalId })],
  permissions: { pay: 'quote.update', issue: 'policy.create' },
  line: 'motor',
  policyPath: (policyId) => `/policies/${encodeURIComponent(policyId)}`,
};
