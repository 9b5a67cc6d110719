import type { ServerProcess } from '../tests/helpers/startServerProcess.js';
import type { BenchDatabase } from './benchDatabase.js';
import { measureScenarios, type LoadScenario, type ScenarioRow } from './http.js';

/** Rotates through several request lists in turn, so one run mixes them all the way through. */
export function interleave<T>(...lists: ReadonlyArray<readonly T[]>): T[] {
  const longest = Math.max(...lists.map((list) => list.length));
  return Array.from({ length: longest }, (_, i) => lists.map((list) => list[i % list.length]!)).flat();
}

/**
 * Total requests per second of one mixed load against the benchmark's server, then, on
 * PostgreSQL, against it and a second instance on the same database, the same connections shared
 * between the two (SQLite is one server's file: several instances are a PostgreSQL deployment).
 * Throughput has no target: a row passes when nothing failed.
 */
export async function measureInstances(
  db: BenchDatabase, server: ServerProcess, token: string, load: LoadScenario, run: Parameters<typeof measureScenarios>[3],
): Promise<ScenarioRow[]> {
  const measure = (urls: string[], instances: string) => measureScenarios(urls, token, [{ ...load, name: `${load.name}, ${instances}` }], run, () => true);
  const rows = await measure([server.url], 'one instance');
  if (db.dialect !== 'postgres') return rows;
  const second = await db.startServer();
  try {
    return [...rows, ...(await measure([server.url, second.url], `two instances (${run.connections / 2} connections each)`))];
  } finally {
    await second.stop();
  }
}

/** What the mixed rows measured, for the report's notes. */
export function instancesNote(db: BenchDatabase): string {
  const mixed = 'Mixed rows: the list and search requests above in turn, at the same connections, for the requests per second';
  if (db.dialect !== 'postgres') return `${mixed} of one server instance (several instances on one database are a PostgreSQL deployment). They pass when nothing failed.`;
  return `${mixed} of one server instance, then of two on the same database with autocannon sharing the connections between them. The two instances, PostgreSQL and the load generator share this machine's two cores, so a second instance adds no cores here: its row shows the cost of the split, not an office's scaling. They pass when nothing failed.`;
}
