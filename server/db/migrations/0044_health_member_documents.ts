import { sql, type Kysely } from 'kysely';
import { runStatements, type Statement } from './statements.js';

/**
 * Health members' documents (issue 17; FIELDS.md "Required documents … by visa status"): the files
 * each insured member of a health proposal uploads (passport, visa, Emirates ID…), at most two per
 * member and document (front and back), kept under the scanned documents' folder. A member is the
 * `id` of its entry in the proposal's details (`m1`, `m2`…), which never changes once made.
 * `extraction` is what OCR read of the file (JSON, as the scanned documents' `Extraction`), NULL
 * for documents no parser reads. A row is one file: a document is uploaded when it has one.
 */
const statements: Statement[] = [
  `CREATE TABLE health_member_documents (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    proposal_id TEXT NOT NULL REFERENCES proposals(id),
    member_id TEXT NOT NULL,
    document_key TEXT NOT NULL CHECK (document_key IN (
      'passport', 'visaDoc', 'emiratesId', 'continuityCertificate', 'visaWithChangeStatusStamp', 'touristVisa', 'cancellationOfVisa',
      'changeStatus', 'entryStamp'
    )),
    file_name TEXT NOT NULL,
    mime_type TEXT NOT NULL CHECK (mime_type IN ('application/pdf', 'image/png', 'image/jpeg')),
    size INTEGER NOT NULL CHECK (size >= 0),
    checksum TEXT NOT NULL CHECK (length(checksum) = 64),
    path TEXT NOT NULL UNIQUE,
    extraction TEXT CHECK (extraction IS NULL OR json_valid(extraction)),
    uploaded_by TEXT REFERENCES accounts(id) ON DELETE SET NULL,
    created_at TEXT NOT NULL
  )`,
  `CREATE INDEX health_member_documents_proposal ON health_member_documents(proposal_id, member_id, document_key, seq)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE IF EXISTS health_member_documents').execute(db);
}
