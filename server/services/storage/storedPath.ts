import { mkdir, rm } from 'node:fs/promises';
import { dirname, join, posix } from 'node:path';

/**
 * The first segment of every stored path. The database keeps paths as they were when the files
 * folder was always `<dataDir>/files` (`files/customers/<customer id>/<document id>.pdf`), so a
 * data folder from before `BROKERDESK_FILES_DIR` keeps working, and one whose files moved to a
 * share needs nothing rewritten.
 */
const ROOT = 'files';

/**
 * The stored path (as the database keeps it, forward slashes) of a file under the files folder;
 * the segments are ids, never a file's own name.
 *
 * @example storedPath('outbox', `${id}.pdf`) // 'files/outbox/<id>.pdf'
 */
export function storedPath(...segments: string[]): string {
  return posix.join(ROOT, ...segments);
}

/**
 * Where a stored path's file is: `files/customers/x/y.pdf` → `<filesDir>/customers/x/y.pdf`.
 * Throws for a path that is not under `files/` or could land outside the folder: an empty,
 * `.` or `..` segment, a backslash (a separator on Windows) or a NUL byte.
 *
 * @example createReadStream(resolveStoredPath(filesDir, document.path))
 */
export function resolveStoredPath(filesDir: string, path: string): string {
  const [root, ...segments] = path.split('/');
  const unsafe = (segment: string) => segment === '' || segment === '.' || segment === '..' || /[\\\0]/.test(segment);
  if (root !== ROOT || segments.length === 0 || segments.some(unsafe)) {
    throw new Error(`Not a stored file's path (files/<folder>/<id>…): ${JSON.stringify(path)}`);
  }
  return join(filesDir, ...segments);
}

/** Resolves a stored path and makes its folder, ready for the file to be written or renamed into. */
export async function placeStoredPath(filesDir: string, path: string): Promise<string> {
  const absolute = resolveStoredPath(filesDir, path);
  await mkdir(dirname(absolute), { recursive: true });
  return absolute;
}

/** Removes a stored file; one already gone is not an error. */
export async function removeStoredFile(filesDir: string, path: string): Promise<void> {
  await rm(resolveStoredPath(filesDir, path), { force: true });
}

/**
 * Where uploads are received before they are checked and kept: inside the files folder, on the
 * same filesystem as their destination (a network share included), so the rename that keeps one
 * is atomic and never a copy a reader could see half done.
 */
export function uploadTempDir(filesDir: string): string {
  return join(filesDir, 'tmp');
}
