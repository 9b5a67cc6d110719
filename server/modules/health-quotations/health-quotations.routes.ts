import type { FastifyInstance } from 'fastify';
import { healthQuotationsContract } from '../../../shared/contract/health-quotations/health-quotations.contract.js';
import { pagination } from '../../http/pagination.js';
import { registerArea, type AreaHandlers } from '../../http/registerArea.js';
import { toPaymentSummary, toPolicySummary } from '../../sales/salesRecords.js';
import { readHealthDetails } from '../health-proposals/healthLine.js';
import { createQuotationsRepository } from '../quotations/quotations.repository.js';

/** Health quotations (issue 17): the motor quotations' list and record, for the health line. */
export function healthQuotationsRoutes(app: FastifyInstance, _options: object, done: () => void): void {
  const quotations = createQuotationsRepository(app.db, 'health');

  const handlers: AreaHandlers<typeof healthQuotationsContract> = {
    list: async ({ query, body }) => {
      const page = await quotations.list(query, body);
      const details = await quotations.proposalDetails(page.items.map((quote) => quote.proposalId));
      const items = page.items.map((quote) => ({ ...quote, insurerType: readHealthDetails(details.get(quote.proposalId) ?? null)?.insurerType ?? null }));
      return { success: true, data: items, pagination: pagination(query.page, query.size, page.totalItems, page.totalCapped) };
    },

    detail: async ({ params }) => {
      const quote = await quotations.read(params.id);
      const [{ customer, payments, policy, edits }, details] = await Promise.all([quotations.around(quote), quotations.proposalDetails([quote.proposalId])]);
      return {
        success: true,
        data: {
          quote, health: readHealthDetails(details.get(quote.proposalId) ?? null), customer,
          payments: payments.map(toPaymentSummary), policy: policy ? toPolicySummary(policy) : null, edits: edits.edits, history: edits.history,
        },
      };
    },
  };

  registerArea(app, healthQuotationsContract, handlers);
  done();
}
