import type { FastifyInstance } from 'fastify';
import { healthLeadsContract } from '../../../shared/contract/health-leads/health-leads.contract.js';
import { pagination } from '../../http/pagination.js';
import { registerArea, type AreaHandlers } from '../../http/registerArea.js';
import { createHealthLeadsRepository } from './health-leads.repository.js';

/** Health leads (issue 17): list, detail and create; decisions in `shared/contract/health-leads/health-leads.schema.ts`. */
export function healthLeadsRoutes(app: FastifyInstance, _options: object, done: () => void): void {
  const leads = createHealthLeadsRepository(app.db);
  const handlers: AreaHandlers<typeof healthLeadsContract> = {
    list: async ({ query }) => {
      const page = await leads.list(query);
      return { success: true, data: page.items, pagination: pagination(query.page, query.size, page.totalItems, page.totalCapped) };
    },
    get: async ({ params }) => ({ success: true, data: await leads.get(params.id) }),
    create: async ({ body, auth }) => ({ success: true, data: await leads.create(body, auth.accountId, new Date().toISOString()), message: 'Lead created' }),
  };
  registerArea(app, healthLeadsContract, handlers);
  done();
}
