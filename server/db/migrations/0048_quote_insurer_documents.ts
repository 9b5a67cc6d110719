import { sql, type Kysely } from 'kysely';
import { runStatements, type Statement } from './statements.js';

/**
 * The insurer's tax invoice and credit note of a quote (issue 17; FIELDS.md health "Plan payable
 * details": captured before a bank transfer or a payment made to the insurer directly). One row
 * per quote and document, with its number, date and one file kept under the scanned documents'
 * folder; uploading again replaces the row. Any line's quote may carry them: the policy issued
 * from the quote takes their numbers into its finance block.
 */
const statements: Statement[] = [
  `CREATE TABLE quote_insurer_documents (
    quote_id TEXT NOT NULL REFERENCES quotes(id),
    document TEXT NOT NULL CHECK (document IN ('taxInvoice', 'creditNote')),
    number TEXT NOT NULL,
    document_date TEXT NOT NULL,
    file_id TEXT NOT NULL UNIQUE,
    file_name TEXT NOT NULL,
    mime_type TEXT NOT NULL CHECK (mime_type IN ('application/pdf', 'image/png', 'image/jpeg')),
    size INTEGER NOT NULL CHECK (size >= 0),
    checksum TEXT NOT NULL CHECK (length(checksum) = 64),
    path TEXT NOT NULL UNIQUE,
    uploaded_by TEXT REFERENCES accounts(id) ON DELETE SET NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (quote_id, document)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE IF EXISTS quote_insurer_documents').execute(db);
}
