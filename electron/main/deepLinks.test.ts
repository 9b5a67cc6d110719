// @vitest-environment node
import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { createDeepLinkRouter, findDeepLink, parseDeepLink, registerDeepLinks } from './deepLinks.js';

describe('parseDeepLink', () => {
  it.each([
    ['brokerdesk://proposals/p-17', '#/proposals/p-17'],
    ['brokerdesk://customers/65f1a2b3c4d5e6f7a8b9c0d1', '#/customers/65f1a2b3c4d5e6f7a8b9c0d1'],
    ['brokerdesk://proposals/P_1/', '#/proposals/P_1'],
    ['BrokerDesk://Proposals/abc', '#/proposals/abc'],
    [`brokerdesk://proposals/${'a'.repeat(64)}`, `#/proposals/${'a'.repeat(64)}`],
  ])('maps %s to %s', (url, route) => {
    expect(parseDeepLink(url)).toBe(route);
  });

  it.each([
    'brokerdesk://settings/1',
    'brokerdesk://proposals/',
    'brokerdesk://proposals/a/b',
    'brokerdesk://proposals/..',
    'brokerdesk://proposals/%2e%2e',
    'brokerdesk://proposals/a?x=1',
    'brokerdesk://proposals/a#x',
    'brokerdesk://proposals/a b',
    `brokerdesk://proposals/${'a'.repeat(65)}`,
    'brokerdesk:proposals/a',
    'brokerdesk:///proposals/a',
    'https://proposals/a',
    'javascript://proposals/a',
    'brokerdesk://user@proposals/a',
    '',
    42,
    null,
  ])('ignores %j', (url) => {
    expect(parseDeepLink(url)).toBeNull();
  });
});

describe('findDeepLink', () => {
  it('finds the link among the arguments Windows passes a second instance', () => {
    expect(findDeepLink(['C:\\Program Files\\BrokerDesk\\BrokerDesk.exe', '--allow-file-access-from-files', 'brokerdesk://proposals/p1'])).toBe('#/proposals/p1');
    expect(findDeepLink(['/usr/bin/brokerdesk', '--no-sandbox'])).toBeNull();
    expect(findDeepLink(['brokerdesk://evil/1'])).toBeNull();
  });
});

describe('createDeepLinkRouter', () => {
  it('holds a link until the window has loaded, then focuses and navigates', () => {
    const focusWindow = vi.fn();
    const navigate = vi.fn();
    const router = createDeepLinkRouter({ focusWindow, navigate });
    expect(router.open('brokerdesk://proposals/p1')).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    router.windowReady();
    expect(focusWindow).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('#/proposals/p1');
    router.windowReady();
    expect(navigate).toHaveBeenCalledOnce();
  });

  it('delivers later links at once and ignores foreign ones without focusing', () => {
    const focusWindow = vi.fn();
    const navigate = vi.fn();
    const router = createDeepLinkRouter({ focusWindow, navigate });
    router.windowReady();
    expect(router.openFromArgv(['app.exe', 'brokerdesk://customers/c1'])).toBe(true);
    expect(router.open('brokerdesk://admin/1')).toBe(false);
    expect(router.open('https://evil.example/')).toBe(false);
    expect(navigate.mock.calls).toEqual([['#/customers/c1']]);
    expect(focusWindow).toHaveBeenCalledOnce();
  });
});

describe('registerDeepLinks', () => {
  it('registers the scheme and routes macOS open-url', () => {
    const app = Object.assign(new EventEmitter(), { setAsDefaultProtocolClient: vi.fn(() => true) });
    const router = { open: vi.fn(() => true) };
    registerDeepLinks(app, router, { execPath: '/Applications/BrokerDesk.app/Contents/MacOS/BrokerDesk' });
    expect(app.setAsDefaultProtocolClient).toHaveBeenCalledExactlyOnceWith('brokerdesk');
    const event = { preventDefault: vi.fn() };
    app.emit('open-url', event, 'brokerdesk://proposals/p1');
    expect(event.preventDefault).toHaveBeenCalled();
    expect(router.open).toHaveBeenCalledWith('brokerdesk://proposals/p1');
  });

  it('registers Electron with the entry script in development', () => {
    const app = Object.assign(new EventEmitter(), { setAsDefaultProtocolClient: vi.fn(() => true) });
    registerDeepLinks(app, { open: vi.fn(() => true) }, { defaultApp: true, execPath: '/node_modules/electron/dist/electron', entryScript: '/work/main/dist-electron/main.js' });
    expect(app.setAsDefaultProtocolClient).toHaveBeenCalledWith('brokerdesk', '/node_modules/electron/dist/electron', ['/work/main/dist-electron/main.js']);
  });
});
