import {
  MAX_FILES_PER_DOCUMENT, SCANNED_DOCUMENT_TYPES, type Extraction, type FieldValues, type Owners, type ScannedDocument,
  type KeptDocumentType, type ScannedDocumentType, type ScannedFile, type ScannedOwner, type Verification,
} from '../../../shared/contract/scanned-documents/index.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import { notFound, unprocessable } from '../../http/httpError.js';
import { mergeFields, mergeOwners } from './mergeFields.js';
import type { PolicyRecord } from './paperChecks.js';
import type { ScanMimeType } from './scannedFiles.js';
import { lockRow } from '../../db/dialect.js';

/** The record a document belongs to, with what verifications compare against. */
export interface ScannedOwnerRecord {
  type: ScannedOwner;
  id: string;
  /** The customer's name (for a car, its customer's), when known. */
  fullName: string | null;
  /** A car's chassis number: the registration's, else the VIN. */
  chassisNo: string | null;
}

/** A file about to be recorded: already in place on disk. */
export interface NewScannedFile {
  id: string;
  fileName: string;
  mimeType: ScanMimeType;
  size: number;
  checksum: string;
  path: string;
}

export interface StoredScannedFile {
  id: string;
  mimeType: ScanMimeType;
  fileName: string;
  size: number;
  checksum: string;
  path: string;
}

export const TOO_MANY_FILES = 'You can not upload more than two files!';
const OWNER_NOT_FOUND: Record<ScannedOwner, string> = { customer: 'Customer not found', car: 'Car not found', quote: 'Quote not found' };

function parseJson<T>(text: string | null, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** The car's registration JSON carries the chassis number as `chesisNo` (the seed system's spelling). */
function chassisOf(registration: string, vin: string | null): string | null {
  const chassis = parseJson<{ chesisNo?: unknown }>(registration, {}).chesisNo;
  return typeof chassis === 'string' && chassis.trim() ? chassis : vin;
}

