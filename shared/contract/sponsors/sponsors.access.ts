import { crudRoutes, type RouteDef } from '../routes.js';

/** The spec lists and shows sponsors; BrokerDesk adds their create and edit screens (see `sponsors.schema.ts`). */
export const sponsorsRoutes: RouteDef[] = crudRoutes('/sponsors', ['sponsorPartner'], 'Sponsors', 'Sponsor', 'sponsorsId');
