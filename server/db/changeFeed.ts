import pg from 'pg';
import { sql, type Kysely, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult, type RootOperationNode, type UnknownRow } from 'kysely';
import type { Database } from './schema.js';

/** What a cache can be kept for: each is a row of `change_counters`, moved by triggers on its tables. */
export type ChangeTopic = 'customers' | 'proposals' | 'motor_catalogue' | 'sessions' | 'payment_links' | 'vouchers' | 'cancellation_requests' | 'motor_claims' | 'health_providers' | 'quotes' | 'health_catalogue';

/**
 * How a server instance learns that data it keeps in memory (a list page, a signed-in caller, the
 * pricing catalogue) was changed, by itself or by another instance on the same database.
 */
export interface ChangeFeed {
  /**
   * Where the topic's change counter stands: what was read under one stamp holds while the stamp
   * stays. `exact` reads it from the database where it is otherwise kept in memory (PostgreSQL),
   * for answers that must see another instance's commit the moment it is made (a sign-out).
   */
  stamp(topic: ChangeTopic, options?: { exact?: boolean }): Promise<number>;
  /**
   * Resolves once this instance has heard of every change committed so far (writes it committed
   * since it last caught up); at once when there is nothing to hear.
   */
  catchUp(): Promise<void>;
  /** True while this instance hears every change as it commits (PostgreSQL, connected). */
  readonly listening: boolean;
  close(): Promise<void>;
}

type Db = Kysely<Database>;
interface FeedLog {
  warn(details: object, message: string): void;
}

/** How long the listening connection waits before dialling again after losing the database. */
const RECONNECT_MS = 1000;
/** A change this instance committed is announced back within milliseconds; past this, the listener is not trusted. */
const ECHO_TIMEOUT_MS = 1000;

async function readCounters(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('change_counters').select(['name', 'n']).execute();
  return new Map(rows.map((row) => [row.name, Number(row.n)]));
}

/**
 * Counts the writes of this process: a write statement once it ran, and on PostgreSQL a transaction
 * once it committed. Counted after the fact, so a catch-up that starts after the count moved reads
 * counters that include the write. (On SQLite, one connection, a read waits for the transaction.)
 */
export class CommittedWrites implements KyselyPlugin {
  count = 0;

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    // The driver reports affected rows for INSERT, UPDATE, DELETE and MERGE only.
    if (args.result.numAffectedRows !== undefined) this.count++;
    return Promise.resolve(args.result);
  }

  committed(): void {
    this.count++;
  }
}

/** What an opened database tells its feed: its writes, and on SQLite the file's data version. */
interface ChangeSources {
  writes: CommittedWrites;
  /** SQLite's `PRAGMA data_version`: moves when another connection to the file commits. */
  dataVersion?: () => number;
}

const sources = new WeakMap<object, ChangeSources>();
const feeds = new WeakMap<object, ChangeFeed>();

/** Ties a database to what tells of its changes (when it is opened). */
export function trackChanges(db: Db, changeSources: ChangeSources): void {
  sources.set(db, changeSources);
}

/**
 * The feed of a database: the listening one on a PostgreSQL server (see `listenForChanges`); on
 * SQLite one that re-reads the counters only when this process wrote or another process committed;
 * for anything else (a transaction), one that reads the counter each time.
 */
export function changeFeedOf(db: Db): ChangeFeed {
  let feed = feeds.get(db);
  if (!feed) {
    const tracked = sources.get(db);
    feed = tracked?.dataVersion ? sqliteFeed(db, tracked.writes, tracked.dataVersion) : readingFeed(db);
    feeds.set(db, feed);
  }
  return feed;
}

function readingFeed(db: Db): ChangeFeed {
  return {
    async stamp(topic) {
      const { n } = await db.selectFrom('change_counters').select('n').where('name', '=', topic).executeTakeFirstOrThrow();
      return Number(n);
    },
    catchUp: () => Promise.resolve(),
    listening: false,
    close: () => Promise.resolve(),
  };
}

/**
 * On SQLite every server process has its own connection to the file: the counters are read again
 * when this process wrote since (its own commits do not move the data version) or the data version
 * moved (another process committed), and otherwise answered from memory without a query.
 */
function sqliteFeed(db: Db, writes: CommittedWrites, dataVersion: () => number): ChangeFeed {
  let counters = new Map<string, number>();
  let readAt: { version: number; writes: number } | undefined;
  return {
    async stamp(topic) {
      const current = { version: dataVersion(), writes: writes.count };
      if (readAt?.version !== current.version || readAt.writes !== current.writes) {
        counters = await readCounters(db);
        readAt = current;
      }
      const n = counters.get(topic);
      if (n === undefined) throw new Error(`No change counter named ${topic}`);
      return n;
    },
    catchUp: () => Promise.resolve(),
    listening: false,
    close: () => Promise.resolve(),
  };
}

