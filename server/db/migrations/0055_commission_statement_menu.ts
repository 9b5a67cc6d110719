import { sql, type Kysely } from 'kysely';
import { addMenus } from './0012_document_menus.js';

/** Finance's commission statement sits with the sales lists, after the transactions. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addMenus(db, [{ group: 'sales', code: 'commission-statement', name: 'Commission statement', url: '/policy_transactions/commission-statement', icon: 'Money' }]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM menus WHERE code = 'commission-statement' AND parent_menu_id IS NOT NULL`.execute(db);
}
