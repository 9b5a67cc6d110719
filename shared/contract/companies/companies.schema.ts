import { z } from 'zod';
import { DateOnlySchema, IdSchema, ImageDataResultSchema, ListQuerySchema, RecordMetaSchema, detailResultSchema, listResultSchema, filsAmount } from '../common.schema.js';
import { partialEdit, withoutDefaults } from '../edit.js';

/**
 * Insurers and their motor master data (spec 001 §3/§7 "Insurance company and motor-plan master
 * data", FIELDS.md "Companies" to "Coverage & Benefits", DOMAIN.md §4). Money is integer fils
 * everywhere (`…Fils`); percentages are numbers such as `2.5` for 2.5 %.
 */

// ---------------------------------------------------------------- enumerations

/** Lines of business a company can write (FIELDS.md "Available Products switches"). */
export const INSURANCE_LINES = ['motor', 'health', 'travel', 'land', 'pet'] as const;
export const InsuranceLineSchema = z.enum(INSURANCE_LINES);
export type InsuranceLine = z.infer<typeof InsuranceLineSchema>;

/** How the company issues a policy once paid: through its online portal/API, or by e-mail request. */
export const ISSUING_MODES = ['online', 'email'] as const;
export const IssuingModeSchema = z.enum(ISSUING_MODES);
export type IssuingMode = z.infer<typeof IssuingModeSchema>;

export const INSURANCE_TYPES = ['comprehensive', 'thirdparty'] as const;
export const InsuranceTypeSchema = z.enum(INSURANCE_TYPES);
export type InsuranceType = z.infer<typeof InsuranceTypeSchema>;
/** What a proposal asks for; `all` (the default) prices both. */
export const RequestedInsuranceTypeSchema = z.enum(['comprehensive', 'thirdparty', 'all']);
export type RequestedInsuranceType = z.infer<typeof RequestedInsuranceTypeSchema>;

/** The seed system's vehicle types: `sedan` and `coupe` are "saloon" in Decision 30/2016, `4wd` is "4x4". */
export const VEHICLE_TYPES = ['sedan', 'coupe', '4wd'] as const;
export const VehicleTypeSchema = z.enum(VEHICLE_TYPES);
export type VehicleType = z.infer<typeof VehicleTypeSchema>;

/** Agency = the make's authorised workshop; non-agency = the insurer's network garages. */
export const REPAIR_CONDITIONS = ['agency', 'nonagency'] as const;
export const RepairConditionSchema = z.enum(REPAIR_CONDITIONS);
export type RepairCondition = z.infer<typeof RepairConditionSchema>;

/** Matrix cylinder classes for third party: 4, 6, 8 and `9` meaning 9 or more. */
export const CYLINDER_CLASSES = [4, 6, 8, 9] as const;
export const CylinderClassSchema = z.literal(CYLINDER_CLASSES, { error: 'Choose 4, 6, 8 or 9 (9 or more) cylinders' });
export type CylinderClass = z.infer<typeof CylinderClassSchema>;

/** Matrix car-age bands: `1` first year of use, `2` second year, `>2` older. */
export const CAR_AGE_BANDS = ['1', '2', '>2'] as const;
export const CarAgeBandSchema = z.enum(CAR_AGE_BANDS);
export type CarAgeBand = z.infer<typeof CarAgeBandSchema>;

export const REDUCTION_TYPES = ['percentage', 'fixedPrice'] as const;
export const ReductionTypeSchema = z.enum(REDUCTION_TYPES);

