import { crudRoutes, type RouteDef } from '../routes.js';

export const proposalsRoutes: RouteDef[] = crudRoutes('/proposals', ['proposal'], 'Proposals', 'Proposal', 'proposalId', ['list', 'create', 'detail']);
