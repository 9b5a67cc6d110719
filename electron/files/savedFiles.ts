import { randomUUID } from 'node:crypto';
import { fail, type CallResult } from '../../shared/client/callResult.js';

/** The part of Electron's `shell` used on saved downloads. */
export interface ShellLike {
  /** Resolves to an error message, or '' on success. */
  openPath(path: string): Promise<string>;
  showItemInFolder(path: string): void;
}

/** How many recent downloads can still be opened from the page. */
const MAX_REMEMBERED = 200;

/**
 * Files main itself saved (from `api:download`'s save dialog), behind opaque ids: the page can ask
 * to open or reveal one, but never names a path. Only the latest few hundred are remembered.
 *
 * @example const saved = createSavedFiles({ shell }); const id = saved.remember('/home/staff/Downloads/report.pdf'); await saved.open(id);
 */
export function createSavedFiles(deps: { shell: ShellLike; newId?: () => string }) {
  const newId = deps.newId ?? (() => `s-${randomUUID()}`);
  const paths = new Map<string, string>();

  function pathOf(id: string): string | null {
    return paths.get(id) ?? null;
  }
  const unknown = () => fail('invalid-input', 'BrokerDesk no longer knows this file: download it again.', 404);

  return {
    remember(filePath: string): string {
      const id = newId();
      paths.set(id, filePath);
      while (paths.size > MAX_REMEMBERED) paths.delete(paths.keys().next().value!);
      return id;
    },

    async open(id: string): Promise<CallResult<null>> {
      const filePath = pathOf(id);
      if (!filePath) return unknown();
      const error = await deps.shell.openPath(filePath);
      return error ? fail('internal', `The file could not be opened: ${error}`) : { ok: true, data: null };
    },

    reveal(id: string): CallResult<null> {
      const filePath = pathOf(id);
      if (!filePath) return unknown();
      deps.shell.showItemInFolder(filePath);
      return { ok: true, data: null };
    },
  };
}

export type SavedFiles = ReturnType<typeof createSavedFiles>;
