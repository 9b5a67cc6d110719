import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join, posix } from 'node:path';
import { COMPANY_IMAGE_MAX_BYTES } from '../../../shared/contract/companies/index.js';
import { newId } from '../../db/ids.js';
import { HttpError, notFound, tooLarge } from '../../http/httpError.js';
import { megabytes } from '../../services/uploads/fileTypes.js';
import { receiveUpload, unsupportedType, type IncomingFile } from '../../services/uploads/receiveUpload.js';

export type CompanyImageKind = 'logo' | 'banner';

const LABELS: Record<CompanyImageKind, string> = { logo: 'Logos', banner: 'Banner images' };
const EXTENSIONS = { png: 'png', jpeg: 'jpg' } as const;
const MIME_TYPES = { png: 'image/png', jpg: 'image/jpeg' } as const;
/** A stored image's file name: an id and an extension, nothing the client chose. */
const STORED_NAME = /^[0-9a-z_-]{1,64}\.(png|jpg)$/i;

export const acceptedImagesText = (kind: CompanyImageKind) =>
  `${LABELS[kind]} must be PNG or JPG images of at most ${megabytes(COMPANY_IMAGE_MAX_BYTES)}.`;

/**
 * Company logos and banners under `<dataDir>/files/companies/<company id>/<kind>-<id>.<ext>`,
 * received through the document upload's streaming and signature checks (PNG and JPEG only, at
 * most 2 MB). The record keeps `/api/admin/insuranceCompany/<id>/<kind>?v=<file>`: the path the
 * renderer reads it from, and the stored file's name, built from ids only.
 */
export function createCompanyImages(dataDir: string) {
  const limits = { documentBytes: COMPANY_IMAGE_MAX_BYTES, zipBytes: COMPANY_IMAGE_MAX_BYTES, excelBytes: COMPANY_IMAGE_MAX_BYTES };
  const tempDir = join(dataDir, 'files', 'tmp');
  const relativePath = (companyId: string, kind: CompanyImageKind, file: string) =>
    posix.join('files', 'companies', encodeURIComponent(companyId), `${kind}-${file}`);

  return {
    /** Streams and checks one uploaded image, keeps it, and answers the URL to record. */
    async store(companyId: string, kind: CompanyImageKind, part: IncomingFile): Promise<string> {
      let received;
      try {
        received = await receiveUpload(part, tempDir, limits);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 413) throw tooLarge(`The image is too large. ${acceptedImagesText(kind)}`);
        if (error instanceof HttpError && error.statusCode === 415) throw unsupportedType(`${error.message} ${acceptedImagesText(kind)}`);
        throw error;
      }
      if (received.kind !== 'png' && received.kind !== 'jpeg') {
        await rm(received.tempPath, { force: true });
        throw unsupportedType(acceptedImagesText(kind));
      }
      const file = `${newId()}.${EXTENSIONS[received.kind]}`;
      const absolute = join(dataDir, relativePath(companyId, kind, file));
      await mkdir(dirname(absolute), { recursive: true });
      await rename(received.tempPath, absolute);
      return `/api/admin/insuranceCompany/${encodeURIComponent(companyId)}/${kind}?v=${file}`;
    },

    /** The recorded image as a data URL; 404 when none is recorded or its file is gone. */
    async read(companyId: string, kind: CompanyImageKind, url: string | null) {
      const file = url ? new URL(url, 'http://local').searchParams.get('v') : null;
      const missing = () => notFound(kind === 'logo' ? 'Logo not found' : 'Banner image not found');
      if (!file || !STORED_NAME.test(file)) throw missing();
      const bytes = await readFile(join(dataDir, relativePath(companyId, kind, file))).catch(() => null);
      if (!bytes) throw missing();
      const mimeType = MIME_TYPES[file.slice(file.lastIndexOf('.') + 1).toLowerCase() as keyof typeof MIME_TYPES];
      return { mimeType, dataUrl: `data:${mimeType};base64,${bytes.toString('base64')}` };
    },

    /** Removes a replaced image's file (failures ignored: an orphan file harms nothing). */
    async discard(companyId: string, kind: CompanyImageKind, url: string | null): Promise<void> {
      const file = url ? new URL(url, 'http://local').searchParams.get('v') : null;
      if (file && STORED_NAME.test(file)) await rm(join(dataDir, relativePath(companyId, kind, file)), { force: true }).catch(() => undefined);
    },
  };
}
