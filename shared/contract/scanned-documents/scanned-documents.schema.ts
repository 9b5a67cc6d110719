import { z } from 'zod';
import { IdSchema, TimestampSchema } from '../common.schema.js';

/**
 * The documents agents scan in for a customer, a car or a quote (spec 000 §3 "Extracted document
 * data", §5, §7 "Documents"): each is read by OCR into fields, which staff correct and verify.
 */
export const KEPT_DOCUMENT_TYPES = [
  'emiratesId', 'drivingLicense', 'tradeLicense', 'registrationCard', 'rcFrontCopy', 'newCarCard',
  'passingPaper', 'ownershipDocument', 'vehicleClearanceCertificate', 'companyQuote', 'ibanLetter',
] as const;
export type KeptDocumentType = (typeof KEPT_DOCUMENT_TYPES)[number];

/**
 * The papers a cancellation rests on (spec 001 §7; DOMAIN.md §4.7: third-party cover ends early
 * only on export or scrapping, a vehicle change or an ownership transfer). They are read and
 * checked against the policy they are about, and kept by no owner here: the cancellation request
 * keeps them among its papers.
 * - `insuranceCertificate`: the certificate of motor insurance an insurer issues — insurer, policy
 *   number, insured, chassis number, plate, period from and to, type of cover.
 * - `reversalInsurance`: the insurer's reversal-of-insurance (cancellation) certificate — insurer,
 *   policy number, insured, chassis number, the date the cover ends.
 * - `exportCertificate`: the vehicle export certificate / customs exit paper (DOMAIN.md §1.4
 *   "Customs card / export certificate") — owner, chassis number, plate, export date, the
 *   authority that issued it and its emirate.
 * - `rtaLetter`: a licensing authority's letter cancelling a registration or transferring the
 *   ownership — owner, chassis number, plate, the letter's date and its reason.
 */
export const PAPER_CHECK_TYPES = ['insuranceCertificate', 'reversalInsurance', 'exportCertificate', 'rtaLetter'] as const;
export type PaperCheckType = (typeof PAPER_CHECK_TYPES)[number];

/**
 * Documents read here for another area, which keeps them with its own record: a health
 * proposal member's passport (issue 17), read from its machine-readable zone.
 */
export const MEMBER_DOCUMENT_TYPES = ['passport'] as const;

export const SCANNED_DOCUMENT_TYPES = [...KEPT_DOCUMENT_TYPES, ...PAPER_CHECK_TYPES, ...MEMBER_DOCUMENT_TYPES] as const;
export const ScannedDocumentTypeSchema = z.enum(SCANNED_DOCUMENT_TYPES);
export type ScannedDocumentType = z.infer<typeof ScannedDocumentTypeSchema>;

/** Whose document it is: the customer's identity papers, the car's papers, an insurer's own quote. */
export type ScannedOwner = 'customer' | 'car' | 'quote';
export const OWNER_OF: Record<KeptDocumentType, ScannedOwner> = {
  emiratesId: 'customer', drivingLicense: 'customer', tradeLicense: 'customer',
  registrationCard: 'car', rcFrontCopy: 'car', newCarCard: 'car', passingPaper: 'car', ownershipDocument: 'car', vehicleClearanceCertificate: 'car',
  companyQuote: 'quote',
  // The bank's letter or certificate of the customer's account, for a refund (cancellations).
  ibanLetter: 'customer',
};

/** The car papers `uploadvehicledocuments` / `removeVehicleDocuments` take as `documentType`. */
export const VEHICLE_DOCUMENT_TYPES = ['registrationCard', 'rcFrontCopy', 'newCarCard', 'passingPaper', 'ownershipDocument', 'vehicleClearanceCertificate'] as const;
export const VehicleDocumentTypeSchema = z.enum(VEHICLE_DOCUMENT_TYPES);

/**
 * How a field is written and checked: `date` is `yyyy-MM-dd`, `emiratesId` 15 digits, `vin` 17
 * characters, `year` four digits, `emirate` one of the seven, `amount` AED with up to 2 decimals,
 * `iban` a UAE IBAN passing its mod-97 check.
 */
export type FieldFormat = 'text' | 'date' | 'emiratesId' | 'vin' | 'year' | 'emirate' | 'amount' | 'side' | 'iban';
export interface FieldDef {
  key: string;
  label: string;
  format: FieldFormat;
}

const f = (key: string, label: string, format: FieldFormat = 'text'): FieldDef => ({ key, label, format });

