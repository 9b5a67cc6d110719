import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './0001_initial.js';

/** Migrations in order; a new one adds a line. Names sort, as Kysely's Migrator requires. */
const migrations: Record<string, Migration> = {
  '0001_initial': initial,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
