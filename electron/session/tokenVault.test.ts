// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { LoginResult } from '../../shared/contract/auth/auth.schema.js';
import { fakeSafeStorage, memoryStore } from '../testing/fakes.js';
import { NOT_PERSISTENT_NOTICE, SESSION_STORE_KEY, createTokenVault } from './tokenVault.js';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.secret-token-value';
const login: LoginResult = {
  success: true,
  token: TOKEN,
  type: 'employee',
  employee: { _id: 'e1', type: 'employee', email: 'admin@brokerdesk.demo', fullName: 'Admin', role: 'Admin', isSupervisor: true },
  session: { expiresAt: '2026-01-01T20:00:00.000Z', idleExpiresAt: '2026-01-01T08:30:00.000Z', serverTime: '2026-01-01T08:00:00.000Z' },
};

function everythingWritten(store: ReturnType<typeof memoryStore>) {
  return JSON.stringify(store.written);
}

describe('createTokenVault', () => {
  it('stores the session only as base64 ciphertext and restores it in a new vault', () => {
    const store = memoryStore();
    const safeStorage = fakeSafeStorage();
    const vault = createTokenVault({ safeStorage, store });
    vault.save(login);
    expect(vault.persistent).toBe(true);
    expect(safeStorage.encryptCalls).toBe(1);
    const stored = store.data.get(SESSION_STORE_KEY);
    expect(typeof stored).toBe('string');
    expect(Buffer.from(stored as string, 'base64').subarray(0, 3).toString()).toBe('v10');
    expect(everythingWritten(store)).not.toContain(TOKEN);
    expect(everythingWritten(store)).not.toContain('admin@brokerdesk.demo');

    const restored = createTokenVault({ safeStorage, store });
    expect(restored.getToken()).toBe(TOKEN);
    expect(restored.getLogin()).toEqual({ success: true, type: 'employee', employee: login.employee, session: login.session });
    expect(restored.takeNotice()).toBeNull();
  });

  it('never puts the token in the login data it hands out', () => {
    const vault = createTokenVault({ safeStorage: fakeSafeStorage(), store: memoryStore() });
    vault.save(login);
    expect(JSON.stringify(vault.getLogin())).not.toContain(TOKEN);
  });

  it('clear() wipes memory and store', () => {
    const store = memoryStore();
    const vault = createTokenVault({ safeStorage: fakeSafeStorage(), store });
    vault.save(login);
    vault.clear();
    expect(vault.has()).toBe(false);
    expect(vault.getToken()).toBeNull();
    expect(store.data.has(SESSION_STORE_KEY)).toBe(false);
    expect(createTokenVault({ safeStorage: fakeSafeStorage(), store }).has()).toBe(false);
  });

  it.each([
    ['encryption is unavailable', fakeSafeStorage({ available: false })],
    ['Linux has no keyring (basic_text)', fakeSafeStorage({ backend: 'basic_text' })],
  ])('keeps the session in memory only when %s, and says so once', (_name, safeStorage) => {
    const store = memoryStore();
    const vault = createTokenVault({ safeStorage, store });
    vault.save(login);
    expect(vault.persistent).toBe(false);
    expect(vault.getToken()).toBe(TOKEN);
    expect(store.written).toEqual([]);
    expect(safeStorage.encryptCalls).toBe(0);
    expect(vault.takeNotice()).toBe(NOT_PERSISTENT_NOTICE);
    expect(vault.takeNotice()).toBeNull();
  });

  it('persists with a real keyring backend on Linux', () => {
    const vault = createTokenVault({ safeStorage: fakeSafeStorage({ backend: 'gnome_libsecret' }), store: memoryStore() });
    expect(vault.persistent).toBe(true);
  });

  it('drops a stored value it cannot decrypt or that is not a session', () => {
    const store = memoryStore();
    store.set(SESSION_STORE_KEY, Buffer.from('garbage').toString('base64'));
    expect(createTokenVault({ safeStorage: fakeSafeStorage(), store }).has()).toBe(false);
    expect(store.data.has(SESSION_STORE_KEY)).toBe(false);

    const safeStorage = fakeSafeStorage();
    store.set(SESSION_STORE_KEY, safeStorage.encryptString(JSON.stringify({ token: 5 })).toString('base64'));
    expect(createTokenVault({ safeStorage, store }).has()).toBe(false);
    expect(store.data.has(SESSION_STORE_KEY)).toBe(false);
  });
});
