import {
  INSURER_DOCUMENT_LABELS, INSURER_DOCUMENTS, INSURER_DOCUMENTS_MISSING, type InsurerDocument, type InsurerDocumentKind, type InsurerDocuments,
} from '../../shared/contract/health-proposals/insurer-documents.schema.js';
import type { PolicyFinance } from '../../shared/contract/policies/policies.schema.js';
import type { Db } from '../db/database.js';
import { lockRow } from '../db/dialect.js';
import type { Line } from '../db/schema.js';
import type { NewScannedFile } from '../modules/scanned-documents/scanned-documents.repository.js';
import { addHistory } from './salesRecords.js';

/**
 * The insurer's tax invoice and credit note of a quote (table `quote_insurer_documents`, 0048):
 * captured before a manual payment, carried onto the policy's finance block when it is issued.
 */
export function createInsurerDocumentsRepository(db: Db) {
  const rowsOf = (executor: Db, quoteId: string) =>
    executor.selectFrom('quote_insurer_documents').selectAll().where('quote_id', '=', quoteId).execute();

  return {
    /** The quote and its proposal when the quote is of `line`. */
    async quoteOf(quoteId: string, line: Line) {
      return db.selectFrom('quotes').innerJoin('proposals', 'proposals.id', 'quotes.proposal_id')
        .select(['quotes.id', 'quotes.proposal_id']).where('quotes.id', '=', quoteId).where('proposals.line', '=', line).executeTakeFirst();
    },

    async overview(quoteId: string): Promise<InsurerDocuments> {
      const rows = await rowsOf(db, quoteId);
      const documents: InsurerDocument[] = INSURER_DOCUMENTS.flatMap((kind) => rows.filter((row) => row.document === kind)).map((row) => ({
        document: row.document, number: row.number, date: row.document_date, fileName: row.file_name, mimeType: row.mime_type, size: row.size,
        uploadedAt: row.created_at,
      }));
      return { quoteId, documents, missingMessage: documents.length === INSURER_DOCUMENTS.length ? null : INSURER_DOCUMENTS_MISSING };
    },

    /**
     * Keeps a document of the quote, replacing the one captured before; answers the replaced
     * file's path, for the caller to delete once this is committed.
     */
    async save(input: {
      quoteId: string; proposalId: string; line: Line; document: InsurerDocumentKind; number: string; date: string; file: NewScannedFile; accountId: string;
    }): Promise<{ replacedPath: string | null }> {
      const at = new Date().toISOString();
      return db.transaction().execute(async (trx) => {
        // Two captures of the same document one after the other: the later one wins whole.
        await lockRow(trx, 'quotes', input.quoteId);
        const replaced = await trx.deleteFrom('quote_insurer_documents').where('quote_id', '=', input.quoteId).where('document', '=', input.document)
          .returning('path').executeTakeFirst();
        await trx.insertInto('quote_insurer_documents').values({
          quote_id: input.quoteId, document: input.document, number: input.number, document_date: input.date, file_id: input.file.id,
          file_name: input.file.fileName, mime_type: input.file.mimeType, size: input.file.size, checksum: input.file.checksum, path: input.file.path,
          uploaded_by: input.accountId, created_at: at,
        }).execute();
        await addHistory(trx, {
          entityType: 'proposal', entityId: input.proposalId, line: input.line, accountId: input.accountId, at,
          action: `${INSURER_DOCUMENT_LABELS[input.document]} ${replaced ? 'replaced' : 'captured'}`, detail: `${input.number} dated ${input.date}`,
        });
        return { replacedPath: replaced?.path ?? null };
      });
    },

    async find(quoteId: string, document: InsurerDocumentKind) {
      return db.selectFrom('quote_insurer_documents').select(['file_name', 'mime_type', 'checksum', 'path'])
        .where('quote_id', '=', quoteId).where('document', '=', document).executeTakeFirst();
    },
  };
}

/** The finance fields a policy takes from its quote's insurer documents (none when nothing was captured). */
export async function insurerDocumentsFinance(executor: Db, quoteId: string): Promise<PolicyFinance> {
  const rows = await executor.selectFrom('quote_insurer_documents').select(['document', 'number', 'document_date'])
    .where('quote_id', '=', quoteId).execute();
  const invoice = rows.find((row) => row.document === 'taxInvoice');
  const credit = rows.find((row) => row.document === 'creditNote');
  return {
    ...(invoice && { taxInvoice: invoice.number, taxInvoiceDate: invoice.document_date }),
    ...(credit && { creditNote: credit.number, creditNoteDate: credit.document_date }),
  };
}
