import { crudRoutes, type RouteDef } from '../routes.js';

/**
 * Not in the spec's route table. The seed system has `/cancel-request` reachable by Admin only;
 * BrokerDesk gives it a `cancellation` module so supervisors can grant it.
 */
export const cancelRequestRoutes: RouteDef[] = crudRoutes('/cancel-request', ['cancellation'], 'Cancellation requests', 'Cancellation request', 'requestId', ['list', 'detail']);
