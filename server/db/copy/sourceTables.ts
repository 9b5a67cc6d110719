import { DEFAULT_MIGRATION_LOCK_TABLE, DEFAULT_MIGRATION_TABLE, sql } from 'kysely';
import type { Db } from '../database.js';

/** A table to copy, as the SQLite source declares it. */
export interface CopiedTable {
  name: string;
  columns: string[];
  /** The primary key's columns in key order; `integer` for an INTEGER column, else it holds text. */
  key: Array<{ column: string; integer: boolean }>;
}

/** The target's migrator keeps its own record of the migrations it ran. */
const MIGRATOR_TABLES = new Set([DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE]);

/**
 * Referenced tables before the tables that refer to them, so each row's parents are already there.
 * A table referring to itself is left to `setAsideDuringCopy`.
 */
function inForeignKeyOrder(parentsOf: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < parentsOf.size) {
    const ready = [...parentsOf].filter(([name, parents]) =>
      !placed.has(name) && [...parents].every((parent) => parent === name || placed.has(parent) || !parentsOf.has(parent)));
    if (ready.length === 0) {
      const left = [...parentsOf.keys()].filter((name) => !placed.has(name));
      throw new Error(`Tables ${left.join(', ')} refer to one another in a circle, so none can be copied before the others`);
    }
    for (const [name] of ready) {
      placed.add(name);
      ordered.push(name);
    }
  }
  return ordered;
}

/**
 * The tables of a SQLite database that hold BrokerDesk's data, in foreign-key order. Left out: the
 * FTS5 search indexes (`virtual`) and their storage (`shadow`), which PostgreSQL replaces with its
 * own indexes; SQLite's own tables (`sqlite_sequence`, `sqlite_stat1`…); the migrator's.
 */
export async function readSourceTables(source: Db): Promise<CopiedTable[]> {
  const { rows: names } = await sql<{ name: string }>`
    SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT GLOB 'sqlite_*' ORDER BY name`.execute(source);
  const tables = new Map<string, CopiedTable>();
  const parentsOf = new Map<string, Set<string>>();
  for (const { name } of names.filter((table) => !MIGRATOR_TABLES.has(table.name))) {
    const { rows: columns } = await sql<{ name: string; type: string; pk: number }>`
      SELECT name, type, pk FROM pragma_table_info(${name}) ORDER BY cid`.execute(source);
    const key = columns.filter((column) => column.pk > 0).sort((a, b) => a.pk - b.pk)
      .map((column) => ({ column: column.name, integer: /INT/i.test(column.type) }));
    if (key.length === 0) throw new Error(`Table ${name} has no primary key, so its rows cannot be read in an order both databases share`);
    tables.set(name, { name, columns: columns.map((column) => column.name), key });
    const { rows: references } = await sql<{ table: string }>`SELECT DISTINCT "table" FROM pragma_foreign_key_list(${name})`.execute(source);
    parentsOf.set(name, new Set(references.map((reference) => reference.table)));
  }
  return inForeignKeyOrder(parentsOf).map((name) => tables.get(name)!);
}
