// @vitest-environment node
/**
 * Checks of Electron's security checklist that electronegativity does not make (see
 * .ci/electronegativity.sh): read the sources of `electron/**` as text.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const sources = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts|cts|js|mjs)$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
/** Code without comments, so a mention in documentation is not a use. */
const code = (file: string) => read(file).replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
const offenders = (files: string[], pattern: RegExp) => files.filter((file) => pattern.test(code(file)));

const electronFiles = sources('electron');

describe('Electron security checklist (beyond electronegativity)', () => {
  it('finds the sources it checks', () => {
    expect(electronFiles).toContain('electron/main/index.ts');
    expect(electronFiles).toContain('electron/ipc/handle.ts');
    expect(electronFiles.length).toBeGreaterThan(15);
  });

  it('registers every IPC handler through electron/ipc/handle.ts (sender check + zod)', () => {
    expect(offenders(electronFiles, /ipcMain\s*\.\s*handle(Once)?\s*\(/)).toEqual(['electron/ipc/handle.ts']);
    // Raw listeners would bypass the sender check and the payload validation altogether.
    expect(offenders(electronFiles, /ipcMain\s*\.\s*(on|once|addListener|prependListener)\s*\(/)).toEqual([]);
    expect(offenders(electronFiles, /\bipcMain\b/).filter((file) => !['electron/main/index.ts', 'electron/ipc/handle.ts', 'electron/testing/fakes.ts'].includes(file))).toEqual([]);
    expect(code('electron/main/index.ts')).toMatch(/createIpcRegistry\(\{\s*ipcMain,/);
  });

  it('uses ipcRenderer only in the preload, and never hands it to the page', () => {
    const all = [...electronFiles, ...sources('renderer'), ...sources('shared')];
    expect(offenders(all, /\bipcRenderer\b/)).toEqual(['electron/preload/index.ts']);
    const preload = code('electron/preload/index.ts');
    expect(preload.match(/exposeInMainWorld\(/g)).toHaveLength(1);
    expect(preload).toMatch(/exposeInMainWorld\(BRIDGE_GLOBAL, createBridge\(ipcRenderer,/);
    expect(preload).not.toMatch(/ipcRenderer\.(send|sendSync|postMessage)\b/);
  });

  it('never loads the renderer from file://', () => {
    expect(offenders(electronFiles, /file:\/\/|\.loadFile\s*\(|pathToFileURL/)).toEqual([]);
    expect(offenders(electronFiles, /\.loadURL\s*\(/)).toEqual(['electron/main/index.ts']);
    expect(code('electron/main/index.ts')).toMatch(/\.loadURL\(APP_ENTRY_URL\)/);
  });

  it('creates windows only through createMainWindow (hardened options) and opens nothing external', () => {
    const creators = offenders(electronFiles, /new\s+BrowserWindow\s*\(/);
    expect(creators).toEqual(['electron/main/index.ts']);
    expect(code('electron/main/index.ts')).toMatch(/createMainWindow\(\{\s*\/?\/?[^]*?createBrowserWindow: \(options\) =>\s*new BrowserWindow\(\{\s*\.\.\.options,/);
    expect(offenders(electronFiles, /shell\s*\.\s*openExternal\s*\(/)).toEqual([]);
    expect(offenders(electronFiles, /webSecurity:\s*false|contextIsolation:\s*false|sandbox:\s*false|nodeIntegration:\s*true|allowRunningInsecureContent:\s*true/)).toEqual([]);
  });

  it('opens and reveals only files main saved, by id (shell calls live in savedFiles.ts)', () => {
    expect(offenders(electronFiles, /\b(openPath|showItemInFolder)\s*\(/)).toEqual(['electron/files/savedFiles.ts']);
  });

  it('turns the sandbox on for every renderer before anything starts', () => {
    expect(code('electron/main/index.ts')).toMatch(/app\.enableSandbox\(\)/);
  });
});
