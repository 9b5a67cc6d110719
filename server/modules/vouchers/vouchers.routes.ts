import type { FastifyInstance } from 'fastify';
import { vouchersContract } from '../../../shared/contract/vouchers/vouchers.contract.js';
import { vouchersResource } from '../../../shared/contract/vouchers/index.js';
import { pagination } from '../../http/pagination.js';
import { registerResource } from '../../kit/registerResource.js';
import { createVouchersRepository } from './vouchers.repository.js';

/** Promo-code vouchers (spec 002 §7 "Vouchers"): the kit's endpoints and the history of each code's applications. */
export function vouchersRoutes(app: FastifyInstance, _options: object, done: () => void): void {
  const vouchers = createVouchersRepository(app.db);
  registerResource(app, vouchersContract, vouchersResource, vouchers, {
    history: async ({ params, query }) => {
      const { items, totalItems } = await vouchers.history(params.id, query.page, query.size);
      return { success: true, data: items, pagination: pagination(query.page, query.size, totalItems) };
    },
  });
  done();
}
