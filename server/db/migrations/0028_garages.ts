import type { Kysely } from 'kysely';
import { addMenus } from './0012_document_menus.js';
import { runStatements, type Statement } from './statements.js';

/**
 * Auto garages (a resource of the kit) and the insurers' garage networks (issue 15). A garage's
 * name is unique among the live garages of its emirate, whatever its case. A network is a set of
 * (insurer, garage) pairs, each once; an insurer's deletion takes its network with it. The list
 * filters (emirate, agency, active) and the network's two directions have their indexes.
 */
const statements: Statement[] = [
  `CREATE TABLE garages (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL COLLATE NOCASE,
    emirate TEXT NOT NULL CHECK (emirate IN ('Abu Dhabi', 'Ajman', 'Dubai', 'Fujairah', 'Ras Al Khaimah', 'Sharjah', 'Umm Al Quwain')),
    area TEXT NOT NULL,
    address TEXT,
    phone TEXT NOT NULL,
    email TEXT,
    contact_person TEXT,
    agency TEXT NOT NULL CHECK (agency IN ('agency', 'nonagency')),
    makes_served TEXT,
    google_maps_url TEXT,
    is_active INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    removed_at TEXT
  )`,
  `CREATE UNIQUE INDEX garages_name_emirate_live ON garages(name, emirate) WHERE removed_at IS NULL`,
  `CREATE INDEX garages_name ON garages(name) WHERE removed_at IS NULL`,
  `CREATE INDEX garages_emirate ON garages(emirate, name) WHERE removed_at IS NULL`,
  `CREATE INDEX garages_agency ON garages(agency, name) WHERE removed_at IS NULL`,
  `CREATE INDEX garages_active ON garages(is_active, name) WHERE removed_at IS NULL`,
  `CREATE TABLE company_garages (
    company_id TEXT NOT NULL REFERENCES insurance_companies(id) ON DELETE CASCADE,
    garage_id TEXT NOT NULL REFERENCES garages(id),
    created_at TEXT NOT NULL,
    PRIMARY KEY (company_id, garage_id)
  )`,
  `CREATE INDEX company_garages_garage ON company_garages(garage_id, company_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
  await addMenus(db, [{ group: 'insurers', code: 'garages', name: 'Garages', url: '/garages', icon: 'garages' }]);
}
