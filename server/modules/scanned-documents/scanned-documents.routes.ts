import { readFile, rm } from 'node:fs/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasPermission } from '../../../shared/access/index.js';
import { UPLOAD_LIMITS } from '../../../shared/contract/documents/index.js';
import { MESSAGES } from '../../../shared/contract/index.js';
import { scannedDocumentsContract } from '../../../shared/contract/scanned-documents/scanned-documents.contract.js';
import {
  DOCUMENT_LABELS, MAX_FILES_PER_DOCUMENT, OWNER_OF, PaperCheckFieldsSchema, VehicleDocumentFieldsSchema,
  type Extraction, type KeptDocumentType, type PaperCheckType, type ScannedDocumentType, type ScannedOwner,
} from '../../../shared/contract/scanned-documents/index.js';
import { formFields } from '../../http/formFields.js';
import { forbidden, notFound, unprocessable } from '../../http/httpError.js';
import { registerArea, type AreaHandlers, type Handler } from '../../http/registerArea.js';
import type { AuthContext } from '../../http/auth.js';
import type { DocumentReading } from '../../services/ocr/documentReading.js';
import { uploadTempDir } from '../../services/storage/storedPath.js';
import { TOO_MANY_FILES, createScannedDocumentsRepository } from './scanned-documents.repository.js';
import { createScanStorage, receiveScan, type ReceivedScan } from './scannedFiles.js';
import { paperChecks } from './paperChecks.js';
import { verificationOf } from './verification.js';

export interface ScannedDocumentsRoutesOptions {
  /** The stored files' folder, where scans are kept. */
  filesDir: string;
  /** The server's document reader (OCR). */
  reading: DocumentReading;
}

type Area = typeof scannedDocumentsContract;

export const OCR_READ_MESSAGE = 'File uploaded, Data fetched';

/** Who may change a document kept on an owner, asked of verifications that save over it. */
const UPDATE_PERMISSION = { customer: 'customer.update', car: 'proposal.update', quote: 'quote.update' } as const;
const OWNER_WORD: Record<ScannedOwner, string> = { customer: "customer's", car: "car's", quote: "quote's" };

function ocrMessage(extraction: Extraction): string {
  return extraction.read ? OCR_READ_MESSAGE : MESSAGES.ocrFailed;
}

/** The `documentType` text field of a vehicle-document form. */
const vehicleDocumentType = (fields: Record<string, string>): ScannedDocumentType => formFields(VehicleDocumentFieldsSchema, fields).documentType;

/**
 * Scanned documents of customers, cars and quotes (spec 000 §4, §5, §7 "Documents"): uploads
 * kept under their owner and read by OCR, extractions that keep nothing, verifications,
 * removals, listings and downloads.
 */
