import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../tests/helpers/startServerProcess.js';
import { measureScenarios, signInAdmin, type LoadScenario } from './http.js';

const CONNECTIONS = 16;
const DURATION_S = 8;

/**
 * `calculatecarvalue` and the catalogue look-ups over HTTP against `npm run server` (demo
 * catalogue: 18 makes, about 1,000 trims over 7 model years). Target: p95 under 10 ms each.
 */
export async function benchCars() {
  const dataDir = mkdtempSync(join(tmpdir(), 'brokerdesk-bench-cars-'));
  const server = await startServerProcess({ BROKERDESK_DATA_DIR: dataDir, BROKERDESK_DEMO_CUSTOMERS: '0' });
  try {
    const token = await signInAdmin(server.url);
    const year = new Date().getUTCFullYear();
    const years = Array.from({ length: 7 }, (_, i) => year - i);
    const models: Array<[string, string]> = [['Toyota', 'Camry'], ['Toyota', 'Land Cruiser'], ['Nissan', 'Patrol'], ['Lexus', 'LX 600'], ['Kia', 'Sportage'], ['Honda', 'Accord'], ['BMW', 'X5'], ['Mercedes-Benz', 'C 200']];
    const scenarios: LoadScenario[] = [
      {
        name: 'calculatecarvalue', method: 'POST',
        requests: Array.from({ length: 500 }, (_, i) => ({ path: '/api/cars/calculatecarvalue', body: { newCarValueFils: (60_000 + i * 731) * 100, year: years[i % 7], mileageKm: (i * 3_917) % 200_000 } })),
      },
      { name: 'getnewcars (year)', method: 'GET', requests: years.map((y) => ({ path: `/api/cars/getnewcars?year=${y}` })) },
      { name: 'getnewmodels', method: 'POST', requests: models.flatMap(([make]) => years.map((y) => ({ path: '/api/cars/getnewmodels', body: { make, year: y } }))) },
      { name: 'gettrim', method: 'POST', requests: models.flatMap(([make, model]) => years.map((y) => ({ path: '/api/cars/gettrim', body: { make, model, year: y } }))) },
      { name: 'getcardetails', method: 'POST', requests: models.flatMap(([make, model]) => years.map((y) => ({ path: '/api/cars/getcardetails', body: { make, model, year: y } }))) },
      { name: 'getyears', method: 'GET', requests: [{ path: '/api/cars/getyears' }] },
      { name: 'gettopmodels', method: 'GET', requests: models.map(([make]) => ({ path: `/api/cars/gettopmodels?make=${encodeURIComponent(make)}&year=${year}` })) },
    ];
    const rows = await measureScenarios(server.url, token, scenarios, { connections: CONNECTIONS, durationS: DURATION_S, warmUpS: 2 }, (stats) => stats.p95 < 10);
    return {
      name: `Car valuation and catalogue look-ups (${CONNECTIONS} connections, ${DURATION_S} s each, autocannon against npm run server)`,
      target: 'p95 under 10 ms for each',
      pass: rows.every((row) => row.pass),
      notes: 'Server run with LOG_LEVEL=warn on a fresh demo database; each scenario runs 2 s unmeasured first. Requests rotate through years, makes and models.',
      rows,
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
