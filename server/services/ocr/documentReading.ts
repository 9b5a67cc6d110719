import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ExtractionSchema, type Extraction, type ScannedDocumentType } from '../../../shared/contract/scanned-documents/index.js';
import { HttpError } from '../../http/httpError.js';
import type { DocumentFile, DocumentReader } from './documentReader.types.js';

export function failedExtraction(documentType: ScannedDocumentType): Extraction {
  return { documentType, read: false, fields: {}, owners: {}, confidence: 0 };
}

/**
 * The server's one document reader, shared by every area that reads papers (scanned documents,
 * cancellation requests). The real reader loads OCR workers and language data
 * (`<dataDir>/ocr-lang`), so it starts on first use and stops with the server.
 */
export function createDocumentReading(app: FastifyInstance, options: { dataDir: string; reader?: DocumentReader | undefined }) {
  let started: Promise<DocumentReader> | undefined;
  function reader(): Promise<DocumentReader> {
    if (options.reader) return Promise.resolve(options.reader);
    started ??= import('./documentReader.js').then(({ createDocumentReader }) => createDocumentReader({ langDir: join(options.dataDir, 'ocr-lang') }));
    return started;
  }
  app.addHook('onClose', async () => {
    if (started) await (await started).close();
  });

  return {
    /**
     * What OCR makes of a file. An image too small or a PDF without pages is refused (the
     * reader's 422); a reader that fails otherwise leaves the fields to be typed.
     */
    async read(documentType: ScannedDocumentType, file: DocumentFile): Promise<Extraction> {
      let extraction: unknown;
      try {
        extraction = await (await reader()).read(documentType, file);
      } catch (error) {
        if (error instanceof HttpError) throw error;
        app.log.error({ err: error, documentType }, 'document reader failed');
        return failedExtraction(documentType);
      }
      const parsed = ExtractionSchema.safeParse(extraction);
      if (parsed.success) return { ...parsed.data, documentType };
      app.log.error({ issues: parsed.error.issues, documentType }, 'document reader answered an invalid extraction');
      return failedExtraction(documentType);
    },
  };
}

export type DocumentReading = ReturnType<typeof createDocumentReading>;
