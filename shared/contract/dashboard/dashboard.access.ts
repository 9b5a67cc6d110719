import type { RouteDef } from '../routes.js';

/** The dashboards are the page at `/`, declared with the account routes (`auth.access.ts`); the area adds no screen of its own. */
export const dashboardRoutes: RouteDef[] = [];
