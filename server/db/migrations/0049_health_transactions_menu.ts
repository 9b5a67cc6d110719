import { sql, type Kysely } from 'kysely';
import { addMenus } from './0012_document_menus.js';

/** The health transactions screen sits with the sales lists. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addMenus(db, [{ group: 'sales', code: 'health-transactions', name: 'Health transactions', url: '/health-insurance/transaction', icon: 'Money' }]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM menus WHERE code = 'health-transactions' AND parent_menu_id IS NOT NULL`.execute(db);
}
