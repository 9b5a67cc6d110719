import { sharedAreas, type SharedArea } from './areas.js';
import type { EndpointDef } from './endpoint.js';
import type { AreaName, EndpointKey } from './index.js';

/** Typed as the manifest's shape here, so an entry that is not a `SharedArea` fails to compile. */
const areas: Record<string, SharedArea> = sharedAreas;
const loaders: Record<string, () => Promise<Record<string, EndpointDef>>> = Object.fromEntries(
  Object.entries(areas).flatMap(([area, { load }]) => (load ? [[area, load]] : [])),
);

/** The names of the areas that have endpoints. */
const areaNames = Object.keys(loaders) as AreaName[];

/**
 * The endpoint a key names (`customers.get`), loading its area first; undefined for a key the
 * contract does not declare. The hosts validate every call against it.
 *
 * @example const def = await loadEndpoint('customers.list');
 */
export async function loadEndpoint(key: string): Promise<EndpointDef | undefined> {
  const [area, name, ...rest] = key.split('.');
  if (!area || !name || rest.length > 0 || !Object.hasOwn(loaders, area)) return undefined;
  const endpoints = await loaders[area]!();
  return Object.hasOwn(endpoints, name) ? endpoints[name] : undefined;
}

/**
 * Every endpoint of every area, loading them all: for the server's start-up tables and the tests
 * that walk the contract, never for a screen.
 */
export async function loadAllEndpoints(): Promise<Array<[EndpointKey, EndpointDef]>> {
  const areas = await Promise.all(areaNames.map(async (area) => [area, await loaders[area]!()] as const));
  return areas.flatMap(([area, endpoints]) => Object.entries(endpoints).map(([name, def]) => [`${area}.${name}` as EndpointKey, def] as [EndpointKey, EndpointDef]));
}
