import type { Kysely } from 'kysely';
import { runStatements, type Statement } from './statements.js';

/** The tables whose writes can end or change a signed-in session: its own row, its account, the account's role. */
const SESSION_SOURCES: Array<{ table: string; events: string[] }> = [
  // Only ending a session counts: the idle clock's `last_seen_at` moves on every few requests.
  { table: 'sessions', events: ['UPDATE OF revoked_at', 'DELETE'] },
  { table: 'accounts', events: ['INSERT', 'UPDATE', 'DELETE'] },
  { table: 'roles', events: ['UPDATE', 'DELETE'] },
];

/**
 * The change feed (issue 13): server instances learn of each other's writes without asking the
 * database on every request.
 * - A `sessions` change counter moves when a session is signed out or deleted, or an account or
 *   role changes (password, disabling, permissions), so an instance may keep signed-in callers in
 *   memory while it stands still.
 * - On PostgreSQL every counter move is announced with NOTIFY on the schema's own channel
 *   (`brokerdesk_changes_<schema>`, payload `<name> <n>`), delivered to every instance when the
 *   writing transaction commits; an instance listening keeps the counters in memory.
 */
const statements: Statement[] = [
  `INSERT INTO change_counters (name, n) VALUES ('sessions', 0)`,
  {
    sqlite: SESSION_SOURCES.flatMap(({ table, events }) => events.map((event) =>
      `CREATE TRIGGER ${table}_sessions_${event.split(' ')[0]!.toLowerCase()} AFTER ${event} ON ${table}
        BEGIN UPDATE change_counters SET n = n + 1 WHERE name = 'sessions'; END`)),
    postgres: [
      ...SESSION_SOURCES.map(({ table, events }) => `CREATE TRIGGER ${table}_sessions AFTER ${events.join(' OR ')} ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION bump_change_counter('sessions')`),
      `CREATE FUNCTION announce_change() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN PERFORM pg_notify('brokerdesk_changes_' || TG_TABLE_SCHEMA, NEW.name || ' ' || NEW.n); RETURN NULL; END $$`,
      `CREATE TRIGGER change_counters_announce AFTER UPDATE ON change_counters FOR EACH ROW EXECUTE FUNCTION announce_change()`,
    ],
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
