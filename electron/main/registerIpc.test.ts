// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { ipcContract } from '../../shared/host/ipc.js';
import type { HostService } from '../api/hostService.js';
import { createIpcRegistry, createSenderPolicy } from '../ipc/handle.js';
import type { NotificationService } from '../notifications/notificationService.js';
import { APP_WEB_CONTENTS_ID, appEvent, fakeIpcMain } from '../testing/fakes.js';
import { APP_ORIGIN } from './appProtocol.js';
import { registerIpc } from './registerIpc.js';

const ROOM = 'quotes:1b4e28ba-2fa1-4d2e-883f-0016d3cca427';

function setup() {
  const fake = fakeIpcMain();
  const ipc = createIpcRegistry({
    ipcMain: fake.ipcMain,
    isTrustedSender: createSenderPolicy({ appOrigin: APP_ORIGIN, isAppWebContents: (id) => id === APP_WEB_CONTENTS_ID }),
  });
  const answer = { ok: true as const, data: null };
  const notifications = {
    start: vi.fn(() => answer), stop: vi.fn(() => answer), setPopups: vi.fn(() => answer),
    follow: vi.fn(() => Promise.resolve({ ok: true as const, data: { joined: true } })), unfollow: vi.fn(() => answer),
  };
  const files = { pick: vi.fn(() => Promise.resolve({ ok: true as const, data: [] })), registerDrop: vi.fn(() => Promise.resolve({ ok: true as const, data: [] })), upload: vi.fn(() => Promise.resolve(answer)) };
  const host = Object.fromEntries(['info', 'call', 'download', 'preview', 'signIn', 'signOut', 'hasSession'].map((name) => [name, vi.fn(() => answer)]));
  const savedFiles = { open: vi.fn(() => Promise.resolve(answer)), reveal: vi.fn(() => answer) };
  const settings = {
    getServer: vi.fn(() => ({ ok: true as const, data: { saved: { mode: 'embedded' as const }, inUse: { url: 'http://127.0.0.1:1', embedded: true }, environmentOverride: null, canChange: true } })),
    setServer: vi.fn(() => Promise.resolve({ ok: true as const, data: { restartRequired: true } })),
    restart: vi.fn(() => Promise.resolve(answer)),
  };
  registerIpc(ipc, { host: host as unknown as HostService, notifications: notifications as unknown as NotificationService, files, savedFiles, settings });
  return { fake, ipc, host, notifications, files, savedFiles, settings };
}

