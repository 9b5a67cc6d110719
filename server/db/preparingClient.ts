import pg from 'pg';

/** Statements longer than this (bulk inserts) are sent once, so they are not kept. */
const MAX_KEPT_SQL_LENGTH = 4000;
/** Distinct statements kept per process: BrokerDesk's queries are a few hundred shapes; the rest are sent unnamed. */
const MAX_KEPT_STATEMENTS = 500;
/** PostgreSQL's answer when a kept statement's tables changed shape (another instance migrated the database). */
const RESULT_TYPE_CHANGED = /cached plan must not change result type/;

/**
 * A text match: full-text (`@@`) or a pattern (`LIKE`, `ILIKE`, `~~`). The best plan for a search
 * depends on what is searched for (a rare name through the text index, a common one by walking the
 * newest rows first), and a kept statement may settle on one generic plan for every search, so
 * these are planned for their words each time.
 */
const TEXT_MATCH = /@@|~~|\bI?LIKE\b/i;

const names = new Map<string, string>();

function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && text.length <= MAX_KEPT_SQL_LENGTH && names.size < MAX_KEPT_STATEMENTS && !TEXT_MATCH.test(text)) {
    name = `brokerdesk_${names.size}`;
    names.set(text, name);
  }
  return name;
}

/**
 * A connection that keeps each query it runs as a named prepared statement. Kysely sends the same
 * few hundred SQL texts with different parameters; unnamed, PostgreSQL parses and plans every one
 * afresh, which for a list query costs more than running it. Named, the text is parsed once per
 * connection and the plan is reused (PostgreSQL switches to a generic plan once it is no worse).
 *
 * A statement whose tables changed shape under it (another instance ran a migration) is prepared
 * again under a new name: outside a transaction the query is retried at once, inside one the
 * transaction fails as any database error does and the next one works.
 */
export class PreparingClient extends pg.Client {
  private generation = 0;

  // pg's `query` has a dozen overloads; only the form Kysely uses, (text, values) with a promise, is named.
  override query(...args: unknown[]): never {
    const [text, values] = args;
    const name = args.length === 2 && typeof text === 'string' && Array.isArray(values) ? nameOf(text) : undefined;
    if (name === undefined) return (super.query as (...rest: unknown[]) => never)(...args);
    return this.prepared(name, text as string, values as unknown[]) as never;
  }

  private async prepared(name: string, text: string, values: unknown[]): Promise<pg.QueryResult> {
    const run = () => super.query({ name: `${name}_${this.generation}`, text, values } as pg.QueryConfig);
    try {
      return await run();
    } catch (error) {
      if (!RESULT_TYPE_CHANGED.test((error as Error).message)) throw error;
      this.generation++;
      if (this.getTransactionStatus() !== 'I') throw error;
      return run();
    }
  }
}
