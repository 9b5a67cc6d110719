import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDataDir, loadOrCreateSecret, readConfig } from './config.js';

describe('readConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = readConfig({ HOME: '/home/ana' }, 'linux');
    expect(config).toMatchObject({ port: 4310, host: '127.0.0.1', demoCustomers: 500, maintenance: 0, logLevel: 'info', secret: undefined, staticDir: undefined, smtp: undefined });
    expect(config.session).toEqual({ maxAgeMs: 12 * 3_600_000, idleMs: 30 * 60_000 });
  });

  it('accepts port 0 to mean "any free port"', () => {
    expect(readConfig({ PORT: '0' }).port).toBe(0);
  });

  it('reads every variable', () => {
    const config = readConfig({
      PORT: '5000', HOST: '0.0.0.0', BROKERDESK_DATA_DIR: '/srv/bd', BROKERDESK_SECRET: 'x'.repeat(40),
      BROKERDESK_DEMO_CUSTOMERS: '0', BROKERDESK_STATIC_DIR: '/srv/www', BROKERDESK_MAINTENANCE: '1', LOG_LEVEL: 'warn',
      BROKERDESK_SESSION_HOURS: '8', BROKERDESK_SESSION_IDLE_MINUTES: '15',
      BROKERDESK_SMTP_URL: 'smtp://desk%40example.ae:s3cret@mail.example.ae:587', BROKERDESK_SMTP_FROM: 'BrokerDesk <desk@example.ae>',
      BROKERDESK_DATABASE_URL: 'postgres://bd:s3cret@db.example.ae:5432/brokerdesk?sslmode=require', BROKERDESK_DB_POOL: '32',
      BROKERDESK_DB_STATEMENT_TIMEOUT_MS: '0', BROKERDESK_FILES_DIR: '/mnt/office-share/brokerdesk',
      BROKERDESK_MARKETPLACE_URL: 'https://shop.example.ae/', BROKERDESK_SPONSOR_KEY: 'k'.repeat(32),
    });
    expect(config).toEqual({
      port: 5000, host: '0.0.0.0', dataDir: '/srv/bd', filesDir: '/mnt/office-share/brokerdesk', secret: 'x'.repeat(40), demoCustomers: 0,
      staticDir: '/srv/www', maintenance: 1, logLevel: 'warn', session: { maxAgeMs: 8 * 3_600_000, idleMs: 15 * 60_000 },
      smtp: { url: 'smtp://desk%40example.ae:s3cret@mail.example.ae:587', from: 'BrokerDesk <desk@example.ae>' },
      database: { url: 'postgres://bd:s3cret@db.example.ae:5432/brokerdesk?sslmode=require', pool: 32, statementTimeoutMs: 0 },
      sponsors: { marketplaceUrl: 'https://shop.example.ae', claimKey: 'k'.repeat(32) },
    });
  });

  it('uses the sandbox marketplace and sponsor key unless set, and refuses production without a key of its own', () => {
    expect(readConfig({}).sponsors).toEqual({ marketplaceUrl: 'https://marketplace.brokerdesk.example', claimKey: undefined });
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/BROKERDESK_SPONSOR_KEY: is required when NODE_ENV is production/);
    expect(readConfig({ NODE_ENV: 'production', BROKERDESK_SPONSOR_KEY: 'k'.repeat(32) }).sponsors.claimKey).toBe('k'.repeat(32));
    expect(() => readConfig({ BROKERDESK_SPONSOR_KEY: 'k'.repeat(31) })).toThrow(/BROKERDESK_SPONSOR_KEY: must be at least 32 characters/);
    expect(() => readConfig({ BROKERDESK_MARKETPLACE_URL: 'ftp://shop.example.ae' })).toThrow(/BROKERDESK_MARKETPLACE_URL/);
  });

  it('keeps SQLite in the data folder, with a pool of 10 and a 30 s statement limit for PostgreSQL, when nothing is set', () => {
    expect(readConfig({}).database).toEqual({ url: undefined, pool: 10, statementTimeoutMs: 30_000 });
    expect(readConfig({ BROKERDESK_DATABASE_URL: 'postgresql://db.example.ae/brokerdesk', BROKERDESK_DB_POOL: '1' }).database)
      .toEqual({ url: 'postgresql://db.example.ae/brokerdesk', pool: 1, statementTimeoutMs: 30_000 });
    expect(readConfig({ BROKERDESK_DB_POOL: '500', BROKERDESK_DB_STATEMENT_TIMEOUT_MS: '3600000' }).database)
      .toEqual({ url: undefined, pool: 500, statementTimeoutMs: 3_600_000 });
  });

  it('keeps stored files in the data folder unless BROKERDESK_FILES_DIR names another folder', () => {
    expect(readConfig({ BROKERDESK_DATA_DIR: '/srv/bd' }).filesDir).toBe(join('/srv/bd', 'files'));
    expect(readConfig({ XDG_CONFIG_HOME: '/xdg' }, 'linux').filesDir).toBe('/xdg/BrokerDesk/files');
    expect(readConfig({ BROKERDESK_DATA_DIR: '/srv/bd', BROKERDESK_FILES_DIR: '/mnt/office-share/brokerdesk' }).filesDir).toBe('/mnt/office-share/brokerdesk');
  });

  it.each(['files', './shared/files', '../office-share'])('refuses a relative BROKERDESK_FILES_DIR (%j): every instance must name the same folder', (value) => {
    expect(() => readConfig({ BROKERDESK_FILES_DIR: value })).toThrow(/Invalid server configuration: BROKERDESK_FILES_DIR: must be an absolute path/);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ BROKERDESK_MAINTENANCE: 'yes' }, 'BROKERDESK_MAINTENANCE'],
    [{ BROKERDESK_DEMO_CUSTOMERS: '-1' }, 'BROKERDESK_DEMO_CUSTOMERS'],
    [{ BROKERDESK_SECRET: 'short' }, 'BROKERDESK_SECRET'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ BROKERDESK_SESSION_HOURS: '0' }, 'BROKERDESK_SESSION_HOURS'],
    [{ BROKERDESK_SESSION_IDLE_MINUTES: 'half an hour' }, 'BROKERDESK_SESSION_IDLE_MINUTES'],
    [{ BROKERDESK_SMTP_URL: 'http://mail.example.ae', BROKERDESK_SMTP_FROM: 'desk@example.ae' }, 'BROKERDESK_SMTP_URL'],
    [{ BROKERDESK_SMTP_URL: 'mail.example.ae:587', BROKERDESK_SMTP_FROM: 'desk@example.ae' }, 'BROKERDESK_SMTP_URL'],
    [{ BROKERDESK_SMTP_URL: 'smtp://mail.example.ae', BROKERDESK_SMTP_FROM: 'BrokerDesk' }, 'BROKERDESK_SMTP_FROM'],
    [{ BROKERDESK_SMTP_URL: 'smtp://mail.example.ae' }, 'BROKERDESK_SMTP_FROM'],
    [{ BROKERDESK_SMTP_FROM: 'desk@example.ae' }, 'BROKERDESK_SMTP_URL'],
    [{ BROKERDESK_DATABASE_URL: 'mysql://db.example.ae/brokerdesk' }, 'BROKERDESK_DATABASE_URL'],
    [{ BROKERDESK_DATABASE_URL: 'db.example.ae:5432' }, 'BROKERDESK_DATABASE_URL'],
    [{ BROKERDESK_DB_POOL: '0' }, 'BROKERDESK_DB_POOL'],
    [{ BROKERDESK_DB_POOL: '501' }, 'BROKERDESK_DB_POOL'],
    [{ BROKERDESK_DB_STATEMENT_TIMEOUT_MS: '-1' }, 'BROKERDESK_DB_STATEMENT_TIMEOUT_MS'],
    [{ BROKERDESK_DB_STATEMENT_TIMEOUT_MS: '3600001' }, 'BROKERDESK_DB_STATEMENT_TIMEOUT_MS'],
  ])('names the variable at fault (%o)', (env, variable) => {
    expect(() => readConfig(env)).toThrow(new RegExp(`Invalid server configuration: ${variable}:`));
  });

  it.each([
    { BROKERDESK_SMTP_URL: 'ftp://desk:s3cret@mail.example.ae', BROKERDESK_SMTP_FROM: 'desk@example.ae' },
    { BROKERDESK_DATABASE_URL: 'mysql://bd:s3cret@db.example.ae/brokerdesk' },
  ])('never repeats an address, which holds a password, in its error (%o)', (env) => {
    expect(() => readConfig(env)).toThrow(/^(?!.*s3cret).*$/s);
  });

  it('accepts a bare sender address and smtps://', () => {
    expect(readConfig({ BROKERDESK_SMTP_URL: 'smtps://mail.example.ae', BROKERDESK_SMTP_FROM: 'desk@example.ae' }).smtp)
      .toEqual({ url: 'smtps://mail.example.ae', from: 'desk@example.ae' });
  });

  it('treats empty variables as unset', () => {
    expect(readConfig({ PORT: '', BROKERDESK_DATA_DIR: '' }, 'linux').port).toBe(4310);
  });
});

describe('defaultDataDir', () => {
  it('follows each platform convention for user data', () => {
    expect(defaultDataDir({ APPDATA: 'C:\\Users\\ana\\AppData\\Roaming' }, 'win32', 'C:\\Users\\ana')).toBe('C:\\Users\\ana\\AppData\\Roaming\\BrokerDesk');
    expect(defaultDataDir({}, 'darwin', '/Users/ana')).toBe('/Users/ana/Library/Application Support/BrokerDesk');
    expect(defaultDataDir({}, 'linux', '/home/ana')).toBe('/home/ana/.config/BrokerDesk');
    expect(defaultDataDir({ XDG_CONFIG_HOME: '/xdg' }, 'linux', '/home/ana')).toBe('/xdg/BrokerDesk');
  });
});

describe('loadOrCreateSecret', () => {
  it('creates an owner-only key once and returns the same key afterwards', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'bd-secret-')), 'nested');
    const first = loadOrCreateSecret(dir);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
    expect(loadOrCreateSecret(dir)).toBe(first);
  });
});
