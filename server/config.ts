import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { isAbsolute, join, resolve, win32 } from 'node:path';
import { z } from 'zod';
import { DEFAULT_POOL, DEFAULT_STATEMENT_TIMEOUT_MS } from './db/database.js';
import type { SessionLimits } from './modules/auth/sessions.js';
import type { SmtpSettings } from './services/messaging/smtpMessenger.js';
import { DEFAULT_MARKETPLACE_URL, type SponsorSettings } from './modules/sponsors/sponsorSettings.js';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** The stored files every instance of an office shares (`BROKERDESK_FILES_DIR`), `<dataDir>/files` by default. */
  filesDir: string;
  /** Token signing key; `undefined` means "use the one kept in the data folder". */
  secret: string | undefined;
  demoCustomers: number;
  staticDir: string | undefined;
  maintenance: 0 | 1;
  logLevel: string;
  /** How long a sign-in lasts, and how long it may sit unused (`BROKERDESK_SESSION_*`). */
  session: SessionLimits;
  /** The mail server e-mail to customers goes through (`BROKERDESK_SMTP_*`); none means the sandbox outbox only. */
  smtp: SmtpSettings | undefined;
  /** PostgreSQL instead of the data folder's SQLite (`BROKERDESK_DATABASE_URL`), its pool and statement time limit. */
  database: { url: string | undefined; pool: number; statementTimeoutMs: number };
  /** The marketplace's address and the key it signs sponsor-link calls with (`BROKERDESK_MARKETPLACE_URL`, `BROKERDESK_SPONSOR_KEY`); no key means the sandbox key. */
  sponsors: Pick<SponsorSettings, 'marketplaceUrl'> & { claimKey: string | undefined };
}

type Env = Record<string, string | undefined>;

/** The desktop app's user-data folder, where the embedded server keeps its database and files. */
export function defaultDataDir(env: Env, platform: NodeJS.Platform = process.platform, home = homedir()): string {
  if (platform === 'win32') return win32.join(env.APPDATA ?? win32.join(home, 'AppData', 'Roaming'), 'BrokerDesk');
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'BrokerDesk');
  return join(env.XDG_CONFIG_HOME || join(home, '.config'), 'BrokerDesk');
}

const optionalText = z.string().trim().min(1).optional();

