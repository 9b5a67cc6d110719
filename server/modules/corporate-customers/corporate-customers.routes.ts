import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { CORPORATE_FILE_KINDS, corporateCustomersContract, corporateCustomersResource, type CorporateFileKind } from '../../../shared/contract/corporate-customers/index.js';
import { createRecordFiles } from '../../kit/recordFiles.js';
import { registerResource } from '../../kit/registerResource.js';
import type { DocumentFile } from '../../services/ocr/documentReader.types.js';
import { failedExtraction, type DocumentReading } from '../../services/ocr/documentReading.js';
import { HttpError } from '../../http/httpError.js';
import type { Extraction } from '../../../shared/contract/scanned-documents/index.js';
import { storedFileDownload } from '../../services/storage/storedFileDownload.js';
import { resolveStoredPath } from '../../services/storage/storedPath.js';
import { createCorporateCustomersRepository } from './corporate-customers.repository.js';

export interface CorporateCustomersRoutesOptions {
  clock?: () => number;
  filesDir: string;
  reading: DocumentReading;
}

/** Each kind of file with the `stored_files.owner_type` it is kept under. */
const FILE_KINDS = {
  tradeLicense: { ...CORPORATE_FILE_KINDS.tradeLicense, ownerType: 'corporate-trade-licence' },
  businessOfRecord: { ...CORPORATE_FILE_KINDS.businessOfRecord, ownerType: 'corporate-bor' },
  emiratesId: { ...CORPORATE_FILE_KINDS.emiratesId, ownerType: 'corporate-emirates-id' },
} as const;

/** Corporate customers on the kit, plus the area's readings, pickers, the row status and the files kept on a customer (spec 001 §2). */
export function corporateCustomersRoutes(app: FastifyInstance, options: CorporateCustomersRoutesOptions, done: () => void): void {
  const now = () => new Date((options.clock ?? Date.now)());
  const customers = createCorporateCustomersRepository(app.db, now);
  const files = createRecordFiles(app.db, options.filesDir, { folder: 'corporate-customers', kinds: FILE_KINDS });

  /**
   * What the document reader finds in a kept trade licence. A file it refuses (an image too small
   * to read) stays kept: it is still the customer's licence, with nothing read from it.
   */
  async function readLicence(path: string, mimeType: DocumentFile['mimeType']): Promise<Extraction> {
    try {
      return await options.reading.read('tradeLicense', { bytes: await readFile(resolveStoredPath(options.filesDir, path)), mimeType });
    } catch (error) {
      if (error instanceof HttpError) return failedExtraction('tradeLicense');
      throw error;
    }
  }

  /** Removes every file of a kind, once the customer is known. */
  async function removeKind(id: string, kind: CorporateFileKind) {
    await customers.get(id);
    const removed = await files.removeKind(id, kind);
    const label = CORPORATE_FILE_KINDS[kind].label;
    return { success: true as const, data: await files.list(id), message: removed === 0 ? `No ${label} file to remove` : `${label} removed` };
  }

  registerResource(app, corporateCustomersContract, corporateCustomersResource, customers, {
    setRowStatus: async ({ params, body }) => ({ success: true, data: await customers.setRowStatus(params.id, body, now().toISOString()), message: 'Status updated' }),
    names: async ({ query }) => ({ success: true, data: await customers.names(query.search) }),
    detailFromBusinessline: async ({ params }) => ({ success: true, data: await customers.get(params.id) }),
    commercial: async ({ params }) => ({ success: true, data: await customers.commercial(params.id) }),
    cpm: async ({ params }) => ({ success: true, data: await customers.cpm(params.id) }),
    insurers: async () => ({ success: true, data: await customers.insurers() }),
    agents: async () => ({ success: true, data: await customers.agents() }),
    companyPlans: async ({ params }) => ({ success: true, data: await customers.companyPlans(params.id) }),
    files: async ({ params }) => {
      await customers.get(params.id);
      return { success: true, data: await files.list(params.id) };
    },
    uploadFiles: async ({ params, request }) => {
      const { id, kind } = params;
      await customers.get(id); // an unknown customer is answered (404) before its upload is read
      const { kept, paths } = await files.upload(request, id, kind, now().toISOString());
      // The trade licence's first file is read for the record's fields; staff choose to apply them.
      const extraction = kind === 'tradeLicense' ? await readLicence(paths[0]!, kept[0]!.mimeType as DocumentFile['mimeType']) : null;
      const label = CORPORATE_FILE_KINDS[kind].label;
      return { success: true, data: await files.list(id), extraction, message: `${label}: ${kept.length} file${kept.length === 1 ? '' : 's'} kept` };
    },
    file: async ({ params }) => storedFileDownload(options.filesDir, await files.file(params.id, params.fileId)),
    removeFile: async ({ params }) => {
      const removed = await files.remove(params.id, params.fileId);
      return { success: true, data: await files.list(params.id), message: `${removed.fileName} removed` };
    },
    removeEmiratesId: ({ params }) => removeKind(params.id, 'emiratesId'),
    removeTradeLicense: ({ params }) => removeKind(params.id, 'tradeLicense'),
  }, { clock: now });
  done();
}
