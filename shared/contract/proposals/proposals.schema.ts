import { z } from 'zod';
import {
  DateOnlySchema, EmailSchema, EmiratesIdSchema, IdSchema, ListQuerySchema, RecordMetaSchema, TimestampSchema, UaeMobileSchema,
  detailResultSchema, listResultSchema,
} from '../common.schema.js';
import { LIMITS } from '../constants.js';
import { BodyTypeSchema } from '../cars/cars.schema.js';
import {
  InsuranceTypeSchema, IssuingModeSchema, PriceLineSchema, RepairConditionSchema, RequestedInsuranceTypeSchema, VehicleTypeSchema,
} from '../companies/companies.schema.js';
import { CommentSchema, HistoryEntrySchema } from '../common.schema.js';
import { CustomerSchema } from '../customers/customers.schema.js';
import { RequestRoomSchema } from '../notifications/notifications.schema.js';
import { EMIRATES } from '../../domain/emirates.js';
import { partialEdit } from '../edit.js';

/**
 * The motor sales flow's shapes: proposals, their quotes, payments and policy summary (spec 000
 * §3–§4, §7 "Proposals"; FIELDS.md "Motor proposals"). Money in integer fils, dates ISO.
 */

const text = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const fils = (label: string) => z.number({ error: `${label} must be a number` }).int(`${label} must be whole fils`)
  .min(0, `${label} cannot be negative`).max(100_000_000_00, `${label} is too large`);

// ---------------------------------------------------------------- vocabularies (FIELDS.md)

/** The lead statuses staff set; the last two are set by the flow once a policy exists. */
export const PROPOSAL_STATUSES = [
  'Un Attended', 'Quote generated', 'Under Process', 'Customer contacted', 'Customer Picked', "Customer Didn't picked up",
  'Document Requested', 'Referred to insurance company', 'Lost', 'Policy paid and Pending issue', 'Policy paid and Issued',
] as const;
export const ProposalStatusSchema = z.enum(PROPOSAL_STATUSES);
export type ProposalStatus = z.infer<typeof ProposalStatusSchema>;
/** Statuses staff may choose; the policy ones follow payment and issuing. */
export const SETTABLE_PROPOSAL_STATUSES = PROPOSAL_STATUSES.slice(0, 9) as readonly ProposalStatus[];
/** The policy statuses: the flow sets them once the quote is paid. */
export const POLICY_PROPOSAL_STATUSES: readonly ProposalStatus[] = PROPOSAL_STATUSES.slice(9);

/**
 * What every screen calls each status (badges, lists, the status select): one label per status.
 * The stored values are the specification's; the two policy ones read as staff say them.
 */
export const PROPOSAL_STATUS_LABELS: Readonly<Record<ProposalStatus, string>> = {
  'Un Attended': 'Un Attended',
  'Quote generated': 'Quote generated',
  'Under Process': 'Under Process',
  'Customer contacted': 'Customer contacted',
  'Customer Picked': 'Customer Picked',
  "Customer Didn't picked up": "Customer Didn't picked up",
  'Document Requested': 'Document Requested',
  'Referred to insurance company': 'Referred to insurance company',
  Lost: 'Lost',
  'Policy paid and Pending issue': 'Paid, pending issue',
  'Policy paid and Issued': 'Policy Issued',
};

/** The label of a stored status; a value outside the vocabulary (older data) shows as stored. */
export function proposalStatusLabel(status: string): string {
  return PROPOSAL_STATUS_LABELS[status as ProposalStatus] ?? status;
}

