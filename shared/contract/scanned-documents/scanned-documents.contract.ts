import { z } from 'zod';
import { IdParamsSchema } from '../common.schema.js';
import { endpoint } from '../endpoint.js';
import {
  ExtractionResultSchema, PaperCheckFieldsSchema, PaperVerificationResultSchema, RemoveDocumentSchema, RemoveVehicleDocumentSchema, ScannedDocumentListResultSchema, ScannedDocumentResultSchema,
  ScannedFileParamsSchema, VehicleDocumentFieldsSchema, VerifyRequestSchema, VerifyResultSchema,
} from './scanned-documents.schema.js';
import { SuccessSchema } from '../common.schema.js';

/**
 * Identity, car and insurer documents read by OCR (spec 000 §5, §7 "Documents"). Decisions where
 * the spec is silent:
 * - Uploads (multipart, the image or PDF in `file`) store the file under the owner — a customer
 *   (`/api/user/...{id}`), a car (`/api/cars/...`) or a quote — read it, and merge the fields read
 *   over the ones kept, ignoring empty values (spec 000 §4). At most two files per document.
 * - Extractions read a file without keeping it, for the create wizard, where no owner exists yet.
 *   The wizard reads the registration card through `uploaditregcard` (FIELDS.md).
 * - Verifications take JSON: the fields as corrected, checked against the owner's record (or the
 *   `expected` values in the wizard). The spec shows no names beyond `verify*`; these follow §5's list.
 * - Listing an owner's documents and downloading their files are not in the spec; they sit beside the uploads.
 * - The IBAN letter (a refund's bank account, spec 001 §7 "Cancellations"): `extractiban` reads one
 *   without keeping it; `verifyiban` checks the fields as corrected (JSON, like every verification:
 *   the IBAN's mod-97 and the holder's name against the customer's); it is kept on the customer
 *   through `uploadiban/{id}` and removed through `{id}/removeiban` (neither is in the spec).
 * - The cancellation papers (`PAPER_CHECK_TYPES`): `scaninsurancecertificate` and
 *   `scanReversalInsurance` read one without keeping it; the four `verify…` calls take it as the
 *   spec does, multipart with the policy's id in `policyId` (not JSON like `verifyiban`: they check
 *   a paper against a record, not fields an agent corrected), read it, and answer the fields with
 *   named checks against the policy — its numbers, the customer's name, the car's chassis number,
 *   its dates. They belong to the cancellation desk, so they ask for its permission.
 */
const user = '/api/user';
const cars = '/api/cars';
const quotes = '/api/quotes';

const upload = (path: string, summary: string, permission: 'customer.update' | 'proposal.update' | 'quote.update', body?: typeof VehicleDocumentFieldsSchema) =>
  endpoint({ method: 'POST', path, summary, permission, params: IdParamsSchema, multipart: true, ...(body && { body }), response: ScannedDocumentResultSchema });

const extract = (path: string, summary: string) =>
  endpoint({ method: 'POST', path, summary, permission: 'proposal.read', multipart: true, response: ExtractionResultSchema });

const extractVehicle = (path: string, summary: string) =>
  endpoint({ method: 'POST', path, summary, permission: 'proposal.read', multipart: true, body: VehicleDocumentFieldsSchema, response: ExtractionResultSchema });

/** Without `ownerId` a check reads nothing stored; with it, the handler also asks for the owner's update permission. */
const verify = (name: string, summary: string) =>
  endpoint({ method: 'POST', path: `${user}/${name}`, summary, permission: 'proposal.read', body: VerifyRequestSchema, response: VerifyResultSchema });

const scanPaper = (path: string, summary: string) =>
  endpoint({ method: 'POST', path, summary, permission: 'cancellation.create', multipart: true, response: ExtractionResultSchema });

const checkPaper = (path: string, summary: string) =>
  endpoint({
    method: 'POST', path, summary, permission: 'cancellation.create', multipart: true, body: PaperCheckFieldsSchema, response: PaperVerificationResultSchema,
  });

const motorPolicy = '/api/motor-insurance/policy';

