import { rename, rm } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ClaimCreateSchema } from '../../../shared/contract/claims/index.js';
import { DOCUMENT_TYPES, UPLOAD_LIMITS, type DocumentKind } from '../../../shared/contract/documents/index.js';
import { describeIssues } from '../../../shared/contract/validation.js';
import { newId } from '../../db/ids.js';
import { badRequest } from '../../http/httpError.js';
import { placeStoredPath, removeStoredFile, storedPath, uploadTempDir } from '../../services/storage/storedPath.js';
import { megabytes } from '../../services/uploads/fileTypes.js';
import { receiveForm, receiveUpload, type ReceivedFile } from '../../services/uploads/receiveUpload.js';

export const CLAIM_FILE_MAX_BYTES = UPLOAD_LIMITS.documentBytes;
export const CLAIM_FILES_PER_UPLOAD = 10;
const CLAIM_KINDS: readonly DocumentKind[] = ['pdf', 'png', 'jpeg'];
const ACCEPTED = `Photos and papers must be PDF, PNG or JPEG files of at most ${megabytes(CLAIM_FILE_MAX_BYTES)}, at most ${CLAIM_FILES_PER_UPLOAD} per claim.`;
const EXTENSIONS: Partial<Record<DocumentKind, string>> = { pdf: 'pdf', png: 'png', jpeg: 'jpg' };

export interface KeptClaimFile { id: string; fileName: string; mimeType: string; size: number; path: string }

/**
 * A new claim's form: its text fields and its photos and papers (field `files`; the hosts send
 * every file as `file`), each checked by its content, under `<filesDir>/claims/`.
 */
export function createClaimFiles(filesDir: string) {
  const tempDir = uploadTempDir(filesDir);

  const receiveFiles = (request: FastifyRequest, fileOptional: boolean) => receiveForm(request, {
    fileFields: ['files', 'file'], attach: `Attach the photos and papers as "files". ${ACCEPTED}`, notMultipart: `Send the files as multipart form data. ${ACCEPTED}`,
    fileOptional, maxFiles: CLAIM_FILES_PER_UPLOAD, tooManyFiles: `files: Too many files. ${ACCEPTED}`, maxBytes: CLAIM_FILE_MAX_BYTES,
    receive: (part) => receiveUpload(part, tempDir, { only: { kinds: CLAIM_KINDS, refusal: (fileName) => `"${fileName}" cannot be attached to a claim. ${ACCEPTED}` } }),
  });

  return {
    /** More photos and papers for a claim: at least one file. */
    receiveMore: async (request: FastifyRequest) => (await receiveFiles(request, false)).files,

    /** A new claim: a multipart form with its files, or JSON without any. */
    async receive(request: FastifyRequest): Promise<{ body: z.output<typeof ClaimCreateSchema>; files: ReceivedFile[] }> {
      const { files, fields } = request.isMultipart() ? await receiveFiles(request, true) : { files: [], fields: request.body ?? {} };
      // A form sends an empty field for "none".
      const present = Object.fromEntries(Object.entries(fields).filter(([, value]) => typeof value !== 'string' || value.trim() !== ''));
      const parsed = ClaimCreateSchema.safeParse(present);
      if (parsed.success) return { body: parsed.data, files };
      await this.cleanUp(files);
      const { message, fieldErrors } = describeIssues(parsed.error.issues, 'body');
      throw badRequest(message, fieldErrors);
    },

    /** Moves the received files into place; all or none. */
    async keep(files: readonly ReceivedFile[]): Promise<KeptClaimFile[]> {
      const kept: KeptClaimFile[] = [];
      try {
        for (const file of files) {
          const id = newId();
          const path = storedPath('claims', `${id}.${EXTENSIONS[file.kind] ?? 'bin'}`);
          await rename(file.tempPath, await placeStoredPath(filesDir, path));
          kept.push({ id, fileName: file.fileName, mimeType: DOCUMENT_TYPES[file.kind].mimeTypes[0]!, size: file.size, path });
        }
      } catch (error) {
        await this.discard(kept);
        throw error;
      }
      return kept;
    },

    discard: async (kept: readonly KeptClaimFile[]) => {
      await Promise.all(kept.map((file) => removeStoredFile(filesDir, file.path)));
    },

    /** Removes what is still in the temporary folder (a refused claim's files). */
    cleanUp: async (files: readonly ReceivedFile[]) => {
      await Promise.all(files.map((file) => rm(file.tempPath, { force: true })));
    },
  };
}
