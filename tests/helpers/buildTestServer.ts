import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildServer, type ServerOptions } from '../../server/app.js';
import type { DatabaseTarget } from '../../server/db/database.js';
import { createTestDatabase } from './testDatabase.js';
import type { ModuleAccess } from '../../shared/contract/auth/index.js';
import { newId } from '../../server/db/ids.js';
import type { AccountRow } from '../../server/db/schema.js';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from '../../server/demo/seedDemo.js';
import { hashPassword } from '../../server/modules/auth/passwords.js';

/** A small, fixed demo set: every test run sees the same customers. */
export const TEST_DEMO = { customers: 40, seed: 7 } as const;
const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256';

export interface TestServer {
  app: FastifyInstance;
  dataDir: string;
  /** The stored files' folder: `overrides.filesDir`, else `<dataDir>/files`. */
  filesDir: string;
  /** The database it runs on: PostgreSQL's address, or nothing for the data folder's SQLite file. */
  database: Partial<DatabaseTarget>;
  /** Signs in (the demo admin by default) and returns the token. */
  login(email?: string, password?: string): Promise<string>;
  /** `app.inject` with the token in the `Authorization` header. */
  injectAs(token: string, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Closes this server and builds a new one on the same data folder. */
  restart(): Promise<TestServer>;
  /** Closes the server and deletes the data folder (and a files folder given outside it). */
  close(): Promise<void>;
}

/**
 * A real server on a temporary data folder (stored uploads, and the SQLite file unless the tests
 * run on PostgreSQL: then a fresh schema, see `testDatabase.ts`), seeded with a small known demo
 * set. Nothing listens on a port: tests call `app.inject`.
 *
 * @example const server = await buildTestServer(); const token = await server.login();
 */
export async function buildTestServer(overrides: Partial<ServerOptions> = {}): Promise<TestServer> {
  const dataDir = overrides.dataDir ?? (await mkdtemp(join(tmpdir(), 'brokerdesk-test-')));
  const filesDir = overrides.filesDir ?? join(dataDir, 'files');
  const database = overrides.database ? null : await createTestDatabase();
  const app = await buildServer({
    dataDir, secret: TEST_SECRET, version: '0.0.0-test', logger: false, demo: TEST_DEMO, ...(database && { database: database.target }), ...overrides,
  });

  const removeFolders = () => Promise.all([dataDir, filesDir].map((dir) => rm(dir, { recursive: true, force: true })));
  const server: TestServer = {
    app,
    dataDir,
    filesDir,
    database: overrides.database ?? database?.target ?? {},
    async login(email = DEMO_ADMIN_EMAIL, password = DEMO_PASSWORD) {
      const response = await app.inject({ method: 'POST', url: '/api/admin-auth/login', payload: { email, password } });
      if (response.statusCode !== 200) throw new Error(`login failed for ${email}: ${response.statusCode} ${response.body}`);
      return response.json<{ token: string }>().token;
    },
    injectAs(token, options) {
      return app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
    },
    async restart() {
      await app.close();
      const again = await buildTestServer({ ...overrides, dataDir, ...(database && { database: database.target }) });
      // The same data, so the same clean-up when the restarted server closes.
      return { ...again, close: async () => { await again.app.close(); await database?.drop(); await removeFolders(); } };
    },
    async close() {
      await app.close();
      await database?.drop();
      await removeFolders();
    },
  };
  return server;
}

/** A file of a multipart form. */
export interface FormFile {
  field: string;
  name: string;
  bytes: Buffer;
  type?: string;
}

/** A multipart body with text fields and files, as a browser's FormData would send it. */
export function multipartForm(fields: Record<string, string>, files: readonly FormFile[] = []) {
  const boundary = `----brokerdesk${Date.now().toString(16)}`;
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)),
    ...files.flatMap((file) => [
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`),
      file.bytes,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A multipart body with one file field. */
export function multipartFile(field: string, fileName: string, bytes: Buffer, mimeType = 'application/pdf') {
  return multipartForm({}, [{ field, name: fileName, bytes, type: mimeType }]);
}

/**
 * A request body in 64 KB chunks, one of which ends exactly at `cut`, with a pause after it: the
 * way a slow line delivers a file cut at the parser's size limit, its last allowed byte arriving
 * well before the one byte more. A limit checked only as chunks are read misses that byte.
 *
 * @example payload: Readable.from(chunksEndingAt(form.payload, form.payload.indexOf(file) + limit))
 */
export async function* chunksEndingAt(body: Buffer, cut: number): AsyncGenerator<Buffer> {
  for (let at = 0; at < body.length;) {
    const end = at < cut ? Math.min(cut, at + 65_536) : Math.min(body.length, at + 65_536);
    yield body.subarray(at, end);
    if (end === cut) await new Promise((resolve) => setTimeout(resolve, 20));
    at = end;
  }
}

/** A small, whole one-page PDF (the uploads refuse one that is only a signature). */
export { SAMPLE_PDF } from '../fixtures/uploads/sampleFiles.js';

export interface TestAccount {
  email?: string;
  password?: string;
  type?: 'employee' | 'user';
  role?: string;
  moduleAccess?: ModuleAccess | null;
  isSupervisor?: boolean;
  roleId?: string | null;
}

/**
 * Adds an account straight to the database (the demo password unless given) and returns its row.
 *
 * @example const row = await createTestAccount(server.app, { moduleAccess: { customer: { read: true } } });
 */
export async function createTestAccount(app: FastifyInstance, account: TestAccount = {}): Promise<AccountRow> {
  const id = newId();
  const at = new Date().toISOString();
  await app.db.insertInto('accounts').values({
    id, email: account.email ?? `test.${id}@example.ae`, password_hash: await hashPassword(account.password ?? DEMO_PASSWORD),
    full_name: 'Test Account', type: account.type ?? 'user', role: account.role ?? 'Sub-Admin',
    module_access: account.moduleAccess === null ? null : JSON.stringify(account.moduleAccess ?? {}),
    is_supervisor: account.isSupervisor ? 1 : 0, role_id: account.roleId ?? null, disabled: 0, created_at: at, updated_at: at,
  }).execute();
  return app.db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/**
 * Signs in a new test account that has only these module rights, and returns its token.
 *
 * @example const reader = await signInWith(server, { healthQuote: { read: true } });
 */
export async function signInWith(server: TestServer, moduleAccess: ModuleAccess): Promise<string> {
  const account = await createTestAccount(server.app, { moduleAccess });
  return server.login(account.email);
}
