import { sql, type Kysely } from 'kysely';
import { runStatements, type Statement } from './statements.js';

/**
 * Scanned documents (issue 7): the identity, car and insurer papers read by OCR, one per owner
 * and document type, with at most two files each (front and back). Apart from the general
 * `documents` table of the customer's Documents tab (0003), which keeps files without fields.
 */
const statements: Statement[] = [
  `CREATE TABLE scanned_documents (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    owner_type TEXT NOT NULL CHECK (owner_type IN ('customer', 'car', 'quote')),
    owner_id TEXT NOT NULL,
    document_type TEXT NOT NULL,
    fields TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(fields)),
    owners TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(owners)),
    verification TEXT CHECK (verification IS NULL OR json_valid(verification)),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    UNIQUE (owner_type, owner_id, document_type)
  )`,
  `CREATE TABLE scanned_document_files (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    document_id TEXT NOT NULL REFERENCES scanned_documents(id) ON DELETE CASCADE,
    file_name TEXT NOT NULL,
    mime_type TEXT NOT NULL CHECK (mime_type IN ('application/pdf', 'image/png', 'image/jpeg')),
    size INTEGER NOT NULL CHECK (size >= 0),
    checksum TEXT NOT NULL CHECK (length(checksum) = 64),
    path TEXT NOT NULL UNIQUE,
    uploaded_by TEXT REFERENCES accounts(id) ON DELETE SET NULL,
    created_at TEXT NOT NULL
  )`,
  `CREATE INDEX scanned_document_files_document ON scanned_document_files(document_id, seq)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['scanned_document_files', 'scanned_documents']) await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
}
