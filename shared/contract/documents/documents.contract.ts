import { IdParamsSchema } from '../common.schema.js';
import { endpoint } from '../endpoint.js';
import { DocumentListQuerySchema, DocumentListResultSchema, DocumentParamsSchema, DocumentUploadResultSchema } from './documents.schema.js';

const base = '/api/admin/customers/{id}/documents';

/**
 * A customer's documents (the Documents tab; the spec shows no paths for it, so they sit under the
 * customer). One file per upload request, so every file of a bulk drop gets its own answer: a
 * document (PDF, JPG, PNG) or excel workbook in the field `file`, or a zip folder in `folderZip`,
 * whose entries become documents of the customer.
 */
export const documentsContract = {
  list: endpoint({
    method: 'GET', path: base, summary: "A customer's documents", permission: 'customer.read',
    params: IdParamsSchema, query: DocumentListQuerySchema, response: DocumentListResultSchema, pageSize: 50,
  }),
  upload: endpoint({
    method: 'POST', path: `${base}/upload`, summary: 'Upload a document to a customer', permission: 'customer.update',
    params: IdParamsSchema, multipart: true, response: DocumentUploadResultSchema,
  }),
  download: endpoint({
    method: 'GET', path: `${base}/{documentId}/download`, summary: "Download a customer's document", permission: 'customer.read',
    params: DocumentParamsSchema, response: DocumentUploadResultSchema, download: { mimeType: 'application/octet-stream' },
  }),
};
