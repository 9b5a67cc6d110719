import type { FastifyInstance } from 'fastify';
import { productsContract } from '../../../shared/contract/products/products.contract.js';
import { productsResource } from '../../../shared/contract/products/index.js';
import { registerResource } from '../../kit/registerResource.js';
import { createProductsRepository } from './products.repository.js';

/** Products (spec 002 §7 "Products"): wholly the kit's, with icons under `<filesDir>/products/`. */
export function productsRoutes(app: FastifyInstance, options: { filesDir: string }, done: () => void): void {
  registerResource(app, productsContract, productsResource, createProductsRepository(app.db), {}, { filesDir: options.filesDir });
  done();
}