/** Whether `text` is an address of one of `protocols` (`'smtp:'`…) naming a host. */
function isAddressOf(text: string, protocols: readonly string[]): boolean {
  try {
    const url = new URL(text);
    return protocols.includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}
const isSmtpUrl = (text: string) => isAddressOf(text, ['smtp:', 'smtps:']);
/** Whether `text` is a PostgreSQL address naming a host (`BROKERDESK_DATABASE_URL`, `npm run db:copy -- --to`). */
export const isPostgresUrl = (text: string) => isAddressOf(text, ['postgres:', 'postgresql:']);
const SENDER = /^(?:[^<>]*<\s*[^\s@<>]+@[^\s@<>]+\s*>|[^\s@<>]+@[^\s@<>]+)$/;

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(4310),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  BROKERDESK_DATA_DIR: optionalText,
  // Every instance of an office must name the same folder, so a path relative to where one was started is refused.
  BROKERDESK_FILES_DIR: z.string().trim().refine(isAbsolute, 'must be an absolute path, such as /srv/brokerdesk/files or \\\\fileserver\\brokerdesk\\files').optional(),
  BROKERDESK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  BROKERDESK_DEMO_CUSTOMERS: z.coerce.number().int().min(0).max(1_000_000).default(500),
  BROKERDESK_STATIC_DIR: optionalText,
  BROKERDESK_MAINTENANCE: z.enum(['0', '1']).default('0'),
  // A session ends this many hours after sign-in (default 12)…
  BROKERDESK_SESSION_HOURS: z.coerce.number().positive().max(24 * 30).default(12),
  // …or after this many minutes without a request (default 30).
  BROKERDESK_SESSION_IDLE_MINUTES: z.coerce.number().positive().max(24 * 60).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // E-mail through a real mail server; the value holds a password, so messages never repeat it.
  BROKERDESK_SMTP_URL: z.string().trim().refine(isSmtpUrl, 'must be an smtp:// or smtps:// address with a host, such as smtp://user:pass@mail.example.ae:587').optional(),
  // An office server's database; the value holds a password, so messages never repeat it.
  BROKERDESK_DATABASE_URL: z.string().trim().refine(isPostgresUrl, 'must be a postgres:// address with a host, such as postgres://brokerdesk:secret@db.example.ae:5432/brokerdesk').optional(),
  BROKERDESK_DB_POOL: z.coerce.number().int().min(1).max(500).default(DEFAULT_POOL),
  BROKERDESK_DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(DEFAULT_STATEMENT_TIMEOUT_MS),
  BROKERDESK_SMTP_FROM: z.string().trim().max(320).regex(SENDER, 'must be an e-mail address, such as BrokerDesk <desk@example.ae>').optional(),
  // Sponsors' links are this address + /r/<slug>; stored when a sponsor is made, so a change applies to new sponsors.
  BROKERDESK_MARKETPLACE_URL: z.string().trim().refine((text) => isAddressOf(text, ['https:', 'http:']), 'must be an http:// or https:// address with a host, such as https://marketplace.example.ae')
    .transform((text) => text.replace(/\/+$/, '')).optional(),
  BROKERDESK_SPONSOR_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  NODE_ENV: z.string().optional(),
}).superRefine((env, context) => {
  // The sandbox key is public: a production server must have its own.
  if (env.NODE_ENV === 'production' && !env.BROKERDESK_SPONSOR_KEY) {
    context.addIssue({ code: 'custom', path: ['BROKERDESK_SPONSOR_KEY'], message: 'is required when NODE_ENV is production' });
  }
  if (env.BROKERDESK_SMTP_URL && !env.BROKERDESK_SMTP_FROM) {
    context.addIssue({ code: 'custom', path: ['BROKERDESK_SMTP_FROM'], message: 'is required when BROKERDESK_SMTP_URL is set' });
  }
  if (env.BROKERDESK_SMTP_FROM && !env.BROKERDESK_SMTP_URL) {
    context.addIssue({ code: 'custom', path: ['BROKERDESK_SMTP_URL'], message: 'is required when BROKERDESK_SMTP_FROM is set' });
  }
});

/**
 * Reads the server's settings from environment variables, failing with a message that names
 * the variable at fault.
 *
 * @example readConfig(process.env).port // 4310
 */
export function readConfig(env: Env, platform: NodeJS.Platform = process.platform): ServerConfig {
  // Empty variables count as unset, as shells and .env files often leave them.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid server configuration: ${problems}`);
  }
  const values = parsed.data;
  // Relative folders are taken from where the server was started, as a shell user expects.
  const dataDir = values.BROKERDESK_DATA_DIR ? resolve(values.BROKERDESK_DATA_DIR) : defaultDataDir(env, platform);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    filesDir: values.BROKERDESK_FILES_DIR ?? join(dataDir, 'files'),
    secret: values.BROKERDESK_SECRET,
    demoCustomers: values.BROKERDESK_DEMO_CUSTOMERS,
    staticDir: values.BROKERDESK_STATIC_DIR && resolve(values.BROKERDESK_STATIC_DIR),
    maintenance: values.BROKERDESK_MAINTENANCE === '1' ? 1 : 0,
    logLevel: values.LOG_LEVEL,
    session: { maxAgeMs: values.BROKERDESK_SESSION_HOURS * 3_600_000, idleMs: values.BROKERDESK_SESSION_IDLE_MINUTES * 60_000 },
    smtp: values.BROKERDESK_SMTP_URL && values.BROKERDESK_SMTP_FROM ? { url: values.BROKERDESK_SMTP_URL, from: values.BROKERDESK_SMTP_FROM } : undefined,
    database: { url: values.BROKERDESK_DATABASE_URL, pool: values.BROKERDESK_DB_POOL, statementTimeoutMs: values.BROKERDESK_DB_STATEMENT_TIMEOUT_MS },
    sponsors: { marketplaceUrl: values.BROKERDESK_MARKETPLACE_URL ?? DEFAULT_MARKETPLACE_URL, claimKey: values.BROKERDESK_SPONSOR_KEY },
  };
}

/**
 * The token signing key kept in `<dataDir>/secret.key` (owner-only), created on first use, so
 * sessions survive a restart without anyone having to configure a secret.
 */
export function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'secret.key');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}
