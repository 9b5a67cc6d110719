import { rename, rm } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import type { ExpiredCarPhoto } from '../../../shared/contract/proposals/index.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import { notFound } from '../../http/httpError.js';
import { placeStoredPath, removeStoredFile, storedPath, uploadTempDir } from '../../services/storage/storedPath.js';
import { megabytes, type ImageType } from '../../services/uploads/fileTypes.js';
import { receiveForm, receiveImage } from '../../services/uploads/receiveUpload.js';

export const CAR_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const CAR_PHOTOS_PER_UPLOAD = 10;
const OWNER = 'proposal-car-photo';
const ACCEPTED = `Car photos must be PNG, JPG or WebP images of at most ${megabytes(CAR_PHOTO_MAX_BYTES)}, at most ${CAR_PHOTOS_PER_UPLOAD} per upload.`;
const EXTENSIONS: Record<ImageType, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };
const MIME_TYPES: Record<ImageType, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };

/**
 * Photos of a car whose insurance expired before the policy starts (FIELDS.md: at least three),
 * under `<filesDir>/proposals/<proposal id>/`, recorded in `stored_files`. Each upload is
 * checked by its content; an upload is kept whole or not at all.
 */
/** A proposal's car photos, oldest first (the proposal detail lists them too). */
export async function carPhotosOf(db: Db, proposalId: string): Promise<ExpiredCarPhoto[]> {
  const rows = await db.selectFrom('stored_files').selectAll().where('owner_type', '=', OWNER).where('owner_id', '=', proposalId)
    .orderBy('created_at').orderBy('id').execute();
  return rows.map((row) => ({ _id: row.id, fileName: row.original_name, mimeType: row.mime_type, size: row.size, createdAt: row.created_at }));
}

export function createCarPhotos(db: Db, filesDir: string) {
  const tempDir = uploadTempDir(filesDir);
  const list = (proposalId: string) => carPhotosOf(db, proposalId);

  return {
    list,

    async add(proposalId: string, request: FastifyRequest) {
      // `expiredCarPhotos` is the specification's field (FIELDS.md); the hosts send every file as `file`.
      const { files: received } = await receiveForm(request, {
        fileFields: ['expiredCarPhotos', 'file'], attach: `Attach the photos as "expiredCarPhotos". ${ACCEPTED}`,
        notMultipart: `Send the photos as multipart form data. ${ACCEPTED}`,
        maxFiles: CAR_PHOTOS_PER_UPLOAD, tooManyFiles: `Too many photos at once. ${ACCEPTED}`, maxBytes: CAR_PHOTO_MAX_BYTES,
        receive: (part) => receiveImage(part, tempDir, { maxBytes: CAR_PHOTO_MAX_BYTES, acceptedText: ACCEPTED }),
      });
      const at = new Date().toISOString();
      const rows = [];
      try {
        for (const image of received) {
          const id = newId();
          const path = storedPath('proposals', encodeURIComponent(proposalId), `${id}.${EXTENSIONS[image.type]}`);
          await rename(image.tempPath, await placeStoredPath(filesDir, path));
          rows.push({ id, owner_type: OWNER, owner_id: proposalId, original_name: image.fileName, mime_type: MIME_TYPES[image.type], size: image.size, path, created_at: at } as const);
        }
        await db.insertInto('stored_files').values(rows).execute();
      } catch (error) {
        // The upload is kept whole or not at all: photos already moved into place go too.
        await Promise.all([...received.map((image) => rm(image.tempPath, { force: true })), ...rows.map((row) => removeStoredFile(filesDir, row.path))]);
        throw error;
      }
      return list(proposalId);
    },

    async remove(proposalId: string, fileId: string) {
      const row = await db.selectFrom('stored_files').select(['id', 'path']).where('id', '=', fileId)
        .where('owner_type', '=', OWNER).where('owner_id', '=', proposalId).executeTakeFirst();
      if (!row) throw notFound('Car photo not found');
      await db.deleteFrom('stored_files').where('id', '=', row.id).execute();
      // The record is gone first: a file left behind harms nothing, a record without its file would.
      await removeStoredFile(filesDir, row.path).catch(() => undefined);
      return list(proposalId);
    },
  };
}