/** Reasons by status; a status not listed takes no reason. */
export const PROPOSAL_STATUS_REASONS: Partial<Record<ProposalStatus, readonly string[]>> = {
  'Customer contacted': ['Quoted', 'Didn’t pick up', 'Asked for discount', 'Requested a call back later'],
  'Referred to insurance company': ['NON GCC', 'New license', 'Requesting further discount', 'Further information requested.'],
  Lost: [
    'Fake inquiry', 'Couldn’t meet CX premium expectation', 'Loss of follow up – Late action', 'Duplicate Proposal', 'Just a query',
    'Not Interested in purchasing', 'Already Purchased', 'Wrong Number', 'No Response from customer', 'Freelancer/Dealer',
  ],
};
/** Lost for these reasons freezes every action on the proposal. */
export const FROZEN_LOST_REASONS = ['Fake inquiry', 'Duplicate Proposal'] as const;

/** Counter tiles of the list (`proposaldashboard`), key → label; the key is the list's `proposalsFilter`. */
export const PROPOSAL_COUNTERS = {
  nonClosedActiveProposal: 'None Closed Active Proposals',
  nonClosedExpiredProposal: 'None Closed Expired Proposals',
  paidProposals: 'Paid proposals',
  callBackDue: 'Call Back Due',
  callBackOverDue: 'Call Back Over Due',
  lost: 'Lost',
  quoted: 'Quoted',
  quotedDue: 'Quoted Due',
  quotedOverDue: 'Quoted Over Due',
} as const;
export type ProposalCounterKey = keyof typeof PROPOSAL_COUNTERS;
export const ProposalCounterKeySchema = z.enum(Object.keys(PROPOSAL_COUNTERS) as [ProposalCounterKey, ...ProposalCounterKey[]]);

export { EMIRATES };
export const EmirateSchema = z.enum(EMIRATES, { error: 'Choose one of the seven emirates' });
export const PROPOSAL_SOURCES = ['Social Media', 'WhatsApp Campaign', 'Email Campaign', 'Friend Referral', 'Tasheel', 'Yalla Motor', 'Kavak', 'Source', 'Website', 'Renewal'] as const;
export const NO_CLAIM_YEARS = [
  'Claimed Last Year', 'No Claims for One Year', 'No Claims for Two Years', 'No Claims for Three Years', 'No Claims for Four Years', 'No Claims for Five Years',
] as const;
export const NoClaimYearsSchema = z.enum(NO_CLAIM_YEARS);
/** Claim-free years each choice stands for. */
export const CLAIM_FREE_YEARS: Record<(typeof NO_CLAIM_YEARS)[number], number> = {
  'Claimed Last Year': 0, 'No Claims for One Year': 1, 'No Claims for Two Years': 2, 'No Claims for Three Years': 3,
  'No Claims for Four Years': 4, 'No Claims for Five Years': 5,
};
export const VEHICLE_TYPES_FOR_PROPOSAL = ['Individual', 'Corporate'] as const;
export const ProposalVehicleTypeSchema = z.enum(VEHICLE_TYPES_FOR_PROPOSAL);
export const ProposalTypeFilterSchema = z.enum(['all', 'ACTIVE', 'EXPIRED']);

// ---------------------------------------------------------------- customer, car, driver, insurance

/** KYC and wizard facts of a customer beyond the customer record. */
export const CustomerProfileSchema = z.object({
  arabicName: optionalText(120),
  gender: z.enum(['female', 'male', 'other']).nullable().optional(),
  maritalStatus: z.enum(['Married', 'Single']).nullable().optional(),
  occupation: optionalText(120),
  address: optionalText(300),
  employer: optionalText(120),
  emiratesIdExpiryDate: DateOnlySchema.nullable().optional(),
  dlTcNo: optionalText(40),
  placeOfIssueDL: EmirateSchema.nullable().optional(),
  sourceOfFunds: z.enum(['Ownership of a business/self-employed', 'Employment/Salaried', 'Inheritance', 'Investment']).nullable().optional(),
  politicallyExposed: z.boolean().nullable().optional(),
});
export type CustomerProfile = z.infer<typeof CustomerProfileSchema>;

/**
 * The wizard's customer: an existing one by id, or the fields to create or update one (found by
 * e-mail). An existing customer keeps the optional fields the input leaves out.
 */
