import { z } from 'zod';
import { withoutDefaults } from '../edit.js';
import { DateOnlySchema, EmailSchema, IdSchema, UaeMobileSchema, detailResultSchema, filsAmount } from '../common.schema.js';
import { HealthQuoteDetailSchema, PROPOSAL_SOURCES, ProposalCommentCreateSchema, ProposalDetailSchema, QuoteSchema } from '../proposals/proposals.schema.js';
import { PriceLineSchema } from '../companies/index.js';
import { EMIRATES } from '../../domain/emirates.js';
import { HEALTH_INSURED_TYPES, SALARY_BANDS, type SalaryBand } from '../../domain/healthPricing.js';

/**
 * Health proposals (spec 001 §7 "Health leads, proposals, payment and policies"; FIELDS.md "Health
 * proposals"). The create form's fields keep FIELDS.md's names; a proposal stores them as its
 * details (`HealthProposalDetails`) with every insured person as a member, the principal first.
 */

/** FIELDS.md "Who is your current insurer": the fixed list the create form offers and the server holds it to. */
export const HEALTH_CURRENT_INSURERS = [
  'Al Ittihad Al Watani', 'AXA / GIG', 'Al Sagr Insurance Company', 'Arabia Insurance Company', 'Al Buhaira National Insurance Company',
  'Al Dhafra Insurance Company', 'Abu Dhabi National Takaful', 'Alliance', 'Adamjee', 'Bupa', 'Cigna', 'Daman', 'Dubai Insurance Company',
  'Dubai National Insurance Company', 'Emirates Insurance Company', 'Fidelity United', 'Insurance House', 'MedGulf', 'MaxHealth', 'Methaq',
  'NLGI', 'Noor Takaful', 'National General Insurance', 'Orient Insurance Company', 'Orient Takaful Insurance Company', 'Oman / Sukoon',
  'Qatar Insurance Company', 'RAK Insurance', 'Salama Insurance Company', 'SAICOHEALTH Damana', 'Takaful Emarat', 'Union Insurance', 'Watania',
  'Yas Takaful', 'Others',
] as const;

const name = (label: string) => z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(120, `${label} must be at most 120 characters`);
/** A date of birth: a day before today (FIELDS.md "Date of birth must be a past date!"). */
const pastDay = (label: string) => DateOnlySchema.refine((day) => day < new Date().toISOString().slice(0, 10), `${label} must be a past date`);

export const HEALTH_VISA_STATUSES = ['Renewal', 'Tourist/visit visa', 'Cancelled Visa', 'New'] as const;
export const HEALTH_MARITAL_STATUSES = ['Married', 'Single', 'Divorced', 'Widow'] as const;
export const HEALTH_CO_PAYS = [0, 10, 15, 20, 30] as const;
export const HEALTH_GENDERS = ['Male', 'Female'] as const;

/** A family member as the form sends them (`spouseDetails`, `kidsDetails`, `parentDetails`…). */
export const HealthPersonInputSchema = z.object({
  fullName: name('Full name'),
  dateOfBirth: pastDay('Date of birth'),
  gender: z.enum(HEALTH_GENDERS, 'Gender is Male or Female'),
  maritalStatus: z.enum(HEALTH_MARITAL_STATUSES).optional(),
  /** Works: the Essential Benefits Plan covers non-working dependants only. */
  working: z.boolean().default(false),
});
export type HealthPersonInput = z.input<typeof HealthPersonInputSchema>;

const people = (label: string, max: number) => z.array(HealthPersonInputSchema).max(max, `At most ${max} ${label}`).default([]);

/**
 * The family's details as the create and edit forms send them. Where the proposal came from (its
 * customer id, lead and source) is the create call's alone: an edit keeps them.
 */
