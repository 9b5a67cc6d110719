import type { FastifyInstance } from 'fastify';
import { healthNetworkProvidersContract } from '../../../shared/contract/health-network-providers/index.js';
import { registerArea } from '../../http/registerArea.js';
import { pagination } from '../../http/pagination.js';
import { createNetworkProvidersRepository } from './health-network-providers.repository.js';

const plural = (count: number) => `${count} provider${count === 1 ? '' : 's'}`;

/** The providers of a network of an insurer's health tree: the list, and adding or removing a set. */
export function healthNetworkProvidersRoutes(app: FastifyInstance, options: { clock?: () => number }, done: () => void): void {
  const now = () => new Date((options.clock ?? Date.now)()).toISOString();
  const repository = createNetworkProvidersRepository(app.db);
  registerArea(app, healthNetworkProvidersContract, {
    list: async ({ query }) => {
      const result = await repository.list(query);
      return { success: true as const, data: result.items, pagination: pagination(query.page, query.size, result.totalItems, result.totalCapped) };
    },
    assign: async ({ params, body }) => {
      const data = await repository.assign(params.networkId, body.providerIds, now());
      return { success: true as const, data, message: data.changed === 0 ? 'The network already had these providers' : `${plural(data.changed)} added to the network` };
    },
    unassign: async ({ params, body }) => {
      const data = await repository.unassign(params.networkId, body.providerIds);
      return { success: true as const, data, message: data.changed === 0 ? 'The network had none of these providers' : `${plural(data.changed)} removed from the network` };
    },
  });
  done();
}
