import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_LIMITS } from '../../../shared/contract/documents/index.js';
import { documentsContract } from '../../../shared/contract/documents/documents.contract.js';
import { notFound } from '../../http/httpError.js';
import { pagination } from '../../http/pagination.js';
import { registerArea, type AreaHandlers } from '../../http/registerArea.js';
import { uploadTempDir } from '../../services/storage/storedPath.js';
import { createDocumentStorage } from '../../services/uploads/documentStorage.js';
import type { ByteLimits } from '../../services/uploads/fileTypes.js';
import { receiveForm, receiveUpload } from '../../services/uploads/receiveUpload.js';
import { createCustomersRepository } from '../customers/customers.repository.js';
import { createDocumentsRepository } from './documents.repository.js';

export interface DocumentsRoutesOptions {
  /** The stored files' folder (`BROKERDESK_FILES_DIR`). */
  filesDir: string;
  /** Per-kind byte limits; the contract's `UPLOAD_LIMITS` unless given (tests of very large files). */
  limits?: Partial<ByteLimits>;
}

type Area = typeof documentsContract;

/**
 * A customer's documents: upload one file per request (a document, an Excel workbook, or a zip
 * folder whose entries become documents), list and download. Every upload announces itself
 * through `app.notify` ("document uploaded").
 */
export function documentsRoutes(app: FastifyInstance, options: DocumentsRoutesOptions, done: () => void): void {
  const documents = createDocumentsRepository(app.db);
  const customers = createCustomersRepository(app.db);
  const storage = createDocumentStorage(options.filesDir);
  const tempDir = uploadTempDir(options.filesDir);
  const limits: ByteLimits = { ...UPLOAD_LIMITS, ...options.limits };
  const streamLimit = Math.max(limits.documentBytes, limits.zipBytes, limits.excelBytes);

  const customerOf = (id: string) => customers.get(id);

  const handlers: AreaHandlers<Area> = {
    list: async ({ params, query }) => {
      await customerOf(params.id);
      const page = await documents.list(params.id, query.page, query.size, query.search);
      return { success: true, data: page.items, pagination: pagination(query.page, query.size, page.totalItems) };
    },

    upload: async ({ params, request, auth }) => {
      const customer = await customerOf(params.id);
      // The largest kind's limit bounds the stream; each kind's own limit is applied while it streams.
      const { files: [received] } = await receiveForm(request, {
        fileFields: ['file', 'folderZip'], attach: 'Attach the document as "file" or a zip folder as "folderZip"',
        notMultipart: 'Send the document as multipart form data', maxBytes: streamLimit,
        receive: (part) => receiveUpload(part, tempDir, { limits }),
      });
      const stored = await storage.store(customer._id, received!);
      const data = await documents.add(customer._id, stored, auth.accountId).catch(async (error: unknown) => {
        // Nothing was recorded: the files moved into place must not stay behind.
        await Promise.all(stored.map((document) => storage.remove(document.path)));
        throw error;
      });
      await app.notify(
        { kind: 'documentUploaded', customerId: customer._id, customerName: customer.fullName, fileName: received!.fileName, count: data.length },
        auth.accountId,
      );
      return { success: true, data, message: data.length === 1 ? 'Document uploaded' : `${data.length} documents uploaded` };
    },

    download: async ({ params }) => {
      await customerOf(params.id);
      const document = await documents.find(params.id, params.documentId);
      if (!document) throw notFound('Document not found');
      return {
        fileName: document.fileName,
        content: createReadStream(storage.absolutePath(document.path)),
        headers: { 'Content-Type': document.mimeType, 'Content-Length': String(document.size), 'X-Content-Type-Options': 'nosniff' },
      };
    },
  };
  registerArea(app, documentsContract, handlers);
  done();
}
