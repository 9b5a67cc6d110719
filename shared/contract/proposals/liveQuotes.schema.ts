import { z } from 'zod';
import { IdSchema } from '../common.schema.js';

/**
 * The socket events of a pricing run (FIELDS.md "Real-time"), emitted to the request's room (its
 * `reqId`) as each insurer answers: a quote or its refusal, then how many are still being priced.
 * Each line names its quote event; the payloads are the same, and each carries its room as `reqId`
 * (a decision: socket.io does not tell a client which room an event came through).
 */
export const MOTOR_QUOTE_EVENTS = { quote: 'admin-proposal-created', counter: 'quote-counter' } as const;
export const HEALTH_QUOTE_EVENTS = { quote: 'health-quote-created', counter: 'quote-counter' } as const;
export interface QuoteEventNames {
  quote: string;
  counter: string;
}

/** What a live list shows of a quote; the rest of the payload is the line's own (motor `Quote`, health's). */
export const LiveQuoteSchema = z.object({ _id: IdSchema, companyName: z.string(), planName: z.string(), totalFils: z.number().int() });
export type LiveQuote = z.infer<typeof LiveQuoteSchema>;

/** A plan that refused the risk, as the answer's `refusals` and the event's `Errors` name it. */
export const LiveRefusalSchema = z.object({ companyName: z.string(), planName: z.string(), message: z.string() });
export type LiveRefusal = z.infer<typeof LiveRefusalSchema>;

/** The quote event's payload: `{ success: true, data: <quote> }`, or the insurer's refusal as `{ success: false, Errors }`. */
export const LiveQuoteEventSchema = z.discriminatedUnion('success', [
  z.object({ success: z.literal(true), data: LiveQuoteSchema }),
  z.object({ success: z.literal(false), Errors: z.array(LiveRefusalSchema) }),
]);
export type LiveQuoteEvent = z.infer<typeof LiveQuoteEventSchema>;

/** The counter event's payload: the plans still being priced. */
export const QuoteCounterSchema = z.object({ remaining: z.number().int().min(0) });
