import { sharedAreas } from '../contract/areas.js';
import type { RouteDef } from '../contract/routes.js';

/** Every screen of the three specification documents, plus the ones they leave out, in the order of `sharedAreas`. */
export const routeTable: readonly RouteDef[] = Object.values(sharedAreas).flatMap((area): readonly RouteDef[] => area.routes);
