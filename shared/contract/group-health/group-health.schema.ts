import { z } from 'zod';
import {
  DateOnlySchema, EmailSchema, EmiratesIdSchema, HistoryEntrySchema, IdSchema, ListQuerySchema, TimestampSchema, UaeMobileSchema, detailResultSchema, listResultSchema,
} from '../common.schema.js';
import { partialEdit } from '../edit.js';
import { EMIRATES } from '../../domain/emirates.js';
import { SALARY_BANDS, type SalaryBand } from '../../domain/healthPricing.js';

/**
 * Group health (spec 001 §7 "Group health"; FIELDS.md "Group health": the seed system has no
 * screens, so the fields are BrokerDesk's): an SME's staff medical cover priced from a census of
 * its employees and their dependants (DOMAIN.md §6). Decisions where the spec is silent:
 *
 * - **Statuses** (`GROUP_HEALTH_STATUSES`): New (created), Quoting (census being priced or
 *   re-priced by staff), Quoted, Callback Scheduled, Sent to Customer, Won, Lost. The motor status
 *   block's list is a call-centre lead vocabulary with its own reasons, so group health keeps its
 *   own: Lost requires a reason (`GROUP_HEALTH_LOST_REASONS`), Callback Scheduled requires at least
 *   one `callbackTimeArray` time, Quoted requires at least one `quotedCallbackTimeArray` time; the
 *   other statuses take neither. Won requires a chosen quote (`chosenQuoteId`, set by the edit).
 * - **Call-backs**: the last time of each side (`callbackTime`, `quotedCallbackTime`) is announced
 *   to the proposal's agent (else its creator, else the whole office) when it falls due, once, as
 *   proposals' call-backs are; the notification opens `/group-health/:id`. A new time set through
 *   the status call is announced again; a side marked done, or a status that does not take that
 *   side's call-backs (any but Callback Scheduled, resp. Quoted), is not announced.
 * - **The corporate customer's health status** (FIELDS.md: the customer's `health[]` rows carry
 *   `groupHealthStatus` Lost / Quoting / Converted, `status` in BrokerDesk's record): kept in step
 *   with its group health proposals in the same transaction as the proposal's creation or status
 *   change (a status set again unchanged is no change). Every health row of the customer takes the
 *   status the change gives: Won → Converted; created or any open status (New, Quoting, Quoted,
 *   Callback Scheduled, Sent to Customer) → Quoting; Lost → Quoting while another of the
 *   customer's proposals is open, else Converted when another is Won, else Lost. A customer without
 *   health rows gets none made (a row's insurer and renewal date are not known here); staff may
 *   still set a row's status by hand on the customer's page, until the next change.
 * - **Read status** (`readStatus`): false when the proposal is made or given to another agent,
 *   true once its agent (or anyone, when it has none) opens the detail; the status call may set it.
 * - **Census** (`.xlsx` or `.csv`, field `census`, at most `CENSUS_MAX_ROWS` data rows and
 *   `CENSUS_MAX_BYTES`): a header row naming the ten columns (`CENSUS_COLUMNS`, common spellings
 *   accepted, see `CENSUS_HEADER_ALIASES`), one member a row. **Kept partially**: every good row
 *   becomes a member and is priced; each bad row is left out and reported (`CensusReport.problems`,
 *   one entry per row and field). A census with no good row, or a missing column, is refused whole
 *   (422 with the report's message). A re-upload replaces every member and re-prices.
 * - **Pricing**: every member is priced alone (a household of one, on the member's visa emirate and
 *   salary band) by every active health plan of every insurer that sells health, so one member a
 *   plan cannot price is listed in that quote's `refusedMembers` with the reason instead of
 *   refusing the whole census. A quote's money: the members' premiums (with maternity and loadings),
 *   the Basmah fee on Essential Benefits plans and the insurer's ICP fee per member, VAT 5 % on the
 *   premium and the Basmah fee (not the ICP fee), the grand total; and the same per category. An
 *   insurer whose pricing fails leaves no quote and is listed in `companyErrors`.
 * - **Mid-term changes** (`addmember`, `deletemember`): only on a Won proposal with a chosen quote,
 *   effective on a day within the 365-day term that starts on `policyStartDate`. The chosen plan's
 *   premium of the member (with VAT) is charged (addition) or refunded (deletion) pro rata by the
 *   days left: `round(annual × daysLeft / 365)` where daysLeft counts the effective day to the last
 *   day of cover (term end exclusive). Each change is kept (`endorsements`) and in the history.
 */

