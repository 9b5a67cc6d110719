import { sql, type Kysely } from 'kysely';
import { addMenus } from './0012_document_menus.js';
import { runStatements, type Statement } from './statements.js';

/**
 * Issue 18's commission: finance's commission statement sits with the sales lists, after the
 * transactions; and a policy's commission invoice file (its number is in the policy's finance
 * block), one per policy, kept under the scanned documents' folder, replaced by a new upload.
 */
const statements: Statement[] = [
  `CREATE TABLE policy_commission_invoices (
    policy_id TEXT PRIMARY KEY REFERENCES policies(id),
    file_id TEXT NOT NULL UNIQUE,
    file_name TEXT NOT NULL,
    mime_type TEXT NOT NULL CHECK (mime_type IN ('application/pdf', 'image/png', 'image/jpeg')),
    size INTEGER NOT NULL CHECK (size >= 0),
    checksum TEXT NOT NULL CHECK (length(checksum) = 64),
    path TEXT NOT NULL UNIQUE,
    uploaded_by TEXT REFERENCES accounts(id) ON DELETE SET NULL,
    created_at TEXT NOT NULL
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
  await addMenus(db, [{ group: 'sales', code: 'commission-statement', name: 'Commission statement', url: '/policy_transactions/commission-statement', icon: 'Money' }]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM menus WHERE code = 'commission-statement' AND parent_menu_id IS NOT NULL`.execute(db);
  await sql.raw('DROP TABLE IF EXISTS policy_commission_invoices').execute(db);
}
