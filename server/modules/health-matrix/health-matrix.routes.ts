import type { FastifyInstance } from 'fastify';
import {
  healthCitiesContract, healthCitiesResource, healthMatrixesContract, healthMatrixesResource, healthNetworksContract, healthNetworksResource,
  healthPlansContract, healthPlansResource, healthTpasContract, healthTpasResource,
} from '../../../shared/contract/health-matrix/index.js';
import { registerResource } from '../../kit/registerResource.js';
import { createHealthTreeRepositories } from './health-matrix.repository.js';
import { tpaWorkbookRoutes } from './tpaWorkbook.routes.js';

/** An insurer's health tree (issue 16): TPAs, networks, cities, plans and premium matrix rows, each level on the kit, and a TPA's rate workbook. */
export function healthMatrixRoutes(app: FastifyInstance, options: { clock?: () => number; filesDir: string }, done: () => void): void {
  const kitOptions = { clock: () => new Date((options.clock ?? Date.now)()) };
  const tree = createHealthTreeRepositories(app.db);
  registerResource(app, healthTpasContract, healthTpasResource, tree.tpas, {}, kitOptions);
  registerResource(app, healthNetworksContract, healthNetworksResource, tree.networks, {}, kitOptions);
  registerResource(app, healthCitiesContract, healthCitiesResource, tree.cities, {}, kitOptions);
  registerResource(app, healthPlansContract, healthPlansResource, tree.plans, {}, kitOptions);
  registerResource(app, healthMatrixesContract, healthMatrixesResource, tree.matrixes, {}, kitOptions);
  tpaWorkbookRoutes(app, { filesDir: options.filesDir, clock: kitOptions.clock });
  done();
}