// ---------------------------------------------------------------- vocabularies

export const GROUP_HEALTH_STATUSES = ['New', 'Quoting', 'Quoted', 'Callback Scheduled', 'Sent to Customer', 'Won', 'Lost'] as const;
export const GroupHealthStatusSchema = z.enum(GROUP_HEALTH_STATUSES);
export type GroupHealthStatus = z.infer<typeof GroupHealthStatusSchema>;
export const GROUP_HEALTH_LOST_REASONS = ['Price too high', 'Went with another broker', 'Renewed with current insurer', 'No response', 'Not interested', 'Other'] as const;

export const CENSUS_RELATIONS = ['Employee', 'Spouse', 'Child', 'Parent'] as const;
export type CensusRelation = (typeof CENSUS_RELATIONS)[number];
export const CENSUS_GENDERS = ['Male', 'Female'] as const;
export const CENSUS_MARITAL_STATUSES = ['Married', 'Single', 'Divorced', 'Widow'] as const;
const SALARY_BAND_KEYS = Object.keys(SALARY_BANDS) as [SalaryBand, ...SalaryBand[]];

/** The census's columns in order, as the report names them. */
export const CENSUS_COLUMNS = [
  'fullName', 'dateOfBirth', 'gender', 'nationality', 'emiratesId', 'relation', 'maritalStatus', 'salaryBand', 'visaEmirate', 'category',
] as const;
export type CensusColumn = (typeof CENSUS_COLUMNS)[number];
/**
 * Header spellings each column is read from, compared lower-case without spaces, dots, dashes,
 * underscores or slashes (`Date of Birth`, `D.O.B`, `DOB` are all `dateOfBirth`).
 */
export const CENSUS_HEADER_ALIASES: Readonly<Record<CensusColumn, readonly string[]>> = {
  fullName: ['name', 'fullname', 'membername', 'employeename', 'insuredname'],
  dateOfBirth: ['dateofbirth', 'dob', 'birthdate', 'dateofbirthddmmyyyy'],
  gender: ['gender', 'sex'],
  nationality: ['nationality', 'country'],
  emiratesId: ['emiratesid', 'eid', 'emiratesidno', 'emiratesidnumber', 'eidno', 'eidnumber'],
  relation: ['relation', 'relationship', 'relationtoemployee', 'dependency'],
  maritalStatus: ['maritalstatus', 'marital'],
  salaryBand: ['salaryband', 'salary', 'salarybracket', 'salarycategory'],
  visaEmirate: ['visaemirate', 'emirateofvisa', 'visaissuedemirate', 'visaissuedin', 'emirate'],
  category: ['category', 'plancategory', 'class', 'grade'],
};
export const CENSUS_FIELD = 'census';
export const CENSUS_MAX_ROWS = 2000;
export const CENSUS_MAX_BYTES = 5 * 1024 * 1024;
export const TRADE_LICENSE_FIELD = 'file';
export const TRADE_LICENSE_MAX_BYTES = 10 * 1024 * 1024;
/** The days of a group policy's term: pro rata charges and refunds are counted in them. */
export const GROUP_HEALTH_TERM_DAYS = 365;

const text = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

// ---------------------------------------------------------------- members

