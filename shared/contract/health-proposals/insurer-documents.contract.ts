import { z } from 'zod';
import { IdParamsSchema } from '../common.schema.js';
import { endpoint } from '../endpoint.js';
import { InsurerDocumentFieldsSchema, InsurerDocumentParamsSchema, InsurerDocumentsResultSchema } from './insurer-documents.schema.js';

const base = '/api/admin/health/healthquote/{id}';

/**
 * The insurer's tax invoice and credit note of a health quote (FIELDS.md "Plan payable details":
 * captured before "Pay by bank transfer" or "Paid to the company"). Decisions where FIELDS.md is silent:
 * - `updatequotedetails` keeps its path and method but takes one document a call (multipart: the
 *   PDF, PNG or JPEG in `file`, at most 10 MB, checked by content, with `document`, `number` and
 *   `date`), because the desktop host uploads one file a request; sending it again replaces it.
 * - The listing and the downloads are ours (FIELDS.md names none), at the same base.
 * - The health manual payment calls answer 422 with `INSURER_DOCUMENTS_MISSING` while either is
 *   missing; card and pay-later links need neither. The policy issued from the quote takes the
 *   numbers and the credit note's date into its finance block.
 */
export const insurerDocumentsContract = {
  list: endpoint({
    method: 'GET', path: `${base}/insurerdocuments`, summary: "A health quote's tax invoice and credit note from the insurer",
    permission: 'healthQuote.read', params: IdParamsSchema, response: InsurerDocumentsResultSchema,
  }),
  upload: endpoint({
    method: 'PUT', path: `${base}/updatequotedetails`, summary: "Capture the insurer's tax invoice or credit note of a health quote",
    permission: 'healthQuote.update', params: IdParamsSchema, multipart: true, body: InsurerDocumentFieldsSchema, response: InsurerDocumentsResultSchema,
  }),
  file: endpoint({
    method: 'GET', path: `${base}/insurerdocuments/{document}`, summary: "Download the insurer's tax invoice or credit note of a health quote",
    permission: 'healthQuote.read', params: InsurerDocumentParamsSchema, response: z.string(), download: { mimeType: 'application/octet-stream' },
  }),
};
