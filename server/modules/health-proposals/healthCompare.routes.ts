import type { FastifyInstance } from 'fastify';
import { healthCompareContract } from '../../../shared/contract/health-proposals/health-compare.contract.js';
import { registerArea } from '../../http/registerArea.js';
import { renderHealthComparePdf } from '../../services/pdf/healthComparePdf.js';
import { editComparisonBenefit, healthCompareFileName, healthComparison } from './healthCompare.js';
import { writeHealthCompareWorkbook } from './healthCompareWorkbook.js';

/**
 * Comparing a health proposal's plans (issue 17): the quotes side by side with every benefit, the
 * comparison's own benefit values, and the PDF and Excel of it. Sharing it is the sharing area's.
 */
export function healthCompareRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  const db = app.db;
  registerArea(app, healthCompareContract, {
    compare: async ({ params, body }) => ({ success: true as const, data: (await healthComparison(db, params.id, body.ids)).comparison }),

    comparePdf: async ({ params, body }) => {
      const { comparison } = await healthComparison(db, params.id, body.ids);
      return { fileName: healthCompareFileName(comparison.proposalRef, 'pdf'), content: Buffer.from(await renderHealthComparePdf(comparison)) };
    },

    compareExcel: async ({ params, body }) => {
      const { comparison } = await healthComparison(db, params.id, body.ids);
      return { fileName: healthCompareFileName(comparison.proposalRef, 'xlsx'), content: await writeHealthCompareWorkbook(comparison) };
    },

    editBenefit: async ({ body, auth }) => {
      const saved = await editComparisonBenefit(db, body, auth.accountId, new Date().toISOString());
      return {
        success: true as const,
        data: saved.cell,
        message: saved.cell.edited ? `${saved.benefitName} of ${saved.quoteRef} saved for this comparison` : `${saved.benefitName} of ${saved.quoteRef} is the plan's value again`,
      };
    },
  });
  done();
}
