import { sql, type Kysely } from 'kysely';
import { addMenus } from './0012_document_menus.js';

/** The group health proposals sit with the sales lists. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addMenus(db, [{ group: 'sales', code: 'group-health', name: 'Group health', url: '/group-health', icon: 'PeopleTeam' }]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM menus WHERE code = 'group-health' AND parent_menu_id IS NOT NULL`.execute(db);
}
