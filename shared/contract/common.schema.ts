import { z } from 'zod';
import { isValidEmiratesId, normalizeEmiratesId } from '../domain/emiratesId.js';
import { isValidUaeMobile, normalizeUaeMobile } from '../domain/mobile.js';
import { LIMITS } from './constants.js';

/** Record ids are opaque strings (spec: records carry `_id`). */
export const IdSchema = z.string().trim().min(1, 'id is required').max(64, 'id is too long');
export const IdParamsSchema = z.object({ id: IdSchema });

/**
 * What staff typed into a list's search box, trimmed, at most `LIMITS.searchLength` characters.
 * Text without a letter or a digit (spaces, "%%", "--") finds nothing worth finding, so it
 * searches nothing and the whole list answers, as for an empty box.
 */
export const SearchTextSchema = z.string().trim().max(LIMITS.searchLength, `search is at most ${LIMITS.searchLength} characters`)
  .transform((text) => (/[\p{L}\p{N}]/u.test(text) ? text : undefined)).optional();

export const ListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(LIMITS.maxPageSize).default(10),
  search: SearchTextSchema,
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

/**
 * The spec's pagination block. BrokerDesk adds `totalCapped`: a search counts its matches only up
 * to 10,000 (`COUNT_CAP` on the server), so that typing into a list of a million records never
 * counts them all. When more matched, `totalCapped` is true, `totalItems` is a lower bound (10,000,
 * or as far as the page read reaches) and `totalPages` reaches at least one page past the current
 * one, so paging goes on to the end. Lists without a search are counted exactly. Absent means exact.
 */
export const PaginationSchema = z.object({
  page: z.number().int(),
  size: z.number().int(),
  totalItems: z.number().int(),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  totalCapped: z.boolean().optional(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

export function listResultSchema<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), data: z.array(item), pagination: PaginationSchema });
}
export function detailResultSchema<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), data: item, message: z.string().optional() });
}
export const SuccessSchema = z.object({ success: z.literal(true), message: z.string() });

export const ErrorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  actualMessage: z.string().optional(),
  /** Field path (`fullName`, `params.id`) → message, so forms can show each on its field. */
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** Image types a record's image (a company logo, a product icon) may be, told by their first bytes. */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** A stored image as a `data:` URL the page can show (the renderer's CSP allows `data:`). */
export const ImageDataSchema = z.object({ mimeType: z.enum(IMAGE_MIME_TYPES), dataUrl: z.string() });
export const ImageDataResultSchema = z.object({ success: z.literal(true), data: ImageDataSchema, message: z.string().optional() });

/** Timestamps travel as ISO strings. */
export const TimestampSchema = z.string();
export const RecordMetaSchema = z.object({ _id: IdSchema, createdAt: TimestampSchema, updatedAt: TimestampSchema });

/** A staff comment on a record (customer, proposal, policy), with its author. */
export const CommentSchema = RecordMetaSchema.extend({
  comment: z.string(),
  author: z.object({ _id: IdSchema, fullName: z.string() }),
});
export type Comment = z.infer<typeof CommentSchema>;
export const CommentCreateSchema = z.object({
  comment: z.string().trim().min(1, 'Comment is required').max(LIMITS.commentLength, `Comment must be at most ${LIMITS.commentLength} characters`),
});
/** One line of a record's history: what was done, by whom. */
export const HistoryEntrySchema = RecordMetaSchema.extend({ action: z.string(), detail: z.string(), actorName: z.string() });
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

export const EmailSchema = z.string().trim().toLowerCase().max(255).pipe(z.email('Must be a valid email'));

/** Accepts `05X…`, `5X…`, `971…`, `+971…`; yields the 9 national digits. */
export const UaeMobileSchema = z
  .string()
  .max(20)
  .transform(normalizeUaeMobile)
  .refine(isValidUaeMobile, 'Mobile number should start with 5 and be 9 digits long');

/** Accepts pasted spaces and dashes; yields 15 digits with a valid check digit. */
export const EmiratesIdSchema = z
  .string()
  .max(24)
  .transform(normalizeEmiratesId)
  .refine(isValidEmiratesId, 'Emirates ID must be 784-YYYY-NNNNNNN-N with a valid check digit');

/**
 * Date-only values are sent as ISO strings of the picked day (FIELDS.md "Date sending"). A codec,
 * not a transform, so responses holding a day (a proposal's car and driver) serialize through it.
 */
export const DateOnlySchema = z.codec(z.iso.date().or(z.iso.datetime()), z.iso.date(), {
  decode: (value) => value.slice(0, 10),
  encode: (day) => day,
});

/** An amount of money in fils (AED 1 = 100 fils): whole, never negative, at most AED 1 billion unless said. */
export const filsAmount = (label: string, maxFils = 100_000_000_000) => z.number({ error: `${label} must be a number of fils` })
  .int(`${label} must be whole fils`).min(0, `${label} cannot be negative`).max(maxFils, `${label} is too large`);