export const ProposalCustomerInputSchema = CustomerProfileSchema.extend({
  customerId: IdSchema.optional(),
  fullName: text('Full name', 120),
  email: EmailSchema,
  mobileNumber: UaeMobileSchema,
  nationality: text('Nationality', 60).optional(),
  dateOfBirth: DateOnlySchema,
  emiratesId: EmiratesIdSchema.nullable().optional(),
  drivingLicenseNo: optionalText(40),
  drivingLicenseIssueDate: DateOnlySchema.nullable().optional(),
  drivingLicenseExpiryDate: DateOnlySchema.nullable().optional(),
});
export type ProposalCustomerInput = z.input<typeof ProposalCustomerInputSchema>;

/** `getuserbyemail` and `updateuser` (KYC). */
export const UserByEmailSchema = z.object({ email: EmailSchema });
export const UserKycUpdateSchema = CustomerProfileSchema.extend({
  fullName: text('Full name', 120).optional(),
  mobileNumber: UaeMobileSchema.optional(),
  email: EmailSchema.optional(),
  nationality: text('Nationality', 60).optional(),
});
export const CustomerWithProfileSchema = CustomerSchema.extend({ profile: CustomerProfileSchema });
export type CustomerWithProfile = z.infer<typeof CustomerWithProfileSchema>;
export const UserByEmailResultSchema = detailResultSchema(CustomerWithProfileSchema.nullable());

export const PLATE_CODES = [
  ...Array.from({ length: 20 }, (_, i) => String(i + 1)), '50', 'A', 'AA', 'B', 'C', 'D', 'DC', 'DU', 'DXB', 'E', 'EX', 'F', 'G', 'H', 'I', 'J',
  'K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', 'RN', 'S', 'T', 'TC', 'TL', 'U', 'V', 'W', 'X', 'Y', 'Z',
] as const;

/** Registration-card facts (Mulkiya) of the car. Optional for a quick proposal, checked before purchase. */
export const CarRegistrationSchema = z.object({
  chesisNo: z.string().trim().toUpperCase().length(17, 'Chassis No. must be exactly 17 characters').nullable().optional(),
  plateNumber: z.string().trim().max(5, 'Plate number must be at most 5 characters').nullable().optional(),
  plateCode: z.string().trim().max(3).nullable().optional(),
  registrationEmirate: EmirateSchema.nullable().optional(),
  registrationYear: z.number().int().min(1950).max(2100).nullable().optional(),
  registrationDate: DateOnlySchema.nullable().optional(),
  regCardExpiryDate: DateOnlySchema.nullable().optional(),
  tcNo: optionalText(40),
  engineNumber: optionalText(40),
  origin: optionalText(60),
  useOfVehicle: z.enum(['Personal', 'Commercial']).default('Personal'),
  bank: optionalText(80),
});
export type CarRegistration = z.infer<typeof CarRegistrationSchema>;

/** The wizard's car: from the catalogue (year → make → model → trim) with its value. */
export const ProposalCarInputSchema = z.object({
  /** A car already created (by VIN) to reuse. */
  carId: IdSchema.optional(),
  year: z.number({ error: 'Year is required' }).int().min(1950, 'Year must be 1950 or later').max(2100),
  make: text('Make', 60),
  model: text('Model', 80),
  trim: optionalText(80),
  trimId: IdSchema.nullable().optional(),
  bodyType: BodyTypeSchema.nullable().optional(),
  vehicleType: VehicleTypeSchema,
  cylinders: z.number({ error: 'Cylinders is required' }).int().min(1).max(16),
  seats: z.number().int().min(1).max(60).nullable().optional(),
  gccSpec: z.boolean().default(true),
  colour: optionalText(40),
  firstRegistrationDate: DateOnlySchema.nullable().optional(),
  mileageKm: z.number().int().min(0).max(2_000_000).nullable().optional(),
  valueFils: fils('Car value').refine((value) => value > 0, 'Car value is required'),
  registration: CarRegistrationSchema.default({ useOfVehicle: 'Personal' }),
});
export type ProposalCarInput = z.input<typeof ProposalCarInputSchema>;

