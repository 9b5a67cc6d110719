import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Statement } from './migrations/statements.js';
import { dialectOf, type Executor } from './dialect.js';
import { likeContaining } from './like.js';

/**
 * Substring search served by an index on both databases: "finds the text anywhere in any of these
 * columns, whatever its case", as the lists' `LIKE '%…%'` always answered, without reading every
 * row. Both databases index the text's trigrams (three characters in a row):
 * - SQLite: an FTS5 table with the trigram tokenizer over the columns, kept by triggers; a phrase
 *   of three or more characters is a substring of one column.
 * - PostgreSQL: a `pg_trgm` GIN index per column (on the column as text, since a citext column
 *   has no trigram operator class), which serves `ILIKE '%…%'` as it is written.
 * Fewer than three characters have no trigram, so a search that short tests the rows as before.
 */

/** The fewest characters a trigram index can answer. */
export const TRIGRAM_MIN = 3;

/** The FTS5 table holding `table`'s trigrams on SQLite. */
export function substringIndexOf(table: string): string {
  return `${table}_substrings`;
}

/**
 * The migration statements giving `table` (a table with `seq INTEGER PRIMARY KEY`) its substring
 * index over `columns`, filled from the rows already there.
 */
export function substringIndexStatements(table: string, columns: readonly string[]): Statement[] {
  const index = substringIndexOf(table);
  const list = columns.join(', ');
  const values = (row: 'new' | 'old') => columns.map((column) => `${row}.${column}`).join(', ');
  return [
    {
      sqlite: [
        `CREATE VIRTUAL TABLE ${index} USING fts5(${list}, content='${table}', content_rowid='seq', tokenize='trigram')`,
        `CREATE TRIGGER ${index}_insert AFTER INSERT ON ${table} BEGIN
          INSERT INTO ${index}(rowid, ${list}) VALUES (new.seq, ${values('new')}); END`,
        `CREATE TRIGGER ${index}_delete AFTER DELETE ON ${table} BEGIN
          INSERT INTO ${index}(${index}, rowid, ${list}) VALUES ('delete', old.seq, ${values('old')}); END`,
        `CREATE TRIGGER ${index}_update AFTER UPDATE OF ${list} ON ${table} BEGIN
          INSERT INTO ${index}(${index}, rowid, ${list}) VALUES ('delete', old.seq, ${values('old')});
          INSERT INTO ${index}(rowid, ${list}) VALUES (new.seq, ${values('new')}); END`,
        `INSERT INTO ${index}(${index}) VALUES ('rebuild')`,
      ],
      postgres: [
        // A trusted extension: the database's owner may add it without being a superuser.
        'CREATE EXTENSION IF NOT EXISTS pg_trgm',
        ...columns.map((column) => `CREATE INDEX ${table}_${column}_trigrams ON ${table} USING gin ((CAST(${column} AS TEXT)) gin_trgm_ops)`),
      ],
    },
  ];
}

/** Where a search looks: the table under its alias in the query, its searched columns, and whether it has the index. */
export interface SubstringTarget {
  table: string;
  alias: string;
  columns: readonly string[];
  /** The table has `substringIndexStatements` in its migrations. */
  indexed: boolean;
}

/**
 * The condition "`text` is in one of the target's columns", read from the table's substring index
 * when it has one and the text is long enough for it. `text` is taken literally and is already
 * trimmed and not empty.
 */
export function containingAnyOf(db: Executor, { table, alias, columns, indexed }: SubstringTarget, text: string): RawBuilder<SqlBool> {
  const postgres = dialectOf(db) === 'postgres';
  if (indexed && !postgres && [...text].length >= TRIGRAM_MIN) {
    const index = sql.table(substringIndexOf(table));
    // One phrase: its trigrams in a row, i.e. the text as a substring of one column.
    const phrase = `"${text.replace(/"/g, '""')}"`;
    return sql<SqlBool>`${sql.ref(`${alias}.seq`)} IN (SELECT rowid FROM ${index} WHERE ${index} MATCH ${phrase})`;
  }
  const pattern = likeContaining(text);
  // The cast is what PostgreSQL's trigram indexes are built on; SQLite's LIKE needs none.
  const tests = columns.map((column) => (postgres
    ? sql`CAST(${sql.ref(`${alias}.${column}`)} AS TEXT) LIKE ${pattern} ESCAPE '\\'`
    : sql`${sql.ref(`${alias}.${column}`)} LIKE ${pattern} ESCAPE '\\'`));
  return sql<SqlBool>`(${sql.join(tests, sql` OR `)})`;
}
