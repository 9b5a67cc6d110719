import type { RouteDef } from '../routes.js';

/** The outbox (issue 7): what was sent to customers, readable by staff who work on proposals. */
export const sharingRoutes: RouteDef[] = [{ path: '/outbox', modules: ['proposal'], action: 'read', title: 'Outbox' }];
