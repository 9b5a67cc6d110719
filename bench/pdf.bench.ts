import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../tests/helpers/startServerProcess.js';
import { signInAdmin } from './http.js';
import { round, summarize } from './stats.js';

const QUOTES = 5;
const WARM_UP = 10;
const RUNS = 60;
const TARGET_P95_MS = 300;

/**
 * The comparison PDF (issue 7): `POST /api/pdf/{id}/comparequotes` with five quotes of five
 * insurers, over HTTP against `npm run server`, one request at a time as an agent clicks
 * "Generate a comparison PDF"; each sample ends when the whole PDF has arrived. Target: p95 under
 * 300 ms.
 */
export async function benchPdf() {
  const dataDir = mkdtempSync(join(tmpdir(), 'brokerdesk-bench-pdf-'));
  const server = await startServerProcess({ BROKERDESK_DATA_DIR: dataDir, BROKERDESK_DEMO_CUSTOMERS: '0' });
  try {
    const token = await signInAdmin(server.url);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const created = await fetch(`${server.url}/api/admin/proposals/generatenewquotes`, {
      method: 'POST', headers,
      body: JSON.stringify({
        customer: { fullName: 'Bench Comparison Customer', email: 'bench.pdf@example.ae', mobileNumber: '0501112233', dateOfBirth: '1985-04-10' },
        car: { year: new Date().getUTCFullYear() - 2, make: 'Toyota', model: 'Camry', vehicleType: 'sedan', cylinders: 4, valueFils: 8_000_000 },
        driver: { licenceIssueDate: '2010-01-01' },
        insurance: { yearOfNoClaim: 'No Claims for Two Years' },
        policyEffectiveDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      }),
    });
    if (!created.ok) throw new Error(`Creating the proposal failed: ${created.status} ${await created.text()}`);
    const { data } = (await created.json()) as { data: { proposal: { _id: string }; quotes: Array<{ _id: string; companyName: string }> } };
    const insurers = new Map<string, string>();
    for (const quote of data.quotes) if (!insurers.has(quote.companyName)) insurers.set(quote.companyName, quote._id);
    const ids = [...insurers.values()].slice(0, QUOTES);
    if (ids.length < QUOTES) throw new Error(`The demo catalogue quoted only ${ids.length} insurers`);

    let bytes = 0;
    const once = async () => {
      const start = performance.now();
      const response = await fetch(`${server.url}/api/pdf/${data.proposal._id}/comparequotes`, { method: 'POST', headers, body: JSON.stringify({ ids }) });
      const body = await response.arrayBuffer();
      const elapsed = performance.now() - start;
      if (!response.ok) throw new Error(`comparequotes answered ${response.status}: ${Buffer.from(body).toString()}`);
      bytes = body.byteLength;
      return elapsed;
    };
    for (let i = 0; i < WARM_UP; i++) await once();
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) samples.push(await once());
    const stats = summarize(samples);

    return {
      name: 'Comparison PDF (npm run server)',
      target: `comparison PDF of ${QUOTES} quotes p95 under ${TARGET_P95_MS} ms`,
      pass: stats.p95 < TARGET_P95_MS,
      notes: `One client, ${RUNS} sequential requests after ${WARM_UP} unmeasured; ${QUOTES} quotes of ${QUOTES} insurers from a proposal made through the wizard's call; each sample includes loading the quotes, drawing the landscape PDF and receiving all ${Math.round(bytes / 1024)} KiB.`,
      rows: [{
        scenario: `POST /api/pdf/{id}/comparequotes, ${QUOTES} quotes`, p50_ms: round(stats.p50), p95_ms: round(stats.p95), p99_ms: round(stats.p99),
        max_ms: round(stats.max), requests: stats.count, pdf_kib: round(bytes / 1024, 1), pass: stats.p95 < TARGET_P95_MS,
      }],
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