export function scannedDocumentsRoutes(app: FastifyInstance, options: ScannedDocumentsRoutesOptions, done: () => void): void {
  const documents = createScannedDocumentsRepository(app.db);
  const storage = createScanStorage(options.filesDir);
  const tempDir = uploadTempDir(options.filesDir);
  const maxBytes = UPLOAD_LIMITS.documentBytes;

  /** What OCR makes of a received scan (the server's shared reader). */
  async function read(documentType: ScannedDocumentType, scan: ReceivedScan): Promise<Extraction> {
    return options.reading.read(documentType, { bytes: await readFile(scan.tempPath), mimeType: scan.mimeType });
  }

  async function refuseThirdFile(ownerType: ScannedOwner, ownerId: string, documentType: ScannedDocumentType): Promise<void> {
    if ((await documents.fileCount(ownerType, ownerId, documentType)) >= MAX_FILES_PER_DOCUMENT) throw unprocessable(TOO_MANY_FILES);
  }

  /**
   * Receives, reads and keeps one file of an owner's document. Any refusal (type, size, a third
   * file, an unreadable file) keeps nothing and leaves the document as it was: the file is moved
   * into place only after OCR, before the rows are written, and removed if writing them fails.
   */
  async function upload(
    ownerType: ScannedOwner, ownerId: string, request: FastifyRequest, auth: AuthContext,
    typeOf: ScannedDocumentType | ((fields: Record<string, string>) => ScannedDocumentType),
  ) {
    const owner = await documents.owner(ownerType, ownerId);
    if (typeof typeOf === 'string') await refuseThirdFile(ownerType, owner.id, typeOf);
    const scan = await receiveScan(request, tempDir, maxBytes);
    try {
      const documentType = typeof typeOf === 'string' ? typeOf : typeOf(scan.fields);
      await refuseThirdFile(ownerType, owner.id, documentType);
      const extraction = await read(documentType, scan);
      const stored = await storage.store(ownerType, owner.id, scan);
      try {
        const data = await documents.addFile({
          ownerType, ownerId: owner.id, documentType, extraction, accountId: auth.accountId,
          file: { id: stored.id, path: stored.path, fileName: scan.fileName, mimeType: scan.mimeType, size: scan.size, checksum: scan.checksum },
        });
        return { success: true as const, data, extraction, message: ocrMessage(extraction) };
      } catch (error) {
        await storage.remove([stored.path]);
        throw error;
      }
    } finally {
      await rm(scan.tempPath, { force: true });
    }
  }

  /** Reads a file for the create wizard and keeps nothing. */
  async function extract(request: FastifyRequest, typeOf: ScannedDocumentType | ((fields: Record<string, string>) => ScannedDocumentType)) {
    const scan = await receiveScan(request, tempDir, maxBytes);
    try {
      const extraction = await read(typeof typeOf === 'string' ? typeOf : typeOf(scan.fields), scan);
      return { success: true as const, data: extraction, message: ocrMessage(extraction) };
    } finally {
      await rm(scan.tempPath, { force: true });
    }
  }

  /**
   * Checks a document's fields as corrected. With `ownerId` the owner's record is what they are
   * checked against, and the fields and the result are kept on the owner's document, which needs
   * the owner's update permission.
   */
  function verify(documentType: KeptDocumentType): Handler<Area['verifyEmiratesId']> {
    const ownerType = OWNER_OF[documentType];
    const label = DOCUMENT_LABELS[documentType];
    return async ({ body, auth }) => {
      let expected = { fullName: body.expected?.fullName ?? null, chassisNo: body.expected?.chassisNo ?? null };
      if (body.ownerId !== undefined) {
        if (!hasPermission(auth.user, UPDATE_PERMISSION[ownerType])) {
          throw forbidden(`You do not have permission to update this ${OWNER_WORD[ownerType]} documents.`);
        }
        const owner = await documents.owner(ownerType, body.ownerId);
        expected = { fullName: owner.fullName ?? expected.fullName, chassisNo: owner.chassisNo ?? expected.chassisNo };
      }
      const verification = verificationOf(documentType, body.fields, expected, new Date());
      if (body.ownerId !== undefined) {
        await documents.saveVerified({ ownerType, ownerId: body.ownerId, documentType, fields: body.fields, owners: body.owners, verification });
      }
      const count = verification.problems.length;
      return {
        success: true as const, data: verification,
        message: verification.valid ? `${label} verified` : `${label}: ${count} ${count === 1 ? 'problem' : 'problems'} found`,
      };
    };
  }

  /**
   * Reads a cancellation paper and checks it against the policy named in `policyId`; nothing is
   * kept. An unread paper answers its checks failed, with the message the extractions give.
   */
  function checkPaper(documentType: PaperCheckType): Handler<Area['verifyInsuranceCertificate']> {
    const label = DOCUMENT_LABELS[documentType];
    return async ({ request }) => {
      const scan = await receiveScan(request, tempDir, maxBytes);
      try {
        const policy = await documents.policy(formFields(PaperCheckFieldsSchema, scan.fields).policyId);
        const extraction = await read(documentType, scan);
        const checks = paperChecks(documentType, extraction.fields, policy);
        const failed = checks.filter((check) => !check.ok).length;
        const message = !extraction.read ? MESSAGES.ocrFailed
          : failed === 0 ? `${label} matches the policy` : `${label}: ${failed} ${failed === 1 ? 'check' : 'checks'} failed`;
        return { success: true as const, data: { ...extraction, checks, valid: failed === 0 }, message };
      } finally {
        await rm(scan.tempPath, { force: true });
      }
    };
  }

  async function remove(ownerType: ScannedOwner, ownerId: string, documentType: ScannedDocumentType, fileId?: string) {
    const owner = await documents.owner(ownerType, ownerId);
    const paths = await documents.remove(ownerType, owner.id, documentType, fileId);
    if (!paths) throw notFound(fileId === undefined ? `${DOCUMENT_LABELS[documentType]} not found` : 'File not found');
    await storage.remove(paths);
    return { success: true as const, message: fileId === undefined ? `${DOCUMENT_LABELS[documentType]} removed` : 'File removed' };
  }

  async function list(ownerType: ScannedOwner, ownerId: string) {
    const owner = await documents.owner(ownerType, ownerId);
    return { success: true as const, data: await documents.list(ownerType, owner.id) };
  }

  /** One file of the owner's documents, with its own content type, after its checksum is checked. */
  async function download(ownerType: ScannedOwner, ownerId: string, fileId: string) {
    const owner = await documents.owner(ownerType, ownerId);
    const file = await documents.findFile(ownerType, owner.id, fileId);
    if (!file || file.path !== storage.pathOf(ownerType, owner.id, file.id, file.mimeType)) throw notFound('File not found');
    return storage.download(file);
  }

  const handlers: AreaHandlers<Area> = {
    uploadEmiratesId: ({ params, request, auth }) => upload('customer', params.id, request, auth, 'emiratesId'),
    uploadTradeLicense: ({ params, request, auth }) => upload('customer', params.id, request, auth, 'tradeLicense'),
    uploadDrivingLicense: ({ params, request, auth }) => upload('customer', params.id, request, auth, 'drivingLicense'),
    uploadRegistrationCard: ({ params, request, auth }) => upload('car', params.id, request, auth, 'registrationCard'),
    uploadVehicleDocument: ({ params, request, auth }) => upload('car', params.id, request, auth, vehicleDocumentType),
    uploadCompanyQuote: ({ params, request, auth }) => upload('quote', params.id, request, auth, 'companyQuote'),
    uploadIbanLetter: ({ params, request, auth }) => upload('customer', params.id, request, auth, 'ibanLetter'),

    extractEmiratesId: ({ request }) => extract(request, 'emiratesId'),
    extractTradeLicense: ({ request }) => extract(request, 'tradeLicense'),
    extractDrivingLicense: ({ request }) => extract(request, 'drivingLicense'),
    extractRegistrationCard: ({ request }) => extract(request, 'registrationCard'),
    extractVehicleDocument: ({ request }) => extract(request, vehicleDocumentType),
    extractPassingPaper: ({ request }) => extract(request, 'passingPaper'),
    extractIbanLetter: ({ request }) => extract(request, 'ibanLetter'),

    verifyEmiratesId: verify('emiratesId'),
    verifyDrivingLicense: verify('drivingLicense'),
    verifyTradeLicense: verify('tradeLicense'),
    verifyRegistrationCard: verify('registrationCard'),
    verifyRcFrontCopy: verify('rcFrontCopy'),
    verifyNewCarCard: verify('newCarCard'),
    verifyOwnershipDocument: verify('ownershipDocument'),
    verifyPassingPaper: verify('passingPaper'),
    verifyVehicleClearanceCertificate: verify('vehicleClearanceCertificate'),
    verifyIbanLetter: verify('ibanLetter'),

    scanInsuranceCertificate: ({ request }) => extract(request, 'insuranceCertificate'),
    scanReversalInsurance: ({ request }) => extract(request, 'reversalInsurance'),
    verifyInsuranceCertificate: checkPaper('insuranceCertificate'),
    verifyReversalInsurance: checkPaper('reversalInsurance'),
    verifyExportCertificate: checkPaper('exportCertificate'),
    verifyRtaLetter: checkPaper('rtaLetter'),

    removeEmiratesId: ({ params, body }) => remove('customer', params.id, 'emiratesId', body.fileId),
    removeTradeLicense: ({ params, body }) => remove('customer', params.id, 'tradeLicense', body.fileId),
    removeDrivingLicense: ({ params, body }) => remove('customer', params.id, 'drivingLicense', body.fileId),
    removeIbanLetter: ({ params, body }) => remove('customer', params.id, 'ibanLetter', body.fileId),
    removeVehicleDocument: ({ params, body }) => remove('car', params.id, body.documentType, body.fileId),
    removeCompanyQuote: ({ params }) => remove('quote', params.id, 'companyQuote'),

    customerDocuments: ({ params }) => list('customer', params.id),
    carDocuments: ({ params }) => list('car', params.id),
    quoteDocuments: ({ params }) => list('quote', params.id),
    customerFile: ({ params }) => download('customer', params.id, params.fileId),
    carFile: ({ params }) => download('car', params.id, params.fileId),
    quoteFile: ({ params }) => download('quote', params.id, params.fileId),
  };
  registerArea(app, scannedDocumentsContract, handlers);
  done();
}