/** A census member as stored and shown. `rowNumber` is the census row it came from (null when added mid-term). */
export const GroupHealthMemberSchema = z.object({
  _id: IdSchema,
  rowNumber: z.number().int().nullable(),
  fullName: z.string(),
  dateOfBirth: z.string(),
  gender: z.enum(CENSUS_GENDERS),
  nationality: z.string(),
  /** 15 digits, or null when the census gave none. */
  emiratesId: z.string().nullable(),
  relation: z.enum(CENSUS_RELATIONS),
  maritalStatus: z.enum(CENSUS_MARITAL_STATUSES),
  salaryBand: z.enum(SALARY_BAND_KEYS),
  visaEmirate: z.enum(EMIRATES),
  category: z.string(),
  /** Active, or removed by a mid-term deletion (kept for the record). */
  status: z.enum(['active', 'deleted']),
  /** The effective day of a mid-term addition, or null for a census member. */
  addedOn: z.string().nullable(),
  /** The effective day of a mid-term deletion. */
  deletedOn: z.string().nullable(),
});
export type GroupHealthMember = z.infer<typeof GroupHealthMemberSchema>;

/** One member typed in (a mid-term addition): the census's fields with its rules. */
export const GroupHealthMemberInputSchema = z.object({
  fullName: text('Full name', 120),
  dateOfBirth: DateOnlySchema.refine((day) => day < new Date().toISOString().slice(0, 10), 'Date of birth must be a past date'),
  gender: z.enum(CENSUS_GENDERS, 'Gender is Male or Female'),
  nationality: text('Nationality', 60),
  emiratesId: EmiratesIdSchema.nullable().optional(),
  relation: z.enum(CENSUS_RELATIONS, `Relation is one of ${CENSUS_RELATIONS.join(', ')}`),
  maritalStatus: z.enum(CENSUS_MARITAL_STATUSES, `Marital status is one of ${CENSUS_MARITAL_STATUSES.join(', ')}`),
  salaryBand: z.enum(SALARY_BAND_KEYS, `Salary band is one of ${SALARY_BAND_KEYS.join(', ')}`),
  visaEmirate: z.enum(EMIRATES, 'Choose the emirate of the visa'),
  category: text('Category', 40),
});
export type GroupHealthMemberInput = z.input<typeof GroupHealthMemberInputSchema>;

/** One problem of a census row: the sheet's row number (the header is row 1), the column and what is wrong. */
export const CensusProblemSchema = z.object({
  row: z.number().int(),
  field: z.union([z.enum(CENSUS_COLUMNS), z.literal('row')]),
  message: z.string(),
});
export type CensusProblem = z.infer<typeof CensusProblemSchema>;

/** The per-row report of the latest census upload. */
export const CensusReportSchema = z.object({
  fileName: z.string(),
  uploadedAt: TimestampSchema,
  /** Data rows read (blank rows are not counted). */
  totalRows: z.number().int(),
  /** Rows kept as members. */
  kept: z.number().int(),
  /** Rows left out (a row with several problems counts once). */
  rejected: z.number().int(),
  problems: z.array(CensusProblemSchema),
});
export type CensusReport = z.infer<typeof CensusReportSchema>;

// ---------------------------------------------------------------- quotes

export const CategoryTotalSchema = z.object({
  category: z.string(),
  membersCount: z.number().int(),
  premiumFils: z.number().int(),
  basmahFeeFils: z.number().int(),
  icpFeeFils: z.number().int(),
  vatFils: z.number().int(),
  totalFils: z.number().int(),
});
export type CategoryTotal = z.infer<typeof CategoryTotalSchema>;

/** A member a plan cannot price, with the reason (never priced at zero). */
export const RefusedMemberSchema = z.object({ memberId: IdSchema, fullName: z.string(), category: z.string(), reason: z.string() });

/** One insurer plan's quote for the census: totals for the members it prices, by category and overall. */
export const GroupHealthQuoteSchema = z.object({
  _id: IdSchema,
  companyId: IdSchema,
  companyName: z.string(),
  planId: IdSchema,
  planName: z.string(),
  tpaName: z.string(),
  networkName: z.string(),
  coPay: z.number(),
  scheme: z.enum(['standard', 'dubaiEssential', 'abuDhabiBasic']),
  /** Members this plan prices. */
  membersCount: z.number().int(),
  premiumFils: z.number().int(),
  basmahFeeFils: z.number().int(),
  icpFeeFils: z.number().int(),
  vatPercent: z.number(),
  vatFils: z.number().int(),
  totalFils: z.number().int(),
  categories: z.array(CategoryTotalSchema),
  refusedMembers: z.array(RefusedMemberSchema),
  createdAt: TimestampSchema,
});
export type GroupHealthQuote = z.infer<typeof GroupHealthQuoteSchema>;

