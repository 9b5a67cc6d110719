import { DOCUMENT_FIELDS, PAPER_CHECK_TYPES, type Extraction, type FieldValues, type ScannedDocumentType } from '../../../shared/contract/scanned-documents/index.js';
import type { DocumentFile, DocumentReader } from './documentReader.types.js';
import { createOcrPool, defaultWorkerCount } from './ocrWorkers.js';
import { parseDocument, type Parsed } from './parsers/index.js';
import { vinTrusted } from './parsers/vinRepair.js';
import { prepareDocument } from './prepareImage.js';
import { rereadVin } from './vinReread.js';

export interface DocumentReaderOptions {
  /** Folder the OCR language data is copied to and read from (the server passes `<dataDir>/ocr-lang`). */
  langDir: string;
  /** OCR workers for the English pass at most; by default one per core, between 1 and 4. */
  workers?: number;
}

/**
 * Documents with a field printed only in Arabic, and when it is worth a second, Arabic pass:
 * the Emirates ID's Arabic name is on the front, a trade licence's Arabic trade name always there.
 */
const ARABIC_PASS: Partial<Record<ScannedDocumentType, (fields: FieldValues) => boolean>> = {
  emiratesId: (fields) => fields.side !== 'back',
  tradeLicense: () => true,
};

/** The cancellation papers, checked against a policy: their chassis number must pass its check. */
const PAPER_CHECKS = new Set<ScannedDocumentType>(PAPER_CHECK_TYPES);

/**
 * The real reader: a PDF's text layer is parsed as is; an image, or a PDF's scanned page, is
 * prepared and read by tesseract.js (offline), then parsed for the document's fields. Latin text
 * is read by English-only workers, and the Arabic names by Arabic-only ones: a combined
 * `eng+ara` worker retries every word that is not in its English dictionary with the Arabic
 * model, which turns VINs, engine numbers and amounts into a few stray digits. The workers start
 * on the first image read.
 *
 * @example
 * const reader = createDocumentReader({ langDir: join(dataDir, 'ocr-lang') });
 * const extraction = await reader.read('emiratesId', { bytes, mimeType: 'image/jpeg' });
 */
export function createDocumentReader(options: DocumentReaderOptions): DocumentReader {
  const workers = options.workers ?? defaultWorkerCount();
  const latin = createOcrPool({ langDir: options.langDir, languages: ['eng'], workers });
  const arabic = createOcrPool({ langDir: options.langDir, languages: ['ara'], workers: Math.max(1, Math.floor(workers / 2)) });

  async function readImage(documentType: ScannedDocumentType, png: Buffer): Promise<Parsed & { confidence: number }> {
    const hasVin = DOCUMENT_FIELDS[documentType].some((field) => field.format === 'vin');
    const english = await latin.recognize(png, { lines: hasVin });
    let parsed = parseDocument(documentType, english.text);
    if (ARABIC_PASS[documentType]?.(parsed.fields)) parsed = parseDocument(documentType, english.text, (await arabic.recognize(png)).text);
    // Every paper of a car is keyed on its VIN: it is read again from its cut-out and voted on.
    if (hasVin && english.lines) {
      const { chassisNo, year, make } = parsed.fields;
      const vin = await rereadVin(png, english.lines, latin, { pageVin: chassisNo, year, make });
      // A paper checked against a record never offers a VIN that fails its check (`findCheckedVin`).
      if (vin && (!PAPER_CHECKS.has(documentType) || vinTrusted(vin))) parsed.fields.chassisNo = vin;
    }
    return { ...parsed, confidence: english.confidence };
  }

  async function read(documentType: ScannedDocumentType, file: DocumentFile): Promise<Extraction> {
    const prepared = await prepareDocument(file);
    if (prepared.kind === 'empty') return { documentType, read: false, fields: {}, owners: {}, confidence: 0 };
    const { fields, owners, confidence } = prepared.kind === 'text'
      ? { ...parseDocument(documentType, prepared.text), confidence: 100 }
      : await readImage(documentType, prepared.png);
    // The side alone says nothing the agent can use.
    const usable = Object.keys(fields).some((key) => key !== 'side') || Object.keys(owners).length > 0;
    return usable
      ? { documentType, read: true, fields, owners, confidence: Math.round(confidence) }
      : { documentType, read: false, fields: {}, owners: {}, confidence: Math.round(confidence) };
  }

  return {
    read,
    async close() {
      await Promise.all([latin.close(), arabic.close()]);
    },
  };
}
