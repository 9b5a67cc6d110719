import { z } from 'zod';
import { DateOnlySchema, IdSchema, ListQuerySchema, RecordMetaSchema, detailResultSchema, listResultSchema, filsAmount } from '../common.schema.js';
import { VehicleTypeSchema } from '../companies/companies.schema.js';
import { partialEdit } from '../edit.js';

/**
 * The car catalogue (spec 000 §7 "Cars": makes, models, trims with new-car values), the cars of
 * proposals (created from a VIN, edited with `updatecar`), valuation and the vehicle CSV upload.
 * Money in integer fils.
 */

/** Body types of the catalogue and the matrix vehicle type each prices as. */
export const BODY_TYPES = ['Sedan', 'Hatchback', 'Coupe', 'Convertible', 'Wagon', 'SUV', 'Pickup', 'Van'] as const;
export const BodyTypeSchema = z.enum(BODY_TYPES);
export type BodyType = z.infer<typeof BodyTypeSchema>;
export const BODY_VEHICLE_TYPE: Record<BodyType, z.infer<typeof VehicleTypeSchema>> = {
  Sedan: 'sedan', Hatchback: 'sedan', Wagon: 'sedan', Van: 'sedan', Coupe: 'coupe', Convertible: 'coupe', SUV: '4wd', Pickup: '4wd',
};

export const VEHICLE_USAGES = ['private', 'commercial'] as const;
export const VehicleUsageSchema = z.enum(VEHICLE_USAGES);

const MIN_YEAR = 1980;
const MAX_YEAR = 2100;
const yearSchema = z.number({ error: 'Year must be a number' }).int('Year must be a whole number').min(MIN_YEAR, `Year must be ${MIN_YEAR} or later`).max(MAX_YEAR, `Year must be ${MAX_YEAR} or earlier`);
const yearQuery = z.coerce.number({ error: 'Year must be a number' }).int('Year must be a whole number').min(MIN_YEAR).max(MAX_YEAR);
const name = (label: string, max: number) => z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);
const fils = (label: string) => filsAmount(label);

// ---------------------------------------------------------------- catalogue

/** A car company (make). */
export const CarMakeSchema = RecordMetaSchema.extend({
  name: z.string(),
  country: z.string().nullable(),
  /** Shown first in pickers (`gettopcars`). */
  isTop: z.boolean(),
  isActive: z.boolean(),
  modelCount: z.number().int(),
});
export type CarMake = z.infer<typeof CarMakeSchema>;
export const CarMakeInputSchema = z.object({
  name: name('Make', 60),
  country: z.string().trim().max(60).nullable().optional(),
  isTop: z.boolean().default(false),
  isActive: z.boolean().default(true),
});
export type CarMakeInput = z.input<typeof CarMakeInputSchema>;
/** An edit changes only the fields it is given; null clears the country. */
export const CarMakeUpdateSchema = partialEdit(CarMakeInputSchema, { required: ['name'] });

/** One catalogue entry: make, model, trim and model year with its new-car value. */
export const CarTrimSchema = RecordMetaSchema.extend({
  makeId: IdSchema,
  make: z.string(),
  model: z.string(),
  trim: z.string(),
  year: z.number().int(),
  bodyType: BodyTypeSchema,
  vehicleType: VehicleTypeSchema,
  cylinders: z.number().int(),
  seats: z.number().int(),
  newCarValueFils: z.number().int(),
});
export type CarTrim = z.infer<typeof CarTrimSchema>;

export const CarModelSchema = z.object({ model: z.string(), bodyTypes: z.array(BodyTypeSchema), isTop: z.boolean() });

export const YearQuerySchema = z.object({ year: yearQuery.optional() });
export const TopModelsQuerySchema = z.object({ make: z.string().trim().min(1, 'Make is required').max(60), year: yearQuery.optional() });
export const NewModelsSchema = z.object({ make: name('Make', 60), year: yearSchema.optional() });
export const TrimQuerySchema = z.object({ make: name('Make', 60), model: name('Model', 80), year: yearSchema.optional() });
/** A trim by id, or by make, model, trim and year. */
export const CarDetailsQuerySchema = z.object({
  trimId: IdSchema.optional(),
  make: z.string().trim().max(60).optional(),
  model: z.string().trim().max(80).optional(),
  trim: z.string().trim().max(80).optional(),
  year: yearSchema.optional(),
}).refine((value) => value.trimId !== undefined || (value.make && value.model && value.year !== undefined), {
  message: 'Give trimId, or make, model and year', path: ['trimId'],
});

export const CarMakeListResultSchema = detailResultSchema(z.array(CarMakeSchema));
export const CarModelListResultSchema = detailResultSchema(z.array(CarModelSchema));
export const CarTrimListResultSchema = detailResultSchema(z.array(CarTrimSchema));
export const CarTrimResultSchema = detailResultSchema(CarTrimSchema);
export const YearListResultSchema = detailResultSchema(z.array(z.number().int()));
export const BodyListResultSchema = detailResultSchema(z.array(z.object({ bodyType: BodyTypeSchema, vehicleType: VehicleTypeSchema })));
export const StringListResultSchema = detailResultSchema(z.array(z.string()));
export const CarMakeResultSchema = detailResultSchema(CarMakeSchema);
export const CarMakeListQuerySchema = ListQuerySchema;
export const CarMakePageResultSchema = listResultSchema(CarMakeSchema);

// ---------------------------------------------------------------- valuation

