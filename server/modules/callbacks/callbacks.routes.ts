import type { FastifyInstance } from 'fastify';
import { hasPermission } from '../../../shared/access/index.js';
import { callbacksContract } from '../../../shared/contract/callbacks/callbacks.contract.js';
import { todayInDubai } from '../../../shared/domain/dubaiDay.js';
import { forbidden } from '../../http/httpError.js';
import { pagination } from '../../http/pagination.js';
import { registerArea, type AreaHandlers } from '../../http/registerArea.js';
import { createCallbacksRepository } from './callbacks.repository.js';

const DAY_MS = 86_400_000;

/** Today in Dubai as ISO bounds: the spec's default date range. */
function todayBounds(at: Date): { startDate: string; endDate: string } {
  const start = Date.parse(`${todayInDubai(at)}T00:00:00.000+04:00`);
  return { startDate: new Date(start).toISOString(), endDate: new Date(start + DAY_MS - 1).toISOString() };
}

/** Call-backs of health and motor proposals (issue 17); decisions in `shared/contract/callbacks/callbacks.schema.ts`. */
export function callbacksRoutes(app: FastifyInstance, options: { clock?: () => number }, done: () => void): void {
  const callbacks = createCallbacksRepository(app.db);
  const clock = options.clock ?? Date.now;
  const handlers: AreaHandlers<typeof callbacksContract> = {
    list: async ({ query, body, auth }) => {
      if (body.leadType === 'Motor' && !hasPermission(auth.user, 'proposal.read')) throw forbidden('You may not see motor proposals');
      const range = body.startDate || body.endDate ? { startDate: body.startDate ?? '', endDate: body.endDate ?? '9999' } : todayBounds(new Date(clock()));
      // Staff who are not supervisors see the call-backs they are to make.
      const agentId = hasPermission(auth.user, 'supervisor') ? body.agentId : auth.accountId;
      const page = await callbacks.list(query, { ...body, ...range, agentId });
      return { success: true, data: page.items, pagination: pagination(query.page, query.size, page.totalItems, page.totalCapped) };
    },
  };
  registerArea(app, callbacksContract, handlers);
  done();
}
