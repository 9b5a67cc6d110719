import type { FastifyRequest } from 'fastify';
import type { CustomerPolicy } from '../../../shared/contract/customers/customers.schema.js';
import type { Db } from '../../db/database.js';
import { createFileStorage } from '../../services/storage/fileStorage.js';
import { uploadTempDir } from '../../services/storage/storedPath.js';
import { megabytes } from '../../services/uploads/fileTypes.js';
import { receiveForm, receiveUpload } from '../../services/uploads/receiveUpload.js';
import { createCustomerRecordsRepository } from './customerRecords.repository.js';

/** The policy document may be at most this large. */
export const POLICY_FILE_MAX_BYTES = 10 * 1024 * 1024;
const POLICY_FILE_TEXT = `The policy document must be a PDF file of at most ${megabytes(POLICY_FILE_MAX_BYTES)}.`;

/**
 * Receives a policy's document (a whole PDF, checked by its content, at most
 * `POLICY_FILE_MAX_BYTES`) and records it on the policy, for every line's `uploadpolicy`. The
 * caller has checked the policy exists (and is of its line). The document it replaces is removed
 * only once the new one is recorded; a refused or unrecorded upload keeps nothing.
 */
export function createPolicyDocuments(db: Db, filesDir: string) {
  const records = createCustomerRecordsRepository(db);
  const files = createFileStorage(filesDir);
  const tempDir = uploadTempDir(filesDir);
  return {
    async upload(request: FastifyRequest, policyId: string): Promise<CustomerPolicy> {
      // `policy` is the specification's field (FIELDS.md); the hosts send every file as `file`.
      const { files: [received] } = await receiveForm(request, {
        fileFields: ['file', 'policy'], attach: 'Attach the policy document as "file"', notMultipart: 'Send the policy document as multipart form data',
        maxBytes: POLICY_FILE_MAX_BYTES,
        receive: (part) => receiveUpload(part, tempDir, {
          limits: { documentBytes: POLICY_FILE_MAX_BYTES, zipBytes: 0, excelBytes: 0 }, describe: POLICY_FILE_TEXT,
          only: { kinds: ['pdf'], refusal: (fileName) => `"${fileName}" is not a PDF. ${POLICY_FILE_TEXT}` },
        }),
      });
      const stored = await files.keepPolicyPdf(policyId, received!);
      const { policy, replacedPath } = await records.attachPolicyFile(policyId, { ...stored, originalName: received!.fileName })
        .catch(async (error: unknown) => {
          await files.remove(stored.path);
          throw error;
        });
      if (replacedPath) await files.remove(replacedPath);
      return policy;
    },
  };
}
