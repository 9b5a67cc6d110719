import { z } from 'zod';
import { IdSchema, RecordMetaSchema } from '../common.schema.js';

/**
 * Every kind of event the server announces (issue "Live notifications"). Areas that do not exist
 * yet (proposals, quotes, policies, callbacks, assignments) already have their event here, so
 * when they arrive they only call `notify(event)` on the server.
 */
export const NOTIFICATION_KINDS = [
  'proposalCreated', 'proposalStatusChanged', 'quotePaid', 'policyIssued', 'documentUploaded', 'callbackDue',
  'agentAssigned', 'customerStatusChanged', 'policyDocumentUploaded', 'customerCommentAdded', 'policyIssueFailed', 'paymentRefunded',
  'claimStatusChanged', 'quoteContactRequested',
] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

/** What a notification is about: the record a click opens (a health proposal has its own screen). */
export const NotificationRecordTypeSchema = z.enum(['customer', 'proposal', 'healthProposal', 'groupHealthProposal', 'quote', 'policy', 'claim']);
export type NotificationRecordType = z.infer<typeof NotificationRecordTypeSchema>;

const text = z.string().trim().min(1).max(200);

/** The input of the server's one `notify(event)` service, one shape per kind. */
export const NotifyEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('proposalCreated'), proposalId: IdSchema, proposalNo: text, customerName: text }),
  z.object({ kind: z.literal('proposalStatusChanged'), proposalId: IdSchema, proposalNo: text, status: text }),
  z.object({ kind: z.literal('quotePaid'), quoteId: IdSchema, proposalId: IdSchema, proposalNo: text, amountFils: z.number().int().min(0) }),
  z.object({ kind: z.literal('policyIssued'), policyId: IdSchema, policyNo: text, customerName: text }),
  z.object({ kind: z.literal('documentUploaded'), customerId: IdSchema, customerName: text, fileName: text, count: z.number().int().min(1) }),
  /**
   * `line` picks the screen the notification opens (`groupHealth`: a group health proposal, which
   * has its own table and screens); `quoted` says which call-back of the status block is due.
   */
  z.object({
    kind: z.literal('callbackDue'), proposalId: IdSchema, proposalNo: text, line: z.enum(['motor', 'health', 'travel', 'groupHealth']),
    quoted: z.boolean(), callbackAt: z.string(),
  }),
  z.object({ kind: z.literal('agentAssigned'), proposalId: IdSchema, proposalNo: text, agentName: text }),
  z.object({ kind: z.literal('customerStatusChanged'), customerId: IdSchema, customerName: text, blocked: z.boolean() }),
  z.object({ kind: z.literal('policyDocumentUploaded'), policyId: IdSchema, policyRef: text, customerId: IdSchema }),
  z.object({ kind: z.literal('customerCommentAdded'), customerId: IdSchema, customerName: text }),
  z.object({ kind: z.literal('policyIssueFailed'), policyId: IdSchema, policyNo: text, companyName: text, error: z.string().trim().min(1).max(500) }),
  /** A provider refund BrokerDesk made on its own (a capture of a superseded payment, the excess of a moved one): the agent tells the customer. */
  z.object({ kind: z.literal('paymentRefunded'), proposalId: IdSchema, proposalNo: text, paymentRef: text, amountFils: z.number().int().min(1), reason: text }),
  z.object({ kind: z.literal('claimStatusChanged'), claimId: IdSchema, claimNo: text, status: text, assignedName: text.nullable() }),
  /** The customer asked to be called about a quote ("Applied for Contact"): to the proposal's agent, opening the line's proposal. */
  z.object({
    kind: z.literal('quoteContactRequested'), proposalId: IdSchema, proposalNo: text, line: z.enum(['motor', 'health', 'travel']),
    customerName: text, quoteName: text,
  }),
]);
export type NotifyEvent = z.infer<typeof NotifyEventSchema>;

