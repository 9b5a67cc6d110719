import pg from 'pg';
import {
  BinaryOperationNode, OperatorNode, OperationNodeTransformer, PostgresDialect, PostgresDriver, RawNode, sql,
  type DatabaseConnection, type DatabaseIntrospector, type Driver, type PostgresDialectConfig, type KyselyPlugin, type TableMetadata, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult, type RootOperationNode, type UnknownRow,
} from 'kysely';
import type { CommittedWrites } from './changeFeed.js';
import { PreparingClient } from './preparingClient.js';

/** PostgreSQL type ids whose text the driver would otherwise hand over as a string. */
const INT8 = 20;
const NUMERIC = 1700;

/**
 * Counts and sums come back as `bigint`/`numeric`, which the driver leaves as text to be exact;
 * BrokerDesk's counts and fils fit a double exactly, and SQLite answers numbers, so both read alike.
 */
const types = {
  getTypeParser(oid: number): (text: string) => unknown {
    if (oid === INT8 || oid === NUMERIC) return Number;
    return pg.types.getTypeParser(oid) as (text: string) => unknown;
  },
};

/** The address with its password hidden, for messages and logs. */
export function maskedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(not a valid address)';
  }
}

export interface PostgresSettings {
  url: string;
  /** What the address is called in a message when it cannot be opened; `BROKERDESK_DATABASE_URL` unless given. */
  origin?: string | undefined;
  /** Connections this server keeps open at most. */
  pool: number;
  /** A statement running longer is cancelled (0: no limit). */
  statementTimeoutMs: number;
}

/**
 * SQLite's LIKE ignores the case of ASCII letters; PostgreSQL's does not. The queries are written
 * once, so on PostgreSQL every LIKE, built or in raw SQL, becomes ILIKE: a search for "gulf" still
 * finds "Gulf Shield".
 */
class CaseInsensitiveLike extends OperationNodeTransformer {
  protected override transformBinaryOperation(node: BinaryOperationNode): BinaryOperationNode {
    const transformed = super.transformBinaryOperation(node);
    if (OperatorNode.is(transformed.operator) && transformed.operator.operator === 'like') {
      return BinaryOperationNode.create(transformed.leftOperand, OperatorNode.create('ilike'), transformed.rightOperand);
    }
    return transformed;
  }

  protected override transformRaw(node: RawNode): RawNode {
    const transformed = super.transformRaw(node);
    if (!transformed.sqlFragments.some((fragment) => /\bLIKE\b/.test(fragment))) return transformed;
    return RawNode.create(transformed.sqlFragments.map((fragment) => fragment.replace(/\bLIKE\b/g, 'ILIKE')), transformed.parameters);
  }
}

const caseInsensitiveLikePlugin: KyselyPlugin = {
  transformQuery: (args: PluginTransformQueryArgs): RootOperationNode => new CaseInsensitiveLike().transformNode(args.node),
  transformResult: (args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => Promise.resolve(args.result),
};

/**
 * Kysely's PostgreSQL introspection (which its migrator uses to see whether its own tables exist)
 * reads every table of every schema, resolving each name as it goes: a schema another application
 * (or another test server) drops meanwhile fails the whole read with "schema … does not exist",
 * and a database shared by many schemas makes it slow. BrokerDesk works in one schema, the
 * connections' own, so only that schema's tables are read.
 */
class SchemaScopedPostgresDialect extends PostgresDialect {
  constructor(private readonly config: PostgresDialectConfig, private readonly writes: CommittedWrites) {
    super(config);
  }

  override createDriver(): Driver {
    const writes = this.writes;
    return new (class extends PostgresDriver {
      override async commitTransaction(connection: DatabaseConnection): Promise<void> {
        await super.commitTransaction(connection);
        writes.committed();
      }
    })(this.config);
  }

  override createIntrospector(db: Parameters<PostgresDialect['createIntrospector']>[0]): DatabaseIntrospector {
    const all = super.createIntrospector(db);
    const getTables = async (): Promise<TableMetadata[]> => {
      const { rows } = await sql<{ name: string; schema: string; isView: boolean }>`
        SELECT table_name AS name, table_schema AS schema, table_type = 'VIEW' AS "isView"
        FROM information_schema.tables WHERE table_schema = current_schema()`.execute(db);
      return rows.map((row) => ({ ...row, columns: [] }));
    };
    return {
      getSchemas: () => all.getSchemas(),
      getTables,
      getMetadata: async () => ({ tables: await getTables() }),
    };
  }
}

/**
 * A connection cut while lent out (between a transaction's statements, or the socket adapter's
 * listening one) reports the error on itself, and an error nobody listens to ends the process.
 * Listening is enough: the statement that uses the connection next fails (503, nothing saved),
 * and the pool drops a broken connection when it is given back.
 */
export function keepLentConnectionErrorsFromCrashing(pool: pg.Pool): void {
  pool.on('connect', (client) => client.on('error', () => undefined));
}

/**
 * A pool on the office's PostgreSQL database, checked before the server starts so a wrong address
 * or password stops it with a message naming the setting rather than at the first request.
 * The pool replaces connections the database dropped by itself: once the database is back, the
 * next request works without a restart.
 */
export async function openPostgres(settings: PostgresSettings, writes: CommittedWrites, onPoolError: (error: Error) => void) {
  const pool = new pg.Pool({
    connectionString: settings.url,
    max: settings.pool,
    types,
    Client: PreparingClient,
    connectionTimeoutMillis: 10_000,
    ...(settings.statementTimeoutMs > 0 ? { statement_timeout: settings.statementTimeoutMs } : {}),
  });
  // An idle connection the database closed is reported here; without a listener it would end the process.
  pool.on('error', onPoolError);
  keepLentConnectionErrorsFromCrashing(pool);
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new Error(`Cannot open the database of ${settings.origin ?? 'BROKERDESK_DATABASE_URL'} (${maskedUrl(settings.url)}): ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return { dialect: new SchemaScopedPostgresDialect({ pool }, writes), plugins: [caseInsensitiveLikePlugin, writes] };
}