/** Scanned documents of customers, cars and quotes, with their files; the SQL of the area. */
export function createScannedDocumentsRepository(db: Db) {
  function documentQuery(executor: Db = db) {
    return executor.selectFrom('scanned_documents').select([
      'id', 'owner_type', 'owner_id', 'document_type', 'fields', 'owners', 'verification', 'updated_at',
    ]);
  }
  type DocumentRow = Awaited<ReturnType<ReturnType<typeof documentQuery>['executeTakeFirstOrThrow']>>;

  async function filesOf(documentIds: readonly string[], executor: Db = db) {
    if (documentIds.length === 0) return [];
    return executor.selectFrom('scanned_document_files')
      .leftJoin('accounts', 'accounts.id', 'scanned_document_files.uploaded_by')
      .select([
        'scanned_document_files.id', 'scanned_document_files.document_id', 'scanned_document_files.file_name',
        'scanned_document_files.mime_type', 'scanned_document_files.size', 'scanned_document_files.checksum',
        'scanned_document_files.path', 'scanned_document_files.uploaded_by', 'scanned_document_files.created_at',
        'accounts.full_name as uploader_name',
      ])
      .where('scanned_document_files.document_id', 'in', documentIds)
      .orderBy('scanned_document_files.seq')
      .execute();
  }
  type FileRow = Awaited<ReturnType<typeof filesOf>>[number];

  function toFile(row: FileRow): ScannedFile {
    return {
      _id: row.id, fileName: row.file_name, mimeType: row.mime_type, size: row.size, checksum: row.checksum, uploadedAt: row.created_at,
      uploadedBy: row.uploaded_by ? { _id: row.uploaded_by, fullName: row.uploader_name ?? '' } : null,
    };
  }

  async function toDocuments(rows: DocumentRow[], executor: Db = db): Promise<ScannedDocument[]> {
    const files = await filesOf(rows.map((row) => row.id), executor);
    return rows.map((row) => ({
      documentType: row.document_type as KeptDocumentType,
      ownerType: row.owner_type,
      ownerId: row.owner_id,
      files: files.filter((file) => file.document_id === row.id).map(toFile),
      fields: parseJson<FieldValues>(row.fields, {}),
      owners: parseJson<Owners>(row.owners, {}),
      verification: parseJson<Verification | null>(row.verification, null),
      updatedAt: row.updated_at,
    }));
  }

  function findRow(ownerType: ScannedOwner, ownerId: string, documentType: ScannedDocumentType, executor: Db = db) {
    return documentQuery(executor)
      .where('owner_type', '=', ownerType).where('owner_id', '=', ownerId).where('document_type', '=', documentType)
      .executeTakeFirst();
  }

  async function findDocument(ownerType: ScannedOwner, ownerId: string, documentType: ScannedDocumentType, executor: Db = db) {
    const row = await findRow(ownerType, ownerId, documentType, executor);
    return row && (await toDocuments([row], executor))[0];
  }

  async function fileCount(documentId: string, executor: Db = db): Promise<number> {
    const row = await executor.selectFrom('scanned_document_files').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('document_id', '=', documentId).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The document's row id, creating an empty document when there is none yet. */
  async function ensureDocument(executor: Db, ownerType: ScannedOwner, ownerId: string, documentType: ScannedDocumentType, now: string): Promise<string> {
    const existing = await findRow(ownerType, ownerId, documentType, executor);
    if (existing) return existing.id;
    // Two first uploads at once both find none: the one that loses the insert takes the winner's document.
    await executor.insertInto('scanned_documents').values({
      id: newId(), owner_type: ownerType, owner_id: ownerId, document_type: documentType, fields: '{}', owners: '{}', verification: null,
      created_at: now, updated_at: now,
    }).onConflict((conflict) => conflict.columns(['owner_type', 'owner_id', 'document_type']).doNothing()).execute();
    return (await findRow(ownerType, ownerId, documentType, executor))!.id;
  }

  return {
    /** The owner record of a document, or a 404 naming what was not found. */
    async owner(type: ScannedOwner, id: string): Promise<ScannedOwnerRecord> {
      if (type === 'customer') {
        const row = await db.selectFrom('customers').select(['id', 'full_name']).where('id', '=', id).executeTakeFirst();
        if (row) return { type, id: row.id, fullName: row.full_name, chassisNo: null };
      } else if (type === 'car') {
        const row = await db.selectFrom('cars').leftJoin('customers', 'customers.id', 'cars.customer_id')
          .select(['cars.id', 'cars.vin', 'cars.registration', 'customers.full_name']).where('cars.id', '=', id).executeTakeFirst();
        if (row) return { type, id: row.id, fullName: row.full_name, chassisNo: chassisOf(row.registration, row.vin) };
      } else {
        const row = await db.selectFrom('quotes').select('id').where('id', '=', id).executeTakeFirst();
        if (row) return { type, id: row.id, fullName: null, chassisNo: null };
      }
      throw notFound(OWNER_NOT_FOUND[type]);
    },

    /** A policy as its cancellation papers are checked against it: its numbers and period, its customer's name, its car's chassis number. */
    async policy(id: string): Promise<PolicyRecord> {
      const row = await db.selectFrom('policies as p').leftJoin('customers as c', 'c.id', 'p.customer_id').leftJoin('cars as car', 'car.id', 'p.car_id')
        .select(['p.ref', 'p.company_policy_number', 'p.start_date', 'p.expiry_date', 'c.full_name', 'car.vin', 'car.registration'])
        .where('p.id', '=', id).executeTakeFirst();
      if (!row) throw notFound('Policy not found');
      return {
        ref: row.ref, companyPolicyNumber: row.company_policy_number, customerName: row.full_name,
        chassisNo: row.registration === null ? row.vin : chassisOf(row.registration, row.vin),
        startDate: row.start_date?.slice(0, 10) ?? null, expiryDate: row.expiry_date?.slice(0, 10) ?? null,
      };
    },

    find: (ownerType: ScannedOwner, ownerId: string, documentType: ScannedDocumentType) => findDocument(ownerType, ownerId, documentType),

    /** An owner's documents, in the order of `SCANNED_DOCUMENT_TYPES`. */
    async list(ownerType: ScannedOwner, ownerId: string): Promise<ScannedDocument[]> {
      const rows = await documentQuery().where('owner_type', '=', ownerType).where('owner_id', '=', ownerId).execute();
      const documents = await toDocuments(rows);
      return documents.sort((a, b) => SCANNED_DOCUMENT_TYPES.indexOf(a.documentType) - SCANNED_DOCUMENT_TYPES.indexOf(b.documentType));
    },

    /** How many files the document has (0 when there is no document). */
    async fileCount(ownerType: ScannedOwner, ownerId: string, documentType: ScannedDocumentType): Promise<number> {
      const row = await findRow(ownerType, ownerId, documentType);
      return row ? fileCount(row.id) : 0;
    },

    /**
     * Records a stored file on its document (created if missing) and merges what OCR read over
     * the kept fields, all in one transaction; a document that has its two files already is
     * refused with a 422 and left as it was.
     */
    async addFile(input: {
      ownerType: ScannedOwner; ownerId: string; documentType: ScannedDocumentType; file: NewScannedFile; extraction: Extraction;
      accountId: string; at?: Date;
    }): Promise<ScannedDocument> {
      const now = (input.at ?? new Date()).toISOString();
      return db.transaction().execute(async (trx) => {
        const documentId = await ensureDocument(trx, input.ownerType, input.ownerId, input.documentType, now);
        // Two uploads racing for the last free place count the files one after the other.
        await lockRow(trx, 'scanned_documents', documentId);
        if ((await fileCount(documentId, trx)) >= MAX_FILES_PER_DOCUMENT) throw unprocessable(TOO_MANY_FILES);
        const kept = await documentQuery(trx).where('id', '=', documentId).executeTakeFirstOrThrow();
        await trx.updateTable('scanned_documents').set({
          fields: JSON.stringify(mergeFields(parseJson<FieldValues>(kept.fields, {}), input.extraction.fields)),
          owners: JSON.stringify(mergeOwners(parseJson<Owners>(kept.owners, {}), input.extraction.owners)),
          updated_at: now,
        }).where('id', '=', documentId).execute();
        await trx.insertInto('scanned_document_files').values({
          id: input.file.id, document_id: documentId, file_name: input.file.fileName, mime_type: input.file.mimeType, size: input.file.size,
          checksum: input.file.checksum, path: input.file.path, uploaded_by: input.accountId, created_at: now,
        }).execute();
        return (await findDocument(input.ownerType, input.ownerId, input.documentType, trx))!;
      });
    },

    /**
     * Keeps the fields as staff corrected them (and the owners, when given) with the result of
     * their verification; a document typed in by hand, with no file, is created.
     */
    async saveVerified(input: {
      ownerType: ScannedOwner; ownerId: string; documentType: ScannedDocumentType; fields: FieldValues; owners: Owners | undefined;
      verification: Verification; at?: Date;
    }): Promise<void> {
      const now = (input.at ?? new Date()).toISOString();
      await db.transaction().execute(async (trx) => {
        const documentId = await ensureDocument(trx, input.ownerType, input.ownerId, input.documentType, now);
        await trx.updateTable('scanned_documents').set({
          fields: JSON.stringify(mergeFields({}, input.fields)),
          ...(input.owners && { owners: JSON.stringify(mergeOwners({}, input.owners)) }),
          verification: JSON.stringify(input.verification),
          updated_at: now,
        }).where('id', '=', documentId).execute();
      });
    },

    /**
     * Removes a whole document (rows) or, with `fileId`, one of its files; answers the stored
     * paths to delete from disk, or null when there was nothing to remove.
     */
    async remove(ownerType: ScannedOwner, ownerId: string, documentType: ScannedDocumentType, fileId?: string): Promise<string[] | null> {
      return db.transaction().execute(async (trx) => {
        const document = await findRow(ownerType, ownerId, documentType, trx);
        if (!document) return null;
        let files = trx.selectFrom('scanned_document_files').select(['id', 'path']).where('document_id', '=', document.id);
        if (fileId !== undefined) files = files.where('id', '=', fileId);
        const paths = (await files.execute()).map((file) => file.path);
        if (fileId !== undefined) {
          if (paths.length === 0) return null;
          await trx.deleteFrom('scanned_document_files').where('document_id', '=', document.id).where('id', '=', fileId).execute();
          await trx.updateTable('scanned_documents').set({ updated_at: new Date().toISOString() }).where('id', '=', document.id).execute();
        } else {
          await trx.deleteFrom('scanned_document_files').where('document_id', '=', document.id).execute();
          await trx.deleteFrom('scanned_documents').where('id', '=', document.id).execute();
        }
        return paths;
      });
    },

    /** A file of one of the owner's documents; another owner's file is not found. */
    async findFile(ownerType: ScannedOwner, ownerId: string, fileId: string): Promise<StoredScannedFile | undefined> {
      const row = await db.selectFrom('scanned_document_files')
        .innerJoin('scanned_documents', 'scanned_documents.id', 'scanned_document_files.document_id')
        .select([
          'scanned_document_files.id', 'scanned_document_files.file_name', 'scanned_document_files.mime_type',
          'scanned_document_files.size', 'scanned_document_files.checksum', 'scanned_document_files.path',
        ])
        .where('scanned_documents.owner_type', '=', ownerType).where('scanned_documents.owner_id', '=', ownerId)
        .where('scanned_document_files.id', '=', fileId)
        .executeTakeFirst();
      return row && { id: row.id, fileName: row.file_name, mimeType: row.mime_type, size: row.size, checksum: row.checksum, path: row.path };
    },
  };
}

export type ScannedDocumentsRepository = ReturnType<typeof createScannedDocumentsRepository>;
