import { rm } from 'node:fs/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { praktorapoliciesContract } from '../../../shared/contract/praktorapolicies/praktorapolicies.contract.js';
import {
  OFFLINE_SHEET_FIELD, OFFLINE_SHEET_MAX_BYTES, type OfflineRowRejection, type OfflineUploadReport,
} from '../../../shared/contract/praktorapolicies/index.js';
import { newId } from '../../db/ids.js';
import { HttpError } from '../../http/httpError.js';
import { pagination } from '../../http/pagination.js';
import { registerArea, type AreaHandlers } from '../../http/registerArea.js';
import { uploadTempDir } from '../../services/storage/storedPath.js';
import { receiveFile, receiveForm } from '../../services/uploads/receiveUpload.js';
import { SheetError, readOfflineSheet } from './offlineSheet.js';
import { createOfflinePoliciesRepository } from './praktorapolicies.repository.js';

/** The spec's field, and the one the hosts' upload sends. */
const SHEET_FIELDS = [OFFLINE_SHEET_FIELD, 'file'];
const TOO_LARGE = `The sheet must be at most ${OFFLINE_SHEET_MAX_BYTES / (1024 * 1024)} MB: split it into smaller sheets.`;

const sheetError = (status: number, message: string) => new HttpError(status, `${OFFLINE_SHEET_FIELD}: ${message}`, { [OFFLINE_SHEET_FIELD]: message });

/** The one file of the upload, received to a temporary file (at most 5 MB). */
async function receiveSheet(request: FastifyRequest, tempDir: string) {
  const { files: [sheet] } = await receiveForm(request, {
    fileFields: SHEET_FIELDS, attach: `Attach the sheet as "${OFFLINE_SHEET_FIELD}"`, notMultipart: 'Send the sheet as multipart form data',
    maxBytes: OFFLINE_SHEET_MAX_BYTES,
    receive: (part) => receiveFile(part, tempDir, { maxBytes: OFFLINE_SHEET_MAX_BYTES, tooLarge: TOO_LARGE, fallbackName: 'sheet.xlsx' }),
  });
  return sheet!;
}

function rowsText(count: number): string {
  return `${count} row${count === 1 ? '' : 's'}`;
}

/** "Nothing was saved: 2 rows rejected. Row 3, FCPREMIUM: …; Row 5, POLICYNO: …" with one field error per problem. */
function nothingSaved(rejected: number, rejections: readonly OfflineRowRejection[]): HttpError {
  const shown = rejections.slice(0, 5).map((r) => `Row ${r.row}, ${r.field}: ${r.reason}`).join('; ');
  return new HttpError(
    422,
    `Nothing was saved: ${rowsText(rejected)} rejected. ${shown}${rejections.length > 5 ? '; …' : ''}`,
    Object.fromEntries(rejections.slice(0, 200).map((r) => [`rows.${r.row}.${r.field}`, r.reason])),
  );
}

/**
 * Offline policies (issue 6): the list beside the online policies, one policy with every column
 * of its sheet row, and the bulk import from a spreadsheet with a per-row report.
 */
export function praktorapoliciesRoutes(app: FastifyInstance, options: { filesDir: string }, done: () => void): void {
  const policies = createOfflinePoliciesRepository(app.db);
  const tempDir = uploadTempDir(options.filesDir);

  const handlers: AreaHandlers<typeof praktorapoliciesContract> = {
    list: async ({ query, body }) => {
      const result = await policies.list({ ...body, search: query.search }, query.page, query.size);
      return { success: true, data: result.items, pagination: pagination(query.page, query.size, result.totalItems, result.totalCapped) };
    },
    get: async ({ params }) => ({ success: true, data: await policies.get(params.id) }),
    upload: async ({ query, request, auth }) => {
      const { tempPath, fileName } = await receiveSheet(request, tempDir);
      const sheet = await readOfflineSheet(tempPath, fileName).catch((error: unknown) => {
        if (error instanceof SheetError) throw sheetError(error.statusCode, error.message);
        throw error;
      }).finally(() => rm(tempPath, { force: true }));
      if (query.mode === 'all-or-nothing' && sheet.rejectedRows > 0) throw nothingSaved(sheet.rejectedRows, sheet.rejections);
      const batchId = newId();
      const saved = await policies.importRows(sheet.rows, { batchId, fileName, accountId: auth.accountId });
      const report: OfflineUploadReport = {
        mode: query.mode, fileName, batchId, totalRows: sheet.totalRows, saved: saved.saved, updated: saved.updated,
        rejected: sheet.rejectedRows, rejections: sheet.rejections,
      };
      request.log.info({ batchId, fileName, totalRows: report.totalRows, saved: report.saved, updated: report.updated, rejected: report.rejected }, 'offline policies uploaded');
      return { success: true, data: report, message: `${report.saved} saved, ${report.updated} updated, ${report.rejected} rejected` };
    },
  };
  registerArea(app, praktorapoliciesContract, handlers);
  done();
}
