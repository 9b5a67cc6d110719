import type { z } from 'zod';
import type { EndpointOutput } from '../../../shared/contract/index.js';
import type { proposalsContract } from '../../../shared/contract/proposals/proposals.contract.js';
import type {
  ProposalCounterKey,
  ProposalCreateSchema,
  ProposalListFilterSchema,
  ProposalStatusChangeSchema,
  ProposalUpdateSchema,
  UserKycUpdateSchema,
} from '../../../shared/contract/proposals/proposals.schema.js';
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';

type P = typeof proposalsContract;
export type ProposalListResult = EndpointOutput<P['list']>;
export type ProposalListRecord = ProposalListResult['data'][number];
export type ProposalRecord = EndpointOutput<P['detail']>['data'];
export type QuoteRecord = EndpointOutput<P['quotes']>['data'][number];
export type ProposalCreated = EndpointOutput<P['create']>['data'];
export type ProposalCounters = Partial<Record<ProposalCounterKey, number>>;
export type AgentRecord = EndpointOutput<P['agents']>['data'][number];
export type SalesAgentRecord = EndpointOutput<P['salesAgents']>['data'][number];
export type CommentRecord = EndpointOutput<P['comments']>['data'][number];
export type HistoryRecord = EndpointOutput<P['recordVisit']>['data'][number];
export type InsurerErrors = EndpointOutput<P['insurerErrors']>;
export type InsurerPayload = EndpointOutput<P['insurerPayloads']>['data'][number];
export type PolicySummaryRecord = EndpointOutput<P['policySummary']>['data'];
export type VoucherRecord = EndpointOutput<P['activeVouchers']>['data'][number];
export type ExpiredCarPhoto = EndpointOutput<P['deleteExpiredCarPhoto']>['data'][number];
export type CustomerByEmail = EndpointOutput<P['userByEmail']>['data'];
export type ProposalFilter = z.input<typeof ProposalListFilterSchema>;
export type ProposalCreateBody = z.input<typeof ProposalCreateSchema>;

/** A quote the customer asked to be contacted about, with the server's message (it says when a second request changed nothing). */
export interface ContactRequested {
  quote: QuoteRecord;
  message: string;
}
export interface ContactRequestArgs {
  quoteId: string;
  proposalId: string;
  note?: string | undefined;
}

export interface ProposalListArgs {
  page: number;
  size: number;
  search?: string;
  filter: NonNullable<ProposalFilter>;
}

const detail = (id: string) => ({ type: 'Proposal' as const, id });
const quotesOf = (id: string) => ({ type: 'Quote' as const, id: `proposal-${id}` });
/** Anything that reprices changes the proposal, its quotes and the list's figures. */
const repriced = (id: string) => [detail(id), quotesOf(id), { type: 'Proposal' as const, id: 'LIST' }];

/**
 * The motor proposals area's calls (`proposals.*`, spec 000 §7 "Proposals"). Each detail read is
 * keyed by the proposal id; edits that reprice invalidate the proposal and its quotes.
 */
