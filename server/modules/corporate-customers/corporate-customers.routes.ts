import type { FastifyInstance } from 'fastify';
import { corporateCustomersContract, corporateCustomersResource } from '../../../shared/contract/corporate-customers/index.js';
import { registerResource } from '../../kit/registerResource.js';
import { createCorporateCustomersRepository } from './corporate-customers.repository.js';

/** Corporate customers on the kit, plus the area's readings, pickers and the row status (spec 001 §2). */
export function corporateCustomersRoutes(app: FastifyInstance, options: { clock?: () => number }, done: () => void): void {
  const now = () => new Date((options.clock ?? Date.now)());
  const customers = createCorporateCustomersRepository(app.db, now);
  registerResource(app, corporateCustomersContract, corporateCustomersResource, customers, {
    setRowStatus: async ({ params, body }) => ({ success: true, data: await customers.setRowStatus(params.id, body, now().toISOString()), message: 'Status updated' }),
    names: async ({ query }) => ({ success: true, data: await customers.names(query.search) }),
    detailFromBusinessline: async ({ params }) => ({ success: true, data: await customers.get(params.id) }),
    commercial: async ({ params }) => ({ success: true, data: await customers.commercial(params.id) }),
    cpm: async ({ params }) => ({ success: true, data: await customers.cpm(params.id) }),
    insurers: async () => ({ success: true, data: await customers.insurers() }),
    agents: async () => ({ success: true, data: await customers.agents() }),
    companyPlans: async ({ params }) => ({ success: true, data: await customers.companyPlans(params.id) }),
  }, { clock: now });
  done();
}