/** The new-car value directly, or the catalogue trim it comes from. */
export const CarValueQuerySchema = z.object({
  trimId: IdSchema.optional(),
  newCarValueFils: fils('New car value').optional(),
  /** Model year; used for the age when there is no first registration date. */
  year: yearSchema.optional(),
  firstRegistrationDate: DateOnlySchema.nullable().optional(),
  mileageKm: z.number({ error: 'Mileage must be a number' }).int().min(0, 'Mileage cannot be negative').max(2_000_000).default(0),
  usage: VehicleUsageSchema.default('private'),
  /** The day of the valuation; today when absent. */
  valuationDate: DateOnlySchema.optional(),
}).refine((value) => value.trimId !== undefined || value.newCarValueFils !== undefined, {
  message: 'Give trimId or newCarValueFils', path: ['newCarValueFils'],
});

export const CarValueSchema = z.object({
  newCarValueFils: z.number().int(),
  /** Completed years since first registration (or since the model year). */
  ageYears: z.number().int(),
  depreciationPercent: z.number(),
  mileageReductionPercent: z.number(),
  valueFils: z.number().int(),
  /** The range the insurer accepts (± the setting's band). */
  minValueFils: z.number().int(),
  maxValueFils: z.number().int(),
  bandPercent: z.number(),
});
export type CarValue = z.infer<typeof CarValueSchema>;
export const CarValueResultSchema = detailResultSchema(CarValueSchema);

// ---------------------------------------------------------------- VIN and cars of proposals

export const VinSchema = z.string({ error: 'VIN is required' }).trim().toUpperCase().max(20, 'VIN must be 17 characters')
  .regex(/^[A-HJ-NPR-Z0-9]{17}$/, 'VIN must be 17 letters and digits, without I, O or Q');

export const VinDecodeSchema = z.object({
  vin: z.string(),
  wmi: z.string(),
  manufacturer: z.string().nullable(),
  make: z.string().nullable(),
  country: z.string().nullable(),
  /** The model year the 10th character means, the most recent one not in the future; null for `0` and other unused codes. */
  modelYear: z.number().int().nullable(),
  checkDigit: z.object({ expected: z.string(), actual: z.string(), valid: z.boolean() }),
  /** Warnings only: a VIN is never refused for its check digit (DOMAIN §2). */
  warnings: z.array(z.string()),
});
export type VinDecode = z.infer<typeof VinDecodeSchema>;

export const CarSchema = RecordMetaSchema.extend({
  vin: z.string().nullable(),
  customerId: IdSchema.nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  trim: z.string().nullable(),
  trimId: IdSchema.nullable(),
  year: z.number().int().nullable(),
  bodyType: BodyTypeSchema.nullable(),
  vehicleType: VehicleTypeSchema.nullable(),
  cylinders: z.number().int().nullable(),
  colour: z.string().nullable(),
  gccSpec: z.boolean(),
  firstRegistrationDate: z.string().nullable(),
  mileageKm: z.number().int().nullable(),
  valueFils: z.number().int().nullable(),
  /** The decoding at creation, warnings included. */
  vinDecode: VinDecodeSchema.nullable(),
});
export type Car = z.infer<typeof CarSchema>;
export const CarResultSchema = detailResultSchema(CarSchema);

export const CreateCarByVinSchema = z.object({
  vin: VinSchema,
  customerId: IdSchema.optional(),
  gccSpec: z.boolean().default(true),
});
/**
 * `updatecar` changes only the fields it is given (absent = unchanged). Null clears what a car may
 * lack; the cylinders and the value stay: a proposal's car is priced on them. A body type also sets
 * the vehicle type it prices as; clearing the body type keeps the vehicle type.
 */
export const CarUpdateSchema = partialEdit(z.object({
  make: name('Make', 60),
  model: name('Model', 80),
  trim: z.string().trim().max(80).nullable(),
  trimId: IdSchema.nullable(),
  year: yearSchema,
  bodyType: BodyTypeSchema.nullable(),
  cylinders: z.number().int().min(1).max(16),
  colour: z.string().trim().max(40).nullable(),
  gccSpec: z.boolean(),
  firstRegistrationDate: DateOnlySchema.nullable(),
  mileageKm: z.number().int().min(0).max(2_000_000).nullable(),
  valueFils: fils('Car value').refine((value) => value > 0, 'Car value is required'),
}), { required: ['make', 'model', 'year'] });
export type CarUpdate = z.input<typeof CarUpdateSchema>;
export const ColorListQuerySchema = z.object({ search: z.string().trim().max(40).optional() }).default({});

// ---------------------------------------------------------------- vehicle CSV upload

export const CSV_UPLOAD_MODES = ['all-or-nothing', 'per-line'] as const;
/** Header of the vehicle CSV: `make,model,trim,year,bodyType,cylinders,seats,newCarValue` (value in AED, two decimals at most). */
export const VEHICLE_CSV_COLUMNS = ['make', 'model', 'trim', 'year', 'bodyType', 'cylinders', 'seats', 'newCarValue'] as const;
export const VehicleCsvUploadSchema = z.object({
  mode: z.enum(CSV_UPLOAD_MODES),
  /** The file's text (UTF-8), header line first. */
  csv: z.string({ error: 'csv is required' }).min(1, 'The file is empty').max(900_000, 'The file is larger than 900 KB: split it'),
});
export const CsvLineResultSchema = z.object({
  /** 1-based line number in the file (the header is line 1). */
  line: z.number().int(),
  status: z.enum(['added', 'updated', 'rejected']),
  field: z.string().nullable(),
  reason: z.string().nullable(),
});
export const VehicleCsvResultSchema = detailResultSchema(z.object({
  mode: z.enum(CSV_UPLOAD_MODES),
  totalLines: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
  rejected: z.number().int(),
  lines: z.array(CsvLineResultSchema),
}));
export type VehicleCsvResult = z.infer<typeof VehicleCsvResultSchema>;