export const HealthProposalFormSchema = z.object({
  fullName: name('Full name').refine((value) => /^\p{L}+(?:[ '-]\p{L}+)+$/u.test(value), 'Please enter your full name'),
  arabicName: z.string().trim().max(120).nullable().optional(),
  email: EmailSchema,
  mobileNumber: UaeMobileSchema,
  gender: z.enum(HEALTH_GENDERS, 'Gender is Male or Female'),
  maritalStatus: z.enum(HEALTH_MARITAL_STATUSES).default('Married'),
  nationality: z.string().trim().min(1).max(60).default('United Arab Emirates'),
  dateOfBirth: pastDay('Date of birth'),
  occupation: z.string().trim().max(120).nullable().optional(),
  salary: z.enum(Object.keys(SALARY_BANDS) as [SalaryBand, ...SalaryBand[]], 'Choose a salary band'),
  /** The sponsor's monthly salary in AED, when known: it decides the Abu Dhabi basic plan within a band. */
  salaryAed: z.number().int().min(0).max(10_000_000).nullable().optional(),
  city: z.enum(EMIRATES, 'Choose the emirate of the visa'),
  insurerType: z.enum(HEALTH_INSURED_TYPES, 'Choose the insured type'),
  visaStatus: z.enum(HEALTH_VISA_STATUSES, 'Choose the visa status'),
  currentInsurer: z.enum(HEALTH_CURRENT_INSURERS, 'Choose the current insurer from the list').nullable().optional(),
  currentInsurerExpiryDate: DateOnlySchema.nullable().optional(),
  /** The first day of cover: ages are counted on it. Today when left out. */
  policyStartDate: DateOnlySchema.optional(),
  regularMedication: z.boolean().default(false),
  smoke: z.boolean().default(false),
  hypertension: z.boolean().default(false),
  diabetes: z.boolean().default(false),
  preferenceDetails: z.object({
    preferredCoPay: z.array(z.union(HEALTH_CO_PAYS.map((value) => z.literal(value)))).max(HEALTH_CO_PAYS.length).default([]),
    dentalCoverage: z.boolean().default(false),
    opticalCoverage: z.boolean().default(false),
    preferredHospital: z.string().trim().max(120).nullable().optional(),
  }).default({ preferredCoPay: [], dentalCoverage: false, opticalCoverage: false }),
  spouseDetails: people('spouses', 4),
  kidsDetails: people('children', 12),
  parentDetails: people('parents', 4),
  domesticWorkerDetails: people('domestic workers', 6),
  otherFamilyDependentsDetails: people('other dependants', 6),
});
type HealthProposalForm = z.output<typeof HealthProposalFormSchema>;

const dependants = (input: HealthProposalForm) =>
  input.spouseDetails.length + input.kidsDetails.length + input.parentDetails.length + input.domesticWorkerDetails.length + input.otherFamilyDependentsDetails.length;
type FormRule = [(input: HealthProposalForm) => boolean, { path: string[]; message: string }];
/** The insured type and the dependants must agree, on create and on edit. */
const selfAloneRule: FormRule = [
  (input: HealthProposalForm) => !input.insurerType.startsWith('Self') || input.insurerType.includes('Dependent') || dependants(input) === 0,
  { path: ['insurerType'], message: 'Self alone covers no dependants: choose an insured type with dependants' },
];
const dependantsRule: FormRule = [
  (input: HealthProposalForm) => !input.insurerType.includes('Dependent') || dependants(input) > 0,
  { path: ['insurerType'], message: 'Add the dependants to insure' },
];

export const HealthProposalCreateSchema = HealthProposalFormSchema.extend({
  customerId: IdSchema.optional(),
  /** The health lead this proposal converts (`?leadId=` on the form): it turns Quoted with a link to the proposal. */
  leadId: IdSchema.optional(),
  source: z.enum(PROPOSAL_SOURCES).default('Website'),
  sales: z.string().trim().max(120).nullable().optional(),
}).refine((input) => input.source !== 'Source' || Boolean(input.sales), { path: ['sales'], message: 'Sales is required when the source is Source' })
  .refine(...selfAloneRule)
  .refine(...dependantsRule);
export type HealthProposalCreate = z.input<typeof HealthProposalCreateSchema>;

/** An edit of a health proposal: the whole form again (`updatehealthproposal`), under the create form's rules. */
export const HealthProposalEditSchema = HealthProposalFormSchema.refine(...selfAloneRule).refine(...dependantsRule);
/** The edit call's body states the whole form (the page sends every field it shows): nothing is left to a default. */
export const HealthProposalEditBodySchema = withoutDefaults(HealthProposalFormSchema).required().refine(...selfAloneRule).refine(...dependantsRule);
export type HealthProposalEdit = z.input<typeof HealthProposalEditSchema>;

export const HEALTH_MEMBER_ROLES = ['principal', 'spouse', 'child', 'parent', 'domesticWorker', 'otherDependant'] as const;
/** An insured person of a proposal as stored and shown, with the health answers pricing reads. */
export const HealthMemberSchema = z.object({
  id: z.string(),
  role: z.enum(HEALTH_MEMBER_ROLES),
  fullName: z.string(),
  dateOfBirth: z.string(),
  gender: z.enum(HEALTH_GENDERS),
  maritalStatus: z.enum(HEALTH_MARITAL_STATUSES),
  working: z.boolean(),
  smoker: z.boolean(),
  hypertension: z.boolean(),
  diabetes: z.boolean(),
});
export type HealthMember = z.infer<typeof HealthMemberSchema>;

/** What a health proposal keeps besides its customer (the proposal's `details`). */
export const HealthProposalDetailsSchema = z.object({
  insurerType: z.enum(HEALTH_INSURED_TYPES),
  city: z.enum(EMIRATES),
  salary: HealthProposalCreateSchema.shape.salary,
  salaryAed: z.number().int().nullable(),
  visaStatus: z.enum(HEALTH_VISA_STATUSES),
  currentInsurer: z.string().nullable(),
  currentInsurerExpiryDate: z.string().nullable(),
  policyStartDate: z.string(),
  regularMedication: z.boolean(),
  preferenceDetails: z.object({
    preferredCoPay: z.array(z.number()),
    dentalCoverage: z.boolean(),
    opticalCoverage: z.boolean(),
    preferredHospital: z.string().nullable().optional(),
  }),
  members: z.array(HealthMemberSchema).min(1),
});
export type HealthProposalDetails = z.infer<typeof HealthProposalDetailsSchema>;

export const HealthProposalDetailSchema = ProposalDetailSchema.omit({ carDetails: true, details: true }).extend({
  health: HealthProposalDetailsSchema.nullable(),
});
export type HealthProposalDetail = z.infer<typeof HealthProposalDetailSchema>;
export const HealthProposalDetailResultSchema = detailResultSchema(HealthProposalDetailSchema);

export const HealthProposalCreatedResultSchema = detailResultSchema(z.object({
  proposal: HealthProposalDetailSchema,
  quotes: z.array(QuoteSchema),
  /** Plans not offered and insurers that failed (`companyErrors`), each with the reason. */
  refusals: z.array(z.object({ companyName: z.string(), planName: z.string(), message: z.string() })),
}));
export type HealthProposalCreated = z.infer<typeof HealthProposalCreatedResultSchema>['data'];

export const HealthCommentCreateSchema = ProposalCommentCreateSchema.pick({ comment: true });

const fils = (label: string) => filsAmount(label);

/**
 * Staff's edit of a health quote (FIELDS.md "Premium edit modal" and "Loading note modal"): the
 * members' premiums the insurer confirmed, and a loading with its reason. Decision: one call for
 * both, by member id rather than FIELDS.md's `owner`/`spouse`/`kids` arrays (every dependant kind
 * is a member here), with the reason required and kept in the quote's history. The modal sends the
 * whole edit: every member's premium (one left out keeps its own) and the loading (0 for none).
 */
export const HealthQuoteEditSchema = z.object({
  members: z.array(z.object({ memberId: z.string().trim().min(1).max(20), premiumFils: fils('Premium') })).max(30),
  loadingFils: fils('Loading'),
  loadingReason: z.string().trim().max(500, 'Reason for loading premium must be at most 500 characters').nullable(),
  reason: z.string({ error: 'Reason is required' }).trim().min(3, 'Reason is required').max(500, 'Reason must be at most 500 characters'),
}).refine((edit) => !edit.loadingFils || (edit.loadingReason?.length ?? 0) > 0, { message: 'Reason for loading premium is required', path: ['loadingReason'] });

/**
 * FIELDS.md "Plan payable details" of a health quote: the insurer's premium with its per-member
 * breakdown, the staff loading, the discounts and what the agent sells at, VAT 5 %, the ICP and
 * Basmah fees, the broker's commission and the grand total; `lines` are the same numbers line by
 * line. Decision: no fine charges: nothing in the system records a visa fine to pass on.
 */
export const HealthPayableSchema = z.object({
  quoteId: IdSchema,
  companyName: z.string(),
  planName: z.string(),
  members: HealthQuoteDetailSchema.shape.members,
  premiumFils: z.number().int(),
  loadingFils: z.number().int(),
  loadingReason: z.string().nullable(),
  discountFils: z.number().int(),
  agentSellingPriceFils: z.number().int(),
  vatPercent: z.number(),
  vatFils: z.number().int(),
  icpFeeFils: z.number().int(),
  basmahFeeFils: z.number().int(),
  commissionFils: z.number().int(),
  totalFils: z.number().int(),
  lines: z.array(PriceLineSchema),
});
export type HealthPayable = z.infer<typeof HealthPayableSchema>;
export const HealthPayableResultSchema = detailResultSchema(HealthPayableSchema);
