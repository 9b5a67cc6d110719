import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_LIMITS } from '../../../shared/contract/documents/index.js';
import { INSURER_DOCUMENT_LABELS, InsurerDocumentFieldsSchema, insurerDocumentsContract } from '../../../shared/contract/health-proposals/index.js';
import { formFields } from '../../http/formFields.js';
import { notFound } from '../../http/httpError.js';
import { registerArea, type AreaHandlers } from '../../http/registerArea.js';
import { createInsurerDocumentsRepository } from '../../sales/insurerDocuments.js';
import { uploadTempDir } from '../../services/storage/storedPath.js';
import { createScanStorage, receiveScan } from '../scanned-documents/scannedFiles.js';

type Area = typeof insurerDocumentsContract;

/**
 * The insurer's tax invoice and credit note of a health quote (`insurerDocumentsContract`): files
 * through the scanned documents' receiver (content, size and type checks) and storage.
 */
export function insurerDocumentsRoutes(app: FastifyInstance, options: { filesDir: string }, done: () => void): void {
  const documents = createInsurerDocumentsRepository(app.db);
  const storage = createScanStorage(options.filesDir);
  const tempDir = uploadTempDir(options.filesDir);

  /** The health quote and its proposal; a quote of another line is not found here. */
  async function healthQuote(quoteId: string) {
    const quote = await documents.quoteOf(quoteId, 'health');
    if (!quote) throw notFound('Quote not found');
    return quote;
  }

  const handlers: AreaHandlers<Area> = {
    list: async ({ params }) => ({ success: true, data: await documents.overview((await healthQuote(params.id)).id) }),

    /** A refused upload keeps nothing: the file moves into place only once the fields pass, and is removed again if recording it fails. */
    upload: async ({ params, request, auth }) => {
      const quote = await healthQuote(params.id);
      const scan = await receiveScan(request, tempDir, UPLOAD_LIMITS.documentBytes);
      try {
        const fields = formFields(InsurerDocumentFieldsSchema, scan.fields);
        const stored = await storage.store('quote', quote.id, scan);
        const { replacedPath } = await documents.save({
          quoteId: quote.id, proposalId: quote.proposal_id, line: 'health', document: fields.document, number: fields.number, date: fields.date,
          accountId: auth.accountId,
          file: { id: stored.id, path: stored.path, fileName: scan.fileName, mimeType: scan.mimeType, size: scan.size, checksum: scan.checksum },
        }).catch(async (error: unknown) => {
          await storage.remove([stored.path]);
          throw error;
        });
        if (replacedPath) await storage.remove([replacedPath]);
        return { success: true, data: await documents.overview(quote.id), message: `${INSURER_DOCUMENT_LABELS[fields.document]} saved` };
      } finally {
        await rm(scan.tempPath, { force: true });
      }
    },

    /** The file with its own content type, after its checksum is checked. */
    file: async ({ params }) => {
      const quote = await healthQuote(params.id);
      const file = await documents.find(quote.id, params.document);
      if (!file) throw notFound(`${INSURER_DOCUMENT_LABELS[params.document]} not found`);
      return storage.download({ path: file.path, checksum: file.checksum, fileName: file.file_name, mimeType: file.mime_type });
    },
  };
  registerArea(app, insurerDocumentsContract, handlers);
  done();
}
