import type { Kysely } from 'kysely';
import { addMenus } from './0012_document_menus.js';
import { runStatements, type Statement } from './statements.js';

/**
 * The customer blacklist in the kit's shape (hard removal: no `removed_at`). The e-mail is stored
 * lower-cased and the mobile as its 9 national digits, so the unique indexes on them are the
 * lookups the sales guard makes on every proposal, quote and payment link.
 */
const statements: Statement[] = [
  `CREATE TABLE blacklist (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    email TEXT CHECK (email IS NULL OR email = lower(email)),
    mobile_number TEXT CHECK (mobile_number IS NULL OR length(mobile_number) = 9),
    reason TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    CHECK (email IS NOT NULL OR mobile_number IS NOT NULL)
  )`,
  `CREATE UNIQUE INDEX blacklist_email ON blacklist(email)`,
  `CREATE UNIQUE INDEX blacklist_mobile ON blacklist(mobile_number)`,
  `CREATE INDEX blacklist_created ON blacklist(created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
  await addMenus(db, [{ group: 'customers-group', code: 'black-list', name: 'Blacklist', url: '/black-list', icon: 'blacklist' }]);
}
