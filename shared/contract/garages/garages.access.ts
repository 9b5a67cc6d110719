import { crudRoutes, type RouteDef } from '../routes.js';

/** Not in the spec's route table: auto garages and their insurer links, defined in its style. */
export const garagesRoutes: RouteDef[] = crudRoutes('/garages', ['garage'], 'Garages', 'Garage', 'garageId');
