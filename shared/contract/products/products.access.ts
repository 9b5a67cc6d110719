import { crudRoutes, type RouteDef } from '../routes.js';

export const productsRoutes: RouteDef[] = crudRoutes('/products', ['product'], 'Products', 'Product', 'productId');
