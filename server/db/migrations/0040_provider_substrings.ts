import type { Kysely } from 'kysely';
import { substringIndexStatements } from '../substringSearch.js';
import { runStatements } from './statements.js';

/**
 * The providers' search (issue 16, `npm run bench -- health`): staff type part of a name, a code
 * or a licence number, which a `LIKE '%…%'` answered by reading all of the tens of thousands of
 * providers. Their substring index answers it from the text's trigrams on both databases. The
 * columns are the providers resource's searched fields (`healthProvidersResource`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, substringIndexStatements('health_providers', ['provider_code', 'provider_name', 'provider_license_number']));
}
