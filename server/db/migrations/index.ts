import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './0001_initial.js';
import * as access from './0002_access.js';
import * as notificationsDocuments from './0003_notifications_documents.js';
import * as motor from './0004_motor.js';

/** Migrations in order; a new one adds a line. Names sort, as Kysely's Migrator requires. */
const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_access': access,
  '0003_notifications_documents': notificationsDocuments,
  '0004_motor': motor,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
