import type { FastifyInstance } from 'fastify';
import { garagesContract, garagesResource } from '../../../shared/contract/garages/index.js';
import { pagination } from '../../http/pagination.js';
import { registerResource } from '../../kit/registerResource.js';
import { createGaragesRepository } from './garages.repository.js';
import { createNetworkRepository } from './network.repository.js';

const garagesText = (count: number) => `${count} garage${count === 1 ? '' : 's'}`;

/** Garages on the kit, a garage's insurers, and the insurers' garage networks (spec 001 §7). */
export function garagesRoutes(app: FastifyInstance, options: { clock?: () => number }, done: () => void): void {
  const now = () => new Date((options.clock ?? Date.now)());
  const garages = createGaragesRepository(app.db);
  const network = createNetworkRepository(app.db);
  registerResource(app, garagesContract, garagesResource, garages, {
    insurers: async ({ params, query }) => {
      await garages.get(params.id);
      const { items, totalItems } = await network.insurersOf(params.id, query);
      return { success: true, data: items, pagination: pagination(query.page, query.size, totalItems) };
    },
    network: async ({ params, query }) => {
      const { items, totalItems } = await network.garagesOf(params.companyId, query);
      return { success: true, data: items, pagination: pagination(query.page, query.size, totalItems) };
    },
    addToNetwork: async ({ params, body }) => {
      const result = await network.add(params.id, body.garageIds, now().toISOString());
      const name = await network.companyName(params.id);
      return { success: true, data: result, message: `${garagesText(result.changed)} added to ${name}'s network (${garagesText(result.total)} in it)` };
    },
    removeFromNetwork: async ({ params, body }) => {
      const result = await network.remove(params.id, body.garageIds);
      const name = await network.companyName(params.id);
      return { success: true, data: result, message: `${garagesText(result.changed)} removed from ${name}'s network (${garagesText(result.total)} in it)` };
    },
  }, { clock: now });
  done();
}
