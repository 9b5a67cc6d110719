import type { Kysely } from 'kysely';
import { addMenus } from './0012_document_menus.js';
import { runStatements, type Statement } from './statements.js';

/**
 * The first tables of the resource kit (`server/kit`): products (add-ons), the benefits master
 * list and blog posts. Each has the kit's shape: `seq` for the creation order, `id`, the fields'
 * columns (money in fils, flags 0/1, images as the address of the stored file), the times and
 * `removed_at` for soft removal. Names and slugs are unique among live rows only, so a removed
 * record frees its name.
 */
const statements: Statement[] = [
  `CREATE TABLE products (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    product_name TEXT NOT NULL,
    price_fils INTEGER NOT NULL CHECK (price_fils > 0),
    is_active INTEGER NOT NULL DEFAULT 1,
    icon TEXT,
    description TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    removed_at TEXT
  )`,
  `CREATE UNIQUE INDEX products_name_live ON products(product_name) WHERE removed_at IS NULL`,
  `CREATE INDEX products_created ON products(created_at)`,
  `CREATE TABLE benefits (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    description TEXT NOT NULL,
    limit_type TEXT NOT NULL CHECK (limit_type IN ('boolean', 'number')),
    "limit" TEXT NOT NULL,
    additional_charge_fils INTEGER NOT NULL CHECK (additional_charge_fils > 0),
    image TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    removed_at TEXT
  )`,
  `CREATE UNIQUE INDEX benefits_name_live ON benefits(name) WHERE removed_at IS NULL`,
  `CREATE INDEX benefits_created ON benefits(created_at)`,
  `CREATE TABLE blog_posts (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL,
    slug TEXT NOT NULL,
    is_active INTEGER NOT NULL DEFAULT 0,
    cover_image TEXT,
    content TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    removed_at TEXT
  )`,
  `CREATE UNIQUE INDEX blog_posts_slug_live ON blog_posts(slug) WHERE removed_at IS NULL`,
  `CREATE INDEX blog_posts_created ON blog_posts(created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
  // Products already have their entry; the seed system left benefits out of its menu, BrokerDesk lists them with the insurers' data.
  await addMenus(db, [
    { group: 'catalogue', code: 'blog-posts', name: 'Blog', url: '/blog', icon: 'News' },
    { group: 'insurers', code: 'benefits', name: 'Benefits', url: '/benifits', icon: 'Gift' },
  ]);
}
