// @vitest-environment node
import { EventEmitter } from 'node:events';
import type { BrowserWindow, BrowserWindowConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { claimSingleInstance, createMainWindow, createWindowRegistry } from './createMainWindow.js';

type Listener = (...args: unknown[]) => unknown;

function fakeWindow() {
  const webContentsEvents = new EventEmitter();
  const session = { setPermissionRequestHandler: vi.fn(), setPermissionCheckHandler: vi.fn() };
  const webContents = Object.assign(webContentsEvents, { id: 42, session, setWindowOpenHandler: vi.fn() });
  const windowEvents = new EventEmitter();
  const window = Object.assign(windowEvents, { webContents, show: vi.fn() });
  return { window, webContents, session };
}

function setup() {
  const fake = fakeWindow();
  let options: BrowserWindowConstructorOptions | undefined;
  const windows = createWindowRegistry();
  createMainWindow({
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
    expect(focus).toHaveBeenCalled();
    expect(fakeApp.quit).not.toHaveBeenCalled();
  });
});