/** One notification as the bell's panel lists it (FIELDS.md: title, description, relative time). */
export const NotificationSchema = RecordMetaSchema.extend({
  kind: NotificationKindSchema,
  title: z.string(),
  description: z.string(),
  recordType: NotificationRecordTypeSchema,
  recordId: IdSchema,
  /** Whether the signed-in user has opened it; events pushed to the room are always unread. */
  isRead: z.boolean(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListResultSchema = z.object({
  success: z.literal(true),
  data: z.array(NotificationSchema),
  unreadCount: z.number().int().min(0),
});
export type NotificationListResult = z.infer<typeof NotificationListResultSchema>;

/** `getNotificationsByIds`: the ids opened in the panel; they are marked read (FIELDS.md "click marks read"). */
export const NotificationIdsSchema = z.object({
  notificationIds: z.array(IdSchema).max(200).default([]),
});

/** `notificationsidebar`: the counts the title bar and menu badges show. */
export const NotificationSidebarSchema = z.object({}).strict();
export const NotificationSidebarResultSchema = z.object({
  success: z.literal(true),
  data: z.object({ unreadCount: z.number().int().min(0) }),
});

/**
 * The payload of the socket event `notification-updated`: either the newest notifications, or an
 * `Errors` list, in which case the client ignores the event (spec 000 §8).
 */
export const NotificationUpdateSchema = z.object({
  success: z.boolean().optional(),
  Errors: z.array(z.unknown()).optional(),
  data: z.array(NotificationSchema).default([]),
});
export type NotificationUpdate = z.infer<typeof NotificationUpdateSchema>;

/** What the socket's `record-changed` event may name: what notifications open, and records only their own screens show. */
export const RecordKindSchema = z.enum([...NotificationRecordTypeSchema.options, 'paymentLink']);
export type RecordKind = z.infer<typeof RecordKindSchema>;

/** A record the socket's `record-changed` event names. */
export const RecordRefSchema = z.object({ kind: RecordKindSchema, id: IdSchema });
export type RecordRef = z.infer<typeof RecordRefSchema>;

/**
 * The payload of `record-changed` (BrokerDesk's own event, beside the spec's notifications): a
 * signed-in account changed these records, so a screen showing one of them to someone else can
 * say "Updated by … – Reload" (UX.md §3) instead of going stale. `by` is null for a change from
 * outside, a payment provider's verified callback: no one's edit can clash with it and staff are
 * waiting for it, so the screens showing those records refresh at once.
 */
export const RecordChangeSchema = z.object({
  records: z.array(RecordRefSchema).min(1).max(20),
  by: z.object({ _id: IdSchema, fullName: z.string() }).nullable(),
  at: z.string(),
});
export type RecordChange = z.infer<typeof RecordChangeSchema>;

/** The live connection as the title bar's indicator shows it. */
export const ConnectionStateSchema = z.enum(['idle', 'connecting', 'connected', 'reconnecting', 'refused']);
export type ConnectionState = z.infer<typeof ConnectionStateSchema>;

/**
 * A request's own socket room: `quotes:` and a random UUID v4 the screen makes before it sends the
 * request (as its `reqId`), so the server's events of that request (each quote as it is priced)
 * reach only the screen that follows it. 122 random bits: no one can guess another desk's room.
 */
export const RequestRoomSchema = z.string().regex(
  /^quotes:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  'Must be "quotes:" followed by a random UUID v4 (lower case)',
);

/**
 * A new request room (`RequestRoomSchema`), from `crypto.getRandomValues`: unlike
 * `crypto.randomUUID` it exists outside secure contexts too (a browser on `http://office-server`).
 *
 * @example const reqId = newRequestRoom(); // 'quotes:1b4e28ba-2fa1-4d2e-883f-0016d3cca427'
 */
export function newRequestRoom(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `quotes:${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The name of a socket event a screen follows in a request room, e.g. `admin-proposal-created`. */
export const RoomEventNameSchema = z.string().regex(/^[a-z][a-z0-9-]{0,63}$/, 'Not a socket event name');

/** What a host may be asked to follow: one request room and the events of it the screen wants. */
export const RoomFollowSchema = z.strictObject({
  room: RequestRoomSchema,
  events: z.array(RoomEventNameSchema).min(1).max(4),
});
export type RoomFollow = z.infer<typeof RoomFollowSchema>;

/** One event of a followed request room, as the host hands it to the page; the screen parses `payload`. */
export const RoomEventSchema = z.object({ room: RequestRoomSchema, event: RoomEventNameSchema, payload: z.unknown() });
export type RoomEvent = z.infer<typeof RoomEventSchema>;
