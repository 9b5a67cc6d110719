import type { Kysely } from 'kysely';
import { runStatements, type Statement } from './statements.js';

/**
 * Motor plans take their benefits from the benefits master list (`/benifits`) instead of a list
 * fixed in code (issue 14):
 * - a benefit states the unit of a number limit (`AED`, `days`, or `none`), which plans show as "limit in <unit>";
 * - its additional charge may be 0: a benefit plans include at no charge (agency repair);
 * - the motor benefits plans already refer to become master records whose ids are the codes the
 *   plans stored, so every stored plan, matrix row and quote keeps naming them. Their charges are
 *   DOMAIN.md §4.6's indicative prices; their limits are starting values staff edit. A broker who
 *   made a benefit of the same name keeps it, and the motor one is not added beside it.
 * Coverages stay the unified policy's list in the contract (DOMAIN §4.1): the regulator sets them,
 * and the spec has no screen to change them.
 */
const SEEDED: Array<{ id: string; name: string; description: string; limitType: 'boolean' | 'number'; limit: string; unit: 'AED' | 'days' | null; chargeAed: number }> = [
  { id: 'paDriver', name: 'Personal accident cover for the driver', description: 'Death or permanent disability of the driver in an accident, up to the limit.', limitType: 'number', limit: '200000', unit: 'AED', chargeAed: 120 },
  { id: 'paPassengers', name: 'Personal accident cover for passengers', description: 'Death or permanent disability of each passenger in an accident, up to the limit per passenger.', limitType: 'number', limit: '200000', unit: 'AED', chargeAed: 30 },
  { id: 'rentACar', name: 'Rent-a-car', description: 'A hire car while the insured car is repaired after a covered claim, for up to the limit in days.', limitType: 'number', limit: '10', unit: 'days', chargeAed: 150 },
  { id: 'roadsideAssistance', name: 'Roadside assistance', description: 'Towing, battery boost, flat tyre and fuel delivery anywhere in the UAE.', limitType: 'boolean', limit: 'YES', unit: null, chargeAed: 50 },
  { id: 'agencyRepair', name: 'Agency repair', description: "Repairs at the manufacturer's dealer workshop rather than the insurer's network garage.", limitType: 'boolean', limit: 'YES', unit: null, chargeAed: 0 },
  { id: 'omanCover', name: 'Oman own-damage extension', description: 'Own-damage cover while the car is driven in the Sultanate of Oman.', limitType: 'boolean', limit: 'YES', unit: null, chargeAed: 250 },
  { id: 'gccCover', name: 'GCC own-damage extension', description: 'Own-damage cover in the other GCC countries; cross-border liability goes with the GCC Orange Card.', limitType: 'boolean', limit: 'YES', unit: null, chargeAed: 400 },
  { id: 'offRoad', name: 'Off-road cover (4x4 only)', description: 'Own damage while driving off-road, for four-wheel-drive cars only.', limitType: 'boolean', limit: 'YES', unit: null, chargeAed: 300 },
  { id: 'naturalPerils', name: 'Natural perils (storm, flood)', description: 'Damage by storm, flood, hail and other natural perils.', limitType: 'boolean', limit: 'YES', unit: null, chargeAed: 100 },
  { id: 'windscreen', name: 'Windscreen damage', description: 'Repair or replacement of the windscreen without an excess, up to the limit.', limitType: 'number', limit: '3000', unit: 'AED', chargeAed: 0 },
  { id: 'personalBelongings', name: 'Personal belongings', description: 'Belongings stolen from or damaged in the car, up to the limit.', limitType: 'number', limit: '5000', unit: 'AED', chargeAed: 75 },
  { id: 'replacementKeys', name: 'Replacement of keys', description: 'New keys and locks after the keys are lost or stolen, up to the limit.', limitType: 'number', limit: '2000', unit: 'AED', chargeAed: 0 },
];

const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;

const statements: Statement[] = [
  {
    // SQLite changes a CHECK only by copying the table; benefits is small and nothing refers to it.
    sqlite: [
      `CREATE TABLE benefits_next (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        description TEXT NOT NULL,
        limit_type TEXT NOT NULL CHECK (limit_type IN ('boolean', 'number')),
        "limit" TEXT NOT NULL,
        limit_unit TEXT NOT NULL DEFAULT 'none' CHECK (limit_unit IN ('none', 'AED', 'days')),
        additional_charge_fils INTEGER NOT NULL CHECK (additional_charge_fils >= 0),
        image TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        removed_at TEXT
      )`,
      `INSERT INTO benefits_next (seq, id, name, description, limit_type, "limit", additional_charge_fils, image, created_at, updated_at, removed_at)
        SELECT seq, id, name, description, limit_type, "limit", additional_charge_fils, image, created_at, updated_at, removed_at FROM benefits`,
      `DROP TABLE benefits`,
      `ALTER TABLE benefits_next RENAME TO benefits`,
      `CREATE UNIQUE INDEX benefits_name_live ON benefits(name) WHERE removed_at IS NULL`,
      `CREATE INDEX benefits_created ON benefits(created_at)`,
    ],
    postgres: [
      `ALTER TABLE benefits ADD COLUMN limit_unit TEXT NOT NULL DEFAULT 'none' CHECK (limit_unit IN ('none', 'AED', 'days'))`,
      `ALTER TABLE benefits DROP CONSTRAINT benefits_additional_charge_fils_check`,
      `ALTER TABLE benefits ADD CONSTRAINT benefits_additional_charge_fils_check CHECK (additional_charge_fils >= 0)`,
    ],
  },
  ...SEEDED.map((benefit) => `INSERT INTO benefits (id, name, description, limit_type, "limit", limit_unit, additional_charge_fils, image, created_at, updated_at, removed_at)
    SELECT ${quoted(benefit.id)}, ${quoted(benefit.name)}, ${quoted(benefit.description)}, ${quoted(benefit.limitType)}, ${quoted(benefit.limit)},
      ${quoted(benefit.unit ?? 'none')}, ${benefit.chargeAed * 100}, NULL, '2026-11-27T00:00:00.000Z', '2026-11-27T00:00:00.000Z', NULL
    WHERE NOT EXISTS (SELECT 1 FROM benefits WHERE id = ${quoted(benefit.id)} OR (name = ${quoted(benefit.name)} AND removed_at IS NULL))`),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
