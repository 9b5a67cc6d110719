import { crudRoutes, type RouteDef } from '../routes.js';

/** Not in the spec's route table: motor fleet proposals, defined in its style. */
export const motorFleetRoutes: RouteDef[] = crudRoutes('/motor-fleet', ['motorFleet'], 'Motor fleet', 'Fleet proposal', 'fleetId');
