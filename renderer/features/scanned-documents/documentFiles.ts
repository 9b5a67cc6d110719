import { UPLOAD_LIMITS, type DocumentKind, type PickedFile } from '../../../shared/contract/documents/index.js';
import { MAX_FILES_PER_DOCUMENT, type FieldValues, type Owners, type ScannedFile } from '../../../shared/contract/scanned-documents/index.js';

const MB = 1024 * 1024;
const ACCEPTED_KINDS: readonly DocumentKind[] = ['pdf', 'png', 'jpeg'];

/** FIELDS.md: the refusal of a third file for one document. */
export const TOO_MANY_FILES = 'You can not upload more than two files!';
/** What a document's drop zone accepts, stated up front (UX.md §6). */
export const ACCEPTED_TEXT = `PDF, JPG or PNG up to ${UPLOAD_LIMITS.documentBytes / MB} MB each, at most ${MAX_FILES_PER_DOCUMENT} files (front and back)`;
/** FIELDS.md: the upload went through but OCR read nothing. */
export const OCR_FAILED = 'Failed to fetch OCR data';
export const DATA_FETCHED = 'File uploaded, Data fetched';
export const DATA_NOT_FETCHED = 'File uploaded, Data not fetched';

/**
 * Checks files picked for one document before anything is sent: at most two per document with
 * those already there, and only PDF, JPG or PNG within the size limit. Answers the files to send,
 * or the reason none are sent.
 *
 * @example checkPicked(picked, document.files.length) // { files: [...] } or { error: 'You can not upload more than two files!' }
 */
export function checkPicked(picked: readonly PickedFile[], already: number): { files: PickedFile[]; error?: undefined } | { error: string } {
  if (already + picked.length > MAX_FILES_PER_DOCUMENT) return { error: TOO_MANY_FILES };
  for (const file of picked) {
    if (!file.kind || !ACCEPTED_KINDS.includes(file.kind)) return { error: `"${file.name}" is not accepted: PDF, JPG or PNG up to ${UPLOAD_LIMITS.documentBytes / MB} MB.` };
    if (file.size > UPLOAD_LIMITS.documentBytes) return { error: `"${file.name}" is too large: PDF, JPG or PNG up to ${UPLOAD_LIMITS.documentBytes / MB} MB.` };
  }
  return { files: [...picked] };
}

export function isPdf(file: Pick<ScannedFile, 'fileName' | 'mimeType'>): boolean {
  return file.mimeType === 'application/pdf' || /\.pdf$/i.test(file.fileName);
}

/** Whether to ask the host for a thumbnail: stored images only; the host still checks the bytes themselves. */
export function canPreview(file: Pick<ScannedFile, 'fileName' | 'mimeType'>): boolean {
  return !isPdf(file) && (/^image\/(png|jpeg|webp)$/.test(file.mimeType) || /\.(png|jpe?g|webp)$/i.test(file.fileName));
}

/**
 * The agent's draft after the server's values changed (an upload read more, a verify kept them):
 * a field the agent left as it was takes the new value, one the agent edited keeps the edit.
 */
export function mergeDraft(base: FieldValues, draft: FieldValues, next: FieldValues): FieldValues {
  const out: FieldValues = {};
  for (const key of new Set([...Object.keys(base), ...Object.keys(draft), ...Object.keys(next)])) {
    const untouched = (draft[key] ?? '') === (base[key] ?? '');
    const value = untouched ? (next[key] ?? '') : (draft[key] ?? '');
    if (value !== '') out[key] = value;
  }
  return out;
}

/** The values to send: trimmed, empty ones left out (the contract's `FieldValues`). */
export function filledValues(values: FieldValues): FieldValues {
  const out: FieldValues = {};
  for (const [key, value] of Object.entries(values)) {
    const trimmed = value.trim();
    if (trimmed) out[key] = trimmed;
  }
  return out;
}

/** Trade licence owners to send, keyed by their row (so problems come back to it); empty details and rows left out. */
export function filledOwners(owners: readonly Owners[string][]): Owners {
  const out: Owners = {};
  owners.forEach((owner, index) => {
    const details = Object.fromEntries(
      Object.entries(owner).flatMap(([key, value]) => (typeof value === 'string' && value.trim() ? [[key, value.trim()]] : [])),
    );
    if (Object.keys(details).length > 0) out[String(index)] = details;
  });
  return out;
}

/** Owners keyed by index as rows in index order. */
export function ownerRows(owners: Owners): Owners[string][] {
  return Object.keys(owners)
    .sort((a, b) => Number(a) - Number(b))
    .map((key) => ({ ...owners[key] }));
}

/** Fields merged from several reads of one document (front and back): later non-empty values fill the gaps. */
export function mergeReads(reads: readonly FieldValues[]): FieldValues {
  const out: FieldValues = {};
  for (const fields of reads) {
    for (const [key, value] of Object.entries(fields)) if (value.trim() && !out[key]) out[key] = value;
  }
  return out;
}
