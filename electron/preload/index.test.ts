// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostBridge } from '../../shared/host/bridge.js';
import { BRIDGE_GLOBAL } from '../../shared/host/bridge.js';
import { ipcContract, ipcEvents } from '../../shared/host/ipc.js';

const electron = vi.hoisted(() => {
  const exposed = new Map<string, unknown>();
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  return {
    exposed,
    listeners,
    contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.set(key, api) },
    ipcRenderer: {
      invoke: vi.fn((channel: string, ..._args: unknown[]): Promise<unknown> => Promise.resolve({ ok: true, data: `answer of ${channel}` })),
      on: vi.fn((channel: string, listener: (...args: unknown[]) => void) => {
        if (!listeners.has(channel)) listeners.set(channel, new Set());
        listeners.get(channel)!.add(listener);
      }),
      removeListener: vi.fn((channel: string, listener: (...args: unknown[]) => void) => listeners.get(channel)?.delete(listener)),
    },
  };
});

vi.mock('electron', () => ({ contextBridge: electron.contextBridge, ipcRenderer: electron.ipcRenderer }));

await import('./index.js');
const bridge = electron.exposed.get(BRIDGE_GLOBAL) as HostBridge;

// The method set of HostBridge, written as a record so the compiler refuses a missing or extra key.
const bridgeMethods: Record<keyof HostBridge, true> = {
  info: true,
  call: true,
  download: true,
  signIn: true,
  signOut: true,
  hasSession: true,
  onSessionExpired: true,
};

beforeEach(() => electron.ipcRenderer.invoke.mockClear());

describe('preload', () => {
  it(`exposes exactly one object, under window.${BRIDGE_GLOBAL}`, () => {
    expect([...electron.exposed.keys()]).toEqual([BRIDGE_GLOBAL]);
  });

  it('exposes exactly the HostBridge methods, all functions, and no generic invoke', () => {
    expect(Object.keys(bridge).sort()).toEqual(Object.keys(bridgeMethods).sort());
    for (const value of Object.values(bridge)) expect(typeof value).toBe('function');
    expect(bridge).not.toHaveProperty('invoke');
  });

  it.each([
    ['info', 'app:info', () => bridge.info(), []],
    ['call', 'api:call', () => bridge.call('auth.me', {}), [{ endpoint: 'auth.me', input: {} }]],
    [
      'download',
      'api:download',
      () => bridge.download('customers.exportCsv', { body: { search: 'x' } }),
      [{ endpoint: 'customers.exportCsv', input: { body: { search: 'x' } } }],
    ],
    ['signIn', 'session:signIn', () => bridge.signIn({ email: 'a@b.ae', password: 'p', isAgentOnline: true }), [{ email: 'a@b.ae', password: 'p', isAgentOnline: true }]],
    ['signOut', 'session:signOut', () => bridge.signOut(), []],
    ['hasSession', 'session:has', () => bridge.hasSession(), []],
  ] as const)('%s invokes its own channel %s only', async (_method, channel, act, args) => {
    await act();
    expect(electron.ipcRenderer.invoke).toHaveBeenCalledExactlyOnceWith(channel, ...args);
  });

  it('covers every ipcContract channel with a method', async () => {
    await bridge.info();
    await bridge.call('auth.me', {});
    await bridge.download('customers.exportCsv', {});
    await bridge.signIn({ email: 'a@b.ae', password: 'p', isAgentOnline: true });
    await bridge.signOut();
    await bridge.hasSession();
    const channels = electron.ipcRenderer.invoke.mock.calls.map(([channel]) => channel);
    expect(channels.sort()).toEqual(Object.keys(ipcContract).sort());
  });

  it('unwraps info and hasSession, and fails info with the host message', async () => {
    electron.ipcRenderer.invoke.mockResolvedValueOnce({ ok: true, data: true });
    expect(await bridge.hasSession()).toBe(true);
    electron.ipcRenderer.invoke.mockResolvedValueOnce({ ok: false, error: { code: 'forbidden-sender', message: 'no' } });
    expect(await bridge.hasSession()).toBe(false);
    electron.ipcRenderer.invoke.mockResolvedValueOnce({ ok: false, error: { code: 'internal', message: 'Host failed' } });
    await expect(bridge.info()).rejects.toThrow('Host failed');
  });

  it('calls a session-expired listener without the IPC event and unsubscribes it', () => {
    expect(Object.keys(ipcEvents)).toEqual(['session:expired']);
    const listener = vi.fn();
    const unsubscribe = bridge.onSessionExpired(listener);
    for (const forward of electron.listeners.get('session:expired')!) forward({ sender: 'ipc event with Node objects' });
    expect(listener).toHaveBeenCalledExactlyOnceWith();
    unsubscribe();
    expect(electron.listeners.get('session:expired')!.size).toBe(0);
  });
});
