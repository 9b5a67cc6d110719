import { DOCUMENT_TYPES, UPLOAD_LIMITS, kindFromFileName, type DocumentKind } from '../../../shared/contract/documents/index.js';

/** What the first bytes say a file is; excel workbooks are zips, told apart by their entries. */
export type SniffedType = 'pdf' | 'png' | 'jpeg' | 'zip' | 'webp';

const SIGNATURES: Array<[SniffedType, Buffer]> = [
  ['pdf', Buffer.from('%PDF-', 'latin1')],
  ['png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ['jpeg', Buffer.from([0xff, 0xd8, 0xff])],
  ['zip', Buffer.from([0x50, 0x4b, 0x03, 0x04])],
];
/** Enough bytes to tell every signature apart: WebP's is the longest (`RIFF`, a 4-byte size, `WEBP`). */
export const SNIFF_BYTES = 12;

const RIFF = Buffer.from('RIFF', 'latin1');
const WEBP = Buffer.from('WEBP', 'latin1');

export function sniffType(head: Buffer): SniffedType | undefined {
  if (head.subarray(0, 4).equals(RIFF) && head.subarray(8, 12).equals(WEBP)) return 'webp';
  return SIGNATURES.find(([, magic]) => head.subarray(0, magic.length).equals(magic))?.[0];
}

/** Image types a picture upload (a company logo or banner) may be. */
export type ImageType = 'png' | 'jpeg' | 'webp';
export const IMAGE_TYPES: Record<ImageType, { label: string; mimeTypes: readonly string[]; extensions: readonly string[] }> = {
  png: { label: 'PNG image', mimeTypes: ['image/png'], extensions: ['.png'] },
  jpeg: { label: 'JPEG image', mimeTypes: ['image/jpeg', 'image/jpg', 'image/pjpeg'], extensions: ['.jpg', '.jpeg'] },
  webp: { label: 'WebP image', mimeTypes: ['image/webp'], extensions: ['.webp'] },
};
const IMAGE_TYPE_NAMES = Object.keys(IMAGE_TYPES) as ImageType[];

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
 * The image type a client claims by name and MIME type, on the rules of `claimedKind`; the
 * refusal text is the caller's (it names what that upload accepts).
 */
export function claimedImageType(fileName: string, mimeType: string, acceptedText: string): { type: ImageType } | { refusal: string } {
  const lower = fileName.toLowerCase();
  const byName = IMAGE_TYPE_NAMES.find((type) => IMAGE_TYPES[type].extensions.some((ending) => lower.endsWith(ending)));
  const mime = mimeType.toLowerCase().split(';')[0]!.trim();
  const generic = GENERIC_MIME_TYPES.has(mime);
  const byMime = generic ? undefined : IMAGE_TYPE_NAMES.find((type) => IMAGE_TYPES[type].mimeTypes.includes(mime));
  if (!byName && !byMime) return { refusal: acceptedText };
  if (byName && !generic && byMime !== byName) return { refusal: `"${fileName}" is sent as ${mime}, which does not match its name. ${acceptedText}` };
  return { type: (byName ?? byMime)! };
}

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
