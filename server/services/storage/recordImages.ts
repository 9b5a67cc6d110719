import { readFile, rename, rm } from 'node:fs/promises';
import { posix } from 'node:path';
import { newId } from '../../db/ids.js';
import { notFound } from '../../http/httpError.js';
import { megabytes, type ImageType } from '../uploads/fileTypes.js';
import { receiveImage, type IncomingFile, type ReceivedImage } from '../uploads/receiveUpload.js';
import { placeStoredPath, removeStoredFile, resolveStoredPath, storedPath, uploadTempDir } from './storedPath.js';

const EXTENSIONS: Record<ImageType, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };
const MIME_TYPES = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;
/** A stored image's file name: an id and an extension, nothing the client chose. */
const STORED_NAME = /^[0-9a-z_-]{1,64}\.(png|jpg|webp)$/i;
/** Record ids are `newId()`s; anything else never names a folder to remove. */
const RECORD_ID = /^[0-9a-z_-]{1,64}$/i;

export interface RecordImagesOptions {
  /** The folder under the stored files: `companies`, `products`. */
  folder: string;
  maxBytes: number;
  /** The address a record keeps for an image: where the renderer reads it, ending in `?v=<file>`. */
  url: (recordId: string, kind: string, file: string) => string;
  /** The images' name in messages, per kind: "Logos", "Icons". */
  plural: (kind: string) => string;
  /** The 404 when a record has no such image: "Logo not found". */
  missing: (kind: string) => string;
}

/**
 * The images of records (a company's logo, a product's icon) under
 * `<filesDir>/<folder>/<record id>/<kind>-<id>.<ext>`, received through the upload streaming and
 * signature checks (PNG, JPEG and WebP only, at most `maxBytes`). The record keeps the image's
 * URL, which names the stored file, built from ids only, so a new image is a new URL.
 */
export function createRecordImages(filesDir: string, options: RecordImagesOptions) {
  const tempDir = uploadTempDir(filesDir);
  const recordDir = (recordId: string) => storedPath(options.folder, encodeURIComponent(recordId));
  const relativePath = (recordId: string, kind: string, file: string) => posix.join(recordDir(recordId), `${kind}-${file}`);
  const fileOf = (url: string | null) => {
    const file = url ? new URL(url, 'http://local').searchParams.get('v') : null;
    return file && STORED_NAME.test(file) ? file : null;
  };
  const acceptedText = (kind: string) => `${options.plural(kind)} must be PNG, JPG or WebP images of at most ${megabytes(options.maxBytes)}.`;

  return {
    acceptedText,

    /** Streams and checks one uploaded image into the temporary folder. */
    receive(kind: string, part: IncomingFile): Promise<ReceivedImage> {
      return receiveImage(part, tempDir, { maxBytes: options.maxBytes, acceptedText: acceptedText(kind) });
    },

    /** Keeps a received image under its record and answers the URL to record. */
    async store(recordId: string, kind: string, received: ReceivedImage): Promise<string> {
      const file = `${newId()}.${EXTENSIONS[received.type]}`;
      await rename(received.tempPath, await placeStoredPath(filesDir, relativePath(recordId, kind, file)));
      return options.url(recordId, kind, file);
    },

    /** The recorded image as a data URL; 404 when none is recorded or its file is gone. */
    async read(recordId: string, kind: string, url: string | null) {
      const file = fileOf(url);
      if (!file) throw notFound(options.missing(kind));
      const bytes = await readFile(resolveStoredPath(filesDir, relativePath(recordId, kind, file))).catch(() => null);
      if (!bytes) throw notFound(options.missing(kind));
      const mimeType = MIME_TYPES[file.slice(file.lastIndexOf('.') + 1).toLowerCase() as keyof typeof MIME_TYPES];
      return { mimeType, dataUrl: `data:${mimeType};base64,${bytes.toString('base64')}` };
    },

    /** Removes an image's file: one replaced, or one never recorded (failures ignored: an orphan file harms nothing). */
    async discard(recordId: string, kind: string, url: string | null): Promise<void> {
      const file = fileOf(url);
      if (file) await removeStoredFile(filesDir, relativePath(recordId, kind, file)).catch(() => undefined);
    },

    /** Removes every image file of a deleted record, with its folder (failures ignored, as above). */
    async discardAll(recordId: string): Promise<void> {
      if (RECORD_ID.test(recordId)) await rm(resolveStoredPath(filesDir, recordDir(recordId)), { recursive: true, force: true }).catch(() => undefined);
    },
  };
}

export type RecordImages = ReturnType<typeof createRecordImages>;
