import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join, posix } from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { ExpiredCarPhoto } from '../../../shared/contract/proposals/index.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import { badRequest, notFound, tooLarge } from '../../http/httpError.js';
import { megabytes, type ImageType } from '../../services/uploads/fileTypes.js';
import { receiveImage, type ReceivedImage } from '../../services/uploads/receiveUpload.js';

export const CAR_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const CAR_PHOTOS_PER_UPLOAD = 10;
const OWNER = 'proposal-car-photo';
const ACCEPTED = `Car photos must be PNG, JPG or WebP images of at most ${megabytes(CAR_PHOTO_MAX_BYTES)}, at most ${CAR_PHOTOS_PER_UPLOAD} per upload.`;
const EXTENSIONS: Record<ImageType, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };
const MIME_TYPES: Record<ImageType, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };

/**
 * Photos of a car whose insurance expired before the policy starts (FIELDS.md: at least three),
 * under `<dataDir>/files/proposals/<proposal id>/`, recorded in `stored_files`. Each upload is
 * checked by its content; an upload is kept whole or not at all.
 */
/** A proposal's car photos, oldest first (the proposal detail lists them too). */
export async function carPhotosOf(db: Db, proposalId: string): Promise<ExpiredCarPhoto[]> {
  const rows = await db.selectFrom('stored_files').selectAll().where('owner_type', '=', OWNER).where('owner_id', '=', proposalId)
    .orderBy('created_at').orderBy('id').execute();
  return rows.map((row) => ({ _id: row.id, fileName: row.original_name, mimeType: row.mime_type, size: row.size, createdAt: row.created_at }));
}

export function createCarPhotos(db: Db, dataDir: string) {
  const tempDir = join(dataDir, 'files', 'tmp');
  const list = (proposalId: string) => carPhotosOf(db, proposalId);

  return {
    list,

    async add(proposalId: string, request: FastifyRequest) {
      if (!request.isMultipart()) throw badRequest(`expiredCarPhotos: Send the photos as multipart form data. ${ACCEPTED}`, { expiredCarPhotos: 'Attach the photos' });
      const received: ReceivedImage[] = [];
      try {
        // One more byte than allowed, so an oversized photo is refused by `receiveImage` with its message.
        for await (const part of request.files({ limits: { files: CAR_PHOTOS_PER_UPLOAD, fileSize: CAR_PHOTO_MAX_BYTES + 1, fields: 10 } })) {
          received.push(await receiveImage(part, tempDir, { maxBytes: CAR_PHOTO_MAX_BYTES, acceptedText: ACCEPTED }));
        }
      } catch (error) {
        await Promise.all(received.map((image) => rm(image.tempPath, { force: true })));
        if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw tooLarge(`Too many photos at once. ${ACCEPTED}`);
        throw error;
      }
      if (received.length === 0) throw badRequest(`expiredCarPhotos: Attach at least one photo. ${ACCEPTED}`, { expiredCarPhotos: 'Attach the photos' });
      const at = new Date().toISOString();
      const rows = [];
      for (const image of received) {
        const id = newId();
        const path = posix.join('files', 'proposals', encodeURIComponent(proposalId), `${id}.${EXTENSIONS[image.type]}`);
        await mkdir(dirname(join(dataDir, path)), { recursive: true });
        await rename(image.tempPath, join(dataDir, path));
        rows.push({ id, owner_type: OWNER, owner_id: proposalId, original_name: image.fileName, mime_type: MIME_TYPES[image.type], size: image.size, path, created_at: at } as const);
      }
      await db.insertInto('stored_files').values(rows).execute();
      return list(proposalId);
    },

    async remove(proposalId: string, fileId: string) {
      const row = await db.selectFrom('stored_files').select(['id', 'path']).where('id', '=', fileId)
        .where('owner_type', '=', OWNER).where('owner_id', '=', proposalId).executeTakeFirst();
      if (!row) throw notFound('Car photo not found');
      await db.deleteFrom('stored_files').where('id', '=', row.id).execute();
      // The record is gone first: a file left behind harms nothing, a record without its file would.
      await rm(join(dataDir, row.path), { force: true }).catch(() => undefined);
      return list(proposalId);
    },
  };
}
