import type { z } from 'zod';
import type { EndpointOutput } from '../../../shared/contract/index.js';
import type { customersContract } from '../../../shared/contract/customers/customers.contract.js';
import type { CommentCreateSchema } from '../../../shared/contract/common.schema.js';
import type {
  CustomerUpdateSchema,
  PolicyStatusFilterSchema,
  ProposalStatusFilterSchema,
} from '../../../shared/contract/customers/customers.schema.js';
import type { Line } from '../../../shared/contract/customers/customers.schema.js';
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';

type C = typeof customersContract;
export type CustomerListResult = EndpointOutput<C['list']>;
export type CustomerRecord = EndpointOutput<C['list']>['data'][number];
/** The customer's page: the customer and the blacklist entry it matches. */
export type CustomerDetailRecord = EndpointOutput<C['get']>['data'];
export type PolicyListResult = EndpointOutput<C['policies']>;
export type ProposalListResult = EndpointOutput<C['proposals']>;
export type QuoteListResult = EndpointOutput<C['quotes']>;
export type CommentRecord = EndpointOutput<C['comments']>['data'][number];
export type AddonRecord = EndpointOutput<C['addons']>['data'][number];
export type RedeemPointsRecord = EndpointOutput<C['redeemPoints']>['data'];
export type PolicyStatusFilter = z.infer<typeof PolicyStatusFilterSchema>;
export type ProposalStatusFilter = z.infer<typeof ProposalStatusFilterSchema>;

export interface PageArgs {
  page: number;
  size: number;
  search?: string;
}
export interface LineListArgs<F> extends PageArgs {
  id: string;
  line: Line;
  pType: F;
}

const query = ({ page, size, search }: PageArgs) => (search ? { page, size, search } : { page, size });

const policyEndpoint = {
  motor: 'customers.policies',
  health: 'customers.healthPolicies',
  travel: 'customers.travelPolicies',
} as const;
const proposalEndpoint = {
  motor: 'customers.proposals',
  health: 'customers.healthProposals',
  travel: 'customers.travelProposals',
} as const;

/**
 * The customers area's calls (spec 001 §7). The list provides `Customer/LIST` and one tag per
 * id; edits and status changes invalidate that id and the list.
 */
export const apiWithCustomers = api.injectEndpoints({
  endpoints: (build) => ({
    getCustomers: build.query<CustomerListResult, PageArgs>({
      query: (args) => hostCall('customers.list', { query: query(args), body: {} }),
      providesTags: (result) => [
        { type: 'Customer', id: 'LIST' },
        ...(result?.data ?? []).map((customer) => ({ type: 'Customer' as const, id: customer._id })),
      ],
    }),
    getCustomer: build.query<CustomerDetailRecord, string>({
      query: (id) => hostCall('customers.get', { params: { id } }),
      transformResponse: (response: EndpointOutput<C['get']>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Customer', id }],
    }),
    updateCustomer: build.mutation<CustomerRecord, { id: string; body: z.input<typeof CustomerUpdateSchema> }>({
      query: ({ id, body }) => hostCall('customers.update', { params: { id }, body }),
      transformResponse: (response: EndpointOutput<C['update']>) => response.data,
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Customer', id },
        { type: 'Customer', id: 'LIST' },
      ],
    }),
    changeCustomerStatus: build.mutation<CustomerRecord, { id: string; isBlock: boolean }>({
      query: ({ id, isBlock }) => hostCall('customers.changeStatus', { body: { coustomerId: id, isBlock } }),
      transformResponse: (response: EndpointOutput<C['changeStatus']>) => response.data,
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Customer', id },
        { type: 'Customer', id: 'LIST' },
      ],
    }),
    getCustomerComments: build.query<CommentRecord[], string>({
      query: (id) => hostCall('customers.comments', { params: { id } }),
      transformResponse: (response: EndpointOutput<C['comments']>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'CustomerComment', id }],
    }),
    createCustomerComment: build.mutation<CommentRecord, { id: string; body: z.input<typeof CommentCreateSchema> }>({
      query: ({ id, body }) => hostCall('customers.createComment', { params: { id }, body }),
      transformResponse: (response: EndpointOutput<C['createComment']>) => response.data,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'CustomerComment', id }],
    }),
    getCustomerPolicies: build.query<PolicyListResult, LineListArgs<PolicyStatusFilter>>({
      query: ({ id, line, pType, ...page }) =>
        hostCall(policyEndpoint[line], { params: { id }, query: query(page), body: { pType } }),
      providesTags: (_result, _error, { id }) => [{ type: 'Customer', id }],
    }),
    getCustomerProposals: build.query<ProposalListResult, LineListArgs<ProposalStatusFilter>>({
      query: ({ id, line, pType, ...page }) =>
        hostCall(proposalEndpoint[line], { params: { id }, query: query(page), body: { pType } }),
      providesTags: (_result, _error, { id }) => [{ type: 'Customer', id }],
    }),
    getCustomerQuotes: build.query<QuoteListResult, PageArgs & { id: string }>({
      query: ({ id, ...page }) => hostCall('customers.quotes', { params: { id }, query: query(page) }),
      providesTags: (_result, _error, { id }) => [{ type: 'Customer', id }],
    }),
    getCustomerAddons: build.query<AddonRecord[], string>({
      query: (id) => hostCall('customers.addons', { params: { id } }),
      transformResponse: (response: EndpointOutput<C['addons']>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Customer', id }],
    }),
    getCustomerRedeemPoints: build.query<RedeemPointsRecord, string>({
      query: (id) => hostCall('customers.redeemPoints', { params: { id } }),
      transformResponse: (response: EndpointOutput<C['redeemPoints']>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Customer', id }],
    }),
  }),
});

export const {
  useGetCustomersQuery,
  useGetCustomerQuery,
  useUpdateCustomerMutation,
  useChangeCustomerStatusMutation,
  useGetCustomerCommentsQuery,
  useCreateCustomerCommentMutation,
  useGetCustomerPoliciesQuery,
  useGetCustomerProposalsQuery,
  useGetCustomerQuotesQuery,
  useGetCustomerAddonsQuery,
  useGetCustomerRedeemPointsQuery,
} = apiWithCustomers;
