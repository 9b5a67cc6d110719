import { z } from 'zod';
import { IdSchema } from '../common.schema.js';
import { choice, date, flag, group, integer, reference, text, type Choice, type FieldDef, type GroupItemKind } from '../../kit/fields.js';
import { RecordFilesResultSchema, type RecordFileKind } from '../../kit/recordFiles.js';
import { defineResource } from '../../kit/resource.js';
import { ExtractionSchema } from '../scanned-documents/scanned-documents.schema.js';
import { EMIRATE_CHOICES } from '../garages/garages.schema.js';

/** Spec 001 lists ("Corporate customers | 10" as the other back-office lists). */
export const CORPORATE_PAGE_SIZE = 10;

const choices = <const V extends string>(values: readonly [V, ...V[]]) => values.map((value) => ({ value, label: value })) as unknown as readonly [Choice<V>, ...Choice<V>[]];

export const INDUSTRIES = [
  'Agriculture', 'Automotive', 'Banking and Finance', 'Construction', 'Consumer Goods', 'Education', 'Energy', 'Healthcare', 'Hospitality',
  'Information Technology', 'Manufacturing', 'Media and Entertainment', 'Real Estate', 'Retail', 'Telecommunications',
  'Transportation and Logistics', 'Utilities', 'Others',
] as const;

export const GENERAL_SUB_PRODUCTS = [
  'Engineering and Construction', 'Liability Insurance', 'Marine Cargo Insurance', 'Marine Hull Insurance', 'Commercial Property Insurance',
  'Business Travel Insurance', 'Group Medical Insurance', 'Motor Fleet Insurance', 'Energy Insurance', 'Office Multicover Insurance (SME’s',
  'Cyber Insurance', 'Musataha Insurance',
] as const;

/** Where a line of business stands with the customer; a new row is being quoted. */
export const LINE_STATUSES = ['Lost', 'Quoting', 'Converted'] as const;
export type LineStatus = (typeof LINE_STATUSES)[number];

/** The three lines of business: the flag that says the customer has it, and the group of its rows. */
export const LINES = [
  { flag: 'carFleetInsurance', rows: 'carFleet', label: 'Car Fleet Insurance', row: 'car fleet row' },
  { flag: 'healthInsurance', rows: 'health', label: 'Health insurance', row: 'health row' },
  { flag: 'generalInsurance', rows: 'general', label: 'General Insurance', row: 'general row' },
] as const;
export type LineRows = (typeof LINES)[number]['rows'];

export const AT_LEAST_ONE_LINE = 'Please select at least one line of business';
/**
 * A row's renewal date is today (Dubai's day) or later when it is entered or changed; a date
 * already stored stays acceptable once it passes, so a row's status can still be changed.
 */
export const RENEWAL_IN_PAST = 'Date should be in the future';

const years = (label: string) => integer({ label, min: 0, max: 20, default: 0 });

/** What every line's row has: the current insurer and broker, the renewal day, the chance of winning and the row's status. */
function lineRow<const E extends Record<string, FieldDef<GroupItemKind>>>(extra: E) {
  return {
    currentInsurer: text({ label: 'Current insurer', max: 120, required: true, hint: 'None for a new car or a first policy' }),
    currentInsurerYears: years('Current insurer years'),
    existingBroker: text({ label: 'Existing broker', max: 120 }),
    existingBrokerYears: years('Existing broker years'),
    renewalDate: date({ label: 'Renewal date', required: true }),
    ...extra,
    probability: choice({ label: 'Probability', choices: choices(['1', '2', '3', '4', '5']), default: '3' }),
    status: choice({ label: 'Status', choices: choices(LINE_STATUSES), default: 'Quoting' }),
  };
}

/**
 * Corporate customers (spec 001 §2 Corporate customers, FIELDS.md): the companies the broker
 * serves, with their contact persons and one row per line of business they buy or may buy (car
 * fleet, group health, general lines), each row with its status. The list is the spec's POST
 * with its filters in the body (`{ insuranceType, agentId }`): `insuranceType` names a line of
 * business (records with that line ticked), `agentId` the staff account who brought the
 * business. The lines are ticked by their flags; at least one must be, and a ticked line has at
 * least one row. Create and edit take JSON (the trade licence is read beforehand by the scanned
 * documents' `extractTrasdeLicense`, which fills the form); the files follow on the record's page
 * (`CORPORATE_FILE_KINDS`). Removal is soft (no spec call removes
 * a corporate customer; proposals of commercial lines keep pointing at it).
 */
