import type { z } from 'zod';
import type { EndpointOutput } from '../../../shared/contract/index.js';
import type { paymentsContract } from '../../../shared/contract/payments/payments.contract.js';
import type { ManualPaymentSchema, StartPaymentSchema } from '../../../shared/contract/payments/payments.schema.js';
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';

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

/** Tags a proof-file payment invalidates once the upload is answered. */
export const manualPaymentTags = paidTags;
