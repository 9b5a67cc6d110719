import type { FastifyInstance } from 'fastify';
import { healthBenefitsContract } from '../../../shared/contract/health-benefits/index.js';
import { notFound } from '../../http/httpError.js';
import { registerArea } from '../../http/registerArea.js';
import { benefitMaster, companyNetworks, planBenefitsPage, savePlanBenefits } from './health-benefits.repository.js';

/** Health plan benefits: the master, a plan's values and their save, and the insurer's networks for the network benefit. */
export function healthBenefitsRoutes(app: FastifyInstance, options: { clock?: () => number }, done: () => void): void {
  const now = () => new Date((options.clock ?? Date.now)()).toISOString();
  const db = app.db;
  registerArea(app, healthBenefitsContract, {
    master: async () => ({ success: true as const, data: await benefitMaster(db) }),
    planValues: async ({ params }) => ({ success: true as const, data: await planBenefitsPage(db, params.planId) }),
    savePlanValues: async ({ body }) => {
      await db.transaction().execute((trx) => savePlanBenefits(trx, body.planId, body.benefits, now()));
      return { success: true as const, data: await planBenefitsPage(db, body.planId), message: 'Benefits saved' };
    },
    companyNetworks: async ({ params }) => {
      const networks = await companyNetworks(db, params.companyId);
      if (!networks) throw notFound('Company not found');
      return { success: true as const, data: networks };
    },
  });
  done();
}