export const ProposalCarSchema = ProposalCarInputSchema.omit({ carId: true }).extend({
  _id: IdSchema,
  vin: z.string().nullable(),
  registration: CarRegistrationSchema,
});
export type ProposalCar = z.infer<typeof ProposalCarSchema>;

export const DriverSchema = z.object({
  licenceNo: optionalText(40),
  licenceIssueDate: DateOnlySchema,
  licenceExpiryDate: DateOnlySchema.nullable().optional(),
});
export const CurrentInsuranceSchema = z.object({
  typeOfIssues: z.enum(['Renewal', 'New']).default('Renewal'),
  /** null: none (new car). */
  currentInsurer: optionalText(120),
  currentInsuranceType: InsuranceTypeSchema.nullable().optional(),
  insuranceExpiryDate: DateOnlySchema.nullable().optional(),
  claimHistory: z.boolean().default(false),
  yearOfNoClaim: NoClaimYearsSchema.nullable().optional(),
  /** A no-claims letter from the previous insurer was seen (DOMAIN §4.5). */
  hasNoClaimsProof: z.boolean().default(false),
  policyNumber: optionalText(60),
});
export const ProposalDetailsSchema = z.object({
  driver: DriverSchema,
  insurance: CurrentInsuranceSchema,
  policyEffectiveDate: DateOnlySchema,
  isQuickProposal: z.boolean().default(false),
});
export type ProposalDetails = z.infer<typeof ProposalDetailsSchema>;

/** `generatenewquotes`: the wizard's whole input; it creates the proposal and prices it. */
export const ProposalCreateSchema = ProposalDetailsSchema.extend({
  customer: ProposalCustomerInputSchema,
  car: ProposalCarInputSchema,
  insuranceType: RequestedInsuranceTypeSchema.default('all'),
  vehicleType: ProposalVehicleTypeSchema.default('Individual'),
  source: z.enum(PROPOSAL_SOURCES).default('Website'),
  /** Required when source is `Source` (FIELDS.md). */
  sales: optionalText(120),
  promoCode: optionalText(40),
  salesCommissionAgentId: IdSchema.nullable().optional(),
}).refine((input) => input.source !== 'Source' || Boolean(input.sales), { path: ['sales'], message: 'Sales is required when the source is Source' });
export type ProposalCreate = z.input<typeof ProposalCreateSchema>;
export const GenerateQuotesQuerySchema = z.object({
  /** The socket room the screen joined (`quotes:` + UUID v4); each quote is emitted there as it is priced. */
  reqId: RequestRoomSchema.optional(),
  pId: IdSchema.optional(),
  refId: z.string().trim().max(64).optional(),
});

/**
 * `PUT /{id}`: edits of the car, driver, current insurance and request; quotes must then be
 * re-generated. It changes only what it is given, field by field within the car (and its
 * registration), the driver and the insurance: nothing falls back to a default.
 */
export const ProposalUpdateSchema = partialEdit(z.object({
  car: ProposalCarInputSchema,
  driver: DriverSchema,
  insurance: CurrentInsuranceSchema,
  policyEffectiveDate: DateOnlySchema,
  insuranceType: RequestedInsuranceTypeSchema,
  vehicleType: ProposalVehicleTypeSchema,
  status: ProposalStatusSchema,
}));

export const ProposalStatusChangeSchema = z.object({
  proposalStatus: ProposalStatusSchema.optional(),
  reason: z.string().trim().max(120).nullable().optional(),
  callbackTimeArray: z.array(z.iso.datetime()).max(50).optional(),
  quotedCallbackTimeArray: z.array(z.iso.datetime()).max(50).optional(),
  callBackDone: z.boolean().optional(),
  quotedCallBackDone: z.boolean().optional(),
});

