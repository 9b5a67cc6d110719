import type { Kysely } from 'kysely';
import { addMenus } from './0012_document_menus.js';
import { changeCounterOf, runStatements, type Statement } from './statements.js';

const EMIRATE_CHECK = `('Abu Dhabi', 'Ajman', 'Dubai', 'Fujairah', 'Ras Al Khaimah', 'Sharjah', 'Umm Al Quwain')`;

const master = (table: string): Statement[] => [
  `CREATE TABLE ${table} (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL COLLATE NOCASE,
    code TEXT,
    notes TEXT,
    is_active INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    removed_at TEXT
  )`,
  `CREATE UNIQUE INDEX ${table}_name_live ON ${table}(name) WHERE removed_at IS NULL`,
  `CREATE UNIQUE INDEX ${table}_code_live ON ${table}(code) WHERE removed_at IS NULL AND code IS NOT NULL`,
];

/**
 * Health master data of issue 16 (part 2): the TPA and network master lists, the health
 * providers, and the health settings of the insurers that sell health. A master's name is unique
 * among live entries whatever its case, and its code when given (codes are stored upper-cased).
 * A provider's licence number (stored upper-cased) is one live provider's. The providers list
 * sorts by name, code, type or emirate and filters by emirate, type and active at 20,000
 * providers: each has an index that also gives the name order; the name index answers the
 * default order; its change counter lets the list keep a search's or filter's total while no
 * provider was written, so a page is not a count of the table. One health settings row per insurer, removed with it.
 */
const statements: Statement[] = [
  ...master('health_tpa_masters'),
  ...master('health_network_masters'),
  `CREATE TABLE health_providers (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    provider_code TEXT,
    provider_name TEXT NOT NULL COLLATE NOCASE,
    provider_type TEXT NOT NULL CHECK (provider_type IN ('Hospital', 'Clinic', 'Pharmacy', 'Diagnostics', 'Optical Center', 'Day Surgery Center',
      'Government Hospital', 'Government Clinic', 'Government Pharmacy')),
    provider_contact_number TEXT NOT NULL,
    provider_license_number TEXT NOT NULL,
    emirate TEXT NOT NULL CHECK (emirate IN ${EMIRATE_CHECK}),
    service_provider TEXT NOT NULL,
    region TEXT,
    provider_addresss TEXT NOT NULL,
    provider_speciality TEXT,
    provider_group TEXT,
    provider_start_date TEXT,
    is_active INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    removed_at TEXT
  )`,
  `CREATE UNIQUE INDEX health_providers_licence_live ON health_providers(provider_license_number) WHERE removed_at IS NULL`,
  `CREATE INDEX health_providers_name ON health_providers(provider_name, seq) WHERE removed_at IS NULL`,
  `CREATE INDEX health_providers_code ON health_providers(provider_code, seq) WHERE removed_at IS NULL`,
  `CREATE INDEX health_providers_emirate ON health_providers(emirate, provider_name, seq) WHERE removed_at IS NULL`,
  `CREATE INDEX health_providers_type ON health_providers(provider_type, provider_name, seq) WHERE removed_at IS NULL`,
  `CREATE INDEX health_providers_active ON health_providers(is_active, provider_name, seq) WHERE removed_at IS NULL`,
  ...changeCounterOf('health_providers'),
  `CREATE TABLE health_company_settings (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    company_id TEXT NOT NULL UNIQUE REFERENCES insurance_companies(id) ON DELETE CASCADE,
    commission REAL NOT NULL CHECK (commission >= 0 AND commission <= 100),
    reduction_type TEXT NOT NULL CHECK (reduction_type IN ('percentage', 'fixedPrice')),
    reduction_value REAL NOT NULL CHECK (reduction_value >= 0),
    e_sanad_recommendation INTEGER NOT NULL DEFAULT 0,
    is_active INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
  await addMenus(db, [
    { group: 'insurers', code: 'health-companies', name: 'Health companies', url: '/health-insurance/health-companies', icon: 'Heart' },
    { group: 'insurers', code: 'health-providers', name: 'Health providers', url: '/health-insurance/providers', icon: 'Building' },
    { group: 'insurers', code: 'health-tpa-master', name: 'TPA master', url: '/health-insurance/tpa-master', icon: 'People' },
    { group: 'insurers', code: 'health-network-master', name: 'Network master', url: '/health-insurance/network-master', icon: 'Organization' },
  ]);
}
