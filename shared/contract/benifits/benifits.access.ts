import { crudRoutes, type RouteDef } from '../routes.js';

/** Not in the spec's route table; the seed system spells the path `/benifits`, as its API does. */
export const benifitsRoutes: RouteDef[] = crudRoutes('/benifits', ['benefit'], 'Benefits', 'Benefit', 'benefitId', ['list', 'create', 'edit']);
