import type { z } from 'zod';
import type { EndpointOutput } from '../../../shared/contract/index.js';
import type { proposalsContract } from '../../../shared/contract/proposals/proposals.contract.js';
import type { quotationsContract } from '../../../shared/contract/quotations/quotations.contract.js';
import type {
  EditAdminFeesSchema, EditPriceSchema, EditVehicleValueSchema, QuoteListFilterSchema, UpdateQuoteProductsSchema,
} from '../../../shared/contract/quotations/quotations.schema.js';
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';

type C = typeof quotationsContract;
export type QuotationListResult = EndpointOutput<C['list']>;
export type QuotationRecord = QuotationListResult['data'][number];
export type QuotationDetail = EndpointOutput<C['detail']>['data'];
export type QuoteListFilter = z.input<typeof QuoteListFilterSchema>;
type CompareResult = EndpointOutput<(typeof proposalsContract)['compare']>;

export interface QuotationListArgs {
  page: number;
  size: number;
  search?: string;
  filter: { qType: 'all' | 'ACTIVE' | 'EXPIRED'; insuranceType: 'all' | 'comprehensive' | 'thirdparty'; startDate?: string; endDate?: string };
}

/** An edit's input: the quote's id and the contract's body. */
type Edit<S extends z.ZodType> = { id: string; body: z.input<S> };

const quoteTags = (id: string) => [
  { type: 'Quote' as const, id },
  { type: 'Quote' as const, id: 'LIST' },
  { type: 'Payment' as const, id },
  // The proposal's quotes table and payable details show the same figures.
  'Proposal' as const,
];

/**
 * The quotations area's calls (spec 000 §7 "Policies", "Quote edits"). Edits of a quote
 * invalidate the quote, the lists and the proposal screens showing it; compare is the proposals
 * contract's `comparemultiplequotesadmin`.
 */
export const apiWithQuotations = api.injectEndpoints({
  endpoints: (build) => ({
    getQuotations: build.query<QuotationListResult, QuotationListArgs>({
      query: ({ page, size, search, filter }) =>
        hostCall('quotations.list', { query: search ? { page, size, search } : { page, size }, body: filter }),
      providesTags: (result) => [
        { type: 'Quote', id: 'LIST' },
        ...(result?.data ?? []).map((quote) => ({ type: 'Quote' as const, id: quote._id })),
      ],
    }),
    getQuotation: build.query<QuotationDetail, string>({
      query: (id) => hostCall('quotations.detail', { params: { id } }),
      transformResponse: (response: EndpointOutput<C['detail']>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Quote', id }],
    }),
    editQuotationPrice: build.mutation<unknown, Edit<typeof EditPriceSchema>>({
      query: ({ id, body }) => hostCall('quotations.editPrice', { params: { id }, body }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : quoteTags(id)),
    }),
    editQuotationVehicleValue: build.mutation<unknown, Edit<typeof EditVehicleValueSchema>>({
      query: ({ id, body }) => hostCall('quotations.editVehicleValue', { params: { id }, body }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : quoteTags(id)),
    }),
    editQuotationAdminFees: build.mutation<unknown, Edit<typeof EditAdminFeesSchema>>({
      query: ({ id, body }) => hostCall('quotations.editAdminFees', { params: { id }, body }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : quoteTags(id)),
    }),
    updateQuotationProducts: build.mutation<unknown, Edit<typeof UpdateQuoteProductsSchema> & { customerId: string }>({
      query: ({ id, body }) => hostCall('quotations.updateAddons', { params: { id }, body }),
      // The customer's add-ons tab lists the purchases too.
      invalidatesTags: (_result, error, { id, customerId }) => (error ? [] : [...quoteTags(id), { type: 'Customer' as const, id: customerId }]),
    }),
    compareQuotations: build.query<CompareResult['data'], string[]>({
      query: (ids) => hostCall('proposals.compare', { body: { ids } }),
      transformResponse: (response: CompareResult) => response.data,
      providesTags: (_result, _error, ids) => ids.map((id) => ({ type: 'Quote' as const, id })),
    }),
  }),
});

export const {
  useGetQuotationsQuery,
  useGetQuotationQuery,
  useEditQuotationPriceMutation,
  useEditQuotationVehicleValueMutation,
  useEditQuotationAdminFeesMutation,
  useUpdateQuotationProductsMutation,
  useCompareQuotationsQuery,
} = apiWithQuotations;
