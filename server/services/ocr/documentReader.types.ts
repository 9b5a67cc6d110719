import type { Extraction, ScannedDocumentType } from '../../../shared/contract/scanned-documents/index.js';

/** A document's file as received: its bytes and the type its content was checked to be. */
export interface DocumentFile {
  bytes: Buffer;
  mimeType: 'image/png' | 'image/jpeg' | 'application/pdf';
}

/**
 * Reads scanned documents into their fields (OCR on images, the text layer or the scanned image of
 * a PDF's first page). A file that can be opened but yields nothing usable gives `read: false`; a
 * file that cannot be read at all (an image too small, a PDF with no pages) throws a 422 `HttpError`.
 */
export interface DocumentReader {
  read(type: ScannedDocumentType, file: DocumentFile): Promise<Extraction>;
  /** Stops the OCR workers (server shutdown). */
  close(): Promise<void>;
}
