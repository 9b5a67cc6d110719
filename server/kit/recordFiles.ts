import { rename, rm } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import { DOCUMENT_TYPES, type DocumentKind } from '../../shared/contract/documents/index.js';
import { RECORD_FILE_MAX_BYTES, type RecordFile, type RecordFileKind } from '../../shared/kit/recordFiles.js';
import type { Db } from '../db/database.js';
import { lockSeries } from '../db/dialect.js';
import { newId } from '../db/ids.js';
import type { StoredFilesTable } from '../db/schema.js';
import { HttpError, notFound } from '../http/httpError.js';
import { placeStoredPath, removeStoredFile, storedPath, uploadTempDir } from '../services/storage/storedPath.js';
import { megabytes } from '../services/uploads/fileTypes.js';
import { receiveForm, receiveUpload, type ReceivedFile } from '../services/uploads/receiveUpload.js';

const KINDS: readonly DocumentKind[] = ['pdf', 'png', 'jpeg'];
const EXTENSIONS: Partial<Record<DocumentKind, string>> = { pdf: 'pdf', png: 'png', jpeg: 'jpg' };

type OwnerType = StoredFilesTable['owner_type'];

/** A kind of file as the server keeps it: its `stored_files.owner_type` beside the contract's label and count. */
export interface StoredRecordFileKind extends RecordFileKind {
  ownerType: OwnerType;
}

/**
 * The files kept on the records of one area (`shared/kit/recordFiles.ts`), in `stored_files` by
 * their kind's `owner_type` and the record's id, under `<filesDir>/<folder>/<record id>/`. An
 * upload is received through the project's upload checks (content, size, whole file), and a kind
 * keeps at most its `maxFiles`: one upload beyond it is refused whole (413) and nothing is kept.
 *
 * @example const files = createRecordFiles(app.db, filesDir, { folder: 'corporate-customers', kinds: { tradeLicense: { label: 'Trade licence', maxFiles: 5, ownerType: 'corporate-trade-licence' } } });
 */
