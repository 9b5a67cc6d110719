import type { EndpointOutput } from '../../../shared/contract/index.js';
import type { sharingContract } from '../../../shared/contract/sharing/sharing.contract.js';
import type { OutboxChannel } from '../../../shared/contract/sharing/sharing.schema.js';
import { api } from '../../app/api.js';
import { hostCall, type HostCall } from '../../app/baseQuery.js';

type C = typeof sharingContract;
export type ShareResult = EndpointOutput<C['shareQuoteEmail']>;
export type OutboxListResult = EndpointOutput<C['outbox']>;
export type OutboxRecord = OutboxListResult['data'][number];
export type OutboxChannelFilter = 'all' | OutboxChannel;

/**
 * What is shared. Every share is about a proposal's quotes, so `proposalId` is always known: the
 * comparison is sent under it, and the dialog prefills the proposal's customer from it.
 */
export type ShareSubject =
  | { kind: 'quote'; proposalId: string; quoteId: string }
  /** A comparison of motor quotes, or (`line: 'health'`) of a health proposal's plans, sent at the line's paths. */
  | { kind: 'compare'; proposalId: string; quoteIds: readonly string[]; line?: ShareLine }
  /** A quote's payment link, sent at the line's paths (motor's unless said) worded for its line. */
  | { kind: 'paymentLink'; proposalId: string; quoteId: string; paymentLink: string; line?: ShareLine }
  /** A payment link of the payment links area (a custom invoice): no proposal, so no customer to prefill. */
  | { kind: 'customPaymentLink'; linkId: string; paymentLink: string };

/** The sales line a share is of: its calls, wording and permission are the line's. */
export type ShareLine = 'motor' | 'health';

/** The right a line's shares need (motor's share calls need `quote.read`, health's `healthQuote.read`). */
export const SHARE_PERMISSION = { motor: 'quote.read', health: 'healthQuote.read' } as const satisfies Record<ShareLine, string>;

/** A share as sent: the subject and the recipient, already normalised (lower-cased e-mail, 9-digit mobile). */
export type ShareRequest = { subject: ShareSubject } & ({ channel: 'email'; email: string } | { channel: 'sms'; mobileNumber: string });

export interface OutboxListArgs {
  page: number;
  size: number;
  search?: string;
  channel: OutboxChannelFilter;
}

/**
 * The contract call of a share (spec 000 §7 "Sharing"): `{id}` is the quote's for a quote, the
 * proposal's for a comparison; a payment link names its quote in the body.
 *
 * @example shareCall({ subject: { kind: 'quote', proposalId: 'p1', quoteId: 'q1' }, channel: 'sms', mobileNumber: '501234567' })
 */
export function shareCall({ subject, ...to }: ShareRequest): HostCall {
  switch (subject.kind) {
    case 'quote':
      return to.channel === 'email'
        ? hostCall('sharing.shareQuoteEmail', { params: { id: subject.quoteId }, body: { toEmail: to.email } })
        : hostCall('sharing.shareQuoteSms', { params: { id: subject.quoteId }, body: { toMobileNumber: to.mobileNumber } });
    case 'compare': {
      const ids = [...subject.quoteIds];
      if (subject.line === 'health') {
        return to.channel === 'email'
          ? hostCall('sharing.shareHealthCompareEmail', { params: { id: subject.proposalId }, body: { ids, toEmail: to.email } })
          : hostCall('sharing.shareHealthCompareSms', { params: { id: subject.proposalId }, body: { ids, toMobileNumber: to.mobileNumber } });
      }
      return to.channel === 'email'
        ? hostCall('sharing.shareCompareEmail', { params: { id: subject.proposalId }, body: { ids, toEmail: to.email } })
        : hostCall('sharing.shareCompareSms', { params: { id: subject.proposalId }, body: { ids, toMobileNumber: to.mobileNumber } });
    }
    case 'paymentLink': {
      const { quoteId, paymentLink } = subject;
      if (subject.line === 'health') {
        return to.channel === 'email'
          ? hostCall('sharing.shareHealthPaymentLinkEmail', { body: { quoteId, email: to.email, paymentLink } })
          : hostCall('sharing.shareHealthPaymentLinkSms', { body: { quoteId, mobileNumber: to.mobileNumber, paymentLink } });
      }
      return to.channel === 'email'
        ? hostCall('sharing.sharePaymentLinkEmail', { body: { quoteId, email: to.email, paymentLink } })
        : hostCall('sharing.sharePaymentLinkSms', { body: { quoteId, mobileNumber: to.mobileNumber, paymentLink } });
    }
    case 'customPaymentLink':
      return to.channel === 'email'
        ? hostCall('paymentLink.shareEmail', { params: { id: subject.linkId }, body: { email: to.email } })
        : hostCall('paymentLink.shareSms', { params: { id: subject.linkId }, body: { mobileNumber: to.mobileNumber } });
  }
}

/** Anything sent adds a message to the outbox. */
const outboxList = [{ type: 'Outbox' as const, id: 'LIST' }];

/**
 * The sharing area's calls: sending quotes, comparisons and payment links to customers, the
 * chatbot, and the outbox of what was sent. The compare PDF and an attachment are downloads
 * (`useDownload` with `sharing.comparePdf` / `sharing.outboxAttachment`).
 */
export const apiWithSharing = api.injectEndpoints({
  endpoints: (build) => ({
    shareWithCustomer: build.mutation<ShareResult, ShareRequest>({
      query: shareCall,
      invalidatesTags: (_result, error) => (error ? [] : outboxList),
    }),
    addChatbotCustomer: build.mutation<ShareResult, string>({
      query: (proposalId) => hostCall('sharing.chatbotAddCustomer', { params: { id: proposalId } }),
      invalidatesTags: (_result, error) => (error ? [] : outboxList),
    }),
    sendChatbotPdf: build.mutation<ShareResult, { proposalId: string; quoteIds: string[] }>({
      query: ({ proposalId, quoteIds }) => hostCall('sharing.chatbotSendPdf', { params: { id: proposalId }, body: { quoteIds } }),
      invalidatesTags: (_result, error) => (error ? [] : outboxList),
    }),
    getOutbox: build.query<OutboxListResult, OutboxListArgs>({
      query: ({ page, size, search, channel }) =>
        hostCall('sharing.outbox', { query: search ? { page, size, search, channel } : { page, size, channel } }),
      providesTags: (result) => [...outboxList, ...(result?.data ?? []).map((message) => ({ type: 'Outbox' as const, id: message._id }))],
    }),
    getOutboxMessage: build.query<OutboxRecord, string>({
      query: (id) => hostCall('sharing.outboxMessage', { params: { id } }),
      transformResponse: (response: EndpointOutput<C['outboxMessage']>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Outbox', id }],
    }),
  }),
});

export const {
  useShareWithCustomerMutation, useAddChatbotCustomerMutation, useSendChatbotPdfMutation, useGetOutboxQuery, useGetOutboxMessageQuery,
} = apiWithSharing;
