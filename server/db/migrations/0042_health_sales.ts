import type { Kysely } from 'kysely';
import { changeCounterOver, runStatements } from './statements.js';

/**
 * An insurer's health fees (issue 17), kept with its health settings: the ICP fee it charges per
 * insured member (none until staff enter it: DOMAIN.md says never invent it) and its Basmah fee per
 * Essential Benefits policy (AED 37 by DHA's scheme unless the insurer says otherwise). And a
 * change counter over everything health pricing reads, so quoting keeps the plans loaded between writes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `ALTER TABLE health_company_settings ADD COLUMN icp_fee_fils INTEGER NOT NULL DEFAULT 0 CHECK (icp_fee_fils >= 0)`,
    `ALTER TABLE health_company_settings ADD COLUMN basmah_fee_fils INTEGER NOT NULL DEFAULT 3700 CHECK (basmah_fee_fils >= 0)`,
    ...changeCounterOver('health_catalogue', [
      'insurance_companies', 'health_company_settings', 'health_company_conditions', 'health_tpas', 'health_networks', 'health_cities',
      'health_plans', 'health_matrix_rows',
    ]),
  ]);
}