export function createRecordFiles<K extends string>(db: Db, filesDir: string, options: { folder: string; kinds: Record<K, StoredRecordFileKind> }) {
  const tempDir = uploadTempDir(filesDir);
  const kindOf = new Map(Object.entries<StoredRecordFileKind>(options.kinds).map(([kind, def]) => [def.ownerType, kind as K]));
  const ownerTypes = [...kindOf.keys()];
  const accepted = (kind: StoredRecordFileKind) =>
    `${kind.label} files must be PDF, PNG or JPEG files of at most ${megabytes(RECORD_FILE_MAX_BYTES)}, at most ${kind.maxFiles} kept.`;

  const toFile = (row: Pick<StoredFilesTable, 'id' | 'owner_type' | 'original_name' | 'mime_type' | 'size' | 'created_at'>): RecordFile => ({
    _id: row.id, kind: kindOf.get(row.owner_type)!, fileName: row.original_name, mimeType: row.mime_type, size: Number(row.size), createdAt: row.created_at,
  });

  const count = async (recordId: string, ownerType: OwnerType, executor: Db = db) =>
    Number((await executor.selectFrom('stored_files').select((eb) => eb.fn.countAll().as('n')).where('owner_type', '=', ownerType).where('owner_id', '=', recordId).executeTakeFirstOrThrow()).n);

  async function find(recordId: string, fileId: string) {
    const file = await db.selectFrom('stored_files').selectAll().where('id', '=', fileId).where('owner_id', '=', recordId).where('owner_type', 'in', ownerTypes).executeTakeFirst();
    if (!file) throw notFound('File not found');
    return file;
  }

  return {
    async list(recordId: string): Promise<RecordFile[]> {
      const rows = await db.selectFrom('stored_files').selectAll().where('owner_id', '=', recordId).where('owner_type', 'in', ownerTypes)
        .orderBy('created_at').orderBy('id').execute();
      return rows.map(toFile);
    },

    /** A kept file of the record, by id (any kind); another record's file is unknown here. */
    file: find,

    /**
     * Receives an upload of `kind` for the record and keeps it: at least one file, each checked
     * by its content; the kind's count with them within its `maxFiles`. Answers the kept files and
     * their stored paths (to read them).
     */
    async upload(request: FastifyRequest, recordId: string, kind: K, at: string): Promise<{ kept: RecordFile[]; paths: string[] }> {
      const def = options.kinds[kind];
      const room = def.maxFiles - (await count(recordId, def.ownerType));
      const full = `files: ${def.label}: at most ${def.maxFiles} files are kept; remove one first. ${accepted(def)}`;
      if (room <= 0) throw new HttpError(413, full);
      const { files } = await receiveForm(request, {
        fileFields: ['files', 'file'], attach: `Attach the ${def.label.toLowerCase()} as "files". ${accepted(def)}`,
        notMultipart: `Send the files as multipart form data. ${accepted(def)}`,
        maxFiles: room, tooManyFiles: full, maxBytes: RECORD_FILE_MAX_BYTES,
        receive: (part) => receiveUpload(part, tempDir, { only: { kinds: KINDS, refusal: (fileName) => `"${fileName}" cannot be kept as a ${def.label.toLowerCase()} file. ${accepted(def)}` } }),
      });
      const placed: Array<{ id: string; path: string; file: ReceivedFile }> = [];
      try {
        for (const file of files) {
          const id = newId();
          const path = storedPath(options.folder, encodeURIComponent(recordId), `${id}.${EXTENSIONS[file.kind] ?? 'bin'}`);
          await rename(file.tempPath, await placeStoredPath(filesDir, path));
          placed.push({ id, path, file });
        }
        // Counted again under a lock as the rows go in: two uploads at once each saw room before receiving.
        await db.transaction().execute(async (trx) => {
          await lockSeries(trx, `stored_files:${def.ownerType}:${recordId}`);
          if ((await count(recordId, def.ownerType, trx)) + placed.length > def.maxFiles) throw new HttpError(413, full);
          await trx.insertInto('stored_files').values(placed.map(({ id, path, file }) => ({
            id, owner_type: def.ownerType, owner_id: recordId, original_name: file.fileName, mime_type: DOCUMENT_TYPES[file.kind].mimeTypes[0]!, size: file.size, path, created_at: at,
          }))).execute();
        });
      } catch (error) {
        await Promise.all(placed.map(({ path }) => removeStoredFile(filesDir, path)));
        throw error;
      } finally {
        await Promise.all(files.map((file) => rm(file.tempPath, { force: true })));
      }
      const kept = placed.map(({ id, file }) => toFile({ id, owner_type: def.ownerType, original_name: file.fileName, mime_type: DOCUMENT_TYPES[file.kind].mimeTypes[0]!, size: file.size, created_at: at }));
      return { kept, paths: placed.map(({ path }) => path) };
    },

    /** Removes one file of the record: its row, then its bytes. */
    async remove(recordId: string, fileId: string): Promise<RecordFile> {
      const file = await find(recordId, fileId);
      await db.deleteFrom('stored_files').where('id', '=', file.id).execute();
      await removeStoredFile(filesDir, file.path);
      return toFile(file);
    },

    /** Removes every file of one kind from the record; answers how many there were. */
    async removeKind(recordId: string, kind: K): Promise<number> {
      const rows = await db.selectFrom('stored_files').select(['id', 'path']).where('owner_type', '=', options.kinds[kind].ownerType).where('owner_id', '=', recordId).execute();
      if (rows.length > 0) await db.deleteFrom('stored_files').where('id', 'in', rows.map((row) => row.id)).execute();
      await Promise.all(rows.map((row) => removeStoredFile(filesDir, row.path)));
      return rows.length;
    },
  };
}

export type RecordFiles<K extends string> = ReturnType<typeof createRecordFiles<K>>;
