import type { z } from 'zod';
import type { EndpointOutput } from '../../../shared/contract/index.js';
import type { paymentLinkContract } from '../../../shared/contract/payment-link/payment-link.contract.js';
import type { CreatePaymentLinkSchema, PaymentLinkFilter } from '../../../shared/contract/payment-link/payment-link.schema.js';
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';

type C = typeof paymentLinkContract;
export type PaymentLinkListResult = EndpointOutput<C['list']>;
export type PaymentLinkRecord = PaymentLinkListResult['data'][number];
export type PaymentLinkDetailRecord = EndpointOutput<C['detail']>['data'];

export interface PaymentLinkListArgs {
  page: number;
  size: number;
  search?: string;
  filter: Partial<PaymentLinkFilter>;
}

/** The payment links area's calls (FIELDS.md "Payment links (custom invoices)"). */
export const apiWithPaymentLinks = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentLinks: build.query<PaymentLinkListResult, PaymentLinkListArgs>({
      query: ({ page, size, search, filter }) => hostCall('paymentLink.list', { query: search ? { page, size, search } : { page, size }, body: filter }),
      providesTags: (result) => [
        { type: 'PaymentLink', id: 'LIST' },
        ...(result?.data ?? []).map((link) => ({ type: 'PaymentLink' as const, id: link._id })),
      ],
    }),
    getPaymentLink: build.query<PaymentLinkDetailRecord, string>({
      query: (id) => hostCall('paymentLink.detail', { params: { id } }),
      transformResponse: (response: EndpointOutput<C['detail']>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'PaymentLink', id }],
    }),
    createPaymentLink: build.mutation<PaymentLinkDetailRecord, z.input<typeof CreatePaymentLinkSchema>>({
      query: (body) => hostCall('paymentLink.create', { body }),
      transformResponse: (response: EndpointOutput<C['create']>) => response.data,
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'PaymentLink', id: 'LIST' }]),
    }),
  }),
});

export const {
  useGetPaymentLinksQuery,
  useGetPaymentLinkQuery,
  useCreatePaymentLinkMutation,
} = apiWithPaymentLinks;
