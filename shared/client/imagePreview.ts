import type { PreviewImage, PreviewMimeType } from '../host/bridge.js';
import type { DownloadedFile } from './apiClient.js';
import { fail, type CallResult } from './callResult.js';

/** The largest file a preview hands to the page. */
export const PREVIEW_MAX_BYTES = 10 * 1024 * 1024;
export const NOT_PREVIEWABLE = 'This file cannot be previewed.';
export const TOO_LARGE_TO_PREVIEW = 'This file is too large to preview (over 10 MB).';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);

/**
 * The image type the bytes start with: PNG, JPEG or WebP (`RIFF····WEBP`), else null. The name and
 * the server's Content-Type are not consulted: only what the page would actually decode counts.
 *
 * @example sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])) // 'image/jpeg'
 */
export function sniffImageType(bytes: Uint8Array): PreviewMimeType | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return null;
}

/**
 * A downloaded file as a preview, the same rule in both hosts: at most 10 MB and starting with an
 * image signature, else a clear failure; a failed download passes through unchanged.
 *
 * @example return toPreview(await client.download(endpoint, input));
 */
export function toPreview(file: CallResult<DownloadedFile>): CallResult<PreviewImage> {
  if (!file.ok) return file;
  const { bytes } = file.data;
  if (bytes.byteLength > PREVIEW_MAX_BYTES) return fail('invalid-response', TOO_LARGE_TO_PREVIEW);
  const mimeType = sniffImageType(bytes);
  if (!mimeType) return fail('invalid-response', NOT_PREVIEWABLE);
  return { ok: true, data: { mimeType, bytes } };
}