describe('main IPC registration', () => {
  it('registers exactly the channels of ipcContract', () => {
    expect(setup().ipc.channels().sort()).toEqual(Object.keys(ipcContract).sort());
  });

  it.each([
    ['files:upload', { fileId: '/etc/passwd', endpoint: 'documents.upload', params: { id: 'c1' } }],
    ['files:upload', { fileId: 'f-00000000-0000-0000-0000-000000000000', endpoint: 'documents.upload', params: { id: 'c1' }, path: '/etc/passwd' }],
    ['files:registerDrop', { paths: 'C:\\Users\\staff\\id.pdf' }],
    ['files:registerDrop', { paths: [] }],
    ['files:pick', 'everything'],
    ['notifications:setPopups', 'yes'],
    ['notifications:start', { token: 'x' }],
    ['notifications:follow', { room: ROOM.slice('quotes:'.length), events: ['quote-counter'] }],
    ['notifications:follow', { room: ROOM.toUpperCase(), events: ['quote-counter'] }],
    ['notifications:follow', { room: 'notificationsidebar', events: ['notification-updated'] }],
    ['notifications:follow', { room: 'session:s1', events: ['quote-counter'] }],
    ['notifications:follow', { room: ROOM, events: [] }],
    ['notifications:follow', { room: ROOM, events: ['a', 'b', 'c', 'd', 'e'] }],
    ['notifications:follow', { room: ROOM, events: ['Quote Counter'] }],
    ['notifications:follow', { room: ROOM, events: ['quote-counter'], token: 'x' }],
    ['notifications:unfollow', 'notificationsidebar'],
    ['notifications:unfollow', `${ROOM}x`],
    ['files:open', '/home/staff/Downloads/report.pdf'],
    ['files:open', 'C:\\Windows\\System32\\calc.exe'],
    ['files:reveal', '../../etc/passwd'],
    ['files:reveal', { path: '/etc' }],
    ['settings:setServer', { mode: 'remote' }],
    ['settings:setServer', { mode: 'remote', url: 'http://x', extra: 1 }],
    ['settings:setServer', { mode: 'office', url: 'http://x' }],
    ['settings:getServer', 'x'],
    ['settings:restart', { now: true }],
    ['api:preview', { endpoint: 'scannedDocuments.customerFile' }],
    ['api:preview', { endpoint: 'scannedDocuments.customerFile', input: { params: { id: 'c1', fileId: 'f1' } }, saveTo: '/tmp/x.png' }],
    ['api:preview', { endpoint: 'scannedDocuments.customerFile', input: { params: { id: 'c1', fileId: 'f1' }, headers: { Authorization: 'x' } } }],
    ['api:preview', 'scannedDocuments.customerFile'],
  ])('refuses a bad %s payload before any service runs', async (channel, payload) => {
    const { fake, host, notifications, files, savedFiles, settings } = setup();
    const answer = await fake.invoke(channel, appEvent(), payload);
    expect(answer).toMatchObject({ ok: false, error: { code: 'invalid-input', status: 400 } });
    for (const spy of [...Object.values(host), ...Object.values(notifications), ...Object.values(files), ...Object.values(savedFiles), ...Object.values(settings)]) expect(spy).not.toHaveBeenCalled();
  });

  it.each([
    ['files:open', 's-0b7c0d0e-1111-2222-3333-444455556666'],
    ['files:reveal', 's-0b7c0d0e-1111-2222-3333-444455556666'],
    ['settings:setServer', { mode: 'remote', url: 'http://10.0.0.2:4310' }],
    ['settings:restart', undefined],
    ['api:preview', { endpoint: 'scannedDocuments.customerFile', input: { params: { id: 'c1', fileId: 'f1' } } }],
  ])('refuses %s to a foreign page', async (channel, payload) => {
    const { fake, host, savedFiles, settings } = setup();
    expect(await fake.invoke(channel, appEvent({ url: 'https://evil.example/' }), payload)).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
    for (const spy of [...Object.values(host), ...Object.values(savedFiles), ...Object.values(settings)]) expect(spy).not.toHaveBeenCalled();
  });

  it('passes saved-file ids and server choices on to their services', async () => {
    const { fake, savedFiles, settings } = setup();
    await fake.invoke('files:open', appEvent(), 's-1');
    await fake.invoke('files:reveal', appEvent(), 's-2');
    await fake.invoke('settings:setServer', appEvent(), { mode: 'remote', url: ' http://10.0.0.2:4310 ' });
    await fake.invoke('settings:restart', appEvent());
    expect(savedFiles.open).toHaveBeenCalledWith('s-1');
    expect(savedFiles.reveal).toHaveBeenCalledWith('s-2');
    expect(settings.setServer).toHaveBeenCalledWith({ mode: 'remote', url: 'http://10.0.0.2:4310' });
    expect(settings.restart).toHaveBeenCalled();
  });

  it.each([
    ['a foreign page', appEvent({ url: 'https://evil.example/' })],
    ['an iframe', appEvent({ parent: {} })],
    ['another window', appEvent({ webContentsId: 99 })],
  ])('refuses the new channels to %s', async (_who, event) => {
    const { fake, files, notifications } = setup();
    for (const [channel, payload] of [['files:registerDrop', { paths: ['/home/staff/id.pdf'] }], ['files:pick', 'documents'], ['notifications:start', undefined]] as const) {
      expect(await fake.invoke(channel, event, payload)).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
    }
    expect(files.registerDrop).not.toHaveBeenCalled();
    expect(notifications.start).not.toHaveBeenCalled();
  });

  it('passes a valid request from the app window to its service', async () => {
    const { fake, files } = setup();
    await fake.invoke('files:registerDrop', appEvent(), { paths: ['/home/staff/Desktop/id.pdf'] });
    expect(files.registerDrop).toHaveBeenCalledWith({ paths: ['/home/staff/Desktop/id.pdf'] });
  });

  it("passes the app window's request to follow a request room, with up to four events, and to leave it; a foreign page gets nothing", async () => {
    const { fake, notifications } = setup();
    const events = ['admin-proposal-created', 'quote-counter', 'health-quote-created', 'a'];
    expect(await fake.invoke('notifications:follow', appEvent(), { room: ROOM, events })).toEqual({ ok: true, data: { joined: true } });
    expect(notifications.follow).toHaveBeenCalledExactlyOnceWith({ room: ROOM, events });
    expect(await fake.invoke('notifications:unfollow', appEvent(), ROOM)).toEqual({ ok: true, data: null });
    expect(notifications.unfollow).toHaveBeenCalledExactlyOnceWith(ROOM);
    expect(await fake.invoke('notifications:follow', appEvent({ url: 'https://evil.example/' }), { room: ROOM, events })).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
    expect(notifications.follow).toHaveBeenCalledOnce();
  });

  it("passes a preview request from the app window to the host's preview alone", async () => {
    const { fake, host } = setup();
    const request = { endpoint: 'scannedDocuments.carFile', input: { params: { id: 'car1', fileId: 'f1' } } };
    await fake.invoke('api:preview', appEvent(), request);
    expect(host.preview).toHaveBeenCalledExactlyOnceWith(request);
    expect(host.download).not.toHaveBeenCalled();
  });
});
