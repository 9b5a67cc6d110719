import { crudRoutes, type RouteDef } from '../routes.js';

export const blogRoutes: RouteDef[] = crudRoutes('/blog', ['blog'], 'Blog', 'Blog post', 'blogId');
