import { sql, type Kysely } from 'kysely';
import type { Executor } from '../dialect.js';

/** The tables of the schema the connections work in (the first of their search_path that exists). */
async function schemaTables(db: Executor): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') ORDER BY c.relname`.execute(db);
  return rows.map((row) => row.name);
}

/**
 * The schema's functions (as `name(argument types)`), leaving out those of an extension: citext's
 * live there when it was added to this schema, and belong to the extension, not to a copy.
 */
async function schemaFunctions(db: Executor): Promise<string[]> {
  const { rows } = await sql<{ signature: string }>`
    SELECT p.oid::regprocedure::text AS signature FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = current_schema()
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')`.execute(db);
  return rows.map((row) => row.signature);
}

/** What was there before the copy: the schema's name and the functions a clean-up must leave. */
export interface TargetBefore {
  schema: string;
  functions: string[];
}

/**
 * Refuses a target that is not empty: the copy's clean-up after a failure drops every table of the
 * schema, so no table may be there that the copy did not create.
 */
export async function checkTargetIsEmpty(db: Executor): Promise<TargetBefore> {
  const { rows: [row] } = await sql<{ schema: string | null }>`SELECT current_schema() AS schema`.execute(db);
  const schema = row?.schema;
  if (!schema) throw new Error('The target address names no schema that exists (see its search_path): create the schema first');
  const tables = await schemaTables(db);
  if (tables.length > 0) {
    const named = tables.length > 5 ? `${tables.slice(0, 5).join(', ')}… ${tables.length} in all` : tables.join(', ');
    throw new Error(`The target schema "${schema}" already has tables (${named}): a copy goes only into an empty schema, so nothing was changed`);
  }
  return { schema, functions: await schemaFunctions(db) };
}

/**
 * Drops everything the copy created in the schema: its tables (with their indexes, triggers and
 * identity sequences, the migrator's tables among them) and the trigger functions the migrations
 * added. The citext extension stays: the database may need it for something else.
 */
export async function emptyTarget(db: Kysely<unknown>, before: TargetBefore): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const tables = await schemaTables(trx);
    if (tables.length > 0) await sql`DROP TABLE ${sql.join(tables.map((table) => sql.table(`${before.schema}.${table}`)))} CASCADE`.execute(trx);
    for (const signature of await schemaFunctions(trx)) {
      if (!before.functions.includes(signature)) await sql`DROP FUNCTION ${sql.raw(signature)}`.execute(trx);
    }
  });
}

/**
 * Lets a table take the source's rows as they are, and returns what puts it back:
 * - its triggers are off, for the rows already hold what they would write (a proposal's
 *   `customer_seq`, the change counters, which are copied with the source's numbers);
 * - a foreign key to the table itself is dropped, for a row may come before the row it refers to
 *   (an account before its team leader, a menu before its group); put back, it checks every row.
 */
export async function setAsideDuringCopy(target: Executor, table: string): Promise<() => Promise<void>> {
  const name = sql.table(table);
  const { rows: selfReferences } = await sql<{ name: string; definition: string }>`
    SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
    WHERE contype = 'f' AND conrelid = ${table}::regclass AND confrelid = conrelid`.execute(target);
  await sql`ALTER TABLE ${name} DISABLE TRIGGER USER`.execute(target);
  for (const reference of selfReferences) await sql`ALTER TABLE ${name} DROP CONSTRAINT ${sql.ref(reference.name)}`.execute(target);
  return async () => {
    for (const reference of selfReferences) {
      await sql`ALTER TABLE ${name} ADD CONSTRAINT ${sql.ref(reference.name)} ${sql.raw(reference.definition)}`.execute(target);
    }
    await sql`ALTER TABLE ${name} ENABLE TRIGGER USER`.execute(target);
  };
}

/** The tables numbered by a `seq` identity, which must number on after the copied rows. */
export async function seqTables(target: Executor): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.columns
    WHERE table_schema = current_schema() AND column_name = 'seq' AND is_identity = 'YES'`.execute(target);
  return rows.map((row) => row.name);
}
