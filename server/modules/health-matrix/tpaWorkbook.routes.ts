import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import {
  ImportTpaFieldsSchema, TPA_WORKBOOK_MAX_BYTES, TPA_WORKBOOK_MAX_ROWS, TPA_WORKBOOK_REPORTED_REJECTIONS, healthTpaWorkbookContract, type TpaImportReport,
} from '../../../shared/contract/health-matrix/index.js';
import { formFields } from '../../http/formFields.js';
import { badRequest, tooLarge, unprocessable } from '../../http/httpError.js';
import { registerArea } from '../../http/registerArea.js';
import { SheetFileRefusal, sheetFormat } from '../../services/sheets/sheetFile.js';
import { workbookSheets, type SheetTable } from '../../services/sheets/workbookSheets.js';
import { uploadTempDir } from '../../services/storage/storedPath.js';
import { receiveFile, receiveForm } from '../../services/uploads/receiveUpload.js';
import { WorkbookRefusal, openWorkbook } from '../../services/uploads/workbook.js';
import { TpaLayoutRefusal, readTpaSheets, writeTpaWorkbook } from './tpaWorkbook.js';
import { benefitMaster } from '../health-benefits/health-benefits.repository.js';
import { judgeTpaRows } from './tpaWorkbookRows.js';
import { storeTpaTree, tpaWorkbookRows } from './tpaWorkbookStore.js';

const MB = 1024 * 1024;
const ACCEPTED = 'Send the TPA as an Excel workbook (.xlsx) laid out as an exported TPA.';
const fileError = (message: string) => badRequest(`tpa: ${message}`, { tpa: message });
const NO_CHANGE = { created: 0, updated: 0, unchanged: 0 };

/** The uploaded workbook's sheets, its sizes checked before exceljs reads them. */
async function loadWorkbook(path: string, fileName: string): Promise<SheetTable[]> {
  const { format, size } = await sheetFormat(path, fileName).catch((error: unknown) => {
    throw error instanceof SheetFileRefusal ? fileError(`${error.message} ${ACCEPTED}`) : error;
  });
  if (format !== 'xlsx') throw fileError(`"${fileName}" is a CSV file: a TPA has several sheets. ${ACCEPTED}`);
  const checked = await openWorkbook(path, size, { maxEntries: 1000, maxUnpackedBytes: 128 * MB, maxSharedStringsBytes: 32 * MB }).catch((error: unknown) => {
    if (!(error instanceof WorkbookRefusal)) throw error;
    if (error.statusCode === 400) throw fileError(`"${fileName}" is not an Excel workbook: ${error.message}. ${ACCEPTED}`);
    if (error.statusCode === 413) throw tooLarge(`tpa: "${fileName}" could not be read. ${error.message}`);
    throw unprocessable(`tpa: "${fileName}" could not be read. ${error.message}`);
  });
  const tooMany = () => unprocessable(`tpa: "${fileName}" has more than ${TPA_WORKBOOK_MAX_ROWS.toLocaleString('en-US')} rows: import one TPA at a time.`);
  try {
    return await workbookSheets(checked, TPA_WORKBOOK_MAX_ROWS, tooMany);
  } catch (error) {
    if ((error as { statusCode?: unknown }).statusCode) throw error;
    throw fileError(`"${fileName}" could not be read as an Excel workbook. ${ACCEPTED}`);
  }
}

/** A TPA's rate workbook in and out (`healthTpaWorkbookContract` says what the workbook holds and how an import matches). */
export function tpaWorkbookRoutes(app: FastifyInstance, options: { filesDir: string; clock: () => Date }): void {
  const tempDir = uploadTempDir(options.filesDir);
  registerArea(app, healthTpaWorkbookContract, {
    importTpa: async ({ request }) => {
      const { files: [upload], fields } = await receiveForm(request, {
        fileFields: ['tpa', 'file'], attach: 'Attach the TPA workbook as "tpa"', notMultipart: 'Send the workbook as multipart form data', maxBytes: TPA_WORKBOOK_MAX_BYTES,
        receive: (part) => receiveFile(part, tempDir, { maxBytes: TPA_WORKBOOK_MAX_BYTES, tooLarge: `The workbook must be at most ${TPA_WORKBOOK_MAX_BYTES / MB} MB: import one TPA at a time.`, fallbackName: 'tpa.xlsx' }),
      });
      const file = upload!;
      try {
        const { companyId } = formFields(ImportTpaFieldsSchema, fields);
        const tables = await loadWorkbook(file.tempPath, file.fileName);
        let sheets;
        try {
          sheets = readTpaSheets(tables);
        } catch (error) {
          throw error instanceof TpaLayoutRefusal ? fileError(error.message) : error;
        }
        const totalRows = Object.values(sheets).reduce((sum, rows) => sum + rows.length, 0);
        const { tree, rejections } = judgeTpaRows(sheets, await benefitMaster(app.db));
        const report: Omit<TpaImportReport, 'applied' | 'tpaId' | 'networks' | 'cities' | 'plans' | 'matrices' | 'benefits'> = {
          fileName: file.fileName, tpaName: tree.tpaName, totalRows, rejected: rejections.length, rejections: rejections.slice(0, TPA_WORKBOOK_REPORTED_REJECTIONS),
        };
        if (rejections.length > 0) {
          const data = {
            ...report, applied: false, tpaId: null, networks: NO_CHANGE, cities: NO_CHANGE, plans: NO_CHANGE,
            matrices: { replaced: 0, unchanged: 0, rowsWritten: 0 }, benefits: { written: 0, unchanged: 0 },
          };
          return { success: true as const, data, message: `Nothing was imported: ${rejections.length} ${rejections.length === 1 ? 'row is' : 'rows are'} bad` };
        }
        const applied = await storeTpaTree(app.db, companyId, tree, options.clock().toISOString());
        const changed = applied.networks.created + applied.networks.updated + applied.cities.created + applied.plans.created + applied.plans.updated
          + applied.matrices.replaced + applied.benefits.written;
        const message = changed === 0
          ? `${tree.tpaName} is already as the workbook has it: nothing changed`
          : `${tree.tpaName} imported: ${applied.plans.created} plans created, ${applied.plans.updated} updated, ${applied.matrices.replaced} premium matrices replaced (${applied.matrices.rowsWritten.toLocaleString('en-US')} rows)${applied.benefits.written > 0 ? `, ${applied.benefits.written} benefit values written` : ''}`;
        return { success: true as const, data: { ...report, applied: true, ...applied }, message };
      } finally {
        await rm(file.tempPath, { force: true });
      }
    },

    exportTpa: async ({ params }) => {
      const { tpaName, rows } = await tpaWorkbookRows(app.db, params.tpaId);
      return { fileName: `${tpaName.replace(/[^\w .-]+/g, '_').trim() || 'TPA'} rates.xlsx`, content: await writeTpaWorkbook(rows) };
    },
  });
}
