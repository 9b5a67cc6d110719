import { z } from 'zod';
import { DateOnlySchema, EmailSchema, IdSchema, ListQuerySchema, RecordMetaSchema, UaeMobileSchema, detailResultSchema, listResultSchema } from '../common.schema.js';
import { PAGE_SIZES } from '../constants.js';
import { HEALTH_GENDERS } from '../health-proposals/health-proposals.schema.js';
import { PROPOSAL_SOURCES } from '../proposals/proposals.schema.js';

/**
 * Health leads (issue 17; FIELDS.md "Leads `/health-insurance/leads`": Customer, Email, Mobile No,
 * Nationality, Date Of Birth, Created At). Decisions where the spec is silent:
 * - A lead holds the person's contact, nationality, date of birth, gender and where it came from
 *   (the proposals' sources); the family, salary band and visa are asked by the proposal form.
 * - Status `New`, then `Quoted` with the proposal it became (as motor leads). "Create proposal"
 *   opens the health proposal form with `?leadId=`; that form prefills from the lead.
 * - Leads arrive by `createlead` (BrokerDesk's: the spec has no create).
 */
export const HEALTH_LEAD_STATUSES = ['New', 'Quoted'] as const;

export const HealthLeadCreateSchema = z.object({
  fullName: z.string().trim().min(1, 'Full name is required').max(120),
  email: EmailSchema,
  mobileNumber: UaeMobileSchema,
  nationality: z.string().trim().min(1, 'Nationality is required').max(60),
  dateOfBirth: DateOnlySchema.refine((day) => day < new Date().toISOString().slice(0, 10), 'Date of birth must be a past date'),
  gender: z.enum(HEALTH_GENDERS, 'Gender is Male or Female'),
  source: z.enum(PROPOSAL_SOURCES).default('Website'),
});
export type HealthLeadCreate = z.input<typeof HealthLeadCreateSchema>;

export const HealthLeadSchema = RecordMetaSchema.extend({
  fullName: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  nationality: z.string(),
  dateOfBirth: z.string(),
  gender: z.enum(HEALTH_GENDERS),
  source: z.string(),
  status: z.enum(HEALTH_LEAD_STATUSES),
  /** The proposal the lead became, once quoted. */
  proposalId: IdSchema.nullable(),
  proposalNo: z.string().nullable(),
});
export type HealthLead = z.infer<typeof HealthLeadSchema>;

export const HealthLeadListQuerySchema = ListQuerySchema.extend({ size: ListQuerySchema.shape.size.unwrap().default(PAGE_SIZES.default) });
export const HealthLeadListResultSchema = listResultSchema(HealthLeadSchema);
export const HealthLeadResultSchema = detailResultSchema(HealthLeadSchema);