const MAX_FILS = 100_000_000_000; // AED 1 billion
const fils = (label: string) => filsAmount(label);
const percent = (label: string) => z.number({ error: `${label} must be a number` }).min(0, `${label} cannot be negative`).max(100, `${label} cannot exceed 100 %`);
const text = (label: string, max: number) => z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);
const optionalText = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`).nullable().optional();

// ---------------------------------------------------------------- companies

/**
 * What the company takes off the car's value before its plans price it (FIELDS.md
 * `motorInsurance.carValueReduction`): a percentage, or a fixed amount in AED (`fixedPrice`, the
 * seed's unit, as the detail screens show it).
 */
export const CarValueReductionSchema = z.object({
  reductionType: ReductionTypeSchema.default('percentage'),
  reductionValue: z.number({ error: 'Reduction value must be a number' }).min(0, 'Reduction value cannot be negative').max(1_000_000, 'Reduction value is too large').default(0),
}).superRefine((reduction, ctx) => {
  if (reduction.reductionType === 'percentage' && reduction.reductionValue > 100) {
    ctx.addIssue({ code: 'custom', path: ['reductionValue'], message: 'A percentage reduction cannot exceed 100 %' });
  }
});
export type CarValueReduction = z.infer<typeof CarValueReductionSchema>;

export const MotorCompanySettingsSchema = z.object({
  carValueReduction: CarValueReductionSchema.default({ reductionType: 'percentage', reductionValue: 0 }),
  commissionThirdparty: percent('Third party commission').default(0),
  commissionComprehensive: percent('Comprehensive commission').default(0),
  fleetCommission: percent('Fleet commission').default(0),
  eSanadRecommendation: z.boolean().default(false),
  roadSiteAssistNo: optionalText(30),
  isWithoutMatrixOrApi: z.boolean().default(false),
  isActive: z.boolean().default(true),
});
export const LineSettingsSchema = z.object({
  commission: percent('Commission').default(0),
  commissionType: ReductionTypeSchema.default('percentage'),
  eSanadRecommendation: z.boolean().default(false),
  isActive: z.boolean().default(true),
});
const lineDefaults = { commission: 0, commissionType: 'percentage', eSanadRecommendation: false, isActive: true } as const;

/** Text the full form requires and the portal short form leaves blank (see `CompanyInputSchema`). */
const fullFormText = (label: string, max: number) =>
  z.string({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`).default('');