export const CompanyErrorSchema = z.object({ companyName: z.string(), message: z.string() });

/** A mid-term addition (charge, positive) or deletion (refund, negative), pro rata on the chosen plan. */
export const EndorsementSchema = z.object({
  _id: IdSchema,
  kind: z.enum(['addition', 'deletion']),
  memberId: IdSchema,
  fullName: z.string(),
  category: z.string(),
  effectiveDate: z.string(),
  daysLeft: z.number().int(),
  /** The member's yearly premium on the chosen plan with its fees and VAT. */
  annualFils: z.number().int(),
  /** Charged (positive) or refunded (negative). */
  amountFils: z.number().int(),
  createdAt: TimestampSchema,
});
export type Endorsement = z.infer<typeof EndorsementSchema>;

// ---------------------------------------------------------------- proposals

const PersonRefSchema = z.object({ _id: IdSchema, fullName: z.string() });

/** The status block as the spec's set-status call answers it (and the list row carries it). */
export const GroupHealthStatusBlockSchema = z.object({
  _id: IdSchema,
  proposalStatus: GroupHealthStatusSchema,
  reason: z.string().nullable(),
  callBackDone: z.boolean(),
  /** The latest call-back time, or null. */
  callbackTime: z.string().nullable(),
  callbackTimeArray: z.array(z.string()),
  quotedCallBackDone: z.boolean(),
  quotedCallbackTime: z.string().nullable(),
  quotedCallbackTimeArray: z.array(z.string()),
  readStatus: z.boolean(),
  updatedAt: TimestampSchema,
});
export type GroupHealthStatusBlock = z.infer<typeof GroupHealthStatusBlockSchema>;

export const GroupHealthListItemSchema = GroupHealthStatusBlockSchema.extend({
  /** `GHP-000001`. */
  proposalId: z.string(),
  corporateCustomerId: IdSchema,
  companyName: z.string(),
  emirate: z.enum(EMIRATES),
  policyStartDate: z.string(),
  membersCount: z.number().int(),
  quotesCount: z.number().int(),
  /** The cheapest quote's grand total, or null before pricing. */
  lowestTotalFils: z.number().int().nullable(),
  agent: PersonRefSchema.nullable(),
  createdAt: TimestampSchema,
});
export type GroupHealthListItem = z.infer<typeof GroupHealthListItemSchema>;

/** The company the proposal is for (its corporate customer), as the detail shows it. */
export const GroupHealthCompanySchema = z.object({
  _id: IdSchema,
  name: z.string(),
  email: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  tradeLicenseNo: z.string().nullable(),
});

export const StoredFileSchema = z.object({ fileName: z.string(), mimeType: z.string(), size: z.number().int(), uploadedAt: TimestampSchema });

export const GroupHealthDetailSchema = GroupHealthListItemSchema.extend({
  company: GroupHealthCompanySchema,
  /** Every member, active first, in census order. */
  members: z.array(GroupHealthMemberSchema),
  censusReport: CensusReportSchema.nullable(),
  /** Cheapest first. */
  quotes: z.array(GroupHealthQuoteSchema),
  companyErrors: z.array(CompanyErrorSchema),
  chosenQuoteId: IdSchema.nullable(),
  tradeLicense: StoredFileSchema.nullable(),
  endorsements: z.array(EndorsementSchema),
  history: z.array(HistoryEntrySchema),
});
export type GroupHealthDetail = z.infer<typeof GroupHealthDetailSchema>;
export const GroupHealthDetailResultSchema = detailResultSchema(GroupHealthDetailSchema);
export const GroupHealthListResultSchema = listResultSchema(GroupHealthListItemSchema);
export const GroupHealthStatusResultSchema = detailResultSchema(GroupHealthStatusBlockSchema);

// ---------------------------------------------------------------- bodies

