import { productsResource } from '../../../shared/contract/products/products.schema.js';
import { resourceApi } from '../../kit/resourceApi.js';

/** The products calls, from the kit. */
export const productsHooks = resourceApi('products', productsResource, 'Product');
