import { crudRoutes, type RouteDef } from '../routes.js';

export const blackListRoutes: RouteDef[] = crudRoutes('/black-list', ['blacklist'], 'Blacklist', 'Blacklist entry', 'id', ['list', 'create']);
