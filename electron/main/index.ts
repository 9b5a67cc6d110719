/**
 * Electron main: the only file that imports the real Electron objects and wires them into the
 * services (STYLE C7). Everything with logic lives in those services and is tested under Node.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BrowserWindow, Notification, app, dialog, ipcMain, protocol, safeStorage, utilityProcess } from 'electron';
import Store from 'electron-store';
import { createUploadClient } from '../../shared/client/uploadClient.js';
import type { IpcEvent, IpcEventPayload } from '../../shared/host/ipc.js';
import { createHostService } from '../api/hostService.js';
import { createFileService } from '../files/fileService.js';
import { createNotificationService } from '../notifications/notificationService.js';
import { createIpcRegistry, createSenderPolicy } from '../ipc/handle.js';
import { startEmbeddedServer, type EmbeddedServer } from '../server/embeddedServer.js';
import { resolveServerMode } from '../server/serverMode.js';
import { createTokenVault } from '../session/tokenVault.js';
import { APP_ENTRY_URL, APP_ORIGIN, APP_SCHEME, APP_SCHEME_PRIVILEGES, createAppProtocolHandler } from './appProtocol.js';
import { claimSingleInstance, createMainWindow, createWindowRegistry } from './createMainWindow.js';
import { registerIpc } from './registerIpc.js';
import { createUtilityProcessSpawner } from './utilityProcessSpawner.js';

// Built layout: dist-electron/{main.js, preload.mjs, server.js} beside dist/renderer.
const here = path.dirname(fileURLToPath(import.meta.url));
const rendererDir = path.join(here, '..', 'dist', 'renderer');
const preloadPath = path.join(here, 'preload.mjs');
const serverEntry = path.join(here, 'server.js');

let mainWindow: BrowserWindow | null = null;
let embeddedServer: EmbeddedServer | null = null;

app.enableSandbox();
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);

if (claimSingleInstance(app, focusMainWindow)) {
  app.whenReady().then(start).catch(failToStart);
  app.on('window-all-closed', () => app.quit());
  app.on('will-quit', (event) => {
    if (!embeddedServer) return;
    const server = embeddedServer;
    embeddedServer = null;
    event.preventDefault();
    void server.stop().finally(() => app.quit());
  });
}

async function start(): Promise<void> {
  const settings = new Store<Record<string, unknown>>({ name: 'settings' });
  const mode = resolveServerMode({ env: process.env, savedUrl: settings.get('serverUrl') });
  if (mode.kind === 'embedded') {
    embeddedServer = await startEmbeddedServer({
      spawn: createUtilityProcessSpawner((modulePath, args, options) => utilityProcess.fork(modulePath, args, options), serverEntry),
      dataDir: path.join(app.getPath('userData'), 'server'),
      onUnexpectedExit: (code) => dialog.showErrorBox('BrokerDesk', `The built-in BrokerDesk server stopped (exit code ${String(code)}). Restart BrokerDesk.`),
    });
  }
  const serverUrl = mode.kind === 'remote' ? mode.url : embeddedServer!.url;

  protocol.handle(APP_SCHEME, createAppProtocolHandler({ rootDir: rendererDir, readFile }));

  const windows = createWindowRegistry();
  const vault = createTokenVault({ safeStorage, store: new Store<Record<string, unknown>>({ name: 'session' }) });
  const emit = <E extends IpcEvent>(event: E, payload: IpcEventPayload<E>) => mainWindow?.webContents.send(event, payload);
  const notifications = createNotificationService({
    serverUrl,
    getToken: () => vault.getToken(),
    NativeNotification: Notification,
    focusWindow: () => {
      if (mainWindow && !mainWindow.isVisible()) mainWindow.show();
      focusMainWindow();
    },
    emit,
  });
  const host = createHostService({
    serverUrl,
    embedded: mode.kind === 'embedded',
    version: app.getVersion(),
    vault,
    saveDialog: async ({ defaultFileName }) => {
      const options = { defaultPath: path.join(app.getPath('downloads'), defaultFileName) };
      const result = mainWindow ? await dialog.showSaveDialog(mainWindow, options) : await dialog.showSaveDialog(options);
      return result.canceled || !result.filePath ? null : result.filePath;
    },
    writeFile: (filePath, bytes) => writeFile(filePath, bytes),
    emit,
    onSessionEnded: () => notifications.stop(),
  });
  const files = createFileService({
    openDialog: async ({ title, filters, multiple }) => {
      const options = { title, filters, properties: multiple ? (['openFile', 'multiSelections'] as const) : (['openFile'] as const) };
      const result = mainWindow ? await dialog.showOpenDialog(mainWindow, { ...options, properties: [...options.properties] }) : await dialog.showOpenDialog({ ...options, properties: [...options.properties] });
      return result.canceled ? [] : result.filePaths;
    },
    fs: { stat, createReadStream },
    uploads: createUploadClient({ baseUrl: serverUrl, getToken: () => vault.getToken(), onUnauthorized: () => host.sessionRejected() }),
    emit,
  });
  const ipc = createIpcRegistry({
    ipcMain,
    isTrustedSender: createSenderPolicy({ appOrigin: APP_ORIGIN, isAppWebContents: windows.isAppWebContents }),
    logError: (channel, error) => console.error(`[ipc ${channel}]`, error),
  });
  registerIpc(ipc, { host, notifications, files });

  mainWindow = createMainWindow({ createBrowserWindow: (options) => new BrowserWindow(options), preloadPath, windows });
  mainWindow.on('closed', () => {
    mainWindow = null;
  });
  await mainWindow.loadURL(APP_ENTRY_URL);
}

function focusMainWindow(): void {
  if (!mainWindow) return;
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.focus();
}

function failToStart(error: unknown): void {
  console.error(error);
  dialog.showErrorBox('BrokerDesk could not start', error instanceof Error ? error.message : String(error));
  app.quit();
}