/** The registration card's fields (front and back, DOMAIN.md §1.3); the RC front copy and the new-car card share most of them. */
const REGISTRATION_FIELDS = [
  f('ownerName', 'Owner'), f('nationality', 'Nationality'), f('tcNo', 'TC number'), f('plateNumber', 'Plate number'),
  f('plateCode', 'Plate code'), f('registrationEmirate', 'Place of issue', 'emirate'), f('registrationDate', 'Registration date', 'date'),
  f('expiryDate', 'Registration expiry', 'date'), f('insuranceExpiryDate', 'Insurance expiry', 'date'), f('insurer', 'Insurer'),
  f('policyNumber', 'Policy number'), f('mortgagee', 'Mortgagee bank'),
  f('make', 'Make'), f('model', 'Model'), f('year', 'Model year', 'year'), f('chassisNo', 'Chassis number', 'vin'),
  f('engineNo', 'Engine number'), f('colour', 'Colour'), f('vehicleType', 'Vehicle type'), f('origin', 'Place of origin'),
  f('side', 'Side of the card', 'side'),
];

/** The fields each kind of document yields, in the order the panels show them. */
export const DOCUMENT_FIELDS: Record<ScannedDocumentType, readonly FieldDef[]> = {
  emiratesId: [
    f('idNumber', 'ID number', 'emiratesId'), f('fullName', 'Name (English)'), f('arabicName', 'Name (Arabic)'),
    f('nationality', 'Nationality'), f('dateOfBirth', 'Date of birth', 'date'), f('gender', 'Sex'),
    f('issueDate', 'Issue date', 'date'), f('expiryDate', 'Expiry date', 'date'), f('cardNumber', 'Card number'),
    f('occupation', 'Occupation'), f('employer', 'Employer'), f('side', 'Side of the card', 'side'),
  ],
  drivingLicense: [
    f('licenceNo', 'Licence number'), f('fullName', 'Name'), f('nationality', 'Nationality'), f('dateOfBirth', 'Date of birth', 'date'),
    f('issueDate', 'Issue date', 'date'), f('expiryDate', 'Expiry date', 'date'), f('placeOfIssue', 'Place of issue', 'emirate'),
    f('tcNo', 'TC number'), f('categories', 'Permitted vehicles'), f('side', 'Side of the card', 'side'),
  ],
  tradeLicense: [
    f('licenceNo', 'Licence number'), f('companyName', 'Trade name'), f('arabicCompanyName', 'Trade name (Arabic)'),
    f('legalForm', 'Legal form'), f('issuingAuthority', 'Issuing authority'), f('activities', 'Activities'),
    f('issueDate', 'Issue date', 'date'), f('expiryDate', 'Expiry date', 'date'),
  ],
  registrationCard: REGISTRATION_FIELDS,
  rcFrontCopy: REGISTRATION_FIELDS.filter((field) => field.key !== 'side'),
  newCarCard: [
    f('ownerName', 'Owner'), f('make', 'Make'), f('model', 'Model'), f('year', 'Model year', 'year'), f('chassisNo', 'Chassis number', 'vin'),
    f('engineNo', 'Engine number'), f('colour', 'Colour'), f('origin', 'Place of origin'), f('issueDate', 'Issue date', 'date'),
  ],
  passingPaper: [
    f('chassisNo', 'Chassis number', 'vin'), f('make', 'Make'), f('model', 'Model'), f('year', 'Model year', 'year'),
    f('plateNumber', 'Plate number'), f('inspectionDate', 'Inspection date', 'date'), f('expiryDate', 'Valid until', 'date'), f('result', 'Result'),
  ],
  ownershipDocument: [
    f('ownerName', 'Owner'), f('chassisNo', 'Chassis number', 'vin'), f('make', 'Make'), f('model', 'Model'),
    f('year', 'Model year', 'year'), f('issueDate', 'Issue date', 'date'),
  ],
  vehicleClearanceCertificate: [
    f('ownerName', 'Owner'), f('chassisNo', 'Chassis number', 'vin'), f('plateNumber', 'Plate number'),
    f('issueDate', 'Issue date', 'date'), f('expiryDate', 'Valid until', 'date'),
  ],
  companyQuote: [
    f('companyName', 'Insurer'), f('quoteNumber', 'Quote number'), f('insuranceType', 'Type'), f('premium', 'Premium (AED)', 'amount'),
    f('carValue', 'Insured value (AED)', 'amount'), f('excess', 'Excess (AED)', 'amount'), f('validUntil', 'Valid until', 'date'),
  ],
  ibanLetter: [
    f('iban', 'IBAN', 'iban'), f('accountName', 'Account name'), f('bankName', 'Bank'), f('accountNumber', 'Account number'),
    f('swiftCode', 'SWIFT code'), f('issueDate', 'Letter date', 'date'),
  ],
  insuranceCertificate: [
    f('insurer', 'Insurer'), f('policyNumber', 'Policy number'), f('insuredName', 'Insured'), f('chassisNo', 'Chassis number', 'vin'),
    f('plateNumber', 'Plate number'), f('periodFrom', 'Period from', 'date'), f('periodTo', 'Period to', 'date'), f('insuranceType', 'Type of cover'),
  ],
  reversalInsurance: [
    f('insurer', 'Insurer'), f('policyNumber', 'Policy number'), f('insuredName', 'Insured'), f('chassisNo', 'Chassis number', 'vin'),
    f('cancellationDate', 'Cancelled from', 'date'),
  ],
  exportCertificate: [
    f('ownerName', 'Owner'), f('chassisNo', 'Chassis number', 'vin'), f('plateNumber', 'Plate number'), f('exportDate', 'Export date', 'date'),
    f('issuingAuthority', 'Issuing authority'), f('emirate', 'Emirate', 'emirate'),
  ],
  rtaLetter: [
    f('ownerName', 'Owner'), f('chassisNo', 'Chassis number', 'vin'), f('plateNumber', 'Plate number'), f('letterDate', 'Letter date', 'date'),
    f('reason', 'Reason'),
  ],
  passport: [
    f('passportNumber', 'Passport number'), f('fullName', 'Name'), f('surname', 'Surname'), f('givenNames', 'Given names'),
    f('nationality', 'Nationality (code)'), f('dateOfBirth', 'Date of birth', 'date'), f('gender', 'Sex'), f('expiryDate', 'Expiry date', 'date'),
  ],
};

