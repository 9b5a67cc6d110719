import type { FastifyInstance } from 'fastify';
import { renewalsContract } from '../../../shared/contract/renewals/renewals.contract.js';
import { pagination } from '../../http/pagination.js';
import { registerArea, type AreaHandlers } from '../../http/registerArea.js';
import { schedulePeriodicJob } from '../../services/jobs/periodicJob.js';
import { createRenewals, SWEEP_INTERVAL_MS } from './renewals.js';
import { createRenewalsRepository } from './renewals.repository.js';

export interface RenewalsRoutesOptions {
  /** How often the renewal sweep runs across all instances (it also runs once at start); 0 turns it off. Off under tests by default. */
  sweepEveryMs?: number;
}

/** Renewals (spec 000 §7 "Renewals"): the list, and the sweep that makes renewal proposals of policies near expiry. */
export function renewalsRoutes(app: FastifyInstance, options: RenewalsRoutesOptions, done: () => void): void {
  const renewals = createRenewals(app);
  const renewalsList = createRenewalsRepository(app.db);
  const sweepEveryMs = options.sweepEveryMs ?? (process.env.NODE_ENV === 'test' ? 0 : SWEEP_INTERVAL_MS);

  const handlers: AreaHandlers<typeof renewalsContract> = {
    list: async ({ query, body }) => {
      const page = await renewalsList.list(query, body);
      return { success: true, data: page.items, pagination: pagination(query.page, query.size, page.totalItems, page.totalCapped) };
    },
  };
  registerArea(app, renewalsContract, handlers);

  schedulePeriodicJob(app, { name: 'renewal sweep', everyMs: sweepEveryMs, run: () => renewals.sweep() });
  done();
}
