import type { z } from 'zod';
import type { EndpointOutput } from '../../../shared/contract/index.js';
import type { healthPaymentsContract } from '../../../shared/contract/payments/health-payments.contract.js';
import type { ManualPaymentSchema, StartPaymentSchema } from '../../../shared/contract/payments/payments.schema.js';
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';
import type { PaymentsApi } from '../payments/public.js';

type C = typeof healthPaymentsContract;
type StartBody = z.input<typeof StartPaymentSchema>;

/**
 * What a health payment changes: the quote's payments, every health quote and proposal on screen
 * (paid, the policy banner), the policies lists and the health transactions. Nothing changes on screen before the server answers.
 */
const paidTags = (quoteId: string) => [
  { type: 'Payment' as const, id: quoteId },
  'HealthQuote' as const,
  'HealthProposal' as const,
  'Policy' as const,
  { type: 'HealthTransaction' as const, id: 'LIST' },
];

/** A health quote's payments at the health paths (`healthPayments.*`); `id` is always the quote's id. */
export const apiWithHealthPayments = api.injectEndpoints({
  endpoints: (build) => ({
    getHealthQuotePaymentStatus: build.query<EndpointOutput<C['status']>['data'], string>({
      query: (id) => hostCall('healthPayments.status', { params: { id } }),
      transformResponse: (response: EndpointOutput<C['status']>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Payment', id }],
    }),
    startHealthCardPayment: build.mutation<EndpointOutput<C['cardPayment']>['data'], { id: string; body?: StartBody }>({
      query: ({ id, body }) => hostCall('healthPayments.cardPayment', { params: { id }, body: body ?? { paidBy: 'CRM - Link' } }),
      transformResponse: (response: EndpointOutput<C['cardPayment']>) => response.data,
      invalidatesTags: (_result, error, { id }) => (error ? [] : paidTags(id)),
    }),
    startHealthBnplPayment: build.mutation<EndpointOutput<C['bnplPayment']>['data'], { id: string; body?: StartBody }>({
      query: ({ id, body }) => hostCall('healthPayments.bnplPayment', { params: { id }, body: body ?? { paidBy: 'CRM - Tamara' } }),
      transformResponse: (response: EndpointOutput<C['bnplPayment']>) => response.data,
      invalidatesTags: (_result, error, { id }) => (error ? [] : paidTags(id)),
    }),
    /** A manual payment without a file (bank transfer); with a proof file it goes through the host's upload. */
    recordHealthBankTransfer: build.mutation<EndpointOutput<C['manualPayment']>['data'], { id: string; body: z.input<typeof ManualPaymentSchema> }>({
      query: ({ id, body }) => hostCall('healthPayments.manualPayment', { params: { id }, body }),
      transformResponse: (response: EndpointOutput<C['manualPayment']>) => response.data,
      invalidatesTags: (_result, error, { id }) => (error ? [] : paidTags(id)),
    }),
    purchaseHealthQuote: build.mutation<EndpointOutput<C['purchase']>['data'], string>({
      query: (id) => hostCall('healthPayments.purchase', { params: { id } }),
      transformResponse: (response: EndpointOutput<C['purchase']>) => response.data,
      // A refusal may still have recorded the insurer's error on a Pending policy: refresh either way.
      invalidatesTags: (_result, _error, id) => paidTags(id),
    }),
  }),
});

/** Health's payment calls for the payments feature's `PaymentActions`, with the health quote module's rights. */
export const healthPayments: PaymentsApi = {
  useStatus: apiWithHealthPayments.useGetHealthQuotePaymentStatusQuery,
  useCardPayment: apiWithHealthPayments.useStartHealthCardPaymentMutation,
  useBnplPayment: apiWithHealthPayments.useStartHealthBnplPaymentMutation,
  useBankTransfer: apiWithHealthPayments.useRecordHealthBankTransferMutation,
  usePurchase: apiWithHealthPayments.usePurchaseHealthQuoteMutation,
  manualPaymentEndpoint: 'healthPayments.manualPayment',
  paidTags,
  checkedTags: ['HealthProposal'],
  movedTags: (quote) => [{ type: 'Payment', id: quote._id }, 'HealthQuote', { type: 'HealthProposal', id: quote.proposalId }],
  permissions: { pay: 'healthQuote.update', issue: 'healthQuote.create' },
  line: 'health',
  policyPath: (policyId) => `/health-insurance/policies/${encodeURIComponent(policyId)}`,
};