// ---------------------------------------------------------------- quotes

export const QuotePaymentStatusSchema = z.enum(['unpaid', 'pending', 'paid', 'refunded']);
/**
 * A health quote's own part (the health line, issue 17): where the plan sits in its insurer's tree
 * and each insured member's premium, maternity premium and loadings, so the screens and documents
 * show the per-member breakdown beside the quote's lines.
 */
export const HealthQuoteDetailSchema = z.object({
  tpaName: z.string(),
  networkName: z.string(),
  coPay: z.number(),
  scheme: z.enum(['standard', 'dubaiEssential', 'abuDhabiBasic']),
  members: z.array(z.object({
    memberId: z.string(),
    fullName: z.string(),
    age: z.number().int(),
    premiumFils: z.number().int(),
    maternityFils: z.number().int(),
    loadingFils: z.number().int(),
    totalFils: z.number().int(),
  })),
  /** A loading staff added on the insurer's word (underwriting), with the reason kept in the quote's history. */
  staffLoadingFils: z.number().int().min(0).default(0),
  loadingReason: z.string().nullable().default(null),
  /** The broker's commission: the insurer's percent of the premium after discounts, before VAT and fees. */
  commissionPercent: z.number().min(0).max(100).default(0),
  commissionFils: z.number().int().default(0),
});
export type HealthQuoteDetail = z.infer<typeof HealthQuoteDetailSchema>;

export const QuoteSchema = RecordMetaSchema.extend({
  ref: z.string(),
  proposalId: IdSchema,
  proposalRef: z.string(),
  customerId: IdSchema,
  customerName: z.string(),
  companyId: IdSchema.nullable(),
  companyName: z.string(),
  planId: IdSchema.nullable(),
  planName: z.string(),
  insuranceType: InsuranceTypeSchema.nullable(),
  repairCondition: RepairConditionSchema.nullable(),
  issuingMode: IssuingModeSchema.nullable(),
  valueFils: z.number().int().nullable(),
  excessFils: z.number().int().nullable(),
  /** The insurer's premium (matrix, after any staff edit), before discounts and VAT. */
  priceFils: z.number().int(),
  adminFeeFils: z.number().int(),
  vatFils: z.number().int(),
  totalFils: z.number().int(),
  lines: z.array(PriceLineSchema),
  includedBenefits: z.array(z.object({ code: z.string(), label: z.string(), limit: z.string().nullable() })),
  addons: z.array(z.object({ code: z.string(), label: z.string(), priceFils: z.number().int(), isMandatory: z.boolean(), selected: z.boolean() })),
  coverages: z.array(z.object({ code: z.string(), label: z.string(), value: z.string() })),
  warnings: z.array(z.string()),
  /** Health quotes only. */
  health: HealthQuoteDetailSchema.nullable().optional(),
  priceEditCount: z.number().int(),
  paymentStatus: QuotePaymentStatusSchema,
  isBought: z.boolean(),
  /** false once a regeneration replaced it. */
  isCurrent: z.boolean(),
  status: z.string(),
  expiresAt: z.string().nullable(),
  policyId: IdSchema.nullable(),
  /** FIELDS.md "Applied for Contact": when the customer asked to be called about this quote (see `ApplyForContactSchema`); null when not. */
  appliedForContactAt: z.string().nullable(),
});
export type Quote = z.infer<typeof QuoteSchema>;

/**
 * "Applied for Contact" on a quote (FIELDS.md's motor, health and travel quote tables; spec 001 §3
 * "contacted proposals"). Decision where the spec is silent: a quote is applied for contact when
 * the customer asked to be called about it. Staff record it from the quote table ("Customer asked
 * to be contacted", when a customer phoned or wrote in), with an optional note kept in the
 * proposal's history; the marketplace's request (the customer's "contact me" on one quote) is sent
 * to the same call. Any quote may be marked, paid or issued ones too. The first request's time
 * stays: a second call changes nothing and says so. The proposal's agent (assigned, else its
 * creator; the office when it has neither) is notified, and the proposals lists filter on it
 * (`appliedForContact`).
 */
