import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/**
 * The screens issue 7 adds to the navigation: the outbox under Sales (what was sent to customers)
 * and the document upload page under Customers. Each goes after its group's last child. A group
 * staff removed, or a live menu already using the code, leaves that item out.
 */
export interface AddedMenu {
  group: string;
  code: string;
  name: string;
  url: string;
  icon: string;
}

const ADDED: AddedMenu[] = [
  { group: 'sales', code: 'outbox', name: 'Outbox', url: '/outbox', icon: 'Mail' },
  { group: 'customers-group', code: 'upload-file', name: 'Upload documents', url: '/upload-file', icon: 'ArrowUpload' },
];

/** Adds each menu after the last child of its group; later migrations that add screens use it too. */
export async function addMenus(db: Kysely<unknown>, added: readonly AddedMenu[]): Promise<void> {
  const at = new Date();
  for (const menu of added) {
    const { rows } = await sql<{ id: string; last: number | null }>`
      SELECT g.id, (SELECT max(display_order) FROM menus c WHERE c.parent_menu_id = g.id) AS last
      FROM menus g WHERE g.code = ${menu.group} AND g.parent_menu_id IS NULL AND g.removed_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM menus taken WHERE taken.code = ${menu.code} AND taken.removed_at IS NULL)`.execute(db);
    const group = rows[0];
    if (!group) continue;
    const id = Math.floor(at.getTime() / 1000).toString(16).padStart(8, '0') + randomBytes(8).toString('hex');
    await sql`INSERT INTO menus (id, name, url, code, parent_menu_id, icon, display_order, created_at, updated_at)
      VALUES (${id}, ${menu.name}, ${menu.url}, ${menu.code}, ${group.id}, ${menu.icon}, ${(group.last ?? 0) + 1}, ${at.toISOString()}, ${at.toISOString()})`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await addMenus(db, ADDED);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM menus WHERE code IN ('outbox', 'upload-file') AND parent_menu_id IS NOT NULL`.execute(db);
}
