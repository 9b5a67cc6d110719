import type { Kysely } from 'kysely';
import { runStatements } from './statements.js';

/**
 * An insurer's health fees (issue 17), kept with its health settings: the ICP fee it charges per
 * insured member (none until staff enter it: DOMAIN.md says never invent it) and its Basmah fee per
 * Essential Benefits policy (AED 37 by DHA's scheme unless the insurer says otherwise).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `ALTER TABLE health_company_settings ADD COLUMN icp_fee_fils INTEGER NOT NULL DEFAULT 0 CHECK (icp_fee_fils >= 0)`,
    `ALTER TABLE health_company_settings ADD COLUMN basmah_fee_fils INTEGER NOT NULL DEFAULT 3700 CHECK (basmah_fee_fils >= 0)`,
  ]);
}