/**
 * On PostgreSQL: one connection of this instance LISTENs to the schema's channel, on which every
 * counter move is announced when its transaction commits (migration 0016), and the counters are
 * kept in memory, so a cached answer costs no query. While that connection is down (the database
 * restarting), stamps are read from the database each time; it dials again by itself and reads
 * every counter afresh, so nothing announced meanwhile is missed.
 *
 * A request that wrote catches up before it answers (and any request after a write of this
 * process before it reads): this instance then answers from fresh data. Another instance hears
 * the announcement a moment later, not in the same instant, so what must hold everywhere at once
 * (a sign-out) reads its stamp `exact`.
 */
export async function listenForChanges(db: Db, url: string, log: FeedLog): Promise<ChangeFeed> {
  const { rows: [found] } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const schema = found!.schema;
  const reading = readingFeed(db);
  const writes = sources.get(db)?.writes ?? new CommittedWrites();
  const known = new Map<string, number>();
  let client: pg.Client | undefined;
  let live = false;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let caughtUpTo = writes.count;
  let round: Promise<void> | undefined;
  const waiters = new Set<() => void>();

  function heard(payload: string | undefined): void {
    const [name, value] = (payload ?? '').split(' ');
    const n = Number(value);
    if (!name || !Number.isFinite(n)) return;
    if (n > (known.get(name) ?? -1)) known.set(name, n);
    for (const waiter of waiters) waiter();
  }

  function dropped(lost: pg.Client, error?: Error): void {
    if (client !== lost) return;
    client = undefined;
    live = false;
    known.clear();
    lost.end().catch(() => undefined);
    if (closed) return;
    log.warn({ err: error }, 'the change feed lost its database connection; caches read the database until it is back');
    reconnectTimer = setTimeout(() => void connect(), RECONNECT_MS);
  }

  async function connect(): Promise<void> {
    // Named after its schema, so an administrator (or a test) can tell the listeners of two BrokerDesk databases apart.
    const listener = new pg.Client({ connectionString: url, application_name: `brokerdesk change feed ${schema}`.slice(0, 63), keepAlive: true });
    client = listener;
    listener.on('error', (error) => dropped(listener, error));
    listener.on('end', () => dropped(listener));
    listener.on('notification', (message) => heard(message.payload));
    try {
      await listener.connect();
      await listener.query(`LISTEN "brokerdesk_changes_${schema}"`);
      // Read after listening: a change committed in between is both read and heard, never missed.
      const { rows } = await listener.query<{ name: string; n: number }>('SELECT name, n FROM change_counters');
      if (client !== listener) return;
      for (const row of rows) heard(`${row.name} ${row.n}`);
      live = true;
    } catch (error) {
      dropped(listener, error as Error);
    }
  }

  /** Waits until every counter read is heard; a counter moved without an announcement is taken as read. */
  async function hearUpTo(counters: Map<string, number>): Promise<void> {
    const behind = () => [...counters].some(([name, n]) => (known.get(name) ?? -1) < n);
    if (!behind()) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waiters.delete(check);
        resolve();
      };
      const check = () => {
        if (!behind() || !live) done();
      };
      const timer = setTimeout(() => {
        if (live) for (const [name, n] of counters) heard(`${name} ${n}`);
        log.warn({ timeoutMs: ECHO_TIMEOUT_MS }, 'the change feed did not hear a committed change in time; took the counters as read');
        done();
      }, ECHO_TIMEOUT_MS);
      waiters.add(check);
    });
  }

  async function catchUpRound(): Promise<void> {
    const upTo = writes.count;
    await hearUpTo(await readCounters(db));
    caughtUpTo = Math.max(caughtUpTo, upTo);
  }

  void connect();
  const feed: ChangeFeed = {
    get listening() {
      return live;
    },
    stamp(topic, options = {}) {
      const n = live && !options.exact ? known.get(topic) : undefined;
      return n === undefined ? reading.stamp(topic) : Promise.resolve(n);
    },
    async catchUp() {
      const target = writes.count;
      while (live && caughtUpTo < target) {
        round ??= catchUpRound().finally(() => (round = undefined));
        await round;
      }
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      const open = client;
      client = undefined;
      live = false;
      for (const waiter of waiters) waiter();
      await open?.end().catch(() => undefined);
    },
  };
  feeds.set(db, feed);
  return feed;
}