export const corporateCustomersResource = defineResource({
  name: 'corporateCustomers',
  module: 'corporateCustomer',
  singular: 'corporate customer',
  plural: 'corporate customers',
  pageSize: CORPORATE_PAGE_SIZE,
  removal: 'soft',
  listFilters: 'body',
  fields: {
    fullName: text({ label: 'Company name', header: 'Name', max: 160, required: true, list: true, search: true }),
    emirates: choice({ label: 'Emirate', default: 'Abu Dhabi', choices: EMIRATE_CHOICES }),
    industry: choice({ label: 'Industry', list: true, default: 'Others', choices: choices(INDUSTRIES) }),
    source: choice({ label: 'Source of business', header: 'Business source', list: true, default: 'Direct', choices: choices(['Direct', 'Referral', 'Agents']) }),
    agentId: reference({ label: 'Agent', table: 'accounts', nameColumn: 'full_name', nameKey: 'agentName', filter: true, missing: 'Choose an existing staff account as the agent' }),
    tradeLicenseNumber: text({ label: 'Trade licence number', max: 40, search: true }),
    tradeLicenseExpiry: date({ label: 'Trade licence expiry' }),
    contactPersons: group({
      label: 'Contact persons', min: 1, max: 20,
      item: {
        personName: text({ label: 'Name', max: 120, required: true }),
        email: text({ label: 'Email', max: 254, pattern: { regex: /^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'Email must be a valid e-mail address' } }),
        mobileNumber: text({ label: 'Mobile number', max: 9, required: true, pattern: { regex: /^5\d{8}$/, message: 'Mobile number should be 9 digits long, starting with 5' } }),
        position: text({ label: 'Position', max: 120, required: true }),
      },
    }),
    carFleetInsurance: flag({ label: 'Car Fleet Insurance', default: false }),
    healthInsurance: flag({ label: 'Health insurance', default: false }),
    generalInsurance: flag({ label: 'General Insurance', default: false }),
    carFleet: group({ label: 'Car fleet', min: 0, max: 50, item: lineRow({ noOfCars: integer({ label: 'No of cars', min: 1, max: 100_000, default: 1 }) }) }),
    health: group({
      label: 'Health', min: 0, max: 50,
      item: lineRow({
        groupSize: integer({ label: 'No of groups', min: 0, max: 10_000, default: 0 }),
        noOfPeople: integer({ label: 'No of people', min: 1, max: 100_000, default: 1 }),
        type: choice({ label: 'Type', choices: choices(['Basic', 'Enhance', 'Basic & Enhance']), default: 'Basic' }),
      }),
    }),
    general: group({ label: 'General', min: 0, max: 50, item: lineRow({ subProduct: choice({ label: 'Sub product', choices: choices(GENERAL_SUB_PRODUCTS), default: 'Liability Insurance' }) }) }),
  },
  flagFilters: { insuranceType: { label: 'Type', flags: ['carFleetInsurance', 'healthInsurance', 'generalInsurance'] } },
  sort: { fields: ['fullName', 'industry', 'source'], default: 'createdAt', direction: 'desc' },
  routes: {
    list: 'POST /api/admin/businesslines/getallbusinesslines',
    get: 'GET /api/admin/businesslines/getbusinesslinesbyid/{id}',
    create: 'POST /api/admin/businesslines/createbusinesslines',
    update: 'PUT /api/admin/businesslines/updatebusinesslinesbyid/{id}',
  },
  refine: (values) => {
    const breaks: Array<{ field: 'carFleetInsurance' | 'agentId' | LineRows; message: string }> = [];
    if (!LINES.some((line) => values[line.flag] === true)) breaks.push({ field: 'carFleetInsurance', message: AT_LEAST_ONE_LINE });
    for (const line of LINES) {
      const rows = values[line.rows];
      if (values[line.flag] === true && (!Array.isArray(rows) || rows.length === 0)) breaks.push({ field: line.rows, message: `${line.label}: add at least one ${line.row}` });
    }
    if (values.source === 'Agents' && !values.agentId) breaks.push({ field: 'agentId', message: 'Choose the agent who brought the business' });
    return breaks;
  },
});

