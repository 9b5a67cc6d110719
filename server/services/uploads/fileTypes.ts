import { DOCUMENT_TYPES, UPLOAD_LIMITS, kindFromFileName, type DocumentKind } from '../../../shared/contract/documents/index.js';

/** What the first bytes say a file is; excel workbooks are zips, told apart by their entries. */
export type SniffedType = 'pdf' | 'png' | 'jpeg' | 'zip';

const SIGNATURES: Array<[SniffedType, Buffer]> = [
  ['pdf', Buffer.from('%PDF-', 'latin1')],
  ['png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ['jpeg', Buffer.from([0xff, 0xd8, 0xff])],
  ['zip', Buffer.from([0x50, 0x4b, 0x03, 0x04])],
];
/** Enough bytes to tell every signature above apart. */
export const SNIFF_BYTES = 8;

export function sniffType(head: Buffer): SniffedType | undefined {
  return SIGNATURES.find(([, magic]) => head.subarray(0, magic.length).equals(magic))?.[0];
}

/** The signature a kind's content must start with. */
export function expectedSignature(kind: DocumentKind): SniffedType {
  return kind === 'excel' ? 'zip' : kind;
}

/** Bytes allowed per kind; the contract's limits unless a server is set up otherwise. */
export interface ByteLimits {
  documentBytes: number;
  zipBytes: number;
  excelBytes: number;
}

export function byteLimit(kind: DocumentKind, limits: ByteLimits = UPLOAD_LIMITS): number {
  if (kind === 'zip') return limits.zipBytes;
  if (kind === 'excel') return limits.excelBytes;
  return limits.documentBytes;
}

export function megabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

/** "PDF, JPG and PNG documents may be at most 10 MB." */
export function limitText(kind: DocumentKind, limits: ByteLimits = UPLOAD_LIMITS): string {
  if (kind === 'zip') return `Zip folders may be at most ${megabytes(limits.zipBytes)}.`;
  if (kind === 'excel') return `Excel workbooks may be at most ${megabytes(limits.excelBytes)}.`;
  return `PDF, JPG and PNG documents may be at most ${megabytes(limits.documentBytes)}.`;
}

export const ACCEPTED_TEXT = 'Only PDF, JPG and PNG documents, zip folders and Excel (.xlsx) workbooks are accepted.';

const GENERIC_MIME_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

/**
 * The kind a client claims by the file name's ending and its declared MIME type. A generic MIME
 * type defers to the name; a name and type that disagree are a claim we refuse.
 */
export function claimedKind(fileName: string, mimeType: string): { kind: DocumentKind } | { refusal: string } {
  const byName = kindFromFileName(fileName);
  const mime = mimeType.toLowerCase().split(';')[0]!.trim();
  const byMime = GENERIC_MIME_TYPES.has(mime)
    ? undefined
    : (Object.keys(DOCUMENT_TYPES) as DocumentKind[]).find((kind) => DOCUMENT_TYPES[kind].mimeTypes.includes(mime));
  if (!byName && !byMime) return { refusal: ACCEPTED_TEXT };
  if (byName && !GENERIC_MIME_TYPES.has(mime) && byMime !== byName) {
    return { refusal: `"${fileName}" is sent as ${mime || 'an unknown type'}, which does not match its name. ${ACCEPTED_TEXT}` };
  }
  return { kind: (byName ?? byMime)! };
}
