import type { Kysely } from 'kysely';
import { runStatements, type Statement } from './statements.js';

/**
 * Add-on products on quotes (issue 14, `updateaddons`). An add-on purchase names the product it
 * was made from; rows from before keep only the name and price. A quote carries a product at most
 * once, and the unique index is also how a quote's add-ons are found.
 */
const statements: Statement[] = [
  `ALTER TABLE quote_addons ADD COLUMN product_id TEXT REFERENCES products(id)`,
  `CREATE UNIQUE INDEX quote_addons_quote_product ON quote_addons(quote_id, product_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