export const apiWithProposals = api.injectEndpoints({
  endpoints: (build) => ({
    getProposals: build.query<ProposalListResult, ProposalListArgs>({
      query: ({ page, size, search, filter }) =>
        hostCall('proposals.list', { query: search ? { page, size, search } : { page, size }, body: filter }),
      providesTags: (result) => [
        { type: 'Proposal', id: 'LIST' },
        ...(result?.data ?? []).map((proposal) => detail(proposal._id)),
      ],
    }),
    getProposalCounters: build.query<ProposalCounters, string | null>({
      query: (agentId) => hostCall('proposals.dashboard', { body: agentId ? { agentId } : {} }),
      transformResponse: (response: EndpointOutput<P['dashboard']>) => response.data,
      providesTags: [{ type: 'Proposal', id: 'LIST' }],
    }),
    getProposalAgents: build.query<AgentRecord[], void>({
      query: () => hostCall('proposals.agents', {}),
      transformResponse: (response: EndpointOutput<P['agents']>) => response.data,
    }),
    getSalesAgents: build.query<SalesAgentRecord[], void>({
      query: () => hostCall('proposals.salesAgents', {}),
      transformResponse: (response: EndpointOutput<P['salesAgents']>) => response.data,
    }),
    getProposal: build.query<ProposalRecord, string>({
      query: (id) => hostCall('proposals.detail', { params: { id }, query: {} }),
      transformResponse: (response: EndpointOutput<P['detail']>) => response.data,
      providesTags: (_result, _error, id) => [detail(id)],
    }),
    getProposalQuotes: build.query<QuoteRecord[], { id: string; insuranceType: 'all' | 'comprehensive' | 'thirdparty' }>({
      query: ({ id, insuranceType }) => hostCall('proposals.quotes', { params: { id }, body: { insuranceType } }),
      transformResponse: (response: EndpointOutput<P['quotes']>) => response.data,
      providesTags: (_result, _error, { id }) => [quotesOf(id)],
    }),
    getNextPrevious: build.query<EndpointOutput<P['nextPrevious']>['data'], string>({
      query: (id) => hostCall('proposals.nextPrevious', { query: { id } }),
      transformResponse: (response: EndpointOutput<P['nextPrevious']>) => response.data,
    }),
    getProposalComments: build.query<CommentRecord[], string>({
      query: (proposalId) => hostCall('proposals.comments', { query: { proposalId } }),
      transformResponse: (response: EndpointOutput<P['comments']>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Proposal', id: `comments-${id}` }],
    }),
    /** Records the visit and answers the proposal's history; asked again on every open. */
    recordProposalVisit: build.query<HistoryRecord[], string>({
      query: (proposalId) => hostCall('proposals.recordVisit', { query: { proposalId } }),
      transformResponse: (response: EndpointOutput<P['recordVisit']>) => response.data,
    }),
    getInsurerErrors: build.query<InsurerErrors, string>({
      query: (id) => hostCall('proposals.insurerErrors', { params: { id } }),
      providesTags: (_result, _error, id) => [quotesOf(id)],
    }),
    getInsurerPayloads: build.query<InsurerPayload[], { id: string; kind: 'quote' | 'policy' }>({
      query: ({ id, kind }) => hostCall('proposals.insurerPayloads', { params: { id }, body: { kind } }),
      transformResponse: (response: EndpointOutput<P['insurerPayloads']>) => response.data,
    }),
    getPolicySummary: build.query<PolicySummaryRecord, string>({
      query: (id) => hostCall('proposals.policySummary', { params: { id } }),
      transformResponse: (response: EndpointOutput<P['policySummary']>) => response.data,
      providesTags: (_result, _error, id) => [detail(id)],
    }),
    getActiveVouchers: build.query<VoucherRecord[], void>({
      query: () => hostCall('proposals.activeVouchers', {}),
      transformResponse: (response: EndpointOutput<P['activeVouchers']>) => response.data,
    }),
    findCustomerByEmail: build.mutation<CustomerByEmail, string>({
      query: (email) => hostCall('proposals.userByEmail', { body: { email } }),
      transformResponse: (response: EndpointOutput<P['userByEmail']>) => response.data,
    }),
    createProposal: build.mutation<ProposalCreated, { reqId: string; body: ProposalCreateBody }>({
      query: ({ reqId, body }) => hostCall('proposals.create', { query: { reqId }, body }),
      transformResponse: (response: EndpointOutput<P['create']>) => response.data,
      invalidatesTags: [{ type: 'Proposal', id: 'LIST' }],
    }),
    regenerateQuotes: build.mutation<ProposalCreated, { pId: string; reqId: string }>({
      query: ({ pId, reqId }) => hostCall('proposals.regenerate', { query: { pId, reqId } }),
      transformResponse: (response: EndpointOutput<P['regenerate']>) => response.data,
      invalidatesTags: (_result, _error, { pId }) => repriced(pId),
    }),
    updateProposal: build.mutation<ProposalRecord, { id: string; body: z.input<typeof ProposalUpdateSchema> }>({
      query: ({ id, body }) => hostCall('proposals.update', { params: { id }, body }),
      transformResponse: (response: EndpointOutput<P['update']>) => response.data,
      invalidatesTags: (_result, _error, { id }) => [detail(id), { type: 'Proposal', id: 'LIST' }],
    }),
    setProposalStatus: build.mutation<ProposalRecord, { id: string; body: z.input<typeof ProposalStatusChangeSchema> }>({
      query: ({ id, body }) => hostCall('proposals.setStatus', { params: { id }, body }),
      transformResponse: (response: EndpointOutput<P['setStatus']>) => response.data,
      invalidatesTags: (_result, _error, { id }) => [detail(id), { type: 'Proposal', id: 'LIST' }],
    }),
    assignProposal: build.mutation<ProposalRecord, { id: string; agentId: string }>({
      query: ({ id, agentId }) => hostCall('proposals.assign', { params: { id }, body: { agentId } }),
      transformResponse: (response: EndpointOutput<P['assign']>) => response.data,
      invalidatesTags: (_result, _error, { id }) => [detail(id), { type: 'Proposal', id: 'LIST' }],
    }),
    addProposalVoucher: build.mutation<ProposalRecord, { id: string; promoCode: string }>({
      query: ({ id, promoCode }) => hostCall('proposals.addVoucher', { params: { id }, body: { promoCode } }),
      transformResponse: (response: EndpointOutput<P['addVoucher']>) => response.data,
      // The code's uses and history change with it (the vouchers area).
      invalidatesTags: (_result, _error, { id }) => [...repriced(id), 'Voucher'],
    }),
    removeProposalVoucher: build.mutation<ProposalRecord, string>({
      query: (id) => hostCall('proposals.removeVoucher', { params: { id } }),
      transformResponse: (response: EndpointOutput<P['removeVoucher']>) => response.data,
      invalidatesTags: (_result, _error, id) => [...repriced(id), 'Voucher'],
    }),
    setAgentDiscount: build.mutation<ProposalRecord, { id: string; agentDiscountPercent: number }>({
      query: ({ id, agentDiscountPercent }) => hostCall('proposals.agentDiscount', { params: { id }, body: { agentDiscountPercent } }),
      transformResponse: (response: EndpointOutput<P['agentDiscount']>) => response.data,
      invalidatesTags: (_result, _error, { id }) => repriced(id),
    }),
    buyQuote: build.mutation<QuoteRecord, { quoteId: string; proposalId: string }>({
      query: ({ quoteId }) => hostCall('proposals.buyQuote', { params: { id: quoteId } }),
      transformResponse: (response: EndpointOutput<P['buyQuote']>) => response.data,
      invalidatesTags: (_result, _error, { proposalId }) => repriced(proposalId),
    }),
    /** "Customer asked to be contacted": the proposal's quotes, history and the list's contact filter read it again. */
    applyForQuoteContact: build.mutation<ContactRequested, ContactRequestArgs>({
      query: ({ quoteId, note }) => hostCall('proposals.applyForContact', { params: { id: quoteId }, body: note ? { note } : {} }),
      transformResponse: (response: EndpointOutput<P['applyForContact']>) => ({ quote: response.data, message: response.message ?? 'Saved' }),
      invalidatesTags: (_result, error, { proposalId }) => (error ? [] : [detail(proposalId), quotesOf(proposalId), { type: 'Proposal', id: 'LIST' }]),
    }),
    createProposalComment: build.mutation<CommentRecord[], { proposalId: string; comment: string }>({
      query: (body) => hostCall('proposals.createComment', { body }),
      transformResponse: (response: EndpointOutput<P['createComment']>) => response.data,
      invalidatesTags: (_result, _error, { proposalId }) => [{ type: 'Proposal', id: `comments-${proposalId}` }],
    }),
    updateProposalCustomer: build.mutation<unknown, { userId: string; proposalId: string; body: z.input<typeof UserKycUpdateSchema> }>({
      query: ({ userId, body }) => hostCall('proposals.updateUser', { params: { userId }, body }),
      invalidatesTags: (_result, _error, { proposalId }) => [detail(proposalId)],
    }),
    deleteExpiredCarPhoto: build.mutation<ExpiredCarPhoto[], { id: string; photoId: string }>({
      query: ({ id, photoId }) => hostCall('proposals.deleteExpiredCarPhoto', { params: { id }, body: { filePathToDelete: photoId } }),
      transformResponse: (response: EndpointOutput<P['deleteExpiredCarPhoto']>) => response.data,
    }),
  }),
});

export const {
  useGetProposalsQuery,
  useGetProposalCountersQuery,
  useGetProposalAgentsQuery,
  useGetSalesAgentsQuery,
  useGetProposalQuery,
  useGetProposalQuotesQuery,
  useGetNextPreviousQuery,
  useGetProposalCommentsQuery,
  useRecordProposalVisitQuery,
  useGetInsurerErrorsQuery,
  useLazyGetInsurerPayloadsQuery,
  useGetPolicySummaryQuery,
  useGetActiveVouchersQuery,
  useFindCustomerByEmailMutation,
  useCreateProposalMutation,
  useRegenerateQuotesMutation,
  useUpdateProposalMutation,
  useSetProposalStatusMutation,
  useAssignProposalMutation,
  useAddProposalVoucherMutation,
  useRemoveProposalVoucherMutation,
  useSetAgentDiscountMutation,
  useBuyQuoteMutation,
  useApplyForQuoteContactMutation,
  useCreateProposalCommentMutation,
  useUpdateProposalCustomerMutation,
  useDeleteExpiredCarPhotoMutation,
} = apiWithProposals;
