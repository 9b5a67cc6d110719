import { readFile, rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_LIMITS } from '../../../shared/contract/documents/index.js';
import { MESSAGES } from '../../../shared/contract/index.js';
import { HealthDocumentUploadFieldsSchema, healthDocumentsContract } from '../../../shared/contract/health-proposals/index.js';
import type { Extraction, ScannedDocumentType } from '../../../shared/contract/scanned-documents/index.js';
import { HEALTH_DOCUMENT_LABELS, type HealthDocumentKey } from '../../../shared/domain/healthDocuments.js';
import { formFields } from '../../http/formFields.js';
import { notFound, unprocessable } from '../../http/httpError.js';
import { registerArea, type AreaHandlers } from '../../http/registerArea.js';
import type { DocumentReading } from '../../services/ocr/documentReading.js';
import { uploadTempDir } from '../../services/storage/storedPath.js';
import { OCR_READ_MESSAGE } from '../scanned-documents/scanned-documents.routes.js';
import { TOO_MANY_FILES } from '../scanned-documents/scanned-documents.repository.js';
import { MAX_FILES_PER_DOCUMENT } from '../../../shared/contract/scanned-documents/index.js';
import { createScanStorage, receiveScan } from '../scanned-documents/scannedFiles.js';
import { createHealthDocumentsRepository, type HealthDocumentsOwner } from './healthDocuments.repository.js';

export interface HealthDocumentsRoutesOptions {
  filesDir: string;
  /** The server's document reader (OCR). */
  reading: DocumentReading;
}

type Area = typeof healthDocumentsContract;

/**
 * The health documents OCR reads: those a scanned-documents parser exists for (the passport from
 * its machine-readable zone). The others (visas, stamps, certificates) are kept as files only.
 */
const OCR_TYPES: Partial<Record<HealthDocumentKey, ScannedDocumentType>> = { emiratesId: 'emiratesId', passport: 'passport' };

/**
 * Health members' documents (issue 17): uploads through the scanned documents' receiver (content,
 * size and type checks) and storage, OCR where a parser exists, the listing with what is missing
 * per member, removals and downloads.
 */
export function healthDocumentsRoutes(app: FastifyInstance, options: HealthDocumentsRoutesOptions, done: () => void): void {
  const documents = createHealthDocumentsRepository(app.db);
  const storage = createScanStorage(options.filesDir);
  const tempDir = uploadTempDir(options.filesDir);

  function memberOf(proposal: HealthDocumentsOwner, memberId: string) {
    const member = proposal.members.find((candidate) => candidate.memberId === memberId);
    if (!member) throw notFound('Member not found');
    return member;
  }

  /** The proposal, and the member's document, refused when the member is not insured on it or does not need that document. */
  async function memberDocument(proposalId: string, memberId: string, documentKey: HealthDocumentKey) {
    const proposal = await documents.owner(proposalId);
    const member = memberOf(proposal, memberId);
    if (!member.required.includes(documentKey)) {
      throw unprocessable(`${HEALTH_DOCUMENT_LABELS[documentKey]} is not among the documents of visa status "${proposal.visaStatus}".`);
    }
    return { proposal, member };
  }

  const handlers: AreaHandlers<Area> = {
    list: async ({ params }) => ({ success: true, data: await documents.overview(await documents.owner(params.id)) }),

    /**
     * Any refusal (type, size, a third file, an unreadable image) keeps nothing: the file is moved
     * into place after OCR, and removed again if recording it fails.
     */
    upload: async ({ params, request, auth }) => {
      const { memberId, documentKey } = params;
      const { proposal, member } = await memberDocument(params.id, memberId, documentKey);
      const scan = await receiveScan(request, tempDir, UPLOAD_LIMITS.documentBytes);
      try {
        const { replace } = formFields(HealthDocumentUploadFieldsSchema, scan.fields);
        // Refused before OCR, which is the slow part; the transaction counts again.
        if (!replace && (await documents.fileCount(proposal.id, memberId, documentKey)) >= MAX_FILES_PER_DOCUMENT) throw unprocessable(TOO_MANY_FILES);
        const ocrType = OCR_TYPES[documentKey];
        const extraction: Extraction | null = ocrType
          ? await options.reading.read(ocrType, { bytes: await readFile(scan.tempPath), mimeType: scan.mimeType })
          : null;
        const stored = await storage.store('healthProposal', proposal.id, scan);
        const { replacedPaths } = await documents.addFile({
          proposalId: proposal.id, member, documentKey, extraction, replace, accountId: auth.accountId,
          file: { id: stored.id, path: stored.path, fileName: scan.fileName, mimeType: scan.mimeType, size: scan.size, checksum: scan.checksum },
        }).catch(async (error: unknown) => {
          await storage.remove([stored.path]);
          throw error;
        });
        await storage.remove(replacedPaths);
        const message = extraction === null ? 'File uploaded' : extraction.read ? OCR_READ_MESSAGE : MESSAGES.ocrFailed;
        return { success: true, data: await documents.overview(proposal), extraction, message };
      } finally {
        await rm(scan.tempPath, { force: true });
      }
    },

    remove: async ({ params, body, auth }) => {
      const proposal = await documents.owner(params.id);
      const label = HEALTH_DOCUMENT_LABELS[body.documentKey];
      const paths = await documents.remove(proposal.id, memberOf(proposal, params.memberId), body.documentKey, body.fileId, auth.accountId);
      if (!paths) throw notFound(body.fileId === undefined ? `${label} not found` : 'File not found');
      await storage.remove(paths);
      const message = body.fileId === undefined ? `${label} removed` : 'File removed';
      return { success: true, data: await documents.overview(proposal), message };
    },

    /** One file, with its own content type, after its checksum is checked. */
    file: async ({ params }) => {
      const proposal = await documents.owner(params.id);
      const file = await documents.findFile(proposal.id, params.fileId);
      if (!file || file.path !== storage.pathOf('healthProposal', proposal.id, file.id, file.mime_type)) throw notFound('File not found');
      return storage.download({ path: file.path, checksum: file.checksum, fileName: file.file_name, mimeType: file.mime_type });
    },
  };
  registerArea(app, healthDocumentsContract, handlers);
  done();
}
