import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../access/routeTable.js';
import { sharedAreas } from './areas.js';
import type { EndpointDef } from './endpoint.js';
import { loadAllEndpoints } from './loadEndpoint.js';
import type { RouteDef } from './routes.js';

const contractDir = dirname(fileURLToPath(import.meta.url));
const areaFolders = readdirSync(contractDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const filesOf = (folder: string, suffix: string) => readdirSync(join(contractDir, folder)).filter((file) => file.endsWith(suffix));

/** What each of the folders' files exports, read the way the manifest does not: by walking the folders. */
async function exportsOf(suffix: string): Promise<Array<[string, unknown]>> {
  const files = areaFolders.flatMap((folder) => filesOf(folder, suffix).map((file) => join(contractDir, folder, file)));
  const modules = await Promise.all(files.map(async (file) => [file, (await import(file)) as Record<string, unknown>] as const));
  return modules.flatMap(([file, module]) => Object.entries(module).map(([name, value]) => [`${file}: ${name}`, value] as [string, unknown]));
}

describe('the shared manifest (areas.ts)', () => {
  it("lists every area folder's screens, so none is missing from the route table", async () => {
    const listed = new Set<readonly RouteDef[]>(Object.values(sharedAreas).map((area) => area.routes));
    const accessFiles = (await exportsOf('.access.ts')).filter(([name]) => name.endsWith('Routes'));
    expect(accessFiles.length).toBeGreaterThanOrEqual(35);
    for (const [name, routes] of accessFiles) expect(listed.has(routes as readonly RouteDef[]), `${name} is not in sharedAreas`).toBe(true);
    expect(routeTable.length).toBe(Object.values(sharedAreas).reduce((sum, area) => sum + area.routes.length, 0));
  });

  it("loads every contract folder's endpoints, so no area's calls are left out of the hosts and the tests", async () => {
    const loaded = new Set<EndpointDef>((await loadAllEndpoints()).map(([, def]) => def));
    const contracts = (await exportsOf('.contract.ts')).filter(([name]) => name.endsWith('Contract'));
    expect(contracts.length).toBeGreaterThanOrEqual(26);
    for (const [name, endpoints] of contracts) {
      for (const def of Object.values(endpoints as Record<string, EndpointDef>)) expect(loaded.has(def), `${name} is not loaded by sharedAreas`).toBe(true);
    }
  });
});
