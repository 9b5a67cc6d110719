import { rename, writeFile } from 'node:fs/promises';
import { newId } from '../../db/ids.js';
import { badRequest } from '../../http/httpError.js';
import { placeStoredPath, removeStoredFile, resolveStoredPath, storedPath } from './storedPath.js';

/** Every PDF starts with these bytes, whatever its name or declared type says. */
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

export function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
}

export interface StoredFile {
  id: string;
  /** The stored path, `files/…` with forward slashes (see `storedPath.ts`). */
  path: string;
  size: number;
}

/**
 * Policy documents kept under `<filesDir>/policies`. Paths are built from ids only, never from a
 * file's name, so an upload cannot choose where it lands.
 */
export function createFileStorage(filesDir: string) {
  async function policyPath(policyId: string) {
    const id = newId();
    const path = storedPath('policies', encodeURIComponent(policyId), `${id}.pdf`);
    return { id, path, absolute: await placeStoredPath(filesDir, path) };
  }

  return {
    /** Keeps a policy schedule an insurer sent. */
    async savePolicyPdf(policyId: string, bytes: Buffer): Promise<StoredFile> {
      if (!isPdf(bytes)) throw badRequest('file: The policy document must be a PDF file.');
      const { id, path, absolute } = await policyPath(policyId);
      // Written beside and renamed, so a reader never sees half a file.
      await writeFile(`${absolute}.part`, bytes, { mode: 0o600 });
      await rename(`${absolute}.part`, absolute);
      return { id, path, size: bytes.length };
    },

    /** Moves an uploaded policy document, already received and checked whole, into place. */
    async keepPolicyPdf(policyId: string, received: { tempPath: string; size: number }): Promise<StoredFile> {
      const { id, path, absolute } = await policyPath(policyId);
      await rename(received.tempPath, absolute);
      return { id, path, size: received.size };
    },

    absolutePath(path: string): string {
      return resolveStoredPath(filesDir, path);
    },

    remove: (path: string) => removeStoredFile(filesDir, path),
  };
}

export type FileStorage = ReturnType<typeof createFileStorage>;