export const DOCUMENT_LABELS: Record<ScannedDocumentType, string> = {
  emiratesId: 'Emirates ID', drivingLicense: 'Driving licence', tradeLicense: 'Trade licence', registrationCard: 'Registration card',
  rcFrontCopy: 'RC front copy', newCarCard: 'New car card', passingPaper: 'Passing paper', ownershipDocument: 'Ownership document',
  vehicleClearanceCertificate: 'Vehicle clearance certificate', companyQuote: "Insurer's quote", ibanLetter: 'IBAN letter',
  insuranceCertificate: 'Insurance certificate', reversalInsurance: 'Reversal-of-insurance certificate', exportCertificate: 'Export certificate',
  rtaLetter: 'RTA letter', passport: 'Passport',
};

/** The two reasons a licensing authority's letter gives, as the parser writes them. */
export const RTA_LETTER_REASONS = ['Registration cancelled', 'Ownership transfer'] as const;

/** At most this many files per document (front and back; FIELDS.md "You can not upload more than two files!"). */
export const MAX_FILES_PER_DOCUMENT = 2;

/** Field values as read or typed: keys from `DOCUMENT_FIELDS`, empty values left out. */
export const FieldValuesSchema = z.record(z.string().max(40), z.string().max(300))
  .refine((values) => Object.keys(values).length <= 40, 'At most 40 fields');
export type FieldValues = z.infer<typeof FieldValuesSchema>;

/** A trade licence's owners and managers, keyed by owner index ("0", "1", …; spec 000 §3). */
export const OwnerDetailsSchema = z.object({
  name: z.string().max(200).optional(),
  nationality: z.string().max(100).optional(),
  role: z.string().max(100).optional(),
  sharePercent: z.string().max(10).optional(),
});
export const OwnersSchema = z.record(z.string().regex(/^\d{1,2}$/, 'Owner index must be a number'), OwnerDetailsSchema)
  .refine((owners) => Object.keys(owners).length <= 20, 'At most 20 owners');
export type Owners = z.infer<typeof OwnersSchema>;

/** What OCR made of one document: the fields it could fill, and the text it read. */
export const ExtractionSchema = z.object({
  documentType: ScannedDocumentTypeSchema,
  /** False when nothing usable was read ("Failed to fetch OCR data"); the agent types the fields. */
  read: z.boolean(),
  fields: FieldValuesSchema,
  owners: OwnersSchema,
  /** Mean OCR confidence, 0–100. */
  confidence: z.number().min(0).max(100),
});
export type Extraction = z.infer<typeof ExtractionSchema>;

export const ExtractionResultSchema = z.object({ success: z.literal(true), data: ExtractionSchema, message: z.string() });
export type ExtractionResult = z.infer<typeof ExtractionResultSchema>;

