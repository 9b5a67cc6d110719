import { crudRoutes, type RouteDef } from '../routes.js';

/** Not in the spec's route table: defined here in its style (motor claim requests: list, detail, and BrokerDesk's create). */
export const claimsRoutes: RouteDef[] = crudRoutes('/claims', ['claim'], 'Claims', 'Claim', 'claimId', ['list', 'create', 'detail']);
