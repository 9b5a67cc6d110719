/**
 * Electron main: the only file that imports the real Electron objects and wires them into the
 * services (STYLE C7). Everything with logic lives in those services and is tested under Node.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BrowserWindow, Menu, Notification, app, dialog, ipcMain, protocol, safeStorage, screen, shell, utilityProcess } from 'electron';
import Store from 'electron-store';
import { createUploadClient } from '../../shared/client/uploadClient.js';
import type { IpcEvent, IpcEventPayload } from '../../shared/host/ipc.js';
import { createHostService } from '../api/hostService.js';
import { createFileService } from '../files/fileService.js';
import { createSavedFiles } from '../files/savedFiles.js';
import { createNotificationService } from '../notifications/notificationService.js';
import { createIpcRegistry, createSenderPolicy } from '../ipc/handle.js';
import { startEmbeddedServer, type EmbeddedServer } from '../server/embeddedServer.js';
import { SERVER_URL_SETTING, createServerSettings, resolveServerMode } from '../server/serverMode.js';
import { createTokenVault } from '../session/tokenVault.js';
import { APP_ENTRY_URL, APP_ORIGIN, APP_SCHEME, APP_SCHEME_PRIVILEGES, createAppProtocolHandler } from './appProtocol.js';
import { PRODUCT_NAME, appMenuTemplate } from './appMenu.js';
import { DEFAULT_WINDOW_SIZE, claimSingleInstance, createMainWindow, createWindowRegistry } from './createMainWindow.js';
import { DEEP_LINK_SCHEME, createDeepLinkRouter, registerDeepLinks } from './deepLinks.js';
import { WINDOW_STATE_SETTING, restoreWindowState, trackWindowState } from './windowState.js';
import { registerIpc } from './registerIpc.js';
import { createUtilityProcessSpawner } from './utilityProcessSpawner.js';

// Built layout: dist-electron/{main.js, preload.mjs, server.js} beside dist/renderer.
const here = path.dirname(fileURLToPath(import.meta.url));
const rendererDir = path.join(here, '..', 'dist', 'renderer');
const preloadPath = path.join(here, 'preload.mjs');
const serverEntry = path.join(here, 'server.js');

let mainWindow: BrowserWindow | null = null;
let embeddedServer: EmbeddedServer | null = null;

app.setName(PRODUCT_NAME);
app.enableSandbox();
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);

const deepLinks = createDeepLinkRouter({
  focusWindow: focusMainWindow,
  navigate: (route) => mainWindow?.webContents.send('app:navigate', route),
});

if (
  claimSingleInstance(app, (argv) => {
    focusMainWindow();
    deepLinks.openFromArgv(argv);
  })
) {
  // macOS sends `open-url` (possibly before ready); Windows and Linux start us with the link in argv.
  registerDeepLinks(app, deepLinks, { defaultApp: process.defaultApp, execPath: process.execPath, entryScript: process.argv[1] ? path.resolve(process.argv[1]) : undefined });
  deepLinks.openFromArgv(process.argv);
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
  const mode = resolveServerMode({ env: process.env, savedUrl: settings.get(SERVER_URL_SETTING) });
  if (mode.kind === 'embedded') {
    embeddedServer = await startEmbeddedServer({
      spawn: createUtilityProcessSpawner((modulePath, args, options) => utilityProcess.fork(modulePath, args, options), serverEntry),
      dataDir: path.join(app.getPath('userData'), 'server'),
      onUnexpectedExit: (code) => dialog.showErrorBox('BrokerDesk', `The built-in BrokerDesk server stopped (exit code ${String(code)}). Restart BrokerDesk.`),
    });
  }
  const serverUrl = mode.kind === 'remote' ? mode.url : embeddedServer!.url;

  protocol.handle(APP_SCHEME, createAppProtocolHandler({ rootDir: rendererDir, readFile }));
  Menu.setApplicationMenu(Menu.buildFromTemplate(appMenuTemplate({ platform: process.platform, isDevelopment: !app.isPackaged })));

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
  const savedFiles = createSavedFiles({ shell });
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
    rememberSaved: (filePath) => savedFiles.remember(filePath),
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
  let windowState: { flush(): void } | null = null;
  const serverSettings = createServerSettings({
    store: settings,
    env: process.env,
    inUse: { url: serverUrl, embedded: mode.kind === 'embedded' },
    fetch: (url, init) => fetch(url, init),
    beforeRestart: async () => {
      windowState?.flush();
      const server = embeddedServer;
      embeddedServer = null;
      await server?.stop();
    },
    // Not the link this run was started with: the restarted app opens on its own.
    relaunch: () => app.relaunch({ args: process.argv.slice(1).filter((arg) => !arg.toLowerCase().startsWith(`${DEEP_LINK_SCHEME}:`)) }),
    exit: (code) => app.exit(code),
  });
  registerIpc(ipc, { host, notifications, files, savedFiles, settings: serverSettings });

  const placement = restoreWindowState(settings.get(WINDOW_STATE_SETTING), screen.getAllDisplays(), DEFAULT_WINDOW_SIZE);
  mainWindow = createMainWindow({
    // The hardened webPreferences come from mainWindowOptions; restated here so scanners reading this call see them.
    createBrowserWindow: (options) =>
      new BrowserWindow({
        ...options,
        webPreferences: { ...options.webPreferences, contextIsolation: true, sandbox: true, nodeIntegration: false, disableBlinkFeatures: 'Auxclick' },
      }),
    preloadPath,
    windows,
    placement,
  });
  windowState = trackWindowState({ window: mainWindow, store: settings });
  mainWindow.on('closed', () => {
    mainWindow = null;
    deepLinks.windowGone();
  });
  await mainWindow.loadURL(APP_ENTRY_URL);
  deepLinks.windowReady();
}

function focusMainWindow(): void {
  if (!mainWindow) return;
  if (mainWindow.isMinimized()) mainWindow.restore();
  if (!mainWindow.isVisible()) mainWindow.show();
  mainWindow.focus();
}

function failToStart(error: unknown): void {
  console.error(error);
  dialog.showErrorBox('BrokerDesk could not start', error instanceof Error ? error.message : String(error));
  app.quit();
}
