import type { FastifyInstance } from 'fastify';
import {
  healthCompanyConditionsContract, healthCompanyConditionsResource, healthPlanPreviewContract,
} from '../../../shared/contract/health-conditions/index.js';
import { priceHealthPlan } from '../../../shared/domain/healthPricing.js';
import { registerArea } from '../../http/registerArea.js';
import { registerResource } from '../../kit/registerResource.js';
import { healthPlanForPricing } from '../health-matrix/healthPlanForPricing.js';
import { conditionMasters, createHealthConditionsRepository } from './health-conditions.repository.js';

/** An insurer's health loadings (issue 16, part 4), their factors' master, and the plan preview that prices with them. */
export function healthConditionsRoutes(app: FastifyInstance, options: { clock?: () => number }, done: () => void): void {
  const kitOptions = { clock: () => new Date((options.clock ?? Date.now)()) };
  registerResource(app, healthCompanyConditionsContract, healthCompanyConditionsResource, createHealthConditionsRepository(app.db), {
    masters: async () => ({ success: true, data: await conditionMasters(app.db) }),
  }, kitOptions);
  registerArea(app, healthPlanPreviewContract, {
    preview: async ({ params, body }) => {
      const { plan, insurerName, insurerSells } = await healthPlanForPricing(app.db, params.planId);
      // An insurer switched off in Health companies offers none of its plans, whatever each plan's own switch.
      const data = insurerSells ? priceHealthPlan(plan, body) : {
        planId: plan.id, offered: false as const,
        refusals: [{ code: 'inactive' as const, memberId: null, message: `${insurerName} does not sell health insurance now: switch it on in Health companies` }],
      };
      return { success: true as const, data };
    },
  });
  done();
}
