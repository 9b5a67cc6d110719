import type { Kysely } from 'kysely';
import { addMenus } from './0012_document_menus.js';
import { runStatements, type Statement } from './statements.js';

/**
 * The club (spec 002 §Partners): its categories, partners and their discount offers in the kit's
 * shape, and the offers' redemptions. A partner's discount code is unique among live partners; a
 * partner's locations are one JSON text. A redemption keeps the bill and the saving in fils, and a
 * request key (when the caller gives one) is unique per offer, so a retried redemption is one.
 */
export const CLUB_CATEGORIES: ReadonlyArray<readonly [id: string, title: string]> = [
  ['club-dining', 'Dining'],
  ['club-automotive', 'Automotive'],
  ['club-travel', 'Travel'],
  ['club-health-fitness', 'Health & Fitness'],
  ['club-shopping', 'Shopping'],
  ['club-entertainment', 'Entertainment'],
  ['club-services', 'Services'],
  ['club-beauty-wellness', 'Beauty & Wellness'],
  ['club-education', 'Education'],
  ['club-home', 'Home & Living'],
];

const SEEDED_AT = '2026-01-01T00:00:00.000Z';

const statements: Statement[] = [
  `CREATE TABLE club_categories (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL UNIQUE,
    display_order INTEGER NOT NULL,
    created_at TEXT NOT NULL
  )`,
  ...CLUB_CATEGORIES.map(([id, title], index) => `INSERT INTO club_categories (id, title, display_order, created_at) VALUES ('${id}', '${title}', ${index + 1}, '${SEEDED_AT}')`),
  `CREATE TABLE partners (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    company_name TEXT NOT NULL,
    category TEXT NOT NULL REFERENCES club_categories(id),
    discount_code TEXT NOT NULL CHECK (length(discount_code) = 4),
    locations TEXT NOT NULL CHECK (json_valid(locations)),
    logo_img TEXT,
    cover_img TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    removed_at TEXT
  )`,
  `CREATE UNIQUE INDEX partners_code_live ON partners(discount_code) WHERE removed_at IS NULL`,
  `CREATE INDEX partners_created ON partners(created_at)`,
  `CREATE TABLE discount_offers (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    partner TEXT NOT NULL REFERENCES partners(id),
    category TEXT NOT NULL REFERENCES club_categories(id),
    discount_title TEXT NOT NULL,
    discount_type TEXT NOT NULL CHECK (discount_type IN ('percentage', 'fixedPrice')),
    discount_value REAL NOT NULL CHECK (discount_value > 0),
    max_discount_fils INTEGER CHECK (max_discount_fils > 0),
    useage_limit_per_user INTEGER NOT NULL CHECK (useage_limit_per_user >= 1),
    start_date TEXT NOT NULL,
    expiry_date TEXT NOT NULL,
    is_active INTEGER NOT NULL DEFAULT 1,
    description TEXT NOT NULL,
    terms_n_conditions TEXT NOT NULL,
    cover_img TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    removed_at TEXT,
    CHECK (expiry_date >= start_date)
  )`,
  `CREATE INDEX discount_offers_partner ON discount_offers(partner, created_at)`,
  `CREATE TABLE offer_redemptions (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    offer_id TEXT NOT NULL REFERENCES discount_offers(id),
    customer_id TEXT NOT NULL REFERENCES customers(id),
    bill_fils INTEGER NOT NULL CHECK (bill_fils > 0),
    saved_fils INTEGER NOT NULL CHECK (saved_fils >= 0),
    redeemed_by TEXT,
    request_key TEXT,
    redeemed_at TEXT NOT NULL
  )`,
  `CREATE INDEX offer_redemptions_offer_customer ON offer_redemptions(offer_id, customer_id)`,
  `CREATE UNIQUE INDEX offer_redemptions_request ON offer_redemptions(offer_id, request_key) WHERE request_key IS NOT NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
  await addMenus(db, [{ group: 'catalogue', code: 'partners', name: 'Partners (Club)', url: '/partners', icon: 'partners' }]);
}
