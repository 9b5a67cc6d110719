import { crudRoutes, type RouteDef } from '../routes.js';

/** Not in the spec's route table: group health (commercial) proposals, defined in its style. */
export const groupHealthRoutes: RouteDef[] = crudRoutes('/group-health', ['groupHealth'], 'Group health', 'Group health proposal', 'proposalId');
