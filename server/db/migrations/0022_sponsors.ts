import type { Kysely } from 'kysely';
import { addMenus } from './0012_document_menus.js';
import { runStatements, type Statement } from './statements.js';

/**
 * Sponsors (affiliate links, issue 14): the sponsor partners, in the kit's shape, and the claims
 * the marketplace records through each sponsor's link. A sponsor's `slug` is the unguessable part
 * of its public URL, by which the marketplace names it; its `voucher_id` is the promo code its
 * visitors receive (a row of `vouchers`, read only). A claim keeps the promo code it handed out as
 * text, so a later change of the sponsor's code does not rewrite what a visitor was given.
 * Names are unique among live sponsors only; the slug and URL are unique for good.
 */
const statements: Statement[] = [
  `CREATE TABLE sponsors (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    company_name TEXT NOT NULL,
    unique_url TEXT UNIQUE,
    slug TEXT UNIQUE,
    contact_email TEXT,
    voucher_id TEXT REFERENCES vouchers(id),
    is_active INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    removed_at TEXT
  )`,
  `CREATE UNIQUE INDEX sponsors_name_live ON sponsors(company_name) WHERE removed_at IS NULL`,
  `CREATE INDEX sponsors_created ON sponsors(created_at)`,
  `CREATE TABLE sponsor_claims (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    sponsor_id TEXT NOT NULL REFERENCES sponsors(id),
    voucher_id TEXT REFERENCES vouchers(id),
    promo_code TEXT NOT NULL,
    is_redeem INTEGER NOT NULL DEFAULT 0,
    ip_address TEXT NOT NULL,
    user_agent TEXT NOT NULL,
    created_at TEXT NOT NULL,
    redeemed_at TEXT
  )`,
  `CREATE INDEX sponsor_claims_sponsor_created ON sponsor_claims(sponsor_id, created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
  // The seed system's menu had no sponsors entry; BrokerDesk lists them with the catalogue's marketing areas.
  await addMenus(db, [{ group: 'catalogue', code: 'sponsors', name: 'Sponsors', url: '/sponsors', icon: 'Link' }]);
}