export const GroupHealthListQuerySchema = ListQuerySchema;
/** The list's filters (the body of `getallgrouphealth`); dates are of the proposal's creation, both ends included. */
export const GroupHealthListFilterSchema = z.object({
  status: z.union([z.literal('all'), GroupHealthStatusSchema]).default('all'),
  agentId: IdSchema.nullable().optional(),
  startDate: DateOnlySchema.optional(),
  endDate: DateOnlySchema.optional(),
}).refine((f) => !f.startDate || !f.endDate || f.startDate <= f.endDate, { path: ['startDate'], message: 'Invalid selected date' })
  .default({ status: 'all' });
export type GroupHealthListFilter = z.input<typeof GroupHealthListFilterSchema>;

/**
 * The text fields of `creategrouphealthproposal` (multipart, with the census file in `census`):
 * the corporate customer, the first day of cover (ages are counted on it) and the company's emirate.
 */
export const GroupHealthCreateSchema = z.object({
  corporateCustomerId: IdSchema,
  policyStartDate: DateOnlySchema,
  emirate: z.enum(EMIRATES, 'Choose the emirate'),
});
export type GroupHealthCreate = z.input<typeof GroupHealthCreateSchema>;

/**
 * `editgrouphealth`: a partial edit. A new policy start date re-prices (ages move); `agentId`
 * assigns it (null for none); `chosenQuoteId` is the quote the company took (one of the proposal's).
 */
export const GroupHealthEditSchema = partialEdit(z.object({
  policyStartDate: DateOnlySchema,
  emirate: z.enum(EMIRATES, 'Choose the emirate'),
  agentId: IdSchema.nullable(),
  chosenQuoteId: IdSchema.nullable(),
}));
export type GroupHealthEdit = z.input<typeof GroupHealthEditSchema>;

/** The status change itself (the spec's `data`). */
export const GroupHealthStatusChangeSchema = z.object({
  proposalStatus: GroupHealthStatusSchema.optional(),
  reason: z.string().trim().max(120, 'Reason must be at most 120 characters').nullable().optional(),
  callbackTimeArray: z.array(z.iso.datetime('Call-back times are ISO date-times')).max(50).optional(),
  quotedCallbackTimeArray: z.array(z.iso.datetime('Quoted call-back times are ISO date-times')).max(50).optional(),
  callBackDone: z.boolean().optional(),
  quotedCallBackDone: z.boolean().optional(),
  readStatus: z.boolean().optional(),
});
export type GroupHealthStatusChange = z.input<typeof GroupHealthStatusChangeSchema>;
/** `setgrouphealthproposalstatus`: the spec's `proposalId` (the path's id, when given) and `data`. */
export const GroupHealthStatusBodySchema = z.object({
  proposalId: IdSchema.optional(),
  data: GroupHealthStatusChangeSchema,
});
export type GroupHealthStatusBody = z.input<typeof GroupHealthStatusBodySchema>;

export const GroupHealthCommentSchema = z.object({ comment: text('Comment', 2000) });
export const GroupHealthShareEmailSchema = z.object({ toEmail: EmailSchema });
export const GroupHealthShareMailSchema = z.object({ email: EmailSchema });
export const GroupHealthShareSmsSchema = z.object({ mobileNumber: UaeMobileSchema });

export const GroupHealthSummaryQuerySchema = z.object({ agentId: IdSchema.optional() });
/** The dashboard's counters: proposals by status, all of them, and call-backs due today not yet done. */
export const GroupHealthSummarySchema = z.object({
  total: z.number().int(),
  byStatus: z.record(GroupHealthStatusSchema, z.number().int()),
  unread: z.number().int(),
  callbacksDueToday: z.number().int(),
});
export const GroupHealthSummaryResultSchema = detailResultSchema(GroupHealthSummarySchema);

/** A mid-term addition: the member and the day cover starts for them. */
export const GroupHealthAddMemberSchema = z.object({ member: GroupHealthMemberInputSchema, effectiveDate: DateOnlySchema });
/** A mid-term deletion: the member and the day cover ends for them. */
export const GroupHealthDeleteMemberSchema = z.object({ memberId: IdSchema, effectiveDate: DateOnlySchema });

/** What a create or census upload answers: the proposal (with the census report and quotes). */
export const GroupHealthCreatedResultSchema = GroupHealthDetailResultSchema;
