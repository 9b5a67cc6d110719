import { z } from 'zod';
import { IdSchema, ListQuerySchema, listResultSchema } from '../common.schema.js';
import { PAGE_SIZES } from '../constants.js';
import { PROPOSAL_SOURCES } from '../proposals/proposals.schema.js';

/**
 * Call-backs (issue 17; spec 002 "callbacks": filters status, dateRange, agentId, source,
 * leadType; page size 10): the call-backs staff set in a proposal's status block, one row per
 * call-back (a proposal may have a call-back and a quoted call-back). Decisions where the spec is silent:
 * - The endpoint is an area of its own (`/api/admin/callbacks`), not inside motor or health
 *   proposals: it reads the call-backs of either line from the one proposals table.
 * - Status: `Callback Scheduled` (not done; the default), `Callback Done`, or `All`.
 * - The date range applies to the call-back time; without one the server takes today (Dubai), the
 *   spec's default. Lead type `Health` (default) or `Motor` is the proposal's line.
 * - The agent is the proposal's assigned agent, else its creator (the one the call-back's
 *   notification goes to). Supervisors filter by any agent; other staff see their own call-backs.
 * - Motor call-backs also need the motor proposals' read permission.
 * - Soonest call-back first.
 */
export const CALLBACK_STATUSES = ['Callback Scheduled', 'Callback Done', 'All'] as const;
export const CallbackStatusFilterSchema = z.enum(CALLBACK_STATUSES);
export const CALLBACK_LEAD_TYPES = ['Health', 'Motor'] as const;
export const CallbackLeadTypeSchema = z.enum(CALLBACK_LEAD_TYPES);
export type CallbackLeadType = z.infer<typeof CallbackLeadTypeSchema>;
/** Which call-back of the status block: the call-back reasons' or the Quoted reason's. */
export const CallbackKindSchema = z.enum(['callback', 'quoted']);
export const CALLBACK_KIND_LABELS = { callback: 'Call-back', quoted: 'Quoted call-back' } as const;

export const CallbackFilterSchema = z.object({
  status: CallbackStatusFilterSchema.default('Callback Scheduled'),
  startDate: z.iso.datetime().optional(),
  endDate: z.iso.datetime().optional(),
  agentId: IdSchema.optional(),
  source: z.enum(PROPOSAL_SOURCES).optional(),
  leadType: CallbackLeadTypeSchema.default('Health'),
}).refine((f) => !f.startDate || !f.endDate || f.startDate <= f.endDate, { path: ['startDate'], message: 'Invalid selected date' })
  .default({ status: 'Callback Scheduled', leadType: 'Health' });
export type CallbackFilter = z.input<typeof CallbackFilterSchema>;

/** `search` matches the customer's name or mobile, or the proposal number. */
export const CallbackListQuerySchema = ListQuerySchema.extend({
  size: ListQuerySchema.shape.size.unwrap().default(PAGE_SIZES.default),
});

export const CallbackItemSchema = z.object({
  /** `<proposalId>:<kind>`: one row per call-back. */
  _id: z.string(),
  proposalId: IdSchema,
  proposalNo: z.string(),
  line: z.enum(['motor', 'health', 'travel']),
  customerName: z.string(),
  mobileNumber: z.string(),
  agentId: IdSchema.nullable(),
  agentName: z.string().nullable(),
  callbackAt: z.string(),
  kind: CallbackKindSchema,
  done: z.boolean(),
});
export type CallbackItem = z.infer<typeof CallbackItemSchema>;
export const CallbackListResultSchema = listResultSchema(CallbackItemSchema);
