import type { BrowserWindow, BrowserWindowConstructorOptions, WebContents } from 'electron';
import { APP_ORIGIN, originOf } from './appProtocol.js';
import { PRODUCT_NAME } from './appMenu.js';
import type { SavedWindowState } from './windowState.js';

/** The window's size before any is remembered, and its minimum. */
export const DEFAULT_WINDOW_SIZE = { width: 1366, height: 860, minWidth: 1024, minHeight: 640 } as const;

/**
 * The window's options, hardened explicitly rather than by Electron's defaults (STYLE C6).
 *
 * @example new BrowserWindow(mainWindowOptions(path.join(__dirname, 'preload.mjs')))
 */
export function mainWindowOptions(preloadPath: string, placement?: SavedWindowState): BrowserWindowConstructorOptions {
  return {
    ...DEFAULT_WINDOW_SIZE,
    ...(placement ? placement.bounds : {}),
    show: false,
    title: PRODUCT_NAME,
    backgroundColor: '#ffffff',
    autoHideMenuBar: true,
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      // A middle click would otherwise try to open a link in a new window (denied anyway).
      disableBlinkFeatures: 'Auxclick',
      spellcheck: true,
    },
  };
}

/**
 * No new windows, no navigation or redirect away from the app's origin, no `<webview>`, and every
 * permission (camera, notifications, geolocation…) refused.
 */
export function hardenWebContents(webContents: WebContents, appOrigin: string = APP_ORIGIN): void {
  webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
  const stayOnAppOrigin = (event: { url: string; preventDefault(): void }) => {
    if (originOf(event.url) !== appOrigin) event.preventDefault();
  };
  webContents.on('will-navigate', stayOnAppOrigin);
  webContents.on('will-redirect', stayOnAppOrigin);
  webContents.on('will-attach-webview', (event) => event.preventDefault());
  webContents.session.setPermissionRequestHandler((_webContents, _permission, callback) => callback(false));
  webContents.session.setPermissionCheckHandler(() => false);
}

/** The webContents of the windows this app created: the only IPC senders it trusts. */
export function createWindowRegistry() {
  const ids = new Set<number>();
  return {
    add(window: BrowserWindow): void {
      const id = window.webContents.id;
      ids.add(id);
      window.once('closed', () => ids.delete(id));
    },
    isAppWebContents: (id: number): boolean => ids.has(id),
  };
}

export type WindowRegistry = ReturnType<typeof createWindowRegistry>;

export interface MainWindowDeps {
  /** `(options) => new BrowserWindow(options)` */
  createBrowserWindow: (options: BrowserWindowConstructorOptions) => BrowserWindow;
  preloadPath: string;
  windows: WindowRegistry;
  appOrigin?: string;
  /** Where to open it (see `restoreWindowState`); the default size otherwise. */
  placement?: SavedWindowState;
}

/**
 * Creates the hardened main window, registers it as a trusted IPC sender and shows it once its
 * first paint is ready. The caller loads `APP_ENTRY_URL`.
 *
 * @example const window = createMainWindow({ createBrowserWindow: (o) => new BrowserWindow(o), preloadPath, windows });
 */
export function createMainWindow(deps: MainWindowDeps): BrowserWindow {
  const window = deps.createBrowserWindow(mainWindowOptions(deps.preloadPath, deps.placement));
  hardenWebContents(window.webContents, deps.appOrigin ?? APP_ORIGIN);
  deps.windows.add(window);
  window.once('ready-to-show', () => {
    if (deps.placement?.maximized) window.maximize();
    window.show();
  });
  return window;
}

/** The part of Electron's `app` the single-instance lock uses. */
export interface SingleInstanceApp {
  requestSingleInstanceLock(): boolean;
  quit(): void;
  on(event: 'second-instance', listener: (event: unknown, argv: string[]) => void): unknown;
}

/**
 * One BrokerDesk per user: a second start quits and brings the first one's window forward, with
 * the second start's command line (a `brokerdesk://` link on Windows and Linux).
 * Returns false when this process is the second one (and is quitting).
 *
 * @example if (!claimSingleInstance(app, (argv) => { focusWindow(); links.openFromArgv(argv); })) return;
 */
export function claimSingleInstance(app: SingleInstanceApp, onSecondInstance: (argv: string[]) => void): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', (_event, argv) => onSecondInstance(Array.isArray(argv) ? argv : []));
  return true;
}
