import type { EndpointOutput } from '../../../shared/contract/index.js';
import type { healthProposalsContract } from '../../../shared/contract/health-proposals/health-proposals.contract.js';
import type { HealthProposalCreate, HealthProposalEditSchema, HealthQuoteEditSchema } from '../../../shared/contract/health-proposals/health-proposals.schema.js';
import { wholeEdit } from '../../../shared/contract/health-proposals/health-proposal-form.js';
import type { z } from 'zod';
import type { ProposalStatusChangeSchema } from '../../../shared/contract/proposals/proposals.schema.js';
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';
import type {
  AgentRecord, CommentRecord, ContactRequestArgs, ContactRequested, ProposalCounters, ProposalListArgs, ProposalListResult, VoucherRecord,
} from '../proposals/public.js';

type H = typeof healthProposalsContract;
export type HealthProposalRecord = EndpointOutput<H['detail']>['data'];
export type HealthQuoteRecord = EndpointOutput<H['quotes']>['data'][number];
export type HealthProposalCreated = EndpointOutput<H['create']>['data'];
export type HealthPayableRecord = EndpointOutput<H['payableDetails']>['data'];
export type HealthQuoteEdit = z.input<typeof HealthQuoteEditSchema>;

const detail = (id: string) => ({ type: 'HealthProposal' as const, id });
const quotesOf = (id: string) => ({ type: 'HealthQuote' as const, id: `proposal-${id}` });
const LIST = { type: 'HealthProposal' as const, id: 'LIST' };
const quote = (id: string) => ({ type: 'HealthQuote' as const, id });

/**
 * The health proposals area's calls (`healthProposals.*`, FIELDS.md "Health proposals"). The list and
 * counters answer the motor shapes; re-generating invalidates the proposal, its quotes and the list.
 */
