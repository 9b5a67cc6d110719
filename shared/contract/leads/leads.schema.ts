import { z } from 'zod';
import { DateOnlySchema, IdSchema, ListQuerySchema, RecordMetaSchema, detailResultSchema, listResultSchema } from '../common.schema.js';
import { PAGE_SIZES } from '../constants.js';
import {
  CurrentInsuranceSchema, CustomerProfileSchema, DriverSchema, GenerateQuotesQuerySchema, ProposalCarInputSchema, ProposalCustomerInputSchema,
} from '../proposals/proposals.schema.js';

/**
 * Motor leads (spec 002 §7 "Leads"; FIELDS.md "Leads (motor)"): a customer's contact and car,
 * captured (by the website, or by staff from a call) before any proposal exists. Decisions where
 * the spec is silent:
 * - A lead holds what the proposal wizard needs (customer, car, driver, current insurance, start
 *   date), with the wizard's own rules, so "Generate quotes" makes the proposal without asking again.
 * - Status: `New` until quotes are generated, then `Quoted` with the proposal it became. The spec's
 *   screens show no status; BrokerDesk needs one to refuse a second conversion (409 naming the
 *   proposal). A lead is never converted back.
 * - The proposal's cover starts on the day captured with the lead, or today (Dubai) when that
 *   day has passed: cover never starts in the past.
 * - Leads arrive by `POST /api/admin/leads/createlead` (BrokerDesk's: the spec has no create) and
 *   by the demo data.
 */
export const LEAD_STATUSES = ['New', 'Quoted'] as const;
export const LeadStatusSchema = z.enum(LEAD_STATUSES);

export const LeadCreateSchema = z.object({
  customer: ProposalCustomerInputSchema.omit({ customerId: true }),
  car: ProposalCarInputSchema.omit({ carId: true }),
  driver: DriverSchema,
  insurance: CurrentInsuranceSchema,
  policyEffectiveDate: DateOnlySchema,
});
export type LeadCreate = z.input<typeof LeadCreateSchema>;

/** The lead's customer as captured (the proposal's customer is made from it). */
export const LeadCustomerSchema = CustomerProfileSchema.extend({
  fullName: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  nationality: z.string().nullable().optional(),
  dateOfBirth: z.string(),
  emiratesId: z.string().nullable().optional(),
  drivingLicenseNo: z.string().nullable().optional(),
});

const LeadLinkSchema = {
  status: LeadStatusSchema,
  /** The proposal the lead became, once quoted. */
  proposalId: IdSchema.nullable(),
  proposalNo: z.string().nullable(),
};

export const LeadListItemSchema = RecordMetaSchema.extend({
  ...LeadLinkSchema,
  fullName: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  /** `make model`. */
  car: z.string(),
});
export type LeadListItem = z.infer<typeof LeadListItemSchema>;

export const LeadSchema = RecordMetaSchema.extend({
  ...LeadLinkSchema,
  customer: LeadCustomerSchema,
  car: ProposalCarInputSchema.omit({ carId: true }),
  driver: DriverSchema,
  insurance: CurrentInsuranceSchema,
  policyEffectiveDate: z.string(),
});
export type Lead = z.infer<typeof LeadSchema>;

export const LeadListQuerySchema = ListQuerySchema.extend({ size: ListQuerySchema.shape.size.unwrap().default(PAGE_SIZES.default) });
export const LeadListResultSchema = listResultSchema(LeadListItemSchema);
export const LeadResultSchema = detailResultSchema(LeadSchema);

/** `generatequotesfromleads?reqId&pId=<leadId>`: `pId` is the lead (the spec's name), `reqId` the screen's socket room. */
export const LeadQuotesQuerySchema = GenerateQuotesQuerySchema.pick({ reqId: true }).extend({ pId: IdSchema });
