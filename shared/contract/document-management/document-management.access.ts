import { crudRoutes, type RouteDef } from '../routes.js';

export const documentManagementRoutes: RouteDef[] = crudRoutes('/document-management', ['documentmenagement'], 'Documents', 'Folder', 'folderId', ['list', 'create']);