export const apiWithHealthProposals = api.injectEndpoints({
  endpoints: (build) => ({
    getHealthProposals: build.query<ProposalListResult, ProposalListArgs>({
      query: ({ page, size, search, filter }) =>
        hostCall('healthProposals.list', { query: search ? { page, size, search } : { page, size }, body: filter }),
      providesTags: (result) => [LIST, ...(result?.data ?? []).map((proposal) => detail(proposal._id))],
    }),
    getHealthProposalCounters: build.query<ProposalCounters, string | null>({
      query: (agentId) => hostCall('healthProposals.dashboard', { body: agentId ? { agentId } : {} }),
      transformResponse: (response: EndpointOutput<H['dashboard']>) => response.data,
      providesTags: [LIST],
    }),
    getHealthProposal: build.query<HealthProposalRecord, string>({
      query: (id) => hostCall('healthProposals.detail', { params: { id } }),
      transformResponse: (response: EndpointOutput<H['detail']>) => response.data,
      providesTags: (_result, _error, id) => [detail(id)],
    }),
    getHealthProposalQuotes: build.query<HealthQuoteRecord[], string>({
      query: (id) => hostCall('healthProposals.quotes', { params: { id } }),
      transformResponse: (response: EndpointOutput<H['quotes']>) => response.data,
      providesTags: (_result, _error, id) => [quotesOf(id)],
    }),
    createHealthProposal: build.mutation<HealthProposalCreated, { reqId: string; body: HealthProposalCreate }>({
      query: ({ reqId, body }) => hostCall('healthProposals.create', { query: { reqId }, body }),
      transformResponse: (response: EndpointOutput<H['create']>) => response.data,
      // A proposal made from a lead turns the lead Quoted.
      invalidatesTags: (_result, _error, { body }) => (body.leadId ? [LIST, { type: 'HealthLead', id: body.leadId }, { type: 'HealthLead', id: 'LIST' }] : [LIST]),
    }),
    regenerateHealthQuotes: build.mutation<HealthProposalCreated, { pId: string; reqId: string }>({
      query: ({ pId, reqId }) => hostCall('healthProposals.regenerate', { query: { pId, reqId } }),
      transformResponse: (response: EndpointOutput<H['regenerate']>) => response.data,
      invalidatesTags: (_result, _error, { pId }) => [detail(pId), quotesOf(pId), LIST],
    }),
    /** The edited family and cover; the quotes are priced again only on Re-generate, so they are not read again. */
    updateHealthProposal: build.mutation<HealthProposalRecord, { id: string; body: z.output<typeof HealthProposalEditSchema> }>({
      query: ({ id, body }) => hostCall('healthProposals.update', { params: { id }, body: wholeEdit(body) }),
      transformResponse: (response: EndpointOutput<H['update']>) => response.data,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [detail(id), LIST]),
    }),
    getHealthProposalAgents: build.query<AgentRecord[], void>({
      query: () => hostCall('healthProposals.agents', {}),
      transformResponse: (response: EndpointOutput<H['agents']>) => response.data,
    }),
    assignHealthProposal: build.mutation<HealthProposalRecord, { id: string; agentId: string }>({
      query: ({ id, agentId }) => hostCall('healthProposals.assign', { params: { id }, body: { agentId } }),
      transformResponse: (response: EndpointOutput<H['assign']>) => response.data,
      invalidatesTags: (_result, _error, { id }) => [detail(id), LIST],
    }),
    setHealthProposalStatus: build.mutation<HealthProposalRecord, { id: string; body: z.input<typeof ProposalStatusChangeSchema> }>({
      query: ({ id, body }) => hostCall('healthProposals.setStatus', { params: { id }, body }),
      transformResponse: (response: EndpointOutput<H['setStatus']>) => response.data,
      invalidatesTags: (_result, _error, { id }) => [detail(id), LIST],
    }),
    getHealthActiveVouchers: build.query<VoucherRecord[], void>({
      query: () => hostCall('healthProposals.activeVouchers', {}),
      transformResponse: (response: EndpointOutput<H['activeVouchers']>) => response.data,
    }),
    addHealthProposalVoucher: build.mutation<HealthProposalRecord, { id: string; promoCode: string }>({
      query: ({ id, promoCode }) => hostCall('healthProposals.addVoucher', { params: { id }, body: { promoCode } }),
      transformResponse: (response: EndpointOutput<H['addVoucher']>) => response.data,
      // The quotes are re-priced, and the code's uses and history change with it (the vouchers area).
      invalidatesTags: (_result, _error, { id }) => [detail(id), quotesOf(id), LIST, 'Voucher'],
    }),
    removeHealthProposalVoucher: build.mutation<HealthProposalRecord, string>({
      query: (id) => hostCall('healthProposals.removeVoucher', { params: { id } }),
      transformResponse: (response: EndpointOutput<H['removeVoucher']>) => response.data,
      invalidatesTags: (_result, _error, id) => [detail(id), quotesOf(id), LIST, 'Voucher'],
    }),
    setHealthAgentDiscount: build.mutation<HealthProposalRecord, { id: string; agentDiscountPercent: number }>({
      query: ({ id, agentDiscountPercent }) => hostCall('healthProposals.agentDiscount', { params: { id }, body: { agentDiscountPercent } }),
      transformResponse: (response: EndpointOutput<H['agentDiscount']>) => response.data,
      invalidatesTags: (_result, _error, { id }) => [detail(id), quotesOf(id), LIST],
    }),
    getHealthProposalComments: build.query<CommentRecord[], string>({
      query: (id) => hostCall('healthProposals.comments', { params: { id } }),
      transformResponse: (response: EndpointOutput<H['comments']>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'HealthProposal', id: `comments-${id}` }],
    }),
    createHealthProposalComment: build.mutation<CommentRecord[], { proposalId: string; comment: string }>({
      query: ({ proposalId, comment }) => hostCall('healthProposals.createComment', { params: { id: proposalId }, body: { comment } }),
      transformResponse: (response: EndpointOutput<H['createComment']>) => response.data,
      invalidatesTags: (_result, _error, { proposalId }) => [{ type: 'HealthProposal', id: `comments-${proposalId}` }],
    }),
    getHealthQuotePayable: build.query<HealthPayableRecord, string>({
      query: (id) => hostCall('healthProposals.payableDetails', { params: { id } }),
      transformResponse: (response: EndpointOutput<H['payableDetails']>) => response.data,
      providesTags: (_result, _error, id) => [quote(id)],
    }),
    /** A quote's member premiums and loading: its payable details and the proposal's quotes are read again. */
    editHealthQuote: build.mutation<EndpointOutput<H['updateQuote']>['data'], { id: string; proposalId: string; body: HealthQuoteEdit }>({
      query: ({ id, body }) => hostCall('healthProposals.updateQuote', { params: { id }, body }),
      transformResponse: (response: EndpointOutput<H['updateQuote']>) => response.data,
      invalidatesTags: (_result, error, { id, proposalId }) => (error ? [] : [quote(id), quotesOf(proposalId), { type: 'Payment', id }]),
    }),
    /** Motor's "Customer asked to be contacted" for a health quote: the quotes, the history and the list's filter read it again. */
    applyForHealthQuoteContact: build.mutation<ContactRequested, ContactRequestArgs>({
      query: ({ quoteId, note }) => hostCall('healthProposals.applyForContact', { params: { id: quoteId }, body: note ? { note } : {} }),
      transformResponse: (response: EndpointOutput<H['applyForContact']>) => ({ quote: response.data, message: response.message ?? 'Saved' }),
      invalidatesTags: (_result, error, { proposalId }) => (error ? [] : [detail(proposalId), quotesOf(proposalId), LIST]),
    }),
  }),
});

export const {
  useGetHealthProposalsQuery,
  useGetHealthProposalCountersQuery,
  useGetHealthProposalQuery,
  useGetHealthProposalQuotesQuery,
  useCreateHealthProposalMutation,
  useRegenerateHealthQuotesMutation,
  useUpdateHealthProposalMutation,
  useGetHealthProposalAgentsQuery,
  useAssignHealthProposalMutation,
  useSetHealthProposalStatusMutation,
  useGetHealthActiveVouchersQuery,
  useAddHealthProposalVoucherMutation,
  useRemoveHealthProposalVoucherMutation,
  useSetHealthAgentDiscountMutation,
  useGetHealthProposalCommentsQuery,
  useCreateHealthProposalCommentMutation,
  useApplyForHealthQuoteContactMutation,
  useGetHealthQuotePayableQuery,
  useEditHealthQuoteMutation,
} = apiWithHealthProposals;
