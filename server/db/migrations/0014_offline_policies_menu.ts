import { sql, type Kysely } from 'kysely';
import { addMenus } from './0012_document_menus.js';

/**
 * Offline policies (`/Praktorapolicies`) were built without a menu, so nobody could find them
 * (issue 23 item 5). They go under Sales, after its last child.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addMenus(db, [{ group: 'sales', code: 'offline-policies', name: 'Offline policies', url: '/Praktorapolicies', icon: 'DocumentTable' }]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM menus WHERE code = 'offline-policies' AND parent_menu_id IS NOT NULL`.execute(db);
}