export type CorporateCustomer = z.output<typeof corporateCustomersResource.schemas.record>;
export type CorporateCustomerInput = z.input<typeof corporateCustomersResource.schemas.input>;

/** One row's status changed from the customer's page. */
export const RowStatusSchema = z.object({
  line: z.enum(LINES.map((line) => line.rows) as [LineRows, ...LineRows[]], 'line must be one of: carFleet, health, general'),
  index: z.number('index must be a row number').int('index must be a row number').min(0, 'index must be a row number'),
  status: z.enum(LINE_STATUSES, `status must be one of: ${LINE_STATUSES.join(', ')}`),
});
export type RowStatus = z.infer<typeof RowStatusSchema>;

/**
 * The files kept on a corporate customer (FIELDS.md: "Trade License File / BOR File"; issue 15:
 * its Emirates ID): the trade licence, the broker-of-record letter and the company contact's
 * Emirates ID (both sides, or renewals, so a few of each).
 */
export const CORPORATE_FILE_KINDS = {
  tradeLicense: { label: 'Trade licence', maxFiles: 5 },
  businessOfRecord: { label: 'BOR letter', maxFiles: 5 },
  emiratesId: { label: 'Emirates ID', maxFiles: 5 },
} as const satisfies Record<string, RecordFileKind>;
export type CorporateFileKind = keyof typeof CORPORATE_FILE_KINDS;

/** A trade licence upload answers what the document reader found in its first file, for staff to apply. */
export const CorporateFilesUploadResultSchema = RecordFilesResultSchema.extend({ extraction: ExtractionSchema.nullable() });

/** The customer-name list the fleet and group-health screens pick from. */
export const CustomerNameQuerySchema = z.object({ search: z.string().trim().max(100, 'search is at most 100 characters').optional() });
export const CustomerNameSchema = z.object({ _id: IdSchema, name: z.string() });
export const CustomerNamesResultSchema = z.object({ success: z.literal(true), data: z.array(CustomerNameSchema) });
/** At most this many names answer a search: a picker's list, typed further to narrow. */
export const CUSTOMER_NAMES_LIMIT = 20;

/** The staff accounts an agent is picked from. */
export const AgentNamesResultSchema = z.object({ success: z.literal(true), data: z.array(z.object({ _id: IdSchema, fullName: z.string() })) });

/** The insurers a row's current insurer is picked from, and an insurer's plans. */
export const InsurerNameSchema = z.object({ _id: IdSchema, companyName: z.string() });
export const InsurerNamesResultSchema = z.object({ success: z.literal(true), data: z.array(InsurerNameSchema) });
export const CompanyPlanSchema = z.object({ _id: IdSchema, planName: z.string(), insuranceType: z.string(), isActive: z.boolean() });
export const CompanyPlansResultSchema = z.object({ success: z.literal(true), data: z.array(CompanyPlanSchema) });

/**
 * A corporate customer as a commercial-lines proposal starts from it: the proposer (company,
 * emirate, industry, first contact person, trade licence) and the rows of its general lines; the
 * cpm reading keeps the rows of engineering and construction, the line plant and machinery cover
 * is sold under.
 */
export const CorporateProposerSchema = z.object({
  _id: IdSchema,
  companyName: z.string(),
  emirate: z.string(),
  industry: z.string(),
  tradeLicenseNumber: z.string().nullable(),
  tradeLicenseExpiry: z.string().nullable(),
  contactPerson: z.object({ personName: z.string(), email: z.string().nullable(), mobileNumber: z.string(), position: z.string() }).nullable(),
  lines: z.array(z.object({ subProduct: z.string(), currentInsurer: z.string(), renewalDate: z.string(), probability: z.string(), status: z.enum(LINE_STATUSES) })),
});
export type CorporateProposer = z.infer<typeof CorporateProposerSchema>;
export const CorporateProposerResultSchema = z.object({ success: z.literal(true), data: CorporateProposerSchema });
export const CPM_SUB_PRODUCT = 'Engineering and Construction';
