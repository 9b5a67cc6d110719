import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveStoredPath, storedPath, uploadTempDir } from './storedPath.js';

const FILES = join('/srv', 'share', 'brokerdesk-files');

describe('resolveStoredPath', () => {
  it('finds a stored path, as the database keeps it, under the files folder', () => {
    expect(resolveStoredPath(FILES, 'files/customers/c1/d1.pdf')).toBe(join(FILES, 'customers', 'c1', 'd1.pdf'));
    expect(resolveStoredPath(FILES, storedPath('outbox', 'm1.pdf'))).toBe(join(FILES, 'outbox', 'm1.pdf'));
  });

  it.each([
    'files/../secret.key', 'files/customers/../../brokerdesk.sqlite', 'files/customers/./d1.pdf', 'files//etc/passwd',
    'files/customers\\..\\..\\secret.key', 'files/customers/d1.pdf\0.png',
  ])('refuses %j, which could land outside the folder', (path) => {
    expect(() => resolveStoredPath(FILES, path)).toThrow(/Not a stored file's path/);
  });

  it.each(['brokerdesk.sqlite', 'customers/c1/d1.pdf', '/etc/passwd', 'C:\\Windows\\win.ini', 'files', 'files/', 'ocr-lang/eng.traineddata', ''])(
    'refuses %j, which is not under files/', (path) => {
      expect(() => resolveStoredPath(FILES, path)).toThrow(/Not a stored file's path/);
    },
  );
});

describe('uploadTempDir', () => {
  it('receives uploads inside the files folder, beside where they are kept', () => {
    expect(uploadTempDir(FILES)).toBe(join(FILES, 'tmp'));
  });
});
