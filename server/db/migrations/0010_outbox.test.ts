import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationProvider } from './index.js';

const sqlite = new SQLite(':memory:');
sqlite.pragma('foreign_keys = ON');
const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: sqlite }) });
const migrator = new Migrator({ db, provider: migrationProvider });
afterAll(async () => db.destroy());

describe('0010_outbox', () => {
  it('rebuilds the outbox for the chatbot channel and the new columns, keeping the messages already there', async () => {
    expect((await migrator.migrateTo('0008_sandbox_gateway')).error).toBeUndefined();
    sqlite.prepare(`INSERT INTO outbox_messages (id, channel, recipient, subject, body, status, created_at) VALUES
      ('m1', 'email', 'a@example.ae', 'Your policy', 'Dear A\n[attachment: POL-1.pdf]', 'sent', '2025-01-01T00:00:00.000Z'),
      ('m2', 'sms', '+971501234567', NULL, 'Your policy', 'failed', '2025-01-02T00:00:00.000Z')`).run();

    const { error } = await migrator.migrateToLatest();
    expect(error).toBeUndefined();

    expect(sqlite.prepare('SELECT id, channel, recipient, subject, status, error, transport, attachment_path, sent_by FROM outbox_messages ORDER BY id').all()).toEqual([
      { id: 'm1', channel: 'email', recipient: 'a@example.ae', subject: 'Your policy', status: 'recorded', error: null, transport: 'sandbox', attachment_path: null, sent_by: null },
      { id: 'm2', channel: 'sms', recipient: '+971501234567', subject: null, status: 'failed', error: null, transport: 'sandbox', attachment_path: null, sent_by: null },
    ]);
    const insert = (channel: string, status: string) => sqlite.prepare(
      `INSERT INTO outbox_messages (id, channel, recipient, body, status, transport, created_at) VALUES (?, ?, '+971501234567', 'Hi', ?, 'sandbox', '2025-02-01T00:00:00.000Z')`,
    ).run(`${channel}-${status}`, channel, status);
    expect(() => insert('chatbot', 'recorded')).not.toThrow();
    expect(() => insert('fax', 'recorded')).toThrow(/CHECK/);
    expect(() => insert('sms', 'queued')).toThrow(/CHECK/);

    const plan = await sql<{ detail: string }>`EXPLAIN QUERY PLAN SELECT id FROM outbox_messages WHERE channel = 'sms' ORDER BY created_at DESC LIMIT 20`.execute(db);
    expect(plan.rows.map((row) => row.detail).join('\n')).toContain('outbox_messages_list');
  });
});