export const ApplyForContactSchema = z.object({
  note: z.string().trim().max(500, 'Note must be at most 500 characters').optional(),
});
export const QuoteListResultSchema = detailResultSchema(z.array(QuoteSchema));
export const QuotesByProposalBodySchema = z.object({ insuranceType: RequestedInsuranceTypeSchema.default('all') }).default({ insuranceType: 'all' });
export const QuoteIdsSchema = z.object({
  ids: z.array(IdSchema).min(1, 'Choose at least one quote').max(10, 'Compare at most 10 quotes'),
});
/** `updatequotedetails`: the add-ons the customer takes, with the staff member's reason kept in history. */
export const QuoteDetailsUpdateSchema = z.object({
  selectedAddons: z.array(z.string().max(60)).max(50),
  reason: text('Reason', 300),
});

/** `getquotepayabledetails` (FIELDS.md "Quote payable details"). */
export const QuotePayableSchema = z.object({
  quoteId: IdSchema,
  premiumNonTaxableFils: z.number().int(),
  vatPercent: z.number(),
  vatFils: z.number().int(),
  discountFils: z.number().int(),
  policyFeeFils: z.number().int(),
  totalFils: z.number().int(),
  lines: z.array(PriceLineSchema),
});
export const QuotePayableResultSchema = detailResultSchema(QuotePayableSchema);

// ---------------------------------------------------------------- payments and policy summary

/**
 * One payment of a quote. The spec does not list its statuses; BrokerDesk's are:
 * - `pending`: an order is open at the provider (its link can be paid);
 * - `paid`: booked on its quote; `moved`: booked, then moved to another quote (or added to the
 *   quote's earlier payment);
 * - `declined`, `expired`: the provider says so; `cancelled`: superseded by BrokerDesk (another
 *   payment of the proposal was received, or a new link of the quote replaced it), and cancelled
 *   at the provider too, so its link no longer takes a payment;
 * - `refunded`: the provider captured it after it was superseded (the customer was already on its
 *   page), so it was refunded in full through the provider, automatically.
 * `refundStatus` is the provider refund of the payment, whichever its status: `requested` while the
 * provider has not confirmed, `failed` when it refused or could not be reached (asked again at the
 * next "Check payment status"), `refunded` with `refundedFils` (all of it for an unbooked capture;
 * the part above the new quote's total for a payment moved to a cheaper quote) and `refundedAt`.
 */
export const PaymentSummarySchema = RecordMetaSchema.extend({
  ref: z.string(),
  quoteId: IdSchema,
  provider: z.enum(['card', 'bnpl', 'link', 'bank', 'direct']),
  paidBy: z.string(),
  amountFils: z.number().int(),
  status: z.enum(['pending', 'paid', 'declined', 'cancelled', 'expired', 'refunded', 'moved']),
  paymentUrl: z.string().nullable(),
  orderRef: z.string().nullable(),
  failureReason: z.string().nullable(),
  paidAt: z.string().nullable(),
  refundStatus: z.enum(['requested', 'refunded', 'failed']).nullable(),
  refundedFils: z.number().int(),
  refundedAt: z.string().nullable(),
});
export type PaymentSummary = z.infer<typeof PaymentSummarySchema>;

export const PolicySummarySchema = z.object({
  _id: IdSchema,
  ref: z.string(),
  companyName: z.string(),
  companyPolicyNumber: z.string().nullable(),
  status: z.string(),
  startDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  premiumFils: z.number().int(),
  issueError: z.string().nullable(),
  hasFile: z.boolean(),
});
export type PolicySummary = z.infer<typeof PolicySummarySchema>;
export const PolicySummaryResultSchema = detailResultSchema(PolicySummarySchema.nullable());

// ---------------------------------------------------------------- proposals