const isWebAddress = (text: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/**
 * The company form (FIELDS.md "Full company form"), JSON only: logo and banner upload come later.
 * `showPortal: true` is the "Portals" short form (FIELDS.md; `/motor-companies/create`): only the
 * name and the portal's address are required, the full form's other required fields may stay
 * blank (the server keeps them empty until someone completes the company on `/companies`), and
 * the portal lists may delete such a company.
 */
export const CompanyInputSchema = z.object({
  companyName: text('Company name', 120),
  companyEmail: z.string().trim().toLowerCase().max(255).pipe(z.email('Must be a valid email')).nullable().optional(),
  praktoraCompanyName: optionalText(120),
  contactNo: optionalText(30),
  companyPortal: optionalText(500),
  companyWebsite: fullFormText('Website', 500),
  headquarters: fullFormText('Headquarters', 120),
  startedYear: z.string({ error: 'Year is required' }).trim().regex(/^(\d{4})?$/, 'Year is required').default(''),
  googlePlaceId: fullFormText('Place Id', 200),
  dec: fullFormText('Description', 20_000),
  showPortal: z.boolean({ error: 'showPortal must be true or false' }).default(false),
  motorInsuranceActive: z.boolean().default(false),
  healthInsuranceActive: z.boolean().default(false),
  travelInsuranceActive: z.boolean().default(false),
  petInsuranceActive: z.boolean().default(false),
  landInsuranceActive: z.boolean().default(false),
  motorInsurance: MotorCompanySettingsSchema.default({
    carValueReduction: { reductionType: 'percentage', reductionValue: 0 }, commissionThirdparty: 0, commissionComprehensive: 0,
    fleetCommission: 0, eSanadRecommendation: false, isWithoutMatrixOrApi: false, isActive: true,
  }),
  healthInsurance: LineSettingsSchema.default(lineDefaults),
  travelInsurance: LineSettingsSchema.default(lineDefaults),
  petInsurance: LineSettingsSchema.default(lineDefaults),
  landInsurance: LineSettingsSchema.default(lineDefaults),
  /** Added to every quote of this company as its own line (DOMAIN §4.2: needs compliance sign-off). */
  adminFeeFils: fils('Admin fee').default(0),
  issuingMode: IssuingModeSchema.default('online'),
  /** Where policy requests go when `issuingMode` is `email`. */
  issuingEmail: z.string().trim().toLowerCase().max(255).pipe(z.email('Must be a valid email')).nullable().optional(),
  /** Inactive companies are not quoted and leave the pickers; their records stay. */
  isActive: z.boolean().default(true),
}).superRefine((company, ctx) => {
  const missing = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
  if (company.companyPortal && !isWebAddress(company.companyPortal)) missing('companyPortal', 'Enter the portal as a web address, e.g. https://portal.example.ae');
  if (company.showPortal) {
    if (!company.companyPortal) missing('companyPortal', 'Please enter portal');
    return;
  }
  if (!company.companyWebsite) missing('companyWebsite', 'Please enter website');
  if (!company.headquarters) missing('headquarters', 'Headquarters is required');
  if (!company.startedYear) missing('startedYear', 'Year is required');
  if (!company.googlePlaceId) missing('googlePlaceId', 'Place Id is required');
  if (!company.dec) missing('dec', 'Description is required');
});
export type CompanyInput = z.input<typeof CompanyInputSchema>;
/**
 * An edit changes only the fields it is given; a given line's settings (`motorInsurance`, …) are
 * complete. The full form's rules (and the portal short form's) judge the company as edited.
 */
export const CompanyUpdateSchema = partialEdit(CompanyInputSchema, { required: ['companyName'] });
export type CompanyUpdate = z.input<typeof CompanyUpdateSchema>;

export const CompanySchema = RecordMetaSchema.extend({
  companyName: z.string(),
  companyEmail: z.string().nullable(),
  praktoraCompanyName: z.string().nullable(),
  contactNo: z.string().nullable(),
  companyPortal: z.string().nullable(),
  companyWebsite: z.string(),
  headquarters: z.string(),
  startedYear: z.string(),
  googlePlaceId: z.string(),
  dec: z.string(),
  /** Created through a portal short form: the portal lists may delete it. */
  showPortal: z.boolean(),
  /**
   * The API path of the company's logo (`…/{id}/logo?v=<file>`), null when none is uploaded; the
   * `v` changes with every upload. Read the image itself through `companies.logo` (a data URL).
   */
  logoUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  motorInsuranceActive: z.boolean(),
  healthInsuranceActive: z.boolean(),
  travelInsuranceActive: z.boolean(),
  petInsuranceActive: z.boolean(),
  landInsuranceActive: z.boolean(),
  /** The lines written, derived from the five switches. */
  lines: z.array(InsuranceLineSchema),
  motorInsurance: MotorCompanySettingsSchema,
  healthInsurance: LineSettingsSchema,
  travelInsurance: LineSettingsSchema,
  petInsurance: LineSettingsSchema,
  landInsurance: LineSettingsSchema,
  adminFeeFils: z.number().int(),
  issuingMode: IssuingModeSchema,
  issuingEmail: z.string().nullable(),
  isActive: z.boolean(),
  /** Counts for the detail screen's summary. */
  motorPlanCount: z.number().int(),
  conditionCount: z.number().int(),
});
export type Company = z.infer<typeof CompanySchema>;

export const CompanyListQuerySchema = ListQuerySchema.extend({
  line: InsuranceLineSchema.optional(),
  status: z.enum(['all', 'active', 'inactive']).default('all'),
});
export const CompanyListResultSchema = listResultSchema(CompanySchema);
export const CompanyResultSchema = detailResultSchema(CompanySchema);
/** The largest company logo or banner. */
export const COMPANY_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** A company's logo or banner as a `data:` URL. */
export const CompanyImageResultSchema = ImageDataResultSchema;
/** `getallcarinsurancecompanies?insurance=<line>&search`: the portal cards of one line, unpaged. */
export const CompaniesByLineQuerySchema = z.object({
  insurance: InsuranceLineSchema.default('motor'),
  search: z.string().trim().max(100).optional(),
});
export const CompaniesByLineResultSchema = detailResultSchema(z.array(CompanySchema));
export const CompanyStatusSchema = z.object({ isActive: z.boolean({ error: 'isActive must be true or false' }) });

// ---------------------------------------------------------------- motor plans

export const MotorPlanInputSchema = z.object({
  companyId: IdSchema,
  planName: text('Plan name', 120),
  insuranceType: InsuranceTypeSchema,
  /** Comprehensive plans repair at the agency or at garages; third party has no own-damage repair (null). */
  repairCondition: RepairConditionSchema.nullable().default(null),
  description: optionalText(2000),
  isActive: z.boolean().default(true),
});
export type MotorPlanInput = z.input<typeof MotorPlanInputSchema>;
/** An edit changes only the fields it is given; the repair rule judges the plan as edited. */
export const MotorPlanUpdateSchema = partialEdit(MotorPlanInputSchema.omit({ companyId: true }), { required: ['planName', 'insuranceType'] });

export const MotorPlanSchema = RecordMetaSchema.extend({
  companyId: IdSchema,
  companyName: z.string(),
  planName: z.string(),
  insuranceType: InsuranceTypeSchema,
  repairCondition: RepairConditionSchema.nullable(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  matrixRowCount: z.number().int(),
  excessRuleCount: z.number().int(),
});
export type MotorPlan = z.infer<typeof MotorPlanSchema>;
export const MotorPlanListResultSchema = detailResultSchema(z.array(MotorPlanSchema));
export const MotorPlanResultSchema = detailResultSchema(MotorPlanSchema);

// ---------------------------------------------------------------- matrix

/**
 * One rate-matrix row of a plan (FIELDS.md "Motor matrix"). Comprehensive rows need a value band
 * and a rate or a fixed premium; third-party rows need a cylinder class and a fixed premium.
 * A value band covers `from ≤ value ≤ to`; the bands of one plan, vehicle type and car age may not
 * overlap nor leave a gap of more than AED 1.
 */
export const MatrixInputSchema = z.object({
  companyId: IdSchema,
  planId: IdSchema,
  insuranceType: InsuranceTypeSchema,
  vehicleType: VehicleTypeSchema,
  vehicleValuationFromFils: fils('Vehicle valuation from').nullable().optional(),
  vehicleValuationToFils: fils('Vehicle valuation to').nullable().optional(),
  noOfCylinders: CylinderClassSchema.nullable().optional(),
  repairCondition: RepairConditionSchema.nullable().optional(),
  /** Percent of the insured value (comprehensive). */
  rateInPercentage: z.number({ error: 'Rate must be a number' }).min(0, 'Rate cannot be negative').max(100, 'Rate cannot exceed 100 %').nullable().optional(),
  fixedPremiumFils: fils('Fixed premium').nullable().optional(),
  minimumPremiumFils: fils('Minimum premium'),
  carAge: CarAgeBandSchema.nullable().optional(),
  /** Benefit codes this row includes (the "Select All Benefits" checklist). */
  benefits: z.array(z.string().trim().min(1).max(60)).max(100).default([]),
});
export type MatrixInput = z.input<typeof MatrixInputSchema>;
/** An edit changes only the fields it is given; the matrix rules judge the row as edited. */
export const MatrixUpdateSchema = partialEdit(MatrixInputSchema, { required: ['companyId', 'planId', 'insuranceType', 'vehicleType', 'minimumPremiumFils'] });

export const MatrixRowSchema = RecordMetaSchema.extend({
  companyId: IdSchema,
  planId: IdSchema,
  insuranceType: InsuranceTypeSchema,
  vehicleType: VehicleTypeSchema,
  vehicleValuationFromFils: z.number().int().nullable(),
  vehicleValuationToFils: z.number().int().nullable(),
  noOfCylinders: CylinderClassSchema.nullable(),
  repairCondition: RepairConditionSchema.nullable(),
  rateInPercentage: z.number().nullable(),
  fixedPremiumFils: z.number().int().nullable(),
  minimumPremiumFils: z.number().int(),
  carAge: CarAgeBandSchema.nullable(),
  benefits: z.array(z.string()),
});
export type MatrixRow = z.infer<typeof MatrixRowSchema>;

export const MatrixListQuerySchema = ListQuerySchema.omit({ search: true }).extend({
  companyId: IdSchema.optional(),
  planId: IdSchema.optional(),
});
export const MatrixListResultSchema = listResultSchema(MatrixRowSchema);
export const MatrixResultSchema = detailResultSchema(MatrixRowSchema);
/** Replaces every row of one plan at once, in one transaction: the way to reshape bands. Each row is stated whole. */
export const MatrixReplaceSchema = z.object({
  rows: z.array(withoutDefaults(MatrixInputSchema.omit({ companyId: true, planId: true }))).max(500, 'At most 500 rows per plan'),
});
export const MatrixReplaceResultSchema = detailResultSchema(z.array(MatrixRowSchema));

// ---------------------------------------------------------------- excess

/** A deductible rule of a plan: for these vehicle types (none = all) and this value band, the excess is `chargeFils`. */
export const ExcessInputSchema = z.object({
  planId: IdSchema,
  vehicleType: z.array(VehicleTypeSchema).max(3).default([]),
  vehicleValuationFromFils: fils('Vehicle valuation from').nullable().optional(),
  vehicleValuationToFils: fils('Vehicle valuation to').nullable().optional(),
  chargeFils: fils('Charge'),
});
export type ExcessInput = z.input<typeof ExcessInputSchema>;
/** An edit changes only the fields it is given; the band and Schedule 3 rules judge the rule as edited. */
export const ExcessUpdateSchema = partialEdit(ExcessInputSchema, { required: ['planId', 'chargeFils'] });
export const ExcessSchema = RecordMetaSchema.extend({
  companyId: IdSchema,
  planId: IdSchema,
  planName: z.string(),
  vehicleType: z.array(VehicleTypeSchema),
  vehicleValuationFromFils: z.number().int().nullable(),
  vehicleValuationToFils: z.number().int().nullable(),
  chargeFils: z.number().int(),
});
export type Excess = z.infer<typeof ExcessSchema>;
export const ExcessListQuerySchema = ListQuerySchema.omit({ search: true }).extend({ planId: IdSchema.optional() });
export const ExcessListResultSchema = listResultSchema(ExcessSchema);
export const ExcessResultSchema = detailResultSchema(ExcessSchema);
export const ExcessParamsSchema = z.object({ id: IdSchema, excessId: IdSchema });

// ---------------------------------------------------------------- conditions

export const ExcludedModelSchema = z.object({ make: text('Make', 60), model: text('Model', 80) });

/**
 * Underwriting conditions of a company (FIELDS.md "Motor conditions"), structured rather than
 * metadata-driven. `planId` null applies to every motor plan of the company. Every limit is
 * optional: an empty limit does not refuse.
 */
export const ConditionInputSchema = z.object({
  companyId: IdSchema,
  planId: IdSchema.nullable().default(null),
  name: text('Name', 120),
  /** Comprehensive only: the oldest car accepted, in years of use (DOMAIN §4.4: often 10). */
  maxVehicleAgeYears: z.number().int().min(0).max(60).nullable().optional(),
  minCarValueFils: fils('Minimum car value').nullable().optional(),
  maxCarValueFils: fils('Maximum car value').nullable().optional(),
  minUserAge: z.number().int().min(17).max(100).nullable().optional(),
  minUserDrivingExperience: z.number().int().min(0).max(80).nullable().optional(),
  excludedCarsMake: z.array(text('Make', 60)).max(200).default([]),
  excludedCarMakeModel: z.array(ExcludedModelSchema).max(500).default([]),
  gccSpecOnly: z.boolean().default(false),
  /** Agency repair only while the car is at most this many years in use (`agencyRepair.maxYears`). */
  agencyRepairMaxYears: z.number().int().min(0).max(30).nullable().optional(),
  /** Agency repair only from this insured value (`agencyRepair.minSiValue`). */
  agencyRepairMinValueFils: fils('Agency repair minimum value').nullable().optional(),
  offRoadCovered: z.boolean().default(false),
  isActive: z.boolean().default(true),
});
export type ConditionInput = z.input<typeof ConditionInputSchema>;
/** An edit changes only the fields it is given; `planId: null` applies it to every plan again. */
export const ConditionUpdateSchema = partialEdit(ConditionInputSchema.omit({ companyId: true }), { required: ['name'] });
export const ConditionSchema = RecordMetaSchema.extend({
  companyId: IdSchema,
  planId: IdSchema.nullable(),
  name: z.string(),
  maxVehicleAgeYears: z.number().int().nullable(),
  minCarValueFils: z.number().int().nullable(),
  maxCarValueFils: z.number().int().nullable(),
  minUserAge: z.number().int().nullable(),
  minUserDrivingExperience: z.number().int().nullable(),
  excludedCarsMake: z.array(z.string()),
  excludedCarMakeModel: z.array(ExcludedModelSchema),
  gccSpecOnly: z.boolean(),
  agencyRepairMaxYears: z.number().int().nullable(),
  agencyRepairMinValueFils: z.number().int().nullable(),
  offRoadCovered: z.boolean(),
  isActive: z.boolean(),
});
export type Condition = z.infer<typeof ConditionSchema>;
export const ConditionListQuerySchema = ListQuerySchema.omit({ search: true });
export const ConditionListResultSchema = listResultSchema(ConditionSchema);
export const ConditionResultSchema = detailResultSchema(ConditionSchema);

// ---------------------------------------------------------------- benefits and coverages (per plan)

export const MasterItemSchema = z.object({
  code: z.string(),
  label: z.string(),
  /** Coverage value type / benefit limit unit the form shows. */
  dType: z.enum(['string', 'number', 'boolean']),
  hasLimit: z.boolean(),
  limitUnit: z.string().nullable(),
  /** Indicative price of an add-on (DOMAIN §4.6, unverified), the form's starting value. */
  suggestedChargeFils: z.number().int().nullable(),
});
export type MasterItem = z.infer<typeof MasterItemSchema>;
export const MasterListResultSchema = detailResultSchema(z.array(MasterItemSchema));

/**
 * A benefit of a plan: enabled with no charge = included in the premium; enabled with a charge =
 * a sellable add-on at that price (mandatory ones are always added to the price). Saving a plan's
 * benefits replaces them all, so each states its flags and charge: none falls back to a default.
 */
export const PlanBenefitInputSchema = z.object({
  benifit: text('Benefit', 60),
  isEnabled: z.boolean(),
  isMandatory: z.boolean(),
  chargeFils: fils('Charge'),
  limitAmount: z.number().min(0).max(MAX_FILS).nullable().optional(),
  limitUnit: optionalText(30),
});
export const PlanBenefitSchema = z.object({
  benifit: z.string(),
  label: z.string(),
  isEnabled: z.boolean(),
  isMandatory: z.boolean(),
  chargeFils: z.number().int(),
  limitAmount: z.number().nullable(),
  limitUnit: z.string().nullable(),
});
export type PlanBenefit = z.infer<typeof PlanBenefitSchema>;
export const PlanBenefitsUpdateSchema = z.object({ planId: IdSchema, benifits: z.array(PlanBenefitInputSchema).max(100) });
export const PlanBenefitsResultSchema = detailResultSchema(z.array(PlanBenefitSchema));

export const PlanCoverageInputSchema = z.object({
  coverage: text('Coverage', 60),
  isEnabled: z.boolean(),
  value: z.string().trim().max(200),
});
export const PlanCoverageSchema = z.object({ coverage: z.string(), label: z.string(), isEnabled: z.boolean(), value: z.string() });
export type PlanCoverage = z.infer<typeof PlanCoverageSchema>;
export const PlanCoveragesUpdateSchema = z.object({ planId: IdSchema, coverages: z.array(PlanCoverageInputSchema).max(100) });
export const PlanCoveragesResultSchema = detailResultSchema(z.array(PlanCoverageSchema));

// ---------------------------------------------------------------- pricing

/**
 * What the vehicle is beyond the matrix's private vehicle types. Decision 30/2016's bands
 * (DOMAIN §4.2) are for private vehicles: DOMAIN gives none for taxis or fleets, and the
 * motorcycle minimums it lists (800 / 850 by engine size) have no matrix vehicle type to price
 * with, so the engine refuses these (`noRegulatedBand`) rather than price them on a car's band.
 */
export const VEHICLE_CLASSES = ['private', 'motorcycle', 'taxi', 'fleet'] as const;
export const VehicleClassSchema = z.enum(VEHICLE_CLASSES, { error: 'Choose private, motorcycle, taxi or fleet' });
export type VehicleClass = z.infer<typeof VehicleClassSchema>;

/**
 * Decision 17/2020's groups whose premium discounts may go below the band minimum, down to
 * `maxPercentBelowMinimum` (DOMAIN §4.2). Other drivers' discounts stop at the minimum.
 */
export const SPECIAL_GROUPS = ['frontlineMedical', 'armedForces', 'seniorCitizen', 'peopleOfDetermination', 'accidentFree'] as const;
export const SpecialGroupSchema = z.enum(SPECIAL_GROUPS, { error: 'Choose a Decision 17/2020 group' });
export type SpecialGroup = z.infer<typeof SpecialGroupSchema>;
export const SPECIAL_GROUP_LABELS: Record<SpecialGroup, string> = {
  frontlineMedical: 'Frontline medical staff',
  armedForces: 'Armed forces, police or civil defence',
  seniorCitizen: 'Senior citizen',
  peopleOfDetermination: 'Person of determination',
  accidentFree: 'Accident-free driver',
};

export const PricingCarSchema = z.object({
  make: text('Make', 60),
  model: text('Model', 80),
  bodyType: z.string().trim().max(40).nullable().optional(),
  vehicleType: VehicleTypeSchema,
  cylinders: z.number().int().min(1, 'Cylinders must be at least 1').max(16, 'Cylinders must be at most 16'),
  /** Model year. */
  year: z.number().int().min(1950).max(2100),
  /** Insured value (after the valuation), fils. */
  valueFils: fils('Car value'),
  gccSpec: z.boolean(),
  firstRegistrationDate: DateOnlySchema.nullable().optional(),
  /** Absent = a private vehicle. */
  vehicleClass: VehicleClassSchema.optional(),
});
export const PricingDriverSchema = z.object({
  age: z.number().int().min(17, 'Driver must be at least 17').max(100),
  licenceYears: z.number().int().min(0).max(80),
  claimFreeYears: z.number().int().min(0).max(80).default(0),
  /** A no-claims letter from the previous insurer (DOMAIN §4.5); without it no NCD is given. */
  hasNoClaimsProof: z.boolean().default(false),
  /** A Decision 17/2020 group the driver belongs to (proof checked by staff), or none. */
  specialGroup: SpecialGroupSchema.nullable().optional(),
});
export const VoucherDiscountSchema = z.object({
  code: z.string().trim().max(40).optional(),
  discountType: ReductionTypeSchema,
  /** Percent for `percentage`, fils for `fixedPrice`. */
  discountValue: z.number().min(0).max(MAX_FILS),
});
export const PricingRiskSchema = z.object({
  car: PricingCarSchema,
  driver: PricingDriverSchema,
  insuranceType: RequestedInsuranceTypeSchema.default('all'),
  /** Benefit codes of sellable add-ons the customer takes. */
  selectedAddons: z.array(z.string().max(60)).max(50).default([]),
  voucher: VoucherDiscountSchema.nullable().optional(),
  agentDiscountPercent: percent('Agent discount').default(0),
  /** The day the quote is for (car age); today when absent. */
  quoteDate: DateOnlySchema.optional(),
});
export type PricingRisk = z.input<typeof PricingRiskSchema>;
export type ParsedPricingRisk = z.output<typeof PricingRiskSchema>;

/** `addon` is a plan's sellable benefit priced by the engine; `product` is a broker's add-on product (`updateaddons`). */
/** Motor's lines, then health's: a member's premium, maternity premium and loading, and the per-member Basmah and ICP fees. */
export const PRICE_LINE_CODES = [
  'basePremium', 'noClaimsDiscount', 'agentDiscount', 'voucherDiscount', 'addon', 'product', 'adminFee', 'vat',
  'memberPremium', 'maternity', 'loading', 'basmahFee', 'icpFee',
] as const;
/** One explainable line of a price: discounts are negative. */
export const PriceLineSchema = z.object({
  code: z.enum(PRICE_LINE_CODES),
  label: z.string(),
  amountFils: z.number().int(),
  detail: z.string(),
});
export type PriceLine = z.infer<typeof PriceLineSchema>;

export const REFUSAL_CODES = [
  'carTooOld', 'carValueTooLow', 'carValueTooHigh', 'driverTooYoung', 'licenceTooRecent', 'makeExcluded', 'modelExcluded',
  'nonGccSpec', 'agencyRepairCarTooOld', 'agencyRepairValueTooLow', 'noMatrixRow', 'noExcessRule', 'premiumOutsideBand',
  'discountBelowFloor', 'noRegulatedBand',
] as const;
export const RefusalCodeSchema = z.enum(REFUSAL_CODES);
export type RefusalCode = z.infer<typeof RefusalCodeSchema>;

const planRef = {
  companyId: IdSchema,
  companyName: z.string(),
  planId: IdSchema,
  planName: z.string(),
  insuranceType: InsuranceTypeSchema,
  repairCondition: RepairConditionSchema.nullable(),
};
export const PlanQuoteSchema = z.object({
  status: z.literal('quoted'),
  ...planRef,
  issuingMode: IssuingModeSchema,
  matrixRowId: IdSchema,
  /** The matrix premium (after the minimum), before discounts. */
  premiumFils: z.number().int(),
  /** The regulated band the premium was checked against (DOMAIN §4.2). */
  band: z.object({ minFils: z.number().int(), maxFils: z.number().int().nullable() }),
  excessFils: z.number().int().nullable(),
  includedBenefits: z.array(z.object({ code: z.string(), label: z.string(), limit: z.string().nullable() })),
  addons: z.array(z.object({ code: z.string(), label: z.string(), priceFils: z.number().int(), isMandatory: z.boolean(), selected: z.boolean() })),
  coverages: z.array(z.object({ code: z.string(), label: z.string(), value: z.string() })),
  lines: z.array(PriceLineSchema),
  /** Everything before VAT. */
  subtotalFils: z.number().int(),
  vatFils: z.number().int(),
  totalFils: z.number().int(),
  warnings: z.array(z.string()),
});
export type PlanQuote = z.infer<typeof PlanQuoteSchema>;
export const PlanRefusalSchema = z.object({
  status: z.literal('refused'),
  ...planRef,
  reason: z.object({ code: RefusalCodeSchema, condition: z.string().nullable(), message: z.string() }),
});
export type PlanRefusal = z.infer<typeof PlanRefusalSchema>;
export const PlanPriceSchema = z.discriminatedUnion('status', [PlanQuoteSchema, PlanRefusalSchema]);
export type PlanPrice = z.infer<typeof PlanPriceSchema>;

export const PricingResultSchema = z.object({
  /** Year of use of the car on the quote date (1 = first year). */
  carAgeYear: z.number().int(),
  quotes: z.array(PlanQuoteSchema),
  refusals: z.array(PlanRefusalSchema),
});
export type PricingResult = z.infer<typeof PricingResultSchema>;

/** The plan page's preview: one plan, one company, or every active plan when neither is given. */
export const PricingPreviewSchema = z.object({
  risk: PricingRiskSchema,
  companyId: IdSchema.optional(),
  planId: IdSchema.optional(),
});
export const PricingPreviewResultSchema = detailResultSchema(PricingResultSchema);
