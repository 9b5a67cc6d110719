import { createHash } from 'node:crypto';

export type Row = Record<string, unknown>;

/**
 * One value as the same text whichever database it was read from. The copied columns keep SQLite's
 * storage types on PostgreSQL (`server/db/migrations/statements.ts`), so a value reads back as a
 * number, a string or null on both sides: a REAL 1.0 and a double precision 1 are both the number 1
 * (`String` gives the shortest text that reads back to the same double), flags are the integers 0
 * and 1, and JSON is text, compared character for character because the copy must not rewrite it.
 * The type goes first, so the number 1, the text '1' and NULL never compare equal.
 */
export function canonicalValue(value: unknown, column: string): string {
  if (value === null) return 'null';
  if (typeof value === 'number') return `n:${String(value)}`;
  if (typeof value === 'string') return `s:${JSON.stringify(value)}`;
  // PostgreSQL has no BLOB, so no migration declares one: such a value has nowhere to go.
  throw new Error(`column ${column} holds a ${value instanceof Buffer ? 'blob' : typeof value}, which no BrokerDesk column takes`);
}

export interface TableDigest {
  /** Adds rows in the table's primary-key order. */
  add(rows: readonly Row[]): void;
  readonly rows: number;
  /** SHA-256 of every row added, in hex. */
  checksum(): string;
}

/**
 * A running checksum of a table's `columns`, fed page by page so no table is ever held in memory
 * whole. One line per row; a string's JSON quoting keeps commas and line breaks inside it apart
 * from the separators.
 */
export function createTableDigest(columns: readonly string[]): TableDigest {
  const hash = createHash('sha256');
  let rows = 0;
  return {
    add(page) {
      for (const row of page) hash.update(`${columns.map((column) => canonicalValue(row[column], column)).join(',')}\n`);
      rows += page.length;
    },
    get rows() {
      return rows;
    },
    checksum: () => hash.digest('hex'),
  };
}
