import { productsResource } from '../../../shared/contract/products/index.js';
import type { Db } from '../../db/database.js';
import { createResourceRepository } from '../../kit/resourceRepository.js';

/** The products table, read and written through the kit; quotes read the products they sell here. */
export function createProductsRepository(db: Db) {
  return createResourceRepository(db, productsResource, 'products');
}
