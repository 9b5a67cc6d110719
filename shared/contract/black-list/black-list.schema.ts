import { z } from 'zod';
import { EmailSchema, IdSchema, UaeMobileSchema, detailResultSchema } from '../common.schema.js';
import { PAGE_SIZES } from '../constants.js';
import { longText, text } from '../../kit/fields.js';
import { defineResource } from '../../kit/resource.js';

/**
 * The customer blacklist (spec 001 §7 "Blacklist"; FIELDS.md "Blacklist"): an e-mail, a mobile
 * number or both that BrokerDesk will not sell to, with the reason staff give.
 *
 * - The e-mail is stored lower-cased and the mobile as its 9 national digits (the customers'
 *   rules, `EmailSchema` and `UaeMobileSchema`), so `+971 50…` and `050…` are one number, and each
 *   is unique on the list (409 naming it).
 * - Removal is hard: an entry is a rule, not a record anything points to, and once lifted the
 *   contact may buy again; who lifted it is in the server's log.
 * - The entry has effect: a proposal, its quotes and a payment link for a blacklisted e-mail or
 *   mobile are refused (422) with the entry's reason (`server/modules/black-list/blacklistGuard.ts`).
 */
export const blacklistResource = defineResource({
  name: 'blacklist',
  module: 'blacklist',
  singular: 'blacklist entry',
  plural: 'blacklist entries',
  pageSize: PAGE_SIZES.default,
  removal: 'hard',
  fields: {
    email: text({
      label: 'Email', max: 255, list: true, search: true, format: EmailSchema,
      unique: (email) => `${email} is already on the blacklist`,
    }),
    mobileNumber: text({
      label: 'Mobile number', header: 'Mobile no.', max: 20, list: true, search: true, format: UaeMobileSchema, hint: '05X XXX XXXX or +971 5X XXX XXXX',
      unique: (mobile) => `The mobile number ${mobile} is already on the blacklist`,
    }),
    reason: longText({ label: 'Reason', max: 500 }),
  },
  sort: { fields: ['email', 'mobileNumber'], default: 'createdAt', direction: 'desc' },
  refine: (values) => (values.email || values.mobileNumber ? [] : [{ field: 'email', message: 'Give an email or a mobile number (or both)' }]),
  routes: {
    list: 'GET /api/admin/customers/getblacklist',
    get: 'GET /api/admin/customers/{id}/getblacklistuser',
    create: 'POST /api/admin/customers/addorremoveblacklist',
    remove: 'DELETE /api/admin/customers/{id}/deleteblacklistuser',
  },
  note: 'The spec has no read of one entry; the kit needs one, so BrokerDesk adds GET /{id}/getblacklistuser beside the removal.',
});

export type BlacklistEntry = z.output<typeof blacklistResource.schemas.record>;

/**
 * `addorremoveblacklist`: the spec's name says add or remove. Without `remove` it adds the entry
 * (as the create screen does); with `remove: true` it lifts the entry holding the e-mail or the
 * mobile given, and answers the entry it removed (404 when none holds them).
 */
export const BlacklistChangeSchema = blacklistResource.schemas.input.safeExtend({
  remove: z.boolean('remove must be true or false').optional(),
});

/** A contact to check: a customer by id, or an e-mail and/or mobile as staff typed them. */
export const BlacklistCheckSchema = z.object({
  customerId: IdSchema.optional(),
  email: EmailSchema.nullable().optional(),
  mobileNumber: UaeMobileSchema.nullable().optional(),
}).refine((body) => body.customerId || body.email || body.mobileNumber, { path: ['customerId'], message: 'Give a customer, an email or a mobile number' });

/** The entry a contact matches, as the customer page and the front office show it. */
export const BlacklistMatchSchema = z.object({
  _id: IdSchema,
  email: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  /** What matched: the e-mail, the mobile, or both. */
  matched: z.enum(['email', 'mobileNumber', 'both']),
});
export type BlacklistMatch = z.infer<typeof BlacklistMatchSchema>;

export type BlacklistCheck = z.input<typeof BlacklistCheckSchema>;

export const BlacklistCheckResultSchema = detailResultSchema(z.object({ blacklisted: z.boolean(), entry: BlacklistMatchSchema.nullable() }));
