import { z } from 'zod';
import { IdParamsSchema } from '../common.schema.js';
import { endpoint } from '../endpoint.js';
import {
  HealthDocumentFileParamsSchema, HealthDocumentParamsSchema, HealthMemberParamsSchema, HealthDocumentRemoveResultSchema, HealthDocumentRemoveSchema, HealthDocumentUploadFieldsSchema,
  HealthDocumentUploadResultSchema, HealthDocumentsResultSchema,
} from './health-documents.schema.js';

const base = '/api/admin/health/healthproposal/{id}/documents';

/**
 * Each insured member's documents of a health proposal (FIELDS.md "Required documents … by visa
 * status"; which member needs which is `shared/domain/healthDocuments.ts`, whose comment gives the
 * decisions on investor and dependent-only insured types). Decisions where FIELDS.md is silent:
 * - Paths sit under the proposal at the admin base (not FIELDS.md's `POST /api/healthinfo/uploadDocuments`),
 *   with the member and the document in the path: the server refuses a third file or an unknown
 *   member before it receives the file, and the rights are the health quote module's as the rest of the proposal.
 * - Uploads (multipart, the PDF, PNG or JPEG in `file`, at most 10 MB, two files per document) go
 *   through the scanned documents' checks and storage; an Emirates ID is read by OCR and what it
 *   read is kept with the file. `replace` "true" swaps the document's files for the new one.
 * - The listing names every member's required documents, the missing ones and the refusal a
 *   payment would get (`missingMessage`): the health payment calls (card, pay later, manual)
 *   answer 422 with that message while any is missing.
 */
export const healthDocumentsContract = {
  list: endpoint({
    method: 'GET', path: base, summary: "A health proposal's member documents, with the missing ones per member",
    permission: 'healthQuote.read', params: IdParamsSchema, response: HealthDocumentsResultSchema,
  }),
  upload: endpoint({
    method: 'POST', path: `${base}/{memberId}/{documentKey}`, summary: "Upload a file of a health member's document",
    permission: 'healthQuote.update', params: HealthDocumentParamsSchema, multipart: true, body: HealthDocumentUploadFieldsSchema,
    response: HealthDocumentUploadResultSchema,
  }),
  remove: endpoint({
    method: 'POST', path: `${base}/{memberId}/remove`, summary: "Remove a health member's document, or one of its files",
    permission: 'healthQuote.update', params: HealthMemberParamsSchema, body: HealthDocumentRemoveSchema, response: HealthDocumentRemoveResultSchema,
  }),
  file: endpoint({
    method: 'GET', path: `${base}/files/{fileId}`, summary: "Download a file of a health member's document",
    permission: 'healthQuote.read', params: HealthDocumentFileParamsSchema, response: z.string(), download: { mimeType: 'application/octet-stream' },
  }),
};
