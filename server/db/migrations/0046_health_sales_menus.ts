import { sql, type Kysely } from 'kysely';
import { addMenus } from './0012_document_menus.js';

/** The health quotations and policies screens sit with the sales lists, beside health proposals. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addMenus(db, [
    { group: 'sales', code: 'health-quotations', name: 'Health quotations', url: '/health-insurance/quotations', icon: 'DocumentText' },
    { group: 'sales', code: 'health-policies', name: 'Health policies', url: '/health-insurance/policies', icon: 'Shield' },
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM menus WHERE code IN ('health-quotations', 'health-policies') AND parent_menu_id IS NOT NULL`.execute(db);
}
