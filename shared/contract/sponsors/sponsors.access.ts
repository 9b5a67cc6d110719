import { crudRoutes, type RouteDef } from '../routes.js';

export const sponsorsRoutes: RouteDef[] = crudRoutes('/sponsors', ['sponsorPartner'], 'Sponsors', 'Sponsor', 'sponsorsId', ['list', 'detail']);