/** One thing a verification found wrong, naming the field it is about. */
export const VerificationProblemSchema = z.object({
  field: z.string(),
  code: z.enum(['missing', 'checkDigit', 'format', 'expired', 'nameMismatch', 'chassisMismatch', 'wrongSide', 'notYetValid']),
  message: z.string(),
});
export type VerificationProblem = z.infer<typeof VerificationProblemSchema>;

export const VerificationSchema = z.object({
  valid: z.boolean(),
  problems: z.array(VerificationProblemSchema),
  checkedAt: TimestampSchema,
});
export type Verification = z.infer<typeof VerificationSchema>;

/** One stored file of a document (front or back, or a page). */
export const ScannedFileSchema = z.object({
  _id: IdSchema,
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int().min(0),
  /** SHA-256 of the bytes, hex. */
  checksum: z.string(),
  uploadedAt: TimestampSchema,
  uploadedBy: z.object({ _id: z.string(), fullName: z.string() }).nullable(),
});
export type ScannedFile = z.infer<typeof ScannedFileSchema>;

/** A document of one owner: its files, the merged fields, and the last verification. */
export const ScannedDocumentSchema = z.object({
  documentType: z.enum(KEPT_DOCUMENT_TYPES),
  ownerType: z.enum(['customer', 'car', 'quote']),
  ownerId: IdSchema,
  files: z.array(ScannedFileSchema),
  fields: FieldValuesSchema,
  owners: OwnersSchema,
  verification: VerificationSchema.nullable(),
  updatedAt: TimestampSchema,
});
export type ScannedDocument = z.infer<typeof ScannedDocumentSchema>;

export const ScannedDocumentResultSchema = z.object({
  success: z.literal(true),
  data: ScannedDocumentSchema,
  /** What OCR made of the file just uploaded. */
  extraction: ExtractionSchema.optional(),
  message: z.string(),
});
export type ScannedDocumentResult = z.infer<typeof ScannedDocumentResultSchema>;

export const ScannedDocumentListResultSchema = z.object({ success: z.literal(true), data: z.array(ScannedDocumentSchema) });
export type ScannedDocumentListResult = z.infer<typeof ScannedDocumentListResultSchema>;

/** Form fields of a vehicle-document upload or extraction. */
export const VehicleDocumentFieldsSchema = z.object({ documentType: VehicleDocumentTypeSchema });

/** Removal: the whole document, or one of its files. */
export const RemoveDocumentSchema = z.object({ fileId: IdSchema.optional() });
export const RemoveVehicleDocumentSchema = z.object({ documentType: VehicleDocumentTypeSchema, fileId: IdSchema.optional() });

/**
 * A verification: the fields as the agent corrected them, checked against the record they belong
 * to. With an owner id the corrected fields and the result are kept on that owner's document;
 * without one (the create wizard) the expected name and chassis number come in the body.
 */
export const VerifyRequestSchema = z.object({
  ownerId: IdSchema.optional(),
  fields: FieldValuesSchema,
  owners: OwnersSchema.optional(),
  expected: z.object({
    fullName: z.string().max(200).optional(),
    chassisNo: z.string().max(30).optional(),
  }).optional(),
});
export type VerifyRequest = z.infer<typeof VerifyRequestSchema>;

export const VerifyResultSchema = z.object({ success: z.literal(true), data: VerificationSchema, message: z.string() });
export type VerifyResult = z.infer<typeof VerifyResultSchema>;

/**
 * A cancellation paper checked against a policy (multipart: the paper in `file`, the policy in
 * the `policyId` text field). The spec sends these as multipart, and unlike the IBAN (checked as
 * JSON after the agent corrects it) they are kept that way: they check a paper against a record,
 * so the paper comes with the record's id and nothing is typed in between.
 */
export const PaperCheckFieldsSchema = z.object({ policyId: IdSchema });

/** One named check of a paper against its policy: what the record holds, what the paper says. */
export const PaperCheckSchema = z.object({
  field: z.string(),
  ok: z.boolean(),
  /** Null when the record holds nothing to compare with (the check then fails: nothing confirms it). */
  expected: z.string().nullable(),
  /** Null when the paper's field could not be read. */
  found: z.string().nullable(),
});
export type PaperCheck = z.infer<typeof PaperCheckSchema>;

/** What OCR read of the paper, and each check; `valid` when every check passed. */
export const PaperVerificationSchema = ExtractionSchema.extend({ checks: z.array(PaperCheckSchema), valid: z.boolean() });
export type PaperVerification = z.infer<typeof PaperVerificationSchema>;
export const PaperVerificationResultSchema = z.object({ success: z.literal(true), data: PaperVerificationSchema, message: z.string() });

export const ScannedFileParamsSchema = z.object({ id: IdSchema, fileId: IdSchema });
