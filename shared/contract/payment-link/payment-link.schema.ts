import { z } from 'zod';
import { money } from '../../kit/fields.js';
import { EmailSchema, IdSchema, ListQuerySchema, TimestampSchema, UaeMobileSchema, detailResultSchema, listResultSchema } from '../common.schema.js';

/**
 * Payment links, the seed system's custom invoices (spec 002 §2 "Payment links"; FIELDS.md
 * "Payment links (custom invoices)"). Staff enter an amount and a comment; BrokerDesk records a
 * custom transaction (`CTX-000001`), opens an order for it with the chosen payment provider (the
 * sandbox gateways of the motor flow), and hands out the provider's page as the link. Only the
 * provider's signed callback, confirmed by asking the provider, marks a link `SUCCESS`.
 *
 * Decisions where the spec is silent:
 * - money travels in whole fils as all BrokerDesk money (`billAmountFils`, the spec's `billAmount`
 *   in AED): from 1 fils to AED 1,000,000; the buy-now-pay-later provider adds its own limits (422);
 * - the providers offered are the payments module's: `card` (default) and `bnpl`;
 * - creating is idempotent by the body's `idempotencyKey` (the hosts carry no custom headers; the
 *   create screen draws one per form): per account, the same key answers the same link, and a key
 *   reused for another amount, comment or provider is refused (409);
 * - an agent (neither Admin nor supervisor) sees only the links he created, whatever `agentId` says;
 *   Admin and supervisors see all, or one agent's with `agentId` (an unknown agent is a 422);
 * - dates are ISO date-times, `startDate` not after `endDate`; a link's status is `PENDING` until
 *   its payment is confirmed (a declined or expired order stays `PENDING`: the customer may pay a
 *   new link);
 * - Auth Reference No. is the id of the provider's signed notification that confirmed the payment,
 *   Payment Ref No the provider's order reference, Payment Type the provider's label;
 * - links are shared by e-mail or SMS through the messenger (outbox), two endpoints of BrokerDesk's own;
 * - the blacklist has effect (issue 15): a create naming the customer's `email` or `mobileNumber`,
 *   and a share to an e-mail or mobile, are refused (422) when that contact is blacklisted.
 */

export const PAYMENT_LINK_STATUSES = ['PENDING', 'SUCCESS'] as const;
export const PaymentLinkStatusSchema = z.enum(PAYMENT_LINK_STATUSES);
export type PaymentLinkStatus = z.infer<typeof PaymentLinkStatusSchema>;

/** The providers a link can be paid with: the payments module's gateways, in the words staff see. */
export const PAYMENT_LINK_PROVIDERS = [
  { value: 'card', label: 'Card' },
  { value: 'bnpl', label: 'Pay later' },
] as const;
export const PaymentLinkProviderSchema = z.enum(['card', 'bnpl'], { error: 'Provider must be card or bnpl' });
export type PaymentLinkProvider = z.infer<typeof PaymentLinkProviderSchema>;

/** At most AED 1,000,000 by one link. */
export const PAYMENT_LINK_MAX_AED = 1_000_000;
export const COMMENTS_MAX = 500;

export const CreatePaymentLinkSchema = z.object({
  /** Where the provider's page sends the customer back; the provider's own result page when absent. */
  redirectUri: z.url({ protocol: /^https?$/, error: 'Redirect URI must be an http(s) address' }).max(500).optional(),
  billAmountFils: money({ label: 'Amount', maxAed: PAYMENT_LINK_MAX_AED }).input,
  comments: z.string().trim().max(COMMENTS_MAX, `Comments are at most ${COMMENTS_MAX} characters`).optional(),
  paidBy: z.literal('CRM - Admin').default('CRM - Admin'),
  provider: PaymentLinkProviderSchema.default('card'),
  /** One per create form: sending the same again answers the same link and opens no second order. */
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, 'Idempotency key must be 8 to 100 letters, digits, - or _'),
  /** The customer the link is for, when staff know it: a blacklisted e-mail or mobile is refused (422). Not stored. */
  email: EmailSchema.nullable().optional(),
  mobileNumber: UaeMobileSchema.nullable().optional(),
});

const dateTime = z.iso.datetime({ error: 'Invalid selected date' });
export const PaymentLinkFilterSchema = z.object({
  /** Admin and supervisors only; an agent always sees his own links. */
  agentId: IdSchema.nullable().optional(),
  qType: z.enum(['all', ...PAYMENT_LINK_STATUSES]).default('all'),
  startDate: dateTime.optional(),
  endDate: dateTime.optional(),
}).refine((f) => !f.startDate || !f.endDate || f.startDate <= f.endDate, { path: ['startDate'], message: 'Invalid selected date' })
  .default({ qType: 'all' });
export type PaymentLinkFilter = z.output<typeof PaymentLinkFilterSchema>;
export const PaymentLinkListQuerySchema = ListQuerySchema;

export const PaymentLinkAgentSchema = z.object({ _id: IdSchema, fullName: z.string() });

export const PaymentLinkSchema = z.object({
  _id: IdSchema,
  /** The custom transaction's number (`customTransactionId.transactionNumber`). */
  transactionNumber: z.string(),
  /** The provider's order reference (`orderRef`). */
  orderRef: z.string().nullable(),
  authReferenceNumber: z.string().nullable(),
  billAmountFils: z.number().int(),
  paymentLink: z.string().nullable(),
  provider: PaymentLinkProviderSchema,
  status: PaymentLinkStatusSchema,
  comments: z.string().nullable(),
  paidBy: z.string(),
  agent: PaymentLinkAgentSchema.nullable(),
  expiresAt: TimestampSchema.nullable(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type PaymentLink = z.infer<typeof PaymentLinkSchema>;

/** The detail's transaction block; null until the payment is confirmed. */
export const PaymentLinkTransactionSchema = z.object({
  transactionNumber: z.string(),
  transactionTime: TimestampSchema,
  amountPaidFils: z.number().int(),
  paymentRefNo: z.string(),
  paymentType: z.string(),
});
export const PaymentLinkDetailSchema = PaymentLinkSchema.extend({ transaction: PaymentLinkTransactionSchema.nullable() });
export type PaymentLinkDetail = z.infer<typeof PaymentLinkDetailSchema>;

export const PaymentLinkListResultSchema = listResultSchema(PaymentLinkSchema);
export const PaymentLinkResultSchema = detailResultSchema(PaymentLinkDetailSchema);

export const SharePaymentLinkEmailSchema = z.object({ email: EmailSchema });
export const SharePaymentLinkSmsSchema = z.object({ mobileNumber: UaeMobileSchema });
export const SharedPaymentLinkResultSchema = z.object({ success: z.literal(true), message: z.string(), data: z.object({ outboxId: IdSchema }) });
