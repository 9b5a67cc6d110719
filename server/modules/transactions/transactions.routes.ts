import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_LIMITS } from '../../../shared/contract/documents/index.js';
import { LIMITS } from '../../../shared/contract/index.js';
import { CommissionInvoiceFieldsSchema, commissionStatementContract, healthTransactionsContract } from '../../../shared/contract/transactions/index.js';
import { dubaiDate } from '../../../shared/domain/dubaiDay.js';
import { formFields } from '../../http/formFields.js';
import { notFound } from '../../http/httpError.js';
import { pagination } from '../../http/pagination.js';
import { registerArea, type AreaHandlers } from '../../http/registerArea.js';
import { csvLine } from '../customers/customersCsv.js';
import { uploadTempDir } from '../../services/storage/storedPath.js';
import { createPoliciesRepository } from '../policies/policies.repository.js';
import { createScanStorage, receiveScan } from '../scanned-documents/scannedFiles.js';
import { createCommissionStatementRepository } from './commissionStatement.repository.js';
import { commissionStatementCsv } from './commissionStatementCsv.js';
import { createTransactionsRepository } from './transactions.repository.js';
import { TRANSACTION_CSV_HEADER, transactionCsvLine } from './transactionsCsv.js';

const EXPORT_CHUNK_ROWS = 1000;

/**
 * The transactions of the lines that have their own screens of them: health's at its paths
 * (`healthTransactionsContract`); and the commission statement over every line's (`commissionStatementContract`).
 */
export function transactionsRoutes(app: FastifyInstance, options: { filesDir: string }, done: () => void): void {
  const transactions = createTransactionsRepository(app.db, 'health');
  const storage = createScanStorage(options.filesDir);
  const tempDir = uploadTempDir(options.filesDir);
  const policies = createPoliciesRepository(app.db, Date.now, 'health');

  const handlers: AreaHandlers<typeof healthTransactionsContract> = {
    list: async ({ query, body }) => {
      const page = await transactions.list({ ...body, search: query.search }, query);
      return { success: true, data: page.items, pagination: pagination(query.page, query.size, page.totalItems, page.totalCapped) };
    },

    detail: async ({ params }) => ({ success: true, data: await transactions.detail(params.id) }),

    policyTransactions: async ({ params, query }) => {
      const policy = await policies.lineRow(params.policyId);
      if (policy.customer_id !== params.id) throw notFound('Policy not found');
      const page = await transactions.list({ tType: 'all', customerId: policy.customer_id, policyId: policy.id }, query);
      return { success: true, data: page.items, pagination: pagination(query.page, query.size, page.totalItems) };
    },

    /** A refused upload keeps nothing: the file moves into place only once the number passes, and is removed again if recording it fails. */
    commissionInvoice: async ({ params, request, auth }) => {
      const policyId = await transactions.policyOf(params.id);
      const scan = await receiveScan(request, tempDir, UPLOAD_LIMITS.documentBytes);
      try {
        const fields = formFields(CommissionInvoiceFieldsSchema, scan.fields);
        const stored = await storage.store('policy', policyId, scan);
        const { replacedPath } = await transactions.saveCommissionInvoice({
          policyId, number: fields.commissionInvoiceNumber, accountId: auth.accountId,
          file: { id: stored.id, path: stored.path, fileName: scan.fileName, mimeType: scan.mimeType, size: scan.size, checksum: scan.checksum },
        }).catch(async (error: unknown) => {
          await storage.remove([stored.path]);
          throw error;
        });
        if (replacedPath) await storage.remove([replacedPath]);
        return { success: true, data: await transactions.detail(params.id), message: 'Commission invoice saved' };
      } finally {
        await rm(scan.tempPath, { force: true });
      }
    },

    commissionInvoiceFile: async ({ params }) => {
      const file = await transactions.commissionInvoiceFile(await transactions.policyOf(params.id));
      if (!file) throw notFound('Commission invoice not found');
      return storage.download({ path: file.path, checksum: file.checksum, fileName: file.file_name, mimeType: file.mime_type });
    },

    exportCsv: async ({ body }) => {
      const total = await transactions.total(body);
      async function* lines() {
        // The BOM makes spreadsheet programs read the UTF-8 (Arabic names) correctly.
        yield `\uFEFF${csvLine(TRANSACTION_CSV_HEADER)}`;
        for await (const chunk of transactions.inChunks(body, EXPORT_CHUNK_ROWS, LIMITS.exportRows)) yield chunk.map(transactionCsvLine).join('');
      }
      return {
        fileName: `health-transactions-${dubaiDate(new Date())}.csv`,
        content: Readable.from(lines()),
        headers: { 'X-Export-Rows': String(Math.min(total, LIMITS.exportRows)), 'X-Export-Truncated': String(total > LIMITS.exportRows) },
      };
    },
  };
  registerArea(app, healthTransactionsContract, handlers);

  const statements = createCommissionStatementRepository(app.db);
  const statementHandlers: AreaHandlers<typeof commissionStatementContract> = {
    statement: async ({ body }) => ({ success: true, data: await statements.statement(body) }),
    exportCsv: async ({ body }) => ({
      fileName: `commission-statement-${dubaiDate(body.startDate)}-${dubaiDate(body.endDate)}.csv`,
      // The BOM makes spreadsheet programs read the UTF-8 (Arabic insurer names) correctly.
      content: `\uFEFF${commissionStatementCsv(await statements.statement(body))}`,
    }),
  };
  registerArea(app, commissionStatementContract, statementHandlers);
  done();
}
