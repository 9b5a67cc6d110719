import { sql, type Kysely } from 'kysely';

/**
 * What the proposals list's paging and searches read (issue 6's targets at 200,000 proposals and
 * a million quotes):
 * - Every page counts each row's current quotes. On `quotes(proposal_id)` alone that count read
 *   each quote row to test `is_current` (about 0.4 ms of a 10-row page); on `(proposal_id,
 *   is_current)` it stays inside the index, which serves every lookup the old one did.
 * - A search by name, mobile or e-mail matches customers in their search indexes, whose row ids
 *   are the customers' `seq`. Proposals keep their customer's `seq` (set by trigger) with an
 *   index, so the matches lead straight to the proposals, without reading each customer's row.
 */
const statements = [
  `CREATE INDEX quotes_proposal_current ON quotes(proposal_id, is_current)`,
  `DROP INDEX quotes_proposal`,
  `ALTER TABLE proposals ADD COLUMN customer_seq INTEGER`,
  `UPDATE proposals SET customer_seq = (SELECT seq FROM customers WHERE customers.id = proposals.customer_id)`,
  `CREATE INDEX proposals_customer_seq ON proposals(customer_seq, line, created_at, id)`,
  `CREATE TRIGGER proposals_customer_seq_insert AFTER INSERT ON proposals BEGIN
    UPDATE proposals SET customer_seq = (SELECT seq FROM customers WHERE customers.id = new.customer_id) WHERE rowid = new.rowid;
  END`,
  `CREATE TRIGGER proposals_customer_seq_update AFTER UPDATE OF customer_id ON proposals BEGIN
    UPDATE proposals SET customer_seq = (SELECT seq FROM customers WHERE customers.id = new.customer_id) WHERE rowid = new.rowid;
  END`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `DROP TRIGGER proposals_customer_seq_update`,
    `DROP TRIGGER proposals_customer_seq_insert`,
    `DROP INDEX proposals_customer_seq`,
    `ALTER TABLE proposals DROP COLUMN customer_seq`,
    `CREATE INDEX quotes_proposal ON quotes(proposal_id)`,
    `DROP INDEX quotes_proposal_current`,
  ]) await sql.raw(statement).execute(db);
}