export const scannedDocumentsContract = {
  uploadEmiratesId: upload(`${user}/uploademiratesid/{id}`, "Upload a customer's Emirates ID", 'customer.update'),
  uploadTradeLicense: upload(`${user}/tradelicense/{id}`, "Upload a customer's trade licence", 'customer.update'),
  uploadDrivingLicense: upload(`${user}/uploaddrivinglicense/{id}`, "Upload a customer's driving licence", 'customer.update'),
  uploadRegistrationCard: upload(`${cars}/uploadregcard/{id}`, "Upload a car's registration card", 'proposal.update'),
  uploadVehicleDocument: upload(`${cars}/{id}/uploadvehicledocuments`, 'Upload a vehicle document', 'proposal.update', VehicleDocumentFieldsSchema),
  uploadCompanyQuote: upload(`${quotes}/{id}/uploadCompanyQuote`, "Upload the insurer's own quote", 'quote.update'),
  uploadIbanLetter: upload(`${user}/uploadiban/{id}`, "Upload a customer's IBAN letter", 'customer.update'),

  extractEmiratesId: extract(`${user}/extractemiratesid`, 'Read an Emirates ID'),
  extractTradeLicense: extract('/api/admin/businesslines/extractTrasdeLicense', 'Read a trade licence'),
  extractDrivingLicense: extract(`${user}/extractdrivinglicence`, 'Read a driving licence'),
  extractRegistrationCard: extract(`${cars}/uploaditregcard`, 'Read a registration card'),
  extractVehicleDocument: extractVehicle(`${cars}/uploaditvehicledocuments`, 'Read a vehicle document'),
  extractPassingPaper: extract(`${user}/extractpassingpaperCard`, 'Read a passing paper'),
  extractIbanLetter: extract(`${user}/extractiban`, 'Read an IBAN letter'),

  verifyEmiratesId: verify('verifyemiratesid', 'Verify an Emirates ID'),
  verifyDrivingLicense: verify('verifydrivinglicense', 'Verify a driving licence'),
  verifyTradeLicense: verify('verifytradelicense', 'Verify a trade licence'),
  verifyRegistrationCard: verify('verifyregistrationcard', 'Verify a registration card'),
  verifyRcFrontCopy: verify('verifyrcfrontcopy', 'Verify an RC front copy'),
  verifyNewCarCard: verify('verifynewcarcard', 'Verify a new car card'),
  verifyOwnershipDocument: verify('verifyownershipproof', 'Verify an ownership document'),
  verifyPassingPaper: verify('verifypassingpaper', 'Verify a passing paper'),
  verifyVehicleClearanceCertificate: verify('verifyvehicleclearancecertificate', 'Verify a vehicle clearance certificate'),
  verifyIbanLetter: verify('verifyiban', 'Verify an IBAN letter: the IBAN and its holder'),

  scanInsuranceCertificate: scanPaper(`${user}/scaninsurancecertificate`, 'Read an insurance certificate'),
  scanReversalInsurance: scanPaper(`${user}/scanReversalInsurance`, 'Read a reversal-of-insurance certificate'),
  verifyInsuranceCertificate: checkPaper(`${user}/verifyinsurancecertificate`, 'Check an insurance certificate against its policy'),
  verifyReversalInsurance: checkPaper(`${user}/verifyreversalinsurance`, 'Check a reversal-of-insurance certificate against its policy'),
  verifyExportCertificate: checkPaper(`${motorPolicy}/verifyexportcertificate`, "Check an export certificate against the policy's car and customer"),
  verifyRtaLetter: checkPaper(`${motorPolicy}/verifyrtaletter`, "Check an RTA letter against the policy's car and customer"),

  removeEmiratesId: endpoint({
    method: 'POST', path: `${user}/{id}/removeemiratesid`, summary: "Remove a customer's Emirates ID", permission: 'customer.update',
    params: IdParamsSchema, body: RemoveDocumentSchema, response: SuccessSchema,
  }),
  removeTradeLicense: endpoint({
    method: 'POST', path: `${user}/{id}/removedTradelicense`, summary: "Remove a customer's trade licence", permission: 'customer.update',
    params: IdParamsSchema, body: RemoveDocumentSchema, response: SuccessSchema,
  }),
  removeDrivingLicense: endpoint({
    method: 'POST', path: `${user}/{id}/removedrivinglicense`, summary: "Remove a customer's driving licence", permission: 'customer.update',
    params: IdParamsSchema, body: RemoveDocumentSchema, response: SuccessSchema,
  }),
  removeIbanLetter: endpoint({
    method: 'POST', path: `${user}/{id}/removeiban`, summary: "Remove a customer's IBAN letter", permission: 'customer.update',
    params: IdParamsSchema, body: RemoveDocumentSchema, response: SuccessSchema,
  }),
  removeVehicleDocument: endpoint({
    method: 'POST', path: `${cars}/{id}/removeVehicleDocuments`, summary: 'Remove a vehicle document', permission: 'proposal.update',
    params: IdParamsSchema, body: RemoveVehicleDocumentSchema, response: SuccessSchema,
  }),
  removeCompanyQuote: endpoint({
    method: 'GET', path: `${quotes}/{id}/removeCompanyQuote`, summary: "Remove the insurer's own quote", permission: 'quote.update',
    params: IdParamsSchema, response: SuccessSchema,
  }),

  customerDocuments: endpoint({
    method: 'GET', path: `${user}/{id}/getscanneddocuments`, summary: "A customer's scanned documents", permission: 'customer.read',
    params: IdParamsSchema, response: ScannedDocumentListResultSchema,
  }),
  carDocuments: endpoint({
    method: 'GET', path: `${cars}/{id}/getscanneddocuments`, summary: "A car's scanned documents", permission: 'proposal.read',
    params: IdParamsSchema, response: ScannedDocumentListResultSchema,
  }),
  quoteDocuments: endpoint({
    method: 'GET', path: `${quotes}/{id}/getscanneddocuments`, summary: "A quote's scanned documents", permission: 'quote.read',
    params: IdParamsSchema, response: ScannedDocumentListResultSchema,
  }),
  customerFile: endpoint({
    method: 'GET', path: `${user}/{id}/scanneddocuments/{fileId}`, summary: "Download a customer's scanned document", permission: 'customer.read',
    params: ScannedFileParamsSchema, response: z.string(), download: { mimeType: 'application/octet-stream' },
  }),
  carFile: endpoint({
    method: 'GET', path: `${cars}/{id}/scanneddocuments/{fileId}`, summary: "Download a car's scanned document", permission: 'proposal.read',
    params: ScannedFileParamsSchema, response: z.string(), download: { mimeType: 'application/octet-stream' },
  }),
  quoteFile: endpoint({
    method: 'GET', path: `${quotes}/{id}/scanneddocuments/{fileId}`, summary: "Download a quote's scanned document", permission: 'quote.read',
    params: ScannedFileParamsSchema, response: z.string(), download: { mimeType: 'application/octet-stream' },
  }),
};
