import type { Kysely } from 'kysely';
import { changeCounterOf, runStatements, type Statement } from './statements.js';

/**
 * The after-sales lists' searches (issue 15, `npm run bench -- aftersales`): a search by name,
 * mobile or Emirates ID finds a few customers through their search index, and a policy number its
 * policy through the ref index; these indexes take each to its cancellation requests and claims
 * instead of a walk over all of them. (The requests' one-per-policy index is partial, so it cannot
 * serve a lookup by policy; claims have theirs since 0033.) Their change counters let the lists
 * keep a filter's total while no request or claim was written, so a page is not a count of the table.
 */
const statements: Statement[] = [
  `CREATE INDEX cancellation_requests_policy ON cancellation_requests(policy_id)`,
  `CREATE INDEX cancellation_requests_customer ON cancellation_requests(customer_id)`,
  `CREATE INDEX motor_claims_customer ON motor_claims(customer_id)`,
  ...changeCounterOf('cancellation_requests'),
  ...changeCounterOf('motor_claims'),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
