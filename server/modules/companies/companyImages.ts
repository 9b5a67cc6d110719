import { readFile, rename, rm } from 'node:fs/promises';
import { posix } from 'node:path';
import { COMPANY_IMAGE_MAX_BYTES } from '../../../shared/contract/companies/index.js';
import { newId } from '../../db/ids.js';
import { notFound } from '../../http/httpError.js';
import { placeStoredPath, removeStoredFile, resolveStoredPath, storedPath, uploadTempDir } from '../../services/storage/storedPath.js';
import { megabytes, type ImageType } from '../../services/uploads/fileTypes.js';
import { receiveImage, type IncomingFile, type ReceivedImage } from '../../services/uploads/receiveUpload.js';

export type CompanyImageKind = 'logo' | 'banner';

const LABELS: Record<CompanyImageKind, string> = { logo: 'Logos', banner: 'Banner images' };
const EXTENSIONS: Record<ImageType, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };
const MIME_TYPES = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;
/** A stored image's file name: an id and an extension, nothing the client chose. */
const STORED_NAME = /^[0-9a-z_-]{1,64}\.(png|jpg|webp)$/i;
/** Company ids are `newId()`s; anything else never names a folder to remove. */
const COMPANY_ID = /^[0-9a-z_-]{1,64}$/i;

export const acceptedImagesText = (kind: CompanyImageKind) =>
  `${LABELS[kind]} must be PNG, JPG or WebP images of at most ${megabytes(COMPANY_IMAGE_MAX_BYTES)}.`;

/**
 * Company logos and banners under `<filesDir>/companies/<company id>/<kind>-<id>.<ext>`,
 * received through the upload streaming and signature checks (PNG, JPEG and WebP only, at most
 * 2 MB). The record keeps `/api/admin/insuranceCompany/<id>/<kind>?v=<file>`: the path the
 * renderer reads it from, and the stored file's name, built from ids only.
 */
export function createCompanyImages(filesDir: string) {
  const tempDir = uploadTempDir(filesDir);
  const companyDir = (companyId: string) => storedPath('companies', encodeURIComponent(companyId));
  const relativePath = (companyId: string, kind: CompanyImageKind, file: string) => posix.join(companyDir(companyId), `${kind}-${file}`);

  return {
    /** Streams and checks one uploaded image into the temporary folder. */
    receive(kind: CompanyImageKind, part: IncomingFile): Promise<ReceivedImage> {
      return receiveImage(part, tempDir, { maxBytes: COMPANY_IMAGE_MAX_BYTES, acceptedText: acceptedImagesText(kind) });
    },

    /** Keeps a received image under the company and answers the URL to record. */
    async store(companyId: string, kind: CompanyImageKind, received: ReceivedImage): Promise<string> {
      const file = `${newId()}.${EXTENSIONS[received.type]}`;
      await rename(received.tempPath, await placeStoredPath(filesDir, relativePath(companyId, kind, file)));
      return `/api/admin/insuranceCompany/${encodeURIComponent(companyId)}/${kind}?v=${file}`;
    },

    /** The recorded image as a data URL; 404 when none is recorded or its file is gone. */
    async read(companyId: string, kind: CompanyImageKind, url: string | null) {
      const file = url ? new URL(url, 'http://local').searchParams.get('v') : null;
      const missing = () => notFound(kind === 'logo' ? 'Logo not found' : 'Banner image not found');
      if (!file || !STORED_NAME.test(file)) throw missing();
      const bytes = await readFile(resolveStoredPath(filesDir, relativePath(companyId, kind, file))).catch(() => null);
      if (!bytes) throw missing();
      const mimeType = MIME_TYPES[file.slice(file.lastIndexOf('.') + 1).toLowerCase() as keyof typeof MIME_TYPES];
      return { mimeType, dataUrl: `data:${mimeType};base64,${bytes.toString('base64')}` };
    },

    /** Removes an image's file: one replaced, or one never recorded (failures ignored: an orphan file harms nothing). */
    async discard(companyId: string, kind: CompanyImageKind, url: string | null): Promise<void> {
      const file = url ? new URL(url, 'http://local').searchParams.get('v') : null;
      if (file && STORED_NAME.test(file)) await removeStoredFile(filesDir, relativePath(companyId, kind, file)).catch(() => undefined);
    },

    /** Removes every image file of a deleted company, with its folder (failures ignored, as above). */
    async discardAll(companyId: string): Promise<void> {
      if (COMPANY_ID.test(companyId)) await rm(resolveStoredPath(filesDir, companyDir(companyId)), { recursive: true, force: true }).catch(() => undefined);
    },
  };
}
