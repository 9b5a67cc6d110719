import type { Kysely } from 'kysely';
import { runStatements, type Statement } from './statements.js';

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
const statements: Statement[] = [
  `CREATE INDEX quotes_proposal_current ON quotes(proposal_id, is_current)`,
  `DROP INDEX quotes_proposal`,
  `ALTER TABLE proposals ADD COLUMN customer_seq INTEGER`,
  `UPDATE proposals SET customer_seq = (SELECT seq FROM customers WHERE customers.id = proposals.customer_id)`,
  `CREATE INDEX proposals_customer_seq ON proposals(customer_seq, line, created_at, id)`,
  {
    sqlite: [
      `CREATE TRIGGER proposals_customer_seq_insert AFTER INSERT ON proposals BEGIN
        UPDATE proposals SET customer_seq = (SELECT seq FROM customers WHERE customers.id = new.customer_id) WHERE rowid = new.rowid;
      END`,
      `CREATE TRIGGER proposals_customer_seq_update AFTER UPDATE OF customer_id ON proposals BEGIN
        UPDATE proposals SET customer_seq = (SELECT seq FROM customers WHERE customers.id = new.customer_id) WHERE rowid = new.rowid;
      END`,
    ],
    // PostgreSQL sets the row's value before it is written, rather than writing the row twice.
    postgres: [
      `CREATE FUNCTION proposals_customer_seq() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN NEW.customer_seq := (SELECT seq FROM customers WHERE customers.id = NEW.customer_id); RETURN NEW; END $$`,
      `CREATE TRIGGER proposals_customer_seq BEFORE INSERT OR UPDATE OF customer_id ON proposals
        FOR EACH ROW EXECUTE FUNCTION proposals_customer_seq()`,
    ],
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    {
      sqlite: [`DROP TRIGGER proposals_customer_seq_update`, `DROP TRIGGER proposals_customer_seq_insert`],
      postgres: [`DROP TRIGGER proposals_customer_seq ON proposals`, `DROP FUNCTION proposals_customer_seq`],
    },
    `DROP INDEX proposals_customer_seq`,
    `ALTER TABLE proposals DROP COLUMN customer_seq`,
    `CREATE INDEX quotes_proposal ON quotes(proposal_id)`,
    `DROP INDEX quotes_proposal_current`,
  ]);
}
