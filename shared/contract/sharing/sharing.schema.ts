import { z } from 'zod';
import { EmailSchema, IdSchema, ListQuerySchema, TimestampSchema, UaeMobileSchema, listResultSchema } from '../common.schema.js';
import { QuoteIdsSchema } from '../proposals/proposals.schema.js';

/** Share forms (FIELDS.md "Email"): a valid e-mail of at most 255 characters, or a UAE mobile in any usual form. */
export const ShareCompareSmsSchema = QuoteIdsSchema.extend({ toMobileNumber: UaeMobileSchema });
export const ShareCompareEmailSchema = QuoteIdsSchema.extend({ toEmail: EmailSchema });
export const ShareSmsSchema = z.object({ toMobileNumber: UaeMobileSchema });
export const ShareEmailSchema = z.object({ toEmail: EmailSchema });

/** A payment link shared as it was given (FIELDS.md), with the quote it pays so the server can check it is that quote's link. */
export const SharePaymentLinkSmsSchema = z.object({ quoteId: IdSchema, mobileNumber: UaeMobileSchema, paymentLink: z.url('paymentLink must be a link').max(2000) });
export const SharePaymentLinkEmailSchema = z.object({ quoteId: IdSchema, email: EmailSchema, paymentLink: z.url('paymentLink must be a link').max(2000) });

export const ChatbotPdfSchema = z.object({ quoteIds: QuoteIdsSchema.shape.ids });

export const OUTBOX_CHANNELS = ['sms', 'email', 'chatbot'] as const;
export const OutboxChannelSchema = z.enum(OUTBOX_CHANNELS);
export type OutboxChannel = z.infer<typeof OutboxChannelSchema>;

/** A message as it left (or, in the sandbox, would have left) BrokerDesk. */
export const OutboxMessageSchema = z.object({
  _id: IdSchema,
  channel: OutboxChannelSchema,
  /** `+971…` for SMS, an address for e-mail, the customer's mobile for the chatbot. */
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  /** `sent` by the adapter that delivered it, `recorded` by the sandbox, `failed` with the reason in `error`. */
  status: z.enum(['sent', 'recorded', 'failed']),
  error: z.string().nullable(),
  /** Which adapter handled it (`sandbox`, `smtp`, …). */
  transport: z.string(),
  attachment: z.object({ fileName: z.string(), size: z.number().int().min(0), mimeType: z.string() }).nullable(),
  sentBy: z.object({ _id: z.string(), fullName: z.string() }).nullable(),
  createdAt: TimestampSchema,
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const OutboxListQuerySchema = ListQuerySchema.extend({
  channel: z.enum(['all', ...OUTBOX_CHANNELS]).default('all'),
});
export const OutboxListResultSchema = listResultSchema(OutboxMessageSchema);
export type OutboxListResult = z.infer<typeof OutboxListResultSchema>;
export const OutboxMessageResultSchema = z.object({ success: z.literal(true), data: OutboxMessageSchema });

export const ShareResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The outbox entry the share made. */
  data: z.object({ outboxId: IdSchema }),
});
export type ShareResult = z.infer<typeof ShareResultSchema>;
