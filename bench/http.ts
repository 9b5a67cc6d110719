import autocannon from 'autocannon';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from '../server/demo/seedDemo.js';
import { round, summarize } from './stats.js';

/** Signs the demo administrator in and returns the bearer token. */
export async function signInAdmin(url: string): Promise<string> {
  const login = await fetch(`${url}/api/admin-auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`Signing in for the benchmark failed: ${login.status}`);
  return ((await login.json()) as { token: string }).token;
}

export interface LoadScenario {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  /**
   * Requests rotated through: thousands of different pages, search terms or records, so a run
   * measures the database and not the server's page cache.
   */
  requests: Array<{ path: string; body?: unknown }>;
}

export interface LoadResult {
  latencies: number[];
  rps: number;
  failures: number;
}

/** Where the rotation through a scenario's requests stands; it continues from the warm-up into the measured run. */
let next = 0;

/**
 * One autocannon run; latencies come from every response, so the percentiles are exact. Given
 * several server instances, autocannon spreads the connections evenly over them.
 */
export function loadScenario(url: string | string[], token: string, scenario: LoadScenario, run: { connections: number; durationS: number }): Promise<LoadResult> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: run.connections,
        duration: run.durationS,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        requests: [{
          method: scenario.method,
          setupRequest: (request) => {
            const chosen = scenario.requests[next++ % scenario.requests.length]!;
            return { ...request, path: chosen.path, ...(chosen.body === undefined ? {} : { body: JSON.stringify(chosen.body) }) };
          },
        }],
      },
      (error, result) => (error ? reject(error) : resolve({ latencies, rps: result.requests.average, failures: result.errors + result.timeouts + result.non2xx })),
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
}

/** A type alias, not an interface, so rows fit the report's `Record<string, …>` rows. */
export type ScenarioRow = {
  scenario: string;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  requests_per_s: number;
  requests: number;
  failures: number;
  pass: boolean;
  /** Each measured run's p95, in the order run (absent for a row measured once, outside `measureScenarios`). */
  runs_p95_ms?: string;
};

/** Measured runs per scenario (`BENCH_RUNS`, 3 by default); the report keeps the median one. */
export const BENCH_RUNS = Math.max(1, Number(process.env.BENCH_RUNS) || 3);

/**
 * Each scenario in turn: an unmeasured run that warms caches and the JIT up, then `BENCH_RUNS`
 * measured runs, of which the row reports the median by p95 (with every run's p95 beside it); a
 * row passes when `meets` accepts the median run's percentiles and no run failed a request.
 */
export async function measureScenarios(
  url: string | string[], token: string, scenarios: readonly LoadScenario[],
  run: { connections: number; durationS: number; warmUpS: number },
  meets: (stats: ReturnType<typeof summarize>) => boolean,
): Promise<ScenarioRow[]> {
  const rows: ScenarioRow[] = [];
  for (const scenario of scenarios) {
    await loadScenario(url, token, scenario, { connections: run.connections, durationS: run.warmUpS });
    const runs = [];
    for (let k = 0; k < BENCH_RUNS; k += 1) {
      const { latencies, rps, failures } = await loadScenario(url, token, scenario, run);
      runs.push({ stats: summarize(latencies), rps, failures });
    }
    // The median run by p95: one noisy run neither passes nor fails a scenario.
    const byP95 = [...runs].sort((a, b) => a.stats.p95 - b.stats.p95);
    const { stats, rps, failures } = byP95[Math.floor((byP95.length - 1) / 2)]!;
    rows.push({
      scenario: scenario.name, p50_ms: round(stats.p50), p95_ms: round(stats.p95), p99_ms: round(stats.p99), requests_per_s: Math.round(rps),
      requests: stats.count, failures, pass: meets(stats) && runs.every((one) => one.failures === 0),
      runs_p95_ms: runs.map((one) => round(one.stats.p95)).join(' / '),
    });
  }
  return rows;
}