const PersonRefSchema = z.object({ _id: IdSchema, fullName: z.string() });
export const VoucherSchema = z.object({
  _id: IdSchema,
  promoCode: z.string(),
  discountType: z.enum(['percentage', 'fixedPrice']),
  /** Percent, or fils for a fixed price. */
  discountValue: z.number(),
  expiryDate: z.string(),
});
export type Voucher = z.infer<typeof VoucherSchema>;

export const ProposalListItemSchema = RecordMetaSchema.extend({
  ref: z.string(),
  customer: z.object({ _id: IdSchema, fullName: z.string(), mobileNumber: z.string(), email: z.string() }),
  car: z.string().nullable(),
  /** Health: who is insured ("Self and Dependent"…); null on other lines. */
  insuredType: z.string().nullable(),
  valueFils: z.number().int().nullable(),
  createdBy: PersonRefSchema.nullable(),
  assignedTo: PersonRefSchema.nullable(),
  source: z.string(),
  isPaid: z.boolean(),
  status: z.string(),
  statusReason: z.string().nullable(),
  /** Drives the status colour: Active = issued, Pending = paid and waiting for the insurer. */
  policyStatus: z.string().nullable(),
  quoteCount: z.number().int(),
  quotesCreatedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  isRenewal: z.boolean(),
});
export type ProposalListItem = z.infer<typeof ProposalListItemSchema>;

/** Photos of a car whose insurance expired before the policy starts (at least three, FIELDS.md). */
export const ExpiredCarPhotoSchema = z.object({ _id: IdSchema, fileName: z.string(), mimeType: z.string(), size: z.number().int(), createdAt: TimestampSchema });
export type ExpiredCarPhoto = z.infer<typeof ExpiredCarPhotoSchema>;
export const ExpiredCarPhotosResultSchema = detailResultSchema(z.array(ExpiredCarPhotoSchema));
export const ProposalDetailSchema = ProposalListItemSchema.extend({
  customer: CustomerWithProfileSchema,
  carDetails: ProposalCarSchema.nullable(),
  details: ProposalDetailsSchema.nullable(),
  insuranceType: RequestedInsuranceTypeSchema,
  vehicleType: z.string(),
  callbackTimes: z.array(z.string()),
  callBackDone: z.boolean(),
  quotedCallbackTimes: z.array(z.string()),
  quotedCallBackDone: z.boolean(),
  voucher: VoucherSchema.nullable(),
  agentDiscountPercent: z.number(),
  /** The most the signed-in agent may discount (their `maxDiscount`). */
  maxAgentDiscountPercent: z.number(),
  salesAgent: PersonRefSchema.nullable(),
  paidQuoteId: IdSchema.nullable(),
  policy: PolicySummarySchema.nullable(),
  payment: PaymentSummarySchema.nullable(),
  additionalPayments: z.array(PaymentSummarySchema),
  history: z.array(HistoryEntrySchema),
  renewalOfPolicyId: IdSchema.nullable(),
  expiredCarPhotos: z.array(ExpiredCarPhotoSchema),
  /** Car or driver edited since the quotes were priced: re-generate before buying. */
  needsRegeneration: z.boolean(),
  /** Lost as fake or duplicate: every action is disabled. */
  isFrozen: z.boolean(),
});
export type ProposalDetail = z.infer<typeof ProposalDetailSchema>;
export const ProposalDetailResultSchema = detailResultSchema(ProposalDetailSchema);

export const ProposalListFilterSchema = z.object({
  status: z.union([z.literal('all'), ProposalStatusSchema]).default('all'),
  qType: ProposalTypeFilterSchema.default('all'),
  startDate: z.iso.datetime().optional(),
  endDate: z.iso.datetime().optional(),
  proposalsFilter: ProposalCounterKeySchema.nullable().optional(),
  agentId: IdSchema.nullable().optional(),
  vehicleType: ProposalVehicleTypeSchema.optional(),
  /** true: proposals with at least one quote the customer asked to be contacted about ("contacted proposals"); false: those with none. */
  appliedForContact: z.boolean().optional(),
}).refine((f) => !f.startDate || !f.endDate || f.startDate <= f.endDate, { path: ['startDate'], message: 'Invalid selected date' })
  .default({ status: 'all', qType: 'all' });
