import { crudRoutes, type RouteDef } from '../routes.js';

/** Renewals are renewal proposals, so the proposal module grants them (the spec names no renewal module). */
export const renewalsRoutes: RouteDef[] = crudRoutes('/renewals', ['proposal'], 'Renewals', 'Renewal', 'renewalId', ['list', 'detail']);
