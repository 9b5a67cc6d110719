import {
  ScannedDocumentSchema, ScannedFileSchema, type ScannedDocument, type ScannedFile,
} from '../../../shared/contract/scanned-documents/index.js';

const at = '2025-06-01T06:30:00.000Z';

/** A schema-valid stored file for tests. */
export function scannedFileFixture(overrides: Partial<ScannedFile> = {}): ScannedFile {
  return ScannedFileSchema.parse({
    _id: 'file1',
    fileName: 'eid-front.jpg',
    mimeType: 'image/jpeg',
    size: 180_000,
    checksum: 'a'.repeat(64),
    uploadedAt: at,
    uploadedBy: { _id: 'u1', fullName: 'Sara Staff' },
    ...overrides,
  });
}

/** A schema-valid scanned document (a customer's Emirates ID, read by OCR) for tests. */
export function scannedDocumentFixture(overrides: Partial<ScannedDocument> = {}): ScannedDocument {
  return ScannedDocumentSchema.parse({
    documentType: 'emiratesId',
    ownerType: 'customer',
    ownerId: 'c1',
    files: [scannedFileFixture()],
    fields: { idNumber: '784199012345676', fullName: 'Omar Haddad', nationality: 'Jordan', dateOfBirth: '1990-05-17', expiryDate: '2027-03-01' },
    owners: {},
    verification: null,
    updatedAt: at,
    ...overrides,
  });
}