export const ProposalListResultSchema = listResultSchema(ProposalListItemSchema);
export const ProposalListQuerySchema = ListQuerySchema;

export const ProposalDashboardBodySchema = z.object({ agentId: IdSchema.nullable().optional() }).default({});
export const ProposalDashboardResultSchema = detailResultSchema(z.record(ProposalCounterKeySchema, z.number().int()));

export const ProposalCreatedResultSchema = detailResultSchema(z.object({
  proposal: ProposalDetailSchema,
  quotes: z.array(QuoteSchema),
  /** Plans that refused the risk, with the condition that refused each. */
  refusals: z.array(z.object({ companyName: z.string(), planName: z.string(), message: z.string() })),
}));

export const DetailQuerySchema = z.object({ userId: IdSchema.optional(), carId: IdSchema.optional() });
export const ProposalIdQuerySchema = z.object({ proposalId: IdSchema });
export const NextPreviousQuerySchema = z.object({ id: IdSchema });
export const NextPreviousResultSchema = detailResultSchema(z.object({ previousId: IdSchema.nullable(), nextId: IdSchema.nullable() }));
export const ProposalCommentCreateSchema = z.object({
  proposalId: IdSchema,
  comment: z.string().trim().min(1, 'Comment is required').max(LIMITS.commentLength, `Comment must be at most ${LIMITS.commentLength} characters`),
});
export const CommentListResultSchema = detailResultSchema(z.array(CommentSchema));
export const HistoryListResultSchema = detailResultSchema(z.array(HistoryEntrySchema));

export const AgentSchema = z.object({ _id: IdSchema, fullName: z.string(), email: z.string(), isSupervisor: z.boolean(), maxDiscount: z.number() });
export const AgentListResultSchema = detailResultSchema(z.array(AgentSchema));
export const SalesAgentSchema = z.object({ _id: IdSchema, fullName: z.string(), email: z.string(), mobileNumber: z.string().nullable(), motorCommissionPercent: z.number() });
export const SalesAgentListResultSchema = detailResultSchema(z.array(SalesAgentSchema));
export const AssignProposalSchema = z.object({ agentId: IdSchema });

export const InsurerCallSchema = z.object({
  _id: IdSchema,
  quoteId: IdSchema.nullable(),
  companyName: z.string(),
  kind: z.enum(['quote', 'policy']),
  status: z.enum(['ok', 'error']),
  errorMessage: z.string().nullable(),
  createdAt: TimestampSchema,
});
export const InsurerErrorsResultSchema = z.object({
  success: z.literal(true),
  companyErrors: z.array(InsurerCallSchema),
  companyPolicyErrors: z.array(InsurerCallSchema),
});
export const InsurerPayloadsBodySchema = z.object({ quoteId: IdSchema.optional(), kind: z.enum(['quote', 'policy']).default('quote') }).default({ kind: 'quote' });
export const InsurerPayloadsResultSchema = detailResultSchema(z.array(InsurerCallSchema.extend({ request: z.unknown(), response: z.unknown() })));

export const DeleteExpiredCarPhotoSchema = z.object({ filePathToDelete: IdSchema });

export const BankListResultSchema = detailResultSchema(z.array(z.string()));
export const ActiveVoucherListResultSchema = detailResultSchema(z.array(VoucherSchema));
export const AddVoucherSchema = z.object({ promoCode: text('Promo code', 40) });
export const AgentDiscountSchema = z.object({
  agentDiscountPercent: z.number({ error: 'Agent discount must be a number' }).min(0, 'Agent discount cannot be negative').max(100, 'Agent discount must be at most 100 %'),
});
