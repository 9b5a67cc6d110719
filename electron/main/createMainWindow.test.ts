// @vitest-environment node
import { EventEmitter } from 'node:events';
import type { BrowserWindow, BrowserWindowConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { claimSingleInstance, createMainWindow, createWindowRegistry } from './createMainWindow.js';
import type { SavedWindowState } from './windowState.js';

type Listener = (...args: unknown[]) => unknown;

function fakeWindow() {
  const webContentsEvents = new EventEmitter();
  const session = { setPermissionRequestHandler: vi.fn(), setPermissionCheckHandler: vi.fn() };
  const webContents = Object.assign(webContentsEvents, { id: 42, session, setWindowOpenHandler: vi.fn() });
  const windowEvents = new EventEmitter();
  const window = Object.assign(windowEvents, { webContents, show: vi.fn(), maximize: vi.fn() });
  return { window, webContents, session };
}

function setup(placement?: SavedWindowState) {
  const fake = fakeWindow();
  let options: BrowserWindowConstructorOptions | undefined;
  const windows = createWindowRegistry();
  createMainWindow({
    placement,
    createBrowserWindow: (o) => {
      options = o;
      return fake.window as unknown as BrowserWindow;
    },
    preloadPath: '/app/dist-electron/preload.mjs',
    windows,
  });
  const navigate = (event: string, url: string) => {
    const nav = { url, preventDefault: vi.fn() };
    fake.webContents.emit(event, nav, url);
    return nav.preventDefault;
  };
  return { ...fake, options: options!, windows, navigate };
}

describe('createMainWindow', () => {
  it('turns on context isolation and the sandbox and turns Node off, explicitly', () => {
    const { options } = setup();
    expect(options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      webviewTag: false,
      preload: '/app/dist-electron/preload.mjs',
    });
  });

  it('has the product title, the default size, and middle-click (Auxclick) off', () => {
    const { options } = setup();
    expect(options).toMatchObject({ title: 'BrokerDesk', width: 1366, height: 860, minWidth: 1024, minHeight: 640, show: false });
    expect(options.webPreferences?.disableBlinkFeatures).toBe('Auxclick');
  });

  it('opens at the restored place and maximizes before showing when it was maximized', () => {
    const { options, window } = setup({ bounds: { x: 40, y: 30, width: 1500, height: 900 }, maximized: true });
    expect(options).toMatchObject({ x: 40, y: 30, width: 1500, height: 900 });
    window.emit('ready-to-show');
    expect(window.maximize).toHaveBeenCalled();
    expect(window.maximize.mock.invocationCallOrder[0]).toBeLessThan(window.show.mock.invocationCallOrder[0]!);
  });

  it('denies every window.open', () => {
    const { webContents } = setup();
    const handler = webContents.setWindowOpenHandler.mock.calls[0]![0] as Listener;
    expect(handler({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
    expect(handler({ url: 'app://brokerdesk/index.html' })).toEqual({ action: 'deny' });
  });

  it.each(['will-navigate', 'will-redirect'])('prevents %s to another origin and allows the app origin', (event) => {
    const { navigate } = setup();
    expect(navigate(event, 'https://evil.example/phish')).toHaveBeenCalled();
    expect(navigate(event, 'file:///etc/passwd')).toHaveBeenCalled();
    expect(navigate(event, 'app://brokerdesk.evil/index.html')).toHaveBeenCalled();
    expect(navigate(event, 'app://brokerdesk/index.html#/customers')).not.toHaveBeenCalled();
  });

  it('refuses webviews and every permission request or check', () => {
    const { webContents, session } = setup();
    const attach = { preventDefault: vi.fn() };
    webContents.emit('will-attach-webview', attach);
    expect(attach.preventDefault).toHaveBeenCalled();
    const callback = vi.fn();
    (session.setPermissionRequestHandler.mock.calls[0]![0] as Listener)(webContents, 'media', callback, {});
    expect(callback).toHaveBeenCalledWith(false);
    expect((session.setPermissionCheckHandler.mock.calls[0]![0] as Listener)(webContents, 'notifications')).toBe(false);
  });

  it('shows the window when ready and trusts its webContents until it closes', () => {
    const { window, windows } = setup();
    expect(window.show).not.toHaveBeenCalled();
    window.emit('ready-to-show');
    expect(window.show).toHaveBeenCalled();
    expect(windows.isAppWebContents(42)).toBe(true);
    expect(windows.isAppWebContents(43)).toBe(false);
    window.emit('closed');
    expect(windows.isAppWebContents(42)).toBe(false);
  });
});

describe('claimSingleInstance', () => {
  it('quits a second instance', () => {
    const app = { requestSingleInstanceLock: () => false, quit: vi.fn(), on: vi.fn() };
    expect(claimSingleInstance(app, vi.fn())).toBe(false);
    expect(app.quit).toHaveBeenCalled();
    expect(app.on).not.toHaveBeenCalled();
  });

  it('brings the first instance forward when another starts', () => {
    const app = new EventEmitter();
    const focus = vi.fn();
    const fakeApp = Object.assign(app, { requestSingleInstanceLock: () => true, quit: vi.fn() });
    expect(claimSingleInstance(fakeApp, focus)).toBe(true);
    app.emit('second-instance');
    expect(focus).toHaveBeenCalledWith([]);
    expect(fakeApp.quit).not.toHaveBeenCalled();
  });

  it("hands the second start's command line on (a deep link on Windows and Linux)", () => {
    const app = Object.assign(new EventEmitter(), { requestSingleInstanceLock: () => true, quit: vi.fn() });
    const onSecond = vi.fn();
    claimSingleInstance(app, onSecond);
    app.emit('second-instance', {}, ['BrokerDesk.exe', 'brokerdesk://proposals/p1'], '/cwd');
    expect(onSecond).toHaveBeenCalledWith(['BrokerDesk.exe', 'brokerdesk://proposals/p1']);
  });

  it('is wired in main before anything starts: the lock gates startup, and a second start focuses and follows its link', () => {
    const main = readFileSync(new URL('./index.ts', import.meta.url), 'utf8');
    expect(main).toMatch(/if \(\s*claimSingleInstance\(app, \(argv\) => \{\s*focusMainWindow\(\);\s*deepLinks\.openFromArgv\(argv\);/);
    expect(main.indexOf('claimSingleInstance(app')).toBeLessThan(main.indexOf('app.whenReady().then(start)'));
    expect(main).toMatch(/registerDeepLinks\(app, deepLinks,/);
    expect(main).toMatch(/deepLinks\.windowReady\(\)/);
  });
});
