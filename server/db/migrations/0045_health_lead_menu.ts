import { sql, type Kysely } from 'kysely';
import { addMenus } from './0012_document_menus.js';

/** The health leads screen sits with the sales lists, beside the call-backs. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addMenus(db, [{ group: 'sales', code: 'health-leads', name: 'Health leads', url: '/health-insurance/leads', icon: 'PersonAdd' }]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM menus WHERE code = 'health-leads' AND parent_menu_id IS NOT NULL`.execute(db);
}
